import Foundation

/// A control for choosing one value from a continuous range by dragging a round thumb along a
/// track.
///
/// The part of the track before the thumb is drawn in the minimum track tint (the tint color by
/// default), the rest in a light gray. Dragging the thumb sends `.valueChanged` as the value
/// changes when `isContinuous` is true (the default), or once when the finger lifts otherwise;
/// setting `value` in code sends nothing. A slider is 31 points tall and has no natural width.
@MainActor @preconcurrency
open class UISlider: UIControl {
  /// The slider's natural height.
  static let height: CGFloat = 31
  /// The track's thickness.
  static let trackHeight: CGFloat = 4
  /// The default thumb's diameter.
  static let thumbDiameter: CGFloat = 28
  /// The gap between a value image and the track.
  static let imageSpacing: CGFloat = 16

  private let minimumTrack = UIImageView()
  private let maximumTrack = UIImageView()
  private let thumb = UIImageView()
  private let minimumImageView = UIImageView()
  private let maximumImageView = UIImageView()

  /// Creates a slider with the given frame, value 0 in the range 0…1.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a slider from an archive. Mosaic has no archives, so this makes the same slider as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    for v in [minimumTrack, maximumTrack, thumb, minimumImageView, maximumImageView] {
      v.isUserInteractionEnabled = false
      addSubview(v)
    }
    minimumTrack.layer.cornerRadius = Self.trackHeight / 2
    maximumTrack.layer.cornerRadius = Self.trackHeight / 2
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.2
    thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
    thumb.layer.shadowRadius = 3
    updateColors()
  }

  // MARK: Value

  private var storedValue: Float = 0

  /// The current value, always within `minimumValue…maximumValue`; setting it clamps to that
  /// range and sends no action. 0 by default.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }

  /// The lowest value; 0 by default. Raising it above the current value raises the value, and
  /// above `maximumValue` raises that too.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      setValue(storedValue, animated: false)
    }
  }

  /// The highest value; 1 by default. Lowering it below the current value lowers the value, and
  /// below `minimumValue` lowers that too.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      setValue(storedValue, animated: false)
    }
  }

  /// Whether dragging sends `.valueChanged` as the value changes (true, the default) or once
  /// when the finger lifts (false).
  open var isContinuous = true

  /// Sets the value, clamped to `minimumValue…maximumValue`, moving the thumb over a fifth of a
  /// second when `animated`. Sends no action.
  open func setValue(_ value: Float, animated: Bool) {
    let clamped = clamp(value)
    storedValue = clamped
    if animated {
      UIView.animate(withDuration: 0.2) { self.placeParts() }
    } else {
      UIView.performWithoutAnimation { setNeedsLayout() }
    }
  }

  private func clamp(_ v: Float) -> Float {
    guard !v.isNaN else { return minimumValue }
    return min(max(v, minimumValue), maximumValue)
  }

  /// The value as a fraction 0…1 of the range.
  private func fraction(of value: Float) -> CGFloat {
    let span = maximumValue - minimumValue
    guard span > 0 else { return 0 }
    return CGFloat((value - minimumValue) / span)
  }

  // MARK: Colors and images

  /// The color of the track before the thumb; nil (the default) uses the tint color.
  open var minimumTrackTintColor: UIColor? {
    didSet { updateColors() }
  }

  /// The color of the track after the thumb; nil (the default) uses the system fill gray.
  open var maximumTrackTintColor: UIColor? {
    didSet { updateColors() }
  }

  /// The thumb's color; nil (the default) uses white.
  open var thumbTintColor: UIColor? {
    didSet { updateColors() }
  }

  /// An image shown before the track's leading end; nil by default.
  open var minimumValueImage: UIImage? {
    didSet {
      minimumImageView.image = minimumValueImage
      setNeedsLayout()
    }
  }

  /// An image shown after the track's trailing end; nil by default.
  open var maximumValueImage: UIImage? {
    didSet {
      maximumImageView.image = maximumValueImage
      setNeedsLayout()
    }
  }

  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumTrackImages: [UInt: UIImage] = [:]
  private var maximumTrackImages: [UInt: UIImage] = [:]

  private func lookup(_ table: [UInt: UIImage], _ state: UIControl.State) -> UIImage? {
    table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
  }

  /// Sets the image drawn as the thumb in `state`; nil brings back the round white thumb.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
    updateColors()
  }

  /// The thumb image set for `state` (or for `.normal`), if any.
  open func thumbImage(for state: UIControl.State) -> UIImage? { lookup(thumbImages, state) }

  /// Sets the image of the track before the thumb in `state`, stretched along the track.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[state.rawValue] = image
    updateColors()
  }

  /// The minimum track image set for `state` (or for `.normal`), if any.
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    lookup(minimumTrackImages, state)
  }

  /// Sets the image of the track after the thumb in `state`, stretched along the track.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[state.rawValue] = image
    updateColors()
  }

  /// The maximum track image set for `state` (or for `.normal`), if any.
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    lookup(maximumTrackImages, state)
  }

  /// The thumb image shown now, if one was set.
  open var currentThumbImage: UIImage? { thumbImage(for: state) }
  /// The minimum track image shown now, if one was set.
  open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
  /// The maximum track image shown now, if one was set.
  open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

  /// The tint color; the track before the thumb takes it unless `minimumTrackTintColor` is set.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  private func updateColors() {
    let s = state
    minimumTrack.image = minimumTrackImage(for: s)
    minimumTrack.backgroundColor =
      minimumTrack.image == nil ? (minimumTrackTintColor ?? tintColor ?? .systemBlue) : nil
    maximumTrack.image = maximumTrackImage(for: s)
    maximumTrack.backgroundColor =
      maximumTrack.image == nil ? (maximumTrackTintColor ?? .systemFill) : nil
    if let image = thumbImage(for: s) {
      thumb.image = image
      thumb.backgroundColor = nil
      thumb.layer.cornerRadius = 0
      thumb.layer.shadowOpacity = 0
    } else {
      thumb.image = nil
      thumb.backgroundColor = thumbTintColor ?? .white
      thumb.layer.cornerRadius = Self.thumbDiameter / 2
      thumb.layer.shadowOpacity = 0.2
    }
    let alpha: CGFloat = isEnabled ? 1 : 0.5
    for v in [minimumTrack, maximumTrack, thumb, minimumImageView, maximumImageView] {
      v.alpha = alpha
    }
    setNeedsLayout()
  }

  override func stateDidChange() {
    super.stateDidChange()
    updateColors()
  }

  // MARK: Geometry

  private var thumbSize: CGSize {
    currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
  }

  /// The rectangle of the image shown before the track: at the leading edge, centred
  /// vertically; empty without a `minimumValueImage`.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = minimumValueImage?.size else {
      return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    }
    return CGRect(
      x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
      height: size.height)
  }

  /// The rectangle of the image shown after the track: at the trailing edge, centred
  /// vertically; empty without a `maximumValueImage`.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = maximumValueImage?.size else {
      return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }
    return CGRect(
      x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(), width: size.width,
      height: size.height)
  }

  /// The track's rectangle: 4 points tall, centred vertically, spanning the width left between
  /// the value images (16 points from each image).
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    var minX = bounds.minX
    var maxX = bounds.maxX
    if minimumValueImage != nil {
      minX = minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing
    }
    if maximumValueImage != nil {
      maxX = maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing
    }
    return CGRect(
      x: minX, y: (bounds.midY - Self.trackHeight / 2).rounded(), width: max(0, maxX - minX),
      height: Self.trackHeight)
  }

  /// The thumb's rectangle for `value`: its left edge travels from the track's start to the
  /// track's end minus the thumb's width, centred vertically on the track.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size = thumbSize
    let travel = max(0, rect.width - size.width)
    let x = rect.minX + travel * fraction(of: clamp(value))
    return CGRect(
      x: x.rounded(), y: (rect.midY - size.height / 2).rounded(), width: size.width,
      height: size.height)
  }

  /// A slider's natural size: no natural width (`noIntrinsicMetric`), 31 points tall (taller
  /// when the thumb or a value image is).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight)
  }

  private var naturalHeight: CGFloat {
    max(
      Self.height, thumbSize.height, minimumValueImage?.size.height ?? 0,
      maximumValueImage?.size.height ?? 0)
  }

  /// The offered width (at least the thumb's) and the slider's natural height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: max(size.width, thumbSize.width), height: naturalHeight)
  }

  private func placeParts() {
    let b = bounds
    minimumImageView.frame = minimumValueImageRect(forBounds: b)
    maximumImageView.frame = maximumValueImageRect(forBounds: b)
    minimumImageView.isHidden = minimumValueImage == nil
    maximumImageView.isHidden = maximumValueImage == nil
    let track = trackRect(forBounds: b)
    let thumbFrame = thumbRect(forBounds: b, trackRect: track, value: storedValue)
    thumb.frame = thumbFrame
    let split = min(max(thumbFrame.midX, track.minX), track.maxX)
    minimumTrack.frame = CGRect(
      x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
    maximumTrack.frame = CGRect(
      x: split, y: track.minY, width: track.maxX - split, height: track.height)
  }

  /// Places the value images, the track halves and the thumb for the current value.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeParts()
  }

  // MARK: Touches

  override var ownsSingleTaps: Bool { true }

  /// The horizontal distance from the thumb's centre to the finger when the drag began.
  private var grabOffset: CGFloat = 0
  private var valueAtTrackingStart: Float = 0

  /// Begins a drag when the touch lands on the thumb (with a margin of a few points around it);
  /// touches elsewhere on the track do not move the value, as on iOS.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let p = touch.location(in: self)
    let track = trackRect(forBounds: bounds)
    let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    guard thumbFrame.insetBy(dx: -8, dy: -8).contains(p) else { return false }
    grabOffset = p.x - thumbFrame.midX
    valueAtTrackingStart = storedValue
    return true
  }

  /// Moves the thumb with the finger; sends `.valueChanged` when the value changed and the
  /// slider is continuous.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let p = touch.location(in: self)
    let track = trackRect(forBounds: bounds)
    let travel = track.width - thumbSize.width
    guard travel > 0 else { return true }
    let centre = p.x - grabOffset
    let f = Float((centre - track.minX - thumbSize.width / 2) / travel)
    let newValue = clamp(minimumValue + f * (maximumValue - minimumValue))
    if newValue != storedValue {
      storedValue = newValue
      UIView.performWithoutAnimation { placeParts() }
      if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }
    return true
  }

  /// Ends a drag; a slider that is not continuous sends `.valueChanged` now if the value
  /// changed during the drag.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous && storedValue != valueAtTrackingStart {
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
  }

  /// A cancelled drag keeps the value reached; a slider that is not continuous reports it.
  open override func cancelTracking(with event: UIEvent?) {
    if !isContinuous && storedValue != valueAtTrackingStart {
      sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
  }
}
