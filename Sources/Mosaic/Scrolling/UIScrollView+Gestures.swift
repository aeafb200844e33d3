import Foundation

extension UIScrollView {
  /// Attaches the scroll view's two recognizers: the one that holds content touches back
  /// (`delaysContentTouches`) and notices a finger catching a deceleration, and the pan that
  /// drags the content.
  func installPanGesture() {
    touchDelayRecognizer.name = "UIScrollView touch delay"
    addGestureRecognizer(touchDelayRecognizer)
    panRecognizer.name = "UIScrollView pan"
    panRecognizer.addHandler { [me = unretained] recognizer in
      guard let view = me.wrappedValue, let pan = recognizer as? UIPanGestureRecognizer else {
        return
      }
      view.panGestureChanged(pan)
    }
    addGestureRecognizer(panRecognizer)
  }

  /// Enables or disables dragging with `isScrollEnabled`.
  func scrollEnabledDidChange() {
    panRecognizer.isEnabled = isScrollEnabled
  }

  private func panGestureChanged(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: self)
    let velocity = pan.velocity(in: self)
    switch pan.state {
    case .began: handleDrag(.began, translation: translation, velocity: velocity)
    case .changed: handleDrag(.changed, translation: translation, velocity: velocity)
    case .ended: handleDrag(.ended, translation: translation, velocity: velocity)
    case .cancelled: handleDrag(.cancelled, translation: translation, velocity: velocity)
    default: break
    }
  }

  /// Whether the scroll view's pan may begin: scrolling is enabled, the content can move along
  /// the drag's main direction (so a horizontal scroll view leaves vertical drags to an
  /// enclosing one), and content views that already received the touch may have it cancelled
  /// (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
  func panShouldBegin() -> Bool {
    guard isScrollEnabled else { return false }
    let horizontal = canDragHorizontally
    let vertical = canDragVertically
    guard horizontal || vertical else { return false }
    let t = panRecognizer.translation(in: self)
    if horizontal && !vertical && abs(t.y) > abs(t.x) { return false }
    if vertical && !horizontal && abs(t.x) > abs(t.y) { return false }
    for touch in panRecognizer.receivedTouches where touch.viewDelivery == .began {
      guard let view = touch.view, view !== self else { continue }
      if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
    }
    return true
  }
}

/// The scroll view's hidden recognizer for touches on its content. It never competes with other
/// recognizers; it:
/// - stops a deceleration when a finger touches down (that touch then never reaches the
///   content, as in UIKit),
/// - with `delaysContentTouches` (and scrolling enabled), holds the content's `touchesBegan`
///   back for 0.15 s (or until the finger lifts), so a drag that starts at once never reaches
///   the content,
/// - asks `touchesShouldBegin(_:with:in:)` before the content gets the touch,
/// - keeps `isTracking` while a finger is down.
@MainActor
final class ScrollTouchDelayGestureRecognizer: UIGestureRecognizer {
  /// How long content touches are held back, in seconds.
  static let delay: TimeInterval = 0.15

  private let timer = GestureTimer()

  required init() {
    super.init()
    delaysTouchesBegan = true
    delaysTouchesEnded = false
    cancelsTouchesInView = true
  }

  private var scrollView: UIScrollView? { view as? UIScrollView }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, let scrollView else { return }
    guard numberOfTouches == touches.count else { return }  // The first finger only.
    let caughtMotion = scrollView.isDecelerating
    scrollView.beginTracking()
    if caughtMotion {
      // The touch only stops the scrolling: keep it from the content.
      state = .ended
      return
    }
    if scrollView.delaysContentTouches && scrollView.isScrollEnabled {
      delaysTouchesBegan = true
      timer.start(after: Self.delay) { [weak self] in self?.releaseContentTouches() }
    } else {
      delaysTouchesBegan = false
      if !contentMayBegin(event: event) { state = .ended }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible else { return }
    guard trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
    timer.cancel()
    if delaysTouchesBegan && !contentMayBegin(event: event) {
      state = .ended
    } else {
      // Failing releases the held touchesBegan (and then the end) to the content.
      state = .failed
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    timer.cancel()
  }

  override func reset() {
    super.reset()
    timer.cancel()
    delaysTouchesBegan = true
    scrollView?.endTracking()
  }

  /// The delay is over: the content gets the touch now, unless the scroll view refuses it.
  private func releaseContentTouches() {
    guard state == .possible, delaysTouchesBegan else { return }
    guard let touch = receivedTouches.first else { return }
    if !contentMayBegin(event: TouchRouter.shared.event(for: touch)) {
      state = .ended
      return
    }
    delaysTouchesBegan = false
    TouchRouter.shared.flushDelayedTouches()
  }

  /// Asks the scroll view's `touchesShouldBegin(_:with:in:)` about the touched content view.
  private func contentMayBegin(event: UIEvent) -> Bool {
    guard let scrollView, let touch = receivedTouches.first, let view = touch.view,
      view !== scrollView
    else { return true }
    return scrollView.touchesShouldBegin(Set(receivedTouches), with: event, in: view)
  }
}
