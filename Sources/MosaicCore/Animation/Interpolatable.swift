import Foundation

/// A value that an animation can carry from one state to another.
///
/// `interpolated(to:fraction:)` returns `self` at fraction 0 and `to` at fraction 1
/// exactly. Fractions outside [0, 1] extrapolate, which spring curves need when they
/// overshoot.
package protocol Interpolatable {
  /// Returns the value `fraction` of the way from `self` to `to`.
  func interpolated(to: Self, fraction: Double) -> Self
}

/// Linear interpolation that is exact at both ends and constant when `a == b`.
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ fraction: Double) -> Double {
  fraction == 1 ? b : a + (b - a) * fraction
}

extension Double: Interpolatable {
  /// Returns `self + (to − self) · fraction` (exactly `to` at fraction 1).
  package func interpolated(to: Double, fraction: Double) -> Double {
    lerp(self, to, fraction)
  }
}

extension CGFloat: Interpolatable {
  /// Returns `self + (to − self) · fraction` (exactly `to` at fraction 1).
  package func interpolated(to: CGFloat, fraction: Double) -> CGFloat {
    CGFloat(lerp(Double(self), Double(to), fraction))
  }
}

extension CGPoint: Interpolatable {
  /// Interpolates x and y independently.
  package func interpolated(to: CGPoint, fraction: Double) -> CGPoint {
    CGPoint(
      x: x.interpolated(to: to.x, fraction: fraction),
      y: y.interpolated(to: to.y, fraction: fraction))
  }
}

extension CGSize: Interpolatable {
  /// Interpolates width and height independently.
  package func interpolated(to: CGSize, fraction: Double) -> CGSize {
    CGSize(
      width: width.interpolated(to: to.width, fraction: fraction),
      height: height.interpolated(to: to.height, fraction: fraction))
  }
}

extension CGRect: Interpolatable {
  /// Interpolates the origin and the size independently.
  package func interpolated(to: CGRect, fraction: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: to.origin, fraction: fraction),
      size: size.interpolated(to: to.size, fraction: fraction))
  }
}

extension CGAffineTransform: Interpolatable {
  /// Interpolates the transforms' components (see `decomposed()`): translation,
  /// scale and shear linearly, and the rotation angle the shorter way round (by at
  /// most half a turn; exactly half a turn goes in the positive direction). So
  /// animating from the identity to a 90° rotation turns through 45° halfway instead
  /// of shrinking through a skewed matrix. Fraction 0 and 1 return the endpoints
  /// exactly.
  package func interpolated(to: CGAffineTransform, fraction: Double) -> CGAffineTransform {
    if fraction == 0 { return self }
    if fraction == 1 { return to }
    let from = decomposed()
    let target = to.decomposed()
    var delta = Double(target.rotation - from.rotation)
    delta = delta.truncatingRemainder(dividingBy: 2 * .pi)
    if delta > .pi {
      delta -= 2 * .pi
    } else if delta <= -.pi {
      delta += 2 * .pi
    }
    let components = CGAffineTransformComponents(
      scale: from.scale.interpolated(to: target.scale, fraction: fraction),
      horizontalShear: from.horizontalShear.interpolated(
        to: target.horizontalShear, fraction: fraction),
      rotation: CGFloat(Double(from.rotation) + delta * fraction),
      translation: CGVector(
        dx: from.translation.dx.interpolated(to: target.translation.dx, fraction: fraction),
        dy: from.translation.dy.interpolated(to: target.translation.dy, fraction: fraction)))
    return CGAffineTransform(components)
  }
}

extension CATransform3D: Interpolatable {
  /// When both transforms are affine (`CATransform3DIsAffine`), interpolates as
  /// `CGAffineTransform` does (so rotations about z turn through the angles);
  /// otherwise interpolates the sixteen entries one by one. Fraction 0 and 1 return
  /// the endpoints exactly.
  package func interpolated(to: CATransform3D, fraction: Double) -> CATransform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return to }
    if CATransform3DIsAffine(self) && CATransform3DIsAffine(to) {
      return CATransform3DMakeAffineTransform(
        CATransform3DGetAffineTransform(self).interpolated(
          to: CATransform3DGetAffineTransform(to), fraction: fraction))
    }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a.interpolated(to: b, fraction: fraction) }
    return CATransform3D(
      m11: mix(m11, to.m11), m12: mix(m12, to.m12), m13: mix(m13, to.m13),
      m14: mix(m14, to.m14),
      m21: mix(m21, to.m21), m22: mix(m22, to.m22), m23: mix(m23, to.m23),
      m24: mix(m24, to.m24),
      m31: mix(m31, to.m31), m32: mix(m32, to.m32), m33: mix(m33, to.m33),
      m34: mix(m34, to.m34),
      m41: mix(m41, to.m41), m42: mix(m42, to.m42), m43: mix(m43, to.m43),
      m44: mix(m44, to.m44))
  }
}
