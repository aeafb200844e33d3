import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct BarAppearanceTests {
  init() {
    resetTouches()
    VirtualTime.start()
  }

  final class ListController: UIViewController {
    let scrollView = UIScrollView()
    override func loadView() {
      scrollView.contentSize = CGSize(width: 390, height: 3000)
      view = scrollView
    }
  }

  @Test func theStandardConfigurationsSetBackgroundAndShadow() {
    let a = UINavigationBarAppearance()
    #expect(a.backgroundEffect != nil)
    #expect(a.shadowColor != nil)
    a.configureWithOpaqueBackground()
    #expect(a.backgroundEffect == nil)
    #expect(a.backgroundColor == .systemBackground)
    a.configureWithTransparentBackground()
    #expect(a.backgroundColor == nil)
    #expect(a.shadowColor == nil)
    a.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
    let copy = a.copy() as! UINavigationBarAppearance
    #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
    #expect(copy !== a)
  }

  @Test func theScrollEdgeAppearanceShowsAtTheTopAndTheStandardOneOnceScrolled() {
    let list = ListController()
    list.title = "Notes"
    let nav = UINavigationController(rootViewController: list)
    let standard = UINavigationBarAppearance()
    standard.configureWithOpaqueBackground()
    standard.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    standard.titleTextAttributes = [.foregroundColor: UIColor.white]
    let edge = UINavigationBarAppearance()
    edge.configureWithOpaqueBackground()
    edge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    nav.navigationBar.standardAppearance = standard
    nav.navigationBar.scrollEdgeAppearance = edge
    let driver = AppDriver(rootViewController: nav, size: CGSize(width: 390, height: 400))
    func barPixel() -> UInt32 {
      (driver.snapshot().bitmap.pixel(x: 5, y: 5) ?? 0) & 0xFF_FFFF
    }
    #expect(barPixel() == 0xFF0000)
    list.scrollView.contentOffset.y = 100
    driver.advance(by: 0.05)
    #expect(barPixel() == 0x0000FF)
    #expect(nav.navigationBar.titleLabel.textColor == .white)
    list.scrollView.contentOffset.y = 0
    driver.advance(by: 0.05)
    #expect(barPixel() == 0xFF0000)
    // An item's own appearance wins while it is on top.
    let itemEdge = UINavigationBarAppearance()
    itemEdge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    list.navigationItem.scrollEdgeAppearance = itemEdge
    driver.advance(by: 0.05)
    #expect(barPixel() == 0x00FF00)
  }

  @Test func transparentAppearanceDrawsNoShadow() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let a = UINavigationBarAppearance()
    a.configureWithTransparentBackground()
    nav.navigationBar.standardAppearance = a
    #expect(nav.navigationBar.hairline.isHidden)
    #expect(nav.navigationBar.backgroundColor == nil)
    let d = UINavigationBarAppearance()
    d.configureWithDefaultBackground()
    nav.navigationBar.standardAppearance = d
    #expect(!nav.navigationBar.hairline.isHidden)
  }
}
