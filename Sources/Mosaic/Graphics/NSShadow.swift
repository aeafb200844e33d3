import Foundation

/// The shadow drawn beneath text: an offset, a blur radius and a color.
open class NSShadow: NSObject, NSCopying {
  /// How far the shadow is moved from the text, in points (positive `height` moves it down);
  /// `.zero` by default.
  open var shadowOffset: CGSize = .zero
  /// How far the shadow's edge is blurred, in points; 0 (sharp) by default.
  open var shadowBlurRadius: CGFloat = 0
  /// The color of the shadow (a `UIColor`); black at one third opacity when nil, the default.
  open var shadowColor: Any?

  /// Creates a shadow with no offset, no blur and the default color.
  public override init() { super.init() }

  /// The color drawn: `shadowColor`, or black at one third opacity.
  var resolvedColor: UIColor {
    shadowColor as? UIColor ?? UIColor(white: 0, alpha: 1.0 / 3.0)
  }

  /// Returns a shadow with the same offset, blur radius and color.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSShadow()
    copy.shadowOffset = shadowOffset
    copy.shadowBlurRadius = shadowBlurRadius
    copy.shadowColor = shadowColor
    return copy
  }

  /// Whether `object` is a shadow with the same offset, blur radius and color.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSShadow else { return false }
    return other.shadowOffset == shadowOffset && other.shadowBlurRadius == shadowBlurRadius
      && (other.shadowColor as? UIColor) == (shadowColor as? UIColor)
  }

  /// A hash of the offset and blur radius, equal for equal shadows.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(shadowOffset.width)
    hasher.combine(shadowOffset.height)
    hasher.combine(shadowBlurRadius)
    return hasher.finalize()
  }
}
