import Foundation
import MosaicCore
import Testing

@Suite struct PinnedHeadersTests {
  /// Section 0: header 0–30, body 30–152, footer 152–172. Section 1 (empty): header
  /// 172–212, body 212–224.
  let engine = FlowLayoutEngine(
    containerSize: CGSize(width: 200, height: 100),
    sections: [
      FlowLayoutEngine.Section(
        numberOfItems: 4, itemSizes: .uniform(CGSize(width: 50, height: 50)),
        sectionInset: UIEdgeInsets(top: 5, left: 10, bottom: 7, right: 10),
        headerReferenceSize: CGSize(width: 0, height: 30),
        footerReferenceSize: CGSize(width: 0, height: 20)),
      FlowLayoutEngine.Section(
        numberOfItems: 0, sectionInset: UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0),
        headerReferenceSize: CGSize(width: 0, height: 40)),
    ])

  func visible(_ y: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 200, height: 100) }

  @Test func headerSticksToTheTopUntilItsBodyEnds() {
    let y = { (offset: CGFloat, section: Int) in
      engine.pinnedFrameOfHeader(inSection: section, visibleRect: visible(offset))!.minY
    }
    #expect(y(-20, 0) == 0)  // pulled down past the top: natural place
    #expect(y(0, 0) == 0)
    #expect(y(50, 0) == 50)
    #expect(y(122, 0) == 122)
    #expect(y(130, 0) == 122)  // bottom held at the body's end (152), above the footer
    #expect(y(300, 0) == 122)
    #expect(y(50, 1) == 172)  // below the top of the visible area: natural place
    #expect(y(180, 1) == 180)
    #expect(y(190, 1) == 184)  // 224 − 40
    #expect(
      engine.pinnedFrameOfHeader(inSection: 0, visibleRect: visible(50))
        == CGRect(x: 0, y: 50, width: 200, height: 30))
    #expect(engine.pinnedFrameOfHeader(inSection: 2, visibleRect: visible(0)) == nil)
  }

  @Test func footerSticksToTheBottomUntilItsBodyStarts() {
    let y = { (offset: CGFloat) in
      engine.pinnedFrameOfFooter(inSection: 0, visibleRect: visible(offset))!.minY
    }
    #expect(y(0) == 80)  // visible bottom 100 − 20
    #expect(y(-60) == 30)  // never above the end of the header
    #expect(y(40) == 120)
    #expect(y(52) == 132)
    #expect(y(72) == 152)  // natural place reached
    #expect(y(100) == 152)
    #expect(engine.pinnedFrameOfFooter(inSection: 1, visibleRect: visible(0)) == nil)
  }

  @Test func elementsIncludePinnedHeaders() {
    let band = engine.elements(in: visible(130), pinningHeadersTo: visible(130))
    #expect(
      band == [
        LayoutElement(
          kind: .item, indexPath: IndexPath(item: 3, section: 0),
          frame: CGRect(x: 10, y: 95, width: 50, height: 50)),
        LayoutElement(
          kind: .footer, indexPath: IndexPath(item: 0, section: 0),
          frame: CGRect(x: 0, y: 152, width: 200, height: 20)),
        LayoutElement(
          kind: .header, indexPath: IndexPath(item: 0, section: 0),
          frame: CGRect(x: 0, y: 122, width: 200, height: 30)),
        LayoutElement(
          kind: .header, indexPath: IndexPath(item: 0, section: 1),
          frame: CGRect(x: 0, y: 172, width: 200, height: 40)),
      ])
    // The header's natural place (0–30) is outside the rect; its pinned place is in it.
    let top = engine.elements(
      in: visible(60), pinningHeadersTo: visible(60), pinningFootersTo: visible(60))
    #expect(top.map(\.indexPath.item) == [0, 1, 2, 3, 0, 0])
    #expect(
      top.filter { $0.kind != .item }.map(\.frame) == [
        CGRect(x: 0, y: 60, width: 200, height: 30), CGRect(x: 0, y: 140, width: 200, height: 20),
      ])
    #expect(
      engine.elements(in: visible(60), pinningHeadersTo: nil) == engine.elements(in: visible(60)))
  }

  @Test func horizontalPinsAlongX() {
    let header = CGRect(x: 100, y: 0, width: 30, height: 400)
    let visible = CGRect(x: 150, y: 0, width: 390, height: 400)
    #expect(
      PinnedHeaders.headerFrame(
        header, bodyEnd: 500, visibleRect: visible, scrollDirection: .horizontal)
        == CGRect(x: 150, y: 0, width: 30, height: 400))
    #expect(
      PinnedHeaders.headerFrame(
        header, bodyEnd: 170, visibleRect: visible, scrollDirection: .horizontal)
        == CGRect(x: 140, y: 0, width: 30, height: 400))
    let footer = CGRect(x: 900, y: 0, width: 20, height: 400)
    #expect(
      PinnedHeaders.footerFrame(
        footer, bodyStart: 130, visibleRect: visible, scrollDirection: .horizontal)
        == CGRect(x: 520, y: 0, width: 20, height: 400))
  }
}
