import Foundation

/// A two-dimensional vector, as in Core Graphics (swift-corelibs Foundation has none).
public struct CGVector: Equatable, Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// Creates the zero vector.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// Creates a vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector with the given components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector with the given components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector whose components are both zero.
  public static let zero = CGVector()
}

/// The parts of an affine transform taken apart, as Core Graphics'
/// `CGAffineTransformComponents`: the transform equals
/// scale × horizontal shear × rotation × translation, that is
/// ```
/// | a  b  0 |   | sx 0  0 |   | 1  0 0 |   |  cos θ  sin θ 0 |   | 1  0  0 |
/// | c  d  0 | = | 0  sy 0 | × | sh 1 0 | × | −sin θ  cos θ 0 | × | 0  1  0 |
/// | tx ty 1 |   | 0  0  1 |   | 0  0 1 |   |  0      0     1 |   | tx ty 1 |
/// ```
/// so a point is scaled first, then sheared, rotated and finally translated.
public struct CGAffineTransformComponents: Equatable, Hashable, Sendable {
  /// The scale applied first: `width` is sx, `height` is sy.
  public var scale: CGSize
  /// The shear applied after the scale: x is moved by `horizontalShear · y`.
  public var horizontalShear: CGFloat
  /// The rotation in radians, applied after the shear, in (−π, π].
  public var rotation: CGFloat
  /// The translation applied last.
  public var translation: CGVector

  /// Creates components; the defaults describe the identity transform.
  public init(
    scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0,
    rotation: CGFloat = 0, translation: CGVector = .zero
  ) {
    self.scale = scale
    self.horizontalShear = horizontalShear
    self.rotation = rotation
    self.translation = translation
  }
}

extension CGAffineTransform {
  /// Creates the transform scale × shear × rotation × translation described by
  /// `components`.
  public init(_ components: CGAffineTransformComponents) {
    let sx = components.scale.width
    let sy = components.scale.height
    let k = sy * components.horizontalShear
    let angle = Double(components.rotation)
    let cosine = CGFloat(cos(angle))
    let sine = CGFloat(sin(angle))
    self.init(
      a: sx * cosine, b: sx * sine,
      c: k * cosine - sy * sine, d: k * sine + sy * cosine,
      tx: components.translation.dx, ty: components.translation.dy)
  }

  /// Takes the transform apart into scale, horizontal shear, rotation and translation
  /// such that `CGAffineTransform(t.decomposed())` reproduces `t` (up to rounding).
  ///
  /// The scale along x is the length of the first row `(a, b)` and the rotation is
  /// that row's angle. A reflection (negative determinant) is expressed as a negative
  /// scale on one axis: on x when `a < d`, else on y, so that `scaleX: -1` and
  /// `y: -1` each decompose into a pure flip without rotation. A singular transform
  /// whose second row is not a multiple of a scale keeps a zero shear.
  public func decomposed() -> CGAffineTransformComponents {
    var sx = CGFloat(Double(a * a + b * b).squareRoot())
    if a * d - b * c < 0 && a < d {
      sx = -sx
    }
    let angle: Double =
      sx < 0 ? atan2(Double(-b), Double(-a)) : (sx == 0 ? 0 : atan2(Double(b), Double(a)))
    let cosine = CGFloat(cos(angle))
    let sine = CGFloat(sin(angle))
    let k = c * cosine + d * sine
    let sy = d * cosine - c * sine
    return CGAffineTransformComponents(
      scale: CGSize(width: sx, height: sy),
      horizontalShear: sy == 0 ? 0 : k / sy,
      rotation: CGFloat(angle),
      translation: CGVector(dx: tx, dy: ty))
  }
}
