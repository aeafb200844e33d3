import Foundation

/// A key path explicit animations (`CALayer.add(_:forKey:)`) can animate: how to read its value
/// from a layer's presentation state and how to write an animated value into it.
@MainActor
struct AnimatableKeyPath {
  /// The value as it stands in `state` (model values with earlier animations applied).
  let get: @MainActor (LayerPresentationState, CALayer) -> AnimationValue?
  /// Writes `value` into `state`.
  let set: @MainActor (inout LayerPresentationState, AnimationValue) -> Void
  /// Whether the layer's content must be drawn again while the key path animates (a key
  /// path a layer subclass draws itself, such as a shape layer's `strokeEnd`).
  let redrawsContent: Bool

  /// The key paths by name: CALayer's own, and those layer subclasses registered.
  static var registry: [String: AnimatableKeyPath] = builtIns()

  private static func builtIns() -> [String: AnimatableKeyPath] {
    var r: [String: AnimatableKeyPath] = [:]
    func add(
      _ names: [String], _ get: @escaping @MainActor (LayerPresentationState) -> AnimationValue,
      _ set: @escaping @MainActor (inout LayerPresentationState, AnimationValue) -> Void
    ) {
      for name in names {
        r[name] = AnimatableKeyPath(get: { s, _ in get(s) }, set: set, redrawsContent: false)
      }
    }
    add(["position"], { .point($0.position) }) { s, v in if let p = v.point { s.position = p } }
    add(["position.x"], { .scalar($0.position.x) }) { s, v in
      if let x = v.scalar { s.position.x = x }
    }
    add(["position.y"], { .scalar($0.position.y) }) { s, v in
      if let y = v.scalar { s.position.y = y }
    }
    add(["bounds"], { .rect($0.bounds) }) { s, v in if case .rect(let b) = v { s.bounds = b } }
    add(["bounds.origin"], { .point($0.bounds.origin) }) { s, v in
      if let p = v.point { s.bounds.origin = p }
    }
    add(["bounds.size"], { .point(CGPoint(x: $0.bounds.width, y: $0.bounds.height)) }) { s, v in
      if let p = v.point { s.bounds.size = CGSize(width: p.x, height: p.y) }
    }
    add(["bounds.size.width"], { .scalar($0.bounds.width) }) { s, v in
      if let w = v.scalar { s.bounds.size.width = w }
    }
    add(["bounds.size.height"], { .scalar($0.bounds.height) }) { s, v in
      if let h = v.scalar { s.bounds.size.height = h }
    }
    add(["opacity"], { .scalar($0.opacity) }) { s, v in if let o = v.scalar { s.opacity = o } }
    addTransformKeyPaths("transform", to: &r, get: { $0.transform }) { $0.transform = $1 }
    add(["backgroundColor"], { .color($0.background) }) { s, v in
      if case .color(let c) = v { s.background = c }
    }
    add(["cornerRadius"], { .scalar($0.cornerRadius) }) { s, v in
      if let r = v.scalar { s.cornerRadius = r }
    }
    add(["borderWidth"], { .scalar($0.borderWidth) }) { s, v in
      if let w = v.scalar { s.borderWidth = w }
    }
    add(["borderColor"], { .color($0.border) }) { s, v in
      if case .color(let c) = v { s.border = c }
    }
    add(["shadowOpacity"], { .scalar($0.shadowOpacity) }) { s, v in
      if let o = v.scalar { s.shadowOpacity = o }
    }
    addLayerKeyPaths(to: &r)
    return r
  }
}

/// The 2D part of a transform split into rotation and scale, so one component can be replaced
/// (`transform.rotation.z`, `transform.scale.x`) while the others are kept.
struct Affine2D {
  var sx: CGFloat
  var sy: CGFloat
  var angle: CGFloat

  init(_ t: CATransform3D) {
    sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
    angle = atan2(t.m12, t.m11)
    sy =
      sx == 0 ? (t.m21 * t.m21 + t.m22 * t.m22).squareRoot() : (t.m11 * t.m22 - t.m12 * t.m21) / sx
  }

  func with(angle: CGFloat) -> Affine2D {
    var c = self
    c.angle = angle
    return c
  }

  func with(sx: CGFloat, sy: CGFloat) -> Affine2D {
    var c = self
    c.sx = sx
    c.sy = sy
    return c
  }

  /// `t` with its 2D rotation and scale replaced by this one's.
  func apply(to t: CATransform3D) -> CATransform3D {
    var r = t
    let c = cos(angle)
    let s = sin(angle)
    r.m11 = sx * c
    r.m12 = sx * s
    r.m21 = -sy * s
    r.m22 = sy * c
    return r
  }
}

extension AnimationValue {
  /// The value as a number, when it is one.
  var scalar: CGFloat? {
    if case .scalar(let v) = self { return v }
    return nil
  }

  /// The value as yes or no: a flag, or a number other than zero.
  var flag: Bool? {
    switch self {
    case .flag(let b): return b
    case .scalar(let v): return v != 0
    default: return nil
    }
  }

  /// The value as a color (nil inside for no color), when it is one.
  var color: RGBA?? {
    if case .color(let c) = self { return .some(c) }
    return nil
  }

