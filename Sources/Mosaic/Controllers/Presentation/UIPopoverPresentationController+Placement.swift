import Foundation

/// Where a popover goes: its panel, the chrome around panel and arrow, the arrow's direction
/// and where along the panel's edge the arrow's tip is.
struct PopoverPlacement: Equatable {
  var panel: CGRect
  var chrome: CGRect
  var direction: UIPopoverArrowDirection
  /// The arrow's tip in chrome coordinates (nil without an arrow).
  var arrowTip: CGPoint?
}

extension UIPopoverPresentationController {
  /// The rectangle the popover points at, in the container's coordinates; nil without a
  /// source in a window.
  func sourceRectInContainer() -> CGRect? {
    guard let container = containerView else { return nil }
    if let item = barButtonItem, let view = item.customView ?? item.button, view.window != nil {
      return view.convert(view.bounds, to: container)
    }
    guard let view = sourceView, view.window != nil else { return nil }
    let rect = sourceRectStorage.map { $0 == .zero ? view.bounds : $0 } ?? view.bounds
    return view.convert(rect, to: container)
  }

  /// The popover's content size: the presented controller's preferred size, else the default.
  var popoverContentSize: CGSize {
    if let alert = presentedViewController as? UIAlertController { return alert.popoverSheetSize }
    let preferred = presentedViewController.preferredContentSize
    return CGSize(
      width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
      height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
  }

  /// The placement in a container with `bounds`.
  func placement(in bounds: CGRect) -> PopoverPlacement {
    guard showsAsPopover else {
      let frame = adaptedFrame(in: bounds)
      return PopoverPlacement(panel: frame, chrome: frame, direction: .unknown, arrowTip: nil)
    }
    let m = popoverLayoutMargins
    let area = bounds.inset(by: m)
    let size = popoverContentSize
    guard let source = sourceRectInContainer() else {
      let w = min(size.width, area.width)
      let h = min(size.height, area.height)
      let panel = CGRect(
        x: (bounds.midX - w / 2).rounded(), y: (bounds.midY - h / 2).rounded(), width: w,
        height: h)
      return PopoverPlacement(panel: panel, chrome: panel, direction: .unknown, arrowTip: nil)
    }
    let a = Self.arrowHeight
    let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
    let permitted = order.filter { permittedArrowDirections.contains($0) }
    let candidates = permitted.isEmpty ? order : permitted
    func space(_ d: UIPopoverArrowDirection) -> CGSize {
      switch d {
      case .up: return CGSize(width: area.width, height: area.maxY - source.maxY - a)
      case .down: return CGSize(width: area.width, height: source.minY - a - area.minY)
      case .left: return CGSize(width: area.maxX - source.maxX - a, height: area.height)
      default: return CGSize(width: source.minX - a - area.minX, height: area.height)
      }
    }
    let fitting = candidates.first { d in
      let s = space(d)
      return s.width >= size.width && s.height >= size.height
    }
    let direction =
      fitting
      ?? candidates.max { d1, d2 in
        let s1 = space(d1)
        let s2 = space(d2)
        return min(max(0, s1.width), size.width) * min(max(0, s1.height), size.height)
          < min(max(0, s2.width), size.width) * min(max(0, s2.height), size.height)
      }!
    let s = space(direction)
    let w = max(0, min(size.width, s.width))
    let h = max(0, min(size.height, s.height))
    func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, hi)) }
    var panel: CGRect
    var chrome: CGRect
    var tip: CGPoint
    switch direction {
    case .up:
      panel = CGRect(
        x: clamp((source.midX - w / 2).rounded(), area.minX, area.maxX - w), y: source.maxY + a,
        width: w, height: h)
      chrome = CGRect(x: panel.minX, y: panel.minY - a, width: w, height: h + a)
      tip = CGPoint(x: source.midX, y: source.maxY)
    case .down:
      panel = CGRect(
        x: clamp((source.midX - w / 2).rounded(), area.minX, area.maxX - w),
        y: source.minY - a - h, width: w, height: h)
      chrome = CGRect(x: panel.minX, y: panel.minY, width: w, height: h + a)
      tip = CGPoint(x: source.midX, y: source.minY)
    case .left:
      panel = CGRect(
        x: source.maxX + a, y: clamp((source.midY - h / 2).rounded(), area.minY, area.maxY - h),
        width: w, height: h)
      chrome = CGRect(x: panel.minX - a, y: panel.minY, width: w + a, height: h)
      tip = CGPoint(x: source.maxX, y: source.midY)
    default:
      panel = CGRect(
        x: source.minX - a - w, y: clamp((source.midY - h / 2).rounded(), area.minY, area.maxY - h),
        width: w, height: h)
      chrome = CGRect(x: panel.minX, y: panel.minY, width: w + a, height: h)
      tip = CGPoint(x: source.minX, y: source.midY)
    }
    // Keep the arrow on the straight part of the panel's edge.
    let inset = Self.panelCornerRadius + Self.arrowBase / 2
    if direction == .up || direction == .down {
      tip.x = clamp(tip.x, panel.minX + inset, panel.maxX - inset)
    } else {
      tip.y = clamp(tip.y, panel.minY + inset, panel.maxY - inset)
    }
    return PopoverPlacement(
      panel: panel, chrome: chrome, direction: direction,
      arrowTip: CGPoint(x: tip.x - chrome.minX, y: tip.y - chrome.minY))
  }

  /// The frame of an adapted popover: a sheet at full height (an action sheet's own frame),
  /// or the whole container.
  func adaptedFrame(in bounds: CGRect) -> CGRect {
    if let alert = presentedViewController as? UIAlertController {
      return alert.compactActionSheetFrame(in: bounds)
    }
    if effectiveStyle == .fullScreen || effectiveStyle == .overFullScreen { return bounds }
    let top = UISheetPresentationController.compactTopInset
    return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
  }

  /// Follows the placement: the panel's colour and arrow, the dimming view's colour.
  func updatePopoverChrome() {
    guard let chrome = chromeView else { return }
    let alertSheet = presentedViewController is UIAlertController
    let fill = backgroundColor ?? (alertSheet ? AlertContentView.panelColor : .systemBackground)
    let background: PopoverBackgroundView
    if let existing = chrome.subviews.first as? PopoverBackgroundView {
      background = existing
    } else {
      background = PopoverBackgroundView()
      background.isUserInteractionEnabled = false
      chrome.insertSubview(background, at: 0)
    }
    background.frame = chrome.bounds
    background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    background.update(
      placement: showsAsPopover ? lastPlacement : nil, fill: fill,
      cornerRadius: chromeCornerRadius)
    chrome.contentView.backgroundColor = showsAsPopover ? fill : nil
    if !showsAsPopover, !alertSheet {
      chrome.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    } else {
      chrome.roundedCorners = .allCorners
    }
    let dimmed = !showsAsPopover && effectiveStyle != .fullScreen
    dimmingView?.backgroundColor = dimmed ? UIColor(white: 0, alpha: 0.2) : .clear
  }
}

