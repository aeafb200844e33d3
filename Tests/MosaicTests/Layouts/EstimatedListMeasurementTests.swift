import MosaicTestSupport
import Testing

@testable import Mosaic

/// A row whose height depends on its item, as a row sized by its text would be: 30 to 89 points.
@MainActor
final class VaryingRowCell: UICollectionViewCell {
  static func height(_ item: Int) -> CGFloat { 30 + CGFloat(item * 37 % 60) }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    a.size.height = Self.height(layoutAttributes.indexPath.item)
    return a
  }
}

/// A compositional list of rows with estimated heights measures each row as it arrives: in
/// whatever order rows are measured, the frames end as those of measuring them all at once,
/// and rows measured above the screen do not move what is on it.
@MainActor
@Suite(.serialized)
struct EstimatedListMeasurementTests {
  static let count = 120
  static let spacing: CGFloat = 4

  func makeList(rows: Int = Self.count) -> UICollectionView {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = Self.spacing
    let layout = UICollectionViewCompositionalLayout(section: section)
    return makeListView(
      GridModel([rows]), layout: layout, cell: VaryingRowCell.self,
      size: CGSize(width: 320, height: 400))
  }

  /// The frames of measuring every row: each row below the ones above it.
  func measuredFrames() -> [CGRect] {
    var y: CGFloat = 0
    return (0..<Self.count).map { item in
      let frame = CGRect(x: 0, y: y, width: 320, height: VaryingRowCell.height(item))
      y += frame.height + Self.spacing
      return frame
    }
  }

  func frames(_ view: UICollectionView) -> [CGRect] {
    (0..<Self.count).map { view.layoutAttributesForItem(at: [0, $0])?.frame ?? .null }
  }

  /// Visits `offsets` one by one, laying out at each.
  func visit(_ view: UICollectionView, _ offsets: [CGFloat]) {
    for y in offsets {
      let top = max(0, min(y, view.contentSize.height - view.bounds.height))
      view.contentOffset = CGPoint(x: 0, y: top)
      view.layoutIfNeeded()
    }
  }

  @Test func anyOrderOfMeasuringGivesTheFramesOfMeasuringAll() {
    let expected = measuredFrames()
    let end = expected.last!.maxY
    // Top down.
    let topDown = makeList()
    visit(topDown, stride(from: 0, through: end, by: 100).map { $0 })
    #expect(frames(topDown) == expected)
    #expect(topDown.contentSize.height == end)
    // Bottom up: to the end first (over estimated rows), then back.
    let bottomUp = makeList()
    visit(bottomUp, Array(repeating: 100_000, count: 6))
    visit(bottomUp, stride(from: end, through: 0, by: -100).map { $0 })
    visit(bottomUp, [0])
    #expect(frames(bottomUp) == expected)
    // At random, until every row was measured.
    for seed in UInt64(1)...5 {
      var random = SeededGenerator(seed: seed)
      let randomly = makeList()
      var jumps = (0..<60).map { _ in CGFloat(Int.random(in: 0...Int(end), using: &random)) }
      jumps += stride(from: 0, through: end, by: 100).map { $0 }
      jumps.shuffle(using: &random)
      visit(randomly, jumps + stride(from: 0, through: end, by: 100).map { $0 })
      #expect(frames(randomly) == expected, "seed \(seed)")
    }
  }

  @Test func rowsMeasuredAboveTheScreenDoNotMoveWhatIsOnIt() {
    let view = makeList()
    // Jump into the middle: the rows above were never measured.
    view.contentOffset = CGPoint(x: 0, y: 2_000)
    view.layoutIfNeeded()
    var steps = 0
    var adjusted = 0
    for _ in 0..<30 {
      let visible = view.indexPathsForVisibleItems.sorted()
      guard let anchor = visible.last else { break }
      let before =
        (view.layoutAttributesForItem(at: anchor)?.frame.minY ?? 0) - view.contentOffset.y
      // Scroll up 30 points: rows coming in at the top are measured.
      let asked = view.contentOffset.y - 30
      view.contentOffset.y = asked
      view.layoutIfNeeded()
      steps += 1
      if view.contentOffset.y != asked { adjusted += 1 }
      let after = (view.layoutAttributesForItem(at: anchor)?.frame.minY ?? 0) - view.contentOffset.y
      #expect(after == before + 30, "row \(anchor.item) moved on screen by \(after - before)")
      if view.contentOffset.y <= 0 { break }
    }
    // Rows of other heights than the estimate came in above: the offset followed them.
    #expect(steps == 30 && adjusted > 10, "\(steps) steps, \(adjusted) adjusted")
  }

