import Foundation

/// The closed form of a section whose items all share one size: no per-item storage.
struct UniformGrid: Sendable {
  /// The items' extent along the scroll axis (the line thickness).
  var itemMain: CGFloat
  /// The items' extent along a line.
  var itemCross: CGFloat
  /// Items per line (at least 1).
  var perLine: Int
  /// Number of lines.
  var lineCount: Int
  /// Distance between the starts of consecutive lines (never negative: lines that
  /// overlap through a negative line spacing still follow one another).
  var lineStep: CGFloat
  /// Distance between the starts of consecutive items of a line (never negative).
  var crossStep: CGFloat
  /// Cross position of a line's first item (the leading inset).
  var crossStart: CGFloat
  /// Cross position of the centred item of a one-item line that is not the last.
  var loneCross: CGFloat
}

/// The computed geometry of one flow-layout section, in content coordinates.
struct FlowSectionLayout: Sendable {
  var index: Int
  var itemCount: Int
  var containerCross: CGFloat
  /// Main-axis start and end of the whole section (header to footer).
  var mainStart: CGFloat
  var mainEnd: CGFloat = 0
  /// Main-axis extent of the body: after the header, before the footer.
  var bodyStart: CGFloat
  var bodyEnd: CGFloat = 0
  /// Main-axis start of the first line.
  var contentStart: CGFloat
  var header: CGRect?
  var footer: CGRect?
  var axes: LayoutAxes
  /// Set for sections in closed form.
  var grid: UniformGrid?
  /// For stored sections: every item's size and position along its line; each line's
  /// first item (plus a final `itemCount`), main-axis start and thickness, and the
  /// main-axis extent of its items' frames (which bounds the searches).
  var sizes: [CGSize] = []
  var crossOrigins: [CGFloat] = []
  var lineFirst: [Int] = []
  var lineStart: [CGFloat] = []
  var lineThickness: [CGFloat] = []
  var lineMin: [CGFloat] = []
  var lineMax: [CGFloat] = []
  /// For stored sections: the furthest main-axis end of lines `0...l`. With a negative
  /// line spacing a thin line can end before a thick line above it, so `lineMax` is not
  /// monotonic; this running maximum is, and the line search runs on it.
  var lineReach: [CGFloat] = []

  init(
    section: FlowLayoutEngine.Section, index: Int, start: CGFloat, containerCross: CGFloat,
    axes: LayoutAxes, sizeForItem: (IndexPath) -> CGSize
  ) {
    self.index = index
    self.axes = axes
    self.containerCross = containerCross
    let count = max(0, section.numberOfItems)
    itemCount = count
    let inset = axes.insets(sanitized(section.sectionInset))
    // Spacings may be negative (items and lines overlap, as in UIKit); only NaN and
    // infinities count as zero.
    let lineSpacing = finiteOrZero(section.minimumLineSpacing)
    var interitem = finiteOrZero(section.minimumInteritemSpacing)
    let available = max(0, containerCross - inset.crossLead - inset.crossTrail)

    mainStart = start
    var position = start
    let headerMain = sanitized(axes.main(section.headerReferenceSize))
    if headerMain > 0 {
      header = axes.rect(
        main: position, cross: 0, mainLength: headerMain, crossLength: containerCross)
      position += headerMain
    }
    bodyStart = position
    position += inset.mainLead
    contentStart = position

    // Sizes: uniform ones stay in closed form; others are collected, and turn into the
    // closed form when they all turn out equal.
    var uniformSize: CGSize?
    switch section.itemSizes {
    case .uniform(let size):
      uniformSize = sanitized(size)
    case .explicit(let given):
      sizes = (0..<count).map { $0 < given.count ? sanitized(given[$0]) : .zero }
    case .perItem:
      sizes.reserveCapacity(count)
      // One index path, updated in place: building a fresh one per item allocates.
      var path = IndexPath(item: 0, section: index)
      for item in 0..<count {
        path[1] = item
        sizes.append(sanitized(sizeForItem(path)))
      }
    }
    if uniformSize == nil, let first = sizes.first, !sizes.contains(where: { $0 != first }) {
      uniformSize = first
      sizes = []
    }
    if count == 0 { uniformSize = .zero }

    let contentLength: CGFloat
    if let size = uniformSize {
      let grid = Self.makeGrid(
        size: axes.main(size), cross: axes.cross(size), count: count, available: available,
        crossStart: inset.crossLead, interitem: interitem, lineSpacing: lineSpacing)
      self.grid = grid
      contentLength =
        grid.lineCount == 0
        ? 0 : CGFloat(grid.lineCount - 1) * grid.lineStep + grid.itemMain
    } else {
      // An overlap deeper than the narrowest item would move items backwards along the
      // line; it is limited to that item's length. Then every spacing of a line (the
      // justified ones are wider) is at least minus the next item's length, so along a
      // line both the items' starts and their ends increase, and the in-line search on
      // the ends stays exact even though items overlap.
      if interitem < 0, let narrowest = sizes.lazy.map({ axes.cross($0) }).min() {
        interitem = max(interitem, -narrowest)
      }
      contentLength = breakLines(
        crossStart: inset.crossLead, available: available, interitem: interitem,
        lineSpacing: lineSpacing)
    }
    position = contentStart + contentLength + inset.mainTrail
    bodyEnd = position
    let footerMain = sanitized(axes.main(section.footerReferenceSize))
    if footerMain > 0 {
      footer = axes.rect(
        main: position, cross: 0, mainLength: footerMain, crossLength: containerCross)
      position += footerMain
    }
    mainEnd = position
  }

