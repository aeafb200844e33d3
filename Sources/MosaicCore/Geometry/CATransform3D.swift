// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A 4×4 homogeneous transformation matrix, as in Core Animation.
///
/// Points are row vectors multiplied on the left: `[x y z 1] × M`. So `m41`, `m42`
/// and `m43` hold the translation, `m34` is the usual perspective entry (for example
/// `-1 / eyeDistance`), and `CATransform3DConcat(a, b)` means "apply `a`, then `b`".
public struct CATransform3D: Equatable, Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4 (perspective).
  public var m34: CGFloat
  /// Row 4, column 1 (x translation).
  public var m41: CGFloat
  /// Row 4, column 2 (y translation).
  public var m42: CGFloat
  /// Row 4, column 3 (z translation).
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates a matrix whose sixteen entries are all zero, as the C struct's default
  /// initializer does in Core Animation. Use `CATransform3DIdentity` for the identity.
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }

  /// Creates a matrix from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The entries row by row, as doubles (internal helper for the matrix algebra).
  var rows: [[Double]] {
    [
      [Double(m11), Double(m12), Double(m13), Double(m14)],
      [Double(m21), Double(m22), Double(m23), Double(m24)],
      [Double(m31), Double(m32), Double(m33), Double(m34)],
      [Double(m41), Double(m42), Double(m43), Double(m44)],
    ]
  }

  /// Creates a matrix from four rows of four doubles (internal helper).
  init(rows r: [[Double]]) {
    self.init(
      m11: CGFloat(r[0][0]), m12: CGFloat(r[0][1]), m13: CGFloat(r[0][2]), m14: CGFloat(r[0][3]),
      m21: CGFloat(r[1][0]), m22: CGFloat(r[1][1]), m23: CGFloat(r[1][2]), m24: CGFloat(r[1][3]),
      m31: CGFloat(r[2][0]), m32: CGFloat(r[2][1]), m33: CGFloat(r[2][2]), m34: CGFloat(r[2][3]),
      m41: CGFloat(r[3][0]), m42: CGFloat(r[3][1]), m43: CGFloat(r[3][2]), m44: CGFloat(r[3][3]))
  }
}

/// The identity transform: every point stays where it is.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0,
  m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0,
  m41: 0, m42: 0, m43: 0, m44: 1)

/// Returns whether `t` is exactly the identity transform.
///
/// The entries are compared directly, diagonal first, with no identity built and no call to
/// `==`: layers ask this for every frame they are given, and almost always of the identity.
@inlinable public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t.m11 == 1 && t.m22 == 1 && t.m33 == 1 && t.m44 == 1
    && t.m41 == 0 && t.m42 == 0 && t.m43 == 0
    && t.m12 == 0 && t.m13 == 0 && t.m14 == 0
    && t.m21 == 0 && t.m23 == 0 && t.m24 == 0
    && t.m31 == 0 && t.m32 == 0 && t.m34 == 0
}

/// Returns whether the two transforms have exactly the same sixteen entries.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// Returns a transform that moves points by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// Returns a transform that scales the three axes by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// Returns a transform that rotates by `angle` radians about the axis `(x, y, z)`
/// through the origin. The axis need not be normalized; a zero-length axis gives the
/// identity. Rotating about `(0, 0, 1)` equals `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  var ax = Double(x)
  var ay = Double(y)
  var az = Double(z)
  let length = (ax * ax + ay * ay + az * az).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  ax /= length
  ay /= length
  az /= length
  let c = cos(Double(angle))
  let s = sin(Double(angle))
  let k = 1 - c
  return CATransform3D(
    rows: [
      [k * ax * ax + c, k * ax * ay + az * s, k * ax * az - ay * s, 0],
      [k * ax * ay - az * s, k * ay * ay + c, k * ay * az + ax * s, 0],
      [k * ax * az + ay * s, k * ay * az - ax * s, k * az * az + c, 0],
      [0, 0, 0, 1],
    ])
}

/// Returns the transform that applies `a` and then `b` (the matrix product `a × b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  CATransform3D(
    m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
    m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
    m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
    m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
    m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
    m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
    m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
    m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
    m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
    m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
    m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
    m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
    m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
    m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
    m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
    m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// Returns `t` preceded by a translation of `(tx, ty, tz)`:
/// `CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Returns `t` preceded by a scale of `(sx, sy, sz)`:
/// `CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Returns `t` preceded by a rotation of `angle` radians about `(x, y, z)`:
/// `CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)`.
/// A zero-length axis returns `t` unchanged.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Returns the inverse of `t`, so that `CATransform3DConcat(t, inverse)` is the
/// identity. A singular matrix has no inverse and is returned unchanged, as Core
/// Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  if CATransform3DIsAffine(t) {
    let affine = CATransform3DGetAffineTransform(t)
    if affine.a * affine.d - affine.b * affine.c == 0 { return t }
    return CATransform3DMakeAffineTransform(affine.inverted())
  }
  // Gauss–Jordan elimination with partial pivoting on [M | I].
  var m = t.rows
  var inverse: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
  for column in 0..<4 {
    var pivot = column
    for row in (column + 1)..<4 where abs(m[row][column]) > abs(m[pivot][column]) {
      pivot = row
    }
    let pivotValue = m[pivot][column]
    if pivotValue == 0 || !pivotValue.isFinite { return t }
    if pivot != column {
      m.swapAt(pivot, column)
      inverse.swapAt(pivot, column)
    }
    for j in 0..<4 {
      m[column][j] /= pivotValue
      inverse[column][j] /= pivotValue
    }
    for row in 0..<4 where row != column {
      let factor = m[row][column]
      if factor == 0 { continue }
      for j in 0..<4 {
        m[row][j] -= factor * m[column][j]
        inverse[row][j] -= factor * inverse[column][j]
      }
    }
  }
  return CATransform3D(rows: inverse)
}

/// Returns the 3D transform that acts on the x-y plane as the affine transform `m`
/// does (`m11 = a`, `m12 = b`, `m21 = c`, `m22 = d`, `m41 = tx`, `m42 = ty`, the rest
/// as in the identity).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = m.a
  t.m12 = m.b
  t.m21 = m.c
  t.m22 = m.d
  t.m41 = m.tx
  t.m42 = m.ty
  return t
}

/// Returns whether `t` is exactly representable as a `CGAffineTransform`: it has no
/// z or perspective component (`m13 m14 m23 m24 m31 m32 m34 m43` are 0 and
/// `m33 = m44 = 1`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine part of `t` (`a = m11`, `b = m12`, `c = m21`, `d = m22`,
/// `tx = m41`, `ty = m42`); the other entries are ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
