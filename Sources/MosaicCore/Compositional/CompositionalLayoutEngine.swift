import Foundation

/// The geometry of a compositional layout: sections of repeated groups stacked along the
/// scroll axis, with their boundary items (headers, footers), attached supplementary items
/// (badges) and background decorations. A section whose groups solve alike is computed
/// arithmetically from one solved group; queries by rectangle cost O(log n + k).
package struct CompositionalLayoutEngine: Sendable {
  /// What an element of the layout is.
  package enum Category: Hashable, Sendable {
    /// A cell.
    case item
    /// A supplementary view of a kind.
    case supplementary(String)
    /// A decoration view of a kind.
    case decoration(String)
  }

  /// A positioned element.
  package struct Element: Hashable, Sendable {
    /// What it is.
    package var category: Category
    /// Its index path: the item's for cells and attached supplementaries, `[section, 0]` for
    /// boundary items and decorations, `[0, 0]` for the layout's own boundary items.
    package var indexPath: IndexPath
    /// Its frame in content coordinates.
    package var frame: CGRect
    /// Its stacking order.
    package var zIndex: Int

    /// Creates an element.
    package init(category: Category, indexPath: IndexPath, frame: CGRect, zIndex: Int) {
      self.category = category
      self.indexPath = indexPath
      self.frame = frame
      self.zIndex = zIndex
    }
  }

  /// One section to lay out: its description and its number of items.
  package struct SectionInput: Sendable {
    /// The section's description.
    package var section: CompositionalSection
    /// How many items it holds.
    package var numberOfItems: Int
    /// Insets across the scroll axis that the section's content insets are measured from
    /// (the layout margins or the readable width, per its content insets reference).
    package var referenceInsets: NSDirectionalEdgeInsets

    /// Creates a section input.
    package init(
      section: CompositionalSection, numberOfItems: Int,
      referenceInsets: NSDirectionalEdgeInsets = .zero
    ) {
      self.section = section
      self.numberOfItems = numberOfItems
      self.referenceInsets = referenceInsets
    }
  }

  /// The direction the content scrolls.
  package let scrollDirection: LayoutScrollDirection
  /// The size of the area the content fills.
  package let containerSize: CGSize
  /// The size of the content.
  package internal(set) var contentSize: CGSize = .zero
  /// Problems found while solving (sizes that do not fit, negative or non-finite values), each
  /// naming its section.
  package private(set) var issues: [String] = []

  var sections: [CompositionalSectionGeometry] = []
  var layoutBoundaryItems: [(item: CompositionalBoundaryItem, frame: CGRect)] = []
  let vertical: Bool
  /// How far any section's elements reach past the section's own extent along the scroll
  /// axis (badges poking out, boundary items moved by offsets): section searches widen by it.
  var overreach: CGFloat = 0

  /// Solves `sections` in a container of `containerSize`. Every number of the specification
  /// and every measured size is checked first (`CompositionalValueCheck`): unusable ones are
  /// replaced and described in `issues`, so the geometry is always finite.
  /// - Parameters:
  ///   - interSectionSpacing: the space between sections.
  ///   - boundaryItems: the layout's own headers and footers, around all sections.
  ///   - measuredItemSizes: measured sizes of self-sizing items.
  ///   - measuredSupplementarySize: the measured size of a self-sizing boundary item, by kind
  ///     and index path.
  package init(
    scrollDirection: LayoutScrollDirection, containerSize: CGSize,
    interSectionSpacing: CGFloat = 0,
    sections inputs: [SectionInput], boundaryItems: [CompositionalBoundaryItem] = [],
    measuredItemSizes: [IndexPath: CGSize] = [:],
    measuredSupplementarySize: (String, IndexPath) -> CGSize? = { _, _ in nil }
  ) {
    var check = CompositionalValueCheck()
    let containerSize = CGSize(
      width: check.length(containerSize.width, "the collection view's width"),
      height: check.length(containerSize.height, "the collection view's height"))
    let interSectionSpacing = check.offset(interSectionSpacing, "interSectionSpacing")
    var inputs = inputs
    for s in inputs.indices {
      let before = check.issues.count
      let section = check.section(inputs[s].section, "section \(s)")
      let reference = check.insets(
        inputs[s].referenceInsets, "section \(s)'s content insets reference")
      if check.issues.count != before {
        inputs[s].section = section
        inputs[s].referenceInsets = reference
      }
    }
    let boundaryItems = boundaryItems.map { check.boundary($0, "the layout") }
    self.scrollDirection = scrollDirection
    self.containerSize = containerSize
    vertical = scrollDirection == .vertical
    var bySection: [Int: [Int: CGSize]] = [:]
    for (path, size) in measuredItemSizes where path.count == 2 {
      guard let size = check.measured(size, "the item at \(path)") else { continue }
      bySection[path.section, default: [:]][path.item] = size
    }
    func measuredSupplementary(_ kind: String, _ path: IndexPath) -> CGSize? {
      measuredSupplementarySize(kind, path).flatMap {
        check.measured($0, "the supplementary view \"\(kind)\" at \(path)")
      }
    }
    let containerCross = vertical ? containerSize.width : containerSize.height
    let containerMain = vertical ? containerSize.height : containerSize.width
    var position: CGFloat = 0
    // The layout's leading boundary items.
    let layoutArea = CGRect(
      x: 0, y: 0, width: containerCross, height: containerMain)
    let leading = layoutBoundaryPlacement(
      boundaryItems, atStart: true, position: 0, area: layoutArea,
      measured: { measuredSupplementary($0, IndexPath(item: 0, section: 0)) })
    layoutBoundaryItems += leading.placed
    position += leading.extent
    for (s, input) in inputs.enumerated() {
      if s > 0 { position += interSectionSpacing }
      let reference = input.referenceInsets
      var geometry = solveSection(
        input, index: s, start: position,
        crossLead: vertical ? reference.leading : reference.top,
        crossTrail: vertical ? reference.trailing : reference.bottom,
        containerCross: containerCross, containerMain: containerMain,
        measured: bySection[s] ?? [:],
        measuredSupplementary: { measuredSupplementary($0, IndexPath(item: 0, section: s)) })
      if !geometry.isFinite {
        issues.append(
          "section \(s): its geometry does not resolve to finite frames, so the section is left "
            + "empty")
        geometry = CompositionalSectionGeometry()
        geometry.vertical = vertical
        geometry.start = position
        geometry.end = position
        geometry.contentStart = position
      }
      overreach = max(overreach, reach(of: geometry))
      sections.append(geometry)
      position = geometry.end
    }
    let trailing = layoutBoundaryPlacement(
      boundaryItems, atStart: false, position: position, area: layoutArea,
      measured: { measuredSupplementary($0, IndexPath(item: 0, section: 0)) })
    layoutBoundaryItems += trailing.placed
    position += trailing.extent
    layoutBoundaryItems.removeAll { placed in
      guard placed.frame.isFinite else {
        issues.append(
          "the layout's boundary item \"\(placed.item.elementKind)\" does not resolve to a "
            + "finite frame, so it is left out")
        return true
      }
      return false
    }
    issues = check.issues + issues
    contentSize =
      vertical
      ? CGSize(width: containerSize.width, height: position)
      : CGSize(width: position, height: containerSize.height)
  }

  /// The number of sections.
  package var numberOfSections: Int { sections.count }

  /// The number of items in `section`.
  package func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].numberOfItems : 0
  }

  /// How `section`'s groups scroll across the layout's axis.
  package func orthogonalScrolling(ofSection section: Int) -> CompositionalOrthogonalScrolling {
    sections.indices.contains(section) ? sections[section].orthogonal : .none
  }

  // MARK: Solving

  private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat)
    -> CGRect
  {
    vertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  private func mainLength(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
  private func crossLength(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }

  private mutating func solveSection(
    _ input: SectionInput, index s: Int, start: CGFloat, crossLead: CGFloat, crossTrail: CGFloat,
    containerCross: CGFloat, containerMain: CGFloat, measured: [Int: CGSize],
    measuredSupplementary: (String) -> CGSize?
  ) -> CompositionalSectionGeometry {
    let section = input.section
    var g = CompositionalSectionGeometry()
    g.vertical = vertical
    g.numberOfItems = max(0, input.numberOfItems)
    g.orthogonal = section.orthogonalScrolling
    g.interGroupSpacing = section.interGroupSpacing
    g.start = start
    let insets = section.contentInsets
    let (mainLead, mainTrail) =
      vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
    let (secCrossLead, secCrossTrail) =
      vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    let areaCross = max(0, containerCross - crossLead - crossTrail - secCrossLead - secCrossTrail)
    let areaMain = max(0, containerMain - mainLead - mainTrail)
    let area =
      vertical
      ? CGSize(width: areaCross, height: areaMain) : CGSize(width: areaMain, height: areaCross)

    // Boundary items along the leading edge of the scroll axis push the content.
    let followCross = section.supplementariesFollowContentInsets
    let boundaryCrossStart = crossLead + (followCross ? secCrossLead : 0)
    let boundaryCross = max(
      0,
      containerCross - crossLead - crossTrail
        - (followCross ? secCrossLead + secCrossTrail : 0))
    let boundaryArea =
      vertical
      ? CGSize(width: boundaryCross, height: areaMain)
      : CGSize(width: areaMain, height: boundaryCross)
    func boundarySize(_ b: CompositionalBoundaryItem) -> CGSize {
      var size = b.size.resolved(in: boundaryArea)
      if let m = measuredSupplementary(b.elementKind) {
        if b.size.width.isEstimated { size.width = m.width }
        if b.size.height.isEstimated { size.height = m.height }
      }
      return size
    }
    var leadExtent: CGFloat = 0
    var trailExtent: CGFloat = 0
    for b in section.boundaryItems where b.extendsBoundary {
      let size = boundarySize(b)
      switch Self.edge(of: b.alignment, vertical: vertical) {
      case .lead: leadExtent = max(leadExtent, mainLength(size))
      case .trail: trailExtent = max(trailExtent, mainLength(size))
      case .side: break
      }
    }
    g.contentStart = start + leadExtent + mainLead
    g.crossStart = crossLead + secCrossLead

    // Groups.
    let groupSpec = section.group
    let groupSize = groupSpec.size.resolved(in: area)
    if !groupSize.width.isFinite || !groupSize.height.isFinite || groupSize.width < 0
      || groupSize.height < 0
    {
      issues.append(
        "section \(s): the group's size resolves to \(groupSize.width)×\(groupSize.height), which "
          + "is not a finite, non-negative size")
    }
    let safeGroupSize = CGSize(
      width: groupSize.width.isFinite ? max(0, groupSize.width) : 0,
      height: groupSize.height.isFinite ? max(0, groupSize.height) : 0)
    let estimatedAlong = vertical ? groupSpec.size.height : groupSpec.size.width
    if estimatedAlong.isEstimated, Self.containsFractional(groupSpec, vertical: vertical) {
      issues.append(
        "section \(s): an item uses a fractional \(vertical ? "height" : "width") inside a group "
          + "whose \(vertical ? "height" : "width") is estimated")
    }
    var solver = GroupSolver(measured: { _ in nil })
    var exceptions = false
    if groupSpec.hasEstimatedDimension, !measured.isEmpty {
      // The estimated template, and only the groups holding measured items solved apart, as
      // long as each of those holds the template's number of items.
      let template = solver.solve(
        groupSpec, size: safeGroupSize, firstItem: 0, available: Self.templateLimit)
      let per = template.itemFrames.count
      if per > 0 {
        solver.measured = { measured[$0] }
        let indexes = Set(
          measured.keys.lazy.filter { $0 >= 0 && $0 < g.numberOfItems }.map { $0 / per }
        ).sorted()
        var geometries: [GroupGeometry] = []
        geometries.reserveCapacity(indexes.count)
        exceptions = true
        for index in indexes {
          let first = index * per
          let geometry = solver.solve(
            groupSpec, size: safeGroupSize, firstItem: first, available: g.numberOfItems - first)
          if geometry.itemFrames.count != min(per, g.numberOfItems - first) {
            exceptions = false
            break
          }
          geometries.append(geometry)
        }
        if exceptions {
          g.template = template
          g.setExceptions(indexes, geometries)
          g.estimatedGroup = (groupSpec, safeGroupSize)
        }
      }
    }
    if exceptions {
      // Solved above.
    } else if groupSpec.hasEstimatedDimension, !measured.isEmpty {
      solver.measured = { measured[$0] }
      var first = 0
      var offset: CGFloat = 0
      while first < g.numberOfItems {
        let geometry = solver.solve(
          groupSpec, size: safeGroupSize, firstItem: first, available: g.numberOfItems - first)
        let count = geometry.itemFrames.count
        if count == 0 { break }
        g.groups.append(geometry)
        g.groupFirstItems.append(first)
        g.groupOffsets.append(offset)
        let length =
          g.stacksAcross ? crossLength(geometry.size) : mainLength(geometry.size)
        offset += length + section.interGroupSpacing
        first += count
      }
      g.numberOfItems = first
    } else {
      let template = solver.solve(
        groupSpec, size: safeGroupSize, firstItem: 0, available: Self.templateLimit)
      if template.itemFrames.isEmpty, g.numberOfItems > 0 {
        issues.append("section \(s): its group holds no item, so its items have no place")
        g.numberOfItems = 0
      }
      g.template = template
      if groupSpec.hasEstimatedDimension { g.estimatedGroup = (groupSpec, safeGroupSize) }
    }
    for issue in solver.issues { issues.append("section \(s): \(issue)") }
    computeOverhang(&g)

    // The content's length along the axis its groups stack on.
    let count = g.groupCount
    var stackLength: CGFloat = 0
    var otherLength: CGFloat = 0
    if count > 0 {
      let last = g.geometry(ofGroup: count - 1).0
      stackLength =
        g.offset(ofGroup: count - 1)
        + (g.stacksAcross ? crossLength(last.size) : mainLength(last.size))
      otherLength =
        g.solvedGroups.map { g.stacksAcross ? mainLength($0.size) : crossLength($0.size) }.max()
        ?? 0
    } else if g.stacksAcross, let template = g.template {
      otherLength = mainLength(template.size)
    }
    let bodyMain: CGFloat
    if g.stacksAcross {
      bodyMain = otherLength
      g.orthogonalViewportLength = containerCross
      let firstLength: CGFloat =
        count > 0
        ? crossLength(g.geometry(ofGroup: 0).0.size) : crossLength(safeGroupSize)
      if g.orthogonal == .groupPagingCentered {
        g.crossStart = max(0, (containerCross - firstLength) / 2)
        g.orthogonalContentLength = 2 * g.crossStart + stackLength
      } else {
        g.orthogonalContentLength =
          crossLead + secCrossLead + stackLength + secCrossTrail + crossTrail
      }
      g.contentLength = stackLength
    } else {
      bodyMain = stackLength
      g.contentLength = stackLength
    }
    let contentEnd = g.contentStart + bodyMain
    g.end = contentEnd + mainTrail + trailExtent

    // Boundary items.
    for b in section.boundaryItems {
      let size = boundarySize(b)
      let frame = boundaryFrame(
        b, size: size, sectionStart: start, sectionEnd: g.end,
        contentStart: g.contentStart, crossStart: boundaryCrossStart, crossLength: boundaryCross)
      g.boundaryItems.append((b, frame.insetBy(b.contentInsets)))
    }
    // Decorations cover the whole section across the container.
    let sectionRect = rect(
      main: start, cross: 0, mainLength: g.end - start, crossLength: containerCross)
    for d in section.decorationItems {
      g.decorations.append((d, sectionRect.insetBy(d.contentInsets)))
    }
    return g
  }

  /// How far `g`'s elements reach past its extent along the scroll axis.
  func reach(of g: CompositionalSectionGeometry) -> CGFloat {
    var reach: CGFloat = 0
    func main(_ r: CGRect) -> (CGFloat, CGFloat) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
    for (_, frame) in g.boundaryItems {
      let (low, high) = main(frame)
      reach = max(reach, g.start - low, high - g.end)
    }
    for geometry in g.solvedGroups {
      let (low, high) = main(geometry.bounds)
      let length = mainLength(geometry.size)
      let body = g.stacksAcross ? 0 : g.contentLength - length
      reach = max(reach, g.start - (g.contentStart + low), g.contentStart + body + high - g.end)
    }
    return max(0, reach)
  }

  /// The most groups a template is solved for: enough for any group that repeats its
  /// subitems while they fit.
  static let templateLimit = 100_000

  private func computeOverhang(_ g: inout CompositionalSectionGeometry) {
    var before: CGFloat = 0
    var after: CGFloat = 0
    let across = g.stacksAcross
    func measure(_ geometry: GroupGeometry) {
      let b = geometry.bounds
      let (low, high, length) =
        (vertical != across)
        ? (b.minY, b.maxY, geometry.size.height) : (b.minX, b.maxX, geometry.size.width)
      before = max(before, -low)
      after = max(after, high - length)
    }
    for geometry in g.solvedGroups { measure(geometry) }
    g.overhang = (before, after)
  }

  private static func containsFractional(_ item: CompositionalItem, vertical: Bool) -> Bool {
    guard let group = item.group else { return false }
    return group.subitems.contains { sub in
      (vertical ? sub.size.height.isFractionalHeight : sub.size.width.isFractionalWidth)
        || containsFractional(sub, vertical: vertical)
    }
  }

  package enum BoundaryEdge { case lead, trail, side }

  /// Which edge along the scroll axis a boundary item of `alignment` sits on.
  static func edge(of alignment: NSRectAlignment, vertical: Bool) -> BoundaryEdge {
    if vertical {
      switch alignment {
      case .top, .topLeading, .topTrailing: return .lead
      case .bottom, .bottomLeading, .bottomTrailing: return .trail
      default: return .side
      }
    }
    switch alignment {
    case .leading, .topLeading, .bottomLeading: return .lead
    case .trailing, .topTrailing, .bottomTrailing: return .trail
    default: return .side
    }
  }

  /// Where a boundary item of `size` sits in a section spanning `sectionStart..<sectionEnd`
  /// whose boundary area across the axis starts at `crossStart` and is `crossLength` long.
  private func boundaryFrame(
    _ b: CompositionalBoundaryItem, size: CGSize, sectionStart: CGFloat, sectionEnd: CGFloat,
    contentStart: CGFloat, crossStart: CGFloat, crossLength: CGFloat
  ) -> CGRect {
    // Position of the item's top-left, written for a vertical layout and then transposed.
    let along = mainLength(size)
    let acrossLength = self.crossLength(size)
    let edge = Self.edge(of: b.alignment, vertical: vertical)
    let main: CGFloat =
      switch edge {
      case .lead: sectionStart
      case .trail: sectionEnd - along
      case .side: contentStart
      }
    // Across: the leading (top) side, the trailing (bottom) side or centred.
    let leadingSide: Bool
    let trailingSide: Bool
    if vertical {
      leadingSide = [.topLeading, .bottomLeading, .leading].contains(b.alignment)
      trailingSide = [.topTrailing, .bottomTrailing, .trailing].contains(b.alignment)
    } else {
      leadingSide = [.top, .topLeading, .topTrailing].contains(b.alignment)
      trailingSide = [.bottom, .bottomLeading, .bottomTrailing].contains(b.alignment)
    }
    let cross: CGFloat =
      leadingSide
      ? crossStart
      : (trailingSide
        ? crossStart + crossLength - acrossLength : crossStart + (crossLength - acrossLength) / 2)
    var frame = rect(main: main, cross: cross, mainLength: along, crossLength: acrossLength)
    frame.origin.x += b.absoluteOffset.x
    frame.origin.y += b.absoluteOffset.y
    return frame
  }

  /// Places the layout's own boundary items on its leading (`atStart`) or trailing end;
  /// returns them and the room they take along the scroll axis.
  private func layoutBoundaryPlacement(
    _ items: [CompositionalBoundaryItem], atStart: Bool, position: CGFloat, area: CGRect,
    measured: (String) -> CGSize?
  ) -> (placed: [(item: CompositionalBoundaryItem, frame: CGRect)], extent: CGFloat) {
    var placed: [(item: CompositionalBoundaryItem, frame: CGRect)] = []
    var extent: CGFloat = 0
    let size = vertical ? area.size : CGSize(width: area.height, height: area.width)
    for b in items {
      let edge = Self.edge(of: b.alignment, vertical: vertical)
      guard (edge == .lead && atStart) || (edge == .trail && !atStart) else { continue }
      var s = b.size.resolved(in: size)
      if let m = measured(b.elementKind) {
        if b.size.width.isEstimated { s.width = m.width }
        if b.size.height.isEstimated { s.height = m.height }
      }
      let along = mainLength(s)
      let frame = boundaryFrame(
        b, size: s, sectionStart: position, sectionEnd: position + along, contentStart: position,
        crossStart: 0, crossLength: crossLength(size))
      placed.append((b, frame.insetBy(b.contentInsets)))
      if b.extendsBoundary { extent = max(extent, along) }
    }
    return (placed, extent)
  }
}
