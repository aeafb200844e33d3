import Foundation

/// Routes touches: each new touch is hit-tested; the gesture recognizers of the touched view
/// and of its ancestors (nearest first) see every phase of it before the view does; the view's
/// messages are delayed, cancelled or forwarded as the recognizers' `delaysTouchesBegan`,
/// `delaysTouchesEnded` and `cancelsTouchesInView` say. The arbitration between recognizers
/// (state changes, exclusion, failure requirements, resets) is in
/// `TouchRouter+Arbitration.swift`.
@MainActor
final class TouchRouter {
  static let shared = TouchRouter()

  /// The touches down, by host id.
  var active: [Int: UITouch] = [:]
  /// The recognizers taking part in the current gesture, in the order they joined.
  var participants: [UIGestureRecognizer] = []
  /// Touches whose view has not been told the end of the touch yet (down, or lifted but held).
  var liveTouches: [UITouch] = []
  /// Nesting depth of deliveries and transitions; resets wait until it is back to 0.
  var depth = 0

  /// The last completed tap, for `UITouch.tapCount`.
  var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

  /// Takes a change of touch `id` from the host: a new touch is hit-tested in `window` and
  /// given the gesture recognizers of its view and ancestors; a known one moves to
  /// `location` and `phase`. Returns the event to send (`UIApplication.sendEvent(_:)`), or
  /// nil for a touch the router does not know. Nothing is delivered until the event is
  /// dispatched (`dispatch(_:)`), as UIKit has found the touch's view before it sends the
  /// event.
  func prepare(
    window: UIWindow, id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval
  ) -> UIEvent? {
    if phase == .began {
      if let stale = active[id] {
        // A touch that never ended (the window lost it): cancel it first, as part of the
        // new touch's delivery (recognizers it finished are reset only once that is over).
        depth += 1
        let cancel = prepareUpdate(
          stale, phase: .cancelled, location: stale.locationInWindow, timestamp: timestamp)
        UIApplication.shared.sendEvent(cancel)
        depth -= 1
      }
      return prepareBegin(window: window, id: id, location: location, timestamp: timestamp)
    }
    guard let touch = active[id] else { return nil }
    return prepareUpdate(touch, phase: phase, location: location, timestamp: timestamp)
  }

  /// Delivers a touch event to the recognizers and views of its changed touch: the work of
  /// `UIWindow.sendEvent(_:)` for touches.
  func dispatch(_ event: UIEvent) {
    guard let touch = event.changedTouch else { return }
    event.changedTouch = nil
    depth += 1
    defer {
      depth -= 1
      settle()
    }
    if touch.phase == .began {
      deliverBegin(touch, event: event)
    } else {
      deliverUpdate(touch, event: event)
    }
  }

  /// Cancels every touch still down, delivering the cancellation directly.
  func cancelAll() {
    for (id, touch) in active {
      guard let window = touch.window,
        let event = prepare(
          window: window, id: id, phase: .cancelled, location: .zero, timestamp: 0)
      else { continue }
      dispatch(event)
    }
  }

  private func prepareBegin(
    window: UIWindow, id: Int, location: CGPoint, timestamp: TimeInterval
  ) -> UIEvent {
    let event = makeEvent(timestamp: timestamp)
    let touch = UITouch()
    touch.window = window
    touch.locationInWindow = location
    touch.previousLocationInWindow = location
    touch.startLocationInWindow = location
    touch.phase = .began
    touch.timestamp = timestamp
    if let last = lastTap, timestamp - last.time <= UITapGestureRecognizer.maximumTapInterval,
      hypot(location.x - last.location.x, location.y - last.location.y)
        <= UITapGestureRecognizer.maximumTapDistance
    {
      touch.tapCount = last.count + 1
    }
    event.touchSet = eventTouches(with: touch)
    let view = window.hitTest(location, with: event)
    touch.view = view
    if let view, !view.isMultipleTouchEnabled,
      active.values.contains(where: { $0.view === view && $0.viewDelivery != .finished })
    {
      // A view that takes one touch at a time never hears of the others (its recognizers do).
      touch.viewDelivery = .finished
    }
    active[id] = touch

    // Collect the recognizers of the view and its ancestors, nearest first.
    var recognizers: [UIGestureRecognizer] = []
    var current = view
    while let v = current {
      for r in v.gestureRecognizerStorage where accepts(r, touch) {
        recognizers.append(r)
      }
      current = v.superview
    }
    touch.gestureRecognizers = recognizers
    for r in recognizers {
      r.trackedTouches.append(touch)
      r.receivedTouches.append(touch)
      if !participants.contains(where: { $0 === r }) { participants.append(r) }
    }
    event.changedTouch = touch
    return event
  }

