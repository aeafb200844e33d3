import Foundation
import MosaicCore
import Testing

private func origins(_ e: FlowLayoutEngine) -> [CGPoint] {
  (0..<e.numberOfItems(inSection: 0)).map {
    e.frame(ofItemAt: IndexPath(item: $0, section: 0))!.origin
  }
}

/// The last line of a section: on the grid's columns when every item of the section has
/// one size, leading-aligned at `minimumInteritemSpacing` as soon as sizes differ
/// (rdar://20825965).
@Suite struct FlowLastLineTests {
  @Test func lastLineOfAUniformSectionStaysOnTheGridColumns() {
    // 20-wide items in 100 pt: three a line with 20-pt gaps; the last line's two items
    // sit on the first two columns (x 0 and 40), given uniform or found equal.
    for sizes in [
      FlowLayoutEngine.Section.ItemSizes.uniform(CGSize(width: 20, height: 10)),
      .explicit(Array(repeating: CGSize(width: 20, height: 10), count: 5)),
    ] {
      let e = FlowLayoutEngine(
        containerSize: CGSize(width: 100, height: 0),
        sections: [FlowLayoutEngine.Section(numberOfItems: 5, itemSizes: sizes)])
      #expect(
        origins(e) == [
          CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0),
          CGPoint(x: 0, y: 20), CGPoint(x: 40, y: 20),
        ])
    }
    // A single line of a uniform section is its last line: on the columns too.
    let one = FlowLayoutEngine(
      scrollDirection: .horizontal, containerSize: CGSize(width: 0, height: 100),
      sections: [
        FlowLayoutEngine.Section(
          numberOfItems: 2, itemSizes: .uniform(CGSize(width: 10, height: 20)))
      ])
    #expect(origins(one) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 40)])
  }

  @Test func lastLineOfANonUniformSectionIsLeadingAlignedAtTheMinimumSpacing() {
    // Line 1: 40 + 40, justified (x 0 and 60). Line 2: two 20-wide items, 10 apart
    // (x 0 and 30), even though a section of 20-wide items would put them at 0 and 40.
    let widths: [CGFloat] = [40, 40, 20, 20]
    let e = FlowLayoutEngine(
      containerSize: CGSize(width: 100, height: 0),
      sections: [
        FlowLayoutEngine.Section(
          numberOfItems: 4, itemSizes: .explicit(widths.map { CGSize(width: $0, height: 10) }))
      ])
    #expect(
      origins(e) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 30, y: 20),
      ])
    // Mirrored: columns filled top to bottom.
    let h = FlowLayoutEngine(
      scrollDirection: .horizontal, containerSize: CGSize(width: 0, height: 100),
      sections: [
        FlowLayoutEngine.Section(
          numberOfItems: 4, itemSizes: .explicit(widths.map { CGSize(width: 10, height: $0) }),
          minimumInteritemSpacing: 5)
      ])
    #expect(
      origins(h) == [
        CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 60), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 25),
      ])
  }

  @Test func otherLinesKeepTheirRulesWhenTheLastLineIsLeadingAligned() {
    // A lone item on a line that is not the last is centred; items of different heights
    // are centred vertically in their line; the (non-uniform) last line is leading.
    let sizes = [
      CGSize(width: 80, height: 20), CGSize(width: 30, height: 10), CGSize(width: 20, height: 30),
      CGSize(width: 10, height: 10),
    ]
    let e = FlowLayoutEngine(
      containerSize: CGSize(width: 100, height: 0),
      sections: [FlowLayoutEngine.Section(numberOfItems: 4, itemSizes: .explicit(sizes))])
    #expect(
      (0..<4).map { e.frame(ofItemAt: IndexPath(item: $0, section: 0))! } == [
        CGRect(x: 10, y: 0, width: 80, height: 20),
        CGRect(x: 0, y: 40, width: 30, height: 10),
        CGRect(x: 40, y: 30, width: 20, height: 30),
        CGRect(x: 70, y: 40, width: 10, height: 10),
      ])
  }
}
