import Foundation

/// An object describing one user interaction: the touches involved and when it happened.
@MainActor @preconcurrency
open class UIEvent: NSObject {
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
  /// The touch whose change a touch event reports, until the event is dispatched.
  var changedTouch: UITouch?
  /// The window a press or scroll event is for (touches name their own windows).
  @Unretained var targetWindow: UIWindow?

  /// Creates an empty event.
  public override init() { super.init() }

  /// All touches that belong to the event.
  open var allTouches: Set<UITouch>? { touchSet }

  /// The touches of the event that are in `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    touchSet.filter { $0.view === view }
  }

  /// The touches of the event that belong to `window`.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    touchSet.filter { $0.window === window }
  }

  /// The touches of the event that are delivered to `gesture`.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    touchSet.filter { touch in gesture.trackedTouches.contains { $0 === touch } }
  }
}

/// One finger (or the mouse pointer acting as one) on the screen.
@MainActor @preconcurrency
open class UITouch: NSObject {
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
  open internal(set) var view: UIView? {
    get { viewReference.wrappedValue }
    set { viewReference.wrappedValue = newValue }
  }
  private var viewReference = Unretained<UIView>()
  /// The window the touch belongs to.
  open internal(set) var window: UIWindow? {
    get { windowReference.wrappedValue }
    set { windowReference.wrappedValue = newValue }
  }
  private var windowReference = Unretained<UIWindow>()

  /// The gesture recognizers receiving the touch, nearest the touched view first.
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]?

  var locationInWindow: CGPoint = .zero
  var previousLocationInWindow: CGPoint = .zero
  /// Where the touch began, in window coordinates.
  var startLocationInWindow: CGPoint = .zero

  /// How far the touch's view has been told about the touch (see `TouchRouter`).
  var viewDelivery: ViewDelivery = .waiting
  /// Whether the touch lifted while its view's `touchesEnded` was being delayed.
  var endIsHeld = false

  /// What the touched view has been told about a touch.
  enum ViewDelivery {
    /// Nothing yet: `touchesBegan` has not been sent (possibly delayed).
    case waiting
    /// `touchesBegan` was sent; moves are forwarded.
    case began
    /// The view is done with the touch (ended, cancelled, or never told and dropped).
    case finished
  }

  /// Creates a touch.
  public override init() { super.init() }

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

}
