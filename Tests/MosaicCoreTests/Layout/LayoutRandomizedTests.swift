import Foundation
import MosaicCore
import MosaicTestSupport
import Testing

/// The reference overlap test: open extents overlap on both axes.
private func overlaps(_ f: CGRect, _ r: CGRect) -> Bool {
  let r = r.standardized
  return f.minX < r.maxX && r.minX < f.maxX && f.minY < r.maxY && r.minY < f.maxY
}

/// A random length, sometimes zero, on a whole or half point grid (so edges often meet).
private func length(_ g: inout SeededGenerator, _ upper: Int) -> CGFloat {
  Int.random(in: 0..<6, using: &g) == 0
    ? 0 : CGFloat(Int.random(in: 0...(upper * 2), using: &g)) / 2
}

/// A random spacing: usually as `length`, a third of the time negative (overlapping
/// items or lines), down to deeper than an item.
private func spacing(_ g: inout SeededGenerator) -> CGFloat {
  Int.random(in: 0..<3, using: &g) == 0 ? -length(&g, 70) : length(&g, 15)
}

private func randomRects(_ g: inout SeededGenerator, content: CGSize, count: Int) -> [CGRect] {
  (0..<count).map { _ in
    CGRect(
      x: CGFloat(Int.random(in: -40...(Int(content.width) + 40), using: &g)),
      y: CGFloat(Int.random(in: -40...(Int(content.height) + 40), using: &g)),
      width: CGFloat(Int.random(in: -60...300, using: &g)),
      height: CGFloat(Int.random(in: -60...300, using: &g)))
  }
}

