import Foundation

/// A 2D affine transformation matrix, as in Core Graphics.
///
/// The matrix is
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// and a point `(x, y)` is treated as the row vector `[x y 1]` multiplied on the
/// left, so it maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// The entry at row 1, column 1 (x scale when there is no rotation).
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2 (y scale when there is no rotation).
  public var d: CGFloat
  /// The horizontal translation (row 3, column 1).
  public var tx: CGFloat
  /// The vertical translation (row 3, column 2).
  public var ty: CGFloat

  /// Creates a transform whose six entries are all zero, as the C struct's default
  /// initializer does in Core Graphics. Use `.identity` for the identity transform.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// Creates a transform from its six matrix entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform from its six matrix entries, given in the order a, b, c, d, tx, ty.
  public init(
    _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
  ) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// The transform that leaves every point where it is.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates a transform that scales x by `sx` and y by `sy`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates by `angle` radians. With the y axis pointing down
  /// (UIKit coordinates) a positive angle turns clockwise on screen.
  public init(rotationAngle angle: CGFloat) {
    let radians = Double(angle)
    let cosine = CGFloat(cos(radians))
    let sine = CGFloat(sin(radians))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Creates a transform that moves every point by `(tx, ty)`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Whether this transform is exactly the identity transform.
  public var isIdentity: Bool {
    self == .identity
  }

  /// Returns the transform that applies `self` first and then `t2`
  /// (the matrix product `self × t2`).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Returns a transform that scales by `(sx, sy)` and then applies `self`
  /// (`CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: sx * a, b: sx * b, c: sy * c, d: sy * d, tx: tx, ty: ty)
  }

  /// Returns a transform that rotates by `angle` radians and then applies `self`
  /// (`CGAffineTransform(rotationAngle: angle).concatenating(self)`).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// Returns a transform that translates by `(tx, ty)` and then applies `self`
  /// (`CGAffineTransform(translationX: tx, y: ty).concatenating(self)`).
  public func translatedBy(x dx: CGFloat, y dy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(
      a: a, b: b, c: c, d: d,
      tx: tx + a * dx + c * dy,
      ty: ty + b * dx + d * dy)
  }

  /// Returns the inverse transform, so that `t.concatenating(t.inverted())` is the
  /// identity. A singular transform (determinant zero) has no inverse; as in
  /// Core Graphics it is returned unchanged.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    if determinant == 0 || !determinant.isFinite {
      return self
    }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }
}

extension CGAffineTransform: CustomStringConvertible {
  /// A textual form listing the six entries, e.g.
  /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`.
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  /// Returns this point mapped through `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Returns this size, taken as a vector, mapped through `t` without its translation:
  /// `(a·width + c·height, b·width + d·height)`. The result may be negative.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Returns the smallest rectangle that contains this rectangle's four corners mapped
  /// through `t` (so a rotated rectangle gives its axis-aligned bounding box).
  /// The null and the infinite rectangle are returned unchanged.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || isInfinite {
      return self
    }
    let rect = standardized
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY).applying(t),
      CGPoint(x: rect.maxX, y: rect.minY).applying(t),
      CGPoint(x: rect.minX, y: rect.maxY).applying(t),
      CGPoint(x: rect.maxX, y: rect.maxY).applying(t),
    ]
    var minX = corners[0].x
    var maxX = corners[0].x
    var minY = corners[0].y
    var maxY = corners[0].y
    for corner in corners.dropFirst() {
      minX = Swift.min(minX, corner.x)
      maxX = Swift.max(maxX, corner.x)
      minY = Swift.min(minY, corner.y)
      maxY = Swift.max(maxY, corner.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
