import Foundation

/// A control that offers a binary choice, on or off, drawn as a rounded track with a round
/// thumb that slides to the trailing end when on.
///
/// A tap toggles the switch; dragging the thumb past the middle chooses the side it is released
/// on. Either way, a change made by the user sends `.valueChanged` (and
/// `.primaryActionTriggered`); setting `isOn` in code sends nothing. The switch is always
/// 51×31 points, as on iOS: `init(frame:)` keeps only the frame's origin, and the track is drawn
/// at the top-left of larger bounds.
@MainActor @preconcurrency
open class UISwitch: UIControl {
  /// The size every switch has: 51×31 points.
  static let size = CGSize(width: 51, height: 31)
  /// The thumb's diameter and its inset from the track's edge.
  static let thumbDiameter: CGFloat = 27
  static let thumbInset: CGFloat = 2
  /// How much wider the thumb grows while a finger is down on the switch.
  static let pressedThumbStretch: CGFloat = 7

  /// The appearance kinds a switch can ask for.
  public enum Style: Int, Sendable {
    /// The platform's choice: the sliding switch.
    case automatic = 0
    /// A checkbox (shown only on the Mac; a sliding switch here).
    case checkbox = 1
    /// The sliding switch.
    case sliding = 2
  }

  private let track = UIView()
  private let thumb = UIView()

  /// Creates a switch at `frame`'s origin; the size is always 51×31 points.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    setUp()
  }

  /// Creates a switch from an archive. Mosaic has no archives, so this makes the same switch as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bounds.size = Self.size
    setUp()
  }

  private func setUp() {
    track.isUserInteractionEnabled = false
    track.layer.cornerRadius = Self.size.height / 2
    thumb.isUserInteractionEnabled = false
    thumb.layer.cornerRadius = Self.thumbDiameter / 2
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
    thumb.layer.shadowRadius = 3
    addSubview(track)
    track.addSubview(thumb)
    updateAppearance()
  }

  // MARK: Value

  /// Whether the switch is on; false by default. Setting it changes the look at once and sends
  /// no action.
  open var isOn: Bool {
    get { on }
    set { setOn(newValue, animated: false) }
  }

  private var on = false

  /// Turns the switch on or off, sliding the thumb over a quarter of a second when `animated`.
  /// Sends no action.
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != self.on else { return }
    self.on = on
    if animated {
      UIView.animate(withDuration: 0.25) { self.updateAppearance() }
    } else {
      UIView.performWithoutAnimation { updateAppearance() }
    }
  }

  /// The track's color while on; nil (the default) uses the system green.
  open var onTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// The thumb's color; nil (the default) uses white.
  open var thumbTintColor: UIColor? {
    didSet { updateAppearance() }
  }

  /// The image shown on the track while on. Switches since iOS 7 do not show it, and neither
  /// does Mosaic's.
  open var onImage: UIImage?

  /// The image shown on the track while off. Switches since iOS 7 do not show it, and neither
  /// does Mosaic's.
  open var offImage: UIImage?

  /// A title shown beside a checkbox-style switch on the Mac; not shown here.
  open var title: String?

  /// The style the app asks for; `.automatic` by default.
  open var preferredStyle: Style = .automatic

  /// The style the switch shows: always `.sliding` here.
  open var style: Style { .sliding }

  // MARK: Size

  /// A switch's natural size: 51×31 points.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// A switch's natural size, whatever size is offered: 51×31 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  // MARK: Drawing

  /// While a touch is down: whether it has moved enough to be a drag, and the side the thumb
  /// shows (the side the finger is on once dragging).
  private var isDragging = false
  private var pendingOn: Bool?
  private var trackingStartX: CGFloat = 0
  /// How far (in points) a finger moves sideways before a touch becomes a drag of the thumb.
  static let dragThreshold: CGFloat = 4

  /// The thumb's frame in the track for the side `on`, widened while pressed.
  func thumbFrame(on: Bool, pressed: Bool) -> CGRect {
    let width = Self.thumbDiameter + (pressed ? Self.pressedThumbStretch : 0)
    let x = on ? Self.size.width - Self.thumbInset - width : Self.thumbInset
    return CGRect(x: x, y: Self.thumbInset, width: width, height: Self.thumbDiameter)
  }

  /// The track color for the side shown.
  var trackColor: UIColor {
    (pendingOn ?? on) ? (onTintColor ?? .systemGreen) : .systemFill
  }

  private func updateAppearance() {
    let shownOn = pendingOn ?? on
    let trackFrame = CGRect(origin: .zero, size: Self.size)
    if track.frame != trackFrame { track.frame = trackFrame }
    let thumbFrame = thumbFrame(on: shownOn, pressed: isHighlighted)
    if thumb.frame != thumbFrame { thumb.frame = thumbFrame }
    let color = trackColor
    if track.backgroundColor != color { track.backgroundColor = color }
    let thumbColor = thumbTintColor ?? .white
    if thumb.backgroundColor != thumbColor { thumb.backgroundColor = thumbColor }
    let alpha: CGFloat = isEnabled ? 1 : 0.5
    if track.alpha != alpha { track.alpha = alpha }
  }

  override func stateDidChange() {
    super.stateDidChange()
    // The thumb stretches and shrinks with the finger; other state changes show at once.
    if isTracking || isHighlighted {
      UIView.animate(withDuration: 0.2) { self.updateAppearance() }
    } else {
      UIView.performWithoutAnimation { updateAppearance() }
    }
  }

  /// Places the track and the thumb for the current value.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateAppearance()
  }

  // MARK: Touches

  override var ownsSingleTaps: Bool { true }

  /// Starts following a touch on the switch.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    isDragging = false
    pendingOn = nil
    trackingStartX = touch.location(in: self).x
    return true
  }

  /// Once the finger has moved a few points, the thumb follows it to the side it is on.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let p = touch.location(in: self)
    if !isDragging { isDragging = abs(p.x - trackingStartX) > Self.dragThreshold }
    if isDragging {
      let side = p.x > Self.size.width / 2
      if side != (pendingOn ?? on) {
        pendingOn = side
        UIView.animate(withDuration: 0.2) { self.updateAppearance() }
      }
    }
    return true
  }

  /// A tap toggles the switch; a drag keeps the side the finger was released on. A change
  /// sends `.valueChanged` and `.primaryActionTriggered`.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let inside =
      touch.map {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains($0.location(in: self))
      } ?? false
    let newValue: Bool
    if isDragging {
      newValue = pendingOn ?? on
    } else {
      newValue = inside ? !on : on
    }
    isDragging = false
    pendingOn = nil
    if newValue != on {
      setOn(newValue, animated: true)
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    } else {
      UIView.animate(withDuration: 0.25) { self.updateAppearance() }
    }
  }

  /// A cancelled touch leaves the value as it was.
  open override func cancelTracking(with event: UIEvent?) {
    isDragging = false
    pendingOn = nil
    UIView.animate(withDuration: 0.25) { self.updateAppearance() }
  }
}
