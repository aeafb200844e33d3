import Foundation

/// How a property animator moves its animations: the blocks it runs, the stretches of its
/// time line, the frame callback that ends them, and the model values it commits.
extension UIViewPropertyAnimator: AnimationDriver {
  // MARK: AnimationDriver

  func progress(of animation: PropertyAnimation, at time: TimeInterval) -> Double {
    timeline.progress(of: animation.driven, at: time)
  }

  var advancesWithTime: Bool { state == .active && timeline.isRunning }

  var ignoresTouches: Bool { state == .active && !isUserInteractionEnabled }

  func adopt(_ animation: PropertyAnimation, on layer: CALayer, for property: AnimatableProperty) {
    entries.append(
      Entry(layer: Unretained(wrappedValue: layer), property: property, animation: animation))
  }

  // MARK: Blocks

  /// Becomes active, paused at the start, running the blocks that waited.
  func activate() {
    state = .active
    timeline = AnimatorTimeline()
    let blocks = pendingAnimations
    pendingAnimations.removeAll()
    for (block, factor) in blocks { runBlock(block, windowStart: factor) }
  }

  /// Runs `block` so that the animations it creates follow this animator, moving from
  /// `windowStart` on its time line.
  func runBlock(_ block: () -> Void, windowStart: Double) {
    let context = AnimationContext(
      duration: duration, delay: 0, curve: .timing(.linear), group: nil, driver: self,
      driverWindowStart: min(max(windowStart, 0), 1))
    UIView.runAnimations(in: context, block)
  }

  // MARK: Stretches

  /// Begins a stretch from where the animations stand towards the end (the start when
  /// reversed), at `startTime`, paced by `timing`, lasting `duration` seconds or, when nil,
  /// the share of the animator's duration that remains.
  func run(
    timing: UITimingCurveProvider, duration runDuration: TimeInterval?, at startTime: TimeInterval
  ) {
    let from = timeline.pausedFraction
    let to: Double = isReversed ? 0 : 1
    var seconds = runDuration ?? abs(to - from) * duration
    let curve: AnimationCurve
    if let spring = timing.springTimingParameters {
      let springCurve = spring.springCurve(over: seconds)
      if spring.setsItsOwnDuration { seconds = springCurve.duration }
      curve = .spring(springCurve)
    } else if let cubic = timing.cubicTimingParameters {
      curve = .timing(cubic.timingCurve)
    } else {
      curve = .timing(.easeInOut)
    }
    timeline.stretch = AnimatorTimeline.Stretch(
      startTime: startTime, duration: seconds, startFraction: from, endFraction: to, curve: curve)
    for entry in entries {
      if let layer = entry.layer { AnimationEngine.shared.register(layer) }
    }
    AnimationEngine.shared.addFrameCallback(for: self) { now in self.step(at: now) }
  }

  /// Ends the running stretch at `time`: every animation's anchor becomes the progress it
  /// shows, and the time line stands at the fraction reached.
  func freeze(at time: TimeInterval) {
    guard timeline.isRunning else { return }
    for entry in entries {
      entry.animation.driven.anchorProgress = timeline.progress(
        of: entry.animation.driven, at: time)
    }
    timeline.pausedFraction = timeline.fraction(at: time)
    endStretch()
    for entry in entries { entry.layer?.setNeedsComposite() }
  }

  /// Stops running without touching the animations.
  func endStretch() {
    timeline.stretch = nil
    AnimationEngine.shared.removeFrameCallback(for: self)
  }

  /// Sets a paused time line to `fraction`: each animation shows its share of its window,
  /// linearly or along the creation timing's curve (`scrubsLinearly`).
  func scrub(to fraction: Double) {
    timeline.pausedFraction = fraction
    let curve: AnimationCurve
    if let spring = timingParameters?.springTimingParameters {
      curve = .spring(spring.springCurve(over: duration))
    } else {
      curve = .timing(timingParameters?.cubicTimingParameters?.timingCurve ?? .easeInOut)
    }
    for entry in entries {
      entry.animation.driven.anchorProgress = AnimatorTimeline.scrubbedProgress(
        windowStart: entry.animation.driven.windowStart, fraction: fraction,
        linearly: scrubsLinearly, curve: curve)
      entry.layer?.setNeedsComposite()
    }
  }

