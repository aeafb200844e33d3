import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// A 320×480 plain list of the rows "A"…"E" from a diffable data source, each row showing
/// `accessories`, in a window.
@MainActor
final class EditingListFixture {
  let driver: AppDriver
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>
  let delegate = OutlineTapDelegate()
  var log: [String] = []

  init(accessories: [UICellAccessory]) {
    resetTouches()
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = accessories
    }
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["A", "B", "C", "D", "E"])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.delegate = delegate
    driver = AppDriver(rootView: collectionView, size: CGSize(width: 320, height: 480))
    delegate.log = { [unowned self] in log.append($0) }
    delegate.names = { [unowned self] in dataSource.itemIdentifier(for: $0) ?? "?" }
  }

  var rows: [String] { dataSource.snapshot().itemIdentifiers }

  var selected: [String] {
    (collectionView.indexPathsForSelectedItems ?? []).sorted().compactMap {
      dataSource.itemIdentifier(for: $0)
    }
  }

  func cell(_ item: String) -> UICollectionViewListCell {
    collectionView.cellForItem(at: dataSource.indexPath(for: item)!) as! UICollectionViewListCell
  }

  func accessory(_ item: String, _ kind: String) -> CellAccessoryView {
    cell(item).accessoryStorage.first { $0.kindName == kind }!
  }

  /// The centre of a view, in window coordinates.
  func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: driver.window)
  }

  func tap(_ item: String) {
    let c = cell(item)
    driver.tap(at: c.convert(CGPoint(x: 150, y: c.bounds.midY), to: driver.window))
    driver.advance(by: 0.5)
  }
}

@MainActor
struct ListEditingTests {
  @Test func accessoriesFollowTheCollectionViewsEditingMode() {
    let fixture = EditingListFixture(accessories: [
      .delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
    ])
    let row = fixture.cell("B")
    #expect(fixture.accessory("B", "delete").isHidden)
    #expect(fixture.accessory("B", "reorder").isHidden)
    #expect(!fixture.accessory("B", "disclosureIndicator").isHidden)
    #expect(row.contentView.frame.minX == 0)
    fixture.collectionView.isEditing = true
    fixture.driver.advance(by: 0.1)
    let delete = fixture.accessory("B", "delete")
    let reorder = fixture.accessory("B", "reorder")
    #expect(!delete.isHidden && !reorder.isHidden)
    #expect(fixture.accessory("B", "disclosureIndicator").isHidden)
    #expect(row.configurationState.isEditing)
    // The delete control 16 points from the leading edge, the grip 16 from the trailing.
    #expect(delete.frame.minX == 16 && delete.frame.width == 24)
    #expect(reorder.frame.maxX == 304 && reorder.frame.width == 24)
    #expect(row.contentView.frame.minX == delete.frame.maxX)
    #expect(row.contentView.frame.maxX == reorder.frame.minX)
    // The separator follows the text, which moved with the content.
    let text = (row.contentView as! UIListContentView).textLabel.frame
    #expect(row.separatorView?.frame.minX == row.contentView.frame.minX + text.minX)
    fixture.collectionView.isEditing = false
    fixture.driver.advance(by: 0.1)
    #expect(fixture.accessory("B", "delete").isHidden)
    #expect(row.contentView.frame.minX == 0)
  }

  @Test func inAnAnimationTheAccessoriesSlideAndFade() {
    let fixture = EditingListFixture(accessories: [.delete()])
    let row = fixture.cell("A")
    let delete = fixture.accessory("A", "delete")
    UIView.animate(withDuration: 0.3) { fixture.collectionView.isEditing = true }
    // Laid out at once inside the animation: the model is at its end, the screen on its way.
    #expect(!delete.isHidden)
    #expect(delete.alpha == 1)
    #expect(delete.frame.minX == 16)
    #expect(row.contentView.frame.minX == 40)
    #expect(delete.layer.animationKeys()?.isEmpty == false)
    #expect(row.contentView.layer.animationKeys()?.isEmpty == false)
    fixture.driver.advance(by: 0.1)
    let midway = row.contentView.layer.presentation()!.frame.minX
    #expect(midway > 0 && midway < 40)
    fixture.driver.advance(by: 0.5)
    #expect(row.contentView.layer.presentation()!.frame.minX == 40)
    // Leaving: the control fades out and is hidden after its fade.
    UIView.animate(withDuration: 0.3) { fixture.collectionView.isEditing = false }
    #expect(!delete.isHidden)
    #expect(delete.alpha == 0)
    #expect(row.contentView.frame.minX == 0)
    fixture.driver.advance(by: 0.5)
    row.setNeedsLayout()
    row.layoutIfNeeded()
    #expect(delete.isHidden)
  }

