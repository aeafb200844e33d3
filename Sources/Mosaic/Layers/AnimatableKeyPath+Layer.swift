import Foundation

// The key paths of CALayer's appearance beyond geometry and colors: anchor point, z position,
// the shadow, contents rectangle, sublayer transform and the yes-or-no properties (which
// change at the end of their animation).

extension AnimatableKeyPath {
  /// Registers a key path read from and written to the presentation state.
  private static func add(
    _ name: String, to r: inout [String: AnimatableKeyPath],
    _ get: @escaping @MainActor (LayerPresentationState) -> AnimationValue,
    _ set: @escaping @MainActor (inout LayerPresentationState, AnimationValue) -> Void
  ) {
    r[name] = AnimatableKeyPath(get: { s, _ in get(s) }, set: set, redrawsContent: false)
  }

  /// Registers `name` and its field key paths (`.rotation`, `.rotation.x`, `.rotation.y`,
  /// `.rotation.z`, `.scale`, `.scale.x`, `.scale.y`, `.translation`, `.translation.x`,
  /// `.translation.y`, `.translation.z`) for a transform of the presentation state.
  ///
  /// A rotation about x or y (a card flipping) is applied before the rest of the transform, so
  /// a perspective (`m34`) set on the layer stays; it replaces the rotation about that axis the
  /// transform has, read exactly when the transform turns about that axis alone.
  static func addTransformKeyPaths(
    _ name: String, to r: inout [String: AnimatableKeyPath],
    get: @escaping @MainActor (LayerPresentationState) -> CATransform3D,
    set: @escaping @MainActor (inout LayerPresentationState, CATransform3D) -> Void
  ) {
    func field(
      _ suffix: String, _ read: @escaping @MainActor (CATransform3D) -> AnimationValue,
      _ write: @escaping @MainActor (inout CATransform3D, AnimationValue) -> Void
    ) {
      add(suffix.isEmpty ? name : "\(name).\(suffix)", to: &r, { read(get($0)) }) { s, v in
        var t = get(s)
        write(&t, v)
        set(&s, t)
      }
    }
    field("", { .transform($0) }) { t, v in if case .transform(let m) = v { t = m } }
    for suffix in ["rotation", "rotation.z"] {
      field(suffix, { .scalar(Affine2D($0).angle) }) { t, v in
        if let a = v.scalar { t = Affine2D(t).with(angle: a).apply(to: t) }
      }
    }
    field("rotation.x", { .scalar(atan2($0.m23, $0.m22)) }) { t, v in
      if let a = v.scalar { t = CATransform3DRotate(t, a - atan2(t.m23, t.m22), 1, 0, 0) }
    }
    field("rotation.y", { .scalar(atan2(-$0.m13, $0.m11)) }) { t, v in
      if let a = v.scalar { t = CATransform3DRotate(t, a - atan2(-t.m13, t.m11), 0, 1, 0) }
    }
    field("scale", { .scalar(Affine2D($0).sx) }) { t, v in
      if let k = v.scalar { t = Affine2D(t).with(sx: k, sy: k).apply(to: t) }
    }
    field("scale.x", { .scalar(Affine2D($0).sx) }) { t, v in
      if let k = v.scalar {
        let a = Affine2D(t)
        t = a.with(sx: k, sy: a.sy).apply(to: t)
      }
    }
    field("scale.y", { .scalar(Affine2D($0).sy) }) { t, v in
      if let k = v.scalar {
        let a = Affine2D(t)
        t = a.with(sx: a.sx, sy: k).apply(to: t)
      }
    }
    field("translation", { .point(CGPoint(x: $0.m41, y: $0.m42)) }) { t, v in
      if let p = v.point {
        t.m41 = p.x
        t.m42 = p.y
      }
    }
    field("translation.x", { .scalar($0.m41) }) { t, v in if let x = v.scalar { t.m41 = x } }
    field("translation.y", { .scalar($0.m42) }) { t, v in if let y = v.scalar { t.m42 = y } }
    field("translation.z", { .scalar($0.m43) }) { t, v in if let z = v.scalar { t.m43 = z } }
  }

  /// Registers CALayer's remaining animatable properties (Core Animation's documentation
  /// marks each "Animatable").
  static func addLayerKeyPaths(to r: inout [String: AnimatableKeyPath]) {
    add("anchorPoint", to: &r, { .point($0.anchorPoint) }) { s, v in
      if let p = v.point { s.anchorPoint = p }
    }
    add("anchorPoint.x", to: &r, { .scalar($0.anchorPoint.x) }) { s, v in
      if let x = v.scalar { s.anchorPoint.x = x }
    }
    add("anchorPoint.y", to: &r, { .scalar($0.anchorPoint.y) }) { s, v in
      if let y = v.scalar { s.anchorPoint.y = y }
    }
    add("zPosition", to: &r, { .scalar($0.zPosition) }) { s, v in
      if let z = v.scalar { s.zPosition = z }
    }
    add("bounds.origin.x", to: &r, { .scalar($0.bounds.minX) }) { s, v in
      if let x = v.scalar { s.bounds.origin.x = x }
    }
    add("bounds.origin.y", to: &r, { .scalar($0.bounds.minY) }) { s, v in
      if let y = v.scalar { s.bounds.origin.y = y }
    }
    add("shadowRadius", to: &r, { .scalar($0.shadowRadius) }) { s, v in
      if let radius = v.scalar { s.shadowRadius = radius }
    }
    add(
      "shadowOffset", to: &r,
      { .point(CGPoint(x: $0.shadowOffset.width, y: $0.shadowOffset.height)) }
    ) {
      s, v in
      if let p = v.point { s.shadowOffset = CGSize(width: p.x, height: p.y) }
    }
    add("shadowOffset.width", to: &r, { .scalar($0.shadowOffset.width) }) { s, v in
      if let w = v.scalar { s.shadowOffset.width = w }
    }
    add("shadowOffset.height", to: &r, { .scalar($0.shadowOffset.height) }) { s, v in
      if let h = v.scalar { s.shadowOffset.height = h }
    }
    add("shadowColor", to: &r, { .color($0.shadowColor.map { UIColor(cgColor: $0).rgbaValue }) }) {
      s, v in
      if case .color(let c) = v {
        s.shadowColor = c.map { CGColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a) }
      }
    }
    add("shadowPath", to: &r, { .path($0.shadowPath?.elements ?? []) }) { s, v in
      if case .path(let elements) = v {
        s.shadowPath = elements.isEmpty ? nil : CGPath(elements: elements)
      }
    }
    add("contentsRect", to: &r, { .rect($0.contentsRect) }) { s, v in
      if case .rect(let rect) = v { s.contentsRect = rect }
    }
    add("hidden", to: &r, { .flag($0.isHidden) }) { s, v in
      if let b = v.flag { s.isHidden = b }
    }
    add("masksToBounds", to: &r, { .flag($0.masksToBounds) }) { s, v in
      if let b = v.flag { s.masksToBounds = b }
    }
    add("doubleSided", to: &r, { .flag($0.isDoubleSided) }) { s, v in
      if let b = v.flag { s.isDoubleSided = b }
    }
    addTransformKeyPaths("sublayerTransform", to: &r, get: { $0.sublayerTransform }) {
      $0.sublayerTransform = $1
    }
  }
}
