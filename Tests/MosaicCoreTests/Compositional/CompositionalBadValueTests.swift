import Foundation
import MosaicCore
import MosaicTestSupport
import Testing

/// NaN, infinite, negative and huge numbers anywhere in a compositional specification are
/// replaced where they enter the engine and named in its issues; the geometry stays finite.
struct CompositionalBadValueTests {
  private func item(_ w: CompositionalDimension, _ h: CompositionalDimension) -> CompositionalItem {
    CompositionalItem(size: CompositionalSize(width: w, height: h))
  }

  private func row(
    _ subitems: [CompositionalItem], height: CompositionalDimension = .absolute(100),
    spacing: CompositionalSpacing? = nil
  ) -> CompositionalItem {
    CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: height),
      group: CompositionalGroup(layout: .horizontal, subitems: subitems, interItemSpacing: spacing))
  }

  private func engine(
    _ section: CompositionalSection, items: Int = 4,
    boundaryItems: [CompositionalBoundaryItem] = [], measured: [IndexPath: CGSize] = [:]
  ) -> CompositionalLayoutEngine {
    CompositionalLayoutEngine(
      scrollDirection: .vertical, containerSize: CGSize(width: 400, height: 800),
      sections: [.init(section: section, numberOfItems: items)], boundaryItems: boundaryItems,
      measuredItemSizes: measured)
  }

  /// Every element the engine gives for a rectangle covering everything.
  private func allFrames(_ e: CompositionalLayoutEngine) -> [CGRect] {
    e.elements(in: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)).map(\.frame)
  }

  private func isFinite(_ r: CGRect) -> Bool {
    r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
  }

  @Test func aNaNItemWidthBecomesZeroAndIsNamed() {
    let e = engine(CompositionalSection(group: row([item(.absolute(.nan), .fractionalHeight(1))])))
    #expect(
      e.issues.first
        == "section 0's group's subitem 0's width (.absolute) is nan; a size must be a finite "
        + "number not below 0, so 0 is used")
    #expect(
      e.frame(ofItemAt: IndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 0, width: 0, height: 100)
    )
    let frames = allFrames(e)
    #expect(frames.count == 4)
    #expect(frames.allSatisfy(isFinite))
  }

  @Test func aNaNFractionalItemHeightBecomesZero() {
    let e = engine(
      CompositionalSection(group: row([item(.fractionalWidth(0.5), .fractionalHeight(.nan))])))
    #expect(
      e.issues.first
        == "section 0's group's subitem 0's height (.fractionalHeight) is nan; a fraction must be "
        + "a finite number not below 0, so 0 is used")
    #expect(
      e.frame(ofItemAt: IndexPath(item: 1, section: 0))
        == CGRect(x: 200, y: 0, width: 200, height: 0))
  }

  @Test func badSectionNumbersAreNamedOnePlaceEach() {
    var section = CompositionalSection(
      group: row([item(.fractionalWidth(0.5), .fractionalHeight(1))]),
      contentInsets: NSDirectionalEdgeInsets(top: .infinity, leading: -10, bottom: 0, trailing: 0),
      interGroupSpacing: -.infinity)
    section.boundaryItems = [
      CompositionalBoundaryItem(
        size: CompositionalSize(width: .fractionalWidth(1), height: .estimated(-.infinity)),
        elementKind: "header", alignment: .top, absoluteOffset: CGPoint(x: CGFloat.nan, y: 0))
    ]
    section.decorationItems = [
      CompositionalDecorationItem(
        elementKind: "background",
        contentInsets: NSDirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0))
    ]
    let e = engine(section)
    #expect(
      e.issues == [
        "section 0's contentInsets.top is inf; it must be a finite number, so 0 is used",
        "section 0's interGroupSpacing is -inf; it must be a finite number, so 0 is used",
        "section 0's boundary item \"header\"'s height (.estimated) is -inf; a size must be a "
          + "finite number not below 0, so 0 is used",
        "section 0's boundary item \"header\"'s absoluteOffset.x is nan; it must be a finite "
          + "number, so 0 is used",
        "section 0's decoration item \"background\"'s contentInsets.leading is nan; it must be a "
          + "finite number, so 0 is used",
      ])
    // The negative leading inset is kept: the items start 10 points left of the container.
    #expect(
      e.frame(ofItemAt: IndexPath(item: 0, section: 0))
        == CGRect(x: -10, y: 0, width: 205, height: 100))
    #expect(allFrames(e).allSatisfy(isFinite))
  }

  @Test func hugeValuesAreClampedSoSumsStayFinite() {
    let huge = CGFloat.greatestFiniteMagnitude
    let e = engine(
      CompositionalSection(
        group: row(
          [item(.absolute(huge), .fractionalHeight(huge))], height: .absolute(huge),
          spacing: .fixed(huge)),
        interGroupSpacing: huge),
      items: 3)
    #expect(
      e.issues.contains(
        "section 0's group's height (.absolute) is \(huge), more than the largest length "
          + "(1000000000.0 points), which is used instead"))
    #expect(allFrames(e).count == 3)
    #expect(allFrames(e).allSatisfy(isFinite))
    #expect(e.contentSize.height.isFinite)
  }

  @Test func unusableMeasuredSizesKeepTheEstimate() {
    let e = engine(
      CompositionalSection(
        group: row([item(.fractionalWidth(1), .estimated(50))], height: .estimated(50))),
      items: 2, measured: [IndexPath(item: 0, section: 0): CGSize(width: 400, height: CGFloat.nan)])
    #expect(
      e.issues == [
        "the item at [0, 0] measured 400.0×nan, which is not a finite size not below 0; the "
          + "estimate is kept"
      ])
    #expect(
      e.frame(ofItemAt: IndexPath(item: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 400, height: 50))
  }

  @Test func aNaNQueryRectangleMeetsNothing() {
    let e = engine(
      CompositionalSection(group: row([item(.fractionalWidth(0.5), .fractionalHeight(1))])))
    #expect(e.elements(in: CGRect(x: 0, y: CGFloat.nan, width: 100, height: 100)).isEmpty)
    #expect(e.elements(in: .infinite).count == 4)
  }

  // MARK: Fuzz

  private struct Fuzzer {
    var random: SeededGenerator

    mutating func number() -> CGFloat {
      let pool: [CGFloat] = [
        .nan, .infinity, -.infinity, -1, -0.5, 0, 0.25, 0.5, 1, 2, 10, 44, 100, 1e6, 1e15,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
      ]
      return Int.random(in: 0..<3, using: &random) == 0
        ? pool.randomElement(using: &random)! : CGFloat.random(in: -50...300, using: &random)
    }

    mutating func dimension() -> CompositionalDimension {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: .fractionalWidth(number() / 100)
      case 1: .fractionalHeight(number() / 100)
      case 2: .absolute(number())
      case 3: .estimated(number())
      default: .uniformAcrossSiblings(number())
      }
    }

    mutating func size() -> CompositionalSize {
      CompositionalSize(width: dimension(), height: dimension())
    }

    mutating func insets() -> NSDirectionalEdgeInsets {
      Bool.random(using: &random)
        ? .zero
        : NSDirectionalEdgeInsets(
          top: number(), leading: number(), bottom: number(), trailing: number())
    }

    mutating func spacing() -> CompositionalSpacing? {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: nil
      case 1: .fixed(number())
      default: .flexible(number())
      }
    }

    mutating func anchor() -> CompositionalAnchor {
      let edges: [NSDirectionalRectEdge] = [
        .top, .bottom, .leading, .trailing, [.top, .trailing], [],
      ]
      return CompositionalAnchor(
        edges: edges.randomElement(using: &random)!, offset: CGPoint(x: number(), y: number()),
        isFractionalOffset: Bool.random(using: &random))
    }

    mutating func item(depth: Int) -> CompositionalItem {
      var item = CompositionalItem(size: size(), contentInsets: insets())
      if Int.random(in: 0..<4, using: &random) == 0 {
        item.edgeSpacing = CompositionalEdgeSpacing(
          leading: spacing(), top: spacing(), trailing: spacing(), bottom: spacing())
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        item.supplementaryItems = [
          CompositionalSupplementaryItem(
            size: size(), elementKind: "badge", containerAnchor: anchor(), itemAnchor: anchor(),
            contentInsets: insets())
        ]
      }
      guard depth < 3, Int.random(in: 0..<3, using: &random) > 0 || depth == 0 else { return item }
      let layout: CompositionalGroupLayout
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        layout = .custom(
          (0..<Int.random(in: 0...3, using: &random)).map { _ in
            CompositionalCustomItem(
              frame: CGRect(x: number(), y: number(), width: number(), height: number()))
          })
      case 1, 2: layout = .vertical
      default: layout = .horizontal
      }
      let counts: [CompositionalGroupCount] = [
        .repeating, .exactly(Int.random(in: -1...4, using: &random)),
        .sizedToFit(Int.random(in: -1...4, using: &random)),
      ]
      item.group = CompositionalGroup(
        layout: layout,
        subitems: (0..<Int.random(in: 1...3, using: &random)).map { _ in self.item(depth: depth + 1)
        },
        count: counts.randomElement(using: &random)!, interItemSpacing: spacing())
      return item
    }

    mutating func section() -> CompositionalSection {
      let behaviours: [CompositionalOrthogonalScrolling] = [
        .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
        .groupPagingCentered,
      ]
      let alignments: [NSRectAlignment] = [.top, .bottom, .leading, .trailing, .topLeading]
      return CompositionalSection(
        group: item(depth: 0), contentInsets: insets(), interGroupSpacing: number(),
        orthogonalScrolling: behaviours.randomElement(using: &random)!,
        boundaryItems: (0..<Int.random(in: 0...2, using: &random)).map { i in
          CompositionalBoundaryItem(
            size: size(), elementKind: "boundary\(i)",
            alignment: alignments.randomElement(using: &random)!,
            absoluteOffset: CGPoint(x: number(), y: number()),
            pinToVisibleBounds: Bool.random(using: &random),
            extendsBoundary: Bool.random(using: &random), contentInsets: insets())
        },
        supplementariesFollowContentInsets: Bool.random(using: &random),
        decorationItems: Bool.random(using: &random)
          ? [CompositionalDecorationItem(elementKind: "background", contentInsets: insets())] : [])
    }
  }

  @Test(arguments: 1...40)
  func randomSpecificationsGiveFiniteFrames(seed: UInt64) {
    var fuzz = Fuzzer(random: SeededGenerator(seed: seed))
    let sections = (0..<Int.random(in: 1...3, using: &fuzz.random)).map { _ in
      CompositionalLayoutEngine.SectionInput(
        section: fuzz.section(), numberOfItems: Int.random(in: 0...40, using: &fuzz.random),
        referenceInsets: fuzz.insets())
    }
    var measured: [IndexPath: CGSize] = [:]
    for _ in 0..<4 {
      measured[IndexPath(item: Int.random(in: 0..<10, using: &fuzz.random), section: 0)] =
        CGSize(width: fuzz.number(), height: fuzz.number())
    }
    let width = fuzz.number()
    let e = CompositionalLayoutEngine(
      scrollDirection: Bool.random(using: &fuzz.random) ? .vertical : .horizontal,
      containerSize: CGSize(width: width, height: 800), interSectionSpacing: fuzz.number(),
      sections: sections,
      boundaryItems: Bool.random(using: &fuzz.random)
        ? [CompositionalBoundaryItem(size: fuzz.size(), elementKind: "top", alignment: .top)] : [],
      measuredItemSizes: measured)
    #expect(e.contentSize.width.isFinite && e.contentSize.height.isFinite, "seed \(seed)")
    let rects = [
      CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), .infinite,
      CGRect(x: 0, y: 0, width: 400, height: 800),
      CGRect(x: fuzz.number(), y: fuzz.number(), width: fuzz.number(), height: fuzz.number()),
    ]
    for rect in rects {
      let elements = e.elements(
        in: rect, visibleRect: CGRect(x: 0, y: 100, width: 400, height: 800),
        orthogonalOffset: { _ in 30 })
      let bad = elements.filter { !isFinite($0.frame) }
      #expect(bad.isEmpty, "seed \(seed): not finite in \(rect): \(bad.prefix(3))")
    }
    for s in 0..<e.numberOfSections {
      for i in 0..<e.numberOfItems(inSection: s) {
        let frame = e.frame(ofItemAt: IndexPath(item: i, section: s))
        #expect(
          frame.map(isFinite) ?? true,
          "seed \(seed): item \(i) of section \(s): \(String(describing: frame))")
      }
    }
  }
}