  /// The closed form for `count` items of one size.
  static func makeGrid(
    size main: CGFloat, cross: CGFloat, count: Int, available: CGFloat, crossStart: CGFloat,
    interitem: CGFloat, lineSpacing: CGFloat
  ) -> UniformGrid {
    var perLine = 1
    var spacing: CGFloat = 0
    if cross <= available {
      if cross + interitem <= 0 {
        // Zero-size items with no spacing, or an overlap as deep as an item: every item
        // fits one line, all at its start.
        perLine = max(1, count)
        spacing = -cross
      } else {
        let full = ((available + interitem) / (cross + interitem)).rounded(.down)
        perLine = full >= CGFloat(max(1, count)) ? max(1, count) : max(1, Int(full))
        spacing = full > 1 ? (available - full * cross) / (full - 1) : 0
      }
    }
    let lineCount = count == 0 ? 0 : (count + perLine - 1) / perLine
    return UniformGrid(
      itemMain: main, itemCross: cross, perLine: perLine, lineCount: lineCount,
      lineStep: max(0, main + lineSpacing), crossStep: max(0, cross + spacing),
      crossStart: crossStart,
      loneCross: crossStart + max(0, (available - cross) / 2))
  }

  /// Breaks `sizes` into lines, filling `crossOrigins` and the per-line arrays;
  /// returns the total main-axis length of the lines.
  mutating func breakLines(
    crossStart: CGFloat, available: CGFloat, interitem: CGFloat, lineSpacing: CGFloat
  ) -> CGFloat {
    let sizes = self.sizes
    let axes = self.axes
    crossOrigins.reserveCapacity(sizes.count)
    var position = contentStart
    var reach = contentStart
    var first = 0
    while first < sizes.count {
      // Greedy fill: the first item always goes in; later ones while they fit.
      var used = axes.cross(sizes[first])
      var sum = used
      var thickness = axes.main(sizes[first])
      var end = first + 1
      while end < sizes.count {
        let next = axes.cross(sizes[end])
        if used + interitem + next > available { break }
        used += interitem + next
        sum += next
        thickness = max(thickness, axes.main(sizes[end]))
        end += 1
      }
      let n = end - first
      let isLast = end == sizes.count
      var cross = crossStart
      let spacing: CGFloat
      if isLast {
        // The items of this section differ in size (equal ones are in closed form): the
        // last line is leading-aligned at the minimum spacing (rdar://20825965).
        spacing = interitem
      } else if n == 1 {
        cross = crossStart + max(0, (available - sum) / 2)
        spacing = 0
      } else {
        spacing = (available - sum) / CGFloat(n - 1)
      }
      lineFirst.append(first)
      lineStart.append(position)
      lineThickness.append(thickness)
      var low = CGFloat.infinity
      var high = -CGFloat.infinity
      for i in first..<end {
        crossOrigins.append(cross)
        let itemMain = axes.main(sizes[i])
        let itemStart = Self.itemMainStart(line: position, thickness: thickness, item: itemMain)
        low = min(low, itemStart)
        high = max(high, itemStart + itemMain)
        cross += axes.cross(sizes[i]) + spacing
      }
      lineMin.append(low)
      lineMax.append(high)
      reach = max(reach, high)
      lineReach.append(reach)
      first = end
      // A negative line spacing overlaps lines, but never moves one above the last.
      position += max(0, thickness + lineSpacing)
    }
    lineFirst.append(sizes.count)
    // The content ends where the furthest line ends (with overlapping lines, not
    // necessarily the last one).
    return reach - contentStart
  }

