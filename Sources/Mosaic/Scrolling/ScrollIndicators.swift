import Foundation

/// A scroll view's two scroll indicators: thin rounded bars along the right and bottom edges
/// that show which part of the content is visible. They appear while the content scrolls and
/// fade out half a second after it stops.
///
/// They are layers of the scroll view's own layer (above the subviews' layers), placed in the
/// scroll view's bounds coordinates and moved with every change of the offset.
@MainActor
final class ScrollIndicators {
  /// The bar along the right edge.
  let vertical = CALayer()
  /// The bar along the bottom edge.
  let horizontal = CALayer()

  /// The bars' thickness, in points.
  static let thickness: CGFloat = 3
  /// The distance between a bar and the view's edge, in points.
  static let edgeInset: CGFloat = 3
  /// The shortest a bar gets within the content bounds, in points.
  static let minimumLength: CGFloat = 36
  /// The shortest a bar gets while the content is stretched beyond an edge, in points.
  static let minimumStretchedLength: CGFloat = 7
  /// How long the bars stay after scrolling stops, in seconds.
  static let fadeDelay: TimeInterval = 0.5
  /// How long the bars take to fade out, in seconds.
  static let fadeDuration: TimeInterval = 0.2

  /// Whether the bars are showing (or fading).
  private(set) var isVisible = false
  private var lastActivity: TimeInterval = 0
  private let ticker = FrameTicker()
  @Unretained private var scrollView: UIScrollView?

  init() {
    for bar in [vertical, horizontal] {
      bar.opacity = 0
      bar.cornerRadius = Self.thickness / 2
      bar.name = "UIScrollView indicator"
    }
  }

  /// Adds the bars to the scroll view's layer.
  func install(in layer: CALayer) {
    layer.addSublayer(vertical)
    layer.addSublayer(horizontal)
  }

  /// Shows the bars (for the axes in which the content scrolls) and restarts the fade delay.
  func show(in scrollView: UIScrollView) {
    self.scrollView = scrollView
    lastActivity = AnimationClock.now
    isVisible = true
    layout(in: scrollView)
    if !ticker.isRunning {
      ticker.start { [weak self] time in self?.tick(at: time) ?? false }
    }
  }

  /// Notes that scrolling stopped now: the bars fade out after the delay.
  func scrollingStopped(in scrollView: UIScrollView) {
    lastActivity = AnimationClock.now
  }

  /// Advances the fade; returns whether the bars still need frames.
  private func tick(at time: TimeInterval) -> Bool {
    guard let scrollView, isVisible else { return false }
    if scrollView.isTracking || scrollView.isDragging || scrollView.motion != nil {
      lastActivity = time
    }
    let fade = (time - lastActivity - Self.fadeDelay) / Self.fadeDuration
    if fade >= 1 {
      isVisible = false
      layout(in: scrollView)
      return false
    }
    if fade > 0 { layout(in: scrollView, alpha: Float(1 - fade)) }
    return true
  }

  /// The bars' color for the scroll view's indicator style.
  private func color(for style: UIScrollView.IndicatorStyle) -> UIColor {
    switch style {
    case .default: return UIColor(white: 0, alpha: 0.35)
    case .black: return UIColor(white: 0, alpha: 0.5)
    case .white: return UIColor(white: 1, alpha: 0.5)
    }
  }

  /// Places the bars for the scroll view's current offset, size and insets.
  func layout(in scrollView: UIScrollView, alpha: Float? = nil) {
    let b = scrollView.bounds
    let inset = scrollView.adjustedContentInset
    let size = scrollView.contentSize
    let showV =
      isVisible && scrollView.showsVerticalScrollIndicator
      && scrollView.contentExceedsHeight(insets: inset)
    let showH =
      isVisible && scrollView.showsHorizontalScrollIndicator
      && scrollView.contentExceedsWidth(insets: inset)
    let opacity = alpha ?? 1
    let fill = color(for: scrollView.indicatorStyle)
    let t = Self.thickness
    let e = Self.edgeInset
    let low = scrollView.minimumContentOffset
    let high = scrollView.maximumContentOffset
    let offset = b.origin

    vertical.opacity = showV ? opacity : 0
    if showV {
      let ins = scrollView.verticalScrollIndicatorInsets
      let start = b.minY + inset.top + ins.top + e
      let end = b.maxY - inset.bottom - ins.bottom - e - (showH ? t + e : 0)
      let (position, length) = Self.bar(
        trackStart: start, trackEnd: end, visible: b.height,
        content: size.height + inset.top + inset.bottom, offset: offset.y, low: low.y,
        high: high.y)
      vertical.backgroundColor = fill.cgColor
      vertical.frame = CGRect(
        x: b.maxX - inset.right - ins.right - e - t, y: position, width: t, height: length)
    }
    horizontal.opacity = showH ? opacity : 0
    if showH {
      let ins = scrollView.horizontalScrollIndicatorInsets
      let start = b.minX + inset.left + ins.left + e
      let end = b.maxX - inset.right - ins.right - e - (showV ? t + e : 0)
      let (position, length) = Self.bar(
        trackStart: start, trackEnd: end, visible: b.width,
        content: size.width + inset.left + inset.right, offset: offset.x, low: low.x,
        high: high.x)
      horizontal.backgroundColor = fill.cgColor
      horizontal.frame = CGRect(
        x: position, y: b.maxY - inset.bottom - ins.bottom - e - t, width: length, height: t)
    }
  }

  /// The start and length of a bar on a track: its length is the visible fraction of the
  /// content (at least `minimumLength`), shortened by any stretch beyond an edge, and its
  /// position follows the offset's progress between the edges.
  static func bar(
    trackStart: CGFloat, trackEnd: CGFloat, visible: CGFloat, content: CGFloat,
    offset: CGFloat, low: CGFloat, high: CGFloat
  ) -> (position: CGFloat, length: CGFloat) {
    let track = max(0, trackEnd - trackStart)
    guard content > 0, track > 0 else { return (trackStart, 0) }
    var length = min(track, max(minimumLength, track * visible / content))
    let stretch = offset < low ? low - offset : offset > high ? offset - high : 0
    length = max(min(minimumStretchedLength, length), length - stretch)
    let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
    return (trackStart + (track - length) * progress, length)
  }
}
