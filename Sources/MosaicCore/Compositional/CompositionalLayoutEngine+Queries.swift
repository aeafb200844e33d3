import Foundation

extension CompositionalLayoutEngine {
  /// Every element whose frame meets `rect`, orthogonally scrolling sections scrolled by
  /// `orthogonalOffset(section)`, and boundary items that pin kept inside `visibleRect`.
  /// O(log n + k).
  package func elements(
    in rect: CGRect, visibleRect: CGRect? = nil,
    orthogonalOffset: (Int) -> CGFloat = { _ in 0 }
  ) -> [Element] {
    var result: [Element] = []
    forEachElement(in: rect, visibleRect: visibleRect, orthogonalOffset: orthogonalOffset) {
      result.append($0)
    }
    return result
  }

  /// Calls `body` with each element `elements(in:visibleRect:orthogonalOffset:)` returns, in
  /// the same order, without building an array. O(log n + k).
  package func forEachElement(
    in rect: CGRect, visibleRect: CGRect? = nil,
    orthogonalOffset: (Int) -> CGFloat = { _ in 0 }, _ body: (Element) -> Void
  ) {
    let r = rect.standardized
    guard !r.isNull, !r.isInfinite || r.width > 0 else { return }
    // A rectangle with NaN in it meets nothing.
    guard !r.origin.x.isNaN, !r.origin.y.isNaN, !r.width.isNaN, !r.height.isNaN else { return }
    for (item, frame) in layoutBoundaryItems {
      let placed = pinned(
        item, frame, visibleRect: visibleRect, start: 0, end: mainLength(contentSize))
      if placed.intersects(r) {
        body(
          Element(
            category: .supplementary(item.elementKind), indexPath: IndexPath(item: 0, section: 0),
            frame: placed, zIndex: item.zIndex))
      }
    }
    let (low, high) = vertical ? (r.minY, r.maxY) : (r.minX, r.maxX)
    for s in sections(meeting: low, high) {
      forEachElement(
        ofSection: s, in: r, visibleRect: visibleRect,
        orthogonalOffset: orthogonalOffset(s), body)
    }
  }

