import Foundation

extension UISplitViewController {
  private var primaryNavigation: UINavigationController? {
    columns[.primary] as? UINavigationController
  }

  /// Collapses to one stack: the compact column's controller when there is one; else the
  /// primary column's navigation controller, onto which the supplementary and secondary
  /// stacks are moved up to the column the delegate puts on top (`.secondary` proposed).
  func collapse() {
    var record = CollapseRecord()
    if columns[.compact] == nil, let primary = primaryNavigation {
      let top =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        ?? .secondary
      record.primaryCount = primary.viewControllers.count
      var moved: [UIViewController] = []
      if style == .tripleColumn, top != .primary,
        let supplementary = columns[.supplementary] as? UINavigationController
      {
        record.supplementary = supplementary.viewControllers
        moved += supplementary.viewControllers
        supplementary.setViewControllers([], animated: false)
      }
      if top == .secondary, let secondary = columns[.secondary] {
        if let nav = secondary as? UINavigationController {
          record.secondary = nav.viewControllers
          moved += nav.viewControllers
          nav.setViewControllers([], animated: false)
        } else {
          detachColumn(.secondary)
          record.secondaryItself = secondary
          moved.append(secondary)
        }
      }
      if !moved.isEmpty {
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
      }
    }
    collapseRecord = record
    isCollapsed = true
    delegate?.splitViewControllerDidCollapse(self)
  }

  /// Expands back to columns: what was pushed beyond the primary column's own controllers
  /// goes to the supplementary (in a triple-column split) and secondary columns; columns
  /// whose controllers were popped while collapsed get their former stacks back.
  func expand() {
    isCollapsed = false
    let record = collapseRecord ?? CollapseRecord()
    collapseRecord = nil
    if columns[.compact] == nil, let primary = primaryNavigation {
      let stack = primary.viewControllers
      let keep = min(max(record.primaryCount, 1), stack.count)
      var rest = Array(stack[keep...])
      if !rest.isEmpty { primary.setViewControllers(Array(stack[..<keep]), animated: false) }
      if style == .tripleColumn, let nav = columns[.supplementary] as? UINavigationController {
        let count = max(record.supplementary?.count ?? 0, 1)
        if rest.count > 0 {
          let part = Array(rest.prefix(count))
          rest.removeFirst(part.count)
          nav.setViewControllers(part, animated: false)
        } else if let saved = record.supplementary {
          nav.setViewControllers(saved, animated: false)
        }
      }
      if let secondary = record.secondaryItself {
        let without = primary.viewControllers.filter { $0 !== secondary }
        if without.count != primary.viewControllers.count {
          primary.setViewControllers(without, animated: false)
        }
        attachColumn(secondary, .secondary)
      } else if let nav = columns[.secondary] as? UINavigationController {
        if !rest.isEmpty {
          nav.setViewControllers(rest, animated: false)
        } else if let saved = record.secondary {
          nav.setViewControllers(saved, animated: false)
        }
      }
    }
    let proposed = resolvedDisplayMode(width: viewIfLoaded?.bounds.width ?? 0)
    if let d = delegate {
      let chosen = d.splitViewController(
        self, displayModeForExpandingToProposedDisplayMode: proposed)
      if chosen != proposed { temporaryDisplayMode = chosen }
    }
    delegate?.splitViewControllerDidExpand(self)
  }

  /// Takes a column's controller out of the split (its view and containment).
  private func detachColumn(_ column: Column) {
    guard let vc = columns[column] else { return }
    removeColumnView(vc)
    vc.willMove(toParent: nil)
    vc.removeFromParent()
    columns[column] = nil
  }

  private func attachColumn(_ vc: UIViewController, _ column: Column) {
    if vc.parent !== self {
      addChild(vc)
      vc.didMove(toParent: self)
    }
    columns[column] = vc
  }

  /// Removes a column controller's view from the container, with the disappearance callbacks
  /// when it was shown.
  func removeColumnView(_ vc: UIViewController) {
    guard let container = viewIfLoaded, let v = vc.viewIfLoaded, v.superview === container else {
      return
    }
    let visible = isAppearingOrAppeared
    if visible { vc.beginAppearanceTransition(false, animated: false) }
    v.removeFromSuperview()
    if visible { vc.endAppearanceTransition() }
  }

  /// Pushes `vc` on the collapsed interface's stack (its controllers, for a navigation
  /// controller).
  func pushCollapsed(_ vc: UIViewController) {
    let nav = (columns[.compact] as? UINavigationController) ?? primaryNavigation
    guard let nav else {
      setViewController(vc, for: .secondary)
      return
    }
    if let other = vc as? UINavigationController {
      let list = other.viewControllers
      other.setViewControllers([], animated: false)
      nav.setViewControllers(nav.viewControllers + list, animated: true)
    } else {
      nav.pushViewController(vc, animated: true)
    }
  }

  /// `show(_:)` while collapsed: showing the primary pops the stack back to its own
  /// controllers.
  func showCollapsed(_ column: Column) {
    guard column == .primary, columns[.compact] == nil, let nav = primaryNavigation else { return }
    let count = max(collapseRecord?.primaryCount ?? 1, 1)
    if nav.viewControllers.count > count {
      nav.popToViewController(nav.viewControllers[count - 1], animated: true)
    }
  }
}
