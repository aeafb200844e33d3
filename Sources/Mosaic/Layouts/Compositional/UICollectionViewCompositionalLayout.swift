import Foundation

/// The closure a compositional layout asks for each section's layout, with the section's index
/// and the layout environment; it runs again whenever the layout is invalidated (a resize
/// gives it a new container size and trait collection).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// The layout iOS apps build from items, groups and sections: each section repeats a group of
/// items until every item has a place, with its own insets, spacing, headers and footers,
/// backgrounds, badges and, when asked, orthogonal scrolling (a row of groups that scrolls
/// across the collection view).
///
/// The geometry is computed by MosaicCore's `CompositionalLayoutEngine`: a section whose
/// groups all solve alike takes no per-item memory, and queries cost O(log n + k). Items with
/// estimated dimensions size themselves once displayed, through
/// `preferredLayoutAttributesFitting(_:)` and Auto Layout.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  private var configurationStorage: UICollectionViewCompositionalLayoutConfiguration

  /// The settings that apply to all sections; setting it invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { configurationStorage.copy() as! UICollectionViewCompositionalLayoutConfiguration }
    set {
      configurationStorage = newValue.copy() as! UICollectionViewCompositionalLayoutConfiguration
      invalidateLayout()
    }
  }

  /// Whether this layout's class may override `prepare(forCollectionViewUpdates:)`: not this
  /// class, which does not; any subclass an app writes may.
  override var usesUpdateItems: Bool { type(of: self) != UICollectionViewCompositionalLayout.self }

  /// Creates a layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout whose every section is `section`, with `configuration`.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Creates a layout that asks `sectionProvider` for each section.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout that asks `sectionProvider` for each section, with `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    configurationStorage =
      configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
    super.init()
  }

  /// Compositional layouts cannot be decoded: Mosaic has no archives.
  public required init?(coder: NSCoder) { return nil }

  // MARK: State

  var engine: CompositionalLayoutEngine?
  var needsRebuild = true
  /// The background of a layout made by `list(using:)`: its configuration's, or the system
  /// background of its appearance.
  var listBackgroundColor: UIColor?

  override var backgroundColorForCollectionView: UIColor? { listBackgroundColor }
  /// The sections the provider gave at the last rebuild.
  var sections: [NSCollectionLayoutSection] = []
  var environment: CompositionalLayoutEnvironment?
  private var builtContainer: CGSize = .zero
  /// Measured sizes of self-sizing items and supplementary views.
  var measuredItemSizes: [IndexPath: CGSize] = [:]
  var measuredSupplementarySizes: [String: [IndexPath: CGSize]] = [:]
  /// Set between `collectionViewWillApplyUpdate(mapping:)` and the update's invalidation.
  var measuredSizesFollowUpdate = false
  /// The scroll offsets of orthogonally scrolling sections, by section.
  var orthogonalOffsets: [Int: CGFloat] = [:]
  /// Whether any section has a `visibleItemsInvalidationHandler`.
  private var hasVisibleItemsHandlers = false
  /// Whether the layout as last solved has such a handler or a pinned boundary item, so that
  /// every bounds change invalidates it.
  private var followsEveryBoundsChange = false
  /// Whether the next rebuild follows sizes measured by self-sizing views, so the visible
  /// content is kept still.
  private var anchorsNextRebuild = false
  /// The cells measured since the engine was built, taken in at the next `prepare()`.
  private var measuredSinceBuild: [IndexPath] = []
  /// Per section: whether its items have an estimated width or height.
  private var estimatedAxes: [(width: Bool, height: Bool)] = []
  /// The problems reported so far, so each is written once.
  private(set) var reportedIssues: [String] = []

  /// The kinds of the layout's own boundary items.
  var configurationStorageBoundaryKinds: [String] {
    configurationStorage.boundarySupplementaryItems.map(\.elementKind)
  }

  /// The direction the layout scrolls, from its configuration.
  var scrollDirection: UICollectionView.ScrollDirection { configurationStorage.scrollDirection }

  /// True: compositional layouts are mirrored in a right-to-left layout direction.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  // MARK: Preparing

  /// Asks the section provider for every section and solves the layout when it was
  /// invalidated for more than scrolling, or the container's size changed.
  open override func prepare() {
    super.prepare()
    guard let view = collectionView else {
      engine = nil
      return
    }
    let container = containerSize(of: view)
    let current = engine != nil && !needsRebuild && container == builtContainer
    if current, measuredSinceBuild.isEmpty { return }
    let anchor = anchorsNextRebuild && container == builtContainer ? scrollAnchor(in: view) : nil
    anchorsNextRebuild = false
    let measured = measuredSinceBuild
    measuredSinceBuild.removeAll()
    // Cells measured since the engine was built move what follows them; the rest is not
    // solved again unless a section cannot take them in place.
    var rebuilt = false
    if !current || !takeInMeasuredItems(measured) {
      needsRebuild = false
      builtContainer = container
      rebuild(view, container: container)
      rebuilt = true
    }
    keepAnchorInPlace(anchor, in: view)
    // Measured sizes move rows but change no row's place in its list (first, last, header,
    // separators: counts and configurations stay); a rebuilt layout may have changed them.
    guard rebuilt else { return }
    // Rows of list sections follow their section's new extent (which is now the last row).
    for (key, shown) in view.visibleViews {
      if let cell = shown as? UICollectionViewListCell {
        cell.updateListPlacement(in: view, for: key)
      }
    }
  }

  /// Updates the engine in place for the cells measured at `paths` (their sizes are in
  /// `measuredItemSizes`); false when a section needs solving again.
  /// - Complexity: per cell, O(log e + s) with e measured groups in its section and s
  ///   sections (see `CompositionalLayoutEngine.updateMeasuredItem`).
  private func takeInMeasuredItems(_ paths: [IndexPath]) -> Bool {
    guard var updated = engine else { return false }
    // The engine's storage is held once while it changes, so nothing in it is copied.
    engine = nil
    for path in paths {
      let section = path.section
      let sizes = measuredItemSizes
      let taken = updated.updateMeasuredItem(at: path) { item in
        sizes[IndexPath(item: item, section: section)]
      }
      if !taken { return false }
    }
    engine = updated
    return true
  }

  /// The area the content fills: the bounds less the content insets.
  func containerSize(of view: UICollectionView) -> CGSize { contentAreaSize(of: view) }

  private func rebuild(_ view: UICollectionView, container: CGSize) {
    let configuration = configurationStorage
    let vertical = configuration.scrollDirection == .vertical
    let layoutReference = referenceInsets(
      configuration.contentInsetsReference, view: view, container: container)
    let containerInsets = NSDirectionalEdgeInsets(
      top: view.adjustedContentInset.top, leading: view.adjustedContentInset.left,
      bottom: view.adjustedContentInset.bottom, trailing: view.adjustedContentInset.right)
    let environment = CompositionalLayoutEnvironment(
      container: CompositionalLayoutContainer(
        contentSize: container, contentInsets: containerInsets,
        effectiveContentInsets: layoutReference),
      traitCollection: view.traitCollection)
    self.environment = environment
    let count = view.numberOfSections
    var provided: [NSCollectionLayoutSection] = []
    var inputs: [CompositionalLayoutEngine.SectionInput] = []
    provided.reserveCapacity(count)
    inputs.reserveCapacity(count)
    estimatedAxes = []
    for s in 0..<count {
      let section: NSCollectionLayoutSection
      if let given = sectionProvider(s, environment) {
        section = given
      } else {
        report(
          "Invalid section definition. Please specify a valid section definition when content is "
            + "to be rendered for a section (section \(s)). This is a client error.")
        section = Self.emptySection()
      }
      provided.append(section)
      let reference =
        section.contentInsetsReference == .automatic
        ? layoutReference
        : referenceInsets(section.contentInsetsReference, view: view, container: container)
      let spec = section.specification(in: environment)
      estimatedAxes.append(Self.estimatedAxes(of: spec.group))
      inputs.append(
        CompositionalLayoutEngine.SectionInput(
          section: spec, numberOfItems: view.numberOfItems(inSection: s),
          referenceInsets: reference))
    }
    sections = provided
    hasVisibleItemsHandlers = provided.contains { $0.visibleItemsInvalidationHandler != nil }
    followsEveryBoundsChange =
      hasVisibleItemsHandlers
      || provided.contains { $0.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds) }
      || configuration.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds)
    let measuredSupplementary = measuredSupplementarySizes
    let built = CompositionalLayoutEngine(
      scrollDirection: vertical ? .vertical : .horizontal, containerSize: container,
      interSectionSpacing: configuration.interSectionSpacing, sections: inputs,
      boundaryItems: configuration.boundarySupplementaryItems.map(\.boundarySpecification),
      measuredItemSizes: measuredItemSizes,
      measuredSupplementarySize: { kind, path in measuredSupplementary[kind]?[path] })
    for issue in built.issues { report(issue) }
    engine = built
    clampOrthogonalOffsets()
  }

  /// A section with no room, standing in for one the provider did not give.
  private static func emptySection() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
    return NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  }

  private static func estimatedAxes(of item: CompositionalItem) -> (width: Bool, height: Bool) {
    guard let group = item.group else {
      return (item.size.width.isEstimated, item.size.height.isEstimated)
    }
    var result = (width: false, height: false)
    for sub in group.subitems {
      let axes = estimatedAxes(of: sub)
      result.width = result.width || axes.width
      result.height = result.height || axes.height
    }
    return result
  }

  /// The insets across the content that `reference` adds in `view`.
  private func referenceInsets(
    _ reference: UIContentInsetsReference, view: UICollectionView, container: CGSize
  ) -> NSDirectionalEdgeInsets {
    let vertical = scrollDirection == .vertical
    switch reference {
    case .automatic, .none, .safeArea:
      return .zero
    case .layoutMargins:
      let m = view.directionalLayoutMargins
      return vertical
        ? NSDirectionalEdgeInsets(top: 0, leading: m.leading, bottom: 0, trailing: m.trailing)
        : NSDirectionalEdgeInsets(top: m.top, leading: 0, bottom: m.bottom, trailing: 0)
    case .readableContent:
      let m = view.directionalLayoutMargins
      let width = vertical ? container.width : container.height
      let side = max(vertical ? m.leading : m.top, (width - AutoLayout.readableWidth) / 2)
      return vertical
        ? NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        : NSDirectionalEdgeInsets(top: side, leading: 0, bottom: side, trailing: 0)
    }
  }

  /// Reports a problem with the layout's sections as a warning (`FailureReport.warn`), once.
  func report(_ message: String) {
    guard !reportedIssues.contains(message) else { return }
    reportedIssues.append(message)
    FailureReport.warn(.collectionViewLayout, "UICollectionViewCompositionalLayout: \(message)")
  }

  // MARK: Queries

  /// The content's size: the container across the scroll axis, by the sections' extent.
  open override var collectionViewContentSize: CGSize { engine?.contentSize ?? .zero }

  /// The visible area used for pinning: the bounds less the content insets along the scroll
  /// axis.
  func pinningBounds() -> CGRect? { pinningBounds(vertical: scrollDirection == .vertical) }

  /// The attributes of every cell, supplementary view and decoration view in `rect`, after
  /// the sections' `visibleItemsInvalidationHandler`s have adjusted them.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let engine else { return [] }
    let offsets = orthogonalOffsets
    let visible = pinningBounds()
    let attributes: [UICollectionViewLayoutAttributes]
    if poolsAttributes {
      attributes = withAttributesPool { pool in
        engine.forEachElement(
          in: rect, visibleRect: visible, orthogonalOffset: { offsets[$0] ?? 0 }
        ) { element in
          pool.append(frame: element.frame, indexPath: element.indexPath) {
            Self.identify(&$0, as: element)
          }
        }
      }
    } else {
      attributes = engine.elements(
        in: rect, visibleRect: visible, orthogonalOffset: { offsets[$0] ?? 0 }
      ).map(attributes(for:))
    }
    runVisibleItemsHandlers(on: attributes)
    return attributes
  }

  /// Sets the category, kind and z-index of pooled `values` to those of `element`.
  private static func identify(
    _ values: inout UICollectionViewLayoutAttributes.Values,
    as element: CompositionalLayoutEngine.Element
  ) {
    values.zIndex = element.zIndex
    switch element.category {
    case .item: break
    case .supplementary(let kind):
      values.representedElementCategory = .supplementaryView
      values.representedElementKind = kind
    case .decoration(let kind):
      values.representedElementCategory = .decorationView
      values.representedElementKind = kind
    }
  }

  override func cachedAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let engine else { return nil }
    let offsets = orthogonalOffsets
    return engine.elements(in: rect, orthogonalOffset: { offsets[$0] ?? 0 }).map(
      attributes(for:))
  }

  /// The attributes of the cell at `indexPath`, or nil when there is no such item.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let engine, indexPath.count == 2,
      let frame = engine.frame(
        ofItemAt: indexPath, orthogonalOffset: orthogonalOffsets[indexPath.section] ?? 0)
    else { return nil }
    let a = attributes(
      for: .init(
        category: .item, indexPath: indexPath, frame: frame,
        zIndex: engine.zIndex(ofItemAt: indexPath)))
    runVisibleItemsHandlers(on: [a])
    return a
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`: a boundary item
  /// (`[section, 0]`), the layout's own boundary item, or an item's attached supplementary
  /// item; nil when there is none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let engine, indexPath.count == 2,
      let found = engine.supplementary(
        ofKind: elementKind, at: indexPath, visibleRect: pinningBounds(),
        orthogonalOffset: orthogonalOffsets[indexPath.section] ?? 0)
    else { return nil }
    return attributes(
      for: .init(
        category: .supplementary(elementKind), indexPath: indexPath, frame: found.frame,
        zIndex: found.zIndex))
  }

  /// The attributes of the decoration view of `elementKind` of section `indexPath.section`.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let engine, indexPath.count == 2,
      let found = engine.decoration(ofKind: elementKind, inSection: indexPath.section)
    else { return nil }
    return attributes(
      for: .init(
        category: .decoration(elementKind), indexPath: indexPath, frame: found.frame,
        zIndex: found.zIndex))
  }

  func attributes(for element: CompositionalLayoutEngine.Element)
    -> UICollectionViewLayoutAttributes
  {
    let a = makeAttributes()
    a.indexPath = element.indexPath
    a.frame = element.frame
    Self.identify(&a.values, as: element)
    return a
  }

  /// Calls each section's `visibleItemsInvalidationHandler` with its items among
  /// `attributes`, which it may change.
  private func runVisibleItemsHandlers(on attributes: [UICollectionViewLayoutAttributes]) {
    guard hasVisibleItemsHandlers, let environment, let view = collectionView else { return }
    var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
    for a in attributes where a.representedElementCategory != .decorationView {
      let s = a.indexPath.count == 2 ? a.indexPath.section : 0
      guard sections.indices.contains(s), sections[s].visibleItemsInvalidationHandler != nil
      else { continue }
      bySection[s, default: []].append(a)
    }
    for (s, items) in bySection.sorted(by: { $0.key < $1.key }) {
      guard let handler = sections[s].visibleItemsInvalidationHandler else { continue }
      let orthogonal = engine?.orthogonalScrolling(ofSection: s) ?? .none
      let offset: CGPoint
      let shift: CGPoint
      if orthogonal != .none {
        let o = orthogonalOffsets[s] ?? 0
        offset = scrollDirection == .vertical ? CGPoint(x: o, y: 0) : CGPoint(x: 0, y: o)
        shift = offset
      } else {
        offset = view.contentOffset
        shift = .zero
      }
      handler(
        items.map { CompositionalVisibleItem(attributes: $0, shift: shift) }, offset, environment)
    }
  }

  // MARK: Invalidation

  /// True when the container's size changes, and on every bounds change while a boundary item
  /// pins or a section has a `visibleItemsInvalidationHandler`.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let view = collectionView else { return true }
    if newBounds.size != view.bounds.size { return true }
    if !sections.isEmpty { return followsEveryBoundsChange }
    return configurationStorage.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds)
  }

  /// Asks the section provider again and solves the layout at the next `prepare()` unless the
  /// context only follows scrolling (it invalidates neither everything nor the data source
  /// counts); the container's size is compared there.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      needsRebuild = true
      anchorsNextRebuild = false
    }
    if context.invalidateDataSourceCounts {
      if measuredSizesFollowUpdate {
        measuredSizesFollowUpdate = false
      } else {
        measuredItemSizes.removeAll()
        measuredSupplementarySizes.removeAll()
        orthogonalOffsets.removeAll()
      }
    }
    super.invalidateLayout(with: context)
  }

  /// Moves measured sizes and orthogonal offsets to their index paths after a batch update.
  override func collectionViewWillApplyUpdate(mapping: IndexMapping) {
    measuredSizesFollowUpdate = true
    var moved: [IndexPath: CGSize] = [:]
    for (path, size) in measuredItemSizes {
      if let new = mapping.newIndexPath(forOld: path) { moved[new] = size }
    }
    measuredItemSizes = moved
    // A section's boundary views follow their section, the layout's stay, and the views of
    // items follow their items.
    let layoutKinds = engine?.layoutBoundaryItemKinds ?? []
    var sectionKinds: [Int: Set<String>] = [:]
    func boundaryKinds(_ section: Int) -> Set<String> {
      if let known = sectionKinds[section] { return known }
      let kinds = engine?.boundaryItemKinds(ofSection: section) ?? []
      sectionKinds[section] = kinds
      return kinds
    }
    var supplementary: [String: [IndexPath: CGSize]] = [:]
    for (kind, sizes) in measuredSupplementarySizes {
      for (path, size) in sizes {
        guard path.count == 2 else { continue }
        let new: IndexPath?
        if layoutKinds.contains(kind) {
          new = path
        } else if boundaryKinds(path.section).contains(kind) {
          new = mapping.newSection(forOld: path.section).map {
            IndexPath(item: path.item, section: $0)
          }
        } else {
          new = mapping.newIndexPath(forOld: path)
        }
        if let new { supplementary[kind, default: [:]][new] = size }
      }
    }
    measuredSupplementarySizes = supplementary
    var offsets: [Int: CGFloat] = [:]
    for (section, offset) in orthogonalOffsets {
      if let new = mapping.newSection(forOld: section) { offsets[new] = offset }
    }
    orthogonalOffsets = offsets
  }

  // MARK: Self-sizing

  /// Items measure free along the axes their dimensions estimate and keep the layout's length
  /// along the others; boundary and attached supplementary views likewise.
  override func selfSizingFittingPriorities(for attributes: UICollectionViewLayoutAttributes)
    -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)?
  {
    guard let axes = estimatedAxes(for: attributes), axes.width || axes.height else { return nil }
    return (
      axes.width ? .fittingSizeLevel : .required, axes.height ? .fittingSizeLevel : .required
    )
  }

  private func estimatedAxes(for attributes: UICollectionViewLayoutAttributes) -> (
    width: Bool, height: Bool
  )? {
    let path = attributes.indexPath
    guard path.count == 2 else { return nil }
    switch attributes.representedElementCategory {
    case .cell:
      return estimatedAxes.indices.contains(path.section) ? estimatedAxes[path.section] : nil
    case .supplementaryView:
      let kind = attributes.representedElementKind
      let boundary =
        (sections.indices.contains(path.section)
          ? sections[path.section].boundarySupplementaryItems : [])
        + configurationStorage.boundarySupplementaryItems
      guard let item = boundary.first(where: { $0.elementKind == kind }) else { return nil }
      return (
        item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated
      )
    case .decorationView:
      return nil
    }
  }

  /// True when a displayed cell or boundary view with an estimated dimension measured a
  /// different size: the size is remembered (along its estimated axes) and the layout solved
  /// again.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard let axes = estimatedAxes(for: originalAttributes), axes.width || axes.height else {
      return false
    }
    var size = originalAttributes.size
    if axes.width { size.width = preferredAttributes.size.width }
    if axes.height { size.height = preferredAttributes.size.height }
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
      abs(size.width - originalAttributes.size.width) > 0.25
        || abs(size.height - originalAttributes.size.height) > 0.25
    else { return false }
    let path = originalAttributes.indexPath
    switch originalAttributes.representedElementCategory {
    case .cell:
      if measuredItemSizes[path] == size { return false }
      measuredItemSizes[path] = size
      measuredSinceBuild.append(path)
    case .supplementaryView:
      let kind = originalAttributes.representedElementKind ?? ""
      if measuredSupplementarySizes[kind]?[path] == size { return false }
      measuredSupplementarySizes[kind, default: [:]][path] = size
      needsRebuild = true
    case .decorationView:
      return false
    }
    anchorsNextRebuild = true
    return true
  }

  // MARK: Keeping the visible content still

  /// The first item that starts inside the visible area and where it is, when the visible
  /// area is not at the very start.
  private func scrollAnchor(in view: UICollectionView) -> (IndexPath, CGFloat)? {
    guard let engine, let visible = pinningBounds() else { return nil }
    let vertical = scrollDirection == .vertical
    guard (vertical ? visible.minY : visible.minX) > 0 else { return nil }
    let offsets = orthogonalOffsets
    // The first item that starts inside the visible area: items above it (starting above the
    // visible area's top) grow upwards, the ones after it downwards.
    let top = vertical ? visible.minY : visible.minX
    // Plain loops: closures here would check their actor isolation once an element.
    var first: (path: IndexPath, position: CGFloat)?
    for element in engine.elements(in: visible, orthogonalOffset: { offsets[$0] ?? 0 })
    where element.category == .item {
      let position = vertical ? element.frame.minY : element.frame.minX
      guard position >= top else { continue }
      if let found = first, found.path <= element.indexPath { continue }
      first = (element.indexPath, position)
    }
    guard let first else { return nil }
    return (first.path, first.position)
  }

  /// Moves the content offset by as much as the anchor item moved in the new layout, so that
  /// sizes measured above the visible area do not shift what is seen.
  private func keepAnchorInPlace(_ anchor: (IndexPath, CGFloat)?, in view: UICollectionView) {
    guard let (path, oldPosition) = anchor, let engine,
      let frame = engine.frame(
        ofItemAt: path, orthogonalOffset: orthogonalOffsets[path.section] ?? 0)
    else { return }
    let vertical = scrollDirection == .vertical
    let delta = (vertical ? frame.minY : frame.minX) - oldPosition
    guard abs(delta) > 0.01, !view.isTracking else { return }
    var offset = view.contentOffset
    if vertical { offset.y += delta } else { offset.x += delta }
    view.contentOffset = offset
  }
}
