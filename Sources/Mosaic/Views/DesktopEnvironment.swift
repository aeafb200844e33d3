import Foundation

/// How Mosaic derives UIKit's environment traits on the Linux desktop.
///
/// - The idiom is `.pad`: a resizable desktop window is closest to an iPad app in a resizable
///   (Stage Manager) window, and UIKit's idiom never changes with the window's size. Layout
///   that should adapt to a narrow window reads the size classes instead.
/// - The horizontal size class is `.regular` when the window is at least 600 points wide,
///   else `.compact`; the vertical size class uses the same 600-point rule on the height. (A
///   full-screen iPad is regular in both; a narrow iPad split-view pane is compact wide.)
/// - The layout direction comes from the locale in the environment (`LC_ALL`, then
///   `LC_MESSAGES`, then `LANG`): languages written right to left (Arabic, Hebrew, Persian,
///   Urdu and a few others) give `.rightToLeft`, everything else `.leftToRight`.
/// - The style is `.light`, the content size category `.large` (UIKit's default), the gamut
///   sRGB, contrast normal, level base, legibility weight regular.
@MainActor
enum DesktopEnvironment {
  /// The width or height, in points, from which that axis's size class is regular.
  static let regularSizeClassThreshold: CGFloat = 600

  /// The environment's layout direction. Tests may change it (see `HostSimulation`).
  static var layoutDirection: UITraitEnvironmentLayoutDirection =
    layoutDirection(forEnvironment: ProcessInfo.processInfo.environment)

  /// The layout direction for a locale given by environment variables.
  nonisolated static func layoutDirection(forEnvironment environment: [String: String])
    -> UITraitEnvironmentLayoutDirection
  {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale else { return .leftToRight }
    let language = locale.prefix { $0.isLetter }.lowercased()
    let rightToLeft: Set<String> = [
      "ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv",
    ]
    return rightToLeft.contains(language) ? .rightToLeft : .leftToRight
  }

  /// The size class of an axis `length` points long.
  static func sizeClass(forLength length: CGFloat) -> UIUserInterfaceSizeClass {
    length >= regularSizeClassThreshold ? .regular : .compact
  }

  /// The traits of an environment `size` points large shown at `scale` pixels per point.
  static func traits(size: CGSize, scale: CGFloat) -> UITraitCollection {
    var v = UITraitCollection.Values()
    v.displayScale = scale.isFinite && scale > 0 ? scale : 1
    v.userInterfaceIdiom = .pad
    v.layoutDirection = layoutDirection
    v.horizontalSizeClass = sizeClass(forLength: size.width)
    v.verticalSizeClass = sizeClass(forLength: size.height)
    v.userInterfaceStyle = .light
    v.preferredContentSizeCategory = .large
    v.displayGamut = .SRGB
    v.accessibilityContrast = .normal
    v.userInterfaceLevel = .base
    v.legibilityWeight = .regular
    return UITraitCollection(values: v)
  }

  /// Windows whose trait collection has been worked out, so that a change of the screen's
  /// scale or of the layout direction reaches them.
  private static var windows: [Unretained<UIWindow>] = []

  static func register(_ window: UIWindow) {
    windows.removeAll { $0.wrappedValue == nil }
    if !windows.contains(where: { $0.wrappedValue === window }) {
      windows.append(Unretained(wrappedValue: window))
    }
  }

  /// Whether a host change is being applied (`applyHostWindowChange`): trait updates wait
  /// for its end, so that one resize sends at most one `traitCollectionDidChange(_:)`.
  static var isApplyingHostChange = false

  /// Applies a change of a host window: `windows` take `size`, and with `changesScreen` (the
  /// application's first window) the screen takes `size` and `scale`; then traits are worked
  /// out once and the environments whose traits changed are told.
  ///
  /// When a window's size changes, its root view controller first hears
  /// `viewWillTransition(to:with:)`; the coordinator's alongside blocks run once the new size
  /// and traits are in place, and its completion blocks after the window was laid out.
  static func applyHostWindowChange(
    size: CGSize, scale: CGFloat, windows: [UIWindow], changesScreen: Bool = true
  ) {
    var coordinators: [WindowResizeCoordinator] = []
    for window in windows where window.bounds.size != size {
      guard let root = window.rootViewController else { continue }
      let coordinator = WindowResizeCoordinator(containerView: window)
      root.viewWillTransition(to: size, with: coordinator)
      coordinators.append(coordinator)
    }
    isApplyingHostChange = true
    if changesScreen {
      UIScreen.main.bounds = CGRect(origin: .zero, size: size)
      UIScreen.main.scale = scale
    }
    for window in windows { window.frame = CGRect(origin: window.frame.origin, size: size) }
    isApplyingHostChange = false
    environmentDidChange()
    for coordinator in coordinators { coordinator.finish() }
  }

  /// Brings the screen's and every window's traits up to date with the environment,
  /// telling the environments whose traits changed.
  static func environmentDidChange() {
    guard !isApplyingHostChange else { return }
    UIScreen.main.updateTraitCollection()
    for entry in windows {
      entry.wrappedValue?.updateEnvironmentTraits()
    }
  }
}

extension UIApplication {
  /// The layout direction of the app's interface, from the language of its environment
  /// (right to left for Arabic, Hebrew, Persian, Urdu…; left to right otherwise).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    DesktopEnvironment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
