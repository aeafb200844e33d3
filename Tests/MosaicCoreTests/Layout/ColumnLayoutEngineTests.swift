import Foundation
import MosaicCore
import Testing

@Suite struct ColumnLayoutEngineTests {
  @Test func shortestColumnFramesHeaderAndFooter() {
    let heights: [CGFloat] = [50, 30, 20, 40, 10]
    let e = ColumnLayoutEngine(
      containerWidth: 110,
      sections: [
        ColumnLayoutEngine.Section(
          numberOfItems: 5, columnCount: 2, columnSpacing: 10, itemSpacing: 5,
          sectionInset: UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5),
          headerHeight: 20, footerHeight: 15)
      ], heightForItem: { heights[$0.item] })
    let frames = (0..<5).map { e.frame(ofItemAt: IndexPath(item: $0, section: 0))! }
    #expect(
      frames == [
        CGRect(x: 5, y: 30, width: 45, height: 50),
        CGRect(x: 60, y: 30, width: 45, height: 30),
        CGRect(x: 60, y: 65, width: 45, height: 20),
        CGRect(x: 5, y: 85, width: 45, height: 40),
        CGRect(x: 60, y: 90, width: 45, height: 10),
      ])
    #expect((0..<5).map { e.column(ofItemAt: IndexPath(item: $0, section: 0)) } == [0, 1, 1, 0, 1])
    #expect(e.frameOfHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 110, height: 20))
    #expect(e.frameOfFooter(inSection: 0) == CGRect(x: 0, y: 135, width: 110, height: 15))
    #expect(e.contentSize == CGSize(width: 110, height: 150))
    #expect(e.frame(ofItemAt: IndexPath(item: 5, section: 0)) == nil)
    let band = e.elements(in: CGRect(x: 0, y: 82, width: 110, height: 5))
    #expect(
      Set(band.map(\.indexPath)) == [
        IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0),
      ])
    #expect(e.indexPath(at: CGPoint(x: 70, y: 92)) == IndexPath(item: 4, section: 0))
    #expect(e.indexPath(at: CGPoint(x: 55, y: 92)) == nil)
    // Nearest items for interactive movement.
    #expect(e.targetIndexPath(forPosition: CGPoint(x: 55, y: 92)) == IndexPath(item: 3, section: 0))
    #expect(
      e.targetIndexPath(forPosition: CGPoint(x: 200, y: 62)) == IndexPath(item: 1, section: 0))
    #expect(
      e.targetIndexPath(forPosition: CGPoint(x: 70, y: 500)) == IndexPath(item: 4, section: 0))
    #expect(
      e.targetIndexPath(forPosition: CGPoint(x: 0, y: -100)) == IndexPath(item: 0, section: 0))
    // Pinned header while scrolled into the section.
    let pinned = e.elements(
      in: CGRect(x: 0, y: 40, width: 110, height: 20),
      pinningHeadersTo: CGRect(x: 0, y: 40, width: 110, height: 50))
    #expect(
      pinned.last
        == LayoutElement(
          kind: .header, indexPath: IndexPath(item: 0, section: 0),
          frame: CGRect(x: 0, y: 40, width: 110, height: 20)))
    #expect(e.bodyRange(ofSection: 0) == 20...135)
  }

  @Test func tiesGoToTheLeftmostColumnAndSectionsStack() {
    let e = ColumnLayoutEngine(
      containerWidth: 320,
      sections: [
        ColumnLayoutEngine.Section(
          numberOfItems: 4, itemHeights: .uniform(10), columnCount: 3, columnSpacing: 10,
          itemSpacing: 10),
        ColumnLayoutEngine.Section(numberOfItems: 0, headerHeight: 7),
        ColumnLayoutEngine.Section(
          numberOfItems: 2, itemHeights: .explicit([5]), columnCount: 1, itemSpacing: 3),
      ])
    #expect((0..<4).map { e.column(ofItemAt: IndexPath(item: $0, section: 0)) } == [0, 1, 2, 0])
    #expect(
      e.frame(ofItemAt: IndexPath(item: 3, section: 0))
        == CGRect(x: 0, y: 20, width: 100, height: 10))
    #expect(
      e.frame(ofItemAt: IndexPath(item: 2, section: 0))
        == CGRect(x: 220, y: 0, width: 100, height: 10))
    #expect(e.frameOfHeader(inSection: 1) == CGRect(x: 0, y: 30, width: 320, height: 7))
    #expect(
      e.frame(ofItemAt: IndexPath(item: 0, section: 2))
        == CGRect(x: 0, y: 37, width: 320, height: 5))
    #expect(
      e.frame(ofItemAt: IndexPath(item: 1, section: 2))
        == CGRect(x: 0, y: 45, width: 320, height: 0))
    #expect(e.contentSize == CGSize(width: 320, height: 45))
  }

  @Test func degenerateInputDoesNotTrap() {
    let e = ColumnLayoutEngine(
      containerWidth: -10,
      sections: [
        ColumnLayoutEngine.Section(
          numberOfItems: 3, itemHeights: .uniform(.nan), columnCount: 0, columnSpacing: .infinity,
          itemSpacing: -1)
      ])
    #expect(
      e.frame(ofItemAt: IndexPath(item: 2, section: 0)) == CGRect(x: 0, y: 0, width: 0, height: 0))
    #expect(e.contentSize == .zero)
    #expect(e.elements(in: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1)).isEmpty)
  }
}
