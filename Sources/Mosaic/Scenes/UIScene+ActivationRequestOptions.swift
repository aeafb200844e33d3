import Foundation

extension UIScene {
  /// Options of a request to activate a scene session.
  @MainActor @preconcurrency
  open class ActivationRequestOptions: NSObject {
    /// Creates options with no requesting scene.
    public override init() { super.init() }

    /// The scene that asks for the activation (the new window's parent on some systems).
    open var requestingScene: UIScene?
  }
}
