import Foundation

/// The geometry of UIKit's `sectionHeadersPinToVisibleBounds` and
/// `sectionFootersPinToVisibleBounds` (vertical wording; horizontal layouts mirror it).
///
/// A pinned header sticks to the top of the visible area while its section is visible,
/// and is pushed up by the end of its section's body: its bottom never goes below the
/// body's end, which is the section's last line plus `sectionInset.bottom`, before the
/// footer (so a header never covers its own footer, and the next section's header
/// pushes it out). Pinned y = min(max(visible.minY, natural y), bodyEnd − height).
/// A header that is below the top of the visible area keeps its natural frame.
///
/// A pinned footer mirrors this at the bottom: it sticks to the bottom of the visible
/// area while its section is visible and never rises above the body's start (the end
/// of the header). Pinned y = max(min(visible.maxY − height, natural y), bodyStart).
package enum PinnedHeaders {
  /// The frame of a pinned header whose natural frame is `header`, for a section whose
  /// body ends at `bodyEnd` along the scroll direction, when `visibleRect` is shown.
  package static func headerFrame(
    _ header: CGRect, bodyEnd: CGFloat, visibleRect: CGRect,
    scrollDirection: LayoutScrollDirection = .vertical
  ) -> CGRect {
    let axes = LayoutAxes(direction: scrollDirection)
    let natural = axes.mainRange(header).min
    let length = axes.mainRange(header).max - natural
    let visibleStart = axes.mainRange(visibleRect.standardized).min
    guard visibleStart.isFinite else { return header }
    let pinned = max(min(max(visibleStart, natural), bodyEnd - length), natural)
    return moved(header, toMain: pinned, axes: axes)
  }

  /// The frame of a pinned footer whose natural frame is `footer`, for a section whose
  /// body starts at `bodyStart` along the scroll direction, when `visibleRect` is shown.
  package static func footerFrame(
    _ footer: CGRect, bodyStart: CGFloat, visibleRect: CGRect,
    scrollDirection: LayoutScrollDirection = .vertical
  ) -> CGRect {
    let axes = LayoutAxes(direction: scrollDirection)
    let natural = axes.mainRange(footer).min
    let length = axes.mainRange(footer).max - natural
    let visibleEnd = axes.mainRange(visibleRect.standardized).max
    guard visibleEnd.isFinite else { return footer }
    let pinned = min(max(min(visibleEnd - length, natural), bodyStart), natural)
    return moved(footer, toMain: pinned, axes: axes)
  }

  static func moved(_ rect: CGRect, toMain main: CGFloat, axes: LayoutAxes) -> CGRect {
    var r = rect
    if axes.direction == .vertical { r.origin.y = main } else { r.origin.x = main }
    return r
  }
}
