import Foundation

/// A property of a layer that `UIView.animate` can animate.
enum AnimatableProperty: Hashable, Sendable {
  case bounds, position, transform, opacity, backgroundColor, cornerRadius, borderWidth
  case borderColor, shadowOpacity
  // Shape and gradient layers.
  case strokeStart, strokeEnd, lineWidth, lineDashPhase, fillColor, strokeColor
  case startPoint, endPoint
}

/// An RGBA color value in 0…1 components, interpolatable.
struct RGBA: Equatable, Sendable {
  var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
  static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
}

/// A value of an animatable layer property.
enum AnimationValue: Equatable, Sendable {
  case scalar(CGFloat)
  case point(CGPoint)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(RGBA?)
  /// A list of values (gradient colors and locations), interpolated element by element.
  case array([AnimationValue])
  /// A yes-or-no value (`hidden`, `masksToBounds`): it changes at the end, never in between.
  case flag(Bool)
  /// A path's elements; two paths of the same structure interpolate point by point.
  case path([CGPath.Element])

  func interpolated(to other: AnimationValue, fraction f: Double) -> AnimationValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a.interpolated(to: b, fraction: f))
    case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: f))
    case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: f))
    case (.transform(let a), .transform(let b)):
      return .transform(a.interpolated(to: b, fraction: f))
    case (.color(let a), .color(let b)):
      // A missing color animates as transparent of the other's hue, as Core Animation does.
      let ca = a ?? RGBA(r: b?.r ?? 0, g: b?.g ?? 0, b: b?.b ?? 0, a: 0)
      let cb = b ?? RGBA(r: ca.r, g: ca.g, b: ca.b, a: 0)
      let c = CGFloat(f)
      return .color(
        RGBA(
          r: ca.r + (cb.r - ca.r) * c, g: ca.g + (cb.g - ca.g) * c,
          b: ca.b + (cb.b - ca.b) * c, a: ca.a + (cb.a - ca.a) * c))
    case (.array(let a), .array(let b)) where a.count == b.count:
      return .array(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
    case (.path(let a), .path(let b)):
      guard let mixed = CGPath.Element.interpolated(a, b, fraction: CGFloat(f)) else {
        return f < 1 ? self : other
      }
      return .path(mixed)
    default:
      return f < 1 ? self : other
    }
  }
}
