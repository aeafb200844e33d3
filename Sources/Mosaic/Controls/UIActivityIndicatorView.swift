import Foundation

/// A view that shows that a task is in progress: a ring of spokes whose shading turns around
/// while the indicator animates.
///
/// `startAnimating()` and `stopAnimating()` control the animation; with `hidesWhenStopped` (the
/// default) the indicator is hidden whenever it is not animating. The look comes from `style`
/// and `color`. The spokes turn in whole steps, one spoke at a time, as on iOS: between two
/// steps nothing changes, so a running indicator redraws only its own small rectangle a few
/// times a second and lets the application sleep in between. It turns only while it is in a
/// window and neither it nor any of its superviews is hidden.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
  /// The looks an activity indicator can have.
  public enum Style: Int, Sendable {
    /// The large white indicator of iOS 12 and earlier (deprecated on iOS; use `.large` and
    /// `color`): 37×37 points.
    case whiteLarge = 0
    /// The small white indicator of iOS 12 and earlier (deprecated on iOS; use `.medium` and
    /// `color`): 20×20 points.
    case white = 1
    /// The small gray indicator of iOS 12 and earlier (deprecated on iOS; use `.medium`):
    /// 20×20 points.
    case gray = 2
    /// The standard indicator: 20×20 points.
    case medium = 100
    /// The large indicator: 37×37 points.
    case large = 101

    /// Whether the style is one of the large ones.
    var isLarge: Bool { self == .large || self == .whiteLarge }

    /// The indicator's natural size in this style.
    var size: CGSize { isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    /// The color spokes have in this style when no `color` is set.
    var defaultColor: UIColor {
      switch self {
      case .white, .whiteLarge: .white
      case .gray, .medium, .large: .systemGray
      }
    }
  }

  /// The number of spokes in the ring.
  static let spokeCount = 8
  /// Seconds between two steps of the animation: the ring makes a full turn a second, one spoke
  /// at a time.
  static let stepInterval: TimeInterval = 1 / Double(spokeCount)

  /// Creates an activity indicator of `style`, sized to the style's natural size (20×20 points
  /// for `.medium`, 37×37 for `.large`). It is stopped, and hidden since `hidesWhenStopped` is
  /// true by default.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: style.size))
    setUp()
  }

  /// Creates a `.medium` activity indicator with the given frame; the ring is drawn at its
  /// natural size in the middle of the frame.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    setUp()
  }

  /// Creates an activity indicator from an archive. Mosaic has no archives, so this makes a
  /// `.medium` indicator, as `init(style: .medium)` does; it is designated and required, as in
  /// UIKit.
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    bounds.size = style.size
    setUp()
  }

  private func setUp() {
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
    super.isHidden = hidesWhenStopped
  }

  // MARK: Appearance

  /// The indicator's basic look; `.medium` unless the indicator was created with another.
  /// Changing it changes the natural size and, when no `color` was set, the spokes' color.
  open var style: Style {
    didSet {
      guard style != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// The color of the spokes. Reading it gives the style's color (gray, or white for the old
  /// white styles) until a color is set; setting nil goes back to the style's color.
  open var color: UIColor! {
    get { customColor ?? style.defaultColor }
    set {
      customColor = newValue
      setNeedsDisplay()
    }
  }

  private var customColor: UIColor?

  /// Whether the indicator hides itself while it is not animating; true by default. Setting it
  /// while stopped hides or shows the indicator at once.
  open var hidesWhenStopped = true {
    didSet {
      guard hidesWhenStopped != oldValue, !animating else { return }
      isHidden = hidesWhenStopped
    }
  }

  /// Whether the view is hidden. A hidden indicator does not turn until it is shown again.
  open override var isHidden: Bool {
    didSet { updateTicking() }
  }

  // MARK: Animation

  private var animating = false
  /// The spoke drawn darkest, 0 at the top, counting clockwise.
  private(set) var headSpoke = 0
  /// When the next step is due while the indicator turns.
  private var nextStep: TimeInterval?

  /// Whether the indicator is animating: true from `startAnimating()` until `stopAnimating()`,
  /// even while it is off screen.
  open var isAnimating: Bool { animating }

  /// Starts the animation: the spokes turn until `stopAnimating()` is called. Shows the
  /// indicator if `hidesWhenStopped` had hidden it.
  open func startAnimating() {
    guard !animating else { return }
    animating = true
    if hidesWhenStopped { isHidden = false }
    updateTicking()
  }

  /// Stops the animation; the indicator hides itself when `hidesWhenStopped` is true.
  open func stopAnimating() {
    guard animating else { return }
    animating = false
    if hidesWhenStopped { isHidden = true }
    updateTicking()
  }

  /// Called when the view moves into or out of a window: the indicator turns only in one.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    updateTicking()
  }

  /// Whether steps are scheduled: while animating, in a window, and neither the indicator nor
  /// any of its superviews is hidden.
  private var shouldTick: Bool {
    guard animating, window != nil else { return false }
    var view: UIView? = self
    while let v = view {
      if v.isHidden { return false }
      view = v.superview
    }
    return true
  }

  /// Indicators that are animating in a window but have a hidden superview: they turn again
  /// when a view is shown or moved (`UIView` tells them through `viewWasShownOrMoved()`).
  private static var waitingForHiddenSuperview:
    [ObjectIdentifier: Unretained<UIActivityIndicatorView>] = [:]

  /// Whether an indicator waits for a hidden superview to be shown (checked by `UIView` before
  /// telling them, so showing views costs nothing when none does).
  static var anyWaitsForAHiddenSuperview: Bool { !waitingForHiddenSuperview.isEmpty }

  /// A view was shown, or moved to another superview: waiting indicators look again.
  static func viewWasShownOrMoved() {
    let waiting = waitingForHiddenSuperview
    waitingForHiddenSuperview = [:]
    for entry in waiting.values { entry.wrappedValue?.updateTicking() }
  }

  private func updateTicking() {
    let tick = shouldTick
    let id = ObjectIdentifier(self)
    if animating, window != nil, !isHidden, !tick {
      Self.waitingForHiddenSuperview[id] = Unretained(wrappedValue: self)
    } else if Self.waitingForHiddenSuperview[id] != nil {
      Self.waitingForHiddenSuperview[id] = nil
    }
    if tick {
      guard nextStep == nil else { return }
      scheduleStep(at: AnimationClock.now + Self.stepInterval)
    } else if nextStep != nil {
      nextStep = nil
      AnimationEngine.shared.cancelScheduled(for: self)
    }
  }

  private func scheduleStep(at due: TimeInterval) {
    nextStep = due
    AnimationEngine.shared.schedule(for: self, at: due) { [me = unretained] now in
      me.wrappedValue?.step(at: now)
    }
  }

  /// Turns the ring by one spoke and schedules the next step, keeping the cadence unless the
  /// step came more than a step late.
  private func step(at now: TimeInterval) {
    guard let due = nextStep else { return }
    guard shouldTick else {
      // A superview was hidden since the last step: wait until it is shown.
      nextStep = nil
      updateTicking()
      return
    }
    headSpoke = (headSpoke + 1) % Self.spokeCount
    setNeedsDisplay()
    let next = due + Self.stepInterval
    scheduleStep(at: next > now ? next : now + Self.stepInterval)
  }

  // MARK: Size

  /// The indicator's natural size: 20×20 points for the medium styles, 37×37 for the large.
  open override var intrinsicContentSize: CGSize { style.size }

  /// The indicator's natural size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

  // MARK: Drawing

  /// The opacity of the spoke `behind` steps behind the head (counterclockwise from it): the
  /// head is solid and the spokes trailing it fade, as on iOS.
  static func spokeAlpha(behind: Int) -> CGFloat {
    1 - 0.7 * CGFloat(behind) / CGFloat(spokeCount - 1)
  }

  /// Draws the ring of spokes at the style's size in the middle of the bounds.
  ///
  /// The ring looks the same at every step but for which spoke is the head, so each of the
  /// eight looks is drawn once (at the context's scale, in the current color) and then copied:
  /// a step costs a copy of a few hundred pixels rather than stroking eight spokes again.
  open override func draw(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let side = style.size.width
    let ring = CGRect(
      x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    let ctm = ctx.ctm
    let scale = abs(ctm.a)
    let origin = ring.origin.applying(ctm)
    // Copies are exact only on the pixel grid of an unrotated context.
    guard ctm.b == 0, ctm.c == 0, scale > 0, abs(ctm.d) == scale,
      origin.x == origin.x.rounded(), origin.y == origin.y.rounded()
    else {
      Self.drawSpokes(in: ctx, ring: ring, head: headSpoke, color: color)
      return
    }
    let key = RingKey(side: side, scale: scale, color: color)
    if ringImages?.key != key {
      ringImages = (key, Array(repeating: nil, count: Self.spokeCount))
    }
    if let image = ringImages?.images[headSpoke] {
      image.draw(in: ring)
      return
    }
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let head = headSpoke
    let image = UIGraphicsImageRenderer(size: ring.size, format: format).image { context in
      Self.drawSpokes(
        in: context.cgContext, ring: CGRect(origin: .zero, size: ring.size), head: head,
        color: key.color)
    }
    ringImages?.images[headSpoke] = image
    image.draw(in: ring)
  }

  /// What the drawn looks of the ring depend on.
  private struct RingKey: Equatable {
    var side: CGFloat
    var scale: CGFloat
    var color: UIColor
  }

  /// The looks of the ring drawn so far, by head spoke, and what they were drawn for.
  private var ringImages: (key: RingKey, images: [UIImage?])?

  /// Strokes the spokes of a ring filling `ring`, the spoke `head` darkest.
  static func drawSpokes(in ctx: CGContext, ring: CGRect, head: Int, color base: UIColor) {
    let side = ring.width
    let center = CGPoint(x: ring.midX, y: ring.midY)
    let lineWidth = max(1.5, side * 0.115)
    let inner = side * 0.24
    let outer = side / 2 - lineWidth / 2
    ctx.setLineWidth(lineWidth)
    ctx.setLineCap(.round)
    for spoke in 0..<spokeCount {
      // Spoke 0 points up; angles grow clockwise on screen (y grows downwards).
      let angle = CGFloat(spoke) / CGFloat(spokeCount) * 2 * .pi - .pi / 2
      let behind = (head - spoke + spokeCount) % spokeCount
      ctx.setStrokeColor(base.withAlphaComponent(base.alphaComponent * spokeAlpha(behind: behind)))
      let dx = cos(angle)
      let dy = sin(angle)
      ctx.move(to: CGPoint(x: center.x + dx * inner, y: center.y + dy * inner))
      ctx.addLine(to: CGPoint(x: center.x + dx * outer, y: center.y + dy * outer))
      ctx.strokePath()
    }
  }
}
