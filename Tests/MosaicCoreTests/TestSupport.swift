import Foundation
import MosaicCore

/// Whether two numbers differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two numbers differ by at most `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: Double = 1e-9) -> Bool {
  abs(Double(a) - Double(b)) <= tolerance
}

/// Whether two points differ by at most `tolerance` in each coordinate.
func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether two rectangles differ by at most `tolerance` in each field.
func isClose(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.origin, b.origin, tolerance) && isClose(a.width, b.width, tolerance)
    && isClose(a.height, b.height, tolerance)
}

/// Whether two affine transforms differ by at most `tolerance` in each entry.
func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: Double = 1e-9) -> Bool {
  isClose(a.a, b.a, tolerance) && isClose(a.b, b.b, tolerance) && isClose(a.c, b.c, tolerance)
    && isClose(a.d, b.d, tolerance) && isClose(a.tx, b.tx, tolerance)
    && isClose(a.ty, b.ty, tolerance)
}

/// The sixteen entries of a 3D transform, row by row.
func entries(_ t: CATransform3D) -> [CGFloat] {
  [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
  ]
}

/// Whether two 3D transforms differ by at most `tolerance` in each entry.
func isClose(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
  zip(entries(a), entries(b)).allSatisfy { isClose($0, $1, tolerance) }
}
