import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// A delegate that writes every highlight and selection call into a shared log.
@MainActor
final class OutlineTapDelegate: NSObject, UICollectionViewDelegate {
  var log: (String) -> Void = { _ in }
  var names: (IndexPath) -> String = { "\($0.item)" }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    log("shouldHighlight \(names(indexPath))")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log("didHighlight \(names(indexPath))")
  }
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    log("didUnhighlight \(names(indexPath))")
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log("shouldSelect \(names(indexPath))")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log("didSelect \(names(indexPath))")
  }
}

/// A 320×480 list of the given appearance fed by one section snapshot: groups "A" (children
/// a1, a2) and "B" (child b1, which has the child b1x), then the leaf "C"; everything
/// collapsed unless `expanded` says otherwise. Rows with children carry an outline disclosure
/// of `style`; the delegate's and the section snapshot handlers' calls go to `log`.
@MainActor
final class OutlineTapFixture {
  let driver: AppDriver
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<String, String>
  let delegate = OutlineTapDelegate()
  var log: [String] = []

  init(
    appearance: UICollectionLayoutListConfiguration.Appearance = .sidebar,
    headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none,
    style: UICellAccessory.OutlineDisclosureOptions.Style? = .header,
    expanded: [String] = [],
    height: CGFloat = 480,
    actionHandler: ((String) -> Void)? = nil
  ) {
    resetTouches()
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = headerMode
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: height),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      let parents: Set<String> = ["A", "B", "b1"]
      let handler = actionHandler.map { h in { h(item) } }
      cell.accessories =
        parents.contains(item)
        ? [.outlineDisclosure(options: .init(style: style), actionHandler: handler)] : []
    }
    dataSource = UICollectionViewDiffableDataSource<String, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["A", "B", "C"])
    outline.append(["a1", "a2"], to: "A")
    outline.append(["b1"], to: "B")
    outline.append(["b1x"], to: "b1")
    outline.expand(expanded)
    dataSource.apply(outline, to: "main", animatingDifferences: false)
    collectionView.delegate = delegate
    driver = AppDriver(rootView: collectionView, size: CGSize(width: 320, height: height))
    delegate.log = { [unowned self] in log.append($0) }
    delegate.names = { [unowned self] in dataSource.itemIdentifier(for: $0) ?? "?" }
    var handlers = UICollectionViewDiffableDataSource<String, String>.SectionSnapshotHandlers<
      String
    >()
    handlers.shouldExpandItem = { [unowned self] in
      log.append("shouldExpand \($0)")
      return true
    }
    handlers.willExpandItem = { [unowned self] item in
      // Told before the outline changes: the children do not show yet.
      let showing = dataSource.snapshot().itemIdentifiers.count
      log.append("willExpand \(item) (\(showing) rows)")
    }
    handlers.shouldCollapseItem = { [unowned self] in
      log.append("shouldCollapse \($0)")
      return true
    }
    handlers.willCollapseItem = { [unowned self] item in
      let showing = dataSource.snapshot().itemIdentifiers.count
      log.append("willCollapse \(item) (\(showing) rows)")
    }
    dataSource.sectionSnapshotHandlers = handlers
  }

  func cell(showing item: String) -> UICollectionViewListCell? {
    dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) }
      as? UICollectionViewListCell
  }

  /// A point on the row of `item`, `x` points from its leading edge, in window coordinates.
  func point(onRowOf item: String, x: CGFloat = 40) -> CGPoint {
    let cell = cell(showing: item)!
    return cell.convert(CGPoint(x: x, y: cell.bounds.midY), to: driver.window)
  }

  /// The centre of the outline disclosure of `item`'s row, in window coordinates.
  func disclosureCentre(of item: String) -> CGPoint {
    let view = cell(showing: item)!.accessoryStorage.first!
    return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: driver.window)
  }

  func tap(_ point: CGPoint) {
    driver.tap(at: point)
    driver.advance(by: 0.5)
  }

  var rows: [String] { dataSource.snapshot().itemIdentifiers }
  var outline: NSDiffableDataSourceSectionSnapshot<String> { dataSource.snapshot(for: "main") }
  var selected: [IndexPath] { collectionView.indexPathsForSelectedItems ?? [] }
}

