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

  func makeList() -> UICollectionView {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = Self.spacing
    let layout = UICollectionViewCompositionalLayout(section: section)
    return makeListView(
      GridModel([Self.count]), layout: layout, cell: VaryingRowCell.self,
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
}
