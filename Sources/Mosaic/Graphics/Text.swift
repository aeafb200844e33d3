import CCairo

/// How lines of text are aligned horizontally, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, Hashable {
  /// Lines start at the left edge.
  case left = 0
  /// Lines are centered.
  case center = 1
  /// Lines end at the right edge.
  case right = 2
  /// Lines fill the width, except the last line of a paragraph, which starts at the left.
  case justified = 3
  /// The default alignment of the text's script: left for left-to-right text.
  case natural = 4
}

/// What happens to text that does not fit its width or number of lines, with UIKit's raw
/// values.
public enum NSLineBreakMode: Int, Sendable, Hashable {
  /// Lines wrap between words; a word too long for a line is broken between characters.
  case byWordWrapping = 0
  /// Lines wrap between characters.
  case byCharWrapping = 1
  /// Lines wrap between words; text past the last line or the edge is cut off.
  case byClipping = 2
  /// Lines wrap between words; the last line that fits starts with an ellipsis
  /// replacing the text before it.
  case byTruncatingHead = 3
  /// Lines wrap between words; the last line that fits ends with an ellipsis replacing
  /// the rest of the text.
  case byTruncatingTail = 4
  /// Lines wrap between words; the last line that fits has an ellipsis in its middle.
  case byTruncatingMiddle = 5
}

extension NSAttributedString.Key {
  /// The attribute holding the `UIFont` of the text (12-point system font when absent).
  public static let font = NSAttributedString.Key("NSFont")
  /// The attribute holding the `UIColor` of the text (black when absent).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension TextStyle {
  /// The style of UIKit's string drawing: attributes' font (12 pt system font by default)
  /// and color (black by default), wrapping by words with no line limit.
  init(attributes: [NSAttributedString.Key: Any]?) {
    self.init(
      font: attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12),
      color: attributes?[.foregroundColor] as? UIColor ?? .black, alignment: .natural,
      lineBreakMode: .byWordWrapping, numberOfLines: 0)
  }
}

extension String {
  /// Returns the size the string occupies on one line (new lines start new lines) when
  /// drawn with the attributes, in points, not rounded.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextRenderer.measuredSize(of: self, style: TextStyle(attributes: attrs), maxWidth: nil)
  }

  /// Draws the string with its top-left corner at `point`, without wrapping, into the
  /// current graphics context.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let rect = CGRect(x: point.x, y: point.y, width: CGFloat.infinity, height: .infinity)
    TextRenderer.draw(
      self, style: TextStyle(attributes: attrs), in: rect, context: context.cairo,
      alphaMultiplier: context.alpha)
  }

  /// Draws the string inside `rect`, wrapping lines at its width and leaving out lines
  /// below its bottom, into the current graphics context.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    TextRenderer.draw(
      self, style: TextStyle(attributes: attrs), in: rect, context: context.cairo,
      alphaMultiplier: context.alpha)
  }
}

extension NSString {
  /// Returns the size the string occupies on one line (new lines start new lines) when
  /// drawn with the attributes, in points, not rounded.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attrs)
  }

  /// Draws the string with its top-left corner at `point`, without wrapping, into the
  /// current graphics context.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as String).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string inside `rect`, wrapping lines at its width and leaving out lines
  /// below its bottom, into the current graphics context.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    (self as String).draw(in: rect, withAttributes: attrs)
  }
}
