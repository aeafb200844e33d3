import Foundation

/// The operations recorded by a `performBatchUpdates` call and the calls nested in it.
struct PendingBatch {
  var update = CollectionUpdate()
  /// `reconfigureItems(at:)` index paths (before the update).
  var reconfigured: [IndexPath] = []
  var completions: [(Bool) -> Void] = []
}

/// A view animating away after an update.
struct DepartingView {
  let view: UICollectionReusableView
  /// The element the view showed: its old key for a deleted element, its new key for a kept
  /// element moving off screen.
  let key: ElementKey
  /// The update whose animation ends the view's display.
  let serial: Int
}

// Members UIKit declares `open` are declared in the class body (UICollectionView.swift), where
// subclasses can override them; each forwards to its work here, named `base` followed by the
// member's name (`baseInsertItems(at:)` does `insertItems(at:)`'s work: what `super` runs).

extension UICollectionView {
  /// How long an update animates, as UIKit's batch updates do.
  static let updateAnimationDuration: TimeInterval = 0.3

  // MARK: Requesting changes

  /// Makes several changes one animated change, as the form taking an optional block does. The
  /// block runs before the call returns and is not kept (non-escaping, as UIKit declares it),
  /// so code inside it may use the view controller's members without `self.`. A trailing
  /// closure picks this form. It is not itself overridable: it calls the overridable form, so
  /// that a subclass's `override func performBatchUpdates(_:completion:)` sees every call (an
  /// override must not keep the block past its return).
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    withoutActuallyEscaping(updates) { updates in
      // `Optional` picks the open form; a plain closure would pick this one again.
      performBatchUpdates(Optional(updates), completion: completion)
    }
  }

  /// `performBatchUpdates(_:completion:)`'s work.
  func basePerformBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
    if pendingBatch != nil {
      updates()
      if let completion { pendingBatch?.completions.append(completion) }
      return
    }
    // A change of the data under a dragged item ends the drag first: the item goes back.
    if interactiveMovement != nil { cancelInteractiveMovement() }
    let oldCounts = loadedCounts()
    pendingBatch = PendingBatch()
    updates()
    var batch = pendingBatch ?? PendingBatch()
    pendingBatch = nil
    if let completion { batch.completions.append(completion) }
    commit(batch, oldCounts: oldCounts)
  }

  /// `insertItems(at:)`'s work.
  func baseInsertItems(at indexPaths: [IndexPath]) {
    record(.insertItems(indexPaths))
  }

  /// `deleteItems(at:)`'s work.
  func baseDeleteItems(at indexPaths: [IndexPath]) {
    record(.deleteItems(indexPaths))
  }

  /// `reloadItems(at:)`'s work.
  func baseReloadItems(at indexPaths: [IndexPath]) {
    record(.reloadItems(indexPaths))
  }

  /// `moveItem(at:to:)`'s work.
  func baseMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(.moveItem(from: indexPath, to: newIndexPath))
  }

  /// `insertSections(_:)`'s work.
  func baseInsertSections(_ sections: IndexSet) {
    record(.insertSections(sections))
  }

  /// `deleteSections(_:)`'s work.
  func baseDeleteSections(_ sections: IndexSet) {
    record(.deleteSections(sections))
  }

  /// `reloadSections(_:)`'s work.
  func baseReloadSections(_ sections: IndexSet) {
    record(.reloadSections(sections))
  }

  /// `moveSection(_:toSection:)`'s work.
  func baseMoveSection(_ section: Int, toSection newSection: Int) {
    record(.moveSection(from: section, to: newSection))
  }

  /// `reconfigureItems(at:)`'s work. Outside a batch it makes a batch of its own without
  /// calling `performBatchUpdates(_:completion:)`, as a lone `insertItems(at:)` does.
  func baseReconfigureItems(at indexPaths: [IndexPath]) {
    if pendingBatch != nil {
      pendingBatch?.reconfigured += indexPaths
    } else {
      basePerformBatchUpdates({ self.pendingBatch?.reconfigured += indexPaths }, completion: nil)
    }
  }

  /// Adds `operation` to the batch being collected or, outside a batch, applies it as a batch
  /// of its own (without calling the overridable `performBatchUpdates(_:completion:)`).
  private func record(_ operation: CollectionUpdate.Operation) {
    if pendingBatch != nil {
      pendingBatch?.update.append(operation)
    } else {
      basePerformBatchUpdates({ self.pendingBatch?.update.append(operation) }, completion: nil)
    }
  }

  // MARK: Validating

  /// The data source's counts now, read without replacing the cached ones.
  private func currentDataSourceCounts() -> [Int] {
    guard let dataSource else { return [0] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  private func commit(_ batch: PendingBatch, oldCounts: [Int]) {
    let newCounts = currentDataSourceCounts()
    let update: ValidatedUpdate
    do {
      update = try UpdateValidator.validate(
        batch.update, oldCounts: oldCounts, newCounts: newCounts)
      try Self.checkReconfigured(batch.reconfigured, oldCounts: oldCounts)
    } catch {
      reject(error, completions: batch.completions)
      return
    }
    apply(update, reconfigured: batch.reconfigured, completions: batch.completions)
  }

  /// UIKit's check of `reconfigureItems(at:)`: every index path names an item before the
  /// update.
  private static func checkReconfigured(_ paths: [IndexPath], oldCounts: [Int]) throws(UpdateError)
  {
    for path in paths {
      guard path.count == 2, oldCounts.indices.contains(path.section), path.item >= 0,
        path.item < oldCounts[path.section]
      else {
        let section = path.count > 0 ? path[0] : 0
        let count = oldCounts.indices.contains(section) ? oldCounts[section] : 0
        throw UpdateError(
          "attempt to reconfigure item \(path.count > 1 ? path[1] : 0) in section \(section) "
            + "which only contains \(count) items before the update")
      }
    }
  }

  /// Reports an invalid batch update (a trap in debug builds) and, where the program goes
  /// on, shows what the data source holds with `reloadData()`.
  private func reject(_ error: UpdateError, completions: [(Bool) -> Void]) {
    let error = updateErrorWording?(error) ?? error
    FailureReport.refuse(
      .collectionViewUpdates, error, refused: "invalid batch update",
      outcome: "reloading the \(updateSubjectName)'s data",
      trapMessage: FailureReport.uncaughtException(error.name, reason: error.message))
    reloadData()
    for completion in completions { completion(false) }
  }

  // MARK: Applying

  private func apply(
    _ update: ValidatedUpdate, reconfigured: [IndexPath], completions: [(Bool) -> Void]
  ) {
    let layout = layoutStorage
    layout.collectionViewStorage = self
    updateSerial += 1
    let serial = updateSerial
    let mapping = update.mapping
    let animated = UIView.areAnimationsEnabled

    // Where the elements were before the update: the attributes on screen (the views shown
    // and those still sliding away), and around the visible area what the layout has cached
    // (kept elements that come into view start from there). The layout is not asked: the
    // data source has changed already and the layout has not been told yet, so it would
    // answer for index paths that no longer exist.
    var oldAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    if animated {
      for (key, view) in visibleViews { oldAttributes[key] = view.appliedAttributes }
      for (key, view) in departingSurvivors where oldAttributes[key] == nil {
        oldAttributes[key] = view.appliedAttributes
      }
      let old = bounds
      let around = old.insetBy(dx: -old.width / 2, dy: -old.height / 2)
      for a in cachedAttributesInViewSpace(in: around, layout: layout) {
        let key = ElementKey(a)
        if oldAttributes[key] == nil { oldAttributes[key] = a }
      }
    }

    selectedPaths = Set(selectedPaths.compactMap { mapping.newIndexPath(forOld: $0) })
    highlightedPath = highlightedPath.flatMap { mapping.newIndexPath(forOld: $0) }
    trackedPath = trackedPath.flatMap { mapping.newIndexPath(forOld: $0) }
    prefetchedPaths.removeAll()
    lastPrefetchOrigin = nil
    sectionCounts = update.newCounts

    // As in UIKit, an update invalidates the data source counts, not everything: a layout
    // that keeps its own model applies the update items in prepare(forCollectionViewUpdates:).
    layout.collectionViewWillApplyUpdate(mapping: mapping)
    let context = layout.makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    layout.prepareIfNeeded()
    // The layouts Mosaic provides take nothing from the update items (their base
    // implementation does nothing), so one update item per changed element is made only for
    // a layout class that may override `prepare(forCollectionViewUpdates:)`.
    if layout.usesUpdateItems {
      let items = update.updateItems.map(UICollectionViewUpdateItem.init)
      layout.prepare(forCollectionViewUpdates: items)
    }
    let transition = UpdateTransition(
      mapping: mapping, oldAttributes: oldAttributes, serial: serial,
      declared: DeclaredElementChanges(layout: layout))

    // Every view showing an element, under the element's new key; the others leave.
    var kept: [ElementKey: UICollectionReusableView] = [:]
    var leaving: [(key: ElementKey, view: UICollectionReusableView)] = []
    let live = Array(visibleViews) + Array(departingSurvivors)
    for view in departingSurvivors.values { departingViews[ObjectIdentifier(view)] = nil }
    visibleViews.removeAll(keepingCapacity: true)
    departingSurvivors.removeAll()
    for (key, view) in live {
      // A supplementary or decoration view the layout deletes leaves, and so does one whose
      // place the layout says it fills with a new view.
      if !transition.declared.deletes(key), let newKey = Self.newKey(for: key, mapping: mapping),
        kept[newKey] == nil, !transition.declared.inserts(newKey)
      {
        kept[newKey] = view
      } else {
        leaving.append((key, view))
      }
    }
    let animations = { [self] in
      applyLayoutContentSize(layout.collectionViewContentSize, layout: layout)
      // Scroll anchoring: the layout may keep the content the user was looking at in place.
      let offset = clampedContentOffset(layoutTargetContentOffset(contentOffset, layout: layout))
      if offset != contentOffset { contentOffset = offset }
      layout.prepareIfNeeded()
      placeElements(kept: &kept, transition: transition)
      for (key, view) in kept { sendAway(view, keptAs: key, transition: transition) }
      for (key, view) in leaving { sendAway(view, deleted: key, transition: transition) }
      layout.finalizeCollectionViewUpdates()
    }
    let finish = { [self] (finished: Bool) in
      finishDepartingViews(serial: serial)
      for completion in completions { completion(finished) }
    }
    if animated {
      UIView.animate(
        withDuration: Self.updateAnimationDuration, delay: 0, options: [],
        animations: animations, completion: finish)
    } else {
      animations()
      finish(true)
    }
    needsLayoutFlag = layout.needsPrepare
    reconfigure(reconfigured, mapping: mapping)
  }

  /// The key an element of the old state has after the update, or nil if it goes away.
  /// Supplementary and decoration views follow their section.
  static func newKey(for key: ElementKey, mapping: IndexMapping) -> ElementKey? {
    key.mapped(item: mapping.newIndexPath(forOld:), section: mapping.newSection(forOld:))
  }

  /// The key an element of the new state had before the update, or nil if it is new.
  static func oldKey(for key: ElementKey, mapping: IndexMapping) -> ElementKey? {
    key.mapped(item: mapping.oldIndexPath(forNew:), section: mapping.oldSection(forNew:))
  }

  /// Gives every element in the visible area its view and its new attributes: kept views
  /// move from where they are, new ones start from the layout's initial attributes.
  private func placeElements(
    kept: inout [ElementKey: UICollectionReusableView], transition: UpdateTransition
  ) {
    let layout = layoutStorage
    let visible = bounds
    for a in layoutAttributesInViewSpace(in: visible, layout: layout)
    where overlaps(a.frame, visible) {
      let key = ElementKey(a)
      guard visibleViews[key] == nil else { continue }
      if let view = kept.removeValue(forKey: key) {
        visibleViews[key] = view
        apply(a, to: view)
      } else if let view = makeViewWithoutAnimation(for: key, attributes: a) {
        display(
          view, key: key, attributes: a, from: initialAttributes(for: key, final: a, transition))
      }
    }
  }

  /// A view for `key` from the data source (or the decoration registration), configured with
  /// animations off even inside an animation block: a new cell's own subviews do not fly in.
  func makeViewWithoutAnimation(for key: ElementKey, attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView?
  {
    var view: UICollectionReusableView?
    UIView.performWithoutAnimation { view = makeView(for: key, attributes: attributes) }
    return view
  }

  /// Where a view that appears with the update starts: the layout's initial attributes for
  /// an inserted element (by default its final attributes, transparent); for a kept element
  /// that was off screen, where the old layout had it.
  private func initialAttributes(
    for key: ElementKey, final: UICollectionViewLayoutAttributes, _ transition: UpdateTransition
  ) -> UICollectionViewLayoutAttributes {
    let layout = layoutStorage
    if !transition.declared.inserts(key),
      let oldKey = Self.oldKey(for: key, mapping: transition.mapping)
    {
      if let before = transition.oldAttributes[oldKey] { return before }
      return Self.transparent(final)
    }
    let initial: UICollectionViewLayoutAttributes?
    switch key {
    case .cell(let path):
      initial = attributesInViewSpace(layout: layout) {
        $0.initialLayoutAttributesForAppearingItem(at: path)
      }
    case .supplementary(let kind, let path):
      initial = attributesInViewSpace(layout: layout) {
        $0.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)
      }
    case .decoration(let kind, let path):
      initial = attributesInViewSpace(layout: layout) {
        $0.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path)
      }
    }
    return initial ?? Self.transparent(final)
  }

  /// A copy of `attributes` with alpha 0.
  static func transparent(_ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let copy = attributes.copy() as! UICollectionViewLayoutAttributes
    copy.alpha = 0
    return copy
  }

  /// A kept element whose new place is off screen: its view slides there, then leaves.
  private func sendAway(
    _ view: UICollectionReusableView, keptAs key: ElementKey, transition: UpdateTransition
  ) {
    let layout = layoutStorage
    let target: UICollectionViewLayoutAttributes?
    switch key {
    case .cell(let path):
      target = attributesInViewSpace(layout: layout) { $0.layoutAttributesForItem(at: path) }
    case .supplementary(let kind, let path):
      target = attributesInViewSpace(layout: layout) {
        $0.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
      }
    case .decoration(let kind, let path):
      target = attributesInViewSpace(layout: layout) {
        $0.layoutAttributesForDecorationView(ofKind: kind, at: path)
      }
    }
    if let target { apply(target, to: view) }
    departingSurvivors[key] = view
    departingViews[ObjectIdentifier(view)] = DepartingView(
      view: view, key: key, serial: transition.serial)
  }

  /// A deleted (or reloaded) element: its view goes to the layout's final attributes (by
  /// default where it is, transparent), then leaves.
  private func sendAway(
    _ view: UICollectionReusableView, deleted key: ElementKey, transition: UpdateTransition
  ) {
    let layout = layoutStorage
    let final: UICollectionViewLayoutAttributes?
    switch key {
    case .cell(let path):
      final = attributesInViewSpace(layout: layout) {
        $0.finalLayoutAttributesForDisappearingItem(at: path)
      }
    case .supplementary(let kind, let path):
      final = attributesInViewSpace(layout: layout) {
        $0.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)
      }
    case .decoration(let kind, let path):
      final = attributesInViewSpace(layout: layout) {
        $0.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path)
      }
    }
    if let target = final ?? view.appliedAttributes.map(Self.transparent) {
      apply(target, to: view)
    }
    departingViews[ObjectIdentifier(view)] = DepartingView(
      view: view, key: key, serial: transition.serial)
  }

  /// Ends the display of the views sent away by update `serial` (every departing view when
  /// nil) that no later update or scroll took back.
  func finishDepartingViews(serial: Int?) {
    guard !departingViews.isEmpty else { return }
    let done = departingViews.values.filter { serial == nil || $0.serial == serial }
    for entry in done.sorted(by: { $0.view.dequeueToken < $1.view.dequeueToken }) {
      departingViews[ObjectIdentifier(entry.view)] = nil
      if departingSurvivors[entry.key] === entry.view { departingSurvivors[entry.key] = nil }
      endDisplaying(entry.view, key: entry.key)
    }
  }

  /// Takes back the view of a kept element that is still sliding off screen, if any.
  func reclaimDepartingView(for key: ElementKey) -> UICollectionReusableView? {
    guard let view = departingSurvivors.removeValue(forKey: key) else { return nil }
    departingViews[ObjectIdentifier(view)] = nil
    return view
  }

  // MARK: Reconfiguring

  /// Asks the data source again for the visible cells at `paths` (old index paths), handing
  /// it the existing cells.
  private func reconfigure(_ paths: [IndexPath], mapping: IndexMapping) {
    guard let dataSource, !paths.isEmpty else { return }
    for old in paths {
      guard let path = mapping.newIndexPath(forOld: old),
        let cell = visibleViews[.cell(path)] as? UICollectionViewCell
      else { continue }
      reconfiguringCell = (path, cell)
      viewRequestSerial += 1
      let serial = viewRequestSerial
      let returned = askingDataSourceForView {
        dataSource.collectionView(self, cellForItemAt: path)
      }
      reconfiguringCell = nil
      guard returned !== cell else {
        // Its content changed: it is asked for its preferred attributes again.
        cell.askedAttributes = nil
        askPreferredAttributes(of: cell, key: .cell(path))
        continue
      }
      // The data source dequeued with another identifier: the new cell takes the old one's
      // place.
      guard returned.dequeueToken == serial else {
        collectionViewFailure(
          "the cell returned from -collectionView:cellForItemAtIndexPath: during "
            + "reconfiguration was not retrieved by calling -dequeueReusableCell"
            + "WithReuseIdentifier:forIndexPath: for index path \(UpdateItem.describe(path))")
      }
      visibleViews[.cell(path)] = nil
      endDisplaying(cell, key: .cell(path))
      if let attributes = attributesInViewSpace({ $0.layoutAttributesForItem(at: path) }) {
        returned.isSelected = selectedPaths.contains(path)
        UIView.performWithoutAnimation {
          display(returned, key: .cell(path), attributes: attributes, from: nil)
        }
      }
    }
  }
}

