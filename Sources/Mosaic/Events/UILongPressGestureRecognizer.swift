import Foundation

/// A continuous recognizer for a press held in place: `.began` once the fingers have been down
/// for `minimumPressDuration` without moving more than `allowableMovement`, `.changed` as they
/// move afterwards, `.ended` when they lift. Lifting or moving too far before that fails it.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long (seconds) the fingers must be held before the gesture begins; 0.5 by default.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far (points) the fingers may move before the gesture begins; 10 by default.
  open var allowableMovement: CGFloat = 10
  /// The number of full taps before the press; 0 by default.
  open var numberOfTapsRequired = 0
  /// The number of fingers that must press; 1 by default.
  open var numberOfTouchesRequired = 1

  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  private var fingersDown = 0
  private var tapsCompleted = 0
  private let timer = GestureTimer()

  /// Creates a long-press recognizer without targets.
  public required init() { super.init() }

  /// Starts the press timer once the required fingers are down (after the required taps).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
    fingersDown += touches.count
    timer.cancel()
    if fingersDown > numberOfTouchesRequired {
      state = .failed
      return
    }
    guard fingersDown == numberOfTouchesRequired else { return }
    if tapsCompleted < numberOfTapsRequired {
      // A tap held as long as a press is not a tap.
      timer.start(after: minimumPressDuration) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .failed
      }
    } else {
      timer.start(after: minimumPressDuration) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .began
      }
    }
  }

  /// Fails when the fingers move too far before the press began; reports `.changed` after.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    switch state {
    case .possible:
      let tooFar = touches.contains { touch in
        guard let start = startLocations[ObjectIdentifier(touch)] else { return false }
        let p = touch.location(in: nil)
        return hypot(p.x - start.x, p.y - start.y) > allowableMovement
      }
      if tooFar {
        timer.cancel()
        state = .failed
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends a press in progress; fails one lifted too early (or counts a required tap).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    fingersDown = max(0, fingersDown - touches.count)
    switch state {
    case .began, .changed:
      state = .ended
    case .possible:
      timer.cancel()
      guard tapsCompleted < numberOfTapsRequired, fingersDown == 0 else {
        state = .failed
        return
      }
      tapsCompleted += 1
      timer.start(after: UITapGestureRecognizer.maximumTapInterval) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .failed
      }
    default:
      break
    }
  }

  /// Cancels a press in progress, fails a possible one.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    timer.cancel()
    switch state {
    case .began, .changed: state = .cancelled
    case .possible: state = .failed
    default: break
    }
  }

  /// Stops the timer and forgets the touches.
  open override func reset() {
    super.reset()
    timer.cancel()
    startLocations = [:]
    fingersDown = 0
    tapsCompleted = 0
  }
}
