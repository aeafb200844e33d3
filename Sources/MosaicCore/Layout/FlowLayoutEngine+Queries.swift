import Foundation

extension FlowLayoutEngine {
  /// Every item, header and footer whose frame intersects `rect` (their open
  /// extents overlap: touching edges do not count, as in CoreGraphics), section by section, each section's header
  /// first, then its items in order, then its footer. O(log n + k): the sections, the
  /// lines of a section and the items of a line are found by binary search (or
  /// arithmetic for uniform sections). Overlapping lines and items (negative spacings)
  /// are found too: the line search runs on the lines' running furthest end, which widens
  /// it by the overlap of the lines, and items' ends still increase along a line.
  package func elements(in rect: CGRect) -> [LayoutElement] {
    var result: [LayoutElement] = []
    elements(in: rect, into: &result)
    return result
  }

  /// Replaces the contents of `result` with `elements(in: rect)`, keeping its capacity, so
  /// that a caller querying again and again fills one buffer instead of growing a new array
  /// each time.
  package func elements(in rect: CGRect, into result: inout [LayoutElement]) {
    result.removeAll(keepingCapacity: true)
    forEachElement(in: rect) { result.append($0) }
  }

  /// Calls `body` with every element `elements(in:)` would return, in the same order,
  /// without building an array.
  package func forEachElement(in rect: CGRect, _ body: (LayoutElement) -> Void) {
    let r = rect.standardized
    guard !r.isNull, !r.origin.x.isNaN, !r.origin.y.isNaN, !r.width.isNaN, !r.height.isNaN
    else { return }
    let (low, high) = axes.mainRange(r)
    let (crossLow, _) = axes.crossRange(r)
    var s = sections.partitionPoint { $0.mainEnd > low }
    while s < sections.count, sections[s].mainStart < high {
      let section = sections[s]
      if let h = section.header, elementFrame(h, intersects: r) {
        body(LayoutElement(kind: .header, indexPath: IndexPath(item: 0, section: s), frame: h))
      }
      var line = section.firstLine(endingAfter: low)
      while line < section.lineCount, section.mainExtent(ofLine: line).min < high {
        let items = section.items(ofLine: line)
        var item = section.firstItem(inLine: line, crossEndingAfter: crossLow)
        while item < items.upperBound {
          let f = section.itemFrame(item, line: line)
          if !(axes.crossRange(f).min < axes.crossRange(r).max) { break }
          if elementFrame(f, intersects: r) {
            body(LayoutElement(kind: .item, indexPath: IndexPath(item: item, section: s), frame: f))
          }
          item += 1
        }
        line += 1
      }
      if let f = section.footer, elementFrame(f, intersects: r) {
        body(LayoutElement(kind: .footer, indexPath: IndexPath(item: 0, section: s), frame: f))
      }
      s += 1
    }
  }

  /// The indexes of the sections that have any part (header, body or footer) in
  /// `rect` along the scroll direction, for callers that pin headers of sections whose
  /// header itself is out of `rect`. O(log n).
  package func sections(intersecting rect: CGRect) -> Range<Int> {
    let r = rect.standardized
    guard !r.isNull, !r.minX.isNaN, !r.minY.isNaN, !r.maxX.isNaN, !r.maxY.isNaN else {
      return 0..<0
    }
    let (low, high) = axes.mainRange(r)
    let first = sections.partitionPoint { $0.mainEnd > low }
    let end = sections.partitionPoint { $0.mainStart >= high }
    return first..<max(first, end)
  }

  /// The item whose frame contains `point` (hit testing), or nil when the point is in no
  /// item. O(log n + items of one line).
  package func indexPath(at point: CGPoint) -> IndexPath? {
    guard !point.x.isNaN, !point.y.isNaN else { return nil }
    let m = axes.main(point)
    var s = sections.partitionPoint { $0.mainEnd > m }
    while s < sections.count, sections[s].mainStart <= m {
      let section = sections[s]
      var line = section.firstLine(endingAfter: m)
      while line < section.lineCount, section.mainExtent(ofLine: line).min <= m {
        for item in section.items(ofLine: line)
        where section.itemFrame(item, line: line).contains(point) {
          return IndexPath(item: item, section: s)
        }
        line += 1
      }
      s += 1
    }
    return nil
  }

  /// The item at `position`, or else the item nearest to it, for interactive movement:
  /// the nearest non-empty section along the scroll direction, in it the nearest line,
  /// in that line the item nearest along the line. Nil only when there are no items.
  /// O(log n + items of one line), plus the number of empty sections skipped.
  package func targetIndexPath(forPosition position: CGPoint) -> IndexPath? {
    if let hit = indexPath(at: position) { return hit }
    guard !position.x.isNaN, !position.y.isNaN else { return nil }
    let m = axes.main(position)
    let c = axes.cross(position)
    let probe = min(sections.partitionPoint { $0.mainEnd > m }, sections.count - 1)
    guard probe >= 0 else { return nil }
    var after = probe
    while after < sections.count, sections[after].itemCount == 0 { after += 1 }
    var before = probe - 1
    while before >= 0, sections[before].itemCount == 0 { before -= 1 }
    func distance(_ s: Int) -> CGFloat {
      let section = sections[s]
      let low = section.mainExtent(ofLine: 0).min
      let high = section.reach(throughLine: section.lineCount - 1)
      return m < low ? low - m : (m > high ? m - high : 0)
    }
    let s: Int
    switch (before >= 0, after < sections.count) {
    case (false, false): return nil
    case (true, false): s = before
    case (false, true): s = after
    case (true, true): s = distance(before) <= distance(after) ? before : after
    }
    let section = sections[s]
    var line = min(section.firstLine(endingAfter: m), section.lineCount - 1)
    if line > 0 {
      let here = section.mainExtent(ofLine: line)
      let previous = section.mainExtent(ofLine: line - 1)
      let hereDistance = m < here.min ? here.min - m : max(0, m - here.max)
      if m - previous.max < hereDistance { line -= 1 }
    }
    var best = section.items(ofLine: line).lowerBound
    var bestDistance = CGFloat.infinity
    for item in section.items(ofLine: line) {
      let extent = axes.crossRange(section.itemFrame(item, line: line))
      let d = c < extent.min ? extent.min - c : max(0, c - extent.max)
      if d < bestDistance {
        best = item
        bestDistance = d
      }
    }
    return IndexPath(item: best, section: s)
  }
}
