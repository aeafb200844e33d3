import Foundation

extension NSLayoutConstraint {
  /// The part of an item's layout a constraint relates: an edge, a centre, a size, a baseline,
  /// or the same within the item's layout margins.
  public enum Attribute: Int, Sendable, CustomStringConvertible {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: the left edge in a left-to-right layout, the right edge in a
    /// right-to-left one.
    case leading
    /// The trailing edge: the right edge in a left-to-right layout, the left edge in a
    /// right-to-left one.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The centre along the x axis.
    case centerX
    /// The centre along the y axis.
    case centerY
    /// The baseline of the bottom line of text (the bottom edge for items without text).
    case lastBaseline
    /// The baseline of the top line of text (the top edge for items without text).
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The centre along the x axis between the left and right margins.
    case centerXWithinMargins
    /// The centre along the y axis between the top and bottom margins.
    case centerYWithinMargins
    /// No attribute: the constraint's second item is absent and the first attribute is
    /// compared with the constant.
    case notAnAttribute = 0

    /// The old name of `lastBaseline`.
    public static var baseline: Attribute { .lastBaseline }

    /// The attribute's name as UIKit prints it in constraint descriptions.
    public var description: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }

    /// The attribute without its margin: `leadingMargin` is `leading`, and so on.
    var withoutMargin: Attribute {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: self
      }
    }

    /// Whether the attribute is measured within the layout margins.
    var isMargin: Bool { withoutMargin != self }

    /// Whether the attribute is a size.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute lies on the x axis (edges and centre; not the width).
    var isHorizontalLocation: Bool {
      switch withoutMargin {
      case .left, .right, .leading, .trailing, .centerX: true
      default: false
      }
    }

    /// Whether the attribute lies on the y axis (edges, centre and baselines; not the height).
    var isVerticalLocation: Bool {
      switch withoutMargin {
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: true
      default: false
      }
    }

    /// Whether the attribute follows the layout direction.
    var isDirectional: Bool {
      switch withoutMargin {
      case .leading, .trailing: true
      default: false
      }
    }

    /// Whether the attribute is an absolute left or right edge.
    var isAbsoluteHorizontalEdge: Bool {
      switch withoutMargin {
      case .left, .right: true
      default: false
      }
    }
  }

  /// How a constraint's first attribute compares with its second.
  public enum Relation: Int, Sendable, CustomStringConvertible {
    /// First ≤ second.
    case lessThanOrEqual = -1
    /// First = second.
    case equal = 0
    /// First ≥ second.
    case greaterThanOrEqual = 1

    /// The operator UIKit prints: `<=`, `==` or `>=`.
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }

    var solverRelation: ConstraintRelation {
      switch self {
      case .lessThanOrEqual: .lessOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterOrEqual
      }
    }
  }

  /// The two layout axes.
  public enum Axis: Int, Sendable {
    /// The x axis (widths, left and right).
    case horizontal = 0
    /// The y axis (heights, top and bottom).
    case vertical = 1
  }

  /// Options for the constraints made from a visual format string: how the views named in it
  /// are aligned, which way the format runs and how spacing is measured.
  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Align the left edges of all the views.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the right edges of all the views.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the top edges of all the views.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges of all the views.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the leading edges of all the views.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges of all the views.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centres of all the views.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the vertical centres of all the views.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the last baselines of all the views.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align the first baselines of all the views.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The old name of `alignAllLastBaseline`.
    public static let alignAllBaseline = FormatOptions(rawValue: 1 << 11)
    /// The bits that hold the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// The format runs from the leading edge to the trailing edge (the default).
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    /// The format runs from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// The format runs from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits that hold the direction options.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// Spacing is measured between the views' edges (the default).
    public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
    /// Spacing is measured between baselines.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits that hold the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
