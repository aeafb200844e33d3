import Foundation

extension UIView {
  func boundsSizeChanged(from oldSize: CGSize) {
    let newSize = layer.bounds.size
    guard oldSize != newSize else { return }
    setNeedsLayout()
    if autoresizesSubviews {
      for v in subviews { v.resize(withOldSuperviewSize: oldSize, newSize: newSize) }
    }
    if superview == nil, let window = self as? UIWindow {
      window.updateEnvironmentTraits()
    } else if superview?.providesSafeAreaToSubviews == true {
      updateSafeAreaInsets()
    }
  }

  // MARK: Conversion

  /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let target = view ?? window
    return layer.convert(point, to: target?.layer)
  }

  /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let source = view ?? window
    return layer.convert(point, from: source?.layer)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let target = view ?? window
    return layer.convert(rect, to: target?.layer)
  }

  /// Converts a rectangle from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let source = view ?? window
    return layer.convert(rect, from: source?.layer)
  }
}
