import Foundation

/// A supplementary view placed by a compositional layout: its kind, frame and stacking order.
package struct CompositionalPlacedSupplementary: Hashable, Sendable {
  /// The kind of supplementary view.
  package var elementKind: String
  /// Its frame.
  package var frame: CGRect
  /// Its stacking order.
  package var zIndex: Int
}

/// One group solved into frames, in the group's own coordinates (its origin at zero).
struct GroupGeometry: Sendable {
  /// The group's size (its estimated extents replaced by its content's).
  var size: CGSize = .zero
  /// The frame of each item the group holds, in order, after their content insets.
  var itemFrames: [CGRect] = []
  /// The stacking order of each item (custom groups give them; otherwise 0).
  var itemZIndexes: [Int] = []
  /// Supplementary views attached to items or groups: the item whose index path each takes
  /// (a group's supplementary takes its first item's), and its placement.
  var supplementaries: [(item: Int, placed: CompositionalPlacedSupplementary)] = []
  /// The union of the group's rectangle and everything placed in it.
  var bounds: CGRect = .zero

  /// Appends `other`, moved by `offset`, its items numbered after this group's.
  mutating func append(_ other: GroupGeometry, at offset: CGPoint) {
    let base = itemFrames.count
    for f in other.itemFrames { itemFrames.append(f.offsetBy(dx: offset.x, dy: offset.y)) }
    itemZIndexes.append(contentsOf: other.itemZIndexes)
    for s in other.supplementaries {
      var placed = s.placed
      placed.frame = placed.frame.offsetBy(dx: offset.x, dy: offset.y)
      supplementaries.append((base + s.item, placed))
    }
  }

  /// Computes `bounds` from the size and everything placed.
  mutating func computeBounds() {
    var b = CGRect(origin: .zero, size: size)
    for f in itemFrames { b = b.union(f) }
    for s in supplementaries { b = b.union(s.placed.frame) }
    bounds = b
  }
}

/// Solves groups into frames: resolves each subitem's size against its group, repeats or
/// counts subitems, applies edge spacing, inter-item spacing (sharing the room left between
/// flexible spaces), content insets and attached supplementary items. Measured sizes of
/// self-sizing items replace their estimated extents.
struct GroupSolver {
  /// The measured size of the section's item at an index, when it was measured.
  var measured: (Int) -> CGSize?
  /// Problems found in the specification, to be reported by the caller.
  var issues: [String] = []

  /// Solves `spec` (a group, or a lone item acting as one) at `size` for the items from
  /// `firstItem` on, at most `available` of them.
  mutating func solve(
    _ spec: CompositionalItem, size proposed: CGSize, firstItem: Int, available: Int
  ) -> GroupGeometry {
    var geometry = GroupGeometry()
    guard let group = spec.group else {
      // A lone item: the group is the item itself.
      var size = proposed
      if let m = measured(firstItem) {
        if spec.size.width.isEstimated { size.width = m.width }
        if spec.size.height.isEstimated { size.height = m.height }
      }
      geometry.size = size
      if available > 0 { placeLeaf(spec, in: CGRect(origin: .zero, size: size), into: &geometry) }
      geometry.computeBounds()
      return geometry
    }
    let inner = CGRect(origin: .zero, size: proposed).insetBy(spec.contentInsets)
    var content: CGSize
    switch group.layout {
    case .custom(let items):
      for item in items.prefix(max(0, available)) {
        geometry.itemFrames.append(item.frame.offsetBy(dx: inner.minX, dy: inner.minY))
        geometry.itemZIndexes.append(item.zIndex)
      }
      content = inner.size
    case .horizontal, .vertical:
      content = solveLinear(
        group, horizontal: group.layout == .horizontal, spec: spec, inner: inner,
        firstItem: firstItem, available: available, into: &geometry)
    }
    var size = proposed
    let insetW = spec.contentInsets.leading + spec.contentInsets.trailing
    let insetH = spec.contentInsets.top + spec.contentInsets.bottom
    if spec.size.width.isEstimated { size.width = content.width + insetW }
    if spec.size.height.isEstimated { size.height = content.height + insetH }
    geometry.size = size
    for s in spec.supplementaryItems where !geometry.itemFrames.isEmpty {
      let placed = CompositionalPlacedSupplementary(
        elementKind: s.elementKind, frame: s.frame(in: CGRect(origin: .zero, size: size)),
        zIndex: s.zIndex)
      geometry.supplementaries.append((0, placed))
    }
    geometry.computeBounds()
    return geometry
  }

