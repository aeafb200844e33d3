import Foundation

extension CompositionalLayoutEngine {
  /// Takes in a newly measured size of the item at `indexPath` without solving the layout
  /// again: only the group holding the item is solved (with `measured`, the section's measured
  /// sizes by item index, this one included), and what follows it moves by as much as the group
  /// grew — the section's end, its trailing boundary items and decorations, the sections after
  /// it, the layout's trailing boundary items and the content size.
  ///
  /// The result is the layout a new engine would build with the same measured sizes. Returns
  /// false, changing nothing, when the section cannot be updated in place: its groups are
  /// solved one by one (they hold different numbers of items), it scrolls orthogonally, its
  /// groups are not estimated, or the re-solved group no longer holds the template's number of
  /// items; build a new engine then.
  /// - Complexity: O(log e + s + k) with e measured groups in the section (the group is
  ///   added to or replaced in the section's tree of exceptions, whose sums move the groups
  ///   after it), s sections after it and k boundary and decoration items moved; solving the
  ///   group is O(its items). Nothing else is solved, in whatever order items are measured.
  package mutating func updateMeasuredItem(
    at indexPath: IndexPath, measured: @escaping (Int) -> CGSize?
  ) -> Bool {
    guard indexPath.count == 2 else { return false }
    let s = indexPath.section
    let item = indexPath.item
    guard s >= 0, s < sections.count else { return false }
    // Read field by field: a copy of the whole section held here would make the changes below
    // copy its arrays.
    let count = sections[s].numberOfItems
    guard let per = sections[s].template?.itemFrames.count, per > 0,
      let (spec, size) = sections[s].estimatedGroup, !sections[s].stacksAcross,
      item >= 0, item < count
    else { return false }
    let index = item / per
    let first = index * per
    var solver = GroupSolver(measured: measured)
    let geometry = solver.solve(spec, size: size, firstItem: first, available: count - first)
    guard solver.issues.isEmpty, geometry.isFinite,
      geometry.itemFrames.count == min(per, count - first)
    else { return false }
    // The section is changed where it is stored, so its arrays are not copied.
    let delta = sections[s].setException(index, geometry)
    let bounds = geometry.bounds
    let (low, high, length) =
      vertical
      ? (bounds.minY, bounds.maxY, geometry.size.height)
      : (bounds.minX, bounds.maxX, geometry.size.width)
    // Overhang and reach only widen queries: the new group's are added to what was there.
    let overhang = sections[s].overhang
    sections[s].overhang = (max(overhang.0, -low), max(overhang.1, high - length))
    if delta != 0 {
      sections[s].contentLength += delta
      sections[s].end += delta
      for i in sections[s].boundaryItems.indices
      where Self.edge(of: sections[s].boundaryItems[i].item.alignment, vertical: vertical)
        == .trail
      {
        sections[s].boundaryItems[i].frame = sections[s].boundaryItems[i].frame.movedAlong(
          vertical: vertical, by: delta)
      }
      for i in sections[s].decorations.indices {
        sections[s].decorations[i].frame = sections[s].decorations[i].frame.lengthenedAlong(
          vertical: vertical, by: delta)
      }
    }
    overreach = max(overreach, reach(of: sections[s], group: geometry))
    guard delta != 0 else { return true }
    for t in (s + 1)..<sections.count { sections[t].shift(by: delta) }
    // The layout's trailing boundary items (its footers) are the ones on the trailing edge.
    for i in layoutBoundaryItems.indices
    where Self.edge(of: layoutBoundaryItems[i].item.alignment, vertical: vertical) == .trail {
      layoutBoundaryItems[i].frame = layoutBoundaryItems[i].frame.movedAlong(
        vertical: vertical, by: delta)
    }
    if vertical { contentSize.height += delta } else { contentSize.width += delta }
    return true
  }

  /// How far one solved group of section `g` reaches past the section's extent.
  /// - Complexity: O(1).
  private func reach(of g: CompositionalSectionGeometry, group geometry: GroupGeometry) -> CGFloat {
    let b = geometry.bounds
    let (low, high) = vertical ? (b.minY, b.maxY) : (b.minX, b.maxX)
    let body = g.contentLength - (vertical ? geometry.size.height : geometry.size.width)
    return max(0, g.start - (g.contentStart + low), g.contentStart + body + high - g.end)
  }
}
