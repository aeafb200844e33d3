import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct TabBarLayoutTests {
  init() {
    resetTouches()
    VirtualTime.start()
  }

  func makeTabs(width: CGFloat, height: CGFloat) -> (UIWindow, UITabBarController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let tabs = UITabBarController()
    tabs.viewControllers = ["Mail", "Calendar", "Notes"].map { title in
      let vc = UIViewController()
      vc.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star"), tag: 0)
      return vc
    }
    window.rootViewController = tabs
    window.layoutIfNeeded()
    return (window, tabs)
  }

  func buttons(_ tabs: UITabBarController) -> [TabBarButton] {
    tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }
  }

  @Test func aCompactBarStacksItsItemsAcrossTheWidth() {
    let (_, tabs) = makeTabs(width: 390, height: 844)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
    let b = buttons(tabs)
    #expect(
      b.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 130, height: 49), CGRect(x: 130, y: 0, width: 130, height: 49),
        CGRect(x: 260, y: 0, width: 130, height: 49),
      ])
    // Image above title, both centred.
    #expect(b[0].imageView.frame == CGRect(x: 53, y: 6, width: 24, height: 24))
    #expect(b[0].titleLabel.frame.minY == 33)
    #expect(abs(b[0].titleLabel.frame.midX - 65) <= 1)
    #expect(b[0].titleLabel.font.pointSize == 10)
  }

  @Test func aRegularBarCentresItsItemsSideBySide() {
    let (_, tabs) = makeTabs(width: 1280, height: 800)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 750, width: 1280, height: 50))
    let b = buttons(tabs)
    #expect(b.count == 3)
    // Equal slots, centred as a group.
    #expect(b[0].frame.width == b[1].frame.width)
    #expect(abs(b[0].frame.minX - (1280 - b[2].frame.maxX)) <= 1)
    #expect(b[0].frame.maxX == b[1].frame.minX)
    // Image beside title, vertically centred.
    #expect(b[0].imageView.frame.size == CGSize(width: 22, height: 22))
    #expect(b[0].imageView.frame.minY == 14)
    #expect(b[0].titleLabel.frame.minX == b[0].imageView.frame.maxX + 6)
    #expect(b[0].titleLabel.font.pointSize == 14)
  }

  @Test func theBarAddsItsHeightToTheBottomSafeArea() {
    let (window, tabs) = makeTabs(width: 390, height: 844)
    let first = tabs.viewControllers![0]
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(first.view.safeAreaInsets.bottom == 49)
    let scroll = UIScrollView(frame: first.view.bounds)
    scroll.contentSize = CGSize(width: 390, height: 2000)
    first.view.addSubview(scroll)
    window.layoutIfNeeded()
    #expect(scroll.adjustedContentInset.bottom == 49)
  }

  @Test func resizingTheWindowSwitchesBetweenStackedAndInline() {
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController(), UIViewController()]
    let driver = AppDriver(rootViewController: tabs, size: CGSize(width: 390, height: 600))
    #expect(tabs.tabBar.frame.height == 49)
    driver.resize(to: CGSize(width: 1000, height: 600))
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 550, width: 1000, height: 50))
    #expect(buttons(tabs)[0].inline)
  }

  @Test func aBadgeIsARedCapsuleWithWhiteText() {
    let tabs = UITabBarController()
    let mail = UIViewController()
    mail.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "star"), tag: 0)
    mail.tabBarItem.badgeValue = "12"
    let other = UIViewController()
    other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "star"), tag: 1)
    tabs.viewControllers = [mail, other]
    let driver = AppDriver(rootViewController: tabs, size: CGSize(width: 390, height: 300))
    let button = buttons(tabs)[0]
    let badge = button.badge
    #expect(!badge.isHidden)
    #expect(badge.frame.height == 18)
    #expect(badge.frame.minX == button.imageView.frame.maxX - 8)
    let frame = badge.convert(badge.bounds, to: driver.window)
    let image = driver.snapshot()
    func rgb(_ x: CGFloat, _ y: CGFloat) -> UInt32 {
      (image.bitmap.pixel(x: Int(x), y: Int(y)) ?? 0) & 0xFF_FFFF
    }
    // The capsule's left end, inside its rounding, is system red; its corner is not.
    #expect(rgb(frame.minX + 9, frame.minY + 2) == 0xFF3B30)
    #expect(rgb(frame.minX + 1, frame.minY + 1) != 0xFF3B30)
    // Somewhere in the middle the text is (nearly) white.
    var white = 0
    for x in Int(frame.minX)..<Int(frame.maxX) {
      for y in Int(frame.minY)..<Int(frame.maxY) {
        let p = rgb(CGFloat(x), CGFloat(y))
        if (p >> 16) & 0xFF > 230, (p >> 8) & 0xFF > 230, p & 0xFF > 230 { white += 1 }
      }
    }
    #expect(white > 4)
    mail.tabBarItem.badgeValue = nil
    driver.advance(by: 0.1)
    #expect(badge.isHidden)
  }

  final class BarDelegate: UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      selected.append(item.title ?? "")
    }
  }

  @Test func aBarOnItsOwnSelectsAClickedItemAndTellsItsDelegate() {
    resetTouches()
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
    let first = UITabBarItem(title: "One", image: nil, tag: 1)
    let second = UITabBarItem(title: "Two", image: nil, tag: 2)
    let disabled = UITabBarItem(title: "Three", image: nil, tag: 3)
    disabled.isEnabled = false
    bar.items = [first, second, disabled]
    let delegate = BarDelegate()
    bar.delegate = delegate
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.addSubview(bar)
    let driver = AppDriver(rootView: root, size: CGSize(width: 300, height: 200))
    #expect(bar.selectedItem == nil)
    driver.tap(at: CGPoint(x: 150, y: 25))
    #expect(bar.selectedItem === second)
    #expect(delegate.selected == ["Two"])
    driver.tap(at: CGPoint(x: 250, y: 25))
    #expect(bar.selectedItem === second)
    #expect(delegate.selected == ["Two"])
    #expect(bar.sizeThatFits(CGSize(width: 300, height: 0)).height == 49)
  }

  @Test func theSelectedItemTakesTheTintColor() {
    let (_, tabs) = makeTabs(width: 390, height: 844)
    tabs.tabBar.tintColor = .systemRed
    tabs.tabBar.unselectedItemTintColor = .systemGreen
    let b = buttons(tabs)
    #expect(b[0].titleLabel.textColor == .systemRed)
    #expect(b[1].titleLabel.textColor == .systemGreen)
    let appearance = UITabBarAppearance()
    appearance.backgroundColor = .systemYellow
    tabs.tabBar.standardAppearance = appearance
    #expect(tabs.tabBar.backgroundColor == .systemYellow)
    appearance.backgroundColor = .systemPink
    #expect(tabs.tabBar.backgroundColor == .systemYellow)
    tabs.tabBar.standardAppearance.backgroundColor = .systemPink
    #expect(tabs.tabBar.backgroundColor == .systemPink)
  }
}
