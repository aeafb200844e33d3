import Foundation

extension NSAttributedString {
  /// The defaults of UIKit's string drawing: 12-point system font, black, wrapping by words
  /// with no line limit; links in the system blue, underlined.
  static var drawingDefaults: AttributedTextDefaults {
    AttributedTextDefaults(
      style: TextStyle(attributes: nil),
      linkAttributes: [
        .foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue,
      ])
  }

  /// Returns the size the string occupies on one line (new lines start new lines), in
  /// points, not rounded.
  public func size() -> CGSize {
    AttributedTextRenderer.measuredSize(of: self, defaults: Self.drawingDefaults, maxWidth: nil)
  }

  /// Returns the rectangle the string occupies when drawn in `size`: wrapped at its width
  /// with `.usesLineFragmentOrigin`, on one line without it; origin zero, not rounded.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    var defaults = Self.drawingDefaults
    if !options.contains(.usesLineFragmentOrigin) { defaults.style.lineBreakMode = .byClipping }
    let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width < 1e7
    let measured = AttributedTextRenderer.measuredSize(
      of: self, defaults: defaults, maxWidth: wraps ? size.width : nil)
    let rect = CGRect(origin: .zero, size: measured)
    context?.totalBounds = rect
    return rect
  }

  /// Draws the string with its top-left corner at `point`, on one line per paragraph,
  /// into the current graphics context.
  public func draw(at point: CGPoint) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    AttributedTextRenderer.draw(
      self, defaults: Self.drawingDefaults,
      in: CGRect(x: point.x, y: point.y, width: CGFloat.infinity, height: .infinity),
      context: context)
  }

  /// Draws the string inside `rect`, wrapping lines at its width and leaving out lines
  /// below its bottom, into the current graphics context.
  public func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    AttributedTextRenderer.draw(self, defaults: Self.drawingDefaults, in: rect, context: context)
  }
}