/// What placing the elements after one update needs to know.
struct UpdateTransition {
  let mapping: IndexMapping
  let oldAttributes: [ElementKey: UICollectionViewLayoutAttributes]
  let serial: Int
  let declared: DeclaredElementChanges
}

/// The supplementary and decoration views a layout says it inserts and deletes with an
/// update (`indexPathsToInsertForSupplementaryView(ofKind:)` and the like), asked once per
/// kind after `prepare(forCollectionViewUpdates:)`.
@MainActor
final class DeclaredElementChanges {
  private let layout: UICollectionViewLayout
  private var declared: [Change: Set<IndexPath>] = [:]

  private enum Change: Hashable {
    case insert(ElementKey.Kind)
    case delete(ElementKey.Kind)
  }

  init(layout: UICollectionViewLayout) {
    self.layout = layout
  }

  /// Whether the layout deletes the (old) element `key` with the update.
  func deletes(_ key: ElementKey) -> Bool {
    guard let (kind, path) = key.viewKind else { return false }
    return paths(.delete(kind)).contains(path)
  }

  /// Whether the layout inserts the (new) element `key` with the update.
  func inserts(_ key: ElementKey) -> Bool {
    guard let (kind, path) = key.viewKind else { return false }
    return paths(.insert(kind)).contains(path)
  }

