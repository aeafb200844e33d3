import Foundation

extension UISplitViewController {
  /// The width from which an automatic triple-column split shows all three columns.
  static let threeColumnWidth: CGFloat = 1100
  /// The duration of column changes.
  static let columnAnimationDuration: TimeInterval = 0.3

  /// The display mode an expanded split `width` points wide uses.
  func resolvedDisplayMode(width: CGFloat) -> DisplayMode {
    var mode = temporaryDisplayMode ?? preferredDisplayMode
    if mode == .automatic {
      if style == .tripleColumn {
        mode = width >= Self.threeColumnWidth ? .twoBesideSecondary : .oneBesideSecondary
      } else {
        mode = .oneBesideSecondary
      }
    }
    if style != .tripleColumn {
      switch mode {
      case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
      case .twoOverSecondary: mode = .oneOverSecondary
      default: break
      }
    }
    return mode
  }

  /// The frames of the shown columns in a `size` split in `mode`, and whether the side
  /// columns lie over the secondary.
  func columnFrames(size: CGSize, mode: DisplayMode) -> (frames: [Column: CGRect], overlay: Bool) {
    let (w, h) = (size.width, size.height)
    let pw = min(primaryColumnWidth, w)
    let sw = min(supplementaryColumnWidth, w)
    func rect(_ x: CGFloat, _ width: CGFloat) -> CGRect {
      CGRect(x: x, y: 0, width: max(0, width), height: h)
    }
    let full = rect(0, w)
    if style == .tripleColumn {
      switch mode {
      case .oneBesideSecondary:
        return ([.supplementary: rect(0, sw), .secondary: rect(sw, w - sw)], false)
      case .oneOverSecondary:
        return ([.supplementary: rect(0, sw), .secondary: full], true)
      case .twoBesideSecondary:
        return (
          [
            .primary: rect(0, pw), .supplementary: rect(pw, sw),
            .secondary: rect(pw + sw, w - pw - sw),
          ],
          false
        )
      case .twoOverSecondary:
        return ([.primary: rect(0, pw), .supplementary: rect(pw, sw), .secondary: full], true)
      case .twoDisplaceSecondary:
        return (
          [.primary: rect(0, pw), .supplementary: rect(pw, sw), .secondary: rect(pw + sw, w - sw)],
          false
        )
      default:
        return ([.secondary: full], false)
      }
    }
    switch mode {
    case .oneBesideSecondary:
      return ([.primary: rect(0, pw), .secondary: rect(pw, w - pw)], false)
    case .oneOverSecondary:
      return ([.primary: rect(0, pw), .secondary: full], true)
    default:
      return ([.secondary: full], false)
    }
  }

  /// Collapses or expands for the current width, then places the columns.
  func layoutColumns(animated: Bool) {
    guard let container = viewIfLoaded as? SplitContainerView, !isLayingOutColumns else { return }
    isLayingOutColumns = true
    defer { isLayingOutColumns = false }
    let size = container.bounds.size
    let narrow = size.width < Self.collapseWidth
    if narrow != isCollapsed {
      if narrow { collapse() } else { expand() }
      applyPrimaryBackground()
    }
    var frames: [Column: CGRect] = [:]
    var overlay = false
    if isCollapsed {
      let top: Column = columns[.compact] != nil ? .compact : .primary
      frames[top] = CGRect(origin: .zero, size: size)
    } else {
      let mode = resolvedDisplayMode(width: size.width)
      if mode != displayMode {
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
      }
      (frames, overlay) = columnFrames(size: size, mode: displayMode)
    }
    place(frames, overlay: overlay, in: container, animated: animated && container.window != nil)
  }

  private func place(
    _ frames: [Column: CGRect], overlay: Bool, in container: SplitContainerView, animated: Bool
  ) {
    let visible = isAppearingOrAppeared
    let order: [Column] = [.secondary, .supplementary, .primary, .compact]
    var appearing: [UIViewController] = []
    var disappearing: [UIViewController] = []
    for column in order {
      guard let vc = columns[column] else { continue }
      let shown = frames[column] != nil
      let inContainer = vc.viewIfLoaded?.superview === container
      if shown && !inContainer {
        if visible { vc.beginAppearanceTransition(true, animated: animated) }
        let v = vc.view!
        v.autoresizingMask = []
        let target = frames[column]!
        v.frame =
          animated && column != .secondary
          ? target.offsetBy(dx: -target.maxX, dy: 0) : target
        container.addSubview(v)
        appearing.append(vc)
      } else if !shown && inContainer {
        if visible { vc.beginAppearanceTransition(false, animated: animated) }
        disappearing.append(vc)
      }
    }
    // Stacking: secondary, dimming, supplementary, primary, separators on top.
    if let v = columns[.secondary]?.viewIfLoaded, v.superview === container {
      container.sendSubviewToBack(v)
    }
    container.dimmingView.isHidden = !overlay
    container.dimmingView.frame = container.bounds
    container.bringSubviewToFront(container.dimmingView)
    for column in [Column.supplementary, .primary, .compact] {
      if let v = columns[column]?.viewIfLoaded, v.superview === container {
        container.bringSubviewToFront(v)
      }
    }
    let separatorEdges: [CGFloat] =
      overlay || isCollapsed
      ? [] : [Column.primary, .supplementary].compactMap { frames[$0]?.maxX }
    container.setSeparators(at: separatorEdges, height: container.bounds.height)
    let apply = {
      for (column, frame) in frames {
        self.columns[column]?.viewIfLoaded?.frame = frame
      }
      for vc in disappearing {
        if let v = vc.viewIfLoaded { v.frame = v.frame.offsetBy(dx: -v.frame.maxX, dy: 0) }
      }
    }
    let finish = {
      for vc in disappearing {
        if let v = vc.viewIfLoaded, v.superview === container, !self.isShown(vc) {
          v.removeFromSuperview()
        }
        if visible { vc.endAppearanceTransition() }
      }
      if visible { for vc in appearing { vc.endAppearanceTransition() } }
    }
    if animated {
      UIView.animate(
        withDuration: Self.columnAnimationDuration, delay: 0, options: .curveEaseInOut,
        animations: apply, completion: { _ in finish() })
    } else {
      UIView.performWithoutAnimation(apply)
      finish()
    }
  }

  /// Whether `vc` is one of the columns laid out as shown now.
  func isShown(_ vc: UIViewController) -> Bool {
    guard let v = viewIfLoaded else { return false }
    let frames: [Column: CGRect]
    if isCollapsed {
      frames = [(columns[.compact] != nil ? Column.compact : .primary): v.bounds]
    } else {
      frames = columnFrames(size: v.bounds.size, mode: displayMode).frames
    }
    return frames.keys.contains { columns[$0] === vc }
  }

  /// A tap on the dimmed secondary hides the side columns lying over it.
  func dimmingTapped() {
    if style == .tripleColumn && displayMode == .oneOverSecondary {
      hide(.supplementary)
    } else {
      hide(.primary)
    }
  }
}

/// What collapsing moved onto the primary column's stack.
struct CollapseRecord {
  var primaryCount = 0
  var supplementary: [UIViewController]?
  var secondary: [UIViewController]?
  /// A classic split's secondary controller that is not a navigation controller, pushed whole.
  var secondaryItself: UIViewController?

  mutating func forget(_ column: UISplitViewController.Column) {
    switch column {
    case .supplementary: supplementary = nil
    case .secondary:
      secondary = nil
      secondaryItself = nil
    default: break
    }
  }
}
