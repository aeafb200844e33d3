import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct ToolbarLayoutTests {
  init() {
    resetTouches()
    VirtualTime.start()
  }

  final class Target {
    var taps = 0
    func tap() { taps += 1 }
  }

  func views(_ toolbar: UIToolbar) -> [UIView] {
    toolbar.subviews.filter { $0 is UIButton || $0.tag == 77 }
  }

  @Test func flexibleSpacesShareTheRoomAndFixedSpacesKeepTheirWidth() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    let c = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    toolbar.items = [
      UIBarButtonItem(customView: a), .fixedSpace(20), UIBarButtonItem(customView: b),
      .flexibleSpace(), UIBarButtonItem(customView: c),
    ]
    toolbar.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
    #expect(b.frame == CGRect(x: 66, y: 7, width: 40, height: 30))
    #expect(c.frame == CGRect(x: 324, y: 7, width: 50, height: 30))
    toolbar.items = [.flexibleSpace(), UIBarButtonItem(customView: b), .flexibleSpace()]
    toolbar.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 175, y: 7, width: 40, height: 30))
    // Adjacent items are 8 points apart.
    toolbar.items = [UIBarButtonItem(customView: a), UIBarButtonItem(customView: b)]
    toolbar.layoutIfNeeded()
    #expect(b.frame.minX == a.frame.maxX + 8)
    #expect(toolbar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 44))
  }

  @Test func aNavigationControllerShowsTheTopControllersToolbarItems() {
    let target = Target()
    let root = UIViewController()
    let item = UIBarButtonItem(title: "Compose", style: .plain, target: target, action: Target.tap)
    root.toolbarItems = [.flexibleSpace(), item]
    let nav = UINavigationController(rootViewController: root)
    let driver = AppDriver(rootViewController: nav, size: CGSize(width: 390, height: 844))
    #expect(nav.isToolbarHidden)
    #expect(nav.toolbar.isHidden)
    #expect(root.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    nav.setToolbarHidden(false, animated: false)
    driver.advance(by: 0.1)
    #expect(!nav.toolbar.isHidden)
    #expect(nav.toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
    #expect(root.view.frame == CGRect(x: 0, y: 44, width: 390, height: 756))
    #expect(nav.toolbar.items?.count == 2)
    let button = item.button!
    #expect(button.frame.maxX == 374)
    let center = button.convert(
      CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: driver.window)
    driver.tap(at: center)
    #expect(target.taps == 1)
    // A pushed controller brings its own items; one that hides the bottom bar hides the toolbar.
    let second = UIViewController()
    second.setToolbarItems([UIBarButtonItem(barButtonSystemItem: .trash)], animated: false)
    nav.pushViewController(second, animated: false)
    driver.advance(by: 0.1)
    #expect(nav.toolbar.items?.first?.title == "Delete")
    let third = UIViewController()
    third.hidesBottomBarWhenPushed = true
    nav.pushViewController(third, animated: false)
    driver.advance(by: 0.1)
    #expect(nav.toolbar.isHidden)
    #expect(third.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    nav.popToRootViewController(animated: false)
    driver.advance(by: 0.1)
    #expect(nav.toolbar.items?.count == 2)
    #expect(!nav.toolbar.isHidden)
  }
}
