import Foundation

/// The name of a method, as Objective-C's selectors are: a string-backed value (Foundation on
/// Linux has none). The collection view's edit-menu delegate methods receive actions such as
/// `Selector("copy:")`.
public struct Selector: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The method name, for example `copy:`.
  public let name: String

  /// Creates the selector named `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates the selector named by a string literal.
  public init(stringLiteral value: String) {
    self.name = value
  }

  /// The method name.
  public var description: String { name }
}

/// The method name of `selector`.
public func NSStringFromSelector(_ selector: Selector) -> String {
  selector.name
}

/// The selector named `name`.
public func NSSelectorFromString(_ name: String) -> Selector {
  Selector(name)
}
