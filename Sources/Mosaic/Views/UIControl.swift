import Foundation

/// The base class of controls — buttons, switches, sliders — that turn touches into actions
/// sent to targets for control events.
///
/// Target–action works without the Objective-C runtime: the action is a method reference,
/// `button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)`, where
/// the method takes the control (its own subclass type allowed) or takes no argument. Targets
/// are held weakly, as in UIKit. `addAction(_:for:)` takes a `UIAction` closure instead.
@MainActor @preconcurrency
open class UIControl: UIView {
  /// Creates a control with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive. Mosaic has no archives, so this makes the same control as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control that performs `primaryAction` for `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: State

  /// The states a control can be in; several can hold at once.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No other state: enabled, not highlighted, not selected.
    public static let normal = State([])
    /// A touch is down inside the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus.
    public static let focused = State(rawValue: 1 << 3)
    /// States free for the application's own use.
    public static let application = State(rawValue: 0x00FF_0000)
    /// States reserved for the framework.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Whether the control responds to touches; true by default. A disabled control tracks no
  /// touches and draws dimmed.
  /// Whether a tap opens the control's menu instead of performing its primary action; false
  /// by default. A button shows its `menu` this way.
  open var showsMenuAsPrimaryAction = false

  /// Whether the control may show a context menu; false by default. (Context menus are not
  /// shown yet; the flag is kept for code that sets it.)
  open var isContextMenuInteractionEnabled = false

  open var isEnabled = true {
    didSet { if oldValue != isEnabled { stateDidChange() } }
  }

  /// Whether the control is selected; false by default.
  open var isSelected = false {
    didSet { if oldValue != isSelected { stateDidChange() } }
  }

