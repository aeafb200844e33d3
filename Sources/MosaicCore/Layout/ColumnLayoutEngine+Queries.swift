import Foundation

extension ColumnLayoutEngine {
  /// Every item, header and footer whose frame intersects `rect` (their open
  /// extents overlap: touching edges do not count), section by section: header, then the items column by column (top to
  /// bottom within a column), then footer. O(columns · log n + k).
  package func elements(in rect: CGRect) -> [LayoutElement] {
    let r = rect.standardized
    guard !r.isNull, !r.minX.isNaN, !r.minY.isNaN, !r.maxX.isNaN, !r.maxY.isNaN else {
      return []
    }
    var result: [LayoutElement] = []
    var s = sections.partitionPoint { $0.mainEnd > r.minY }
    while s < sections.count, sections[s].mainStart < r.maxY {
      let section = sections[s]
      if let h = section.header, elementFrame(h, intersects: r) {
        result.append(
          LayoutElement(kind: .header, indexPath: IndexPath(item: 0, section: s), frame: h))
      }
      let frames = section.frames
      for column in section.columns {
        var j = column.partitionPoint { frames[Int($0)].maxY > r.minY }
        while j < column.count {
          let item = Int(column[j])
          let f = frames[item]
          if !(f.minY < r.maxY) { break }
          if elementFrame(f, intersects: r) {
            result.append(
              LayoutElement(kind: .item, indexPath: IndexPath(item: item, section: s), frame: f))
          }
          j += 1
        }
      }
      if let f = section.footer, elementFrame(f, intersects: r) {
        result.append(
          LayoutElement(kind: .footer, indexPath: IndexPath(item: 0, section: s), frame: f))
      }
      s += 1
    }
    return result
  }

  /// The item whose frame contains `point`, or nil. O(columns · log n).
  package func indexPath(at point: CGPoint) -> IndexPath? {
    guard !point.x.isNaN, !point.y.isNaN else { return nil }
    var s = sections.partitionPoint { $0.mainEnd > point.y }
    while s < sections.count, sections[s].mainStart <= point.y {
      let section = sections[s]
      for column in section.columns {
        let j = column.partitionPoint { section.frames[Int($0)].maxY > point.y }
        var k = j
        while k < column.count, section.frames[Int(column[k])].minY <= point.y {
          if section.frames[Int(column[k])].contains(point) {
            return IndexPath(item: Int(column[k]), section: s)
          }
          k += 1
        }
      }
      s += 1
    }
    return nil
  }

  /// The item at `position`, or else the item nearest to it, for interactive movement:
  /// the nearest non-empty section vertically, in it the column nearest horizontally
  /// (the left one of two equally near), in that column the item nearest vertically.
  /// Nil only when there are no items. O(columns + log n), plus the number of empty
  /// sections skipped.
  package func targetIndexPath(forPosition position: CGPoint) -> IndexPath? {
    if let hit = indexPath(at: position) { return hit }
    guard !position.x.isNaN, !position.y.isNaN, !sections.isEmpty else { return nil }
    let y = position.y
    let probe = min(sections.partitionPoint { $0.mainEnd > y }, sections.count - 1)
    var after = probe
    while after < sections.count, sections[after].frames.isEmpty { after += 1 }
    var before = probe - 1
    while before >= 0, sections[before].frames.isEmpty { before -= 1 }
    func distance(_ s: Int) -> CGFloat {
      let range = sections[s].bodyStart...sections[s].bodyEnd
      return y < range.lowerBound ? range.lowerBound - y : max(0, y - range.upperBound)
    }
    let s: Int
    switch (before >= 0, after < sections.count) {
    case (false, false): return nil
    case (true, false): s = before
    case (false, true): s = after
    case (true, true): s = distance(before) <= distance(after) ? before : after
    }
    let section = sections[s]
    var best: [Int32] = []
    var bestDistance = CGFloat.infinity
    for column in section.columns where !column.isEmpty {
      let f = section.frames[Int(column[0])]
      let d = position.x < f.minX ? f.minX - position.x : max(0, position.x - f.maxX)
      if d < bestDistance {
        best = column
        bestDistance = d
      }
    }
    // In the column, the first item ending below the point, or the one before it.
    let j = min(best.partitionPoint { section.frames[Int($0)].maxY > y }, best.count - 1)
    var item = Int(best[j])
    if j > 0 {
      let here = section.frames[item]
      let previous = section.frames[Int(best[j - 1])]
      let hereDistance = y < here.minY ? here.minY - y : max(0, y - here.maxY)
      if y - previous.maxY < hereDistance { item = Int(best[j - 1]) }
    }
    return IndexPath(item: item, section: s)
  }

  /// `elements(in:)` with section headers (when `pinningHeadersTo` is given) and footers
  /// (when `pinningFootersTo` is given) pinned to that visible rectangle, as UIKit's
  /// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` do; a
  /// pinned element is included when its pinned frame intersects `rect`.
  package func elements(
    in rect: CGRect, pinningHeadersTo headerBounds: CGRect?,
    pinningFootersTo footerBounds: CGRect? = nil
  ) -> [LayoutElement] {
    var result = elements(in: rect).filter {
      !($0.kind == .header && headerBounds != nil) && !($0.kind == .footer && footerBounds != nil)
    }
    let r = rect.standardized
    for s in sections(intersecting: rect) {
      let path = IndexPath(item: 0, section: s)
      if let visible = headerBounds, let header = frameOfHeader(inSection: s) {
        let pinned = PinnedHeaders.headerFrame(
          header, bodyEnd: sections[s].bodyEnd, visibleRect: visible)
        if elementFrame(pinned, intersects: r) {
          result.append(LayoutElement(kind: .header, indexPath: path, frame: pinned))
        }
      }
      if let visible = footerBounds, let footer = frameOfFooter(inSection: s) {
        let pinned = PinnedHeaders.footerFrame(
          footer, bodyStart: sections[s].bodyStart, visibleRect: visible)
        if elementFrame(pinned, intersects: r) {
          result.append(LayoutElement(kind: .footer, indexPath: path, frame: pinned))
        }
      }
    }
    return result
  }
}
