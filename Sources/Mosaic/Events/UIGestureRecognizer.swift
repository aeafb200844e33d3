import Foundation

/// The base class of objects that recognize a gesture (a tap, a long press, a pan) in the
/// touches of a view and its subviews, and tell their targets about it.
///
/// A recognizer attached to a view with `UIView.addGestureRecognizer(_:)` sees the touches
/// that begin in that view or its descendants before the views do. Subclasses read the touches
/// in `touchesBegan(_:with:)` and the related methods and move `state` from `.possible` to
/// `.began`/`.changed`/`.ended` (continuous gestures), to `.ended` (discrete gestures), or to
/// `.failed`.
///
/// Target–action works without the Objective-C runtime: pass an unapplied method reference,
/// `UITapGestureRecognizer(target: self, action: ViewController.handleTap)`, whose method takes
/// the recognizer (typed as the base class or as the recognizer's own subclass), or a closure,
/// `UITapGestureRecognizer { recognizer in … }`.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
  /// The states a gesture recognizer moves through.
  public enum State: Int, Sendable {
    /// Touches are being read but the gesture is not recognized yet; the initial state.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed (its touches moved).
    case changed
    /// A gesture finished; for discrete gestures this is recognition.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete gesture was recognized; the same as `.ended`.
    public static var recognized: State { .ended }
  }

  /// One registered action: a weakly held target with a type-erased method, or a closure.
  struct Action {
    weak var target: AnyObject?
    let targetID: ObjectIdentifier?
    let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
  }

  // MARK: Creating

  /// Creates a recognizer without targets. Subclasses that declare their own designated
  /// initializers must implement this one too (it backs the closure initializer).
  public required override init() { super.init() }

  /// Creates a recognizer that calls `action` on `target` whenever the gesture's state changes
  /// (on recognition for discrete gestures). `action` is an unapplied method such as
  /// `ViewController.handleTap`; its parameter may be the recognizer's own subclass.
  public convenience init<T: AnyObject, R: UIGestureRecognizer>(
    target: AnyObject, action: @escaping (T) -> (R) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Creates a recognizer that calls `action`, a method taking no argument such as
  /// `ViewController.refresh`, on `target` whenever the gesture's state changes (on
  /// recognition for discrete gestures).
  public convenience init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> () -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  // MARK: State

  var storedState: State = .possible
  /// The state a recognizer asked for while a recognizer it requires to fail was undecided.
  var heldState: State?
  /// Test hook: called with each state actually entered (not with resets).
  var stateDidChange: ((State) -> Void)?

  /// The recognizer's current state. Reading it is for everyone; setting it is for subclasses
  /// (UIKit's `UIGestureRecognizerSubclass`): the new state is arbitrated against the other
  /// recognizers (delegate `gestureRecognizerShouldBegin`, failure requirements, exclusion)
  /// and may become `.failed`, or be held while a required recognizer is still undecided.
  open var state: State {
    get { storedState }
    set { TouchRouter.shared.transition(self, to: newValue) }
  }

  /// The view the recognizer is attached to.
  public internal(set) var view: UIView? {
    get { viewReference.wrappedValue }
    set { viewReference.wrappedValue = newValue }
  }
  private var viewReference = Unretained<UIView>()

  /// Whether the recognizer is active; true by default. Setting it to false while the gesture
  /// is in progress cancels a recognized gesture (fails a possible one) and resets it.
  open var isEnabled = true {
    didSet {
      if oldValue, !isEnabled { TouchRouter.shared.abort(self) }
    }
  }

  /// The object asked about beginning, simultaneous recognition, failure requirements and
  /// which touches to receive. Held weakly.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether the view's touches are cancelled when the gesture is recognized; true by default.
  open var cancelsTouchesInView = true

  /// Whether the view's `touchesBegan` waits until this recognizer fails; false by default.
  open var delaysTouchesBegan = false

  /// Whether the view's `touchesEnded` waits until this recognizer fails (and becomes
  /// `touchesCancelled` if it recognizes instead); true by default.
  open var delaysTouchesEnded = true

  /// A name for finding and debugging the recognizer.
  open var name: String?

  // MARK: Touches

  /// The touches currently delivered to the recognizer (down and not ignored), in order.
  var trackedTouches: [UITouch] = []
  /// Every touch the recognizer received since its last reset.
  var receivedTouches: [UITouch] = []
  /// The centroid of the last touches, in window coordinates, kept after they lift.
  var lastCentroidInWindow: CGPoint = .zero
  var failureRequirements: [WeakGestureRecognizer] = []
  var actions: [Action] = []

  /// The number of touches the recognizer is tracking.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the gesture's touches in `view`'s coordinates (the window's when nil).
  /// After the touches lift it is where they were last.
  open func location(in view: UIView?) -> CGPoint {
    let p = trackedTouches.isEmpty ? lastCentroidInWindow : centroidInWindow(of: trackedTouches)
    return view.map { $0.convert(p, from: nil) } ?? p
  }

  /// The location of the touch at `touchIndex` (0 ..< numberOfTouches) in `view`'s coordinates.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    precondition(
      trackedTouches.indices.contains(touchIndex),
      "UIGestureRecognizer: index \(touchIndex) is beyond bounds [0 .. \(trackedTouches.count)]")
    return trackedTouches[touchIndex].location(in: view)
  }

  func centroidInWindow(of touches: [UITouch]) -> CGPoint {
    guard !touches.isEmpty else { return lastCentroidInWindow }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for t in touches {
      x += t.locationInWindow.x
      y += t.locationInWindow.y
    }
    return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
  }

  // MARK: Dependencies

  /// Makes this recognizer wait until `otherGestureRecognizer` fails before recognizing; if the
  /// other one recognizes, this one fails.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.removeAll { $0.value == nil }
    guard !failureRequirements.contains(where: { $0.value === otherGestureRecognizer }) else {
      return
    }
    failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
  }

  /// Whether this recognizer's recognition may make `preventedGestureRecognizer` fail; true by
  /// default. Subclasses override it.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`'s recognition may make this recognizer fail; true by
  /// default. Subclasses override it.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; false by default.
  /// Subclasses override it to set up dependencies on the fly.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether `otherGestureRecognizer` must wait for this recognizer to fail; false by default.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  // MARK: Subclass hooks

  /// One or more touches began; subclasses read them and update `state`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// One or more touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// One or more touches lifted.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// The system cancelled the touches. Afterwards a gesture still possible fails and one in
  /// progress is cancelled, whether or not the override sets `state`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Returns the recognizer to its initial values after a gesture ended, failed or was
  /// cancelled. The state is already `.possible` when it is called. Subclasses clear their own
  /// tracking here and call `super.reset()`.
  open func reset() {}

  /// Stops delivering `touch` to this recognizer for the rest of its life.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
  }

  // MARK: Target–action

  /// Adds a target and action, called on each state change of a continuous gesture (began,
  /// changed, ended, cancelled) and on recognition of a discrete one. Several targets may be
  /// added; they are called in the order they were added. The target is held weakly. `action`
  /// is an unapplied method such as `ViewController.handleTap` taking the recognizer (its
  /// parameter may be a subclass type; the action is skipped if the recognizer is not one).
  open func addTarget<T: AnyObject, R: UIGestureRecognizer>(
    _ target: AnyObject, action: @escaping (T) -> (R) -> Void
  ) {
    requireActionTarget(target, of: T.self, in: "UIGestureRecognizer.addTarget")
    actions.append(
      Action(
        target: target, targetID: ObjectIdentifier(target),
        invoke: { target, recognizer in
          guard let target = target as? T, let recognizer = recognizer as? R else { return }
          action(target)(recognizer)
        }))
  }

  /// Adds a target and action whose method takes no argument (`func refresh()`), called as
  /// the form taking the recognizer is. The target is held weakly.
  open func addTarget<T: AnyObject>(_ target: AnyObject, action: @escaping (T) -> () -> Void) {
    requireActionTarget(target, of: T.self, in: "UIGestureRecognizer.addTarget")
    actions.append(
      Action(
        target: target, targetID: ObjectIdentifier(target),
        invoke: { target, _ in
          guard let target = target as? T else { return }
          action(target)()
        }))
  }

  /// Removes the actions of `target` (all of them, as the form taking the recognizer does).
  open func removeTarget<T: AnyObject>(_ target: AnyObject?, action: ((T) -> () -> Void)?) {
    removeActions(of: target)
  }

  /// Adds a closure called like a target's action.
  final func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    actions.append(Action(target: nil, targetID: nil, invoke: { _, r in handler(r) }))
  }

  /// Removes the actions of `target` (all of them: actions are closures and cannot be told
  /// apart), or every target's when `target` is nil.
  open func removeTarget<T: AnyObject, R: UIGestureRecognizer>(
    _ target: AnyObject?, action: ((T) -> (R) -> Void)?
  ) {
    removeActions(of: target)
  }

  /// Removes all actions of `target`, or of every target when `target` is nil (closures
  /// added with the closure initializer stay). Call it as `removeTarget(self, action: nil)`.
  open func removeTarget(_ target: AnyObject?, action: Never?) {
    removeActions(of: target)
  }

  private func removeActions(of target: AnyObject?) {
    if let target {
      let id = ObjectIdentifier(target)
      actions.removeAll { $0.targetID == id }
    } else {
      actions.removeAll { $0.targetID != nil }
    }
  }

  func sendActions() {
    actions.removeAll { $0.targetID != nil && $0.target == nil }
    for action in actions {
      if action.targetID != nil {
        guard let target = action.target else { continue }
        action.invoke(target, self)
      } else {
        action.invoke(nil, self)
      }
    }
  }
}

/// The closure initializer of every gesture recognizer class:
/// `UITapGestureRecognizer { recognizer in … }`, where `recognizer` has the class's own type.
@MainActor @preconcurrency
public protocol UIGestureRecognizerClosureInitializable: UIGestureRecognizer {}

extension UIGestureRecognizer: UIGestureRecognizerClosureInitializable {}

extension UIGestureRecognizerClosureInitializable {
  /// Creates a recognizer that calls `handler` with itself whenever the gesture's state changes
  /// (on recognition for discrete gestures), as a target's action would be called.
  public init(handler: @escaping @MainActor (Self) -> Void) {
    self.init()
    addHandler { recognizer in
      if let recognizer = recognizer as? Self { handler(recognizer) }
    }
  }
}

/// A weak reference to a recognizer (failure requirements do not keep recognizers alive).
struct WeakGestureRecognizer {
  weak var value: UIGestureRecognizer?
  init(_ value: UIGestureRecognizer) { self.value = value }
}