  /// The sections whose extent along the scroll axis meets `low...high`. O(log n + k).
  package func sections(meeting low: CGFloat, _ high: CGFloat) -> Range<Int> {
    let low = low - overreach
    let high = high + overreach
    var lo = 0
    var hi = sections.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sections[mid].end < low { lo = mid + 1 } else { hi = mid }
    }
    var end = lo
    while end < sections.count, sections[end].start <= high { end += 1 }
    return lo..<end
  }

  private func forEachElement(
    ofSection s: Int, in r: CGRect, visibleRect: CGRect?, orthogonalOffset: CGFloat,
    _ body: (Element) -> Void
  ) {
    let g = sections[s]
    let sectionPath = IndexPath(item: 0, section: s)
    for (item, frame) in g.decorations where frame.intersects(r) {
      body(
        Element(
          category: .decoration(item.elementKind), indexPath: sectionPath, frame: frame,
          zIndex: item.zIndex))
    }
    for (item, frame) in g.boundaryItems {
      let placed = pinned(item, frame, visibleRect: visibleRect, start: g.start, end: g.end)
      if placed.intersects(r) {
        body(
          Element(
            category: .supplementary(item.elementKind), indexPath: sectionPath, frame: placed,
            zIndex: item.zIndex))
      }
    }
    let (low, high): (CGFloat, CGFloat) =
      (vertical != g.stacksAcross) ? (r.minY, r.maxY) : (r.minX, r.maxX)
    for index in g.groups(meeting: low, high, orthogonalOffset: orthogonalOffset) {
      let (geometry, first) = g.geometry(ofGroup: index)
      let origin = g.origin(ofGroup: index, orthogonalOffset: orthogonalOffset)
      let placedCount = min(geometry.itemFrames.count, g.numberOfItems - first)
      for leaf in 0..<placedCount {
        let frame = geometry.itemFrames[leaf].offsetBy(dx: origin.x, dy: origin.y)
        if frame.intersects(r) {
          body(
            Element(
              category: .item, indexPath: IndexPath(item: first + leaf, section: s), frame: frame,
              zIndex: geometry.itemZIndexes[leaf]))
        }
      }
      for (leaf, placed) in geometry.supplementaries where leaf < placedCount {
        let frame = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
        if frame.intersects(r) {
          body(
            Element(
              category: .supplementary(placed.elementKind),
              indexPath: IndexPath(item: first + leaf, section: s), frame: frame,
              zIndex: placed.zIndex))
        }
      }
    }
  }

  /// A boundary item's frame, kept inside `visibleRect` while its section (`start..<end`)
  /// is visible when it pins.
  private func pinned(
    _ item: CompositionalBoundaryItem, _ frame: CGRect, visibleRect: CGRect?, start: CGFloat,
    end: CGFloat
  ) -> CGRect {
    guard item.pinToVisibleBounds, let visible = visibleRect else { return frame }
    let length = mainLength(frame.size)
    let natural = vertical ? frame.minY : frame.minX
    let (vLow, vHigh) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
    var main = natural
    switch Self.edge(of: item.alignment, vertical: vertical) {
    case .lead, .side: main = min(max(natural, vLow), end - length)
    case .trail: main = max(min(natural, vHigh - length), start)
    }
    main = max(main, min(natural, start))
    var result = frame
    if vertical { result.origin.y = main } else { result.origin.x = main }
    return result
  }

  private func mainLength(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }

  /// The frame of the item at `indexPath`, or nil when there is none.
  package func frame(ofItemAt indexPath: IndexPath, orthogonalOffset: CGFloat = 0) -> CGRect? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let g = sections[indexPath.section]
    guard let (group, leaf) = g.group(ofItem: indexPath.item) else { return nil }
    let (geometry, _) = g.geometry(ofGroup: group)
    let origin = g.origin(ofGroup: group, orthogonalOffset: orthogonalOffset)
    return geometry.itemFrames[leaf].offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The stacking order of the item at `indexPath` (custom groups give one; otherwise 0).
  package func zIndex(ofItemAt indexPath: IndexPath) -> Int {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return 0 }
    let g = sections[indexPath.section]
    guard let (group, leaf) = g.group(ofItem: indexPath.item) else { return 0 }
    return g.geometry(ofGroup: group).0.itemZIndexes[leaf]
  }

  /// The frame and stacking order of the supplementary view of `kind` at `indexPath`: a
  /// boundary item of the section (`[section, 0]`) or of the layout, or an item's attached
  /// supplementary item; nil when there is none.
  package func supplementary(
    ofKind kind: String, at indexPath: IndexPath, visibleRect: CGRect? = nil,
    orthogonalOffset: CGFloat = 0
  ) -> (frame: CGRect, zIndex: Int)? {
    guard indexPath.count == 2 else { return nil }
    if indexPath.item == 0, sections.indices.contains(indexPath.section) {
      let g = sections[indexPath.section]
      if let (item, frame) = g.boundaryItems.first(where: { $0.item.elementKind == kind }) {
        return (
          pinned(item, frame, visibleRect: visibleRect, start: g.start, end: g.end), item.zIndex
        )
      }
    }
    if indexPath == IndexPath(item: 0, section: 0),
      let (item, frame) = layoutBoundaryItems.first(where: { $0.item.elementKind == kind })
    {
      return (
        pinned(item, frame, visibleRect: visibleRect, start: 0, end: mainLength(contentSize)),
        item.zIndex
      )
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let g = sections[indexPath.section]
    guard let (group, leaf) = g.group(ofItem: indexPath.item) else { return nil }
    let (geometry, _) = g.geometry(ofGroup: group)
    guard
      let placed = geometry.supplementaries.first(where: {
        $0.item == leaf && $0.placed.elementKind == kind
      })?.placed
    else { return nil }
    let origin = g.origin(ofGroup: group, orthogonalOffset: orthogonalOffset)
    return (placed.frame.offsetBy(dx: origin.x, dy: origin.y), placed.zIndex)
  }

  /// The frame and stacking order of `section`'s decoration view of `kind`, or nil.
  package func decoration(ofKind kind: String, inSection section: Int) -> (
    frame: CGRect, zIndex: Int
  )? {
    guard sections.indices.contains(section),
      let (item, frame) = sections[section].decorations.first(where: {
        $0.item.elementKind == kind
      })
    else { return nil }
    return (frame, item.zIndex)
  }

  /// The band an orthogonally scrolling section's groups occupy (the whole width across the
  /// layout's axis), its scrollable content length across the axis, and the lengths of its
  /// groups' stride and of its first group; nil for other sections.
  package func orthogonalBand(ofSection section: Int) -> (
    frame: CGRect, contentLength: CGFloat, groupStride: CGFloat, leadingInset: CGFloat
  )? {
    guard sections.indices.contains(section), sections[section].stacksAcross else { return nil }
    let g = sections[section]
    let template = g.template ?? g.groups.first
    let main = template.map { vertical ? $0.size.height : $0.size.width } ?? 0
    let frame =
      vertical
      ? CGRect(x: 0, y: g.contentStart, width: g.orthogonalViewportLength, height: main)
      : CGRect(x: g.contentStart, y: 0, width: main, height: g.orthogonalViewportLength)
    let stride =
      (template.map { vertical ? $0.size.width : $0.size.height } ?? 0) + g.interGroupSpacing
    return (frame, g.orthogonalContentLength, stride, g.crossStart)
  }

  /// The frame of `section` (boundary items included, across the whole container).
  package func frame(ofSection section: Int) -> CGRect? {
    guard sections.indices.contains(section) else { return nil }
    let g = sections[section]
    return vertical
      ? CGRect(x: 0, y: g.start, width: containerSize.width, height: g.end - g.start)
      : CGRect(x: g.start, y: 0, width: g.end - g.start, height: containerSize.height)
  }

  /// The kinds of the boundary supplementary items of `section` (none for a section that does
  /// not exist).
  /// - Complexity: O(b) for the section's boundary items.
  package func boundaryItemKinds(ofSection section: Int) -> Set<String> {
    guard sections.indices.contains(section) else { return [] }
    var kinds: Set<String> = []
    for entry in sections[section].boundaryItems { kinds.insert(entry.item.elementKind) }
    return kinds
  }

  /// The kinds of the layout's own boundary supplementary items (at item 0 of section 0).
  /// - Complexity: O(b) for the layout's boundary items.
  package var layoutBoundaryItemKinds: Set<String> {
    var kinds: Set<String> = []
    for entry in layoutBoundaryItems { kinds.insert(entry.item.elementKind) }
    return kinds
  }
}
