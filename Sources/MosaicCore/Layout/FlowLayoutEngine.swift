import Foundation

/// The pure geometry of UIKit's `UICollectionViewFlowLayout`: line breaking, justified
/// lines, headers, footers and insets, computed once per `init` and then queried.
///
/// The layout is written once in axis-neutral terms (`main` is the scroll direction,
/// `cross` the direction along a line), so a horizontal layout is the exact mirror of a
/// vertical one with lines as columns. Rules, per section (vertical wording):
/// - header (full container width × `headerReferenceSize.height`, omitted when that is
///   zero), then `sectionInset.top`, then lines separated by `minimumLineSpacing`, then
///   `sectionInset.bottom`, then the footer (likewise). Empty sections keep their header,
///   both insets and their footer (they just have no lines).
/// - Items fill a line while they fit in the width left after the left/right insets,
///   with at least `minimumInteritemSpacing` between them. An item wider than that width
///   gets a line of its own, keeps its size and starts at the left inset.
/// - A full line (every line but the section's last) is justified: the first item at the
///   left inset, the last flush with the right inset, the spare width shared equally. A
///   line with a single item that is not the last line centres the item.
/// - The last line is leading-aligned. In a section whose items all have one size it
///   keeps the full lines' (justified) spacing, so it stays on the grid's columns; as
///   soon as the section's sizes differ it uses `minimumInteritemSpacing`
///   (rdar://20825965).
/// - The line's height is its tallest item; shorter items are centred vertically in it.
/// - Spacings may be negative: items of a line, or consecutive lines, then overlap, and
///   a negative interitem spacing lets more items fit a line. An overlap deeper than an
///   item (an interitem spacing below minus the narrowest item's length, a line spacing
///   below minus a line's thickness) is limited to that length, so items and lines never
///   go backwards.
///
/// Degenerate input never traps: negative, NaN or infinite sizes, insets and container
/// dimensions count as zero, NaN or infinite spacings as zero, and negative item counts
/// as no items.
///
/// Sections whose items all have one size (given as `.uniform`, or found to be equal
/// while preparing) are kept in closed form with no per-item or per-line storage. Other
/// sections store each item's size and position along its line, and each line's first
/// item, position and thickness. `elements(in:)` binary searches the sections, then the
/// lines, then the items of a line: O(log n + k). Frames are not rounded to pixels.
package struct FlowLayoutEngine: Sendable {
  /// The input describing one section, with UIKit's defaults.
  package struct Section: Hashable, Sendable {
    /// Where the items' sizes come from.
    package enum ItemSizes: Hashable, Sendable {
      /// Every item has this size (UIKit's `itemSize`).
      case uniform(CGSize)
      /// Item `i` has size `sizes[i]`; items past the end of the array are empty.
      case explicit([CGSize])
      /// The engine asks its `sizeForItem` closure, once per item, while preparing.
      case perItem
    }

    /// The number of items in the section.
    package var numberOfItems: Int
    /// The items' sizes.
    package var itemSizes: ItemSizes
    /// Space around the section's items (inside the header and footer).
    package var sectionInset: UIEdgeInsets
    /// The minimum space between lines (rows when vertical, columns when horizontal);
    /// negative values overlap the lines.
    package var minimumLineSpacing: CGFloat
    /// The minimum space between items of one line; negative values overlap the items
    /// and let more of them fit a line.
    package var minimumInteritemSpacing: CGFloat
    /// The header's size; only its height (vertical) or width (horizontal) is used.
    package var headerReferenceSize: CGSize
    /// The footer's size; only its height (vertical) or width (horizontal) is used.
    package var footerReferenceSize: CGSize

    /// Creates a section description; the defaults are `UICollectionViewFlowLayout`'s
    /// (50×50 items, spacings of 10, no insets, no header or footer).
    package init(
      numberOfItems: Int,
      itemSizes: ItemSizes = .uniform(CGSize(width: 50, height: 50)),
      sectionInset: UIEdgeInsets = .zero,
      minimumLineSpacing: CGFloat = 10,
      minimumInteritemSpacing: CGFloat = 10,
      headerReferenceSize: CGSize = .zero,
      footerReferenceSize: CGSize = .zero
    ) {
      self.numberOfItems = numberOfItems
      self.itemSizes = itemSizes
      self.sectionInset = sectionInset
      self.minimumLineSpacing = minimumLineSpacing
      self.minimumInteritemSpacing = minimumInteritemSpacing
      self.headerReferenceSize = headerReferenceSize
      self.footerReferenceSize = footerReferenceSize
    }
  }

  /// The direction the content scrolls in.
  package let scrollDirection: LayoutScrollDirection
  /// The container (collection view) size the layout was computed for; only its width
  /// (vertical) or height (horizontal) matters.
  package let containerSize: CGSize
  /// The size of the whole content: the container's width by the sections' total height
  /// when vertical, the sections' total width by the container's height when horizontal.
  package let contentSize: CGSize

  let axes: LayoutAxes
  let sections: [FlowSectionLayout]

  /// Lays out `sections` for a container of `containerSize`, scrolling in
  /// `scrollDirection`. `sizeForItem` is called once per item of the sections whose
  /// sizes are `.perItem`, in order, during this call only.
  package init(
    scrollDirection: LayoutScrollDirection = .vertical,
    containerSize: CGSize,
    sections: [Section],
    sizeForItem: (IndexPath) -> CGSize = { _ in .zero }
  ) {
    self.scrollDirection = scrollDirection
    self.containerSize = containerSize
    let axes = LayoutAxes(direction: scrollDirection)
    self.axes = axes
    let containerCross = sanitized(axes.cross(containerSize))
    var position: CGFloat = 0
    var built: [FlowSectionLayout] = []
    built.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() {
      let layout = FlowSectionLayout(
        section: section, index: index, start: position, containerCross: containerCross,
        axes: axes, sizeForItem: sizeForItem)
      position = layout.mainEnd
      built.append(layout)
    }
    self.sections = built
    self.contentSize =
      scrollDirection == .vertical
      ? CGSize(width: containerCross, height: position)
      : CGSize(width: position, height: containerCross)
  }

  /// The number of sections.
  package var numberOfSections: Int { sections.count }

  /// The number of items in `section` (zero for a section that does not exist).
  package func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].itemCount : 0
  }

  /// The frame of the item at `indexPath`, or nil when there is no such item. O(1) in
  /// uniform sections, O(log n) in others (a binary search for the item's line).
  package func frame(ofItemAt indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
    return section.itemFrame(indexPath.item)
  }

  /// The frame of `section`'s header, or nil when the section has none (its reference
  /// size is zero along the scroll direction) or does not exist.
  package func frameOfHeader(inSection section: Int) -> CGRect? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The frame of `section`'s footer, or nil when the section has none or does not exist.
  package func frameOfFooter(inSection section: Int) -> CGRect? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }

  /// The rectangle `section` occupies, header and footer included, spanning the
  /// container's full width (vertical) or height (horizontal); nil for a missing section.
  package func frameOfSection(_ section: Int) -> CGRect? {
    guard sections.indices.contains(section) else { return nil }
    let s = sections[section]
    return axes.rect(
      main: s.mainStart, cross: 0, mainLength: s.mainEnd - s.mainStart,
      crossLength: s.containerCross)
  }

  /// The extent of `section`'s body along the scroll direction: from the end of its
  /// header to the start of its footer (items and both section insets). Nil for a
  /// missing section. Pinned headers and footers are kept within this range.
  package func bodyRange(ofSection section: Int) -> ClosedRange<CGFloat>? {
    guard sections.indices.contains(section) else { return nil }
    let s = sections[section]
    return s.bodyStart...s.bodyEnd
  }
}