  @Test func aControllerEditsItsCollectionView() {
    let controller = UICollectionViewController(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))
    controller.loadViewIfNeeded()
    controller.setEditing(true, animated: false)
    #expect(controller.collectionView.isEditing)
    controller.setEditing(false, animated: true)
    #expect(!controller.collectionView.isEditing)
  }

  @Test func touchesSelectDuringEditingOnlyWhenAllowed() {
    let fixture = EditingListFixture(accessories: [.multiselect()])
    let view = fixture.collectionView
    #expect(!view.allowsSelectionDuringEditing)
    #expect(!view.allowsMultipleSelectionDuringEditing)
    view.isEditing = true
    fixture.tap("A")
    #expect(fixture.selected.isEmpty)
    #expect(fixture.log.isEmpty)
    view.allowsSelectionDuringEditing = true
    fixture.tap("A")
    fixture.tap("B")
    #expect(fixture.selected == ["B"])
    // Multiple selection while editing: taps add and remove, the circles follow.
    view.allowsMultipleSelectionDuringEditing = true
    fixture.tap("C")
    fixture.tap("D")
    fixture.tap("B")
    #expect(fixture.selected == ["C", "D"])
    fixture.driver.advance(by: 0.1)
    // A selected row's circle is a disc of the tint color with a white checkmark.
    let circle = fixture.accessory("C", "multiselect").content as! UIImageView
    let empty = fixture.accessory("B", "multiselect").content as! UIImageView
    #expect(!fixture.accessory("C", "multiselect").isHidden)
    #expect(circle.image !== empty.image)
    #expect(circle.backgroundColor == fixture.cell("C").tintColor)
    #expect(circle.tintColor == .white)
    #expect(circle.bounds.size == CGSize(width: 22, height: 22))
    #expect(empty.backgroundColor == nil)
    #expect(empty.tintColor == .tertiaryLabel)
    // Out of editing, touches follow allowsMultipleSelection (false): one item.
    view.isEditing = false
    fixture.tap("A")
    #expect(fixture.selected == ["A"])
    #expect(fixture.accessory("A", "multiselect").isHidden)
  }

  @Test func draggingTheGripReordersTheSnapshot() {
    let fixture = EditingListFixture(accessories: [.reorder()])
    var log: [String] = []
    var handlers = UICollectionViewDiffableDataSource<Int, String>.ReorderingHandlers()
    handlers.canReorderItem = { $0 != "E" }
    handlers.willReorder = { log.append("will \($0.finalSnapshot.itemIdentifiers)") }
    handlers.didReorder = { log.append("did \($0.finalSnapshot.itemIdentifiers)") }
    fixture.dataSource.reorderingHandlers = handlers
    fixture.collectionView.isEditing = true
    fixture.driver.advance(by: 0.1)
    let grip = fixture.centre(of: fixture.accessory("A", "reorder"))
    let target = fixture.centre(of: fixture.cell("C"))
    fixture.driver.drag(from: grip, to: CGPoint(x: grip.x, y: target.y + 4), steps: 12)
    fixture.driver.advance(by: 0.6)
    #expect(fixture.rows == ["B", "C", "A", "D", "E"])
    #expect(
      log == [
        "will [\"B\", \"C\", \"A\", \"D\", \"E\"]", "did [\"B\", \"C\", \"A\", \"D\", \"E\"]",
      ])
    // Every row shows its item after the move.
    for item in fixture.rows {
      let content = fixture.cell(item).contentConfiguration as! UIListContentConfiguration
      #expect(content.text == item)
    }
    // An item the handlers do not allow to move stays.
    let gripE = fixture.centre(of: fixture.accessory("E", "reorder"))
    fixture.driver.drag(from: gripE, to: CGPoint(x: gripE.x, y: gripE.y - 120), steps: 12)
    fixture.driver.advance(by: 0.6)
    #expect(fixture.rows == ["B", "C", "A", "D", "E"])
  }

  @Test func theLiftedRowMovesUpAndDownOnly() {
    let fixture = EditingListFixture(accessories: [.reorder()])
    fixture.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    fixture.collectionView.isEditing = true
    fixture.driver.advance(by: 0.1)
    let row = fixture.cell("A")
    let start = row.center
    let grip = fixture.centre(of: fixture.accessory("A", "reorder"))
    fixture.driver.touchDown(at: grip)
    for step in 1...10 {
      fixture.driver.advance(by: 0.02)
      fixture.driver.touchMove(
        to: CGPoint(x: grip.x - CGFloat(step) * 10, y: grip.y + CGFloat(step) * 6))
    }
    fixture.driver.advance(by: 0.1)
    // Under the finger vertically, where it was horizontally.
    #expect(row.center.x == start.x)
    #expect(row.center.y == start.y + 60)
    fixture.driver.touchUp(at: CGPoint(x: grip.x - 100, y: grip.y + 60))
    fixture.driver.advance(by: 0.6)
    #expect(fixture.rows == ["B", "A", "C", "D", "E"])
  }

  @Test func accessoriesSetAgainKeepTheirViews() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessories = [.disclosureIndicator(), .label(text: "One")]
    let views = cell.accessoryStorage
    cell.accessories = [.disclosureIndicator(), .label(text: "One")]
    #expect(cell.accessoryStorage.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
    cell.accessories = [.disclosureIndicator(), .label(text: "Two")]
    #expect(cell.accessoryStorage[0] === views[0])
    #expect(cell.accessoryStorage[1] !== views[1])
    #expect(views[1].superview == nil)
  }

  @Test func aSubclassSettingAccessoriesInItsUpdateShowsThem() {
    final class EditingCell: UICollectionViewListCell {
      override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        accessories = state.isEditing ? [.insert(), .reorder()] : [.checkmark()]
      }
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<EditingCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["A"])
    source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as! EditingCell
    #expect(cell.accessoryStorage.map(\.kindName) == ["checkmark"])
    #expect(!cell.accessoryStorage[0].isHidden)
    view.isEditing = true
    view.layoutIfNeeded()
    #expect(cell.accessoryStorage.map(\.kindName) == ["insert", "reorder"])
    #expect(cell.accessoryStorage.allSatisfy { !$0.isHidden })
    #expect(cell.accessoryStorage[0].frame.minX == 16)
    #expect(cell.contentView.frame.minX == 40)
    // Laid out again with nothing changed, nothing is asked again.
    #expect(!cell.needsLayoutFlag)
  }
}