/// The popover's panel with its arrow, drawn behind the presented view, with a soft shadow.
@MainActor
final class PopoverBackgroundView: UIView {
  private var placement: PopoverPlacement?
  private var fill: UIColor = .systemBackground
  private var radius: CGFloat = 13

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
    isOpaque = false
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.18
    layer.shadowRadius = 12
    layer.shadowOffset = CGSize(width: 0, height: 4)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func update(placement: PopoverPlacement?, fill: UIColor, cornerRadius: CGFloat) {
    guard placement != self.placement || fill != self.fill || cornerRadius != radius else {
      return
    }
    self.placement = placement
    self.fill = fill
    radius = cornerRadius
    isHidden = placement == nil
    setNeedsDisplay()
  }

  override func draw(_ rect: CGRect) {
    guard let p = placement else { return }
    let panel = p.panel.offsetBy(dx: -p.chrome.minX, dy: -p.chrome.minY)
    fill.setFill()
    UIBezierPath(roundedRect: panel, cornerRadius: radius).fill()
    guard let tip = p.arrowTip else { return }
    let half = UIPopoverPresentationController.arrowBase / 2
    let arrow = UIBezierPath()
    switch p.direction {
    case .up:
      arrow.move(to: CGPoint(x: tip.x - half, y: panel.minY + 1))
      arrow.addLine(to: tip)
      arrow.addLine(to: CGPoint(x: tip.x + half, y: panel.minY + 1))
    case .down:
      arrow.move(to: CGPoint(x: tip.x - half, y: panel.maxY - 1))
      arrow.addLine(to: tip)
      arrow.addLine(to: CGPoint(x: tip.x + half, y: panel.maxY - 1))
    case .left:
      arrow.move(to: CGPoint(x: panel.minX + 1, y: tip.y - half))
      arrow.addLine(to: tip)
      arrow.addLine(to: CGPoint(x: panel.minX + 1, y: tip.y + half))
    default:
      arrow.move(to: CGPoint(x: panel.maxX - 1, y: tip.y - half))
      arrow.addLine(to: tip)
      arrow.addLine(to: CGPoint(x: panel.maxX - 1, y: tip.y + half))
    }
    arrow.close()
    arrow.fill()
  }
}
