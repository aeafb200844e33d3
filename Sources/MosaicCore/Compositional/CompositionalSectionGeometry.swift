import Foundation

/// One section of a compositional layout solved into places, in axis-neutral terms: `main`
/// runs along the layout's scroll axis, `cross` across it. A section whose groups all solve
/// alike keeps one solved group (its template) and computes the others arithmetically; a
/// section whose measured items make groups differ keeps each group.
struct CompositionalSectionGeometry: Sendable {
  /// Where the section starts and ends along the scroll axis (boundary items included).
  var start: CGFloat = 0
  var end: CGFloat = 0
  /// Where its groups start along the scroll axis and across it.
  var contentStart: CGFloat = 0
  var crossStart: CGFloat = 0
  /// The length of its content (groups and spacing) along the scroll axis, or across it when
  /// it scrolls orthogonally.
  var contentLength: CGFloat = 0
  /// The number of items.
  var numberOfItems = 0
  /// How its groups scroll across the layout's axis.
  var orthogonal: CompositionalOrthogonalScrolling = .none
  /// The space between groups.
  var interGroupSpacing: CGFloat = 0

  /// The solved group every group repeats, when they all solve alike.
  var template: GroupGeometry?
  /// The solved groups, when they differ, with the index of each one's first item.
  var groups: [GroupGeometry] = []
  var groupFirstItems: [Int] = []
  /// Each group's offset from the first one along its stacking axis, when they differ.
  var groupOffsets: [CGFloat] = []

  /// The boundary items with their natural frames (content coordinates).
  var boundaryItems: [(item: CompositionalBoundaryItem, frame: CGRect)] = []
  /// The decoration items with their frames.
  var decorations: [(item: CompositionalDecorationItem, frame: CGRect)] = []
  /// The scrollable length across the layout's axis of an orthogonally scrolling section
  /// (its insets included), and the length of the area that shows it.
  var orthogonalContentLength: CGFloat = 0
  var orthogonalViewportLength: CGFloat = 0

  /// The number of groups.
  var groupCount: Int {
    if let template {
      let per = template.itemFrames.count
      return per == 0 ? 0 : (numberOfItems + per - 1) / per
    }
    return groups.count
  }

  /// The stacking axis of groups: the scroll axis, or across it when scrolling orthogonally.
  var stacksAcross: Bool { orthogonal != .none }

  /// The group holding `item` and the item's place in it.
  func group(ofItem item: Int) -> (group: Int, leaf: Int)? {
    guard item >= 0, item < numberOfItems else { return nil }
    if let template {
      let per = template.itemFrames.count
      return per == 0 ? nil : (item / per, item % per)
    }
    var lo = 0
    var hi = groupFirstItems.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if groupFirstItems[mid] <= item { lo = mid } else { hi = mid - 1 }
    }
    return (lo, item - groupFirstItems[lo])
  }

  /// The solved geometry of group `index` and the index of its first item.
  func geometry(ofGroup index: Int) -> (GroupGeometry, firstItem: Int) {
    if let template { return (template, index * template.itemFrames.count) }
    return (groups[index], groupFirstItems[index])
  }

  /// The offset of group `index` from the first group along the stacking axis.
  func offset(ofGroup index: Int) -> CGFloat {
    if let template {
      let length = stacksAcross ? crossLength(template.size) : mainLength(template.size)
      return CGFloat(index) * (length + interGroupSpacing)
    }
    return groupOffsets[index]
  }

  /// Set by the engine: whether the scroll axis is vertical (for the two helpers below).
  var vertical = true
  func mainLength(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
  func crossLength(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }

  /// The origin of group `index` in content coordinates, with an orthogonal section
  /// scrolled by `orthogonalOffset`.
  func origin(ofGroup index: Int, orthogonalOffset: CGFloat) -> CGPoint {
    let off = offset(ofGroup: index)
    var main = contentStart
    var cross = crossStart
    if stacksAcross { cross += off - orthogonalOffset } else { main += off }
    return vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  /// The range of groups whose contents may meet the span `low..<high` along the stacking
  /// axis (content coordinates, an orthogonal section scrolled by `orthogonalOffset`).
  func groups(meeting low: CGFloat, _ high: CGFloat, orthogonalOffset: CGFloat) -> Range<Int> {
    let count = groupCount
    guard count > 0 else { return 0..<0 }
    let base = stacksAcross ? crossStart - orthogonalOffset : contentStart
    // How far a group's contents reach before and after its own extent.
    let (before, after) = overhang
    if let template {
      let length = stacksAcross ? crossLength(template.size) : mainLength(template.size)
      let stride = length + interGroupSpacing
      guard stride > 0 else { return 0..<count }
      // One group more on each side than exact arithmetic needs: rounding never drops one.
      // Clamped before becoming integers: a query rectangle may be as large as `.infinite`.
      func index(_ v: CGFloat) -> Int {
        v.isNaN ? 0 : Int(max(-1e15, min(1e15, v.rounded(.down))))
      }
      let first = index((low - base - length - after) / stride)
      let last = index((high - base + before) / stride) + 2
      let lo = min(max(0, first), count)
      let hi = min(max(lo, last), count)
      return lo..<hi
    }
    // Groups differ: their offsets grow, so search for the first one ending after `low`.
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      let g = groups[mid]
      let length = stacksAcross ? crossLength(g.size) : mainLength(g.size)
      if base + groupOffsets[mid] + length + after < low { lo = mid + 1 } else { hi = mid }
    }
    var end = lo
    while end < count, base + groupOffsets[end] - before <= high { end += 1 }
    return lo..<end
  }

  /// How far the contents of any group reach before and after the group's own extent along
  /// the stacking axis.
  var overhang: (CGFloat, CGFloat) = (0, 0)

  /// Whether every number of the geometry is finite (the engine's last check before a section
  /// is queried).
  /// - Complexity: O(number of solved groups and their elements): the template's alone for a
  ///   uniform section.
  var isFinite: Bool {
    let numbers = [
      start, end, contentStart, crossStart, contentLength, interGroupSpacing,
      orthogonalContentLength, orthogonalViewportLength, overhang.0, overhang.1,
    ]
    guard numbers.allSatisfy(\.isFinite), groupOffsets.allSatisfy(\.isFinite) else {
      return false
    }
    for geometry in template.map({ [$0] }) ?? groups where !geometry.isFinite { return false }
    return boundaryItems.allSatisfy { $0.frame.isFinite }
      && decorations.allSatisfy { $0.frame.isFinite }
  }
}

extension GroupGeometry {
  /// Whether the group's size and every frame in it are finite.
  var isFinite: Bool {
    size.width.isFinite && size.height.isFinite && bounds.isFinite
      && itemFrames.allSatisfy(\.isFinite)
      && supplementaries.allSatisfy { $0.placed.frame.isFinite }
  }
}

extension CGRect {
  /// Whether the origin and size are finite numbers.
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