  private func deliverBegin(_ touch: UITouch, event: UIEvent) {
    liveTouches.append(touch)
    sendToRecognizers(touch, event: event)
    guard touch.viewDelivery == .waiting else {
      liveTouches.removeAll { $0.viewDelivery == .finished }
      return
    }
    if !isDelayingBegan(touch) { sendBeganToView(touch, event: event) }
  }

  /// Whether a recognizer takes a new touch: enabled, attached, not finished with this gesture
  /// and not waiting on another recognizer, and its delegate agrees.
  private func accepts(_ r: UIGestureRecognizer, _ touch: UITouch) -> Bool {
    guard r.isEnabled, r.view != nil, r.heldState == nil else { return false }
    switch r.storedState {
    case .possible, .began, .changed: break
    default: return false
    }
    return r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true
  }

  private func prepareUpdate(
    _ touch: UITouch, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval
  ) -> UIEvent {
    let event = makeEvent(timestamp: timestamp)
    event.touchSet = eventTouches(with: touch)
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = location
    touch.phase = phase
    touch.timestamp = timestamp
    let lifted = phase == .ended || phase == .cancelled
    if lifted {
      active = active.filter { $0.value !== touch }
      // Only a touch that stayed in place counts towards the next touch's `tapCount`.
      let start = touch.startLocationInWindow
      let stayed =
        hypot(location.x - start.x, location.y - start.y)
        <= UITapGestureRecognizer.allowableMovement
      lastTap = phase == .ended && stayed ? (location, timestamp, touch.tapCount) : nil
    }
    event.changedTouch = touch
    return event
  }

  private func deliverUpdate(_ touch: UITouch, event: UIEvent) {
    let phase = touch.phase
    let lifted = phase == .ended || phase == .cancelled
    sendToRecognizers(touch, event: event)
    if lifted {
      for r in touch.gestureRecognizers ?? [] { r.trackedTouches.removeAll { $0 === touch } }
    }

    // The view's side.
    if dropIfViewLeftWindow(touch, event: event) {
      liveTouches.removeAll { $0 === touch }
      return
    }
    switch phase {
    case .began, .moved, .stationary:
      if touch.viewDelivery == .began { touch.view?.touchesMoved([touch], with: event) }
    case .ended:
      switch touch.viewDelivery {
      case .began:
        if isDelayingEnded(touch) {
          touch.endIsHeld = true
        } else {
          touch.viewDelivery = .finished
          touch.view?.touchesEnded([touch], with: event)
        }
      case .waiting:
        touch.endIsHeld = true
      case .finished:
        break
      }
      flushDelayedTouches()
    case .cancelled:
      if touch.viewDelivery == .began { touch.view?.touchesCancelled([touch], with: event) }
      touch.viewDelivery = .finished
      liveTouches.removeAll { $0 === touch }
    }
  }

  /// Hands one phase of `touch` to each recognizer still tracking it.
  private func sendToRecognizers(_ touch: UITouch, event: UIEvent) {
    for r in touch.gestureRecognizers ?? [] {
      if r.view == nil || r.view?.window !== touch.window || !r.isEnabled {
        // Detached, moved out of the window, or its view went away: it cannot go on.
        if participants.contains(where: { $0 === r }) { abort(r) }
        continue
      }
      // A recognizer holding a recognition (waiting for another to fail) keeps following the
      // touches it has, so it can still fail; it takes no new ones (see `accepts`).
      guard r.trackedTouches.contains(where: { $0 === touch }) else { continue }
      switch r.storedState {
      case .possible, .began, .changed: break
      default: continue
      }
      let touches: Set<UITouch> = [touch]
      switch touch.phase {
      case .began: r.touchesBegan(touches, with: event)
      case .moved, .stationary: r.touchesMoved(touches, with: event)
      case .ended: r.touchesEnded(touches, with: event)
      case .cancelled:
        r.touchesCancelled(touches, with: event)
        switch r.storedState {
        case .possible: transition(r, to: .failed)
        case .began, .changed: transition(r, to: .cancelled)
        default: break
        }
      }
      r.lastCentroidInWindow = r.centroidInWindow(of: r.trackedTouches)
    }
  }

