import Foundation

/// The name of a custom state an app adds to a configuration state (for example
/// `isCompleted` for a task cell), read and written through the state's subscript.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// Creates a key with the given name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a key with the given name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}

/// The inputs that decide how a view looks at a moment: its trait collection and the
/// states that affect its appearance, plus any custom states the app adds. Content and
/// background configurations use one in `updated(for:)` to produce their appearance for
/// that state.
///
/// Apps rarely make one: a cell hands its current state to `updateConfiguration(using:)`
/// and to its `configurationUpdateHandler`, and answers it in `configurationState`.
public protocol UIConfigurationState {
  /// Creates a state with the given traits and no other state set.
  init(traitCollection: UITraitCollection)

  /// The traits of the view's environment.
  var traitCollection: UITraitCollection { get set }

  /// The custom state stored under `key`; nil when none is.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
