import Foundation

/// The phases of a drag as the scroll view's pan recognizer reports them.
enum ScrollDragPhase {
  case began, changed, ended, cancelled
}

/// What the scroll view remembers while the user drags.
struct DragState {
  /// The offset without rubber-banding at the moment the drag began.
  var startOffset: CGPoint
  /// The pan translation at that moment (the content follows the finger from there on).
  var startTranslation: CGPoint
  /// Whether the drag moves the content along each axis.
  var horizontal: Bool
  var vertical: Bool
}

extension UIScrollView {
  /// The speed of the content offset, in points per second, below which a release does not
  /// coast.
  static let minimumFlickSpeed: CGFloat = 1
  /// The speed, in points per second, above which a paging release goes on to the next page
  /// instead of the nearest one.
  static let pageFlickSpeed: CGFloat = 250

  /// Drives the scroll view from its pan gesture: `translation` is how far the finger has
  /// moved since the pan began and `velocity` its speed in points per second (both as
  /// `UIPanGestureRecognizer` reports them; the content moves the opposite way).
  func handleDrag(_ phase: ScrollDragPhase, translation: CGPoint, velocity: CGPoint) {
    switch phase {
    case .began:
      beginDrag(translation: translation)
    case .changed:
      guard drag != nil else { return }
      updateDrag(translation: translation)
    case .ended:
      guard drag != nil else { return }
      updateDrag(translation: translation)
      endDrag(velocity: velocity)
    case .cancelled:
      guard drag != nil else { return }
      endDrag(velocity: .zero)
    }
  }

  /// The finger touched the content: a running deceleration or animation stops at once.
  func beginTracking() {
    trackingFlag = true
    if motion?.purpose != .wheel { stopMotion() }
  }

  /// The finger lifted without a drag.
  func endTracking() {
    trackingFlag = false
    if drag == nil, motion == nil, !isDecelerating {
      indicators.scrollingStopped(in: self)
    }
  }

  private func beginDrag(translation: CGPoint) {
    stopMotion()
    trackingFlag = true
    draggingFlag = true
    var horizontal = canDragHorizontally
    var vertical = canDragVertically
    if isDirectionalLockEnabled && horizontal && vertical {
      if abs(translation.x) > abs(translation.y) { vertical = false } else { horizontal = false }
    }
    drag = DragState(
      startOffset: unbandedOffset(contentOffset), startTranslation: translation,
      horizontal: horizontal, vertical: vertical)
    delegate?.scrollViewWillBeginDragging(self)
    indicators.show(in: self)
  }

  private func updateDrag(translation: CGPoint) {
    guard let drag else { return }
    var raw = drag.startOffset
    if drag.horizontal { raw.x -= translation.x - drag.startTranslation.x }
    if drag.vertical { raw.y -= translation.y - drag.startTranslation.y }
    let offset = bandedOffset(raw, current: contentOffset, drag: drag)
    if offset != contentOffset {
      contentOffset = offset
      indicators.show(in: self)
    }
  }

  private func endDrag(velocity fingerVelocity: CGPoint) {
    guard let drag else { return }
    self.drag = nil
    draggingFlag = false
    trackingFlag = false
    let now = AnimationClock.now
    let offset = contentOffset
    let low = minimumContentOffset
    let high = maximumContentOffset
    let edge = clampedContentOffset(offset)
    let rate = Double(decelerationRate.rawValue)
    // The content moves against the finger.
    let velocity = CGPoint(
      x: drag.horizontal ? -fingerVelocity.x : 0, y: drag.vertical ? -fingerVelocity.y : 0)

    func proposedTarget(
      _ position: CGFloat, _ speed: CGFloat, _ lo: CGFloat, _ hi: CGFloat,
      _ page: CGFloat, _ enabled: Bool
    ) -> CGFloat {
      guard enabled else { return position }
      if position < lo || position > hi { return min(max(position, lo), hi) }
      if isPagingEnabled { return pageTarget(position, speed: speed, page: page, lo: lo, hi: hi) }
      guard abs(speed) >= Self.minimumFlickSpeed, rate > 0, rate < 1 else { return position }
      let distance = Deceleration(initialVelocity: Double(speed), rate: rate).totalDistance
      return min(max(position + CGFloat(distance), lo), hi)
    }
    let proposed = CGPoint(
      x: proposedTarget(offset.x, velocity.x, low.x, high.x, bounds.width, drag.horizontal),
      y: proposedTarget(offset.y, velocity.y, low.y, high.y, bounds.height, drag.vertical))
    let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
    var target = targetContentOffsetAtEndOfDrag(proposed: proposed, velocity: perMillisecond)
    if target != proposed {
      // An answer outside the content is brought back inside it; a non-finite one is ignored.
      target = target.x.isFinite && target.y.isFinite ? clampedContentOffset(target) : proposed
    }
    if let delegate {
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate.scrollViewWillEndDragging(
          self, withVelocity: perMillisecond, targetContentOffset: pointer)
      }
    }

