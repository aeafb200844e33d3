import Foundation

/// An error of a scene request: what `requestSceneSessionActivation` and
/// `requestSceneSessionDestruction` pass to their error handlers.
public struct UISceneError: Error, CustomStringConvertible, Sendable, Equatable {
  /// What went wrong.
  public enum Code: Int, Sendable, Hashable {
    /// The app does not support more than one scene.
    case multipleScenesNotSupported = 0
    /// The request was refused (for example, its session was destroyed).
    case requestDenied = 1
  }

  /// The error's domain, as UIKit names it.
  public static let errorDomain = "UISceneErrorDomain"

  /// What went wrong.
  public let code: Code

  /// A sentence saying what went wrong.
  public let message: String

  /// Creates an error with `code` and `message`.
  public init(_ code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// The error's message.
  public var description: String { "\(Self.errorDomain) \(code.rawValue): \(message)" }
}