@MainActor
struct OutlineDisclosureStyleTapTests {
  @Test func aTapAnywhereOnAHeaderStyleRowExpandsItWithoutSelectingIt() {
    let fixture = OutlineTapFixture()
    #expect(fixture.rows == ["A", "B", "C"])
    let cellA = fixture.cell(showing: "A")
    // On the row's text, far from the disclosure at the trailing edge.
    fixture.tap(fixture.point(onRowOf: "A"))
    #expect(fixture.outline.isExpanded("A"))
    #expect(fixture.rows == ["A", "a1", "a2", "B", "C"])
    #expect(fixture.outline.items == ["A", "a1", "a2", "B", "b1", "b1x", "C"])
    // The handlers in UIKit's order, before the outline changed; no highlight, no selection.
    #expect(fixture.log == ["shouldExpand A", "willExpand A (3 rows)"])
    #expect(fixture.selected.isEmpty)
    #expect(fixture.cell(showing: "A") === cellA)
    #expect(cellA?.isSelected == false && cellA?.isHighlighted == false)
    #expect(cellA?.configurationState.isExpanded == true)
    #expect(cellA?.accessoryStorage.first?.isPointingDown == true)
  }

  @Test func aSecondTapCollapsesThroughTheCollapseHandlers() {
    let fixture = OutlineTapFixture(expanded: ["A"])
    #expect(fixture.rows == ["A", "a1", "a2", "B", "C"])
    fixture.tap(fixture.point(onRowOf: "A", x: 120))
    #expect(!fixture.outline.isExpanded("A"))
    #expect(fixture.rows == ["A", "B", "C"])
    #expect(fixture.log == ["shouldCollapse A", "willCollapse A (5 rows)"])
    fixture.tap(fixture.point(onRowOf: "A", x: 20))
    #expect(fixture.rows == ["A", "a1", "a2", "B", "C"])
    #expect(
      fixture.log == [
        "shouldCollapse A", "willCollapse A (5 rows)", "shouldExpand A", "willExpand A (3 rows)",
      ])
    #expect(fixture.selected.isEmpty)
  }

  @Test func aTouchOnAHeaderStyleRowDoesNotHighlightIt() {
    let fixture = OutlineTapFixture()
    let cellA = fixture.cell(showing: "A")!
    fixture.driver.touchDown(at: fixture.point(onRowOf: "A"))
    fixture.driver.advance(by: 0.05)
    #expect(!cellA.isHighlighted)
    #expect(fixture.log.isEmpty)
    fixture.driver.touchUp(at: fixture.point(onRowOf: "A"))
    fixture.driver.advance(by: 0.5)
    #expect(fixture.log == ["shouldExpand A", "willExpand A (3 rows)"])
    #expect(fixture.outline.isExpanded("A"))
  }

  @Test func liftingOverAnotherRowTogglesNothing() {
    let fixture = OutlineTapFixture()
    let start = fixture.point(onRowOf: "A")
    let end = fixture.point(onRowOf: "C")
    fixture.driver.touchDown(at: start)
    // Past the scroll view's delay of content touches, so the row under the finger is told.
    fixture.driver.advance(by: 0.3)
    fixture.driver.touchUp(at: end)
    fixture.driver.advance(by: 0.5)
    #expect(fixture.rows == ["A", "B", "C"])
    #expect(fixture.log.isEmpty)
    #expect(fixture.selected.isEmpty)
  }

  @Test func aDragThatScrollsFromAHeaderStyleRowTogglesNothing() throws {
    let fixture = OutlineTapFixture(expanded: ["A", "B", "b1"], height: 120)
    let rows = fixture.rows
    let start = fixture.point(onRowOf: "A")
    fixture.driver.drag(from: start, to: CGPoint(x: start.x, y: start.y - 80))
    fixture.driver.advance(by: 1)
    #expect(fixture.collectionView.contentOffset.y > 0)
    #expect(fixture.collectionView.tapActionCell == nil)
    #expect(fixture.driver.runUntilIdle())
    #expect(fixture.rows == rows)
    #expect(fixture.log.isEmpty)
    #expect(fixture.selected.isEmpty)
    // The cancelled touch is forgotten: once the flick has come to rest, a tap on a header
    // row toggles it.
    let visible = fixture.collectionView.bounds
    let parent = ["A", "B", "b1"].first { item in
      fixture.cell(showing: item).map {
        visible.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY))
      } ?? false
    }
    try #require(parent != nil)
    fixture.tap(fixture.point(onRowOf: parent!))
    #expect(fixture.log == ["shouldCollapse \(parent!)", "willCollapse \(parent!) (7 rows)"])
  }

  @Test func tappingTheHeaderDisclosureItselfTogglesOnce() {
    let fixture = OutlineTapFixture()
    fixture.tap(fixture.disclosureCentre(of: "B"))
    #expect(fixture.rows == ["A", "B", "b1", "C"])
    #expect(fixture.log == ["shouldExpand B", "willExpand B (3 rows)"])
    #expect(fixture.selected.isEmpty)
  }

  @Test func aRefusedExpansionChangesNothingAndSelectsNothing() {
    let fixture = OutlineTapFixture()
    fixture.dataSource.sectionSnapshotHandlers.shouldExpandItem = { [unowned fixture] in
      fixture.log.append("shouldExpand \($0)")
      return false
    }
    fixture.tap(fixture.point(onRowOf: "A"))
    #expect(fixture.rows == ["A", "B", "C"])
    #expect(fixture.log == ["shouldExpand A"])
    #expect(fixture.selected.isEmpty)
  }

  @Test func childrenLoadedOnExpansionComeAfterShouldAndWillExpand() {
    let fixture = OutlineTapFixture()
    fixture.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = {
      [unowned fixture] parent, current in
      fixture.log.append("snapshotForExpandingParent \(parent) \(current.items)")
      var children = NSDiffableDataSourceSectionSnapshot<String>()
      children.append([parent + "-new"])
      return children
    }
    fixture.tap(fixture.point(onRowOf: "A"))
    #expect(
      fixture.log == [
        "shouldExpand A", "willExpand A (3 rows)", "snapshotForExpandingParent A [\"a1\", \"a2\"]",
      ])
    #expect(fixture.rows == ["A", "A-new", "B", "C"])
    #expect(fixture.outline.parent(of: "A-new") == "A")
    #expect(fixture.selected.isEmpty)
  }

  @Test func aHeaderStyleRowTogglesEvenWhenSelectionIsOff() {
    let fixture = OutlineTapFixture()
    fixture.collectionView.allowsSelection = false
    fixture.tap(fixture.point(onRowOf: "A"))
    #expect(fixture.rows == ["A", "a1", "a2", "B", "C"])
  }

  @Test func anActionHandlerRunsOnATapAnywhereOnAHeaderStyleRow() {
    var tapped: [String] = []
    let fixture = OutlineTapFixture(actionHandler: { tapped.append($0) })
    fixture.tap(fixture.point(onRowOf: "B"))
    #expect(tapped == ["B"])
    #expect(fixture.rows == ["A", "B", "C"])
    #expect(fixture.log.isEmpty)
    #expect(fixture.selected.isEmpty)
  }

  @Test func leafRowsAroundHeaderRowsAreSelectedAsUsual() {
    let fixture = OutlineTapFixture()
    fixture.tap(fixture.point(onRowOf: "C"))
    #expect(
      fixture.log == [
        "shouldHighlight C", "didHighlight C", "shouldSelect C", "didUnhighlight C", "didSelect C",
      ])
    #expect(fixture.selected == [IndexPath(item: 2, section: 0)])
  }

  // MARK: Cell style

  @Test func aCellStyleRowIsSelectedByATapOnItsContent() {
    let fixture = OutlineTapFixture(style: .cell)
    fixture.tap(fixture.point(onRowOf: "A", x: 120))
    #expect(fixture.rows == ["A", "B", "C"])
    #expect(
      fixture.log == [
        "shouldHighlight A", "didHighlight A", "shouldSelect A", "didUnhighlight A", "didSelect A",
      ])
    #expect(fixture.selected == [IndexPath(item: 0, section: 0)])
  }

  @Test func aCellStyleRowTogglesOnlyThroughItsDisclosure() {
    let fixture = OutlineTapFixture(style: .cell)
    fixture.tap(fixture.disclosureCentre(of: "A"))
    #expect(fixture.rows == ["A", "a1", "a2", "B", "C"])
    #expect(fixture.log == ["shouldExpand A", "willExpand A (3 rows)"])
    #expect(fixture.selected.isEmpty)
  }

  // MARK: Automatic style

  @Test func automaticIsTheHeaderStyleForASidebarsGroupRows() {
    // Each group is its section's header item, styled by the sidebar's header style.
    let fixture = OutlineTapFixture(headerMode: .firstItemInSection, style: .automatic)
    let cellA = fixture.cell(showing: "A")!
    #expect(cellA.defaultContentConfiguration() == .sidebarHeader())
    #expect(cellA.resolvedStyle(of: .init()) == .header)
    // The header disclosure sits at the trailing edge.
    let disclosure = cellA.accessoryStorage.first!
    #expect(disclosure.frame.maxX == cellA.bounds.maxX - 16)
    fixture.tap(fixture.point(onRowOf: "A"))
    #expect(fixture.rows == ["A", "a1", "a2", "B", "C"])
    #expect(fixture.log == ["shouldExpand A", "willExpand A (3 rows)"])
    #expect(fixture.selected.isEmpty)
  }

  @Test func automaticIsTheCellStyleForOtherRows() {
    // A parent below the header item is a row: selected by a tap, toggled by its disclosure.
    let fixture = OutlineTapFixture(
      headerMode: .firstItemInSection, style: .automatic, expanded: ["B"])
    let b1 = fixture.cell(showing: "b1")!
    #expect(b1.resolvedStyle(of: .init()) == .cell)
    // b1 is B's child: one level deep, its disclosure indented with it.
    #expect(b1.indentationLevel == 1)
    #expect(abs(b1.accessoryStorage.first!.frame.minX - (16 + 10)) < 0.001)
    fixture.tap(fixture.point(onRowOf: "b1", x: 200))
    #expect(fixture.log.suffix(1) == ["didSelect b1"])
    #expect(fixture.rows == ["A", "B", "b1", "C"])
    // Without a header mode, sidebar rows are rows.
    let plain = OutlineTapFixture(style: .automatic)
    #expect(plain.cell(showing: "A")!.resolvedStyle(of: .init()) == .cell)
    plain.tap(plain.point(onRowOf: "A", x: 120))
    #expect(plain.log.suffix(1) == ["didSelect A"])
    #expect(plain.rows == ["A", "B", "C"])
  }

  @Test func automaticFollowsAHeaderContentConfiguration() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.contentConfiguration = UIListContentConfiguration.cell()
    #expect(cell.resolvedStyle(of: .init(style: .automatic)) == .cell)
    cell.contentConfiguration = UIListContentConfiguration.groupedHeader()
    #expect(cell.resolvedStyle(of: .init(style: .automatic)) == .header)
    cell.contentConfiguration = UIListContentConfiguration.sidebarHeader()
    #expect(cell.resolvedStyle(of: .init()) == .header)
    // An explicit style wins.
    #expect(cell.resolvedStyle(of: .init(style: .cell)) == .cell)
    #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
  }
}
