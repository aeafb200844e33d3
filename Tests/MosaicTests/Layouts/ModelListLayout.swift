import Testing

@testable import Mosaic

/// A custom (non-flow) layout written the way apps write one that keeps its own model: a
/// vertical list of full-width rows, each section an optional header and its items. It builds
/// its model from the data source only when everything is invalidated, applies batch updates
/// from `prepare(forCollectionViewUpdates:)`, takes the heights that self-sizing views ask for,
/// and logs every call the collection view makes.
@MainActor
class ModelListLayout: UICollectionViewLayout {
  /// The height of a row (and of a header) before its view says otherwise.
  var estimatedHeight: CGFloat = 50
  /// Whether the sections have headers.
  var hasHeaders = false
  /// The layout's own model: the row heights of each section.
  var rows: [[CGFloat]] = []
  /// The header heights of each section (when `hasHeaders`).
  var headers: [CGFloat] = []
  /// Every call, in order.
  var log: [String] = []
  /// The contexts the layout was invalidated with.
  var contexts: [UICollectionViewLayoutInvalidationContext] = []
  /// The contexts it made for bounds changes and for preferred attributes.
  var boundsContexts: [UICollectionViewLayoutInvalidationContext] = []
  var preferredContexts: [UICollectionViewLayoutInvalidationContext] = []
  /// The `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` calls:
  /// the element, its original frame and its preferred frame.
  var preferredCalls: [String] = []
  /// What `targetContentOffset(forProposedContentOffset:)` adds to the proposed offset.
  var anchorShift = CGPoint.zero

