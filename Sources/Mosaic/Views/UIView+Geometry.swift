import Foundation

// Members UIKit declares `open` are declared in the class body (UIView.swift), where
// subclasses can override them; each forwards to its work here, named `base` followed by the
// member's name (`baseConvert(_:to:)` does `convert(_:to:)`'s work: what `super` runs).

extension UIView {
  func boundsSizeChanged(from oldSize: CGSize) {
    let newSize = layer.bounds.size
    guard oldSize != newSize else { return }
    setNeedsLayout()
    if !_subviews.isEmpty && autoresizesSubviews {
      for v in subviews { v.resize(withOldSuperviewSize: oldSize, newSize: newSize) }
    }
    if _superview == nil, let window = self as? UIWindow {
      window.updateEnvironmentTraits()
    } else if _superview?.providesSafeAreaToSubviews == true {
      updateSafeAreaInsets()
    }
  }

  // MARK: Conversion

  /// `convert(_:to:)`'s work for a point.
  func baseConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let target = view ?? window
    return layer.convert(point, to: target?.layer)
  }

  /// `convert(_:from:)`'s work for a point.
  func baseConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let source = view ?? window
    return layer.convert(point, from: source?.layer)
  }

  /// `convert(_:to:)`'s work for a rectangle.
  func baseConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let target = view ?? window
    return layer.convert(rect, to: target?.layer)
  }

  /// `convert(_:from:)`'s work for a rectangle.
  func baseConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let source = view ?? window
    return layer.convert(rect, from: source?.layer)
  }
}
