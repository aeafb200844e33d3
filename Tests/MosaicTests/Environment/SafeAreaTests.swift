import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct SafeAreaTests {
  @Test func aDesktopWindowHasNoUnsafeArea() {
    let vc = UIViewController()
    let driver = AppDriver(rootViewController: vc, size: CGSize(width: 390, height: 844))
    #expect(driver.window.safeAreaInsets == .zero)
    #expect(vc.view.safeAreaInsets == .zero)
    #expect(vc.additionalSafeAreaInsets == .zero)
  }

  @Test func additionalInsetsReachTheViewAndTheSubviewsTheyCover() {
    let log = CallbackLog()
    let vc = EnvironmentProbeController("R", log: log)
    let top = probeView("top", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    let middle = probeView("middle", log: log, frame: CGRect(x: 0, y: 300, width: 390, height: 100))
    vc.view.addSubview(top)
    vc.view.addSubview(middle)
    _ = AppDriver(rootViewController: vc, size: CGSize(width: 390, height: 844))
    _ = log.take()

    vc.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    #expect(
      log.take() == [
        "R.view.safeAreaInsetsDidChange", "R.viewSafeAreaInsetsDidChange",
        "R.view.layoutMarginsDidChange", "R.viewLayoutMarginsDidChange",
        "top.safeAreaInsetsDidChange", "top.layoutMarginsDidChange",
      ])
    #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    // Margins are measured from the safe area.
    #expect(vc.view.layoutMargins == UIEdgeInsets(top: 30, left: 16, bottom: 0, right: 16))
    #expect(top.layoutMargins == UIEdgeInsets(top: 38, left: 8, bottom: 8, right: 8))
    top.insetsLayoutMarginsFromSafeArea = false
    #expect(top.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    _ = log.take()

    // Setting the same insets again does nothing.
    vc.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    #expect(log.take() == [])

    // Moving a subview changes how much of it is covered.
    top.frame = CGRect(x: 0, y: 10, width: 390, height: 100)
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(log.take() == ["top.safeAreaInsetsDidChange"])

    vc.additionalSafeAreaInsets = .zero
    #expect(vc.view.safeAreaInsets == .zero)
    #expect(top.safeAreaInsets == .zero)
  }

  @Test func aViewOutsideAWindowHasNoSafeArea() {
    let vc = UIViewController()
    vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(vc.view.safeAreaInsets == .zero)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = vc
    #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    vc.view.removeFromSuperview()
    #expect(vc.view.safeAreaInsets == .zero)
    vc.additionalSafeAreaInsets = .zero
  }

  @Test func contentUnderANavigationBarHasTheBarInItsSafeArea() {
    let content = UIViewController()
    let nav = UINavigationController(rootViewController: content)
    _ = AppDriver(rootViewController: nav, size: CGSize(width: 390, height: 844))
    // Laid out below the bar, as Mosaic does: nothing is covered.
    #expect(content.view.frame.minY == 44)
    #expect(content.view.safeAreaInsets == .zero)
    #expect(nav.navigationBar.safeAreaInsets == .zero)
    // Reaching under the bar, as iOS content does by default.
    content.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(nav.navigationBar.safeAreaInsets == .zero)
  }
}
