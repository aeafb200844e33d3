import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct SplitColumnLayoutTests {
  init() {
    resetTouches()
    VirtualTime.start()
  }

  func makeSplit(_ style: UISplitViewController.Style, width: CGFloat)
    -> (AppDriver, UISplitViewController)
  {
    let split = UISplitViewController(style: style)
    split.setViewController(titled("Mailboxes"), for: .primary)
    if style == .tripleColumn { split.setViewController(titled("Inbox"), for: .supplementary) }
    split.setViewController(titled("Message"), for: .secondary)
    let driver = AppDriver(rootViewController: split, size: CGSize(width: width, height: 700))
    return (driver, split)
  }

  @Test func doubleColumnFramesAt1280And1000() {
    let (driver, split) = makeSplit(.doubleColumn, width: 1280)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 700))
    #expect(columnFrame(split, .secondary) == CGRect(x: 320, y: 0, width: 960, height: 700))
    #expect(split.primaryColumnWidth == 320)
    driver.resize(to: CGSize(width: 1000, height: 700))
    #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 700))
    #expect(columnFrame(split, .secondary) == CGRect(x: 320, y: 0, width: 680, height: 700))
  }

  @Test func tripleColumnFramesAt1280And1000() {
    let (driver, split) = makeSplit(.tripleColumn, width: 1280)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 700))
    #expect(columnFrame(split, .supplementary) == CGRect(x: 320, y: 0, width: 320, height: 700))
    #expect(columnFrame(split, .secondary) == CGRect(x: 640, y: 0, width: 640, height: 700))
    driver.resize(to: CGSize(width: 1000, height: 700))
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(columnFrame(split, .primary) == nil)
    #expect(columnFrame(split, .supplementary) == CGRect(x: 0, y: 0, width: 320, height: 700))
    #expect(columnFrame(split, .secondary) == CGRect(x: 320, y: 0, width: 680, height: 700))
  }

  @Test func at600PointsBothStylesCollapseToOneStack() {
    for style in [UISplitViewController.Style.doubleColumn, .tripleColumn] {
      let (_, split) = makeSplit(style, width: 600)
      #expect(split.isCollapsed)
      let primary = split.columns[.primary] as! UINavigationController
      #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 600, height: 700))
      #expect(columnFrame(split, .secondary) == nil)
      let expected =
        style == .tripleColumn ? ["Mailboxes", "Inbox", "Message"] : ["Mailboxes", "Message"]
      #expect(primary.viewControllers.map(\.title) == expected)
      #expect(split.viewControllers.count == 1)
    }
  }

  @Test func columnWidthsFollowThePreferences() {
    let (driver, split) = makeSplit(.doubleColumn, width: 1000)
    split.preferredPrimaryColumnWidthFraction = 0.4
    driver.advance(by: 0.1)
    #expect(columnFrame(split, .primary)?.width == 400)
    split.maximumPrimaryColumnWidth = 350
    driver.advance(by: 0.1)
    #expect(columnFrame(split, .primary)?.width == 350)
    split.preferredPrimaryColumnWidth = 200
    split.minimumPrimaryColumnWidth = 250
    driver.advance(by: 0.1)
    #expect(columnFrame(split, .primary)?.width == 250)
    #expect(columnFrame(split, .secondary) == CGRect(x: 250, y: 0, width: 750, height: 700))
  }

  @Test func displayModeChangesMoveTheColumns() {
    let (driver, split) = makeSplit(.doubleColumn, width: 1000)
    let log = SplitDelegateLog()
    split.delegate = log
    split.preferredDisplayMode = .secondaryOnly
    driver.advance(by: 0.5)
    #expect(log.entries == ["willChangeTo(1)"])
    #expect(split.displayMode == .secondaryOnly)
    #expect(columnFrame(split, .primary) == nil)
    #expect(columnFrame(split, .secondary) == CGRect(x: 0, y: 0, width: 1000, height: 700))
    split.preferredDisplayMode = .oneOverSecondary
    driver.advance(by: 0.5)
    #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 700))
    #expect(columnFrame(split, .secondary) == CGRect(x: 0, y: 0, width: 1000, height: 700))
    // The primary lies over the secondary.
    let views = split.view.subviews
    let p = views.firstIndex { $0 === split.columns[.primary]?.view }!
    let s = views.firstIndex { $0 === split.columns[.secondary]?.view }!
    #expect(p > s)
    // A click on the dimmed secondary hides the primary.
    driver.tap(at: CGPoint(x: 700, y: 300))
    driver.advance(by: 0.5)
    #expect(split.displayMode == .secondaryOnly)
    #expect(columnFrame(split, .primary) == nil)
  }

  @Test func showAndHideColumns() {
    let (driver, split) = makeSplit(.tripleColumn, width: 1000)
    #expect(split.displayMode == .oneBesideSecondary)
    split.show(.primary)
    driver.advance(by: 0.5)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 700))
    #expect(columnFrame(split, .secondary) == CGRect(x: 640, y: 0, width: 360, height: 700))
    split.hide(.primary)
    driver.advance(by: 0.5)
    #expect(split.displayMode == .oneBesideSecondary)
    split.hide(.supplementary)
    driver.advance(by: 0.5)
    #expect(split.displayMode == .secondaryOnly)
    #expect(columnFrame(split, .secondary) == CGRect(x: 0, y: 0, width: 1000, height: 700))
  }

  @Test func theDisplayModeButtonHidesAndShowsThePrimary() {
    let (driver, split) = makeSplit(.doubleColumn, width: 1000)
    let item = split.displayModeButtonItem
    #expect(item === split.displayModeButtonItem)
    #expect(item.image != nil)
    item.performAction()
    driver.advance(by: 0.5)
    #expect(split.displayMode == .secondaryOnly)
    item.performAction()
    driver.advance(by: 0.5)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 700))
  }

  @Test func columnsAreWrappedInNavigationControllers() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = titled("List")
    split.setViewController(list, for: .primary)
    #expect(split.viewController(for: .primary) === list)
    #expect(list.navigationController != nil)
    #expect(list.navigationController?.parent === split)
    #expect(list.splitViewController === split)
    let nav = UINavigationController(rootViewController: titled("Detail"))
    split.setViewController(nav, for: .secondary)
    #expect(split.viewController(for: .secondary) === nav)
    #expect(split.columns[.secondary] === nav)
    split.setViewController(titled("Nowhere"), for: .supplementary)
    #expect(split.viewController(for: .supplementary) == nil)
    #expect(split.style == .doubleColumn)
    #expect(UISplitViewController().style == .unspecified)
  }

  @Test func theSidebarStyleDrawsALightGrayPanelWithASeparator() {
    let split = UISplitViewController(style: .doubleColumn)
    split.primaryBackgroundStyle = .sidebar
    split.setViewController(titled("Sidebar"), for: .primary)
    split.setViewController(titled("Content"), for: .secondary)
    let driver = AppDriver(rootViewController: split, size: CGSize(width: 900, height: 400))
    let image = driver.snapshot()
    func rgb(_ x: Int, _ y: Int) -> UInt32 { (image.bitmap.pixel(x: x, y: y) ?? 0) & 0xFF_FFFF }
    // The sidebar (bar and body) is the sidebar gray, the separator opaque-separator gray.
    #expect(rgb(100, 20) == 0xF2F2F7)
    #expect(rgb(100, 300) == 0xF2F2F7)
    #expect(rgb(319, 300) == 0xC6C6C8)
  }
}
