import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct LayoutMarginsTests {
  @Test func viewsHaveEightPointMarginsByDefault() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      v.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(!v.preservesSuperviewLayoutMargins)
    #expect(v.insetsLayoutMarginsFromSafeArea)
    #expect(v.safeAreaInsets == .zero)
    #expect(v.semanticContentAttribute == .unspecified)
  }

  @Test func settingMarginsCallsLayoutMarginsDidChangeOnlyForAChange() {
    let log = CallbackLog()
    let v = probeView("v", log: log)
    v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(log.take() == ["v.layoutMarginsDidChange"])
    #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      v.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(log.take() == [])
    v.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 10, bottom: 0, trailing: 0)
    #expect(log.take() == ["v.layoutMarginsDidChange"])
    #expect(v.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
  }

  @Test func leadingAndTrailingMapThroughTheLayoutDirection() {
    HostSimulation.setScreen(size: CGSize(width: 390, height: 844))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let log = CallbackLog()
    let v = probeView("v", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.addSubview(v)
    v.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 3, trailing: 4)
    #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 4))
    #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
    _ = log.take()

    HostSimulation.setLayoutDirection(.rightToLeft)
    defer { HostSimulation.setLayoutDirection(.leftToRight) }
    #expect(log.take() == ["v.traitCollectionDidChange", "v.layoutMarginsDidChange"])
    #expect(v.traitCollection.layoutDirection == .rightToLeft)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 20))
    #expect(
      v.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4))

    // Setting left/right in a right-to-left layout stores right as leading.
    v.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 30)
    #expect(
      v.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5))

    // A forced left-to-right view maps leading to the left again.
    v.semanticContentAttribute = .forceLeftToRight
    #expect(log.take() == ["v.layoutMarginsDidChange", "v.layoutMarginsDidChange"])
    #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(v.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 5))
  }

  @Test func semanticContentAttributesResolveAsUIKitDoes() {
    #expect(
      UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        == .rightToLeft)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight)
        == .rightToLeft)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft)
        == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified)
        == UIApplication.shared.userInterfaceLayoutDirection)
    let v = UIView()
    v.semanticContentAttribute = .forceRightToLeft
    #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test func theLocaleGivesTheLayoutDirection() {
    #expect(
      DesktopEnvironment.layoutDirection(forEnvironment: ["LANG": "ar_EG.UTF-8"]) == .rightToLeft)
    #expect(
      DesktopEnvironment.layoutDirection(forEnvironment: ["LANG": "he_IL.UTF-8"]) == .rightToLeft)
    #expect(DesktopEnvironment.layoutDirection(forEnvironment: ["LANG": "fa_IR"]) == .rightToLeft)
    #expect(
      DesktopEnvironment.layoutDirection(forEnvironment: ["LANG": "ur_PK.UTF-8"]) == .rightToLeft)
    #expect(
      DesktopEnvironment.layoutDirection(forEnvironment: ["LANG": "en_US.UTF-8"]) == .leftToRight)
    #expect(DesktopEnvironment.layoutDirection(forEnvironment: ["LANG": "fr_FR"]) == .leftToRight)
    #expect(DesktopEnvironment.layoutDirection(forEnvironment: [:]) == .leftToRight)
    #expect(DesktopEnvironment.layoutDirection(forEnvironment: ["LANG": "C.UTF-8"]) == .leftToRight)
    // LC_ALL wins over LANG; an empty one is skipped.
    #expect(
      DesktopEnvironment.layoutDirection(forEnvironment: ["LC_ALL": "en_GB", "LANG": "ar_SA"])
        == .leftToRight)
    #expect(
      DesktopEnvironment.layoutDirection(forEnvironment: ["LC_ALL": "", "LANG": "ar_SA"])
        == .rightToLeft)
  }

  @Test func preservingTheSuperviewsMarginsTakesTheLargerOverlap() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    parent.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
    let child = UIView(frame: CGRect(x: 10, y: 25, width: 200, height: 200))
    parent.addSubview(child)
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    let log = CallbackLog()
    let grandchild = probeView("g", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    grandchild.preservesSuperviewLayoutMargins = true
    child.addSubview(grandchild)
    _ = log.take()
    child.preservesSuperviewLayoutMargins = true
    // Left: 30 - 10 = 20; top: 30 - 25 = 5 < 8; right: 30 - (300 - 210) < 8; bottom likewise.
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 8))
    #expect(grandchild.layoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 8))
    #expect(log.take() == ["g.layoutMarginsDidChange"])
  }

  @Test func rootViewsGetTheSystemMinimumMargins() {
    let log = CallbackLog()
    let vc = EnvironmentProbeController("R", log: log)
    let driver = AppDriver(rootViewController: vc, size: CGSize(width: 390, height: 844))
    #expect(
      vc.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(vc.viewRespectsSystemMinimumLayoutMargins)
    #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    _ = log.take()

    driver.resize(to: CGSize(width: 800, height: 844))
    #expect(
      vc.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    #expect(
      log.take() == [
        "R.traitCollectionDidChange", "R.view.traitCollectionDidChange",
        "R.view.layoutMarginsDidChange", "R.viewLayoutMarginsDidChange",
      ])

    // Custom margins below the minimum are raised to it; larger ones are kept.
    vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 10, bottom: 0, trailing: 40)
    #expect(
      vc.view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 0, trailing: 40))
    #expect(log.take() == ["R.view.layoutMarginsDidChange", "R.viewLayoutMarginsDidChange"])

    vc.viewRespectsSystemMinimumLayoutMargins = false
    #expect(
      vc.view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 0, trailing: 40))
    #expect(log.take() == ["R.view.layoutMarginsDidChange", "R.viewLayoutMarginsDidChange"])
    // Subviews keep their own margins.
    let sub = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    vc.view.addSubview(sub)
    #expect(sub.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }
}
