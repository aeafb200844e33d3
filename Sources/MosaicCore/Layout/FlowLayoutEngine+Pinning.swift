import Foundation

extension FlowLayoutEngine {
  /// `section`'s header frame pinned to `visibleRect` (see `PinnedHeaders`), or nil when
  /// the section has no header.
  package func pinnedFrameOfHeader(inSection section: Int, visibleRect: CGRect) -> CGRect? {
    guard let header = frameOfHeader(inSection: section), let body = bodyRange(ofSection: section)
    else { return nil }
    return PinnedHeaders.headerFrame(
      header, bodyEnd: body.upperBound, visibleRect: visibleRect, scrollDirection: scrollDirection)
  }

  /// `section`'s footer frame pinned to `visibleRect` (see `PinnedHeaders`), or nil when
  /// the section has no footer.
  package func pinnedFrameOfFooter(inSection section: Int, visibleRect: CGRect) -> CGRect? {
    guard let footer = frameOfFooter(inSection: section), let body = bodyRange(ofSection: section)
    else { return nil }
    return PinnedHeaders.footerFrame(
      footer, bodyStart: body.lowerBound, visibleRect: visibleRect,
      scrollDirection: scrollDirection)
  }
}

extension FlowLayoutEngine {
  /// `elements(in:)` with section headers (when `pinningHeadersTo` is given) and footers
  /// (when `pinningFootersTo` is given) pinned to that visible rectangle, as UIKit's
  /// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` do; a
  /// pinned element is included when its pinned frame intersects `rect`, so a section's
  /// header is found even when its natural place is outside `rect`. O(log n + k).
  package func elements(
    in rect: CGRect, pinningHeadersTo headerBounds: CGRect?,
    pinningFootersTo footerBounds: CGRect? = nil
  ) -> [LayoutElement] {
    var result: [LayoutElement] = []
    forEachElement(in: rect) { element in
      if element.kind == .header && headerBounds != nil { return }
      if element.kind == .footer && footerBounds != nil { return }
      result.append(element)
    }
    let r = rect.standardized
    for s in sections(intersecting: rect) {
      let path = IndexPath(item: 0, section: s)
      if let visible = headerBounds,
        let pinned = pinnedFrameOfHeader(inSection: s, visibleRect: visible),
        elementFrame(pinned, intersects: r)
      {
        result.append(LayoutElement(kind: .header, indexPath: path, frame: pinned))
      }
      if let visible = footerBounds,
        let pinned = pinnedFrameOfFooter(inSection: s, visibleRect: visible),
        elementFrame(pinned, intersects: r)
      {
        result.append(LayoutElement(kind: .footer, indexPath: path, frame: pinned))
      }
    }
    return result
  }
}
