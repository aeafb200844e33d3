import Foundation

/// How recognizers compete: every state a recognizer sets goes through `transition(_:to:)`,
/// which asks `gestureRecognizerShouldBegin`, holds a recognition while a recognizer it requires
/// to fail is undecided, makes the other recognizers of the same touches fail when one
/// recognizes (unless simultaneous recognition is allowed), cancels the view's touches, sends
/// the actions and releases delayed view messages. Recognizers are reset once all fingers are
/// up and their gesture is over.
extension TouchRouter {
  private static func isRecognized(_ s: UIGestureRecognizer.State) -> Bool {
    s == .began || s == .changed || s == .ended
  }

  func transition(_ r: UIGestureRecognizer, to requested: UIGestureRecognizer.State) {
    depth += 1
    defer {
      depth -= 1
      settle()
    }
    apply(r, requested, shouldBeginAsked: false)
  }

  private func apply(
    _ r: UIGestureRecognizer, _ requested: UIGestureRecognizer.State, shouldBeginAsked: Bool
  ) {
    let old = r.storedState
    var new = requested
    switch (old, requested) {
    case (.possible, .began), (.possible, .ended):
      if r.heldState != nil { return }  // Already waiting to recognize.
      if !shouldBeginAsked && !shouldBegin(r) {
        new = .failed
        break
      }
      let required = requiredToFail(by: r)
      if required.contains(where: { Self.isRecognized($0.storedState) }) {
        new = .failed
      } else if required.contains(where: { $0.storedState == .possible }) {
        r.heldState = requested
        return
      }
    case (.possible, .failed), (.began, .changed), (.changed, .changed), (.began, .ended),
      (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
      break
    case (.possible, .cancelled):
      new = .failed
    case (.began, .failed), (.changed, .failed):
      new = .cancelled
    default:
      return  // Not a valid move (for example out of a finished state); ignored.
    }

    if !participants.contains(where: { $0 === r }) { participants.append(r) }
    r.storedState = new
    r.heldState = nil
    r.stateDidChange?(new)

    if old == .possible && (new == .began || new == .ended) {
      recognized(r)
    }
    if new != .failed && new != .possible { r.sendActions() }
    if new == .failed || new == .cancelled { releaseWaiters(of: r) }
    flushDelayedTouches()
  }

  /// `r` just recognized: fail its competitors and the recognizers waiting for it to fail,
  /// cancel the view's touches.
  private func recognized(_ r: UIGestureRecognizer) {
    for o in participants where o !== r && o.storedState == .possible {
      let waitsForR = requiredToFail(by: o).contains { $0 === r }
      let shares = o.receivedTouches.contains { t in r.receivedTouches.contains { $0 === t } }
      let excluded =
        shares && r.canPrevent(o) && o.canBePrevented(by: r) && !simultaneous(r, o)
      if waitsForR || excluded {
        o.heldState = nil
        apply(o, .failed, shouldBeginAsked: true)
      }
    }
    if r.cancelsTouchesInView { cancelViewTouches(of: r) }
  }

  /// `r` failed: recognizers holding a recognition for it go ahead once nothing else they
  /// require is undecided.
  private func releaseWaiters(of r: UIGestureRecognizer) {
    for o in participants where o !== r && o.heldState != nil {
      let required = requiredToFail(by: o)
      guard required.contains(where: { $0 === r }) else { continue }
      if required.contains(where: { Self.isRecognized($0.storedState) }) {
        o.heldState = nil
        apply(o, .failed, shouldBeginAsked: true)
      } else if !required.contains(where: { $0.storedState == .possible }) {
        let held = o.heldState!
        o.heldState = nil
        apply(o, held, shouldBeginAsked: true)
      }
    }
  }

  /// Asks the recognizer's view, the touched views and the delegate.
  private func shouldBegin(_ r: UIGestureRecognizer) -> Bool {
    var asked: [UIView] = []
    for v in [r.view] + r.receivedTouches.map(\.view) {
      guard let v, !asked.contains(where: { $0 === v }) else { continue }
      asked.append(v)
      if !v.gestureRecognizerShouldBegin(r) { return false }
    }
    if let delegate = r.delegate, !asked.contains(where: { $0 === delegate }) {
      return delegate.gestureRecognizerShouldBegin(r)
    }
    return true
  }

  private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// The participating recognizers `r` must wait for: its `require(toFail:)` list, and those its
  /// delegate, its subclass or theirs names.
  private func requiredToFail(by r: UIGestureRecognizer) -> [UIGestureRecognizer] {
    participants.filter { o in
      guard o !== r else { return false }
      if r.failureRequirements.contains(where: { $0.value === o }) { return true }
      if r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r) { return true }
      if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true { return true }
      return o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true
    }
  }

  /// Stops `r` now (it was disabled or detached, or its view left the window): a gesture in
  /// progress is cancelled, a possible one fails; then it is reset and leaves the gesture.
  func abort(_ r: UIGestureRecognizer) {
    guard participants.contains(where: { $0 === r }) else { return }
    depth += 1
    defer {
      depth -= 1
      settle()
    }
    r.heldState = nil
    switch r.storedState {
    case .began, .changed: apply(r, .cancelled, shouldBeginAsked: true)
    case .possible: apply(r, .failed, shouldBeginAsked: true)
    default: break
    }
    participants.removeAll { $0 === r }
    for touch in r.receivedTouches { touch.gestureRecognizers?.removeAll { $0 === r } }
    resetRecognizer(r)
    flushDelayedTouches()
  }

  /// Once all fingers are up, resets the recognizers whose gesture is over.
  func settle() {
    guard depth == 0, active.isEmpty else { return }
    let finished = participants.filter {
      $0.storedState == .ended || $0.storedState == .cancelled || $0.storedState == .failed
    }
    guard !finished.isEmpty else { return }
    participants.removeAll { r in finished.contains { $0 === r } }
    for r in finished { resetRecognizer(r) }
    flushDelayedTouches()
  }

  private func resetRecognizer(_ r: UIGestureRecognizer) {
    r.storedState = .possible
    r.heldState = nil
    r.trackedTouches = []
    r.receivedTouches = []
    r.reset()
  }
}
