import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct TraitEnvironmentTests {
  /// R.view → [a → [C.view → [c1]], b], with C a child of R.
  private func makeTree(_ log: CallbackLog) -> (
    EnvironmentProbeController, EnvironmentProbeController
  ) {
    let root = EnvironmentProbeController("R", log: log)
    let child = EnvironmentProbeController("C", log: log)
    let a = probeView("a", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = probeView("b", log: log, frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    root.view.addSubview(a)
    root.view.addSubview(b)
    root.addChild(child)
    a.addSubview(child.view)
    child.didMove(toParent: root)
    child.view.addSubview(probeView("c1", log: log))
    return (root, child)
  }

  private func traitCallbacks(_ log: CallbackLog) -> [String] {
    log.take().filter { $0.hasSuffix("traitCollectionDidChange") }
  }

  @Test func aWindowsTraitsComeFromItsSizeAndPixelDensity() {
    let log = CallbackLog()
    let (root, child) = makeTree(log)
    let driver = AppDriver(
      rootViewController: root, size: CGSize(width: 390, height: 844), scale: 2)
    let t = root.view.traitCollection
    #expect(t.displayScale == 2)
    #expect(t.userInterfaceIdiom == .pad)
    #expect(t.horizontalSizeClass == .compact)
    #expect(t.verticalSizeClass == .regular)
    #expect(t.userInterfaceStyle == .light)
    #expect(t.preferredContentSizeCategory == .large)
    #expect(t.layoutDirection == .leftToRight)
    #expect(t.displayGamut == .SRGB)
    #expect(root.traitCollection == t)
    #expect(child.traitCollection == t)
    #expect(child.view.subviews[0].traitCollection == t)
    #expect(driver.window.traitCollection == t)
    #expect(UIScreen.main.traitCollection == t)
    #expect(traitCallbacks(log) == [])
  }

  @Test func crossingASizeClassBoundaryCallsEveryEnvironmentOnceTopDown() {
    let log = CallbackLog()
    let (root, child) = makeTree(log)
    let driver = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    _ = log.take()
    driver.resize(to: CGSize(width: 700, height: 844))
    #expect(
      log.take() == [
        "R.traitCollectionDidChange", "R.view.traitCollectionDidChange",
        "R.view.layoutMarginsDidChange", "R.viewLayoutMarginsDidChange",
        "a.traitCollectionDidChange",
        "C.traitCollectionDidChange", "C.view.traitCollectionDidChange",
        "C.view.layoutMarginsDidChange", "C.viewLayoutMarginsDidChange",
        "c1.traitCollectionDidChange",
        "b.traitCollectionDidChange",
      ])
    #expect(root.previousTraits.count == 1)
    #expect(root.previousTraits[0]?.horizontalSizeClass == .compact)
    #expect(child.probeView.previousTraits[0]?.horizontalSizeClass == .compact)
    #expect(root.view.traitCollection.horizontalSizeClass == .regular)
    #expect(child.view.traitCollection.horizontalSizeClass == .regular)
    // The new collection is current while the callbacks run.
    #expect(root.probeView.currentDuringCallback == root.view.traitCollection)
  }

  @Test func resizesWithinASizeClassCallNothing() {
    let log = CallbackLog()
    let (root, _) = makeTree(log)
    let driver = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    _ = log.take()
    driver.resize(to: CGSize(width: 599, height: 700))
    driver.resize(to: CGSize(width: 320, height: 600))
    #expect(traitCallbacks(log) == [])
    #expect(root.previousTraits.isEmpty)

    // Exactly 600 points is regular.
    driver.resize(to: CGSize(width: 600, height: 600))
    #expect(root.previousTraits.count == 1)
    #expect(root.view.traitCollection.horizontalSizeClass == .regular)
    driver.resize(to: CGSize(width: 1000, height: 800))
    #expect(root.previousTraits.count == 1)

    // Height below 600: the vertical class flips, once.
    driver.resize(to: CGSize(width: 1000, height: 599))
    #expect(root.previousTraits.count == 2)
    #expect(root.previousTraits[1]?.verticalSizeClass == .regular)
    #expect(root.previousTraits[1]?.horizontalSizeClass == .regular)
    #expect(root.view.traitCollection.verticalSizeClass == .compact)

    // Back across both boundaries at once: one more call.
    driver.resize(to: CGSize(width: 390, height: 844))
    #expect(root.previousTraits.count == 3)
    #expect(root.previousTraits[2]?.verticalSizeClass == .compact)
    #expect(root.view.traitCollection.horizontalSizeClass == .compact)
    #expect(root.view.traitCollection.verticalSizeClass == .regular)
  }

  @Test func resizingAWindowDirectlyCrossesSizeClassesToo() {
    let log = CallbackLog()
    HostSimulation.setScreen(size: CGSize(width: 390, height: 844))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let v = probeView("v", log: log)
    window.addSubview(v)
    #expect(log.take() == [])
    window.frame = CGRect(x: 0, y: 0, width: 800, height: 844)
    #expect(log.take() == ["v.traitCollectionDidChange"])
    window.frame = CGRect(x: 0, y: 0, width: 900, height: 844)
    #expect(log.take() == [])
  }

  @Test func aChangeOfPixelDensityReachesTheScreenAndTheViews() {
    let log = CallbackLog()
    let (root, _) = makeTree(log)
    let driver = AppDriver(rootViewController: root, size: CGSize(width: 390, height: 844))
    _ = log.take()
    #expect(UIScreen.main.scale == 1)
    driver.resize(to: CGSize(width: 390, height: 844), scale: 2)
    #expect(root.previousTraits.map { $0?.displayScale } == [1])
    #expect(root.view.traitCollection.displayScale == 2)
    #expect(UIScreen.main.scale == 2)
    #expect(UIScreen.main.nativeScale == 2)
    #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 780, height: 1688))
    #expect(UIScreen.main.traitCollection.displayScale == 2)
    #expect(driver.snapshot().scale == 2)

    // Size class and scale changing together: still one call.
    driver.resize(to: CGSize(width: 800, height: 844), scale: 1)
    #expect(root.previousTraits.count == 2)
    #expect(root.previousTraits[1]?.displayScale == 2)
    #expect(root.previousTraits[1]?.horizontalSizeClass == .compact)

    // The screen's scale set on its own (as the host does at launch) reaches windows too.
    HostSimulation.setScreen(size: CGSize(width: 800, height: 844), scale: 3)
    #expect(root.previousTraits.count == 3)
    #expect(root.view.traitCollection.displayScale == 3)
  }

  @Test func movingIntoAWindowWithOtherTraitsCallsTheMovedSubtree() {
    let log = CallbackLog()
    HostSimulation.setScreen(size: CGSize(width: 390, height: 844))
    let wide = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let alsoWide = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 700))
    let narrow = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let v = probeView("v", log: log)
    v.addSubview(probeView("w", log: log))
    #expect(v.traitCollection == UIScreen.main.traitCollection)

    narrow.addSubview(v)  // Same traits as the screen's.
    #expect(log.take() == [])

    wide.addSubview(v)
    #expect(log.take() == ["v.traitCollectionDidChange", "w.traitCollectionDidChange"])
    #expect(v.previousTraits.map { $0?.horizontalSizeClass } == [.compact])
    #expect(v.traitCollection.horizontalSizeClass == .regular)

    alsoWide.addSubview(v)  // Other window, same traits.
    #expect(log.take() == [])

    v.removeFromSuperview()  // Back to the screen's traits.
    #expect(log.take() == ["v.traitCollectionDidChange", "w.traitCollectionDidChange"])
    #expect(v.traitCollection == UIScreen.main.traitCollection)
  }

  @Test func viewControllersOutsideAWindowTakeTheirParentsTraits() {
    HostSimulation.setScreen(size: CGSize(width: 390, height: 844))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    #expect(child.traitCollection == UIScreen.main.traitCollection)
    window.rootViewController = parent
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection == window.traitCollection)
  }
}
