import Foundation

/// One section of a compositional layout solved into places, in axis-neutral terms: `main`
/// runs along the layout's scroll axis, `cross` across it. A section whose groups all solve
/// alike keeps one solved group (its template) and computes the others arithmetically. When
/// measured items make some groups differ but every group still holds the template's number of
/// items, it keeps the template and only those groups (its exceptions) in a `GroupExtentTree`
/// keyed by group index, with how much longer than the template each one is: a group's offset
/// is its index times the template's stride plus the sum of the deltas of the exceptions before
/// it, and an exception added or replaced costs O(log e) with e exceptions. Otherwise it keeps
/// each group.
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
  /// With a template: the groups that differ from it, by group index, each with its solved
  /// geometry and how much longer than the template it is along the stacking axis.
  var exceptions = GroupExtentTree<GroupGeometry>()

  /// The group spec and its resolved size, kept for a section of estimated groups solved with
  /// a template, so one group can be solved again when an item in it is measured.
  var estimatedGroup: (spec: CompositionalItem, size: CGSize)?

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
  /// - Complexity: O(1) for a uniform section, O(log e) with e exceptions.
  func geometry(ofGroup index: Int) -> (GroupGeometry, firstItem: Int) {
    if let template {
      let first = index * template.itemFrames.count
      return (exception(at: index) ?? template, first)
    }
    return (groups[index], groupFirstItems[index])
  }

  /// The offset of group `index` from the first group along the stacking axis.
  /// - Complexity: O(1) for a uniform section, O(log e) with e exceptions.
  func offset(ofGroup index: Int) -> CGFloat {
    if let template {
      let length = stackLength(of: template)
      return CGFloat(index) * (length + interGroupSpacing) + exceptions.deltaSum(below: index)
    }
    return groupOffsets[index]
  }

  /// A group's length along the stacking axis.
  func stackLength(of geometry: GroupGeometry) -> CGFloat {
    stacksAcross ? crossLength(geometry.size) : mainLength(geometry.size)
  }

  /// The solved geometry of group `index`, if it is an exception.
  /// - Complexity: O(log e) with e exceptions.
  func exception(at index: Int) -> GroupGeometry? {
    exceptions.isEmpty ? nil : exceptions[index]?.value
  }

  /// Records the exceptions of a template section (ascending group indexes), each with how
  /// much longer than the template it is.
  /// - Complexity: O(e) with e exceptions.
  mutating func setExceptions(_ indexes: [Int], _ geometries: [GroupGeometry]) {
    let length = template.map { stackLength(of: $0) }
    let deltas = geometries.map { geometry in length.map { stackLength(of: geometry) - $0 } ?? 0 }
    exceptions = GroupExtentTree(keys: indexes, values: geometries, deltas: deltas)
  }

  /// Makes group `index` of a template section solve to `geometry`: an exception added, or the
  /// one there replaced (the groups after it move through the tree's sums). Returns how much
  /// longer the group became along the stacking axis.
  /// - Complexity: O(log e) with e exceptions (no group is solved).
  mutating func setException(_ index: Int, _ geometry: GroupGeometry) -> CGFloat {
    guard let template else { return 0 }
    let templateLength = stackLength(of: template)
    let length = stackLength(of: geometry)
    let old = exceptions.updateValue(geometry, delta: length - templateLength, forKey: index)
    return length - (old.map { stackLength(of: $0.value) } ?? templateLength)
  }

  /// Moves the whole section by `delta` along the scroll axis (a section before it grew).
  /// - Complexity: O(b + d) for its boundary and decoration items.
  mutating func shift(by delta: CGFloat) {
    start += delta
    end += delta
    contentStart += delta
    for i in boundaryItems.indices {
      boundaryItems[i].frame = boundaryItems[i].frame.movedAlong(vertical: vertical, by: delta)
    }
    for i in decorations.indices {
      decorations[i].frame = decorations[i].frame.movedAlong(vertical: vertical, by: delta)
    }
  }

  /// The template and the exceptions, or every solved group.
  /// - Complexity: O(e) with e exceptions, or O(number of groups).
  var solvedGroups: [GroupGeometry] {
    if let template {
      var solved = [template]
      solved.reserveCapacity(1 + exceptions.count)
      for exception in exceptions { solved.append(exception.value) }
      return solved
    }
    return groups
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
    if let template, !exceptions.isEmpty {
      let length = stackLength(of: template)
      if interGroupSpacing >= 0, length + interGroupSpacing > 0, !low.isNaN, !high.isNaN {
        return exceptionGroups(
          meeting: low, high, base: base, count: count, length: length, overhang: (before, after))
      }
      // Offsets may not grow: search for the first group ending after `low`, then walk.
      // O(log n · log e), and O(log e) for each group after it.
      var lo = 0
      var hi = count
      while lo < hi {
        let mid = (lo + hi) / 2
        let length = stackLength(of: geometry(ofGroup: mid).0)
        if base + offset(ofGroup: mid) + length + after < low { lo = mid + 1 } else { hi = mid }
      }
      var end = lo
      while end < count, base + offset(ofGroup: end) - before <= high { end += 1 }
      return lo..<end
    }
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

  /// The range of groups whose contents may meet `low..<high` in a template section with
  /// exceptions, its offsets growing (spacing not negative, stride positive): a descent of the
  /// exception tree finds the run of template groups holding each end, arithmetic the group in
  /// the run, and the exact offsets settle any rounding (a step, when there is any).
  /// - Complexity: O(log e) with e exceptions.
  private func exceptionGroups(
    meeting low: CGFloat, _ high: CGFloat, base: CGFloat, count: Int, length: CGFloat,
    overhang: (before: CGFloat, after: CGFloat)
  ) -> Range<Int> {
    let stride = length + interGroupSpacing
    func index(_ v: CGFloat) -> Int { v.isNaN ? 0 : Int(max(-1e15, min(1e15, v))) }
    func endsBefore(_ g: Int) -> Bool {
      base + offset(ofGroup: g) + stackLength(of: geometry(ofGroup: g).0) + overhang.after < low
    }
    func startsAfter(_ g: Int) -> Bool { base + offset(ofGroup: g) - overhang.before > high }
    // The first group ending at or after `low` along the axis: the exception tree gives the run
    // of template groups (between two exceptions) where ends cross it, each ending at
    // g × stride + length + the deltas of the exceptions before the run.
    let reach = low - base - overhang.after
    let ends = exceptions.partition { key, delta, below in
      CGFloat(key) * stride + below + length + delta >= reach
    }
    var lo = index(((reach - length - ends.deltaSumBelow) / stride).rounded(.up))
    lo = min(max(lo, ends.previous.map { $0 + 1 } ?? 0), ends.first ?? count)
    while lo > 0, !endsBefore(lo - 1) { lo -= 1 }
    while lo < count, endsBefore(lo) { lo += 1 }
    // The first group starting after `high`: starts are g × stride + the deltas before g.
    let limit = high - base + overhang.before
    let starts = exceptions.partition { key, _, below in CGFloat(key) * stride + below > limit }
    var end = index(((limit - starts.deltaSumBelow) / stride).rounded(.down)) + 1
    end = min(max(end, starts.previous.map { $0 + 1 } ?? 0), starts.first ?? count)
    while end > lo, startsAfter(end - 1) { end -= 1 }
    while end < count, !startsAfter(end) { end += 1 }
    return lo..<max(lo, end)
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
    // Every exception's delta, and every sum of them an offset reads, is finite.
    var growth: CGFloat = 0
    for exception in exceptions {
      growth += exception.delta
      guard exception.delta.isFinite, growth.isFinite else { return false }
    }
    for geometry in solvedGroups where !geometry.isFinite { return false }
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
  /// The rectangle moved by `delta` along the scroll axis.
  func movedAlong(vertical: Bool, by delta: CGFloat) -> CGRect {
    vertical ? offsetBy(dx: 0, dy: delta) : offsetBy(dx: delta, dy: 0)
  }

  /// The rectangle made `delta` longer along the scroll axis.
  func lengthenedAlong(vertical: Bool, by delta: CGFloat) -> CGRect {
    var r = self
    if vertical { r.size.height += delta } else { r.size.width += delta }
    return r
  }

  /// Whether the origin and size are finite numbers.
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