    func axisMotion(
      _ position: CGFloat, _ speed: CGFloat, _ edgePosition: CGFloat, _ lo: CGFloat,
      _ hi: CGFloat, proposed: CGFloat, target: CGFloat, enabled: Bool
    ) -> ScrollAxisMotion? {
      let p = Double(position)
      if target != proposed {
        // The delegate chose where to stop: glide there exactly.
        guard target.isFinite, target != position else { return nil }
        return ScrollAxisMotion(
          kind: .approach(
            start: p, target: Double(target),
            rate: matchedRate(distance: Double(target) - p, speed: Double(speed), in: 0.99...0.999)),
          beginTime: now)
      }
      guard enabled else { return nil }
      if position != edgePosition {
        return ScrollAxisMotion(
          kind: .spring(
            edge: Double(edgePosition), spring: SpringBack(displacement: p - Double(edgePosition))),
          beginTime: now)
      }
      if isPagingEnabled {
        guard target != position else { return nil }
        return ScrollAxisMotion(
          kind: .approach(
            start: p, target: Double(target),
            rate: matchedRate(distance: Double(target) - p, speed: Double(speed), in: 0.99...0.995)),
          beginTime: now)
      }
      guard abs(speed) >= Self.minimumFlickSpeed, rate > 0, rate < 1 else { return nil }
      return .decay(
        from: p, velocity: Double(speed), rate: rate, lower: Double(lo), upper: Double(hi),
        bounces: bounces, at: now)
    }
    let next = ScrollMotion(
      purpose: .deceleration,
      x: axisMotion(
        offset.x, velocity.x, edge.x, low.x, high.x, proposed: proposed.x, target: target.x,
        enabled: drag.horizontal),
      y: axisMotion(
        offset.y, velocity.y, edge.y, low.y, high.y, proposed: proposed.y, target: target.y,
        enabled: drag.vertical))
    let willDecelerate = next.x != nil || next.y != nil
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    if willDecelerate {
      deceleratingFlag = true
      delegate?.scrollViewWillBeginDecelerating(self)
      // The delegate may have moved the content meanwhile; the motion starts from where the
      // finger left it, as computed above.
      startMotion(next)
    } else {
      indicators.scrollingStopped(in: self)
    }
  }

  /// The page offset a paging drag released at `position` with `speed` (points per second,
  /// content direction) goes to: the next page in the direction of a flick, else the nearest.
  private func pageTarget(
    _ position: CGFloat, speed: CGFloat, page: CGFloat, lo: CGFloat, hi: CGFloat
  ) -> CGFloat {
    guard page > 0 else { return position }
    let index = position / page
    let chosen: CGFloat
    if speed > Self.pageFlickSpeed {
      chosen = index.rounded(.down) + 1
    } else if speed < -Self.pageFlickSpeed {
      chosen = index.rounded(.up) - 1
    } else {
      chosen = index.rounded()
    }
    return min(max(chosen * page, lo), hi)
  }

  /// The per-millisecond rate of a glide over `distance` that starts at `speed`, limited to
  /// `range` (a glide against the release velocity uses the range's lower end).
  private func matchedRate(distance: Double, speed: Double, in range: ClosedRange<Double>)
    -> Double
  {
    guard distance != 0, speed != 0, (distance > 0) == (speed > 0) else {
      return range.lowerBound
    }
    // A glide with rate r starting at speed v covers v/1000 · r/(1 − r).
    let k = 1000 * distance / speed
    return min(max(k / (1 + k), range.lowerBound), range.upperBound)
  }

  // MARK: Rubber band

  /// The offset a drag shows for the unbanded offset `raw`: within the content bounds it is
  /// `raw`; beyond them it is rubber-banded (or stopped at the edge when `bounces` is false).
  /// Axes the drag does not move keep `current`.
  private func bandedOffset(_ raw: CGPoint, current: CGPoint, drag: DragState) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(
      x: drag.horizontal ? band(raw.x, low.x, high.x, bounds.width) : current.x,
      y: drag.vertical ? band(raw.y, low.y, high.y, bounds.height) : current.y)
  }

  private func band(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ dimension: CGFloat)
    -> CGFloat
  {
    if raw < lo {
      return bounces ? lo + rubberBandOffset(overscroll: raw - lo, dimension: dimension) : lo
    }
    if raw > hi {
      return bounces ? hi + rubberBandOffset(overscroll: raw - hi, dimension: dimension) : hi
    }
    return raw
  }

  /// The unbanded offset that a drag would show as `offset` (the inverse of the rubber band),
  /// so a drag that catches stretched content continues smoothly.
  func unbandedOffset(_ offset: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    func unband(_ y: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ dimension: CGFloat) -> CGFloat {
      if y < lo {
        let x = rubberBandOverscroll(forOffset: y - lo, dimension: dimension)
        return x.isFinite ? lo + x : lo
      }
      if y > hi {
        let x = rubberBandOverscroll(forOffset: y - hi, dimension: dimension)
        return x.isFinite ? hi + x : hi
      }
      return y
    }
    return CGPoint(
      x: unband(offset.x, low.x, high.x, bounds.width),
      y: unband(offset.y, low.y, high.y, bounds.height))
  }
}
