import Foundation
import MosaicCore
import Testing

private func frames(_ e: FlowLayoutEngine, section: Int = 0) -> [CGRect] {
  (0..<e.numberOfItems(inSection: section)).map {
    e.frame(ofItemAt: IndexPath(item: $0, section: section))!
  }
}

private func items(_ e: FlowLayoutEngine, in rect: CGRect) -> [Int] {
  e.elements(in: rect).filter { $0.kind == .item }.map(\.indexPath.item)
}

@Suite struct FlowNegativeSpacingTests {
  /// 40-wide items in 100 pt at an interitem spacing of −20: four fit a line (two would
  /// at 10), justified at −20 (step 20); a line spacing of −5 overlaps the 20-pt lines.
  private func uniform(_ direction: LayoutScrollDirection) -> FlowLayoutEngine {
    let size =
      direction == .vertical ? CGSize(width: 40, height: 20) : CGSize(width: 20, height: 40)
    let container =
      direction == .vertical ? CGSize(width: 100, height: 0) : CGSize(width: 0, height: 100)
    return FlowLayoutEngine(
      scrollDirection: direction, containerSize: container,
      sections: [
        FlowLayoutEngine.Section(
          numberOfItems: 6, itemSizes: .uniform(size), minimumLineSpacing: -5,
          minimumInteritemSpacing: -20)
      ])
  }

  @Test func negativeInteritemSpacingOverlapsItemsAndFitsMoreOfThemInALine() {
    let e = uniform(.vertical)
    #expect(
      frames(e) == [
        CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 20, y: 0, width: 40, height: 20),
        CGRect(x: 40, y: 0, width: 40, height: 20), CGRect(x: 60, y: 0, width: 40, height: 20),
        CGRect(x: 0, y: 15, width: 40, height: 20), CGRect(x: 20, y: 15, width: 40, height: 20),
      ])
    #expect(e.contentSize == CGSize(width: 100, height: 35))
  }

  @Test func negativeSpacingsOverlapColumnsInAHorizontalLayout() {
    let e = uniform(.horizontal)
    #expect(
      frames(e) == [
        CGRect(x: 0, y: 0, width: 20, height: 40), CGRect(x: 0, y: 20, width: 20, height: 40),
        CGRect(x: 0, y: 40, width: 20, height: 40), CGRect(x: 0, y: 60, width: 20, height: 40),
        CGRect(x: 15, y: 0, width: 20, height: 40), CGRect(x: 15, y: 20, width: 20, height: 40),
      ])
    #expect(e.contentSize == CGSize(width: 35, height: 100))
  }

  @Test func rectQueriesReturnEveryOverlappingItemAtABoundary() {
    // x 38…42 is in items 0, 1 and 2 of a line; y 16…18 is in both overlapping lines.
    #expect(
      items(uniform(.vertical), in: CGRect(x: 38, y: 16, width: 4, height: 2)) == [0, 1, 2, 4, 5])
    #expect(
      items(uniform(.horizontal), in: CGRect(x: 16, y: 38, width: 2, height: 4)) == [0, 1, 2, 4, 5])
    // Exactly on the edge between items 1 and 2 (x = 40 ends item 0, starts item 2).
    #expect(items(uniform(.vertical), in: CGRect(x: 40, y: 0, width: 0.5, height: 1)) == [1, 2])
  }

  /// A thick line overlapped by a thin one: A 50×60 and B 60×20 justified at −10; C 70×10
  /// and D 40×10 in the last line at −20; the second line starts 60 − 50 = 10 down and
  /// ends (at 20) long before the first (at 60).
  private func stored(_ direction: LayoutScrollDirection) -> FlowLayoutEngine {
    var sizes = [
      CGSize(width: 50, height: 60), CGSize(width: 60, height: 20),
      CGSize(width: 70, height: 10), CGSize(width: 40, height: 10),
    ]
    var container = CGSize(width: 100, height: 0)
    if direction == .horizontal {
      sizes = sizes.map { CGSize(width: $0.height, height: $0.width) }
      container = CGSize(width: 0, height: 100)
    }
    return FlowLayoutEngine(
      scrollDirection: direction, containerSize: container,
      sections: [
        FlowLayoutEngine.Section(
          numberOfItems: 4, itemSizes: .explicit(sizes), minimumLineSpacing: -50,
          minimumInteritemSpacing: -20)
      ])
  }

  @Test func negativeLineSpacingOverlapsLinesOfDifferentThickness() {
    let e = stored(.vertical)
    #expect(
      frames(e) == [
        CGRect(x: 0, y: 0, width: 50, height: 60), CGRect(x: 40, y: 20, width: 60, height: 20),
        CGRect(x: 0, y: 10, width: 70, height: 10), CGRect(x: 50, y: 10, width: 40, height: 10),
      ])
    // The content reaches the end of the thick first line.
    #expect(e.contentSize == CGSize(width: 100, height: 60))
    let h = stored(.horizontal)
    #expect(
      frames(h) == [
        CGRect(x: 0, y: 0, width: 60, height: 50), CGRect(x: 20, y: 40, width: 20, height: 60),
        CGRect(x: 10, y: 0, width: 10, height: 70), CGRect(x: 10, y: 50, width: 10, height: 40),
      ])
    #expect(h.contentSize == CGSize(width: 60, height: 100))
  }

  @Test func rectQueriesFindAThickLineBehindAThinnerLaterOne() {
    let e = stored(.vertical)
    // Below the second line's end, still inside the first line's thick item.
    #expect(items(e, in: CGRect(x: 0, y: 40, width: 100, height: 5)) == [0])
    #expect(items(e, in: CGRect(x: 0, y: 15, width: 100, height: 2)) == [0, 2, 3])
    #expect(items(e, in: CGRect(x: 45, y: 0, width: 2, height: 60)) == [0, 1, 2])
    #expect(e.indexPath(at: CGPoint(x: 10, y: 50)) == IndexPath(item: 0, section: 0))
    let h = stored(.horizontal)
    #expect(items(h, in: CGRect(x: 40, y: 0, width: 5, height: 100)) == [0])
    #expect(items(h, in: CGRect(x: 0, y: 45, width: 60, height: 2)) == [0, 1, 2])
  }

  @Test func anOverlapDeeperThanTheNarrowestItemIsLimitedToIt() {
    let e = FlowLayoutEngine(
      containerSize: CGSize(width: 100, height: 0),
      sections: [
        FlowLayoutEngine.Section(
          numberOfItems: 2,
          itemSizes: .explicit([CGSize(width: 40, height: 10), CGSize(width: 60, height: 10)]),
          minimumInteritemSpacing: -100)
      ])
    #expect(
      frames(e) == [
        CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 0, y: 0, width: 60, height: 10),
      ])
  }
}
