import Foundation

extension UICollectionViewListCell {
  /// The distance from the cell's edge to the outermost accessory of a side.
  static let accessoryEdgeInset: CGFloat = 16
  /// The space between neighbouring accessories.
  static let accessorySpacing: CGFloat = 8

  /// Shows `accessories`: a view already showing an accessory that looks the same is kept
  /// (taking the new accessory's handlers), so that setting the same accessories again, as a
  /// cell may in each configuration update, changes nothing on screen.
  func setAccessories(_ accessories: [UICellAccessory]) {
    let old = accessoryStorage
    var available = old
    var changed = old.count != accessories.count
    accessoryStorage = accessories.enumerated().map { index, accessory in
      if let i = available.firstIndex(where: { $0.accessory.looksLike(accessory) }) {
        let view = available.remove(at: i)
        changed = changed || old[index] !== view
        view.accessory = accessory
        bindActions(of: view)
        return view
      }
      changed = true
      let view = CellAccessoryView(accessory)
      bindActions(of: view)
      addSubview(view)
      return view
    }
    for view in available { view.removeFromSuperview() }
    if changed { setNeedsLayout() }
  }

  /// Connects an accessory view's taps and drags to what its accessory does.
  private func bindActions(of view: CellAccessoryView) {
    switch view.accessory.kind {
    case .outlineDisclosure(_, let handler):
      view.tapHandler =
        handler ?? { [me = unretained] in me.wrappedValue?.toggleOutlineExpansion() }
    case .delete(_, let handler):
      view.tapHandler =
        handler ?? { [me = unretained] in me.wrappedValue?.revealTrailingSwipeActions() }
    case .insert(_, let handler):
      view.tapHandler = handler
    case .reorder:
      view.installReorderDrag(for: self)
    default:
      break
    }
  }

  /// Expands or collapses the cell's item in its diffable data source's outline, as tapping
  /// an outline disclosure without its own handler does.
  func toggleOutlineExpansion() {
    guard let collectionView = owningCollectionView,
      let indexPath = collectionView.indexPath(for: self),
      let outlines = collectionView.dataSource as? OutlineExpansionProviding
    else { return }
    outlines.toggleExpansionOfItem(at: indexPath)
  }

  /// Whether the cell is configured as a section header: its content configuration is a list
  /// header style or, without a list content configuration, it is shown as its section's
  /// header item (`HeaderMode.firstItemInSection`).
  var isConfiguredAsHeader: Bool {
    if let content = contentConfiguration as? UIListContentConfiguration {
      return content.style.isHeader
    }
    return listPlacement?.isHeader ?? false
  }

  /// The style an outline disclosure with `options` takes in this cell: `.automatic` becomes
  /// `.header` in a cell configured as a section header and `.cell` elsewhere.
  func resolvedStyle(
    of options: UICellAccessory.OutlineDisclosureOptions
  ) -> UICellAccessory.OutlineDisclosureOptions.Style {
    switch options.style {
    case .header, .cell: return options.style
    case .automatic: return isConfiguredAsHeader ? .header : .cell
    }
  }

  /// The action of the header-style outline disclosure that shows in the cell's current
  /// editing mode (and is not hidden), if any: a tap anywhere on such a row runs it instead
  /// of selecting the row.
  var headerDisclosureTapAction: (() -> Void)? {
    let editing = owningCollectionView?.isEditing ?? false
    for view in accessoryStorage {
      guard case .outlineDisclosure(let options, _) = view.accessory.kind,
        view.accessory.displayedState.shows(editing: editing), !view.accessory.isHidden,
        resolvedStyle(of: options) == .header
      else { continue }
      return view.tapHandler
    }
    return nil
  }

  /// The side an accessory goes on, and its rank there counted from the edge (custom views
  /// have none: their placement's position decides).
  private func side(of accessory: UICellAccessory) -> (leading: Bool, rank: Int?) {
    switch accessory.kind {
    case .delete: return (true, 0)
    case .insert: return (true, 1)
    case .multiselect: return (true, 2)
    case .outlineDisclosure(let options, _):
      return resolvedStyle(of: options) == .header ? (false, 2) : (true, 3)
    case .reorder: return (false, 0)
    case .disclosureIndicator: return (false, 1)
    case .checkmark: return (false, 3)
    case .label: return (false, 4)
    case .customView(let configuration):
      switch configuration.placement {
      case .leading: return (true, nil)
      case .trailing: return (false, nil)
      }
    }
  }

