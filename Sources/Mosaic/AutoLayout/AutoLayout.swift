import Foundation

/// Auto Layout's work that is not a public member: installing constraints, keeping each
/// hierarchy's engine in step with moves of views, and answering guides' questions.
@MainActor
enum AutoLayout {
  /// The standard space between sibling views (`constraint(equalToSystemSpacingAfter:…)`).
  static let systemSpacing: CGFloat = 8

  /// The readable content guide's widest width (UIKit's readable width on a wide screen).
  static let readableWidth: CGFloat = 672

  /// The view an item stands in: the view itself, or a guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// The topmost ancestor of `view` (itself when it has no superview).
  static func root(of view: UIView) -> UIView {
    var v = view
    while !isIsland(v), let s = v.superview { v = s }
    return v
  }

  /// Whether `view` lays its subtree out with an engine of its own even inside a hierarchy:
  /// views that say so (`isAutoLayoutIsland`: collection view cells and reusable views, whose
  /// frames the collection view sets). Their
  /// constraints then never join the window's engine, so a cell scrolling in or out, or
  /// being reused, costs a solve of that cell alone. Constraints between a view inside such a
  /// view and one outside it are not supported.
  static func isIsland(_ view: UIView) -> Bool { view.isAutoLayoutIsland }

  /// The closest view that is an ancestor of (or is) every view.
  static func commonAncestor(_ views: [UIView]) -> UIView? {
    guard var candidate = views.first else { return nil }
    for view in views.dropFirst() {
      var found: UIView? = candidate
      while let c = found, !view.isDescendant(of: c) { found = c.superview }
      guard let c = found else { return nil }
      candidate = c
    }
    return candidate
  }

  /// Activates `constraint`: installs it on the closest common ancestor of its items, or
  /// refuses it with UIKit's message when there is none.
  static func install(_ constraint: NSLayoutConstraint) {
    let items = constraint.items
    let views = items.compactMap { view(of: $0) }
    guard views.count == items.count, !views.isEmpty, let ancestor = commonAncestor(views) else {
      let a = constraint.firstAnchor.description
      let b = constraint.secondAnchor?.description ?? "(null)"
      FailureReport.raise(
        .autoLayout,
        "Unable to activate constraint with anchors \(a) and \(b) because they have no common "
          + "ancestor.  Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal.")
      return
    }
    ancestor.addConstraint(constraint)
  }