  /// Whether the control is highlighted; set while a touch is down inside it.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { stateDidChange() } }
  }

  /// The control's current state, made from `isEnabled`, `isHighlighted` and `isSelected`.
  open var state: State {
    var s: State = .normal
    if isHighlighted { s.insert(.highlighted) }
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    return s
  }

  /// Called when `isEnabled`, `isSelected` or `isHighlighted` changed; subclasses update
  /// their look here.
  func stateDidChange() {
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// How content is placed horizontally in the control.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred.
    case center
    /// At the left edge.
    case left
    /// At the right edge.
    case right
    /// Stretched to the width.
    case fill
    /// At the leading edge (left here).
    case leading
    /// At the trailing edge (right here).
    case trailing
  }

  /// How content is placed vertically in the control.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// Stretched to the height.
    case fill
  }

  /// The horizontal placement of the content; centred by default.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// The vertical placement of the content; centred by default.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  // MARK: Events

  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates an event set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touched down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger touched down again in quick succession (`tapCount` above 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// The finger moved while inside the control's bounds (plus the touch slop).
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// The finger moved while outside the control's bounds (plus the touch slop).
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// The finger moved from outside to inside.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// The finger moved from inside to outside.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// The finger lifted inside: the usual "tap" event.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The finger lifted outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (switches, sliders, segmented controls).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action happened (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action of the control was performed.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text control.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text control changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text control.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended by the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// All editing events.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events free for the application's own use.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events reserved for the framework.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// One registered target–action pair or `UIAction`.
  final class Registration {
    weak var target: AnyObject?
    /// Whether the action was added with a nil target (sent along the responder chain).
    let usesResponderChain: Bool
    let targetType: ObjectIdentifier?
    var events: Event
    let action: UIAction?
    /// Calls the method on `target` with the control and the event that caused the action.
    let invoke: ((AnyObject, UIControl, UIEvent) -> Void)?
    /// Finds a responder of the action's target type along the chain from the control.
    let findTarget: ((UIControl) -> AnyObject?)?

    init(
      target: AnyObject?, targetType: ObjectIdentifier?, events: Event,
      invoke: ((AnyObject, UIControl, UIEvent) -> Void)?, findTarget: ((UIControl) -> AnyObject?)?,
      action: UIAction?
    ) {
      self.target = target
      self.usesResponderChain = target == nil && action == nil
      self.targetType = targetType
      self.events = events
      self.invoke = invoke
      self.findTarget = findTarget
      self.action = action
    }
  }

  var registrations: [Registration] = []

  /// Adds `action`, a method of `target`'s class taking the control, to be called for
  /// `controlEvents`: `addTarget(self, action: ViewController.buttonTapped, for:
  /// .touchUpInside)`. The method's parameter may be any control type; the control must be of
  /// that type when the action is sent. With a nil target, the action goes to the first
  /// responder of type `Target` along the responder chain from the control. The target is held
  /// weakly.
  open func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: AnyObject?, action: @escaping (Target) -> (Sender) -> Void,
    for controlEvents: UIControl.Event
  ) {
    register(
      target, targetType: Target.self, events: controlEvents,
      invoke: { object, control, _ in
        guard let t = object as? Target else { return }
        action(t)(UIControl.actionSender(control, as: Sender.self, for: Target.self))
      })
  }

  /// Adds `action`, a method of `target`'s class taking the control and the event that
  /// caused the action, to be called for `controlEvents`: `addTarget(self, action:
  /// ViewController.buttonTapped(_:forEvent:), for: .touchUpInside)`. The event holds the
  /// touch for touch events; programmatic `sendActions(for:)` passes an empty event. With a
  /// nil target, the action goes to the first responder of type `Target` along the responder
  /// chain from the control. The target is held weakly.
  open func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: AnyObject?, action: @escaping (Target) -> (Sender, UIEvent) -> Void,
    for controlEvents: UIControl.Event
  ) {
    register(
      target, targetType: Target.self, events: controlEvents,
      invoke: { object, control, event in
        guard let t = object as? Target else { return }
        action(t)(UIControl.actionSender(control, as: Sender.self, for: Target.self), event)
      })
  }

  /// Adds `action`, a method taking the control and an optional event (`UIEvent?`); the same
  /// as the form taking a `UIEvent`.
  open func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: AnyObject?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void,
    for controlEvents: UIControl.Event
  ) {
    let withEvent: (Target) -> (Sender, UIEvent) -> Void = { t in
      { sender, event in action(t)(sender, event) }
    }
    addTarget(target, action: withEvent, for: controlEvents)
  }

  private static func actionSender<Sender: UIControl, Target>(
    _ control: UIControl, as senderType: Sender.Type, for targetType: Target.Type
  ) -> Sender {
    guard let sender = control as? Sender else {
      preconditionFailure(
        "UIControl: the action of \(Target.self) expects a \(Sender.self), but it was sent by \(type(of: control))"
      )
    }
    return sender
  }

  /// Adds `action`, a method of `target`'s class taking no argument, to be called for
  /// `controlEvents`: `addTarget(self, action: ViewController.refresh, for: .valueChanged)`.
  /// With a nil target, the action goes to the first responder of type `Target` along the
  /// responder chain. The target is held weakly.
  open func addTarget<Target: AnyObject>(
    _ target: AnyObject?, action: @escaping (Target) -> () -> Void,
    for controlEvents: UIControl.Event
  ) {
    register(
      target, targetType: Target.self, events: controlEvents,
      invoke: { object, _, _ in
        guard let t = object as? Target else { return }
        action(t)()
      })
  }

  private func register<Target: AnyObject>(
    _ target: AnyObject?, targetType: Target.Type, events: Event,
    invoke: @escaping (AnyObject, UIControl, UIEvent) -> Void
  ) {
    requireActionTarget(target, of: Target.self, in: "UIControl.addTarget")
    let find: (UIControl) -> AnyObject? = { control in
      var responder: UIResponder? = control
      while let r = responder {
        if let t = r as? Target { return t }
        responder = r.next
      }
      return nil
    }
    registrations.append(
      Registration(
        target: target, targetType: ObjectIdentifier(targetType), events: events, invoke: invoke,
        findTarget: find, action: nil))
  }

  /// Stops sending `target`'s actions for `controlEvents`. Swift cannot compare method
  /// references, so every action of `target` with this method's shape is removed for those
  /// events (a nil target matches the actions added with a nil target).
  open func removeTarget<Target: AnyObject, Sender: UIControl>(
    _ target: AnyObject?, action: (Target) -> (Sender) -> Void, for controlEvents: UIControl.Event
  ) {
    removeRegistrations(of: target, type: Target.self, events: controlEvents)
  }

  /// Stops sending `target`'s actions for `controlEvents`. Swift cannot compare method
  /// references, so every action of `target` with this method's shape is removed for those
  /// events (a nil target matches the actions added with a nil target).
  open func removeTarget<Target: AnyObject>(
    _ target: AnyObject?, action: (Target) -> () -> Void, for controlEvents: UIControl.Event
  ) {
    removeRegistrations(of: target, type: Target.self, events: controlEvents)
  }

  private func removeRegistrations<Target: AnyObject>(
    of target: AnyObject?, type: Target.Type, events: Event
  ) {
    for r in registrations where r.action == nil && r.targetType == ObjectIdentifier(type) {
      let matches = target == nil ? r.usesResponderChain : r.target === target
      if matches { r.events.subtract(events) }
    }
    registrations.removeAll {
      $0.events.isEmpty || ($0.action == nil && $0.target == nil && !$0.usesResponderChain)
    }
  }

  /// Adds a closure action to be performed for `controlEvents`; the action's `sender` is the
  /// control. Adding an action with the same identifier again replaces it.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let existing = registrations.first(where: {
      $0.action?.identifier == action.identifier
    }) {
      existing.events.formUnion(controlEvents)
      return
    }
    registrations.append(
      Registration(
        target: nil, targetType: nil, events: controlEvents, invoke: nil, findTarget: nil,
        action: action))
  }

  /// Removes `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action named `actionIdentifier` for `controlEvents`.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    for r in registrations where r.action?.identifier == actionIdentifier {
      r.events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// The events that have at least one action.
  open var allControlEvents: UIControl.Event {
    registrations.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// The targets of the control's target–action pairs that still exist.
  open var allTargets: [AnyObject] {
    registrations.compactMap { $0.target }
  }

  /// Sends the actions registered for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: UIControl.Event) {
    let event = trackingEvent ?? UIEvent()
    for r in registrations where !r.events.isDisjoint(with: controlEvents) {
      if let action = r.action {
        sendAction(action)
      } else if let invoke = r.invoke {
        let target = r.usesResponderChain ? r.findTarget?(self) : r.target
        if let target { invoke(target, self, event) }
      }
    }
  }

  /// The touch event being handled while the control sends the actions of a touch.
  private var trackingEvent: UIEvent?

  /// Performs `action` with the control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  // MARK: Tracking

  /// How far outside its bounds (in points) a finger may go while still counting as inside,
  /// as UIKit's controls allow.
  static let touchSlop: CGFloat = 70

  private weak var trackedTouch: UITouch?

  /// Whether the control is tracking a touch.
  open private(set) var isTracking = false

  /// Whether the tracked touch is inside the control (its bounds plus the touch slop).
  open private(set) var isTouchInside = false

  /// A touch began in the control; return whether to keep tracking it. The default returns
  /// true.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch moved; return whether to keep tracking it. The default returns true.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch lifted.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// The tracked touch was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  private func isInsideWithSlop(_ touch: UITouch) -> Bool {
    let p = touch.location(in: self)
    return bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(p)
  }

  /// Starts tracking: highlights the control, calls `beginTracking(_:with:)` and sends
  /// `.touchDown` (with `.touchDownRepeat` for a repeated tap).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
    trackingEvent = event
    defer { trackingEvent = nil }
    trackedTouch = touch
    isTouchInside = true
    isHighlighted = true
    isTracking = beginTracking(touch, with: event)
    var events: Event = .touchDown
    if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
    sendActions(for: events)
  }

  /// Follows the touch: highlighted while inside, sending `.touchDragInside`/`.touchDragOutside`
  /// and `.touchDragEnter`/`.touchDragExit` when it crosses the edge (bounds plus slop).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    trackingEvent = event
    defer { trackingEvent = nil }
    let wasInside = isTouchInside
    isTouchInside = isInsideWithSlop(touch)
    isHighlighted = isTouchInside
    if isTracking { isTracking = continueTracking(touch, with: event) }
    var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
    if isTouchInside && !wasInside { events.insert(.touchDragEnter) }
    if !isTouchInside && wasInside { events.insert(.touchDragExit) }
    sendActions(for: events)
  }

  /// Ends tracking: unhighlights, calls `endTracking(_:with:)` and sends `.touchUpInside` or
  /// `.touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    trackingEvent = event
    defer { trackingEvent = nil }
    isTouchInside = isInsideWithSlop(touch)
    let inside = isTouchInside
    trackedTouch = nil
    isHighlighted = false
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    isTouchInside = false
    if inside {
      sendActions(for: .touchUpInside)
      touchUpInsideDidSend()
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  /// Whether a single-finger single tap is this control's own action, so that such tap
  /// recognizers of other views (a superview's) do not take its touches. True for buttons.
  var ownsSingleTaps: Bool { false }

  /// Whether a tap opens the control's menu (so that the long press that opens it otherwise
  /// stays out of the way). False for controls without menus.
  var opensMenuOnTap: Bool { false }

  /// Refuses a single-finger single-tap recognizer of another view when a tap is the
  /// control's own action (buttons), so that tapping the button triggers the button rather
  /// than, say, a tap recognizer on its superview — as UIKit does. The long press that opens a
  /// menu does not begin while a tap opens it.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    if gestureRecognizer is MenuLongPressGestureRecognizer, gestureRecognizer.view === self,
      opensMenuOnTap
    {
      return false
    }
    if ownsSingleTaps, gestureRecognizer.view !== self,
      let tap = gestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
      tap.numberOfTouchesRequired == 1
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Called after `.touchUpInside` was sent; buttons send `.primaryActionTriggered` here.
  func touchUpInsideDidSend() {}

  /// Cancels tracking: unhighlights, calls `cancelTracking(with:)` and sends `.touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    trackingEvent = event
    defer { trackingEvent = nil }
    trackedTouch = nil
    isHighlighted = false
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isTouchInside = false
    sendActions(for: .touchCancel)
  }
}
