import Foundation

/// The delegate of a window scene: a scene delegate that also keeps the scene's main window
/// and hears when the scene's size, orientation or traits change.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }

  /// The scene's coordinate space (its desktop window's size), interface orientation or
  /// traits changed; the arguments are the values from before.
  func windowScene(
    _ windowScene: UIWindowScene,
    didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
  /// No window unless the delegate stores one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Does nothing.
  public func windowScene(
    _ windowScene: UIWindowScene,
    didUpdate previousCoordinateSpace: any UICoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
    traitCollection previousTraitCollection: UITraitCollection
  ) {}
}
