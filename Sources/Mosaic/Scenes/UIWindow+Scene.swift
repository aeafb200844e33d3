import Foundation

extension UIWindow {
  /// Creates a window in `windowScene`, the size of the scene. Shown (for example with
  /// `makeKeyAndVisible()`), it is the scene's desktop window.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.sceneBounds)
    self.windowScene = windowScene
    // Observers do not run for a property set in an initializer.
    windowScene.attach(self)
  }

  /// Moves the window from the scene it was in to the one it is in now.
  func windowSceneDidChange(from old: UIWindowScene?) {
    guard old !== windowScene else { return }
    old?.detach(self)
    windowScene?.attach(self)
  }
}
