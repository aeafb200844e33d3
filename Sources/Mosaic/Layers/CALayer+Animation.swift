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
  /// Animated values of key paths layer subclasses registered, by key path.
  var custom: [String: AnimationValue] = [:]
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
      shadowOpacity: CGFloat(_shadowOpacity), maskedCorners: _maskedCorners)
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
      default: break
      }
    }
    if !explicitAnimations.isEmpty { applyExplicitAnimations(to: &state, at: time) }
    return state
  }
}
