import Foundation

extension UIScrollView {
  /// How quickly a scroll view's content slows down after the user lifts the finger: the
  /// factor the scrolling speed keeps every millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor applied to the velocity every millisecond, between 0 and 1.
    public var rawValue: CGFloat

    /// Creates a rate from its per-millisecond factor.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The default rate, 0.998 per millisecond: a flick coasts a long way.
    public static let normal = DecelerationRate(rawValue: CGFloat(Deceleration.normal))

    /// A quick stop, 0.99 per millisecond, as paging and picker-like views use.
    public static let fast = DecelerationRate(rawValue: CGFloat(Deceleration.fast))
  }

  /// Which safe-area insets are added to `contentInset` to form `adjustedContentInset`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Top and bottom are always adjusted; left and right when the content scrolls
    /// horizontally.
    case automatic = 0
    /// Only the axes in which the content scrolls (or always bounces) are adjusted.
    case scrollableAxes = 1
    /// No adjustment: `adjustedContentInset` equals `contentInset`.
    case never = 2
    /// Every edge is adjusted.
    case always = 3
  }

  /// How the keyboard is dismissed when a drag begins. Mosaic stores the value; it has no
  /// on-screen keyboard to dismiss.
  public enum KeyboardDismissMode: Int, Sendable {
    /// The keyboard stays when dragging.
    case none = 0
    /// The keyboard is dismissed when a drag begins.
    case onDrag = 1
    /// The keyboard follows the drag and can be pulled down.
    case interactive = 2
  }

  /// The color scheme of the scroll indicators.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark grey, visible on light and dark content.
    case `default` = 0
    /// Black, for light backgrounds.
    case black = 1
    /// White, for dark backgrounds.
    case white = 2
  }
}