@Suite struct LayoutRandomizedTests {
  @Test func flowQueriesMatchABruteForceScan() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var g = SeededGenerator(seed: seed)
    for round in 0..<150 {
      let direction: LayoutScrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
      let uniform = Bool.random(using: &g)
      var sections: [FlowLayoutEngine.Section] = []
      var sizes: [[CGSize]] = []
      for _ in 0..<Int.random(in: 1...4, using: &g) {
        let count = Int.random(in: 0...60, using: &g)
        let fixed = CGSize(width: length(&g, 80), height: length(&g, 80))
        let list = (0..<count).map { _ in
          uniform ? fixed : CGSize(width: length(&g, 120), height: length(&g, 60))
        }
        sizes.append(list)
        sections.append(
          FlowLayoutEngine.Section(
            numberOfItems: count, itemSizes: uniform ? .uniform(fixed) : .perItem,
            sectionInset: UIEdgeInsets(
              top: length(&g, 20), left: length(&g, 20), bottom: length(&g, 20),
              right: length(&g, 20)),
            minimumLineSpacing: spacing(&g), minimumInteritemSpacing: spacing(&g),
            headerReferenceSize: CGSize(width: length(&g, 30), height: length(&g, 30)),
            footerReferenceSize: CGSize(width: length(&g, 30), height: length(&g, 30))))
      }
      let container = CGSize(width: length(&g, 400), height: length(&g, 400))
      let engine = FlowLayoutEngine(
        scrollDirection: direction, containerSize: container, sections: sections
      ) { sizes[$0.section][$0.item] }
      var all: [LayoutElement] = []
      for s in 0..<sections.count {
        if let h = engine.frameOfHeader(inSection: s) {
          all.append(
            LayoutElement(kind: .header, indexPath: IndexPath(item: 0, section: s), frame: h))
        }
        for i in 0..<sizes[s].count {
          let path = IndexPath(item: i, section: s)
          all.append(
            LayoutElement(kind: .item, indexPath: path, frame: engine.frame(ofItemAt: path)!))
        }
        if let f = engine.frameOfFooter(inSection: s) {
          all.append(
            LayoutElement(kind: .footer, indexPath: IndexPath(item: 0, section: s), frame: f))
        }
      }
      for rect in randomRects(&g, content: engine.contentSize, count: 25) {
        let found = engine.elements(in: rect)
        let expected = all.filter { overlaps($0.frame, rect) }
        #expect(
          found.count == expected.count && Set(found) == Set(expected),
          "seed \(seed) round \(round) rect \(rect): \(found.count) found, \(expected.count) expected"
        )
        // Pinned to the rect itself: every section's header and footer moved into it.
        let pinned = engine.elements(in: rect, pinningHeadersTo: rect, pinningFootersTo: rect)
        let expectedPinned = all.compactMap { element -> LayoutElement? in
          var moved = element
          switch element.kind {
          case .item: break
          case .header:
            moved.frame = engine.pinnedFrameOfHeader(
              inSection: element.indexPath.section, visibleRect: rect)!
          case .footer:
            moved.frame = engine.pinnedFrameOfFooter(
              inSection: element.indexPath.section, visibleRect: rect)!
          }
          return overlaps(moved.frame, rect) ? moved : nil
        }
        #expect(
          pinned.count == expectedPinned.count && Set(pinned) == Set(expectedPinned),
          "seed \(seed) round \(round) pinned rect \(rect)")
        let point = rect.origin
        let hit = all.first { $0.kind == .item && $0.frame.contains(point) }?.indexPath
        #expect(engine.indexPath(at: point) == hit, "seed \(seed) round \(round) point \(point)")
        if hit == nil, let target = engine.targetIndexPath(forPosition: point) {
          #expect(engine.frame(ofItemAt: target) != nil, "seed \(seed) round \(round)")
        }
      }
    }
  }

  @Test func waterfallQueriesMatchABruteForceScan() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var g = SeededGenerator(seed: seed)
    for round in 0..<150 {
      var sections: [ColumnLayoutEngine.Section] = []
      var heights: [[CGFloat]] = []
      for _ in 0..<Int.random(in: 1...4, using: &g) {
        let count = Int.random(in: 0...80, using: &g)
        heights.append((0..<count).map { _ in length(&g, 120) })
        sections.append(
          ColumnLayoutEngine.Section(
            numberOfItems: count, columnCount: Int.random(in: 1...5, using: &g),
            columnSpacing: length(&g, 12), itemSpacing: length(&g, 12),
            sectionInset: UIEdgeInsets(
              top: length(&g, 20), left: length(&g, 20), bottom: length(&g, 20),
              right: length(&g, 20)),
            headerHeight: length(&g, 30), footerHeight: length(&g, 30)))
      }
      let engine = ColumnLayoutEngine(containerWidth: length(&g, 400), sections: sections) {
        heights[$0.section][$0.item]
      }
      var all: [LayoutElement] = []
      for s in 0..<sections.count {
        if let h = engine.frameOfHeader(inSection: s) {
          all.append(
            LayoutElement(kind: .header, indexPath: IndexPath(item: 0, section: s), frame: h))
        }
        for i in 0..<heights[s].count {
          let path = IndexPath(item: i, section: s)
          let frame = engine.frame(ofItemAt: path)!
          #expect(frame.height == heights[s][i], "seed \(seed) round \(round)")
          all.append(LayoutElement(kind: .item, indexPath: path, frame: frame))
        }
        if let f = engine.frameOfFooter(inSection: s) {
          all.append(
            LayoutElement(kind: .footer, indexPath: IndexPath(item: 0, section: s), frame: f))
        }
      }
      for rect in randomRects(&g, content: engine.contentSize, count: 25) {
        let found = engine.elements(in: rect)
        let expected = all.filter { overlaps($0.frame, rect) }
        #expect(
          found.count == expected.count && Set(found) == Set(expected),
          "seed \(seed) round \(round) rect \(rect): \(found.count) found, \(expected.count) expected"
        )
        let point = rect.origin
        let hit = all.first { $0.kind == .item && $0.frame.contains(point) }?.indexPath
        #expect(engine.indexPath(at: point) == hit, "seed \(seed) round \(round) point \(point)")
      }
    }
  }

  /// Every item of a random waterfall sits in a column that was (one of) the shortest
  /// when it was placed, the leftmost among equals.
  @Test func waterfallPicksTheShortestColumn() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var g = SeededGenerator(seed: seed)
    let heights = (0..<300).map { _ in CGFloat(Int.random(in: 0...100, using: &g)) }
    let engine = ColumnLayoutEngine(
      containerWidth: 300,
      sections: [ColumnLayoutEngine.Section(numberOfItems: 300, columnCount: 4, itemSpacing: 4)]
    ) { heights[$0.item] }
    var bottoms: [CGFloat] = [0, 0, 0, 0]
    var used = [false, false, false, false]
    for i in 0..<300 {
      let path = IndexPath(item: i, section: 0)
      let column = bottoms.firstIndex(of: bottoms.min()!)!
      #expect(engine.column(ofItemAt: path) == column, "seed \(seed) item \(i)")
      let y = used[column] ? bottoms[column] + 4 : 0
      #expect(engine.frame(ofItemAt: path)?.minY == y, "seed \(seed) item \(i)")
      bottoms[column] = y + heights[i]
      used[column] = true
    }
  }
}