  /// The frame callback: at the end of a stretch the animator pauses there
  /// (`pausesOnCompletion`) or finishes at the end it reached.
  func step(at time: TimeInterval) {
    guard let stretch = timeline.stretch, timeline.hasReachedEnd(at: time) else { return }
    if pausesOnCompletion {
      freeze(at: time)
      return
    }
    endStretch()
    finish(at: stretch.endFraction == 0 ? .start : .end)
  }

  // MARK: Finishing

  /// Removes the animations still on their layers, leaves the model values at `position`,
  /// becomes inactive and runs the completions with `position`.
  func finish(at position: UIViewAnimatingPosition) {
    // After a stop the animations are gone and the model holds the stopped values; else an
    // animation a later one replaced is left to that one.
    let wasStopped = state == .stopped
    for entry in entries {
      guard let layer = entry.layer else { continue }
      let current = layer.animations[entry.property] === entry.animation
      guard current || wasStopped else { continue }
      if current { layer.removeAnimation(entry.property, finished: true) }
      switch position {
      case .end:
        if wasStopped { Self.commit(entry.animation.to, for: entry.property, on: layer) }
      case .start:
        Self.commit(entry.animation.from, for: entry.property, on: layer)
      case .current:
        break
      }
    }
    becomeInactive()
    let due = completions
    completions.removeAll()
    for completion in due { completion(position) }
  }

  /// Forgets the animations and returns to the start of an inactive animator.
  func becomeInactive() {
    endStretch()
    entries.removeAll()
    timeline = AnimatorTimeline()
    state = .inactive
  }

  /// Makes `value` the model value of `property` on `layer`, without animating; through the
  /// layer's view for geometry, so that layout follows.
  static func commit(_ value: AnimationValue, for property: AnimatableProperty, on layer: CALayer) {
    func color(_ c: RGBA?) -> UIColor? {
      c.map { UIColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a) }
    }
    UIView.performWithoutAnimation {
      let view = layer.owner as? UIView
      switch (property, value) {
      case (.bounds, .rect(let r)):
        if let view { view.bounds = r } else { layer.bounds = r }
      case (.position, .point(let p)):
        if let view { view.center = p } else { layer.position = p }
      case (.transform, .transform(let t)): layer.transform = t
      case (.opacity, .scalar(let v)): layer.opacity = Float(v)
      case (.backgroundColor, .color(let c)): layer.backgroundFill = color(c)
      case (.cornerRadius, .scalar(let v)): layer.cornerRadius = v
      case (.borderWidth, .scalar(let v)): layer.borderWidth = v
      case (.borderColor, .color(let c)): layer.borderColor = color(c)?.cgColor
      case (.shadowOpacity, .scalar(let v)): layer.shadowOpacity = Float(v)
      case (.strokeStart, .scalar(let v)): (layer as? CAShapeLayer)?.strokeStart = v
      case (.strokeEnd, .scalar(let v)): (layer as? CAShapeLayer)?.strokeEnd = v
      case (.lineWidth, .scalar(let v)): (layer as? CAShapeLayer)?.lineWidth = v
      case (.lineDashPhase, .scalar(let v)): (layer as? CAShapeLayer)?.lineDashPhase = v
      case (.fillColor, .color(let c)): (layer as? CAShapeLayer)?.fillColor = color(c)?.cgColor
      case (.strokeColor, .color(let c)):
        (layer as? CAShapeLayer)?.strokeColor = color(c)?.cgColor
      case (.startPoint, .point(let p)): (layer as? CAGradientLayer)?.startPoint = p
      case (.endPoint, .point(let p)): (layer as? CAGradientLayer)?.endPoint = p
      default: break
      }
    }
  }
}
