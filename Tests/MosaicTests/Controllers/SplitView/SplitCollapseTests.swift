import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct SplitCollapseTests {
  init() {
    resetTouches()
    VirtualTime.start()
  }

  @Test func narrowingCollapsesWithTheSecondaryOnTopAndWideningExpands() {
    let split = UISplitViewController(style: .doubleColumn)
    split.primaryBackgroundStyle = .sidebar
    let list = titled("List")
    let detail = titled("Detail")
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let log = SplitDelegateLog()
    split.delegate = log
    let driver = AppDriver(rootViewController: split, size: CGSize(width: 1000, height: 600))
    #expect(list.navigationController?.navigationBar.sidebarStyle == true)
    log.entries = []
    driver.resize(to: CGSize(width: 650, height: 600))
    #expect(log.entries == ["topColumnForCollapsing(2)", "didCollapse"])
    #expect(split.isCollapsed)
    let primary = split.columns[.primary] as! UINavigationController
    #expect(primary.topViewController === detail)
    #expect(detail.view.window === driver.window)
    #expect(detail.navigationController === primary)
    // Collapsed, the one stack is drawn as a plain navigation stack, not as a sidebar.
    #expect(!primary.navigationBar.sidebarStyle)
    log.entries = []
    driver.resize(to: CGSize(width: 1100, height: 600))
    #expect(log.entries == ["displayModeForExpanding(2)", "didExpand"])
    #expect(!split.isCollapsed)
    #expect(primary.viewControllers == [list])
    let secondary = split.columns[.secondary] as! UINavigationController
    #expect(secondary.viewControllers == [detail])
    #expect(columnFrame(split, .secondary) == CGRect(x: 320, y: 0, width: 780, height: 600))
  }

  @Test func theDelegateMayPutThePrimaryOnTop() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = titled("List")
    let detail = titled("Detail")
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    let log = SplitDelegateLog()
    log.topColumn = .primary
    split.delegate = log
    let driver = AppDriver(rootViewController: split, size: CGSize(width: 500, height: 600))
    #expect(split.isCollapsed)
    let primary = split.columns[.primary] as! UINavigationController
    #expect(primary.viewControllers == [list])
    // Selecting in the list pushes the detail on the one stack.
    let other = titled("Other")
    list.show(other, sender: nil)
    driver.advance(by: 0.5)
    #expect(primary.viewControllers == [list, other])
    // Expanding moves what was pushed to the secondary column.
    driver.resize(to: CGSize(width: 1000, height: 600))
    #expect(primary.viewControllers == [list])
    #expect((split.columns[.secondary] as! UINavigationController).viewControllers == [other])
  }

  @Test func aCompactColumnIsShownAloneWhileCollapsed() {
    let split = UISplitViewController(style: .doubleColumn)
    split.setViewController(titled("List"), for: .primary)
    split.setViewController(titled("Detail"), for: .secondary)
    let compact = UINavigationController(rootViewController: titled("Phone"))
    split.setViewController(compact, for: .compact)
    let driver = AppDriver(rootViewController: split, size: CGSize(width: 1000, height: 600))
    #expect(compact.viewIfLoaded?.window == nil)
    driver.resize(to: CGSize(width: 400, height: 600))
    #expect(compact.view.window === driver.window)
    #expect(compact.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    #expect(columnFrame(split, .primary) == nil)
    #expect(split.viewControllers == [compact])
    driver.resize(to: CGSize(width: 1000, height: 600))
    #expect(compact.view.window == nil)
    #expect(columnFrame(split, .primary) == CGRect(x: 0, y: 0, width: 320, height: 600))
  }

  @Test func showFromThePrimaryReplacesTheNextColumn() {
    let split = UISplitViewController(style: .tripleColumn)
    let sidebar = titled("Mailboxes")
    let inbox = titled("Inbox")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(inbox, for: .supplementary)
    split.setViewController(titled("Empty"), for: .secondary)
    let driver = AppDriver(rootViewController: split, size: CGSize(width: 1280, height: 600))
    let archive = titled("Archive")
    sidebar.show(archive, sender: nil)
    driver.advance(by: 0.5)
    let supplementary = split.columns[.supplementary] as! UINavigationController
    #expect(supplementary.viewControllers == [archive])
    let message = titled("Message")
    archive.show(message, sender: nil)
    driver.advance(by: 0.5)
    let secondary = split.columns[.secondary] as! UINavigationController
    #expect(secondary.viewControllers == [message])
    // From the secondary, show pushes on its own stack.
    let attachment = titled("Attachment")
    message.show(attachment, sender: nil)
    driver.advance(by: 0.5)
    #expect(secondary.viewControllers == [message, attachment])
    // showDetailViewController replaces the secondary's content.
    let other = titled("Other")
    archive.showDetailViewController(other, sender: nil)
    driver.advance(by: 0.5)
    #expect(secondary.viewControllers == [other])
    #expect(split.viewController(for: .secondary) === other)
  }

  @Test func showDetailWhileCollapsedPushes() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = titled("List")
    split.setViewController(list, for: .primary)
    split.setViewController(titled("Detail"), for: .secondary)
    let log = SplitDelegateLog()
    log.topColumn = .primary
    split.delegate = log
    let driver = AppDriver(rootViewController: split, size: CGSize(width: 400, height: 600))
    let message = titled("Message")
    list.showDetailViewController(message, sender: nil)
    driver.advance(by: 0.5)
    #expect(
      (split.columns[.primary] as! UINavigationController).viewControllers == [list, message])
  }

  @Test func aClassicSplitTakesTwoControllers() {
    let split = UISplitViewController()
    let master = UINavigationController(rootViewController: titled("Master"))
    let detail = UINavigationController(rootViewController: titled("Detail"))
    split.viewControllers = [master, detail]
    #expect(split.viewControllers == [master, detail])
    let driver = AppDriver(rootViewController: split, size: CGSize(width: 1000, height: 600))
    #expect(master.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
    #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 680, height: 600))
    driver.resize(to: CGSize(width: 500, height: 600))
    #expect(split.isCollapsed)
    #expect(master.viewControllers.map(\.title) == ["Master", "Detail"])
  }
}
