import Foundation

// The collection view's layout pass: preparing the layout, bringing the visible views in line
// with its attributes (self-sizing included), and prefetching ahead of the visible area.

extension UICollectionView {
  // MARK: The layout pass

  /// The most layout passes one `layoutSubviews` runs while self-sizing views keep
  /// invalidating the layout.
  static let maximumSelfSizingPasses = 8

  /// Prepares the layout if needed and brings the visible views in line with the layout's
  /// attributes for the current bounds, again while a displayed view's preferred attributes
  /// invalidate the layout, at most `maximumSelfSizingPasses` times; a layout that is still
  /// invalid then is left for a later pass and reported once. O(visible elements) a pass.
  func updateVisibleElements() {
    var passes = 0
    repeat {
      selfSizingInvalidatedLayout = false
      layOutVisibleElementsOnce()
      passes += 1
    } while selfSizingInvalidatedLayout && layoutStorage.needsPrepare
      && passes < Self.maximumSelfSizingPasses
    selfSizingStalled = selfSizingInvalidatedLayout && layoutStorage.needsPrepare
    if selfSizingStalled && !reportedSelfSizingLoop {
      reportedSelfSizingLoop = true
      FailureReport.warn(
        .selfSizing,
        "*** Mosaic: the preferred layout attributes of the views of \(self) kept invalidating "
          + "its layout (\(type(of: layoutStorage))) after \(passes) layout passes; the "
          + "layout was left as it is. Make sure preferredLayoutAttributesFitting(_:) settles "
          + "on the size the layout gives back.")
    }
  }

  /// One layout pass: prepares the layout if needed, applies a pending scroll anchoring, and
  /// shows and places the views of the elements in the visible area.
  private func layOutVisibleElementsOnce() {
    let layout = layoutStorage
    layout.collectionViewStorage = self
    layout.prepareIfNeeded()
    applyLayoutContentSize(layout.collectionViewContentSize, layout: layout)
    if needsBoundsChangeTargetOffset {
      needsBoundsChangeTargetOffset = false
      let target = clampedContentOffset(layoutTargetContentOffset(contentOffset, layout: layout))
      if target != contentOffset {
        contentOffset = target
        layout.prepareIfNeeded()
      }
    }
    let visible = bounds
    updateOrthogonalScrollers(visible: visible)
    let all = includingInteractivelyMovingItem(
      layoutAttributesInViewSpace(in: visible, layout: layout))
    // The visible elements in the layout's order (an element given twice keeps its first
    // place and its last attributes); views still showing one are marked with this pass.
    visibleLayoutPass &+= 1
    let pass = visibleLayoutPass
    var wanted: [(key: ElementKey, attributes: UICollectionViewLayoutAttributes)] = []
    wanted.reserveCapacity(all.count)
    var newElements: [ElementKey: Int] = [:]
    for a in all where overlaps(a.frame, visible) {
      let key = ElementKey(a)
      if let view = visibleViews[key] {
        if view.layoutPass == pass {
          wanted[view.layoutPassIndex].attributes = a
        } else {
          view.layoutPass = pass
          view.layoutPassIndex = wanted.count
          wanted.append((key, a))
        }
      } else if let index = newElements[key] {
        wanted[index].attributes = a
      } else {
        newElements[key] = wanted.count
        wanted.append((key, a))
      }
    }
    // Views whose element left go back to their queues.
    var leaving: [ElementKey] = []
    for (key, view) in visibleViews where view.layoutPass != pass { leaving.append(key) }
    for key in leaving {
      if let view = visibleViews.removeValue(forKey: key) { endDisplaying(view, key: key) }
    }
    // New elements get views; every view gets its attributes.
    for (key, attributes) in wanted {
      if let view = visibleViews[key] {
        placeInHost(view, key: key)
        apply(attributes, to: view)
        askPreferredAttributes(of: view, key: key)
      } else if let view = reclaimDepartingView(for: key) {
        visibleViews[key] = view
        placeInHost(view, key: key)
        apply(attributes, to: view)
        askPreferredAttributes(of: view, key: key)
      } else if let view = makeViewWithoutAnimation(for: key, attributes: attributes) {
        display(view, key: key, attributes: attributes, from: nil)
      }
    }
    if isPrefetchingEnabled, prefetchDataSource != nil { updatePrefetching(visible: visible) }
  }

