import Foundation
import MosaicTestSupport
import Testing

@testable import MosaicCore

/// A template section with exceptions finds the groups meeting a span as a walk over every
/// group would, for spans anywhere, spacings, overhangs and exceptions at random.
@Suite struct ExceptionGroupQueryTests {
  private static func group(length: CGFloat) -> GroupGeometry {
    var g = GroupGeometry()
    g.size = CGSize(width: 390, height: length)
    g.itemFrames = [CGRect(x: 0, y: 0, width: 390, height: length)]
    g.itemZIndexes = [0]
    g.computeBounds()
    return g
  }

  /// The range a walk over every group gives: the first group ending at or after `low`, up to
  /// the first one after it starting after `high`.
  private static func walk(_ g: CompositionalSectionGeometry, _ low: CGFloat, _ high: CGFloat)
    -> Range<Int>
  {
    let (before, after) = g.overhang
    var lo = 0
    while lo < g.groupCount,
      g.contentStart + g.offset(ofGroup: lo) + g.stackLength(of: g.geometry(ofGroup: lo).0)
        + after < low
    {
      lo += 1
    }
    var end = lo
    while end < g.groupCount, g.contentStart + g.offset(ofGroup: end) - before <= high {
      end += 1
    }
    return lo..<end
  }

  @Test(arguments: 0..<30)
  func rangesMatchAWalkOverEveryGroup(seed: Int) {
    var rng = SeededGenerator(seed: UInt64(seed) &* 0x5851_F42D &+ 3)
    var g = CompositionalSectionGeometry()
    g.contentStart = CGFloat(Int.random(in: 0...100, using: &rng))
    let length = CGFloat(Int.random(in: 0...8, using: &rng) * 8)
    g.template = Self.group(length: length)
    g.numberOfItems = Int.random(in: 1...600, using: &rng)
    // Mostly spacings that keep offsets growing; some negative ones take the general search.
    g.interGroupSpacing = CGFloat(Int.random(in: -2...12, using: &rng)) / 2
    g.overhang = (
      CGFloat(Int.random(in: 0...3, using: &rng) * 5),
      CGFloat(Int.random(in: 0...3, using: &rng) * 5)
    )
    var indexes = Set<Int>()
    for _ in 0..<Int.random(in: 1...80, using: &rng) {
      indexes.insert(Int.random(in: 0..<g.numberOfItems, using: &rng))
    }
    let sorted = indexes.sorted()
    g.setExceptions(
      sorted,
      sorted.map { _ in Self.group(length: CGFloat(Int.random(in: 0...240, using: &rng)) / 4) })
    // And some taken one by one.
    for _ in 0..<20 {
      let index = Int.random(in: 0..<g.numberOfItems, using: &rng)
      _ = g.setException(
        index, Self.group(length: CGFloat(Int.random(in: 0...240, using: &rng)) / 4))
    }
    let total = g.offset(ofGroup: g.groupCount - 1) + 200
    for step in 0..<200 {
      let low = CGFloat(Int.random(in: -100...Int(total), using: &rng)) + 0.5 * CGFloat(step % 2)
      let high = low + CGFloat(Int.random(in: 0...400, using: &rng))
      let found = g.groups(meeting: low, high, orthogonalOffset: 0)
      let expected = Self.walk(g, low, high)
      #expect(
        found == expected,
        "seed \(seed) step \(step): groups(meeting: \(low), \(high)) \(found) ≠ \(expected)")
      if found != expected { return }
    }
    for (low, high) in [(-CGFloat.infinity, CGFloat.infinity), (0, 0), (total, total + 1e6)] {
      #expect(
        g.groups(meeting: low, high, orthogonalOffset: 0) == Self.walk(g, low, high), "seed \(seed)"
      )
    }
  }
}
