import Foundation
import MosaicCore
import MosaicTestSupport
import Testing

/// A measured size taken in place (`updateMeasuredItem`) gives the layout a new engine would
/// build with the same measured sizes, and solves nothing but the item's group.
@Suite struct CompositionalMeasurementTests {
  private static func estimatedSection(
    columns: Int, header: Bool, footer: Bool, decorated: Bool, spacing: CGFloat
  ) -> CompositionalSection {
    let cell = CompositionalItem(
      size: CompositionalSize(
        width: .fractionalWidth(1 / CGFloat(columns)), height: .estimated(44)),
      contentInsets: .zero, edgeSpacing: nil, supplementaryItems: [])
    let row = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .estimated(44)),
      contentInsets: .zero,
      group: CompositionalGroup(
        layout: .horizontal, subitems: [cell], count: .repeating, interItemSpacing: nil))
    var boundary: [CompositionalBoundaryItem] = []
    if header {
      boundary.append(
        CompositionalBoundaryItem(
          size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(30)),
          elementKind: "header", alignment: .top))
    }
    if footer {
      boundary.append(
        CompositionalBoundaryItem(
          size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(20)),
          elementKind: "footer", alignment: .bottom))
    }
    return CompositionalSection(
      group: row,
      contentInsets: NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 6, trailing: 0),
      interGroupSpacing: spacing, boundaryItems: boundary,
      decorationItems: decorated ? [CompositionalDecorationItem(elementKind: "background")] : [])
  }

  private struct Scene {
    var inputs: [CompositionalLayoutEngine.SectionInput]
    var layoutFooter: [CompositionalBoundaryItem]

    func build(_ measured: [IndexPath: CGSize]) -> CompositionalLayoutEngine {
      CompositionalLayoutEngine(
        scrollDirection: .vertical, containerSize: CGSize(width: 390, height: 800),
        interSectionSpacing: 10, sections: inputs, boundaryItems: layoutFooter,
        measuredItemSizes: measured)
    }
  }

  private static func randomScene(_ rng: inout SeededGenerator) -> Scene {
    let count = Int.random(in: 1...4, using: &rng)
    var inputs: [CompositionalLayoutEngine.SectionInput] = []
    for _ in 0..<count {
      let section = estimatedSection(
        columns: Int.random(in: 1...3, using: &rng), header: Bool.random(using: &rng),
        footer: Bool.random(using: &rng), decorated: Bool.random(using: &rng),
        spacing: CGFloat(Int.random(in: 0...4, using: &rng)))
      inputs.append(
        .init(section: section, numberOfItems: Int.random(in: 0...200, using: &rng)))
    }
    let footer = CompositionalBoundaryItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(40)),
      elementKind: "layout-footer", alignment: .bottom)
    return Scene(inputs: inputs, layoutFooter: Bool.random(using: &rng) ? [footer] : [])
  }

  /// Everything a query can see: the content size and every element in the whole content,
  /// in order, and the section frames.
  private static func snapshot(_ engine: CompositionalLayoutEngine) -> [String] {
    var lines = ["content \(engine.contentSize)"]
    let all = CGRect(x: -1000, y: -1000, width: 4000, height: engine.contentSize.height + 2000)
    for element in engine.elements(in: all) {
      let f = element.frame
      lines.append(
        "\(element.category) \(element.indexPath) \((f.minX * 1000).rounded()) "
          + "\((f.minY * 1000).rounded()) \((f.width * 1000).rounded()) "
          + "\((f.height * 1000).rounded())")
    }
    for s in 0..<engine.numberOfSections {
      lines.append("section \(s) \(String(describing: engine.frame(ofSection: s)))")
    }
    return lines
  }

  @Test(arguments: 0..<40)
  func measuredSizesTakenInPlaceMatchANewEngine(seed: Int) {
    var rng = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
    let scene = Self.randomScene(&rng)
    var measured: [IndexPath: CGSize] = [:]
    var engine = scene.build(measured)
    let sectionsWithItems = scene.inputs.indices.filter { scene.inputs[$0].numberOfItems > 0 }
    guard !sectionsWithItems.isEmpty else { return }
    for step in 0..<60 {
      let section = sectionsWithItems.randomElement(using: &rng)!
      let item = Int.random(in: 0..<scene.inputs[section].numberOfItems, using: &rng)
      let path = IndexPath(item: item, section: section)
      let size = CGSize(width: 100, height: CGFloat(Int.random(in: 20...120, using: &rng)))
      measured[path] = size
      let sizes = measured
      let taken = engine.updateMeasuredItem(at: path) {
        sizes[IndexPath(item: $0, section: section)]
      }
      #expect(taken, "seed \(seed) step \(step): \(path) was not taken in place")
      if step % 10 == 9 || step == 59 {
        let expected = Self.snapshot(scene.build(measured))
        let actual = Self.snapshot(engine)
        #expect(actual == expected, "seed \(seed) step \(step)")
        if actual != expected { return }
      }
    }
  }

  @Test func aMeasuredRowMovesOnlyWhatFollowsIt() {
    let section = Self.estimatedSection(
      columns: 1, header: true, footer: true, decorated: true, spacing: 0)
    let scene = Scene(
      inputs: [
        .init(section: section, numberOfItems: 100_000), .init(section: section, numberOfItems: 3),
      ],
      layoutFooter: [])
    var engine = scene.build([:])
    // Header 30, inset 8: row 5 starts at 38 + 5 × 44.
    #expect(engine.frame(ofItemAt: IndexPath(item: 5, section: 0))?.minY == 258)
    let end = engine.contentSize.height
    let taken = engine.updateMeasuredItem(at: IndexPath(item: 5, section: 0)) {
      $0 == 5 ? CGSize(width: 390, height: 100) : nil
    }
    #expect(taken)
    #expect(
      engine.frame(ofItemAt: IndexPath(item: 5, section: 0))
        == CGRect(x: 0, y: 258, width: 390, height: 100))
    #expect(engine.frame(ofItemAt: IndexPath(item: 4, section: 0))?.minY == 214)
    #expect(engine.frame(ofItemAt: IndexPath(item: 6, section: 0))?.minY == 358)
    #expect(
      engine.frame(ofItemAt: IndexPath(item: 99_999, section: 0))?.minY == CGFloat(4_400_050))
    #expect(engine.contentSize.height == end + 56)
    #expect(
      engine.supplementary(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY
        == CGFloat(4_400_130))
    #expect(
      engine.decoration(ofKind: "background", inSection: 0)?.frame.height
        == CGFloat(4_400_120))
  }

  /// Elements meeting `rect`, one line each (frames in thousandths), with the content size.
  private static func snapshot(_ engine: CompositionalLayoutEngine, in rect: CGRect) -> [String] {
    ["content \(engine.contentSize)"]
      + engine.elements(in: rect).map { element in
        let f = element.frame
        return "\(element.category) \(element.indexPath) \((f.minX * 1000).rounded()) "
          + "\((f.minY * 1000).rounded()) \((f.width * 1000).rounded()) "
          + "\((f.height * 1000).rounded())"
      }
  }

  @Test func rowsMeasuredOutOfOrderInALongListMatchMeasuringThemAllAtOnce() {
    let section = Self.estimatedSection(
      columns: 1, header: true, footer: true, decorated: true, spacing: 0)
    let rows = 100_000
    let scene = Scene(
      inputs: [
        .init(section: section, numberOfItems: rows), .init(section: section, numberOfItems: 5),
      ],
      layoutFooter: [])
    var engine = scene.build([:])
    var measured: [IndexPath: CGSize] = [:]
    // Heights with a quarter's fraction, so every sum of them is exact.
    func height(_ item: Int, _ round: Int) -> CGFloat {
      30 + CGFloat((item * 37 + round * 11) % 61) / 4
    }
    func measure(_ item: Int, round: Int = 0) {
      let path = IndexPath(item: item, section: 0)
      measured[path] = CGSize(width: 390, height: height(item, round))
      let sizes = measured
      let taken = engine.updateMeasuredItem(at: path) { sizes[IndexPath(item: $0, section: 0)] }
      #expect(taken, "row \(item) was not taken in place")
    }
    // A far block top-down (after a jump), then every row of a middle block bottom-up (scrolling
    // up after a jump back), then a block between them bottom-up, then rows inside the measured
    // blocks measured again with new heights (from the bottom), then the first rows.
    for item in 90_000..<91_500 { measure(item) }
    for item in (40_000..<42_000).reversed() { measure(item) }
    for item in (60_000..<60_300).reversed() { measure(item) }
    for item in stride(from: 91_499, through: 40_000, by: -7)
    where measured[IndexPath(item: item, section: 0)] != nil {
      measure(item, round: 1)
    }
    for item in 0..<20 { measure(item) }
    let fresh = scene.build(measured)
    // Exact frames: header 30 and inset 8, then each row's height, measured or 44.
    var y: CGFloat = 38
    var expected: [Int: CGFloat] = [:]
    let probes: Set<Int> = [
      0, 19, 20, 39_999, 40_000, 40_001, 41_999, 42_000, 60_299, 60_300, 90_000, 91_499, 91_500,
      rows - 1,
    ]
    for item in 0..<rows {
      if probes.contains(item) { expected[item] = y }
      y += measured[IndexPath(item: item, section: 0)]?.height ?? 44
    }
    for (item, minY) in expected.sorted(by: { $0.key < $1.key }) {
      let path = IndexPath(item: item, section: 0)
      let frame = engine.frame(ofItemAt: path)
      #expect(frame?.minY == minY, "row \(item): \(String(describing: frame)), expected y \(minY)")
      #expect(frame?.height == measured[path]?.height ?? 44, "row \(item)")
      #expect(frame == fresh.frame(ofItemAt: path), "row \(item)")
    }
    // Footer 20 and inset 6 after the last row.
    #expect(engine.frame(ofSection: 0)?.maxY == y + 26)
    #expect(engine.contentSize == fresh.contentSize)
    // What a query sees around each block, at the ends and across the second section.
    let end = engine.contentSize.height
    let windows = [
      0, expected[39_999]!, expected[41_999]!, expected[60_299]!, expected[90_000]!,
      expected[91_499]!, end - 900,
    ]
    for top in windows {
      let rect = CGRect(x: 0, y: top - 100, width: 390, height: 900)
      #expect(Self.snapshot(engine, in: rect) == Self.snapshot(fresh, in: rect), "window at \(top)")
    }
    // Every measured row sits where a new engine puts it.
    let misplaced = measured.keys.sorted().first {
      engine.frame(ofItemAt: $0) != fresh.frame(ofItemAt: $0)
    }
    #expect(misplaced == nil, "first misplaced row: \(String(describing: misplaced))")
  }

  @Test func sectionsThatCannotTakeASizeInPlaceSayNo() {
    // Fixed heights: nothing is estimated, so there is no group to solve again.
    let cell = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
      contentInsets: .zero, edgeSpacing: nil, supplementaryItems: [])
    let row = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
      contentInsets: .zero,
      group: CompositionalGroup(
        layout: .horizontal, subitems: [cell], count: .repeating, interItemSpacing: nil))
    var fixed = Scene(
      inputs: [.init(section: CompositionalSection(group: row), numberOfItems: 10)],
      layoutFooter: []
    ).build([:])
    let before = Self.snapshot(fixed)
    #expect(
      !fixed.updateMeasuredItem(at: IndexPath(item: 3, section: 0)) { _ in
        CGSize(width: 1, height: 80)
      })
    #expect(Self.snapshot(fixed) == before)
    // An index path outside the sections or items.
    let section = Self.estimatedSection(
      columns: 1, header: false, footer: false, decorated: false, spacing: 0)
    var engine = Scene(inputs: [.init(section: section, numberOfItems: 4)], layoutFooter: []).build(
      [:])
    #expect(
      !engine.updateMeasuredItem(at: IndexPath(item: 4, section: 0)) { _ in
        CGSize(width: 1, height: 80)
      })
    #expect(
      !engine.updateMeasuredItem(at: IndexPath(item: 0, section: 1)) { _ in
        CGSize(width: 1, height: 80)
      })
  }
}
