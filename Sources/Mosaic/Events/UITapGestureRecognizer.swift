import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// Each tap must lift within 10 points of where it touched down; with several taps required,
/// the next tap must touch down within 0.35 s of the previous lift and near the first tap.
/// The gesture is recognized (`.ended`) when the last required tap lifts.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How far (points) a finger may move during a tap before the tap fails.
  static let allowableMovement: CGFloat = 10
  /// The longest wait (seconds) between a lift and the next tap of a multi-tap gesture.
  static let maximumTapInterval: TimeInterval = 0.35
  /// How far (points) from the first tap the following taps may land.
  static let maximumTapDistance: CGFloat = 45

  /// The number of taps needed; 1 by default.
  open var numberOfTapsRequired = 1
  /// The number of fingers each tap needs; 1 by default.
  open var numberOfTouchesRequired = 1

  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  private var fingersDown = 0
  private var fingersInThisTap = 0
  private var tapsCompleted = 0
  private var firstTapLocation: CGPoint?
  private let interval = GestureTimer()

  /// Creates a tap recognizer without targets.
  public required init() { super.init() }

  /// Fails the gesture if too many fingers or a far-away tap, else starts tracking them.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    interval.cancel()
    for touch in touches {
      let p = touch.location(in: nil)
      startLocations[ObjectIdentifier(touch)] = p
      if let first = firstTapLocation, tapsCompleted > 0,
        hypot(p.x - first.x, p.y - first.y) > Self.maximumTapDistance
      {
        state = .failed
        return
      }
    }
    fingersDown += touches.count
    fingersInThisTap = max(fingersInThisTap, fingersDown)
    if fingersInThisTap > numberOfTouchesRequired {
      state = .failed
      return
    }
    if tapsCompleted == 0 && fingersInThisTap == numberOfTouchesRequired {
      firstTapLocation = location(in: nil)
    }
  }

  /// Fails the gesture when a finger moved more than 10 points.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible else { return }
    if touches.contains(where: movedTooFar) { state = .failed }
  }

  /// Counts a tap when the last finger lifts; recognizes on the last required tap.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible else { return }
    if touches.contains(where: movedTooFar) {
      state = .failed
      return
    }
    fingersDown = max(0, fingersDown - touches.count)
    guard fingersDown == 0 else { return }
    guard fingersInThisTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    fingersInThisTap = 0
    tapsCompleted += 1
    if tapsCompleted >= numberOfTapsRequired {
      state = .ended
    } else {
      interval.start(after: Self.maximumTapInterval) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .failed
      }
    }
  }

  /// Fails the gesture.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    if state == .possible { state = .failed }
  }

  /// Forgets the taps counted so far.
  open override func reset() {
    super.reset()
    interval.cancel()
    startLocations = [:]
    fingersDown = 0
    fingersInThisTap = 0
    tapsCompleted = 0
    firstTapLocation = nil
  }

  private func movedTooFar(_ touch: UITouch) -> Bool {
    guard let start = startLocations[ObjectIdentifier(touch)] else { return false }
    let p = touch.location(in: nil)
    return hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement
  }
}
