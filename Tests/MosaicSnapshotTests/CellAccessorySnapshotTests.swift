import Mosaic
import MosaicTesting
import Testing

/// A column of list cells showing each kind of accessory. Record with
/// MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct CellAccessorySnapshotTests {
  @Test func listCellAccessories() {
    let rows: [(String, [UICellAccessory])] = [
      ("Wi-Fi", [.label(text: "Home"), .disclosureIndicator()]),
      ("Selected", [.checkmark()]),
      ("Folder", [.outlineDisclosure()]),
      ("Section", [.outlineDisclosure(options: .init(style: .header))]),
      ("Editing", [.delete(displayed: .always), .reorder(displayed: .always)]),
      ("Insert", [.insert(displayed: .always), .multiselect(displayed: .always)]),
    ]
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(rows.count) * 45))
    root.backgroundColor = .separator
    for (i, row) in rows.enumerated() {
      let cell = UICollectionViewListCell(
        frame: CGRect(x: 0, y: CGFloat(i) * 45, width: 320, height: 44))
      var content = cell.defaultContentConfiguration()
      content.text = row.0
      cell.contentConfiguration = content
      cell.accessories = row.1
      root.addSubview(cell)
    }
    assertSnapshot(of: root, named: "list-cell-accessories", scale: 2)
  }
}
