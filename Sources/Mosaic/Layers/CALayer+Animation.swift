import Foundation

/// The values of a layer as they appear on screen at one instant.
struct LayerPresentationState {
  var bounds: CGRect
  var position: CGPoint
  var transform: CATransform3D
  var opacity: CGFloat
  var background: RGBA?
  var cornerRadius: CGFloat
  var borderWidth: CGFloat
  var border: RGBA?
  var shadowOpacity: CGFloat
  /// The corners `cornerRadius` rounds.
  var maskedCorners: CACornerMask = .allCorners
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var zPosition: CGFloat = 0
  var isHidden = false
  var masksToBounds = false
  var isDoubleSided = true
  var shadowColor: CGColor?
  var shadowRadius: CGFloat = 3
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowPath: CGPath?
  var sublayerTransform = CATransform3DIdentity
  var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Animated values of key paths layer subclasses registered, by key path.
  var custom: [String: AnimationValue] = [:]

  /// Whether a shadow is drawn.
  var hasShadow: Bool { shadowOpacity > 0.001 && shadowColor != nil }

  /// How far the shadow reaches past its shape (twice the blur radius, and a pixel).
  var shadowReach: CGFloat { max(0, shadowRadius.isFinite ? shadowRadius : 0) * 2 + 1 }

  /// The area the shadow covers, in the layer's coordinates (none when its offset is not
  /// finite, as it is then not drawn).
  var shadowExtent: CGRect {
    guard shadowOffset.width.isFinite, shadowOffset.height.isFinite else { return .null }
    let r = shadowReach
    return (shadowPath?.boundingBox ?? bounds).offsetBy(
      dx: shadowOffset.width, dy: shadowOffset.height
    ).insetBy(dx: -r, dy: -r)
  }

  /// `sublayerTransform` applied about the anchor point, or nil when it is the identity (or
  /// has entries that are not finite, which are left out).
  var sublayerTransformAboutAnchor: CATransform3D? {
    if CATransform3DIsIdentity(sublayerTransform) { return nil }
    let t = sublayerTransform
    let entries = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41,
      t.m42, t.m43, t.m44,
    ]
    guard entries.allSatisfy(\.isFinite) else { return nil }
    let ax = bounds.minX + anchorPoint.x * bounds.width
    let ay = bounds.minY + anchorPoint.y * bounds.height
    return CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, 0), sublayerTransform),
      CATransform3DMakeTranslation(ax, ay, 0))
  }

  /// The placement in the superlayer (see `CALayer.placement`).
  func placement(parentSublayer: CATransform3D?) -> CATransform3D {
    CALayer.placement(
      bounds: bounds, anchorPoint: anchorPoint, position: position, zPosition: zPosition,
      transform: transform, parentSublayer: parentSublayer)
  }
}

extension CALayer {
  /// Whether any animation is attached that changes as time passes (a paused property
  /// animator's animations stand still and ask for no frames).
  var hasRunningAnimations: Bool {
    animations.values.contains { $0.advancesWithTime } || hasActiveExplicitAnimations
  }

  /// Whether an animation of the layer belongs to a driver whose views ignore touches now (a
  /// property animator with user interaction disabled).
  var ignoresTouchesWhileAnimating: Bool {
    !animations.isEmpty && animations.values.contains { $0.driver?.ignoresTouches == true }
  }

  /// The names of the properties being animated, as Core Animation's `animationKeys()`.
  public func animationKeys() -> [String]? {
    let keys = animations.keys.map { "\($0)" }.sorted() + explicitAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes every running animation; the layer shows its model values at once.
  public func removeAllAnimations() {
    for key in Array(animations.keys) { removeAnimation(key, finished: false) }
    removeAllExplicitAnimations()
  }

  func currentValue(_ property: AnimatableProperty, at time: TimeInterval) -> AnimationValue? {
    animations[property]?.value(at: time)
  }

  func addAnimation(
    _ property: AnimatableProperty, to new: AnimationValue, modelFrom old: AnimationValue,
    context: AnimationContext
  ) {
    let now = AnimationClock.now
    // Start from what is on screen now, so a new animation of a property continues from the
    // running one's current value.
    let from = currentValue(property, at: now) ?? old
    if let running = animations[property] {
      animations[property] = nil
      running.group?.release(finished: false)
    }
    guard context.duration > 0 || context.delay > 0 || context.driver != nil else { return }
    let animation = PropertyAnimation(
      from: from, to: new, beginTime: now + context.delay, duration: context.duration,
      curve: context.curve, group: context.group, repeats: context.repeats,
      autoreverses: context.autoreverses)
    if let driver = context.driver {
      animation.driver = driver
      animation.driven.windowStart = context.driverWindowStart
      driver.adopt(animation, on: self, for: property)
    }
    animations[property] = animation
    AnimationEngine.shared.register(self)
  }

  func removeAnimation(_ property: AnimatableProperty, finished: Bool) {
    guard let animation = animations.removeValue(forKey: property) else { return }
    setNeedsComposite()
    animation.group?.release(finished: finished)
  }

  func removeFinishedAnimations(at time: TimeInterval) {
    for (key, animation) in animations where animation.isFinished(at: time) {
      removeAnimation(key, finished: true)
    }
    if animations.values.contains(where: { $0.advancesWithTime }) { setNeedsComposite() }
    advanceExplicitAnimations(at: time)
  }

  /// The values to draw at `time`: model values overridden by running animations.
  func presentationState(at time: TimeInterval) -> LayerPresentationState {
    var state = LayerPresentationState(
      bounds: _bounds, position: _position, transform: _transform, opacity: CGFloat(_opacity),
      background: _backgroundFill?.rgbaValue, cornerRadius: _cornerRadius,
      borderWidth: _borderWidth, border: _borderColor?.rgbaValue,
      shadowOpacity: CGFloat(_shadowOpacity), maskedCorners: _maskedCorners,
      anchorPoint: anchorPoint, zPosition: zPosition, isHidden: isHidden,
      masksToBounds: masksToBounds, isDoubleSided: isDoubleSided, shadowColor: shadowColor,
      shadowRadius: shadowRadius, shadowOffset: shadowOffset, shadowPath: shadowPath,
      sublayerTransform: _sublayerTransform, contentsRect: contentsRect)
    if animations.isEmpty && explicitAnimations.isEmpty { return state }
    for (key, animation) in animations {
      let value = animation.value(at: time)
      switch (key, value) {
      case (.bounds, .rect(let r)): state.bounds = r
      case (.position, .point(let p)): state.position = p
      case (.transform, .transform(let t)): state.transform = t
      case (.opacity, .scalar(let v)): state.opacity = v
      case (.backgroundColor, .color(let c)): state.background = c
      case (.cornerRadius, .scalar(let v)): state.cornerRadius = v
      case (.borderWidth, .scalar(let v)): state.borderWidth = v
      case (.borderColor, .color(let c)): state.border = c
      case (.shadowOpacity, .scalar(let v)): state.shadowOpacity = v
      // A subclass's own properties (a shape's stroke, a gradient's points).
      case (.strokeStart, _), (.strokeEnd, _), (.lineWidth, _), (.lineDashPhase, _),
        (.fillColor, _), (.strokeColor, _), (.startPoint, _), (.endPoint, _):
        state.custom["\(key)"] = value
      default: break
      }
    }
    if !explicitAnimations.isEmpty { applyExplicitAnimations(to: &state, at: time) }
    return state
  }
}