  /// The index paths the layout declares for `change`, asked once.
  private func paths(_ change: Change) -> Set<IndexPath> {
    if let known = declared[change] { return known }
    let paths: [IndexPath] =
      switch change {
      case .insert(.supplementary(let name)):
        layout.indexPathsToInsertForSupplementaryView(ofKind: name)
      case .insert(.decoration(let name)): layout.indexPathsToInsertForDecorationView(ofKind: name)
      case .delete(.supplementary(let name)):
        layout.indexPathsToDeleteForSupplementaryView(ofKind: name)
      case .delete(.decoration(let name)): layout.indexPathsToDeleteForDecorationView(ofKind: name)
      }
    let set = Set(paths)
    declared[change] = set
    return set
  }
}

extension ElementKey {
  /// The kind of a supplementary or decoration view.
  enum Kind: Hashable {
    case supplementary(String)
    case decoration(String)
  }

  /// The same element under other index paths: a cell through `item`, a supplementary or
  /// decoration view through `section` (its item index kept); nil where they give nil.
  func mapped(item: (IndexPath) -> IndexPath?, section: (Int) -> Int?) -> ElementKey? {
    switch self {
    case .cell(let path):
      return item(path).map(ElementKey.cell)
    case .supplementary(let kind, let path), .decoration(let kind, let path):
      guard path.count == 2, let new = section(path.section) else { return nil }
      let moved = IndexPath(item: path.item, section: new)
      if case .supplementary = self { return .supplementary(kind, moved) }
      return .decoration(kind, moved)
    }
  }

  /// The kind and index path of a supplementary or decoration element; nil for a cell.
  var viewKind: (Kind, IndexPath)? {
    switch self {
    case .cell: nil
    case .supplementary(let name, let path): (.supplementary(name), path)
    case .decoration(let name, let path): (.decoration(name), path)
    }
  }
}