  private var rebuildModel = true
  private var itemFrames: [[CGRect]] = []
  private var headerFrames: [CGRect] = []
  private var height: CGFloat = 0

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    log.append(
      "invalidateLayout(with:) everything \(context.invalidateEverything) counts "
        + "\(context.invalidateDataSourceCounts)")
    contexts.append(context)
    if context.invalidateEverything { rebuildModel = true }
    super.invalidateLayout(with: context)
  }

  override func prepare() {
    super.prepare()
    log.append("prepare()")
    guard let view = collectionView else { return }
    if rebuildModel {
      rebuildModel = false
      rows = (0..<view.numberOfSections).map {
        Array(repeating: estimatedHeight, count: view.numberOfItems(inSection: $0))
      }
      headers = Array(repeating: hasHeaders ? estimatedHeight : 0, count: rows.count)
    }
    computeFrames()
  }

  /// Places the rows of the model one under the other.
  private func computeFrames() {
    guard let view = collectionView else { return }
    let width = view.bounds.width
    var y: CGFloat = 0
    itemFrames = []
    headerFrames = []
    for (section, heights) in rows.enumerated() {
      headerFrames.append(CGRect(x: 0, y: y, width: width, height: headers[section]))
      y += headers[section]
      var frames: [CGRect] = []
      for h in heights {
        frames.append(CGRect(x: 0, y: y, width: width, height: h))
        y += h
      }
      itemFrames.append(frames)
    }
    height = y
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: height)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    log.append("layoutAttributesForElements(in: \(describe(rect)))")
    var all: [UICollectionViewLayoutAttributes] = []
    for section in itemFrames.indices {
      if hasHeaders, headerFrames[section].intersects(rect) {
        all.append(header(section))
      }
      for (item, frame) in itemFrames[section].enumerated() where frame.intersects(rect) {
        all.append(cell(IndexPath(item: item, section: section)))
      }
    }
    return all
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    log.append("layoutAttributesForItem(at: \(describe(indexPath)))")
    guard itemFrames.indices.contains(indexPath.section),
      itemFrames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return cell(indexPath)
  }

  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    log.append("layoutAttributesForSupplementaryView(at: \(describe(indexPath)))")
    guard hasHeaders, headerFrames.indices.contains(indexPath.section) else { return nil }
    return header(indexPath.section)
  }

  private func cell(_ path: IndexPath) -> UICollectionViewLayoutAttributes {
    let a = UICollectionViewLayoutAttributes(forCellWith: path)
    a.frame = itemFrames[path.section][path.item]
    return a
  }

  private func header(_ section: Int) -> UICollectionViewLayoutAttributes {
    let a = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: section))
    a.frame = headerFrames[section]
    return a
  }

  // MARK: Updates

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    log.append(
      "prepare(forCollectionViewUpdates:) "
        + updateItems.map { item in
          "\(item.updateAction == .insert ? "insert" : item.updateAction == .delete ? "delete" : "other") "
            + describe(item.indexPathAfterUpdate ?? item.indexPathBeforeUpdate ?? [])
        }.joined(separator: ", "))
    // Deletes use the old index paths (from the end), inserts the new ones (from the start).
    let deletes = updateItems.filter { $0.updateAction == .delete }
      .compactMap(\.indexPathBeforeUpdate).sorted(by: >)
    for path in deletes where path.count == 2 { rows[path.section].remove(at: path.item) }
    let inserts = updateItems.filter { $0.updateAction == .insert }
      .compactMap(\.indexPathAfterUpdate).sorted()
    for path in inserts where path.count == 2 {
      rows[path.section].insert(estimatedHeight, at: path.item)
    }
    computeFrames()
  }

  override func finalizeCollectionViewUpdates() {
    log.append("finalizeCollectionViewUpdates()")
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    log.append("initialLayoutAttributesForAppearingItem(at: \(describe(itemIndexPath)))")
    return nil
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    log.append("finalLayoutAttributesForDisappearingItem(at: \(describe(itemIndexPath)))")
    return nil
  }

  // MARK: Bounds and scrolling

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    log.append("invalidationContext(forBoundsChange: \(describe(newBounds)))")
    boundsContexts.append(context)
    return context
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    log.append(
      "targetContentOffset(forProposedContentOffset: (\(proposedContentOffset.x), "
        + "\(proposedContentOffset.y)))")
    return CGPoint(
      x: proposedContentOffset.x + anchorShift.x, y: proposedContentOffset.y + anchorShift.y)
  }

  // MARK: Self-sizing

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    let path = originalAttributes.indexPath
    let isHeader = originalAttributes.representedElementCategory == .supplementaryView
    preferredCalls.append(
      "\(isHeader ? "header" : "item") \(describe(path)) \(describe(originalAttributes.frame)) "
        + "-> \(describe(preferredAttributes.frame))")
    let h = preferredAttributes.size.height
    if isHeader {
      guard headers.indices.contains(path.section), headers[path.section] != h else {
        return false
      }
      headers[path.section] = h
    } else {
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item),
        rows[path.section][path.item] != h
      else { return false }
      rows[path.section][path.item] = h
    }
    return true
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    preferredContexts.append(context)
    return context
  }
}

/// `(x, y, w, h)` with whole numbers printed without decimals.
func describe(_ r: CGRect) -> String {
  "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
}

func describe(_ path: IndexPath) -> String {
  "[" + path.map(String.init).joined(separator: ", ") + "]"
}

private func number(_ v: CGFloat) -> String {
  v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
}

/// A cell whose preferred height is `30 + 10·item` plus 10 more from item 2 on (30, 40, 60, 70,
/// …): a cell sized by its content.
@MainActor
final class FittingCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    let item = CGFloat(layoutAttributes.indexPath.item)
    a.frame.size.height = 30 + 10 * item + (item >= 2 ? 10 : 0)
    return a
  }
}

/// A header that asks for a height of 24.
@MainActor
final class FittingHeader: UICollectionReusableView {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    a.frame.size.height = 24
    return a
  }
}

/// A collection view of 320×400 over `model` with `layout`, `cell` registered for "cell" and
/// `header` for the headers, laid out.
@MainActor
func makeListView(
  _ model: GridModel, layout: UICollectionViewLayout,
  cell: UICollectionViewCell.Type = UICollectionViewCell.self,
  header: UICollectionReusableView.Type = TitleView.self,
  size: CGSize = CGSize(width: 320, height: 400)
) -> UICollectionView {
  let view = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(cell, forCellWithReuseIdentifier: "cell")
  view.register(
    header, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "title")
  view.dataSource = model
  view.delegate = model
  keptModels.append(model)
  view.layoutIfNeeded()
  return view
}
