import Foundation
import MosaicCore
import MosaicTestSupport
import Testing

private func item(
  _ w: CompositionalDimension, _ h: CompositionalDimension,
  insets: NSDirectionalEdgeInsets = .zero, edge: CompositionalEdgeSpacing? = nil,
  supplementary: [CompositionalSupplementaryItem] = []
) -> CompositionalItem {
  CompositionalItem(
    size: CompositionalSize(width: w, height: h), contentInsets: insets, edgeSpacing: edge,
    supplementaryItems: supplementary)
}

private func group(
  _ layout: CompositionalGroupLayout, _ w: CompositionalDimension, _ h: CompositionalDimension,
  _ subitems: [CompositionalItem], count: CompositionalGroupCount = .repeating,
  spacing: CompositionalSpacing? = nil, insets: NSDirectionalEdgeInsets = .zero
) -> CompositionalItem {
  CompositionalItem(
    size: CompositionalSize(width: w, height: h), contentInsets: insets,
    group: CompositionalGroup(
      layout: layout, subitems: subitems, count: count, interItemSpacing: spacing))
}

private func engine(
  _ sections: [(CompositionalSection, Int)], container: CGSize = CGSize(width: 400, height: 800),
  direction: LayoutScrollDirection = .vertical, spacing: CGFloat = 0,
  measured: [IndexPath: CGSize] = [:]
) -> CompositionalLayoutEngine {
  CompositionalLayoutEngine(
    scrollDirection: direction, containerSize: container, interSectionSpacing: spacing,
    sections: sections.map { .init(section: $0.0, numberOfItems: $0.1) },
    measuredItemSizes: measured)
}

private func frame(_ e: CompositionalLayoutEngine, _ item: Int, _ section: Int = 0) -> CGRect? {
  e.frame(ofItemAt: IndexPath(item: item, section: section))
}