  @Test func aLongListMeasuredAfterJumpsHasTheFramesOfMeasuringThoseRows() {
    let rows = 100_000
    let view = makeList(rows: rows)
    let layout = view.collectionViewLayout as! UICollectionViewCompositionalLayout
    // A jump far down and a scroll down there; then a jump back to the middle and a scroll up
    // through it, whose rows are measured bottom-up in front of the far ones.
    visit(view, stride(from: 3_000_000, through: 3_004_000, by: 100).map { $0 })
    visit(view, [1_500_000])
    for _ in 0..<120 {
      view.contentOffset.y -= 30
      view.layoutIfNeeded()
    }
    let measured = Set(layout.measuredItemSizes.keys.map(\.item))
    let far = measured.filter { $0 > 60_000 }.count
    let middle = measured.filter { $0 < 40_000 }.count
    #expect(far > 50 && middle > 50, "\(far) rows measured far down, \(middle) in the middle")
    // Each row below the ones above it: measured rows at their height, the others at 44.
    var y: CGFloat = 0
    var wrong: [String] = []
    for item in 0..<rows {
      let height = measured.contains(item) ? VaryingRowCell.height(item) : 44
      if measured.contains(item) || item % 997 == 0 || measured.contains(item - 1) {
        let frame = view.layoutAttributesForItem(at: [0, item])?.frame
        if frame != CGRect(x: 0, y: y, width: 320, height: height), wrong.count < 3 {
          wrong.append(
            "row \(item): \(String(describing: frame)), expected y \(y) height \(height)")
        }
      }
      y += height + Self.spacing
    }
    #expect(wrong.isEmpty, "\(wrong)")
    #expect(view.contentSize.height == y - Self.spacing)
  }

  @Test func measuredRowsDoNotSolveTheLayoutAgain() {
    var provided = 0
    let layout = UICollectionViewCompositionalLayout { _, _ in
      provided += 1
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = Self.spacing
      return section
    }
    let view = makeListView(
      GridModel([Self.count]), layout: layout, cell: VaryingRowCell.self,
      size: CGSize(width: 320, height: 400))
    let afterLoad = provided
    let expected = measuredFrames()
    visit(view, stride(from: 0, through: expected.last!.maxY, by: 100).map { $0 })
    #expect(frames(view) == expected)
    #expect(provided == afterLoad, "rows measured while scrolling are taken in place")
    // A new width solves the layout again.
    view.frame.size.width = 300
    view.layoutIfNeeded()
    #expect(provided == afterLoad + 1)
  }
}

/// A row sized by its identifier (as a row sized by its text is), for lists whose rows move.
@MainActor
final class IdentifiedRowCell: UICollectionViewCell {
  var identifier = 0
  static func height(_ identifier: Int) -> CGFloat { 24 + CGFloat(identifier * 53 % 70) }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    a.size.height = Self.height(identifier)
    return a
  }
}

/// Seeded inserts, deletes, moves and reconfigures applied through a diffable data source to a
/// list with estimated heights: once every row is on screen again, the frames are those of a
/// list built from scratch with the same rows.
@MainActor
@Suite(.serialized)
struct EstimatedListUpdateTests {
  @MainActor final class Screen {
    let view: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init() {
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 2
      view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 400),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
      let registration = UICollectionView.CellRegistration<IdentifiedRowCell, Int> {
        cell, _, identifier in
        cell.identifier = identifier
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: view) {
        view, indexPath, identifier in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: identifier)
      }
    }

    func apply(_ identifiers: [Int], reconfiguring: [Int] = []) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(identifiers)
      if !reconfiguring.isEmpty { snapshot.reconfigureItems(reconfiguring) }
      dataSource.apply(snapshot, animatingDifferences: false)
      view.layoutIfNeeded()
    }

    /// Scrolls through the whole list, top to bottom, and returns every row's frame.
    func framesAfterScrollingThrough(_ count: Int) -> [CGRect] {
      var y: CGFloat = 0
      view.contentOffset = .zero
      view.layoutIfNeeded()
      while y < view.contentSize.height {
        view.contentOffset.y = min(y, max(0, view.contentSize.height - 400))
        view.layoutIfNeeded()
        y += 150
      }
      return (0..<count).map { view.layoutAttributesForItem(at: [0, $0])?.frame ?? .null }
    }
  }

  @Test func seededUpdatesMatchAListBuiltFromScratch() {
    for seed in UInt64(1)...8 {
      var random = SeededGenerator(seed: seed)
      var identifiers = Array(0..<60)
      var next = 1_000
      let screen = Screen()
      screen.apply(identifiers)
      _ = screen.framesAfterScrollingThrough(identifiers.count)
      for step in 0..<8 {
        var reconfigured: [Int] = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
          switch Int.random(in: 0..<4, using: &random) {
          case 0:
            identifiers.insert(next, at: Int.random(in: 0...identifiers.count, using: &random))
            next += 1
          case 1 where identifiers.count > 5:
            identifiers.remove(at: Int.random(in: 0..<identifiers.count, using: &random))
          case 2:
            let moved = identifiers.remove(
              at: Int.random(in: 0..<identifiers.count, using: &random))
            identifiers.insert(moved, at: Int.random(in: 0...identifiers.count, using: &random))
          default:
            if let id = identifiers.randomElement(using: &random), !reconfigured.contains(id) {
              reconfigured.append(id)
            }
          }
        }
        screen.view.contentOffset.y = CGFloat(Int.random(in: 0...1_500, using: &random))
        screen.view.layoutIfNeeded()
        screen.apply(identifiers, reconfiguring: reconfigured.filter(identifiers.contains))
        let frames = screen.framesAfterScrollingThrough(identifiers.count)
        let fresh = Screen()
        fresh.apply(identifiers)
        let expected = fresh.framesAfterScrollingThrough(identifiers.count)
        #expect(frames == expected, "seed \(seed) step \(step)")
        var y: CGFloat = 0
        for (index, id) in identifiers.enumerated() {
          #expect(
            expected[index] == CGRect(x: 0, y: y, width: 300, height: IdentifiedRowCell.height(id)),
            "seed \(seed) step \(step): row \(index)")
          y += IdentifiedRowCell.height(id) + 2
        }
      }
    }
  }
}