  /// Where an item `item` long starts along the main axis when centred in a line that
  /// starts at `line` and is `thickness` thick.
  @inline(__always)
  static func itemMainStart(line: CGFloat, thickness: CGFloat, item: CGFloat) -> CGFloat {
    line + (thickness - item) / 2
  }

  // MARK: Lines

  /// The number of lines.
  var lineCount: Int { grid?.lineCount ?? (lineFirst.count - 1) }

  /// The items of line `l`.
  @inline(__always)
  func items(ofLine l: Int) -> Range<Int> {
    if let g = grid { return (l * g.perLine)..<min(itemCount, (l + 1) * g.perLine) }
    return lineFirst[l]..<lineFirst[l + 1]
  }

  /// Main-axis extent of line `l` (of its items' frames).
  @inline(__always)
  func mainExtent(ofLine l: Int) -> (min: CGFloat, max: CGFloat) {
    if let g = grid {
      let low = contentStart + CGFloat(l) * g.lineStep
      return (low, low + g.itemMain)
    }
    return (lineMin[l], lineMax[l])
  }

  /// The first line whose main-axis end is beyond `x` (lineCount when none).
  func firstLine(endingAfter x: CGFloat) -> Int {
    if let g = grid {
      return firstIndex(
        origin: contentStart, step: g.lineStep, length: g.itemMain, count: g.lineCount, after: x)
    }
    return lineReach.partitionPoint { $0 > x }
  }

  /// The furthest main-axis end of lines `0...l` (of the last line when they cannot
  /// overlap).
  func reach(throughLine l: Int) -> CGFloat {
    grid == nil ? lineReach[l] : mainExtent(ofLine: l).max
  }

  /// The first item of `line` whose cross-axis end is beyond `x`.
  func firstItem(inLine line: Int, crossEndingAfter x: CGFloat) -> Int {
    let range = items(ofLine: line)
    if let g = grid {
      if range.count == 1 { return range.lowerBound }
      return range.lowerBound
        + firstIndex(
          origin: g.crossStart, step: g.crossStep, length: g.itemCross, count: range.count,
          after: x)
    }
    return range.partitionPoint { crossOrigins[$0] + axes.cross(sizes[$0]) > x }
  }

  /// The frame of item `i`: O(1) in closed form, O(log n) otherwise (finding its line).
  @inline(__always)
  func itemFrame(_ i: Int) -> CGRect {
    guard grid == nil else { return itemFrame(i, line: 0) }
    return itemFrame(i, line: lineFirst.partitionPoint { $0 > i } - 1)
  }

  /// The frame of item `i`, which is in line `line` (ignored in closed form).
  @inline(__always)
  func itemFrame(_ i: Int, line: Int) -> CGRect {
    guard let g = grid else {
      let size = sizes[i]
      let main = axes.main(size)
      return axes.rect(
        main: Self.itemMainStart(line: lineStart[line], thickness: lineThickness[line], item: main),
        cross: crossOrigins[i], mainLength: main, crossLength: axes.cross(size))
    }
    let line = i / g.perLine
    let column = i - line * g.perLine
    let cross =
      g.perLine == 1 && line != g.lineCount - 1
      ? g.loneCross : g.crossStart + CGFloat(column) * g.crossStep
    return axes.rect(
      main: contentStart + CGFloat(line) * g.lineStep, cross: cross, mainLength: g.itemMain,
      crossLength: g.itemCross)
  }
}

/// The first `i` in `0..<count` with `origin + i·step + length > x`, for evenly spaced
/// intervals (`step ≥ 0`); `count` when there is none. O(1) for finite input.
func firstIndex(origin: CGFloat, step: CGFloat, length: CGFloat, count: Int, after x: CGFloat)
  -> Int
{
  guard count > 0 else { return 0 }
  guard step > 0 else { return origin + length > x ? 0 : count }
  let estimate = ((x - origin - length) / step).rounded(.down)
  var i = estimate.isNaN ? 0 : Int(min(max(estimate, 0), CGFloat(count)))
  while i > 0 && origin + CGFloat(i - 1) * step + length > x { i -= 1 }
  while i < count && !(origin + CGFloat(i) * step + length > x) { i += 1 }
  return i
}