  /// Whether two rectangles overlap with a positive area (touching edges do not count), or a
  /// degenerate `frame` lies inside `rect`.
  func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY
      && frame.maxY > rect.minY
      || (frame.width == 0 || frame.height == 0) && rect.contains(frame.origin)
  }

  func makeView(for key: ElementKey, attributes: UICollectionViewLayoutAttributes)
    -> UICollectionReusableView?
  {
    switch key {
    case .cell(let path):
      guard let dataSource else { return nil }
      viewRequestSerial += 1
      let serial = viewRequestSerial
      requestedAttributes = attributes
      defer { requestedAttributes = nil }
      let cell = askingDataSourceForView {
        dataSource.collectionView(self, cellForItemAt: dataSourceIndexPath(forDisplayed: path))
      }
      checkReturned(cell, serial: serial, method: "cellForItemAtIndexPath:", path: path)
      cell.isSelected = selectedPaths.contains(path)
      cell.isHighlighted = highlightedPath == path
      return cell
    case .supplementary(let kind, let path):
      guard let dataSource else { return nil }
      viewRequestSerial += 1
      let serial = viewRequestSerial
      requestedAttributes = attributes
      defer { requestedAttributes = nil }
      let view = askingDataSourceForView {
        dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
      }
      checkReturned(
        view, serial: serial, method: "viewForSupplementaryElementOfKind:atIndexPath:", path: path)
      return view
    case .decoration(let kind, _):
      guard let type = layoutStorage.decorationClasses[kind] else {
        collectionViewFailure(
          "no UICollectionReusableView class registered for decoration view of kind \(kind)")
      }
      return dequeue(
        ReuseKey(category: .decorationView, kind: kind, identifier: kind), type: type)
    }
  }

  private func checkReturned(
    _ view: UICollectionReusableView, serial: Int, method: String, path: IndexPath
  ) {
    if view.reuseIdentifier == nil, !discardsUnidentifiedCells {
      collectionViewFailure(
        "the view returned from -collectionView:\(method) (\(view)) does not have a "
          + "reuseIdentifier - views must be retrieved by calling -dequeueReusable…"
          + "WithReuseIdentifier:forIndexPath: (index path \(UpdateItem.describe(path)))")
    }
    if view.dequeueToken != serial {
      collectionViewFailure(
        "the view returned from -collectionView:\(method) (\(view)) was not retrieved by "
          + "calling -dequeueReusable…WithReuseIdentifier:forIndexPath: for index path "
          + "\(UpdateItem.describe(path))")
    }
  }

  /// Shows a new view for `key` with `attributes`; with `initial`, inside an animation
  /// block, the view starts from those attributes and animates to `attributes`.
  func display(
    _ view: UICollectionReusableView, key: ElementKey,
    attributes: UICollectionViewLayoutAttributes, from initial: UICollectionViewLayoutAttributes?
  ) {
    let host = hostView(for: key)
    if host !== self, view.superview !== host { host.addSubview(view) }
    view.appliedAttributes = nil
    if let initial, UIView.inheritedAnimationDuration > 0 {
      UIView.performWithoutAnimation {
        apply(initial, to: view)
        view.layoutIfNeeded()
      }
      view.appliedAttributes = nil
      apply(attributes, to: view)
    } else if UIView.inheritedAnimationDuration > 0 {
      // Inside an animated layout change: a view that appears starts where the old layout
      // had it, when it had one there, and moves with the others; else it is placed at once.
      let start: UICollectionViewLayoutAttributes?
      switch key {
      case .cell(let path):
        start = transitionSourceLayout.flatMap { source in
          attributesInViewSpace(layout: source) { $0.layoutAttributesForItem(at: path) }
        }
      default: start = nil
      }
      if let start {
        UIView.performWithoutAnimation { apply(start, to: view) }
        view.appliedAttributes = nil
        apply(attributes, to: view)
      } else {
        UIView.performWithoutAnimation { apply(attributes, to: view) }
      }
    } else {
      apply(attributes, to: view)
    }
    askPreferredAttributes(of: view, key: key)
    if view.superview !== host {
      if case .decoration = key {
        // Decoration views (section backgrounds) go behind the cells of equal zIndex.
        if let backgroundView, backgroundView.superview === self {
          insertSubview(view, aboveSubview: backgroundView)
        } else {
          insertSubview(view, at: 0)
        }
      } else {
        host.addSubview(view)
      }
    }
    visibleViews[key] = view
    let delegate = collectionDelegate
    switch key {
    case .cell(let path):
      prefetchedPaths.remove(path)
      delegate?.collectionView(self, willDisplay: view as! UICollectionViewCell, forItemAt: path)
    case .supplementary(let kind, let path):
      delegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
    case .decoration:
      break
    }
  }

  func endDisplaying(_ view: UICollectionReusableView, key: ElementKey) {
    view.removeFromSuperview()
    let delegate = collectionDelegate
    switch key {
    case .cell(let path):
      if let cell = view as? UICollectionViewCell {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      }
    case .supplementary(let kind, let path):
      delegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: path)
    case .decoration:
      break
    }
    enqueue(view, key: key)
  }

  /// Self-sizing, under every layout: a displayed cell or supplementary view whose applied
  /// attributes it has not been asked about yet gets a copy of them in
  /// `preferredLayoutAttributesFitting(_:)`; an answer that differs goes to the layout's
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, and when
  /// that returns true the layout is invalidated with its
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`, so the
  /// next pass places the views again. Decoration views are not asked.
  func askPreferredAttributes(of view: UICollectionReusableView, key: ElementKey) {
    if case .decoration = key { return }
    guard let original = view.appliedAttributes else { return }
    if let asked = view.askedAttributes, asked === original || asked.hasEqualValues(original) {
      return
    }
    view.askedAttributes = original
    let proposed = original.copy() as! UICollectionViewLayoutAttributes
    view.selfSizingPriorities = layoutStorage.selfSizingFittingPriorities(for: original)
    let preferred = view.preferredLayoutAttributesFitting(proposed)
    view.selfSizingPriorities = nil
    guard !preferred.isEqual(original) else { return }
    let layout = layoutStorage
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return }
    selfSizingInvalidatedLayout = true
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
  }

  /// Ends the display of every visible view (for `reloadData()` and layout changes).
  func removeAllVisibleViews() {
    let all = visibleViews
    visibleViews.removeAll()
    for (key, view) in all.sorted(by: { order($0.key, $1.key) }) {
      endDisplaying(view, key: key)
    }
  }

  private func order(_ a: ElementKey, _ b: ElementKey) -> Bool {
    func rank(_ k: ElementKey) -> (Int, String, IndexPath) {
      switch k {
      case .cell(let p): (0, "", p)
      case .supplementary(let kind, let p): (1, kind, p)
      case .decoration(let kind, let p): (2, kind, p)
      }
    }
    let (x, y) = (rank(a), rank(b))
    return x.0 != y.0 ? x.0 < y.0 : (x.1 != y.1 ? x.1 < y.1 : x.2 < y.2)
  }

  /// Sets a view's geometry, opacity, z order and visibility from `attributes`, then calls
  /// its `apply(_:)`; nothing happens when the attributes equal the ones applied last.
  func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
    if let old = view.appliedAttributes, old.hasEqualValues(attributes) { return }
    let copy = attributes.copy() as! UICollectionViewLayoutAttributes
    var b = view.bounds
    if b.size != copy.size {
      b.size = copy.size
      view.bounds = b
    }
    var center = copy.center
    if let host = view.superview as? OrthogonalScrollView {
      // In an orthogonal section's host: its bounds origin is the section's offset, which the
      // layout already subtracted.
      center.x += host.bounds.minX - host.frame.minX
      center.y += host.bounds.minY - host.frame.minY
    }
    if view.center != center { view.center = center }
    if view.transform3D != copy.transform3D { view.transform3D = copy.transform3D }
    if view.alpha != copy.alpha { view.alpha = copy.alpha }
    let z = CGFloat(copy.zIndex)
    if view.layer.zPosition != z { view.layer.zPosition = z }
    if view.isHidden != copy.isHidden { view.isHidden = copy.isHidden }
    view.appliedAttributes = copy
    if let listCell = view as? UICollectionViewListCell {
      switch copy.representedElementCategory {
      case .cell: listCell.updateListPlacement(in: self, for: .cell(copy.indexPath))
      case .supplementaryView:
        listCell.updateListPlacement(
          in: self, for: .supplementary(copy.representedElementKind ?? "", copy.indexPath))
      case .decorationView: break
      }
    }
    view.apply(copy)
  }

  // MARK: Prefetching

  /// Tells the prefetch data source about the items in the screen-length ahead of the
  /// visible area, in the direction of the last scroll (downwards and rightwards at first),
  /// and cancels the ones that left that area without appearing.
  private func updatePrefetching(visible: CGRect) {
    let previous = lastPrefetchOrigin ?? visible.origin
    if visible.minY != previous.y { prefetchForwardY = visible.minY > previous.y }
    if visible.minX != previous.x { prefetchForwardX = visible.minX > previous.x }
    lastPrefetchOrigin = visible.origin
    var ahead = visible
    if contentSize.height > visible.height {
      ahead.size.height += visible.height
      if !prefetchForwardY { ahead.origin.y -= visible.height }
    }
    if contentSize.width > visible.width {
      ahead.size.width += visible.width
      if !prefetchForwardX { ahead.origin.x -= visible.width }
    }
    var wanted: Set<IndexPath> = []
    for a in layoutAttributesInViewSpace(in: ahead)
    where a.representedElementCategory == .cell && overlaps(a.frame, ahead)
      && visibleViews[.cell(a.indexPath)] == nil
    {
      wanted.insert(a.indexPath)
    }
    let new = wanted.subtracting(prefetchedPaths).sorted()
    let dropped = prefetchedPaths.subtracting(wanted).sorted()
    prefetchedPaths = wanted
    guard let prefetcher = prefetchDataSource else { return }
    // During a drag the data source knows the items by its own index paths.
    if !dropped.isEmpty {
      prefetcher.collectionView(
        self, cancelPrefetchingForItemsAt: dropped.map(dataSourceIndexPath(forDisplayed:)))
    }
    if !new.isEmpty {
      prefetcher.collectionView(self, prefetchItemsAt: new.map(dataSourceIndexPath(forDisplayed:)))
    }
  }
}
