import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct CellAccessoryTests {
  /// A 320×44 list cell showing `accessories`, laid out out of editing mode (or in it).
  func cell(_ accessories: [UICellAccessory], editing: Bool = false) -> UICollectionViewListCell {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessories = accessories
    cell.layoutIfNeeded()
    var state = cell.configurationState
    state.isEditing = editing
    cell.layoutAccessories(for: state)
    return cell
  }

  func view(_ cell: UICollectionViewListCell, _ kind: String) -> CellAccessoryView {
    cell.accessoryStorage.first { $0.kindName == kind }!
  }

  /// A custom view accessory of a fixed 30×20 size.
  func custom(
    _ placement: UICellAccessory.Placement, width: UICellAccessory.LayoutDimension = .actual
  )
    -> (UICellAccessory, UIView)
  {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    return (
      .customView(
        configuration: .init(
          customView: v, placement: placement, reservedLayoutWidth: width,
          maintainsFixedSize: true)), v
    )
  }

  @Test func trailingAccessoriesTakeTheSystemOrderFromTheEdge() {
    let cell = cell([.label(text: "Detail"), .checkmark(), .disclosureIndicator()])
    #expect(cell.accessories.count == 3)
    let indicator = view(cell, "disclosureIndicator")
    let checkmark = view(cell, "checkmark")
    let label = view(cell, "label")
    #expect(indicator.frame.maxX == 304)
    #expect(
      indicator.frame.width == max(12, indicator.contentSize(fittingHeight: 44).width.rounded(.up)))
    #expect(checkmark.frame.maxX == indicator.frame.minX - 8)
    #expect(
      checkmark.frame.width == max(20, checkmark.contentSize(fittingHeight: 44).width.rounded(.up)))
    #expect(label.frame.maxX == checkmark.frame.minX - 8)
    #expect(
      label.frame.width == (label.content as! UILabel).intrinsicContentSize.width.rounded(.up))
    for v in [indicator, checkmark, label] {
      #expect(v.frame.minY == 0 && v.frame.height == 44)
      #expect(!v.isHidden)
      #expect(v.content.center == CGPoint(x: v.bounds.midX, y: 22))
    }
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: label.frame.minX, height: 44))
  }

  @Test func editingAccessoriesShowOnlyWhileEditing() {
    let accessories: [UICellAccessory] = [
      .reorder(), .delete(), .checkmark(displayed: .whenNotEditing), .disclosureIndicator(),
    ]
    let normal = cell(accessories)
    #expect(view(normal, "delete").isHidden)
    #expect(view(normal, "reorder").isHidden)
    #expect(!view(normal, "checkmark").isHidden)
    #expect(normal.contentView.frame.minX == 0)
    let editing = cell(accessories, editing: true)
    let delete = view(editing, "delete")
    let reorder = view(editing, "reorder")
    let indicator = view(editing, "disclosureIndicator")
    #expect(!delete.isHidden && !reorder.isHidden)
    #expect(view(editing, "checkmark").isHidden)
    #expect(delete.frame.minX == 16)
    #expect(delete.frame.width == max(24, delete.contentSize(fittingHeight: 44).width.rounded(.up)))
    #expect(reorder.frame.maxX == 304)
    #expect(indicator.frame.maxX == reorder.frame.minX - 8)
    #expect(
      editing.contentView.frame
        == CGRect(
          x: delete.frame.maxX, y: 0, width: indicator.frame.minX - delete.frame.maxX, height: 44))
  }

  @Test func theDefaultDisplayedStatesAreUIKits() {
    #expect(UICellAccessory.delete().displayedState == .whenEditing)
    #expect(UICellAccessory.insert().displayedState == .whenEditing)
    #expect(UICellAccessory.reorder().displayedState == .whenEditing)
    #expect(UICellAccessory.multiselect().displayedState == .whenEditing)
    #expect(UICellAccessory.checkmark().displayedState == .always)
    #expect(UICellAccessory.disclosureIndicator().displayedState == .always)
    #expect(UICellAccessory.outlineDisclosure().displayedState == .always)
    #expect(UICellAccessory.label(text: "x").displayedState == .always)
    let hidden = UICellAccessory.checkmark(
      options: .init(isHidden: true, reservedLayoutWidth: .custom(40)))
    #expect(hidden.isHidden)
    #expect(hidden.reservedLayoutWidth == .custom(40))
    #expect(UICellAccessory.checkmark().reservedLayoutWidth == .standard)
  }

  @Test func customViewsGoWhereTheirPlacementSaysAndReservedWidthsHold() {
    let (leadingCustom, leadingView) = custom(.leading())
    let (trailingCustom, trailingView) = custom(.trailing(), width: .custom(50))
    let (innerCustom, _) = custom(.trailing(at: { $0.count }))
    let cell = cell([
      innerCustom, .checkmark(options: .init(isHidden: true, reservedLayoutWidth: .custom(40))),
      trailingCustom, leadingCustom,
    ])
    let views = cell.accessoryStorage
    // Leading: the custom view at the edge, at its own 30-point width.
    #expect(views[3].frame == CGRect(x: 16, y: 0, width: 30, height: 44))
    #expect(leadingView.frame == CGRect(x: 0, y: 12, width: 30, height: 20))
    // Trailing from the edge: the custom view in a 50-point slot, the hidden checkmark keeps
    // its 40-point slot, then the custom view placed after everything.
    #expect(views[2].frame == CGRect(x: 320 - 16 - 50, y: 0, width: 50, height: 44))
    #expect(trailingView.frame == CGRect(x: 10, y: 12, width: 30, height: 20))
    #expect(views[1].frame == CGRect(x: 320 - 16 - 50 - 8 - 40, y: 0, width: 40, height: 44))
    #expect(views[1].isHidden)
    #expect(
      views[0].frame == CGRect(x: 320 - 16 - 50 - 8 - 40 - 8 - 30, y: 0, width: 30, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 46, y: 0, width: 168 - 46, height: 44))
  }

  @Test func positionsBeforeAndAfterAnotherAccessory() {
    let (before, _) = custom(.trailing(at: UICellAccessory.position(before: .checkmark())))
    let (after, _) = custom(.trailing(at: UICellAccessory.position(after: .disclosureIndicator())))
    let c = cell([.checkmark(), .disclosureIndicator(), before, after])
    let (_, trailing) = c.arrangedAccessories(editing: false)
    #expect(
      trailing.map(\.kindName) == ["disclosureIndicator", "customView", "customView", "checkmark"])
    #expect(trailing[1] === c.accessoryStorage[3])
    #expect(trailing[2] === c.accessoryStorage[2])
  }

  @Test func rightToLeftMirrorsTheSides() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.semanticContentAttribute = .forceRightToLeft
    let (leading, _) = custom(.leading())
    cell.accessories = [
      leading, .disclosureIndicator(options: .init(reservedLayoutWidth: .custom(20))),
    ]
    cell.layoutIfNeeded()
    #expect(cell.accessoryStorage[0].frame == CGRect(x: 320 - 16 - 30, y: 0, width: 30, height: 44))
    #expect(cell.accessoryStorage[1].frame == CGRect(x: 16, y: 0, width: 20, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 36, y: 0, width: 274 - 36, height: 44))
  }

  @Test func onlyAccessoriesWithAnActionTakeTouches() {
    var deleted = 0
    let cell = cell([.delete(displayed: .always) { deleted += 1 }, .disclosureIndicator()])
    let delete = view(cell, "delete")
    let indicator = view(cell, "disclosureIndicator")
    #expect(cell.hitTest(CGPoint(x: delete.frame.midX, y: 22), with: nil) === delete)
    let hit = cell.hitTest(CGPoint(x: indicator.frame.midX, y: 22), with: nil)
    #expect(hit != nil && hit !== indicator && !(hit is UIControl))
    delete.sendActions(for: .touchUpInside)
    #expect(deleted == 1)
  }

  // MARK: Outline disclosure in a collection view

  /// A 320×400 collection view of 44-point rows fed by an outline: 1 (children 10, 11), 2
  /// (child 20), 3; 1 expanded. Every row has an outline disclosure.
  @MainActor final class OutlineFixture {
    let driver: AppDriver
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, Int>

    init(actionHandler: (@MainActor (Int) -> Void)? = nil) {
      resetTouches()
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 320, height: 44)
      layout.minimumLineSpacing = 0
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(item)"
        cell.contentConfiguration = content
        let handler = actionHandler.map { h in { h(item) } }
        cell.accessories = [.outlineDisclosure(actionHandler: handler)]
      }
      dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var outline = NSDiffableDataSourceSectionSnapshot<Int>()
      outline.append([1, 2, 3])
      outline.append([10, 11], to: 1)
      outline.append([20], to: 2)
      outline.expand([1])
      dataSource.apply(outline, to: "tree", animatingDifferences: false)
      driver = AppDriver(rootView: collectionView, size: CGSize(width: 320, height: 400))
    }

    func cell(showing item: Int) -> UICollectionViewListCell? {
      dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) }
        as? UICollectionViewListCell
    }

    func disclosure(of item: Int) -> CellAccessoryView? {
      cell(showing: item)?.accessoryStorage.first
    }

    func disclosureCentre(of item: Int) -> CGPoint {
      let d = disclosure(of: item)!
      return d.convert(CGPoint(x: d.bounds.midX, y: d.bounds.midY), to: driver.window)
    }
  }

  func isPointingDown(_ view: CellAccessoryView?) -> Bool {
    guard let t = view?.content.transform else { return false }
    return abs(t.a) < 1e-9 && abs(t.b - 1) < 1e-9
  }

  @Test func theDisclosureOfAnExpandedItemPointsDown() {
    let fixture = OutlineFixture()
    #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 10, 11, 2, 3])
    #expect(isPointingDown(fixture.disclosure(of: 1)))
    #expect(fixture.disclosure(of: 1)?.isPointingDown == true)
    #expect(!isPointingDown(fixture.disclosure(of: 2)))
    #expect(fixture.disclosure(of: 2)?.content.transform == .identity)
    // The cell-style disclosure is at the leading edge.
    #expect(fixture.disclosure(of: 2)?.frame.minX == 16)
  }

  @Test func tappingTheDisclosureTogglesTheItemsExpansion() {
    let fixture = OutlineFixture()
    let cell2 = fixture.cell(showing: 2)
    fixture.driver.tap(at: fixture.disclosureCentre(of: 2))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.dataSource.snapshot(for: "tree").isExpanded(2))
    #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 10, 11, 2, 20, 3])
    #expect(fixture.cell(showing: 2) === cell2)
    #expect(isPointingDown(fixture.disclosure(of: 2)))
    // The tap went to the disclosure, not to the cell's selection.
    #expect(fixture.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    // Tapping again collapses.
    fixture.driver.tap(at: fixture.disclosureCentre(of: 1))
    fixture.driver.advance(by: 0.5)
    #expect(!fixture.dataSource.snapshot(for: "tree").isExpanded(1))
    #expect(fixture.dataSource.snapshot().itemIdentifiers == [1, 2, 20, 3])
    #expect(!isPointingDown(fixture.disclosure(of: 1)))
  }

  @Test func anActionHandlerReplacesTheToggle() {
    var tapped: [Int] = []
    let fixture = OutlineFixture { tapped.append($0) }
    fixture.driver.tap(at: fixture.disclosureCentre(of: 2))
    fixture.driver.advance(by: 0.5)
    #expect(tapped == [2])
    #expect(!fixture.dataSource.snapshot(for: "tree").isExpanded(2))
  }
}