struct CompositionalEngineTests {
  @Test func fractionalGridOfFiveColumns() {
    let cell = item(.fractionalWidth(0.2), .fractionalHeight(1))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(100), [cell])
    let e = engine([(CompositionalSection(group: row), 12)])
    #expect(frame(e, 0) == CGRect(x: 0, y: 0, width: 80, height: 100))
    #expect(frame(e, 4) == CGRect(x: 320, y: 0, width: 80, height: 100))
    #expect(frame(e, 7) == CGRect(x: 160, y: 100, width: 80, height: 100))
    #expect(frame(e, 11) == CGRect(x: 80, y: 200, width: 80, height: 100))
    #expect(frame(e, 12) == nil)
    #expect(e.contentSize == CGSize(width: 400, height: 300))
  }

  @Test func itemContentInsetsShrinkTheCellInsideItsSize() {
    let cell = item(
      .fractionalWidth(0.2), .fractionalHeight(1),
      insets: NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(100), [cell])
    let e = engine([(CompositionalSection(group: row), 6)])
    #expect(frame(e, 0) == CGRect(x: 5, y: 5, width: 70, height: 90))
    #expect(frame(e, 5) == CGRect(x: 5, y: 105, width: 70, height: 90))
    #expect(e.contentSize.height == 200)
  }

  @Test func sectionInsetsAndInterGroupSpacing() {
    let cell = item(.fractionalWidth(0.25), .fractionalHeight(1))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(50), [cell])
    let section = CompositionalSection(
      group: row,
      contentInsets: NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20),
      interGroupSpacing: 8)
    let e = engine([(section, 8), (section, 1)], spacing: 4)
    // Group width 360, items 90 wide.
    #expect(frame(e, 0) == CGRect(x: 20, y: 10, width: 90, height: 50))
    #expect(frame(e, 5) == CGRect(x: 110, y: 68, width: 90, height: 50))
    // Section 0 ends at 10 + 50 + 8 + 50 + 30 = 148; section 1 starts 4 later.
    #expect(frame(e, 0, 1) == CGRect(x: 20, y: 162, width: 90, height: 50))
    #expect(e.contentSize.height == 242, "\(Double(e.contentSize.height))")
  }

  @Test func flexibleEdgeSpacingCentresAnItem() {
    let cell = item(
      .absolute(100), .absolute(40),
      edge: CompositionalEdgeSpacing(
        leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0)))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(100), [cell], count: .exactly(1))
    let e = engine([(CompositionalSection(group: row), 2)])
    #expect(frame(e, 0) == CGRect(x: 150, y: 30, width: 100, height: 40))
    #expect(frame(e, 1) == CGRect(x: 150, y: 130, width: 100, height: 40))
  }

  @Test func fixedEdgeSpacingIsOutsideTheItem() {
    let cell = item(
      .absolute(100), .absolute(40),
      edge: CompositionalEdgeSpacing(
        leading: .fixed(10), top: .fixed(5), trailing: nil, bottom: nil)
    )
    let row = group(.horizontal, .fractionalWidth(1), .absolute(50), [cell])
    let e = engine([(CompositionalSection(group: row), 4)])
    // 110 points a slot: three fit in 400.
    #expect(frame(e, 0) == CGRect(x: 10, y: 5, width: 100, height: 40))
    #expect(frame(e, 2) == CGRect(x: 230, y: 5, width: 100, height: 40))
    #expect(frame(e, 3) == CGRect(x: 10, y: 55, width: 100, height: 40))
  }

  @Test func interItemSpacingFixedAndFlexible() {
    let cell = item(.absolute(100), .fractionalHeight(1))
    let fixed = group(.horizontal, .fractionalWidth(1), .absolute(50), [cell], spacing: .fixed(10))
    let e = engine([(CompositionalSection(group: fixed), 3)])
    #expect([0, 1, 2].map { frame(e, $0)!.minX } == [0, 110, 220])
    let flexible = group(
      .horizontal, .fractionalWidth(1), .absolute(50), [cell], spacing: .flexible(10))
    let f = engine([(CompositionalSection(group: flexible), 3)])
    // 400 − 300 − 20 = 80 left, shared by the two gaps.
    #expect([0, 1, 2].map { frame(f, $0)!.minX } == [0, 150, 300])
  }

  @Test func nestedGroupsLikeAnAppStoreFeature() {
    let big = item(.fractionalWidth(0.5), .fractionalHeight(1))
    let small = item(.fractionalWidth(1), .fractionalHeight(0.5))
    let pair = group(.vertical, .fractionalWidth(0.5), .fractionalHeight(1), [small])
    let feature = group(.horizontal, .fractionalWidth(1), .absolute(200), [big, pair])
    let e = engine([(CompositionalSection(group: feature), 5)])
    #expect(frame(e, 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(frame(e, 1) == CGRect(x: 200, y: 0, width: 200, height: 100))
    #expect(frame(e, 2) == CGRect(x: 200, y: 100, width: 200, height: 100))
    #expect(frame(e, 3) == CGRect(x: 0, y: 200, width: 200, height: 200))
    #expect(frame(e, 4) == CGRect(x: 200, y: 200, width: 200, height: 100))
    #expect(e.contentSize.height == 400)
  }

  @Test func countedGroups() {
    let cell = item(.fractionalWidth(0.3), .fractionalHeight(1))
    let three = group(.horizontal, .fractionalWidth(1), .absolute(60), [cell], count: .exactly(3))
    let e = engine([(CompositionalSection(group: three), 4)])
    #expect([0, 1, 2].map { frame(e, $0)!.minX } == [0, 120, 240])
    #expect(frame(e, 3) == CGRect(x: 0, y: 60, width: 120, height: 60))
    // The deprecated form sizes the items to share the width with the spacing.
    let four = group(
      .horizontal, .fractionalWidth(1), .absolute(60), [cell], count: .sizedToFit(4),
      spacing: .fixed(10))
    let f = engine([(CompositionalSection(group: four), 4)])
    #expect(frame(f, 0) == CGRect(x: 0, y: 0, width: 92.5, height: 60))
    #expect(frame(f, 3) == CGRect(x: 307.5, y: 0, width: 92.5, height: 60))
  }

  @Test func countedGroupThatCannotFitIsReported() {
    let cell = item(.absolute(150), .fractionalHeight(1))
    let three = group(.horizontal, .fractionalWidth(1), .absolute(60), [cell], count: .exactly(3))
    let e = engine([(CompositionalSection(group: three), 3)])
    #expect(
      e.issues == [
        "section 0: a group of 3 repeated items needs 450.0 points but its size is 400.0 points"
      ])
  }

  @Test func customGroupsPlaceItemsAtTheirFrames() {
    let custom = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(120)),
      group: CompositionalGroup(
        layout: .custom([
          CompositionalCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
          CompositionalCustomItem(frame: CGRect(x: 150, y: 20, width: 50, height: 50), zIndex: 3),
        ]), subitems: []))
    let e = engine([(CompositionalSection(group: custom), 3)])
    #expect(frame(e, 1) == CGRect(x: 150, y: 20, width: 50, height: 50))
    #expect(e.zIndex(ofItemAt: IndexPath(item: 1, section: 0)) == 3)
    #expect(frame(e, 2) == CGRect(x: 0, y: 120, width: 100, height: 100))
  }

  @Test func boundaryItemsFollowContentInsetsAndPushTheContent() {
    let cell = item(.fractionalWidth(1), .absolute(50))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(50), [cell])
    let header = CompositionalBoundaryItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
      elementKind: "header", alignment: .top)
    let footer = CompositionalBoundaryItem(
      size: CompositionalSize(width: .fractionalWidth(0.5), height: .absolute(20)),
      elementKind: "footer", alignment: .bottomTrailing)
    let insets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    var section = CompositionalSection(
      group: row, contentInsets: insets, boundaryItems: [header, footer])
    let e = engine([(section, 2)])
    let headerPath = IndexPath(item: 0, section: 0)
    #expect(
      e.supplementary(ofKind: "header", at: headerPath)?.frame
        == CGRect(x: 16, y: 0, width: 368, height: 44))
    #expect(frame(e, 0) == CGRect(x: 16, y: 54, width: 368, height: 50))
    // Content ends at 154, the bottom inset takes 10, then the footer.
    #expect(
      e.supplementary(ofKind: "footer", at: headerPath)?.frame
        == CGRect(x: 200, y: 164, width: 184, height: 20))
    #expect(e.contentSize.height == 184)
    section.supplementariesFollowContentInsets = false
    let f = engine([(section, 2)])
    #expect(
      f.supplementary(ofKind: "header", at: headerPath)?.frame
        == CGRect(x: 0, y: 0, width: 400, height: 44))
  }

  @Test func boundaryItemThatDoesNotExtendOverlapsTheContent() {
    let cell = item(.fractionalWidth(1), .absolute(50))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(50), [cell])
    let header = CompositionalBoundaryItem(
      size: CompositionalSize(width: .absolute(100), height: .absolute(30)),
      elementKind: "header", alignment: .topLeading, absoluteOffset: CGPoint(x: 4, y: 2),
      extendsBoundary: false)
    let e = engine([(CompositionalSection(group: row, boundaryItems: [header]), 1)])
    #expect(
      e.supplementary(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 4, y: 2, width: 100, height: 30))
    #expect(frame(e, 0) == CGRect(x: 0, y: 0, width: 400, height: 50))
  }

  @Test func boundaryItemsAtEveryAlignment() {
    // A 400-wide section: content from y 30 (a 30-pt top item extends it) to 130, then a 20-pt
    // bottom item. Boundary items are 100×30 (top/bottom) or 100×20 (the others).
    let cell = item(.fractionalWidth(1), .absolute(100))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(100), [cell])
    func place(_ alignment: NSRectAlignment, extends: Bool = true) -> CGRect? {
      let top = CompositionalBoundaryItem(
        size: CompositionalSize(width: .absolute(100), height: .absolute(30)),
        elementKind: "top", alignment: .top)
      let bottom = CompositionalBoundaryItem(
        size: CompositionalSize(width: .absolute(100), height: .absolute(20)),
        elementKind: "bottom", alignment: .bottom)
      let probe = CompositionalBoundaryItem(
        size: CompositionalSize(width: .absolute(100), height: .absolute(20)),
        elementKind: "probe", alignment: alignment, extendsBoundary: extends)
      let e = engine([(CompositionalSection(group: row, boundaryItems: [top, bottom, probe]), 1)])
      return e.supplementary(ofKind: "probe", at: IndexPath(item: 0, section: 0))?.frame
    }
    #expect(place(.top) == CGRect(x: 150, y: 0, width: 100, height: 20))
    #expect(place(.topLeading) == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(place(.topTrailing) == CGRect(x: 300, y: 0, width: 100, height: 20))
    #expect(place(.bottom) == CGRect(x: 150, y: 130, width: 100, height: 20))
    #expect(place(.bottomLeading) == CGRect(x: 0, y: 130, width: 100, height: 20))
    #expect(place(.bottomTrailing) == CGRect(x: 300, y: 130, width: 100, height: 20))
    // Leading and trailing items sit beside the content, at its start.
    #expect(place(.leading) == CGRect(x: 0, y: 30, width: 100, height: 20))
    #expect(place(.trailing) == CGRect(x: 300, y: 30, width: 100, height: 20))
    // Without extending, a top item takes no room (the 30-pt top item still does).
    #expect(place(.top, extends: false) == CGRect(x: 150, y: 0, width: 100, height: 20))
    let tall = CompositionalBoundaryItem(
      size: CompositionalSize(width: .absolute(100), height: .absolute(60)),
      elementKind: "tall", alignment: .top, extendsBoundary: false)
    let e = engine([(CompositionalSection(group: row, boundaryItems: [tall]), 1)])
    #expect(frame(e, 0) == CGRect(x: 0, y: 0, width: 400, height: 100))
    // In a horizontal layout leading and trailing items extend the section along x.
    let column = group(
      .vertical, .absolute(100), .fractionalHeight(1),
      [item(.fractionalWidth(1), .fractionalHeight(1))])
    let side = CompositionalBoundaryItem(
      size: CompositionalSize(width: .absolute(40), height: .fractionalHeight(1)),
      elementKind: "side", alignment: .leading)
    let h = engine(
      [(CompositionalSection(group: column, boundaryItems: [side]), 2)],
      container: CGSize(width: 300, height: 200), direction: .horizontal)
    #expect(
      h.supplementary(ofKind: "side", at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 40, height: 200))
    #expect(frame(h, 1) == CGRect(x: 140, y: 0, width: 100, height: 200))
  }

  @Test func pinnedHeadersStayInViewWhileTheirSectionIs() {
    let cell = item(.fractionalWidth(1), .absolute(100))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(100), [cell])
    let header = CompositionalBoundaryItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(40)),
      elementKind: "header", alignment: .top, pinToVisibleBounds: true)
    let section = CompositionalSection(group: row, boundaryItems: [header])
    // Section 0: header 0..<40, items 40..<540; section 1 from 540.
    let e = engine([(section, 5), (section, 5)])
    func headerY(_ section: Int, visibleY: CGFloat) -> CGFloat? {
      e.elements(
        in: CGRect(x: 0, y: visibleY, width: 400, height: 300),
        visibleRect: CGRect(x: 0, y: visibleY, width: 400, height: 300)
      ).first { $0.category == .supplementary("header") && $0.indexPath.section == section }?
      .frame.minY
    }
    #expect(headerY(0, visibleY: 0) == 0)
    #expect(headerY(0, visibleY: 200) == 200)
    // Pushed up by the end of its section.
    #expect(headerY(0, visibleY: 520) == 500)
    #expect(headerY(1, visibleY: 520) == 540)
    #expect(headerY(1, visibleY: 700) == 700)
  }

  @Test func badgesAtEachAnchor() {
    let container = CGRect(x: 0, y: 0, width: 80, height: 100)
    func badge(_ edges: NSDirectionalRectEdge, _ offset: CGPoint = .zero, fractional: Bool = true)
      -> CGRect
    {
      CompositionalSupplementaryItem(
        size: CompositionalSize(width: .absolute(20), height: .absolute(20)), elementKind: "badge",
        containerAnchor: CompositionalAnchor(
          edges: edges, offset: offset, isFractionalOffset: fractional)
      ).frame(in: container)
    }
    #expect(
      badge([.top, .trailing], CGPoint(x: 0.3, y: -0.3))
        == CGRect(x: 66, y: -6, width: 20, height: 20))
    #expect(badge([.top, .leading]) == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(badge([.bottom]) == CGRect(x: 30, y: 80, width: 20, height: 20))
    #expect(badge([]) == CGRect(x: 30, y: 40, width: 20, height: 20))
    #expect(
      badge([.trailing], CGPoint(x: 5, y: 0), fractional: false)
        == CGRect(x: 65, y: 40, width: 20, height: 20))
    // An item anchor puts the badge's own corner on the container's.
    let outside = CompositionalSupplementaryItem(
      size: CompositionalSize(width: .absolute(20), height: .absolute(20)), elementKind: "badge",
      containerAnchor: CompositionalAnchor(edges: [.top, .trailing], isFractionalOffset: false),
      itemAnchor: CompositionalAnchor(edges: [.bottom, .leading], isFractionalOffset: false))
    #expect(outside.frame(in: container) == CGRect(x: 80, y: -20, width: 20, height: 20))
  }

  @Test func badgesFollowTheirItemsInTheLayout() {
    let badge = CompositionalSupplementaryItem(
      size: CompositionalSize(width: .absolute(20), height: .absolute(20)), elementKind: "badge",
      containerAnchor: CompositionalAnchor(
        edges: [.top, .trailing], offset: CGPoint(x: 0.3, y: -0.3), isFractionalOffset: true))
    let cell = item(.fractionalWidth(0.2), .fractionalHeight(1), supplementary: [badge])
    let row = group(.horizontal, .fractionalWidth(1), .absolute(100), [cell])
    let e = engine([(CompositionalSection(group: row), 7)])
    #expect(
      e.supplementary(ofKind: "badge", at: IndexPath(item: 6, section: 0))?.frame
        == CGRect(x: 146, y: 94, width: 20, height: 20))
    let found = e.elements(in: CGRect(x: 162, y: 95, width: 2, height: 2))
      .filter { $0.category == .supplementary("badge") }
    #expect(found.map(\.indexPath) == [IndexPath(item: 6, section: 0)])
  }

  @Test func sectionBackgroundDecoration() {
    let cell = item(.fractionalWidth(1), .absolute(50))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(50), [cell])
    let background = CompositionalDecorationItem(
      elementKind: "background",
      contentInsets: NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    let section = CompositionalSection(
      group: row,
      contentInsets: NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
      decorationItems: [background])
    let e = engine([(section, 2), (section, 1)], spacing: 20)
    #expect(
      e.decoration(ofKind: "background", inSection: 0)?.frame
        == CGRect(x: 5, y: 5, width: 390, height: 110))
    #expect(
      e.decoration(ofKind: "background", inSection: 1)?.frame
        == CGRect(x: 5, y: 145, width: 390, height: 60))
  }

  @Test func horizontalScrollDirectionStacksGroupsAlongTheWidth() {
    let cell = item(.fractionalWidth(1), .fractionalHeight(0.5))
    let column = group(.vertical, .absolute(100), .fractionalHeight(1), [cell])
    let e = engine(
      [(CompositionalSection(group: column, interGroupSpacing: 10), 5)],
      container: CGSize(width: 300, height: 200), direction: .horizontal)
    #expect(frame(e, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(e, 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(frame(e, 4) == CGRect(x: 220, y: 0, width: 100, height: 100))
    #expect(e.contentSize == CGSize(width: 320, height: 200))
  }

  @Test func orthogonalSectionsScrollTheirGroupsAcross() {
    let cell = item(.fractionalWidth(1), .fractionalHeight(1))
    let card = group(.horizontal, .fractionalWidth(0.8), .absolute(100), [cell])
    let carousel = CompositionalSection(
      group: card,
      contentInsets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
      interGroupSpacing: 10, orthogonalScrolling: .continuous)
    let list = group(.horizontal, .fractionalWidth(1), .absolute(50), [cell])
    let e = engine([(carousel, 5), (CompositionalSection(group: list), 2)])
    // Groups are 304 wide (0.8 of 380), 10 apart, in one row.
    #expect(frame(e, 0) == CGRect(x: 10, y: 0, width: 304, height: 100))
    #expect(frame(e, 1) == CGRect(x: 324, y: 0, width: 304, height: 100))
    #expect(frame(e, 0, 1) == CGRect(x: 0, y: 100, width: 400, height: 50))
    #expect(
      e.frame(ofItemAt: IndexPath(item: 1, section: 0), orthogonalOffset: 300)
        == CGRect(x: 24, y: 0, width: 304, height: 100))
    let band = e.orthogonalBand(ofSection: 0)
    #expect(band?.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
    let expectedLength: CGFloat = 10 + 5 * 304 + 4 * 10 + 10
    #expect(band?.contentLength == expectedLength)
    #expect(band?.groupStride == 314)
    // Only the cards in view are found.
    let shown = e.elements(
      in: CGRect(x: 0, y: 0, width: 400, height: 100), orthogonalOffset: { _ in 600 })
    #expect(shown.filter { $0.indexPath.section == 0 }.map(\.indexPath.item).sorted() == [1, 2, 3])
  }

  @Test func groupPagingCentredCentresTheGroups() {
    let cell = item(.fractionalWidth(1), .fractionalHeight(1))
    let card = group(.horizontal, .absolute(200), .absolute(100), [cell])
    let section = CompositionalSection(
      group: card, interGroupSpacing: 20, orthogonalScrolling: .groupPagingCentered)
    let e = engine([(section, 3)])
    #expect(frame(e, 0) == CGRect(x: 100, y: 0, width: 200, height: 100))
    #expect(
      e.frame(ofItemAt: IndexPath(item: 1, section: 0), orthogonalOffset: 220)
        == CGRect(x: 100, y: 0, width: 200, height: 100))
    let expectedLength: CGFloat = 100 + 3 * 200 + 2 * 20 + 100
    #expect(e.orthogonalBand(ofSection: 0)?.contentLength == expectedLength)
  }

  @Test func estimatedItemsTakeTheirMeasuredSizes() {
    let cell = item(.fractionalWidth(1), .estimated(44))
    let row = group(.horizontal, .fractionalWidth(1), .estimated(44), [cell])
    let section = CompositionalSection(group: row, interGroupSpacing: 2)
    let unmeasured = engine([(section, 4)])
    #expect(frame(unmeasured, 3) == CGRect(x: 0, y: 138, width: 400, height: 44))
    let measured = engine(
      [(section, 4)], measured: [IndexPath(item: 1, section: 0): CGSize(width: 400, height: 80)])
    #expect(frame(measured, 1) == CGRect(x: 0, y: 46, width: 400, height: 80))
    #expect(frame(measured, 2) == CGRect(x: 0, y: 128, width: 400, height: 44))
    let expectedHeight: CGFloat = 44 + 80 + 44 + 44 + 6
    #expect(measured.contentSize.height == expectedHeight)
  }

  /// A list section whose rows are measured in any subset keeps the estimate for the others:
  /// every row's frame is the sum of the heights above it, and rectangle queries find exactly
  /// the rows they meet (the section keeps its estimated template and solves apart only the
  /// rows that were measured).
  @Test func measuredRowsAmongEstimatedOnesStackExactly() {
    let cell = item(.fractionalWidth(1), .estimated(44))
    let row = group(.vertical, .fractionalWidth(1), .estimated(44), [cell])
    let section = CompositionalSection(group: row, interGroupSpacing: 2)
    let count = 300
    for seed in UInt64(1)...20 {
      var random = SeededGenerator(seed: seed)
      var measured: [IndexPath: CGSize] = [:]
      var heights = [CGFloat](repeating: 44, count: count)
      let share = Int.random(in: 1...4, using: &random)
      for i in 0..<count where Int.random(in: 0..<4, using: &random) < share {
        let height = CGFloat(Int.random(in: 20...120, using: &random))
        heights[i] = height
        measured[IndexPath(item: i, section: 0)] = CGSize(width: 400, height: height)
      }
      let e = engine([(section, count)], measured: measured)
      var y: CGFloat = 0
      var frames: [CGRect] = []
      for i in 0..<count {
        let expected = CGRect(x: 0, y: y, width: 400, height: heights[i])
        frames.append(expected)
        #expect(frame(e, i) == expected, "seed \(seed): row \(i)")
        y += heights[i] + 2
      }
      #expect(e.contentSize.height == y - 2, "seed \(seed)")
      // Measuring a row at its estimate is the same as not measuring it.
      var atEstimate = measured
      for i in 0..<count where measured[IndexPath(item: i, section: 0)] == nil && i % 7 == 0 {
        atEstimate[IndexPath(item: i, section: 0)] = CGSize(width: 400, height: 44)
      }
      let same = engine([(section, count)], measured: atEstimate)
      for i in 0..<count { #expect(frame(same, i) == frames[i], "seed \(seed): row \(i)") }
      for _ in 0..<20 {
        let top = CGFloat(Int.random(in: -50...Int(y), using: &random))
        let rect = CGRect(
          x: 0, y: top, width: 400, height: CGFloat(Int.random(in: 1...600, using: &random)))
        let found = e.elements(in: rect).filter { $0.category == .item }.map(\.indexPath.item)
        let expected = frames.indices.filter { frames[$0].intersects(rect) }
        #expect(found.sorted() == expected, "seed \(seed): query \(rect)")
      }
    }
  }

  @Test func estimatedWidthsFillRowsByTheirMeasuredWidths() {
    // Tags: each item as wide as its text, rows filled while they fit.
    let tag = item(.estimated(50), .absolute(30))
    let row = group(.horizontal, .fractionalWidth(1), .absolute(30), [tag], spacing: .fixed(10))
    let widths: [CGFloat] = [150, 200, 100, 300, 50]
    var measured: [IndexPath: CGSize] = [:]
    for (i, w) in widths.enumerated() {
      measured[IndexPath(item: i, section: 0)] = CGSize(width: w, height: 30)
    }
    let e = engine([(CompositionalSection(group: row), 5)], measured: measured)
    #expect(frame(e, 1) == CGRect(x: 160, y: 0, width: 200, height: 30))
    #expect(frame(e, 2) == CGRect(x: 0, y: 30, width: 100, height: 30))
    #expect(frame(e, 3) == CGRect(x: 0, y: 60, width: 300, height: 30))
    #expect(frame(e, 4) == CGRect(x: 310, y: 60, width: 50, height: 30))
  }

  @Test func uniformAcrossSiblingsTakesTheTallest() {
    let cell = item(.fractionalWidth(0.5), .uniformAcrossSiblings(40))
    let row = group(.horizontal, .fractionalWidth(1), .estimated(40), [cell])
    let e = engine(
      [(CompositionalSection(group: row), 4)],
      measured: [IndexPath(item: 1, section: 0): CGSize(width: 200, height: 90)])
    #expect(frame(e, 0) == CGRect(x: 0, y: 0, width: 200, height: 90))
    #expect(frame(e, 1) == CGRect(x: 200, y: 0, width: 200, height: 90))
    #expect(frame(e, 2) == CGRect(x: 0, y: 90, width: 200, height: 40))
  }

  @Test func badSpecificationsAreNamed() {
    let tall = item(.fractionalWidth(1), .fractionalHeight(0.5))
    let row = group(.horizontal, .fractionalWidth(1), .estimated(40), [tall])
    let e = engine([(CompositionalSection(group: row), 1)])
    #expect(
      e.issues == [
        "section 0: an item uses a fractional height inside a group whose height is estimated"
      ])
    let negative = group(.horizontal, .fractionalWidth(1), .absolute(-5), [tall])
    let n = engine([(CompositionalSection(group: negative), 1)])
    #expect(
      n.issues.first
        == "section 0's group's height (.absolute) is -5.0; a size must be a finite number not "
        + "below 0, so 0 is used")
    #expect(frame(n, 0)?.height == 0)
    let nan = group(.horizontal, .fractionalWidth(.nan), .absolute(10), [tall])
    let m = engine([(CompositionalSection(group: nan), 1)])
    #expect(
      m.issues.first
        == "section 0's group's width (.fractionalWidth) is nan; a fraction must be a finite "
        + "number not below 0, so 0 is used")
  }

  @Test func pagingTargets() {
    func target(
      _ b: CompositionalOrthogonalScrolling, start: CGFloat, proposed: CGFloat, v: CGFloat
    ) -> CGFloat {
      OrthogonalPaging.targetOffset(
        behavior: b, start: start, proposed: proposed, velocity: v, pageLength: 400,
        groupStride: 150, maxOffset: 1000)
    }
    #expect(target(.continuous, start: 0, proposed: 333, v: 1) == 333)
    #expect(target(.continuous, start: 0, proposed: 1333, v: 1) == 1000)
    #expect(target(.continuousGroupLeadingBoundary, start: 0, proposed: 333, v: 1) == 300)
    #expect(target(.continuousGroupLeadingBoundary, start: 0, proposed: 380, v: 1) == 450)
    #expect(target(.paging, start: 0, proposed: 900, v: 2) == 400)
    #expect(target(.paging, start: 400, proposed: 350, v: -1) == 0)
    #expect(target(.paging, start: 400, proposed: 580, v: 0) == 400)
    #expect(target(.paging, start: 400, proposed: 620, v: 0) == 800)
    #expect(target(.paging, start: 800, proposed: 990, v: 1) == 1000)
    #expect(target(.groupPaging, start: 150, proposed: 900, v: 3) == 300)
    #expect(target(.groupPagingCentered, start: 300, proposed: 260, v: 0) == 300)
    #expect(target(.groupPagingCentered, start: 300, proposed: 0, v: -0.5) == 150)
  }

  @Test func visibleElementsMatchBruteForce() {
    var rng = SeededGenerator(seed: 0xC0FFEE)
    for round in 0..<60 {
      var sections: [(CompositionalSection, Int)] = []
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        let columns = CGFloat(Int.random(in: 1...6, using: &rng))
        let badge = CompositionalSupplementaryItem(
          size: CompositionalSize(width: .absolute(12), height: .absolute(12)),
          elementKind: "badge",
          containerAnchor: CompositionalAnchor(
            edges: [.top, .trailing], offset: CGPoint(x: 0.5, y: -0.5), isFractionalOffset: true))
        let cell = item(
          .fractionalWidth(1 / columns), .fractionalHeight(1),
          insets: NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2),
          supplementary: Bool.random(using: &rng) ? [badge] : [])
        let height = CGFloat(Int.random(in: 20...120, using: &rng))
        let row = group(
          .horizontal, .fractionalWidth(Bool.random(using: &rng) ? 1 : 0.7), .absolute(height),
          [cell])
        let header = CompositionalBoundaryItem(
          size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(30)),
          elementKind: "header", alignment: .top)
        let behaviours: [CompositionalOrthogonalScrolling] = [
          .none, .none, .continuous, .groupPaging,
        ]
        let section = CompositionalSection(
          group: row,
          contentInsets: NSDirectionalEdgeInsets(top: 5, leading: 7, bottom: 9, trailing: 3),
          interGroupSpacing: CGFloat(Int.random(in: -5...20, using: &rng)),
          orthogonalScrolling: behaviours.randomElement(using: &rng)!,
          boundaryItems: Bool.random(using: &rng) ? [header] : [])
        sections.append((section, Int.random(in: 0...200, using: &rng)))
      }
      let e = engine(sections, spacing: 10)
      let offset = CGFloat(Int.random(in: 0...500, using: &rng))
      let all = e.elements(
        in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6), orthogonalOffset: { _ in offset })
      for _ in 0..<10 {
        let rect = CGRect(
          x: CGFloat(Int.random(in: -50...400, using: &rng)),
          y: CGFloat(Int.random(in: -50...Int(max(1, e.contentSize.height)), using: &rng)),
          width: CGFloat(Int.random(in: 1...400, using: &rng)),
          height: CGFloat(Int.random(in: 1...600, using: &rng)))
        let found = Set(e.elements(in: rect, orthogonalOffset: { _ in offset }))
        let expected = Set(all.filter { $0.frame.intersects(rect) })
        let missing = expected.subtracting(found).map {
          "\($0.category) \($0.indexPath) \($0.frame)"
        }
        let extra = found.subtracting(expected).map { "\($0.category) \($0.indexPath) \($0.frame)" }
        #expect(
          missing.isEmpty && extra.isEmpty,
          "seed 0xC0FFEE round \(round) rect \(rect): missing \(missing.prefix(3)) extra \(extra.prefix(3))"
        )
      }
    }
  }
}
