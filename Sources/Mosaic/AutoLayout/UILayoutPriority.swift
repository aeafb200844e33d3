import Foundation

/// How strongly a layout constraint (or a view's content hugging or compression resistance)
/// holds: a value from 1 to 1000. Required constraints (1000) always hold; when optional
/// constraints conflict, the higher priority wins and the lower one comes as close as it can.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority's value.
  public var rawValue: Float

  /// Creates a priority with the given value.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority with the given value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority from a floating-point literal.
  public init(floatLiteral value: Float) { rawValue = value }

  /// Creates a priority from an integer literal.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// A constraint that must hold: 1000.
  public static let required = UILayoutPriority(1000)
  /// The priority of a button's content compression resistance: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a button's content hugging: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority at which a window (scene) may be resized by dragging its splitter: 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which the window (scene) keeps its size: 500.
  public static let sceneSizeStaysPut = UILayoutPriority(500)
  /// The priority of a drag that cannot resize the window (scene): 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority with which a view wants to be as small as possible when
  /// `systemLayoutSizeFitting(_:)` fits it: 50. Not meant for constraints.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by `rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// Whether the priority is required (1000 or more).
  var isRequired: Bool { rawValue >= 1000 }

  /// The solver strength of the priority (clamped to 1…1000).
  var strength: Strength { Strength(min(1000, max(1, rawValue))) }
}
