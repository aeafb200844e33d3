import Foundation

/// A projective transformation of the plane: a 3×3 matrix acting on row vectors
/// `[x y 1] × H = [X Y W]`, the point landing at `(X / W, Y / W)`.
///
/// It is what a `CATransform3D` does to the plane z = 0 of a layer (rows and columns 1, 2
/// and 4 of the 4×4 matrix), so a layer with perspective is drawn and hit-tested through it.
/// Same conventions as `CATransform3D`: `a.concatenating(b)` applies `a`, then `b`.
package struct Homography: Equatable, Sendable {
  /// Row 1.
  package var h11, h12, h13: Double
  /// Row 2.
  package var h21, h22, h23: Double
  /// Row 3 (translation and the homogeneous scale).
  package var h31, h32, h33: Double

  /// Creates a homography from its nine entries, row by row.
  package init(
    _ h11: Double, _ h12: Double, _ h13: Double,
    _ h21: Double, _ h22: Double, _ h23: Double,
    _ h31: Double, _ h32: Double, _ h33: Double
  ) {
    self.h11 = h11
    self.h12 = h12
    self.h13 = h13
    self.h21 = h21
    self.h22 = h22
    self.h23 = h23
    self.h31 = h31
    self.h32 = h32
    self.h33 = h33
  }

  /// The identity.
  package static let identity = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)

  /// What `t` does to the points (x, y, 0, 1) of the plane z = 0.
  package init(planeOf t: CATransform3D) {
    self.init(
      Double(t.m11), Double(t.m12), Double(t.m14),
      Double(t.m21), Double(t.m22), Double(t.m24),
      Double(t.m41), Double(t.m42), Double(t.m44))
  }

  /// The homography of an affine transform.
  package init(_ m: CGAffineTransform) {
    self.init(
      Double(m.a), Double(m.b), 0, Double(m.c), Double(m.d), 0, Double(m.tx), Double(m.ty), 1)
  }

  /// A translation by `(tx, ty)`.
  package static func translation(_ tx: Double, _ ty: Double) -> Homography {
    Homography(1, 0, 0, 0, 1, 0, tx, ty, 1)
  }

  /// A scale by `(sx, sy)`.
  package static func scale(_ sx: Double, _ sy: Double) -> Homography {
    Homography(sx, 0, 0, 0, sy, 0, 0, 0, 1)
  }

  /// Applies `self`, then `other` (the matrix product `self × other`).
  package func concatenating(_ o: Homography) -> Homography {
    Homography(
      h11 * o.h11 + h12 * o.h21 + h13 * o.h31,
      h11 * o.h12 + h12 * o.h22 + h13 * o.h32,
      h11 * o.h13 + h12 * o.h23 + h13 * o.h33,
      h21 * o.h11 + h22 * o.h21 + h23 * o.h31,
      h21 * o.h12 + h22 * o.h22 + h23 * o.h32,
      h21 * o.h13 + h22 * o.h23 + h23 * o.h33,
      h31 * o.h11 + h32 * o.h21 + h33 * o.h31,
      h31 * o.h12 + h32 * o.h22 + h33 * o.h32,
      h31 * o.h13 + h32 * o.h23 + h33 * o.h33)
  }

  /// Whether all nine entries are finite.
  package var isFinite: Bool {
    h11.isFinite && h12.isFinite && h13.isFinite && h21.isFinite && h22.isFinite
      && h23.isFinite && h31.isFinite && h32.isFinite && h33.isFinite
  }

  /// The determinant. Where W > 0 its sign tells whether the mapping keeps the plane's
  /// orientation (a layer facing the viewer) or mirrors it (a layer seen from behind).
  package var determinant: Double {
    h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31)
      + h13 * (h21 * h32 - h22 * h31)
  }

  /// The affine transform this homography equals, or nil when it has perspective
  /// (`h13` or `h23` non-zero) or a zero or non-finite homogeneous scale.
  package var affineTransform: CGAffineTransform? {
    guard h13 == 0, h23 == 0, h33 != 0, h33.isFinite else { return nil }
    let k = 1 / h33
    return CGAffineTransform(
      a: h11 * k, b: h12 * k, c: h21 * k, d: h22 * k, tx: h31 * k, ty: h32 * k)
  }

  /// The inverse, or nil when the matrix is singular (or not finite). The tolerance is
  /// relative to the entries' magnitude, so tiny but regular maps still invert.
  package func inverted() -> Homography? {
    guard isFinite else { return nil }
    let c11 = h22 * h33 - h23 * h32
    let c12 = h13 * h32 - h12 * h33
    let c13 = h12 * h23 - h13 * h22
    let c21 = h23 * h31 - h21 * h33
    let c22 = h11 * h33 - h13 * h31
    let c23 = h13 * h21 - h11 * h23
    let c31 = h21 * h32 - h22 * h31
    let c32 = h12 * h31 - h11 * h32
    let c33 = h11 * h22 - h12 * h21
    let det = h11 * c11 + h12 * c21 + h13 * c31
    let size = max(
      abs(h11), abs(h12), abs(h13), abs(h21), abs(h22), abs(h23), abs(h31), abs(h32), abs(h33))
    guard det.isFinite, size > 0, abs(det) > 1e-12 * size * size * size else { return nil }
    let k = 1 / det
    let inverse = Homography(
      c11 * k, c12 * k, c13 * k, c21 * k, c22 * k, c23 * k, c31 * k, c32 * k, c33 * k)
    return inverse.isFinite ? inverse : nil
  }

  /// The homogeneous image `(X, Y, W)` of the point `(x, y)`.
  package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    (x * h11 + y * h21 + h31, x * h12 + y * h22 + h32, x * h13 + y * h23 + h33)
  }

  /// The homogeneous coordinate W of the image of `(x, y)`: positive in front of the eye.
  package func w(_ x: Double, _ y: Double) -> Double { x * h13 + y * h23 + h33 }

  /// Where `(x, y)` lands, or nil when it lies on or behind the eye plane (W ≤ `minW`)
  /// or the result is not finite.
  package func project(_ x: Double, _ y: Double, minW: Double = 0) -> (x: Double, y: Double)? {
    let p = apply(x, y)
    guard p.w > minW else { return nil }
    let r = (x: p.x / p.w, y: p.y / p.w)
    return r.x.isFinite && r.y.isFinite ? r : nil
  }

  /// Where `p` lands, or nil when it lies behind the eye.
  package func project(_ p: CGPoint) -> CGPoint? {
    project(Double(p.x), Double(p.y)).map { CGPoint(x: $0.x, y: $0.y) }
  }

  /// The part of the convex polygon `points` (in order) where W ≥ `minW`: the part in front
  /// of the eye, which projects without wrapping through infinity (Sutherland–Hodgman
  /// against one plane). Empty when all of it is behind.
  package func clipToFront(_ points: [(Double, Double)], minW: Double) -> [(Double, Double)] {
    guard !points.isEmpty else { return [] }
    var out: [(Double, Double)] = []
    out.reserveCapacity(points.count + 1)
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      let wa = w(a.0, a.1) - minW
      let wb = w(b.0, b.1) - minW
      if wa >= 0 { out.append(a) }
      if (wa >= 0) != (wb >= 0) {
        let t = wa / (wa - wb)
        out.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
      }
    }
    return out
  }
}