  /// The value as a list, when it is one.
  var array: [AnimationValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// The value as a point (sizes travel as points), when it is one.
  var point: CGPoint? {
    if case .point(let p) = self { return p }
    return nil
  }

  /// Converts a value given to an animation (`fromValue`, `values`…) the way Core Animation
  /// reads it: numbers, points, sizes, rectangles, transforms, colors, and arrays of them.
  init?(any value: Any?) {
    guard let value else { return nil }
    if type(of: value) == Bool.self, let flag = value as? Bool {
      self = .flag(flag)
      return
    }
    switch value {
    case let v as CGFloat: self = .scalar(v)
    case let v as Double: self = .scalar(CGFloat(v))
    case let v as Float: self = .scalar(CGFloat(v))
    case let v as Int: self = .scalar(CGFloat(v))
    case let v as NSNumber: self = .scalar(CGFloat(v.doubleValue))
    case let v as CGPoint: self = .point(v)
    case let v as CGSize: self = .point(CGPoint(x: v.width, y: v.height))
    case let v as CGRect: self = .rect(v)
    case let v as CATransform3D: self = .transform(v)
    case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
    case let v as CGColor: self = .color(UIColor(cgColor: v).rgbaValue)
    case let v as UIColor: self = .color(v.rgbaValue)
    case let v as CGPath: self = .path(v.elements)
    case let v as UIBezierPath: self = .path(v.cgPath.elements)
    case let v as [Any]:
      var items: [AnimationValue] = []
      for item in v {
        guard let converted = AnimationValue(any: item) else { return nil }
        items.append(converted)
      }
      self = .array(items)
    default: return nil
    }
  }

  /// The sum of two values (`byValue`, additive and cumulative animations); transforms
  /// concatenate.
  func adding(_ other: AnimationValue) -> AnimationValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
    case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width,
          height: a.height + b.height))
    case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
    case (.color(let a?), .color(let b?)):
      return .color(RGBA(r: a.r + b.r, g: a.g + b.g, b: a.b + b.b, a: a.a + b.a))
    case (.array(let a), .array(let b)) where a.count == b.count:
      return .array(zip(a, b).map { $0.adding($1) })
    default: return other
    }
  }

  /// The value multiplied by `k` (scalars, points, rectangles, colors); used for the offset
  /// a cumulative animation gathers over its repeats.
  func scaled(by k: CGFloat) -> AnimationValue {
    switch self {
    case .scalar(let a): return .scalar(a * k)
    case .point(let p): return .point(CGPoint(x: p.x * k, y: p.y * k))
    case .rect(let r):
      return .rect(CGRect(x: r.minX * k, y: r.minY * k, width: r.width * k, height: r.height * k))
    case .color(let c?): return .color(RGBA(r: c.r * k, g: c.g * k, b: c.b * k, a: c.a * k))
    case .array(let a): return .array(a.map { $0.scaled(by: k) })
    default: return self
    }
  }

  /// `self − other`, for `byValue` with only a `toValue`.
  func subtracting(_ other: AnimationValue) -> AnimationValue {
    switch (self, other) {
    case (.transform(let a), .transform(let b)):
      return .transform(CATransform3DConcat(a, CATransform3DInvert(b)))
    default: return adding(other.scaled(by: -1))
    }
  }

  /// A distance between two values, for paced keyframe animations.
  func distance(to other: AnimationValue) -> CGFloat {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return abs(b - a)
    case (.point(let a), .point(let b)): return hypot(b.x - a.x, b.y - a.y)
    case (.rect(let a), .rect(let b)):
      return hypot(b.minX - a.minX, b.minY - a.minY) + hypot(b.width - a.width, b.height - a.height)
    default: return 1
    }
  }
}

extension CALayer {
  /// Registers `keyPath` as animatable by explicit animations on layers of a subclass that
  /// stores the property itself. `modelValue` reads the property's model value from a layer
  /// (nil when the layer is not of the subclass); the subclass draws with the presentation
  /// state's `custom` values (or `presentationValue(forKeyPath:)`). With `redrawsContent`,
  /// the layer's drawn content (`draw(in:)`) is drawn again on every frame while the key
  /// path animates; without it, the layer is composited again on every frame (content the
  /// compositor paints, such as a gradient). Registering a name again replaces the earlier
  /// registration.
  static func registerAnimatableKeyPath(
    _ keyPath: String, redrawsContent: Bool = true,
    modelValue: @escaping @MainActor (CALayer) -> AnimationValue?
  ) {
    AnimatableKeyPath.registry[keyPath] = AnimatableKeyPath(
      get: { state, layer in state.custom[keyPath] ?? modelValue(layer) },
      set: { state, value in state.custom[keyPath] = value }, redrawsContent: redrawsContent)
  }

  /// The value of a key path registered with `registerAnimatableKeyPath` as it appears now:
  /// the model value unless an explicit animation changes it.
  func presentationValue(forKeyPath keyPath: String) -> AnimationValue? {
    let state = presentationState(at: AnimationClock.now)
    return AnimatableKeyPath.registry[keyPath]?.get(state, self)
  }
}
