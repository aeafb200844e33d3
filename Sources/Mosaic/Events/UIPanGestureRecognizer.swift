import Foundation

/// A continuous recognizer for dragging fingers: `.began` once the touches' centroid has moved
/// 10 points, `.changed` as it keeps moving, `.ended` when the fingers lift. Lifting before
/// that fails it.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far (points) the centroid must move before the pan begins.
  static let hysteresis: CGFloat = 10
  /// How far back (seconds) `velocity(in:)` looks at the movement.
  static let velocityWindow: TimeInterval = 0.1

  /// The fewest fingers that may pan; 1 by default.
  open var minimumNumberOfTouches = 1
  /// The most fingers that may pan; extra fingers are ignored. `Int.max` by default.
  open var maximumNumberOfTouches = Int.max

  /// The translation, in window points, reported by `translation(in:)`.
  private var translationInWindow: CGPoint = .zero
  /// The total movement of the centroid since the first touch (unaffected by
  /// `setTranslation`), in window points.
  private var movement: CGPoint = .zero
  private var lastCentroid: CGPoint = .zero
  private var samples: [(time: TimeInterval, movement: CGPoint)] = []

  /// Creates a pan recognizer without targets.
  public required init() { super.init() }

  /// How far the fingers have moved since the touch down (or since the last
  /// `setTranslation(_:in:)`), in `view`'s coordinate system (the window's when nil).
  open func translation(in view: UIView?) -> CGPoint {
    vector(translationInWindow, to: view)
  }

  /// Resets the translation to `translation`, expressed in `view`'s coordinates.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let view else {
      translationInWindow = translation
      return
    }
    let a = view.convert(CGPoint.zero, to: nil)
    let b = view.convert(translation, to: nil)
    translationInWindow = CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// The speed of the fingers over their recent movement (the last 0.1 s), in points per
  /// second of `view`'s coordinate system.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let last = samples.last else { return .zero }
    var firstIndex = samples.firstIndex { $0.time >= last.time - Self.velocityWindow } ?? 0
    if firstIndex == samples.count - 1, firstIndex > 0 { firstIndex -= 1 }
    let first = samples[firstIndex]
    let dt = last.time - first.time
    guard dt > 0 else { return .zero }
    let v = CGPoint(
      x: (last.movement.x - first.movement.x) / dt, y: (last.movement.y - first.movement.y) / dt)
    return vector(v, to: view)
  }

  private func vector(_ v: CGPoint, to view: UIView?) -> CGPoint {
    guard let view else { return v }
    let a = view.convert(CGPoint.zero, from: nil)
    let b = view.convert(v, from: nil)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  private func record(_ event: UIEvent) {
    samples.append((event.timestamp, movement))
    if let last = samples.last {
      samples.removeAll { $0.time < last.time - 4 * Self.velocityWindow }
    }
  }

  /// Adds fingers (up to the maximum), keeping the translation continuous.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible || state == .began || state == .changed else { return }
    var room = maximumNumberOfTouches - (numberOfTouches - touches.count)
    for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
      if room > 0 { room -= 1 } else { ignore(touch, for: event) }
    }
    lastCentroid = location(in: nil)
    record(event)
  }

  /// Moves the translation with the centroid; begins after 10 points, then reports changes.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    let c = location(in: nil)
    let d = CGPoint(x: c.x - lastCentroid.x, y: c.y - lastCentroid.y)
    lastCentroid = c
    translationInWindow.x += d.x
    translationInWindow.y += d.y
    movement.x += d.x
    movement.y += d.y
    record(event)
    switch state {
    case .possible:
      if numberOfTouches >= minimumNumberOfTouches,
        hypot(movement.x, movement.y) >= Self.hysteresis
      {
        state = .began
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends the pan when too few fingers remain; fails it if it had not begun.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    let remaining = trackedTouches.filter { !touches.contains($0) }
    let c = centroidInWindow(of: touches.isEmpty ? trackedTouches : Array(touches))
    let d = CGPoint(x: c.x - lastCentroid.x, y: c.y - lastCentroid.y)
    if remaining.isEmpty {
      // The lift point may differ from the last move.
      translationInWindow.x += d.x
      translationInWindow.y += d.y
      movement.x += d.x
      movement.y += d.y
    }
    record(event)
    let tooFew = remaining.isEmpty || remaining.count < minimumNumberOfTouches
    switch state {
    case .began, .changed:
      if tooFew { state = .ended } else { lastCentroid = centroidInWindow(of: remaining) }
    case .possible:
      if remaining.isEmpty {
        state = .failed
      } else {
        lastCentroid = centroidInWindow(of: remaining)
      }
    default:
      break
    }
  }

  /// Cancels a pan in progress, fails a possible one.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    switch state {
    case .began, .changed: state = .cancelled
    case .possible: state = .failed
    default: break
    }
  }

  /// Forgets the translation and the movement history.
  open override func reset() {
    super.reset()
    translationInWindow = .zero
    movement = .zero
    lastCentroid = .zero
    samples = []
  }
}
