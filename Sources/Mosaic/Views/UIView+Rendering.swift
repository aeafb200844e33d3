import Foundation

// `drawHierarchy(in:afterScreenUpdates:)`, which UIKit declares `open`, is declared in the
// class body (UIView.swift), where subclasses can override it; it forwards to its work here,
// named `base` followed by the member's name, as the other extension files name such work.

extension UIView {
  /// `drawHierarchy(in:afterScreenUpdates:)`'s work.
  func baseDrawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let ctx = UIGraphicsGetCurrentContext() else { return false }
    let size = bounds.size
    guard size.width > 0, size.height > 0, rect.width.isFinite, rect.height.isFinite else {
      return false
    }
    layoutIfNeeded()
    ctx.saveGState()
    ctx.translateBy(x: rect.minX, y: rect.minY)
    ctx.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
    layer.render(in: ctx)
    ctx.restoreGState()
    return true
  }

  /// Renders the view's hierarchy to an image at `scale` pixels per point (Mosaic's
  /// convenience for tests and tools; the UIKit way is `UIGraphicsImageRenderer` with
  /// `drawHierarchy(in:afterScreenUpdates:)`, which works too).
  public func renderedImage(scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let renderer = UIGraphicsImageRenderer(size: bounds.size, format: format)
    return renderer.image { context in
      self.layoutIfNeeded()
      self.layer.render(in: context.cgContext)
    }
  }
}