  // MARK: The view's messages

  /// The touches an event carries: every finger down, plus `touch`.
  func eventTouches(with touch: UITouch) -> Set<UITouch> {
    Set(active.values).union([touch])
  }

  /// An event at the clock's current time carrying `touch` (for messages sent outside a host
  /// delivery: released delays, cancellations by a recognizer).
  func event(for touch: UITouch) -> UIEvent {
    let event = makeEvent(timestamp: AnimationClock.now)
    event.touchSet = eventTouches(with: touch)
    return event
  }

  func makeEvent(timestamp: TimeInterval) -> UIEvent {
    let event = UIEvent()
    event.timestamp = timestamp
    return event
  }

  private func stillDeciding(_ r: UIGestureRecognizer, _ touch: UITouch) -> Bool {
    r.storedState == .possible && r.receivedTouches.contains { $0 === touch }
      && participants.contains { $0 === r }
  }

  func isDelayingBegan(_ touch: UITouch) -> Bool {
    (touch.gestureRecognizers ?? []).contains { $0.delaysTouchesBegan && stillDeciding($0, touch) }
  }

  func isDelayingEnded(_ touch: UITouch) -> Bool {
    (touch.gestureRecognizers ?? []).contains { $0.delaysTouchesEnded && stillDeciding($0, touch) }
  }

  private func sendBeganToView(_ touch: UITouch, event: UIEvent) {
    touch.viewDelivery = .began
    guard let view = touch.view, view.window === touch.window else { return }
    view.touchesBegan([touch], with: event)
  }

  /// If the touched view left the window (or went away) during the touch, tells it the touch
  /// is cancelled (when it had heard of it) and returns true: it gets no more messages.
  private func dropIfViewLeftWindow(_ touch: UITouch, event: @autoclosure () -> UIEvent) -> Bool {
    guard touch.viewDelivery != .finished else { return false }
    guard let view = touch.view else {
      touch.viewDelivery = .finished
      return true
    }
    guard view.window !== touch.window else { return false }
    if touch.viewDelivery == .began { view.touchesCancelled([touch], with: event()) }
    touch.viewDelivery = .finished
    return true
  }

  /// Delivers the view messages no recognizer holds back any more: a delayed `touchesBegan`,
  /// a held `touchesEnded`.
  func flushDelayedTouches() {
    for touch in liveTouches {
      if dropIfViewLeftWindow(touch, event: self.event(for: touch)) { continue }
      if touch.viewDelivery == .waiting, !isDelayingBegan(touch) {
        sendBeganToView(touch, event: event(for: touch))
      }
      if touch.viewDelivery == .began, touch.endIsHeld, !isDelayingEnded(touch) {
        touch.viewDelivery = .finished
        touch.endIsHeld = false
        touch.view?.touchesEnded([touch], with: event(for: touch))
      }
    }
    liveTouches.removeAll { $0.viewDelivery == .finished }
  }

  /// Tells the view its touches are cancelled because `r` recognized (cancelsTouchesInView).
  func cancelViewTouches(of r: UIGestureRecognizer) {
    for touch in r.receivedTouches where touch.viewDelivery != .finished {
      let wasBegan = touch.viewDelivery == .began
      touch.viewDelivery = .finished
      touch.endIsHeld = false
      if wasBegan, let view = touch.view {
        view.touchesCancelled([touch], with: event(for: touch))
      }
    }
    liveTouches.removeAll { $0.viewDelivery == .finished }
  }
}