  /// The message for a constraint the engine cannot take, or nil when it is well formed.
  static func malformation(of c: NSLayoutConstraint) -> String? {
    if !c.constant.isFinite {
      return "NSLayoutConstraint constant is not finite!  That's illegal.  constant:"
        + "\(c.constant.isNaN ? "nan" : c.constant > 0 ? "inf" : "-inf") firstAnchor:"
        + "\(c.firstAnchor) secondAnchor:\(c.secondAnchor?.description ?? "(null)")"
    }
    if !c.multiplier.isFinite {
      return "NSLayoutConstraint multiplier is not finite!  That's illegal.  multiplier:"
        + "\(c.multiplier) firstAnchor:\(c.firstAnchor)"
    }
    if c is EngineLayoutConstraint { return nil }
    let firstIsLocation =
      !c.first.terms.allSatisfy { $0.attribute.isDimension }
      && c.first.kind != .dimension
    if firstIsLocation && (c.second == nil || c.multiplier == 0) {
      return "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs."
    }
    if let second = c.second, first(c.first, mixesDirectionWith: second) {
      return "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    }
    return nil
  }

  private static func first(_ a: AnchorSpec, mixesDirectionWith b: AnchorSpec) -> Bool {
    let all = a.terms + b.terms
    return all.contains { $0.attribute.isDirectional }
      && all.contains { $0.attribute.isAbsoluteHorizontalEdge }
  }

  // MARK: Hierarchy changes

  /// Before `view` leaves its hierarchy (removed, or moved to another superview): the
  /// constraints between its subtree and views outside it are deactivated, as in UIKit, and
  /// the ones inside it leave the old engine.
  static func subtreeWillDetach(_ view: UIView) {
    guard let storage = view.autoLayoutStorage, storage.subtreeHasAutoLayout else { return }
    view.superview?.autoLayoutSubtreeChanged()
    // An island keeps its own engine wherever it goes.
    if isIsland(view) { return }
    let oldEngine = root(of: view).autoLayoutStorage?.engine
    var outside: [NSLayoutConstraint] = []
    forEachAutoLayoutView(in: view) { v, s in
      for item in [v as AnyObject] + s.allGuides {
        for c in referencing(item) {
          guard let installed = c.installedView else { continue }
          if !installed.isDescendant(of: view) { outside.append(c) }
        }
      }
      if let oldEngine, oldEngine.host !== v {
        for c in s.constraints { oldEngine.remove(c) }
      }
    }
    for c in outside { c.installedView?.removeConstraint(c) }
    if let engine = storage.engine {
      engine.dissolve()
      storage.engine = nil
    }
  }

  /// After `view` joined a hierarchy (or became a root): its constraints join the engine of
  /// its new root, when that root has one.
  static func subtreeDidAttach(_ view: UIView) {
    guard let storage = view.autoLayoutStorage, storage.subtreeHasAutoLayout else { return }
    view.superview?.autoLayoutSubtreeChanged()
    var ancestor = view.superview
    while let a = ancestor {
      let s = a.autoLayout
      if s.subtreeHasAutoLayout { break }
      s.subtreeHasAutoLayout = true
      ancestor = a.superview
    }
    guard view.superview != nil, !isIsland(view),
      let engine = root(of: view).autoLayoutStorage?.engine
    else {
      return
    }
    collect(view, into: engine)
  }

  /// Hands the constraints installed in `view`'s subtree to `engine`.
  static func collect(_ view: UIView, into engine: LayoutEngine) {
    forEachAutoLayoutView(in: view, skippingIslands: true) { v, s in
      for c in s.constraints { engine.add(c) }
      if s.needsUpdateConstraints { engine.markDirty() }
    }
  }

  /// Calls `body` for every view of the subtree whose storage says it has Auto Layout state,
  /// skipping subtrees without any, and, with `skippingIslands`, the islands below `view`
  /// (their own engines hold their constraints).
  static func forEachAutoLayoutView(
    in view: UIView, skippingIslands: Bool = false,
    _ body: (UIView, AutoLayoutViewStorage) -> Void
  ) {
    guard let s = view.autoLayoutStorage, s.subtreeHasAutoLayout else { return }
    body(view, s)
    for sub in view.subviews where !(skippingIslands && isIsland(sub)) {
      forEachAutoLayoutView(in: sub, skippingIslands: skippingIslands, body)
    }
  }

  /// The active constraints that mention `item`.
  static func referencing(_ item: AnyObject) -> [NSLayoutConstraint] {
    if let view = item as? UIView { return view.autoLayoutStorage?.referencing ?? [] }
    return (item as? UILayoutGuide)?.referencing ?? []
  }

  /// The engine of the hierarchy `view` is in, made when `create` and there is none yet.
  static func engine(for view: UIView, create: Bool) -> LayoutEngine? {
    let r = root(of: view)
    if let engine = r.autoLayoutStorage?.engine { return engine }
    guard create else { return nil }
    let engine = LayoutEngine(host: r)
    r.autoLayout.engine = engine
    r.autoLayout.subtreeHasAutoLayout = true
    collect(r, into: engine)
    return engine
  }

  // MARK: Queries

  /// The solved rectangle of a guide in its owning view's coordinates.
  static func solvedFrame(of guide: UILayoutGuide, in view: UIView) -> CGRect? {
    guard let engine = engine(for: view, create: false) else { return nil }
    engine.updateIfNeeded()
    guard let rect = engine.solvedRect(of: guide), let base = engine.solvedRect(of: view) else {
      return nil
    }
    return CGRect(
      x: rect.minX - base.minX, y: rect.minY - base.minY, width: rect.width, height: rect.height)
  }

  /// The active constraints (and the engine's own) that affect `item` along `axis`.
  static func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    guard let view = view(of: item), let engine = engine(for: view, create: false) else {
      return []
    }
    engine.updateIfNeeded()
    return engine.constraintsAffecting(item, axis: axis)
  }

  /// Whether `item`'s rectangle is not fully determined by its constraints.
  static func isAmbiguous(_ item: AnyObject) -> Bool {
    guard let view = view(of: item), let engine = engine(for: view, create: false) else {
      return false
    }
    engine.updateIfNeeded()
    return engine.isAmbiguous(item)
  }
}
