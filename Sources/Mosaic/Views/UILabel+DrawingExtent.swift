import Foundation

extension UILabel: LayerDrawingExtent {
  /// Where the label's own drawing paints: the bounds' height, across the width its lines take
  /// where its alignment puts them, with room on each side for glyphs that reach past their
  /// advance (half the font size). Nil (anywhere) for a subclass, which may draw its text
  /// anywhere, and for attributed, justified or shrunk text; empty without text.
  func drawingExtent(inBounds bounds: CGRect) -> CGRect? {
    guard type(of: self) == UILabel.self else { return nil }
    guard let text, !text.isEmpty else { return .zero }
    guard attributedContent == nil, !adjustsFontSizeToFitWidth, bounds.width > 0,
      bounds.width.isFinite
    else { return nil }
    let lines =
      numberOfLines == 1
      ? measuredSize(of: text, maxWidth: nil).width
      : measuredSize(of: text, maxWidth: bounds.width).width
    let width = min(lines, bounds.width)
    let reach = (textStyle.font.pointSize / 2).rounded(.up) + 1
    let start: CGFloat
    switch resolvedTextAlignment(textAlignment) {
    case .left: start = bounds.minX
    case .right: start = bounds.maxX - width
    case .center: start = bounds.midX - width / 2
    default: return nil
    }
    return CGRect(
      x: start - reach, y: bounds.minY, width: width + 2 * reach, height: bounds.height)
  }
}
