import Mosaic
import MosaicTesting
import Testing

/// Snapshots of a list in each appearance: two sections with headers and footers, rows with
/// separators and accessories; and a plain list in editing mode. Record with
/// MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct ListAppearanceSnapshotTests {
  final class Rows: NSObject, UICollectionViewDataSource {
    let accessories: [UICellAccessory]
    init(accessories: [UICellAccessory]) { self.accessories = accessories }
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { section == 0 ? 3 : 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        as! UICollectionViewListCell
      var content = cell.defaultContentConfiguration()
      content.text =
        ["Wi-Fi", "Bluetooth", "Cellular", "Notifications", "Sounds"][
          indexPath.section * 3 + indexPath.item]
      content.image = UIImage(systemName: indexPath.item == 1 ? "star.fill" : "folder")
      cell.contentConfiguration = content
      cell.accessories = accessories
      return cell
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let view =
        collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! UICollectionViewListCell
      var content = view.defaultContentConfiguration()
      content.text =
        kind == UICollectionView.elementKindSectionHeader
        ? "Section \(indexPath.section)" : "Footer of section \(indexPath.section)"
      view.contentConfiguration = content
      return view
    }
  }

  func list(
    _ appearance: UICollectionLayoutListConfiguration.Appearance,
    accessories: [UICellAccessory] = [.disclosureIndicator()],
    configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
  ) -> (UICollectionView, Rows) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    configure(&configuration)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 420),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "title")
    }
    let rows = Rows(accessories: accessories)
    view.dataSource = rows
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    return (view, rows)
  }

  @Test(arguments: [
    ("plain", UICollectionLayoutListConfiguration.Appearance.plain),
    ("grouped", .grouped), ("insetGrouped", .insetGrouped), ("sidebar", .sidebar),
    ("sidebarPlain", .sidebarPlain),
  ])
  func appearance(_ name: String, _ appearance: UICollectionLayoutListConfiguration.Appearance) {
    let (view, rows) = list(appearance)
    withExtendedLifetime(rows) {}
    #expect(view.visibleCells.count == 5)
    assertSnapshot(of: view, named: "list-appearance-\(name)", scale: 2)
  }

  @Test func editingWithSeparatorsOfTheAppsOwn() {
    let (view, rows) = list(.plain, accessories: [.multiselect(), .reorder()]) {
      $0.separatorConfiguration.color = .systemBlue
      $0.itemSeparatorHandler = { indexPath, configuration in
        var c = configuration
        if indexPath.item == 0 {
          c.bottomSeparatorInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 0)
        }
        return c
      }
    }
    withExtendedLifetime(rows) {}
    view.allowsMultipleSelectionDuringEditing = true
    view.isEditing = true
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    view.layoutIfNeeded()
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    assertSnapshot(of: view, named: "list-editing", scale: 2)
  }
}