  /// The accessory views of each side that show in `editing` mode, ordered from the edge
  /// inwards: the system kinds by rank, then each custom view at its placement's position.
  func arrangedAccessories(editing: Bool) -> (
    leading: [CellAccessoryView], trailing: [CellAccessoryView]
  ) {
    var leading: [CellAccessoryView] = []
    var trailing: [CellAccessoryView] = []
    let shown = accessoryStorage.filter { $0.accessory.displayedState.shows(editing: editing) }
    let ranked = shown.compactMap { view -> (CellAccessoryView, Bool, Int)? in
      let s = side(of: view.accessory)
      return s.rank.map { (view, s.leading, $0) }
    }
    for (view, isLeading, _) in ranked.sorted(by: { $0.2 < $1.2 }) {
      if isLeading { leading.append(view) } else { trailing.append(view) }
    }
    for view in shown {
      guard case .customView(let configuration) = view.accessory.kind else { continue }
      switch configuration.placement {
      case .leading(_, let position):
        let i = position(leading.map(\.accessory))
        leading.insert(view, at: min(max(i, 0), leading.count))
      case .trailing(_, let position):
        let i = position(trailing.map(\.accessory))
        trailing.insert(view, at: min(max(i, 0), trailing.count))
      }
    }
    return (leading, trailing)
  }

  /// Where the shown accessories and the content view go in `b`: leading accessories from
  /// the leading edge, trailing ones from the trailing edge (mirrored in right-to-left
  /// layouts), the content view in the room between them.
  /// The indentation (`indentationLevel` times `indentationWidth`) moves the content view
  /// and, with `indentsAccessories`, the leading accessories towards the trailing side.
  func accessoryFrames(
    in b: CGRect, leading: [CellAccessoryView], trailing: [CellAccessoryView]
  ) -> (accessories: [(CellAccessoryView, CGRect)], content: CGRect) {
    var frames: [(CellAccessoryView, CGRect)] = []
    let indent = indentation
    let shift = indentsAccessories ? indent : 0
    var x = b.minX + shift + Self.accessoryEdgeInset
    var contentMinX = b.minX + shift
    for view in leading {
      let w = view.slotWidth(height: b.height)
      frames.append((view, CGRect(x: x, y: b.minY, width: w, height: b.height)))
      contentMinX = x + w
      x += w + Self.accessorySpacing
    }
    if !indentsAccessories { contentMinX += indent }
    var maxX = b.maxX - Self.accessoryEdgeInset
    var contentMaxX = b.maxX
    for view in trailing {
      let w = view.slotWidth(height: b.height)
      frames.append((view, CGRect(x: maxX - w, y: b.minY, width: w, height: b.height)))
      contentMaxX = maxX - w
      maxX -= w + Self.accessorySpacing
    }
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      for i in frames.indices {
        frames[i].1.origin.x = b.minX + b.maxX - frames[i].1.maxX
      }
      (contentMinX, contentMaxX) = (b.minX + b.maxX - contentMaxX, b.minX + b.maxX - contentMinX)
    }
    let content = CGRect(
      x: contentMinX, y: b.minY, width: max(0, contentMaxX - contentMinX), height: b.height)
    return (frames, content)
  }

  /// The width the content view gets in a cell `width` wide and `height` tall.
  func contentWidth(forCellWidth width: CGFloat, height: CGFloat) -> CGFloat {
    guard !accessoryStorage.isEmpty else { return max(0, width - indentation) }
    let (leading, trailing) = arrangedAccessories(editing: configurationState.isEditing)
    return accessoryFrames(
      in: CGRect(x: 0, y: 0, width: width, height: height), leading: leading, trailing: trailing
    ).content.width
  }

  /// Places the accessories that show in `state` at their edges, each in a slot as tall as
  /// the cell, and gives the content view the width between them; turns outline disclosures
  /// down while the item is expanded and shows the selection of multiselect circles. Inside
  /// an animation block, accessories that come slide in from their side and fade in, and
  /// those that go fade out.
  func layoutAccessories(for state: UICellConfigurationState) {
    let (leading, trailing) = arrangedAccessories(editing: state.isEditing)
    let shown = Set((leading + trailing).map(ObjectIdentifier.init))
    let placed = accessoryFrames(in: bounds, leading: leading, trailing: trailing)
    let animated = UIView.currentAnimationContext(for: self) != nil && window != nil
    for (view, frame) in placed.accessories {
      if animated && !view.isShownInCell {
        // Appearing: from beyond its own side of the cell, and transparent.
        let slide = frame.midX < bounds.midX ? -frame.maxX : bounds.maxX - frame.minX
        UIView.performWithoutAnimation {
          view.frame = frame.offsetBy(dx: slide, dy: 0)
          view.alpha = 0
          view.isHidden = view.accessory.isHidden
        }
      }
      view.frame = frame
    }
    contentView.frame = placed.content
    for view in accessoryStorage {
      let isShown = shown.contains(ObjectIdentifier(view))
      view.showInCell(isShown, animated: animated, cellBounds: bounds)
      if case .outlineDisclosure(let options, _) = view.accessory.kind {
        view.setPointingDown(state.isExpanded, animated: window != nil && view.window != nil)
        view.setOutlineHeaderStyle(resolvedStyle(of: options) == .header)
      }
      if case .multiselect = view.accessory.kind {
        view.showSelection(state.isSelected, tint: view.accessory.tintColor ?? tintColor)
      }
    }
  }
}
