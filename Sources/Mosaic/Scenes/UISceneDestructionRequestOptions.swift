import Foundation

/// Options of a request to destroy a scene session.
@MainActor @preconcurrency
open class UISceneDestructionRequestOptions: NSObject {
  /// Creates options.
  public override init() { super.init() }
}
