import Foundation
import MosaicCore
import Testing

/// Builds a vertical (or horizontal) engine with one section.
private func engine(
  _ direction: LayoutScrollDirection = .vertical, container: CGSize,
  _ sections: [FlowLayoutEngine.Section], sizes: [[CGSize]] = []
) -> FlowLayoutEngine {
  FlowLayoutEngine(scrollDirection: direction, containerSize: container, sections: sections) {
    sizes[$0.section][$0.item]
  }
}

private func frames(_ e: FlowLayoutEngine, section: Int = 0) -> [CGRect] {
  (0..<e.numberOfItems(inSection: section)).map {
    e.frame(ofItemAt: IndexPath(item: $0, section: section))!
  }
}

@Suite struct FlowLayoutEngineTests {
  @Test func seedGridOfSquares() {
    // 390-pt wide view, 100×100 items, insets 15, interitem 8, line 10: three columns
    // with the spare 60 pt shared equally (30 pt gaps).
    let section = FlowLayoutEngine.Section(
      numberOfItems: 10, itemSizes: .uniform(CGSize(width: 100, height: 100)),
      sectionInset: UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15),
      minimumLineSpacing: 10, minimumInteritemSpacing: 8)
    let e = engine(container: CGSize(width: 390, height: 844), [section])
    let f = frames(e)
    #expect(f[0] == CGRect(x: 15, y: 15, width: 100, height: 100))
    #expect(f[1] == CGRect(x: 145, y: 15, width: 100, height: 100))
    #expect(f[2] == CGRect(x: 275, y: 15, width: 100, height: 100))
    #expect(f[4] == CGRect(x: 145, y: 125, width: 100, height: 100))
    // The last line (one item) stays on the first column.
    #expect(f[9] == CGRect(x: 15, y: 345, width: 100, height: 100))
    #expect(e.contentSize == CGSize(width: 390, height: 460))
    // The same sizes from the provider give the same frames.
    let provided = engine(
      container: CGSize(width: 390, height: 844),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 10, itemSizes: .perItem,
          sectionInset: UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15),
          minimumLineSpacing: 10, minimumInteritemSpacing: 8)
      ], sizes: [Array(repeating: CGSize(width: 100, height: 100), count: 10)])
    #expect(frames(provided) == f)
  }

  @Test func lastLineKeepsGridColumns() {
    // 20-wide items in 100 pt with interitem 10: three per line, 20 pt gaps; the last
    // line's two items sit on the first two columns.
    let e = engine(
      container: CGSize(width: 100, height: 0),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 5, itemSizes: .uniform(CGSize(width: 20, height: 10)))
      ])
    #expect(
      frames(e).map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0),
        CGPoint(x: 0, y: 20), CGPoint(x: 40, y: 20),
      ])
    // Per-item sizes that differ: the last line [10, 30] is leading-aligned at the
    // minimum spacing, 10 (rdar://20825965).
    let sizes = [
      CGSize(width: 60, height: 10), CGSize(width: 30, height: 10),
      CGSize(width: 10, height: 10), CGSize(width: 30, height: 10),
    ]
    let mixed = engine(
      container: CGSize(width: 100, height: 0),
      [FlowLayoutEngine.Section(numberOfItems: 4, itemSizes: .explicit(sizes))])
    #expect(
      frames(mixed).map(\.origin) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 20, y: 20),
      ])
  }

  @Test func justifiedLinesLoneItemAndVerticalCentring() {
    let sizes = [
      CGSize(width: 30, height: 20), CGSize(width: 20, height: 40), CGSize(width: 30, height: 10),
      CGSize(width: 50, height: 50), CGSize(width: 45, height: 10),
    ]
    let e = engine(
      container: CGSize(width: 100, height: 500),
      [FlowLayoutEngine.Section(numberOfItems: 5, itemSizes: .perItem)], sizes: [sizes])
    #expect(
      frames(e) == [
        // Full line 30+20+30 = 80: 10 pt gaps, last item flush right; centred in 40 pt.
        CGRect(x: 0, y: 10, width: 30, height: 20),
        CGRect(x: 40, y: 0, width: 20, height: 40),
        CGRect(x: 70, y: 15, width: 30, height: 10),
        // Alone on a line that is not the last: centred.
        CGRect(x: 25, y: 50, width: 50, height: 50),
        // Alone on the last line (50 + 10 + 45 > 100): leading.
        CGRect(x: 0, y: 110, width: 45, height: 10),
      ])
    #expect(e.contentSize == CGSize(width: 100, height: 120))
  }

  @Test func singleColumnCentresAllButTheLastLine() {
    let e = engine(
      container: CGSize(width: 100, height: 0),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 3, itemSizes: .uniform(CGSize(width: 60, height: 20)))
      ])
    #expect(
      frames(e).map(\.origin) == [
        CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 30), CGPoint(x: 0, y: 60),
      ])
  }

  @Test func oversizedItemGetsItsOwnLineAtTheLeadingInset() {
    let sizes = [
      CGSize(width: 120, height: 20), CGSize(width: 30, height: 30), CGSize(width: 40, height: 10),
    ]
    let e = engine(
      container: CGSize(width: 100, height: 0),
      [FlowLayoutEngine.Section(numberOfItems: 3, itemSizes: .explicit(sizes))])
    #expect(
      frames(e) == [
        CGRect(x: 0, y: 0, width: 120, height: 20),
        CGRect(x: 0, y: 30, width: 30, height: 30),
        // The last line is leading-aligned at the minimum spacing (sizes differ).
        CGRect(x: 40, y: 40, width: 40, height: 10),
      ])
    let uniform = engine(
      container: CGSize(width: 100, height: 0),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 2, itemSizes: .uniform(CGSize(width: 120, height: 20)),
          sectionInset: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
      ])
    #expect(frames(uniform).map(\.origin) == [CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 30)])
  }

  @Test func explicitSizesShorterThanTheCountLeaveEmptyItems() {
    let e = engine(
      container: CGSize(width: 100, height: 0),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 3, itemSizes: .explicit([CGSize(width: 40, height: 20)]),
          minimumInteritemSpacing: 0)
      ])
    // 40, 0, 0 fit on one (last) line; the sizes differ, so it is leading-aligned at
    // the minimum spacing (0).
    #expect(
      frames(e) == [
        CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 10, width: 0, height: 0),
        CGRect(x: 40, y: 10, width: 0, height: 0),
      ])
  }

  @Test func headersFootersInsetsAndEmptySections() {
    let e = engine(
      container: CGSize(width: 200, height: 300),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 4, itemSizes: .uniform(CGSize(width: 50, height: 50)),
          sectionInset: UIEdgeInsets(top: 5, left: 10, bottom: 7, right: 10),
          headerReferenceSize: CGSize(width: 0, height: 30),
          footerReferenceSize: CGSize(width: 999, height: 20)),
        FlowLayoutEngine.Section(
          numberOfItems: 0, sectionInset: UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0),
          headerReferenceSize: CGSize(width: 10, height: 40)),
        FlowLayoutEngine.Section(numberOfItems: 1),
      ])
    #expect(e.frameOfHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 200, height: 30))
    #expect(
      frames(e).map(\.origin) == [
        CGPoint(x: 10, y: 35), CGPoint(x: 75, y: 35), CGPoint(x: 140, y: 35), CGPoint(x: 10, y: 95),
      ])
    #expect(e.frameOfFooter(inSection: 0) == CGRect(x: 0, y: 152, width: 200, height: 20))
    #expect(e.bodyRange(ofSection: 0) == 30...152)
    // The empty section keeps its header and both insets; it has no footer.
    #expect(e.frameOfHeader(inSection: 1) == CGRect(x: 0, y: 172, width: 200, height: 40))
    #expect(e.frameOfFooter(inSection: 1) == nil)
    #expect(e.frameOfSection(1) == CGRect(x: 0, y: 172, width: 200, height: 52))
    #expect(
      e.frame(ofItemAt: IndexPath(item: 0, section: 2))
        == CGRect(x: 0, y: 224, width: 50, height: 50))
    #expect(e.frameOfHeader(inSection: 2) == nil)
    #expect(e.contentSize == CGSize(width: 200, height: 274))
    #expect(e.frame(ofItemAt: IndexPath(item: 1, section: 2)) == nil)
    #expect(e.frame(ofItemAt: IndexPath(item: 0, section: 3)) == nil)
    // Elements in a band across the first footer and the second header.
    let band = e.elements(in: CGRect(x: 0, y: 140, width: 200, height: 40))
    #expect(band.map(\.kind) == [.item, .footer, .header])
    #expect(
      band.map(\.indexPath) == [
        IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0),
        IndexPath(item: 0, section: 1),
      ])
    #expect(e.sections(intersecting: CGRect(x: 0, y: 160, width: 10, height: 70)) == 0..<3)
  }

  @Test func horizontalBooks() {
    // 120×160 books scrolling sideways in a 400-pt tall view, insets 10: two per column
    // (the spare 60 pt between them), columns 12 pt apart.
    let e = engine(
      .horizontal, container: CGSize(width: 390, height: 400),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 5, itemSizes: .uniform(CGSize(width: 120, height: 160)),
          sectionInset: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
          minimumLineSpacing: 12, minimumInteritemSpacing: 10,
          headerReferenceSize: CGSize(width: 30, height: 999))
      ])
    #expect(e.frameOfHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 30, height: 400))
    #expect(
      frames(e).map(\.origin) == [
        CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 230), CGPoint(x: 172, y: 10),
        CGPoint(x: 172, y: 230), CGPoint(x: 304, y: 10),
      ])
    #expect(e.contentSize == CGSize(width: 434, height: 400))
    #expect(
      e.elements(in: CGRect(x: 170, y: 0, width: 10, height: 100)).map(\.indexPath) == [
        IndexPath(item: 2, section: 0)
      ])
  }

  @Test func horizontalIsTheMirrorOfVertical() {
    func t(_ s: CGSize) -> CGSize { CGSize(width: s.height, height: s.width) }
    func t(_ r: CGRect) -> CGRect { CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
    let sizes = [
      CGSize(width: 30, height: 20), CGSize(width: 20, height: 40), CGSize(width: 30, height: 10),
      CGSize(width: 50, height: 50), CGSize(width: 10, height: 10), CGSize(width: 35, height: 5),
    ]
    let inset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let v = engine(
      container: CGSize(width: 106, height: 1),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 6, itemSizes: .explicit(sizes), sectionInset: inset,
          minimumLineSpacing: 3, minimumInteritemSpacing: 7,
          headerReferenceSize: CGSize(width: 0, height: 9),
          footerReferenceSize: CGSize(width: 0, height: 4))
      ])
    let h = engine(
      .horizontal, container: CGSize(width: 1, height: 106),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 6, itemSizes: .explicit(sizes.map(t)),
          sectionInset: UIEdgeInsets(
            top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom),
          minimumLineSpacing: 3, minimumInteritemSpacing: 7,
          headerReferenceSize: CGSize(width: 9, height: 0),
          footerReferenceSize: CGSize(width: 4, height: 0))
      ])
    #expect(frames(h) == frames(v).map(t))
    #expect(h.frameOfHeader(inSection: 0) == v.frameOfHeader(inSection: 0).map(t))
    #expect(h.frameOfFooter(inSection: 0) == v.frameOfFooter(inSection: 0).map(t))
    #expect(h.contentSize == t(v.contentSize))
  }

  @Test func degenerateInputDoesNotTrap() {
    let e = engine(
      container: CGSize(width: CGFloat.nan, height: -5),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 3, itemSizes: .uniform(CGSize(width: -4, height: CGFloat.infinity)),
          sectionInset: UIEdgeInsets(top: -1, left: .nan, bottom: 2, right: 0),
          minimumLineSpacing: -3, minimumInteritemSpacing: .nan,
          headerReferenceSize: CGSize(width: 0, height: -10)),
        FlowLayoutEngine.Section(numberOfItems: -2),
      ])
    // Zero-size items with no spacing share one line at the origin.
    #expect(frames(e) == Array(repeating: CGRect(x: 0, y: 0, width: 0, height: 0), count: 3))
    #expect(e.contentSize == CGSize(width: 0, height: 2))
    #expect(e.numberOfItems(inSection: 1) == 0)
    #expect(e.frameOfHeader(inSection: 0) == nil)
    #expect(e.elements(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
    #expect(e.indexPath(at: CGPoint(x: 0, y: CGFloat.nan)) == nil)
    #expect(e.elements(in: CGRect.infinite).count == 3)
  }

  @Test func hitTestingAndTargets() {
    let e = engine(
      container: CGSize(width: 390, height: 844),
      [
        FlowLayoutEngine.Section(
          numberOfItems: 10, itemSizes: .uniform(CGSize(width: 100, height: 100)),
          sectionInset: UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15),
          minimumLineSpacing: 10, minimumInteritemSpacing: 8),
        FlowLayoutEngine.Section(
          numberOfItems: 0, headerReferenceSize: CGSize(width: 0, height: 50)),
        FlowLayoutEngine.Section(
          numberOfItems: 2, itemSizes: .uniform(CGSize(width: 100, height: 100))),
      ])
    #expect(e.indexPath(at: CGPoint(x: 150, y: 130)) == IndexPath(item: 4, section: 0))
    #expect(e.indexPath(at: CGPoint(x: 145, y: 125)) == IndexPath(item: 4, section: 0))
    #expect(e.indexPath(at: CGPoint(x: 130, y: 130)) == nil)  // in the gap
    #expect(e.indexPath(at: CGPoint(x: 20, y: 520)) == IndexPath(item: 0, section: 2))
    // Nearest: the gap between items 3 and 4 goes to item 3 (closer), below the last
    // line of section 0 to its nearest item, in the empty section's header to section 2.
    #expect(
      e.targetIndexPath(forPosition: CGPoint(x: 125, y: 150)) == IndexPath(item: 3, section: 0))
    #expect(
      e.targetIndexPath(forPosition: CGPoint(x: 300, y: 455)) == IndexPath(item: 9, section: 0))
    #expect(
      e.targetIndexPath(forPosition: CGPoint(x: 300, y: 500)) == IndexPath(item: 1, section: 2))
    #expect(
      e.targetIndexPath(forPosition: CGPoint(x: -50, y: -50)) == IndexPath(item: 0, section: 0))
    #expect(
      e.targetIndexPath(forPosition: CGPoint(x: 999, y: 9999)) == IndexPath(item: 1, section: 2))
    let empty = engine(
      container: CGSize(width: 100, height: 100), [FlowLayoutEngine.Section(numberOfItems: 0)])
    #expect(empty.targetIndexPath(forPosition: .zero) == nil)
  }
}
