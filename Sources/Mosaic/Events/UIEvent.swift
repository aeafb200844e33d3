import Foundation

/// An object describing one user interaction: the touches involved and when it happened.
@MainActor
open class UIEvent {
  /// The kinds of event.
  public enum EventType: Int, Sendable {
    /// A touch event.
    case touches
    /// A motion event.
    case motion
    /// A remote-control event.
    case remoteControl
    /// A physical key press.
    case presses
    /// A scroll from a wheel or trackpad.
    case scroll = 10
    /// A hover event.
    case hover = 11
  }

  /// The event's kind.
  open internal(set) var type: EventType = .touches

  /// When the event occurred, in seconds of the animation clock.
  open internal(set) var timestamp: TimeInterval = 0

  var touchSet: Set<UITouch> = []

  /// Creates an empty event.
  public init() {}

  /// All touches that belong to the event.
  open var allTouches: Set<UITouch>? { touchSet }

  /// The touches of the event that are in `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    touchSet.filter { $0.view === view }
  }
}

/// One finger (or the mouse pointer acting as one) on the screen.
@MainActor
open class UITouch: Hashable {
  /// The phases of a touch.
  public enum Phase: Int, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down but has not moved.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
  }

  /// The touch's phase.
  open internal(set) var phase: Phase = .began
  /// When the touch last changed, in seconds of the animation clock.
  open internal(set) var timestamp: TimeInterval = 0
  /// How many taps in quick succession led to this touch.
  open internal(set) var tapCount: Int = 1
  /// The view the touch began in.
  open internal(set) weak var view: UIView?
  /// The window the touch belongs to.
  open internal(set) weak var window: UIWindow?

  var locationInWindow: CGPoint = .zero
  var previousLocationInWindow: CGPoint = .zero

  /// Creates a touch.
  public init() {}

  /// The touch's location in `view`'s coordinates (the window's when nil).
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The touch's previous location in `view`'s coordinates (the window's when nil).
  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