  /// Places one item in `slot` (its frame before content insets).
  private func placeLeaf(_ spec: CompositionalItem, in slot: CGRect, into g: inout GroupGeometry) {
    let frame = slot.insetBy(spec.contentInsets)
    let index = g.itemFrames.count
    g.itemFrames.append(frame)
    g.itemZIndexes.append(0)
    for s in spec.supplementaryItems {
      g.supplementaries.append(
        (
          index,
          CompositionalPlacedSupplementary(
            elementKind: s.elementKind, frame: s.frame(in: frame), zIndex: s.zIndex)
        ))
    }
  }

  private struct Slot {
    var spec: CompositionalItem
    var size: CGSize
    var nested: GroupGeometry?
  }

  /// Lays out a horizontal or vertical group's subitems in `inner`; returns the size its
  /// content takes (along: from the first slot's start to the last one's end; across: the
  /// largest slot).
  private mutating func solveLinear(
    _ group: CompositionalGroup, horizontal: Bool, spec: CompositionalItem, inner: CGRect,
    firstItem: Int, available: Int, into g: inout GroupGeometry
  ) -> CGSize {
    func along(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
    func across(_ s: CGSize) -> CGFloat { horizontal ? s.height : s.width }
    let alongDimension = horizontal ? spec.size.width : spec.size.height
    let groupAlong = along(inner.size)
    let groupAcross = across(inner.size)
    let gap = group.interItemSpacing?.minimum ?? 0
    func edgeLead(_ e: CompositionalEdgeSpacing?) -> CompositionalSpacing? {
      horizontal ? e?.leading : e?.top
    }
    func edgeTrail(_ e: CompositionalEdgeSpacing?) -> CompositionalSpacing? {
      horizontal ? e?.trailing : e?.bottom
    }
    func crossLead(_ e: CompositionalEdgeSpacing?) -> CompositionalSpacing? {
      horizontal ? e?.top : e?.leading
    }
    func crossTrail(_ e: CompositionalEdgeSpacing?) -> CompositionalSpacing? {
      horizontal ? e?.bottom : e?.trailing
    }
    guard !group.subitems.isEmpty else { return .zero }

    var slots: [Slot] = []
    var used: CGFloat = 0
    var consumed = 0
    var index = 0
    let limit: Int? =
      switch group.count {
      case .repeating: alongDimension.isEstimated ? group.subitems.count : nil
      case .exactly(let n), .sizedToFit(let n): max(0, n)
      }
    while consumed < available {
      if let limit, index >= limit { break }
      let sub = group.subitems[index % group.subitems.count]
      var size = sub.size.resolved(in: inner.size)
      if case .sizedToFit(let n) = group.count, n > 0 {
        let share = (groupAlong - gap * CGFloat(n - 1)) / CGFloat(n)
        if horizontal { size.width = share } else { size.height = share }
      }
      var nested: GroupGeometry?
      if sub.group != nil {
        let solved = solve(
          sub, size: size, firstItem: firstItem + consumed, available: available - consumed)
        size = solved.size
        nested = solved
      } else if let m = measured(firstItem + consumed) {
        if sub.size.width.isEstimated { size.width = m.width }
        if sub.size.height.isEstimated { size.height = m.height }
      }
      let slotAlong =
        (edgeLead(sub.edgeSpacing)?.minimum ?? 0) + along(size)
        + (edgeTrail(sub.edgeSpacing)?.minimum ?? 0)
      let needed = used + (slots.isEmpty ? 0 : gap) + slotAlong
      if limit == nil, !slots.isEmpty, needed > groupAlong + 0.001 { break }
      if limit == nil, slots.isEmpty, needed > groupAlong + 0.001 {
        issues.append(
          "an item of \(along(size)) points does not fit in its group's \(groupAlong) points")
      }
      used = needed
      let leaves = nested?.itemFrames.count ?? 1
      if leaves == 0 { break }
      slots.append(Slot(spec: sub, size: size, nested: nested))
      consumed += leaves
      index += 1
    }
    if case .exactly(let n) = group.count, used > groupAlong + 0.001, !alongDimension.isEstimated {
      issues.append(
        "a group of \(n) repeated items needs \(used) points but its size is \(groupAlong) points")
    }
    // Uniform-across-siblings extents take the largest among the slots.
    for horizontalAxis in [true, false] {
      let isUniform: (CompositionalItem) -> Bool = {
        if case .uniformAcrossSiblings = (horizontalAxis ? $0.size.width : $0.size.height) {
          return true
        }
        return false
      }
      let uniform = slots.indices.filter { isUniform(slots[$0].spec) }
      guard uniform.count > 1 else { continue }
      let largest =
        uniform.map { horizontalAxis ? slots[$0].size.width : slots[$0].size.height }
        .max() ?? 0
      for i in uniform {
        if horizontalAxis { slots[i].size.width = largest } else { slots[i].size.height = largest }
      }
    }
    // Share the room left between the flexible spaces along the axis.
    var flexibleCount = 0
    for (i, slot) in slots.enumerated() {
      if edgeLead(slot.spec.edgeSpacing)?.isFlexible == true { flexibleCount += 1 }
      if edgeTrail(slot.spec.edgeSpacing)?.isFlexible == true { flexibleCount += 1 }
      if i > 0, group.interItemSpacing?.isFlexible == true { flexibleCount += 1 }
    }
    let room = alongDimension.isEstimated ? 0 : max(0, groupAlong - used)
    let share = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
    var position: CGFloat = 0
    var contentAcross: CGFloat = 0
    for (i, slot) in slots.enumerated() {
      if i > 0 { position += gap + (group.interItemSpacing?.isFlexible == true ? share : 0) }
      if let lead = edgeLead(slot.spec.edgeSpacing) {
        position += lead.minimum + (lead.isFlexible ? share : 0)
      }
      // Across: fixed spaces, or flexible ones sharing what is left of the group's extent.
      let lead = crossLead(slot.spec.edgeSpacing)
      let trail = crossTrail(slot.spec.edgeSpacing)
      var offset = lead?.minimum ?? 0
      let leftAcross =
        groupAcross - across(slot.size) - (lead?.minimum ?? 0) - (trail?.minimum ?? 0)
      let flexibleAcross = (lead?.isFlexible == true ? 1 : 0) + (trail?.isFlexible == true ? 1 : 0)
      if lead?.isFlexible == true, leftAcross > 0 { offset += leftAcross / CGFloat(flexibleAcross) }
      contentAcross = max(
        contentAcross, offset + across(slot.size) + (trail?.minimum ?? 0))
      let origin =
        horizontal
        ? CGPoint(x: inner.minX + position, y: inner.minY + offset)
        : CGPoint(x: inner.minX + offset, y: inner.minY + position)
      if let nested = slot.nested {
        g.append(nested, at: origin)
      } else {
        placeLeaf(slot.spec, in: CGRect(origin: origin, size: slot.size), into: &g)
      }
      position += along(slot.size)
      if let trail = edgeTrail(slot.spec.edgeSpacing) {
        position += trail.minimum + (trail.isFlexible ? share : 0)
      }
    }
    return horizontal
      ? CGSize(width: position, height: contentAcross)
      : CGSize(width: contentAcross, height: position)
  }
}
