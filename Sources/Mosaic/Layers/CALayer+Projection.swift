import Foundation

extension CALayer {
  /// `sublayerTransform` applied about the anchor point, in the layer's coordinates.
  var sublayerTransformAboutAnchor: CATransform3D {
    let ax = _bounds.minX + anchorPoint.x * _bounds.width
    let ay = _bounds.minY + anchorPoint.y * _bounds.height
    return CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, 0), _sublayerTransform),
      CATransform3DMakeTranslation(ax, ay, 0))
  }

  /// The 4×4 matrix taking a point of a layer to its superlayer's coordinates, as Core
  /// Animation composes it: move the anchor point to the origin, apply `transform`, move to
  /// `(position, zPosition)`, then the superlayer's `sublayerTransform` (about its anchor).
  nonisolated static func placement(
    bounds: CGRect, anchorPoint: CGPoint, position: CGPoint, zPosition: CGFloat,
    transform: CATransform3D, parentSublayer: CATransform3D?
  ) -> CATransform3D {
    let ax = bounds.minX + anchorPoint.x * bounds.width
    let ay = bounds.minY + anchorPoint.y * bounds.height
    var m = CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, 0), transform)
    m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    if let parentSublayer { m = CATransform3DConcat(m, parentSublayer) }
    return m
  }

  /// Whether `transform` leaves the plane z = 0 with a non-trivial homogeneous coordinate
  /// (m14, m24 non-zero or m44 not 1): the layer needs a projective placement.
  static func hasPerspective(_ t: CATransform3D) -> Bool {
    t.m14 != 0 || t.m24 != 0 || t.m44 != 1
  }

  /// Whether the layer's placement in its superlayer may be projective: its transform has
  /// perspective or its superlayer has a `sublayerTransform`.
  var hasProjectivePlacement: Bool {
    Self.hasPerspective(_transform) || superlayer?.hasSublayerTransform == true
  }

  /// Whether this layer or one of its ancestors has a projective placement.
  var hasProjectiveChain: Bool {
    var layer: CALayer? = self
    while let l = layer, l.superlayer != nil {
      if l.hasProjectivePlacement { return true }
      layer = l.superlayer
    }
    return false
  }

  /// What the layer's placement (model values) does to its plane: its coordinates to the
  /// superlayer's.
  var homographyToSuperlayer: Homography {
    let parent = superlayer.flatMap { $0.hasSublayerTransform ? $0 : nil }
    return Homography(
      planeOf: Self.placement(
        bounds: _bounds, anchorPoint: anchorPoint, position: _position, zPosition: zPosition,
        transform: _transform, parentSublayer: parent?.sublayerTransformAboutAnchor))
  }

  /// The homography from this layer's coordinates to its tree's root.
  var homographyToRoot: Homography {
    var h = Homography.identity
    var layer: CALayer? = self
    while let l = layer, l.superlayer != nil {
      h = h.concatenating(l.homographyToSuperlayer)
      layer = l.superlayer
    }
    return h
  }

  /// The homography from `source`'s coordinates to `target`'s (nil: the root's), or nil
  /// when it is singular.
  static func homography(from source: CALayer?, to target: CALayer?) -> Homography? {
    let up = source?.homographyToRoot ?? .identity
    guard let target else { return up }
    guard let down = target.homographyToRoot.inverted() else { return nil }
    return up.concatenating(down)
  }

  static func projectiveConvert(_ p: CGPoint, from source: CALayer?, to target: CALayer?)
    -> CGPoint
  {
    guard let h = homography(from: source, to: target), let q = h.project(p) else {
      return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }
    return q
  }

  static func projectiveConvert(_ r: CGRect, from source: CALayer?, to target: CALayer?)
    -> CGRect
  {
    guard !r.isNull, let h = homography(from: source, to: target) else { return .null }
    var box = CGRect.null
    for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
      guard let q = h.project(Double(x), Double(y)) else { return .null }
      box = box.union(CGRect(x: q.x, y: q.y, width: 0, height: 0))
    }
    return box
  }
}
