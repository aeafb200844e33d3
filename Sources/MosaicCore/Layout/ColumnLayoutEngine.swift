import Foundation

/// The pure geometry of a waterfall (masonry) layout: items of a common width and their
/// own heights, each placed in the currently shortest column (the leftmost one on ties),
/// section after section, scrolling vertically.
///
/// A section is: header (full container width × `headerHeight`, omitted when zero),
/// `sectionInset.top`, the columns, `sectionInset.bottom`, footer (likewise). Columns
/// share the width left after the left/right insets and the `columnSpacing`s between
/// them; items in a column are `itemSpacing` apart. The section's columns end at the
/// bottom of its tallest column. Empty sections keep header, insets and footer.
/// Degenerate input (negative, NaN or infinite lengths) counts as zero; a column count
/// below 1 counts as 1.
///
/// Every item's frame is stored (`frame(ofItemAt:)` is O(1)) and each column keeps its
/// items in order. Items of a column never overlap, so both their tops and bottoms
/// increase down the column and `elements(in:)` binary searches each column:
/// O(columns · log n + k).
package struct ColumnLayoutEngine: Sendable {
  /// The input describing one section.
  package struct Section: Hashable, Sendable {
    /// Where the items' heights come from.
    package enum ItemHeights: Hashable, Sendable {
      /// Every item has this height.
      case uniform(CGFloat)
      /// Item `i` has height `heights[i]`; items past the end of the array are empty.
      case explicit([CGFloat])
      /// The engine asks its `heightForItem` closure, once per item, while preparing.
      case perItem
    }

    /// The number of items in the section.
    package var numberOfItems: Int
    /// The items' heights.
    package var itemHeights: ItemHeights
    /// The number of columns.
    package var columnCount: Int
    /// The horizontal space between columns.
    package var columnSpacing: CGFloat
    /// The vertical space between consecutive items of a column.
    package var itemSpacing: CGFloat
    /// Space around the section's columns (inside the header and footer).
    package var sectionInset: UIEdgeInsets
    /// The header's height; zero for no header.
    package var headerHeight: CGFloat
    /// The footer's height; zero for no footer.
    package var footerHeight: CGFloat

    /// Creates a section description (two columns 10 pt apart by default).
    package init(
      numberOfItems: Int,
      itemHeights: ItemHeights = .perItem,
      columnCount: Int = 2,
      columnSpacing: CGFloat = 10,
      itemSpacing: CGFloat = 10,
      sectionInset: UIEdgeInsets = .zero,
      headerHeight: CGFloat = 0,
      footerHeight: CGFloat = 0
    ) {
      self.numberOfItems = numberOfItems
      self.itemHeights = itemHeights
      self.columnCount = columnCount
      self.columnSpacing = columnSpacing
      self.itemSpacing = itemSpacing
      self.sectionInset = sectionInset
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
    }
  }

  struct SectionLayout: Sendable {
    var mainStart: CGFloat
    var mainEnd: CGFloat
    var bodyStart: CGFloat
    var bodyEnd: CGFloat
    var header: CGRect?
    var footer: CGRect?
    var frames: [CGRect]
    var itemColumn: [Int32]
    /// For each column, its items in order from top to bottom.
    var columns: [[Int32]]
  }

  /// The container width the layout was computed for.
  package let containerWidth: CGFloat
  /// The content's size: the container's width by the sections' total height.
  package let contentSize: CGSize
  let sections: [SectionLayout]

  /// Lays out `sections` for a container `containerWidth` wide. `heightForItem` is called
  /// once per item of the sections whose heights are `.perItem`, in order, during this
  /// call only.
  package init(
    containerWidth: CGFloat, sections: [Section],
    heightForItem: (IndexPath) -> CGFloat = { _ in 0 }
  ) {
    let width = sanitized(containerWidth)
    self.containerWidth = width
    var y: CGFloat = 0
    var built: [SectionLayout] = []
    built.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() {
      let layout = Self.layOut(
        section, index: index, top: y, width: width, heightForItem: heightForItem)
      y = layout.mainEnd
      built.append(layout)
    }
    self.sections = built
    contentSize = CGSize(width: width, height: y)
  }

  static func layOut(
    _ section: Section, index: Int, top: CGFloat, width: CGFloat,
    heightForItem: (IndexPath) -> CGFloat
  ) -> SectionLayout {
    let count = max(0, section.numberOfItems)
    let columnCount = max(1, min(section.columnCount, Int(Int32.max)))
    let inset = sanitized(section.sectionInset)
    let columnSpacing = sanitized(section.columnSpacing)
    let itemSpacing = sanitized(section.itemSpacing)
    var y = top
    var header: CGRect?
    let headerHeight = sanitized(section.headerHeight)
    if headerHeight > 0 {
      header = CGRect(x: 0, y: y, width: width, height: headerHeight)
      y += headerHeight
    }
    let bodyStart = y
    y += inset.top
    let available = max(0, width - inset.left - inset.right)
    let itemWidth = max(
      0, (available - CGFloat(columnCount - 1) * columnSpacing) / CGFloat(columnCount))
    let xs = (0..<columnCount).map { inset.left + CGFloat($0) * (itemWidth + columnSpacing) }
    // Next free y per column, and whether the column holds an item yet.
    var bottoms = [CGFloat](repeating: y, count: columnCount)
    var used = [Bool](repeating: false, count: columnCount)
    var frames: [CGRect] = []
    frames.reserveCapacity(count)
    var itemColumn: [Int32] = []
    itemColumn.reserveCapacity(count)
    var columns = [[Int32]](repeating: [], count: columnCount)
    for c in 0..<columnCount { columns[c].reserveCapacity(count / columnCount + 1) }
    var uniformHeight: CGFloat = 0
    var explicitHeights: [CGFloat] = []
    var perItem = false
    switch section.itemHeights {
    case .uniform(let h): uniformHeight = sanitized(h)
    case .explicit(let hs): explicitHeights = hs
    case .perItem: perItem = true
    }
    // One index path, updated in place: building a fresh one per item allocates.
    var path = IndexPath(item: 0, section: index)
    for item in 0..<count {
      let height: CGFloat
      if perItem {
        path[1] = item
        height = sanitized(heightForItem(path))
      } else if item < explicitHeights.count {
        height = sanitized(explicitHeights[item])
      } else {
        height = explicitHeights.isEmpty ? uniformHeight : 0
      }
      var column = 0
      var shortest = bottoms[0]
      for c in 1..<columnCount where bottoms[c] < shortest {
        column = c
        shortest = bottoms[c]
      }
      let itemY = used[column] ? shortest + itemSpacing : shortest
      frames.append(CGRect(x: xs[column], y: itemY, width: itemWidth, height: height))
      itemColumn.append(Int32(column))
      columns[column].append(Int32(item))
      bottoms[column] = itemY + height
      used[column] = true
    }
    y = (bottoms.max() ?? y) + inset.bottom
    let bodyEnd = y
    var footer: CGRect?
    let footerHeight = sanitized(section.footerHeight)
    if footerHeight > 0 {
      footer = CGRect(x: 0, y: y, width: width, height: footerHeight)
      y += footerHeight
    }
    return SectionLayout(
      mainStart: top, mainEnd: y, bodyStart: bodyStart, bodyEnd: bodyEnd, header: header,
      footer: footer, frames: frames,
      itemColumn: itemColumn, columns: columns)
  }

  /// The number of sections.
  package var numberOfSections: Int { sections.count }

  /// The number of items in `section` (zero for a section that does not exist).
  package func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].frames.count : 0
  }

  /// The frame of the item at `indexPath`, or nil when there is no such item. O(1).
  package func frame(ofItemAt indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let frames = sections[indexPath.section].frames
    return frames.indices.contains(indexPath.item) ? frames[indexPath.item] : nil
  }

  /// The column (0 = leftmost) of the item at `indexPath`, or nil when there is no such
  /// item.
  package func column(ofItemAt indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let columns = sections[indexPath.section].itemColumn
    return columns.indices.contains(indexPath.item) ? Int(columns[indexPath.item]) : nil
  }

  /// The frame of `section`'s header, or nil when it has none or does not exist.
  package func frameOfHeader(inSection section: Int) -> CGRect? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The frame of `section`'s footer, or nil when it has none or does not exist.
  package func frameOfFooter(inSection section: Int) -> CGRect? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }

  /// The vertical extent of `section`'s body: from the end of its header to the start
  /// of its footer. Nil for a missing section. Pinned headers and footers stay in it.
  package func bodyRange(ofSection section: Int) -> ClosedRange<CGFloat>? {
    sections.indices.contains(section)
      ? sections[section].bodyStart...sections[section].bodyEnd : nil
  }

  /// The sections that have any part (header, body or footer) in `rect` vertically.
  /// O(log n).
  package func sections(intersecting rect: CGRect) -> Range<Int> {
    let r = rect.standardized
    guard !r.isNull, !r.minY.isNaN, !r.maxY.isNaN else { return 0..<0 }
    let first = sections.partitionPoint { $0.mainEnd > r.minY }
    let end = sections.partitionPoint { $0.mainStart >= r.maxY }
    return first..<max(first, end)
  }
}
