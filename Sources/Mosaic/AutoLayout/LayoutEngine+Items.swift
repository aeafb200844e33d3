import Foundation

extension LayoutEngine {
  /// The item for a view or guide, registered (with its parent chain) on first use.
  func retain(_ object: AnyObject) -> EngineItem {
    let id = ObjectIdentifier(object)
    if let item = items[id] {
      item.refs += 1
      return item
    }
    let isHost = object === host
    let variables: LayoutVariables
    if let view = object as? UIView {
      variables = view.autoLayout.variables
      view.autoLayout.registrations += 1
    } else {
      variables = (object as! UILayoutGuide).variables
    }
    let item = EngineItem(object: object, variables: variables, isHost: isHost)
    item.refs = 1
    items[id] = item
    for v in [variables.minX, variables.minY, variables.width, variables.height] {
      itemsByVariable[v] = item
    }
    unreadItems.append(item)
    // The weakest of constraints keeps every variable determined, so ambiguous layouts come
    // out the same every time (at zero). They join the solver after the constraints that
    // registered the item.
    for v in [variables.minX, variables.minY, variables.width, variables.height] {
      let stay = Constraint.stay(v, strength: Strength(1))
      pendingStays.append(stay)
      item.stays.append(stay)
    }
    if !isHost {
      if let view = object as? UIView, let superview = view.superview {
        item.parent = retain(superview)
      } else if let guide = object as? UILayoutGuide, let owner = guide.owningView {
        item.parent = retain(owner)
        if guide.role == .readableContent {
          item.dependencies.append(retain(owner.layoutMarginsGuide))
        }
      }
    }
    refresh(item)
    return item
  }

  /// Drops one use of an item; the last removes its constraints and releases its parent.
  func release(_ item: EngineItem) {
    item.refs -= 1
    guard item.refs == 0 else { return }
    if pendingStays.isEmpty {
      solverRemovals += item.stays
    } else {
      for stay in item.stays {
        if let index = pendingStays.lastIndex(where: { $0 === stay }) {
          pendingStays.remove(at: index)
        } else {
          solverRemovals.append(stay)
        }
      }
    }
    item.stays = []
    replace(&item.fixed, with: [])
    replace(&item.intrinsic, with: [])
    let v = item.variables
    for variable in [v.minX, v.minY, v.width, v.height] where itemsByVariable[variable] === item {
      itemsByVariable[variable] = nil
    }
    if let object = item.object {
      items[ObjectIdentifier(object)] = nil
      wrappingLabels[ObjectIdentifier(object)] = nil
      if let view = object as? UIView, let s = view.autoLayoutStorage {
        s.registrations -= 1
        if !isFitting { s.solvedFrame = nil }
      }
    } else {
      items = items.filter { $0.value !== item }
    }
    if let parent = item.parent { release(parent) }
    for d in item.dependencies { release(d) }
    item.parent = nil
    item.dependencies = []
  }

  /// Replaces one set of the engine's own constraints. The old ones leave the solver with the
  /// next batch of removals; the new ones join it at once, or, while changed items are being
  /// refreshed, with the next batch of additions, so that replacing the constraints of many
  /// items costs one batch of removals.
  func replace(_ current: inout [EngineLayoutConstraint], with new: [EngineLayoutConstraint]) {
    for c in current {
      c.isCurrent = false
      if let record = records.removeValue(forKey: ObjectIdentifier(c)) { drop(record) }
    }
    current = new
    if deferringOwnConstraints {
      pendingOwnAdds += new
    } else {
      for c in new { insert(c) }
    }
  }

  /// Replaces one set of the engine's own constraints with one that differs only in its
  /// constants where it can: each constraint whose counterpart has the same terms, relation
  /// and priority has its constant changed in the solver in place (no row is removed or
  /// built); the others are replaced as `replace(_:with:)` does.
  func replaceConstants(
    _ current: inout [EngineLayoutConstraint], with new: [EngineLayoutConstraint]
  ) {
    guard current.count == new.count, solverRemovals.isEmpty else {
      replace(&current, with: new)
      return
    }
    for (old, made) in zip(current, new) {
      old.isCurrent = false
      guard let record = records.removeValue(forKey: ObjectIdentifier(old)) else {
        if deferringOwnConstraints { pendingOwnAdds.append(made) } else { insert(made) }
        continue
      }
      if let previous = record.solverConstraint, made.priority == old.priority,
        made.solverRelation == old.solverRelation
      {
        let replacement = Constraint(
          made.expression, made.solverRelation, 0, strength: made.priority.strength,
          tracksRemoval: true)
        if solver.replaceConstant(of: previous, with: replacement) {
          let moved = ConstraintRecord(constraint: made, order: record.order)
          moved.solverConstraint = replacement
          records[ObjectIdentifier(made)] = moved
          continue
        }
      }
      drop(record)
      if deferringOwnConstraints { pendingOwnAdds.append(made) } else { insert(made) }
    }
    current = new
  }

  /// Makes the item's own constraints again when what they are made from changed.
  func refresh(_ item: EngineItem) {
    guard let object = item.object else { return }
    var fixed: [EngineLayoutConstraint] = []
    var signature: [Double] = []
    if item.isHost, let view = object as? UIView {
      (fixed, signature) = hostConstraints(view, item)
    } else if let view = object as? UIView, let parent = item.parent {
      if view.translatesAutoresizingMaskIntoConstraints && !(isFitting && view === host) {
        (fixed, signature) = autoresizingConstraints(view, item, parent)
      }
    } else if let guide = object as? UILayoutGuide, let parent = item.parent {
      (fixed, signature) = guideConstraints(guide, item, parent)
    }
    if signature != item.fixedSignature || fixed.count != item.fixed.count {
      item.fixedSignature = signature
      replaceConstants(&item.fixed, with: fixed)
    }
    refreshIntrinsic(item)
  }

  // MARK: The host

  func hostConstraints(_ view: UIView, _ item: EngineItem) -> ([EngineLayoutConstraint], [Double]) {
    let size = isFitting ? fittingSize : view.bounds.size
    let (hp, vp) = isFitting ? fittingPriorities : (.required, .required)
    let v = item.variables
    let w = size.width.isFinite ? size.width : 0
    let h = size.height.isFinite ? size.height : 0
    let signature = [Double(w), Double(h), Double(hp.rawValue), Double(vp.rawValue)]
    // Unchanged: the current constraints stand (nothing is built or formatted).
    if signature == item.fixedSignature && item.fixed.count == 4 { return (item.fixed, signature) }
    let name = { layoutItemName(view) }
    let n = formatLayoutNumber
    let constraints = [
      EngineLayoutConstraint(
        LinearExpression(v.minX), .equal, priority: .required, identifier: nil,
        body: "\(name()).minX == 0", axis: .horizontal),
      EngineLayoutConstraint(
        LinearExpression(v.minY), .equal, priority: .required, identifier: nil,
        body: "\(name()).minY == 0", axis: .vertical),
      EngineLayoutConstraint(
        LinearExpression(v.width) - Double(w), .equal, priority: hp,
        identifier: "UIView-Encapsulated-Layout-Width",
        body: "\(name()).width == \(n(w))" + (hp.isRequired ? "" : " @\(n(CGFloat(hp.rawValue)))"),
        axis: .horizontal),
      EngineLayoutConstraint(
        LinearExpression(v.height) - Double(h), .equal, priority: vp,
        identifier: "UIView-Encapsulated-Layout-Height",
        body: "\(name()).height == \(n(h))" + (vp.isRequired ? "" : " @\(n(CGFloat(vp.rawValue)))"),
        axis: .vertical),
    ]
    return (constraints, signature)
  }

  // MARK: Autoresizing masks

  /// The constraints standing for a view's frame and autoresizing mask: along each axis the
  /// offset and the size, each a constant plus the share of the superview's size change the
  /// mask gives it. A mask that is flexible nowhere along an axis keeps the far margin
  /// flexible, as UIKit's do (`h=--&`).
  func autoresizingConstraints(_ view: UIView, _ item: EngineItem, _ parent: EngineItem)
    -> ([EngineLayoutConstraint], [Double])
  {
    let frame = view.untransformedFrame
    let container = view.superview?.bounds.size ?? .zero
    let mask = view.autoresizingMask
    func shares(
      lead: CGFloat, size: CGFloat, trail: CGFloat, flexLead: Bool, flexSize: Bool,
      flexTrail: Bool
    ) -> (CGFloat, CGFloat, () -> String) {
      let fl = flexLead
      let fs = flexSize
      var ft = flexTrail
      if !fl && !fs && !ft { ft = true }
      let parts = [fl ? max(lead, 0) : 0, fs ? max(size, 0) : 0, ft ? max(trail, 0) : 0]
      let flags = [fl, fs, ft]
      let count = CGFloat(flags.filter { $0 }.count)
      let total = parts.reduce(0, +)
      let s = total > 0 ? parts.map { $0 / total } : flags.map { $0 ? 1 / count : 0 }
      return (s[0], s[1], { flags.map { $0 ? "&" : "-" }.joined() })
    }
    let (hl, hs, hCode) = shares(
      lead: frame.minX, size: frame.width, trail: container.width - frame.maxX,
      flexLead: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
      flexTrail: mask.contains(.flexibleRightMargin))
    let (vl, vs, vCode) = shares(
      lead: frame.minY, size: frame.height, trail: container.height - frame.maxY,
      flexLead: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
      flexTrail: mask.contains(.flexibleBottomMargin))
    let v = item.variables
    let p = parent.variables
    let x0 = Double(frame.minX - container.width * hl)
    let w0 = Double(frame.width - container.width * hs)
    let y0 = Double(frame.minY - container.height * vl)
    let h0 = Double(frame.height - container.height * vs)
    let signature = [x0, Double(hl), w0, Double(hs), y0, Double(vl), h0, Double(vs)]
    // Unchanged: the current constraints stand (nothing is built or formatted).
    if signature == item.fixedSignature && item.fixed.count == 4 { return (item.fixed, signature) }
    let n = formatLayoutNumber
    func make(
      _ e: LinearExpression, _ body: @autoclosure @escaping () -> String,
      _ axis: NSLayoutConstraint.Axis
    ) -> EngineLayoutConstraint {
      EngineLayoutConstraint(
        e, .equal, priority: .required, className: "NSAutoresizingMaskLayoutConstraint",
        identifier: nil, body: "h=\(hCode()) v=\(vCode()) \(layoutItemName(view)).\(body())",
        axis: axis)
    }
    let constraints = [
      make(
        LinearExpression(v.minX) - p.minX - LinearExpression(p.width) * Double(hl) - x0,
        "minX == \(n(frame.minX))", .horizontal),
      make(
        LinearExpression(v.width) - LinearExpression(p.width) * Double(hs) - w0,
        "width == \(n(frame.width))", .horizontal),
      make(
        LinearExpression(v.minY) - p.minY - LinearExpression(p.height) * Double(vl) - y0,
        "minY == \(n(frame.minY))", .vertical),
      make(
        LinearExpression(v.height) - LinearExpression(p.height) * Double(vs) - h0,
        "height == \(n(frame.height))", .vertical),
    ]
    return (constraints, signature)
  }

  // MARK: Guides

  func guideConstraints(_ guide: UILayoutGuide, _ item: EngineItem, _ parent: EngineItem)
    -> ([EngineLayoutConstraint], [Double])
  {
    guard let view = guide.owningView else { return ([], []) }
    let g = item.variables
    let p = parent.variables
    let name = layoutItemName(guide)
    let owner = layoutItemName(view)
    let n = formatLayoutNumber
    func make(
      _ e: LinearExpression, _ body: String, _ axis: NSLayoutConstraint.Axis,
      relation: ConstraintRelation = .equal, priority: UILayoutPriority = .required,
      identifier: String? = nil
    ) -> EngineLayoutConstraint {
      EngineLayoutConstraint(
        e, relation, priority: priority, identifier: identifier, body: body, axis: axis)
    }
    func inset(_ insets: UIEdgeInsets, _ kind: String) -> [EngineLayoutConstraint] {
      [
        make(
          LinearExpression(g.minX) - p.minX - Double(insets.left),
          "\(name).left == \(owner).left + \(n(insets.left))", .horizontal,
          identifier: "UIView-left\(kind)-guide-constraint"),
        make(
          LinearExpression(g.minY) - p.minY - Double(insets.top),
          "\(name).top == \(owner).top + \(n(insets.top))", .vertical,
          identifier: "UIView-top\(kind)-guide-constraint"),
        make(
          LinearExpression(g.width) - p.width + Double(insets.left + insets.right),
          "\(name).right == \(owner).right - \(n(insets.right))", .horizontal,
          identifier: "UIView-right\(kind)-guide-constraint"),
        make(
          LinearExpression(g.height) - p.height + Double(insets.top + insets.bottom),
          "\(name).bottom == \(owner).bottom - \(n(insets.bottom))", .vertical,
          identifier: "UIView-bottom\(kind)-guide-constraint"),
      ]
    }
    func values(_ i: UIEdgeInsets) -> [Double] {
      [Double(i.top), Double(i.left), Double(i.bottom), Double(i.right)]
    }
    switch guide.role {
    case .app:
      return ([], [])
    case .layoutMargins:
      let m = view.layoutMargins
      return (inset(m, "Margin"), values(m))
    case .safeArea:
      let s = view.safeAreaInsets
      return (inset(s, "SafeArea"), values(s))
    case .readableContent:
      guard let margins = item.dependencies.first?.variables else { return ([], []) }
      let m = margins
      let limit = Double(AutoLayout.readableWidth)
      return (
        [
          make(
            LinearExpression(g.minY) - m.minY, "\(name).top == UIViewLayoutMarginsGuide.top",
            .vertical),
          make(
            LinearExpression(g.height) - m.height,
            "\(name).height == UIViewLayoutMarginsGuide.height", .vertical),
          make(
            LinearExpression(g.minX) * 2 + g.width - LinearExpression(m.minX) * 2 - m.width,
            "\(name).centerX == UIViewLayoutMarginsGuide.centerX", .horizontal),
          make(
            LinearExpression(g.width) - limit, "\(name).width <= \(n(CGFloat(limit)))",
            .horizontal, relation: .lessOrEqual),
          make(
            LinearExpression(g.width) - m.width, "\(name).width <= UIViewLayoutMarginsGuide.width",
            .horizontal, relation: .lessOrEqual),
          make(
            LinearExpression(g.width) - m.width,
            "\(name).width == UIViewLayoutMarginsGuide.width @999", .horizontal, priority: 999),
        ], [1]
      )
    case .scrollContent:
      return (
        [
          make(LinearExpression(g.minX) - p.minX, "\(name).left == \(owner).left", .horizontal),
          make(LinearExpression(g.minY) - p.minY, "\(name).top == \(owner).top", .vertical),
        ], [0]
      )
    case .placed:
      let f = guide.placedFrame
      let weak = guide.placedWeakEdge
      func priority(_ edge: NSLayoutConstraint.Attribute) -> UILayoutPriority {
        weak?.edge == edge ? weak!.priority : .required
      }
      return (
        [
          make(
            LinearExpression(g.minX) - p.minX - Double(f.minX),
            "\(name).left == \(owner).left + \(n(f.minX))", .horizontal,
            priority: priority(.left)),
          make(
            LinearExpression(g.minX) + g.width - p.minX - Double(f.maxX),
            "\(name).right == \(owner).left + \(n(f.maxX))", .horizontal,
            priority: priority(.right)),
          make(
            LinearExpression(g.minY) - p.minY - Double(f.minY),
            "\(name).top == \(owner).top + \(n(f.minY))", .vertical),
          make(
            LinearExpression(g.height) - Double(f.height),
            "\(name).height == \(n(f.height))", .vertical),
        ],
        [
          Double(f.minX), Double(f.minY), Double(f.width), Double(f.height),
          Double(weak?.priority.rawValue ?? 0), Double(weak?.edge.rawValue ?? 0),
        ]
      )
    case .scrollFrame:
      let o = view.bounds.origin
      return (
        [
          make(
            LinearExpression(g.minX) - p.minX - Double(o.x),
            "\(name).left == \(owner).left + \(n(o.x))", .horizontal),
          make(
            LinearExpression(g.minY) - p.minY - Double(o.y),
            "\(name).top == \(owner).top + \(n(o.y))", .vertical),
          make(LinearExpression(g.width) - p.width, "\(name).width == \(owner).width", .horizontal),
          make(
            LinearExpression(g.height) - p.height, "\(name).height == \(owner).height", .vertical),
        ], [Double(o.x), Double(o.y)]
      )
    }
  }

  // MARK: Intrinsic content size

  /// Makes the content-size constraints again when the view's intrinsic size or its
  /// priorities changed; labels' baseline constraints follow their text's height.
  func refreshIntrinsic(_ item: EngineItem) {
    guard let view = item.object as? UIView else { return }
    let takesPart =
      (isFitting && view === host)
      || (!item.isHost && !view.translatesAutoresizingMaskIntoConstraints)
    // What the constraints are made from, per axis that has an intrinsic size; they are made
    // only when it differs from the last time.
    typealias Axis = (
      value: CGFloat, variable: ConstraintVariable, attribute: String, hug: UILayoutPriority,
      resist: UILayoutPriority, axis: NSLayoutConstraint.Axis
    )
    var axes: [Axis] = []
    var signature: [Double] = []
    if takesPart {
      if let text = view as? AutoLayoutText, text.wrapsAtLayoutWidth {
        wrappingLabels[ObjectIdentifier(text)] = item
        text.autoLayout.layoutWidth = item.wrapWidth
      }
      let size = view.intrinsicContentSize
      let s = view.autoLayout
      let v = item.variables
      for a: Axis in [
        (size.width, v.width, "width", s.huggingHorizontal, s.compressionHorizontal, .horizontal),
        (size.height, v.height, "height", s.huggingVertical, s.compressionVertical, .vertical),
      ] where a.value != UIView.noIntrinsicMetric && a.value.isFinite && a.value >= 0 {
        axes.append(a)
        signature += [
          Double(a.axis.rawValue), Double(a.value), Double(a.hug.rawValue),
          Double(a.resist.rawValue),
        ]
      }
    }
    guard signature != item.intrinsicSignature || axes.count * 2 != item.intrinsic.count else {
      return
    }
    let name = layoutItemName(view)
    let n = formatLayoutNumber
    var constraints: [EngineLayoutConstraint] = []
    for a in axes {
      // Formatted only when a description asks for it.
      let body = {
        "\(name).\(a.attribute) == \(n(a.value)) Hug:\(n(CGFloat(a.hug.rawValue))) "
          + "CompressionResistance:\(n(CGFloat(a.resist.rawValue)))"
      }
      constraints.append(
        EngineLayoutConstraint(
          LinearExpression(a.variable) - Double(a.value), .lessOrEqual, priority: a.hug,
          className: "NSContentSizeLayoutConstraint", identifier: nil, body: body(), axis: a.axis))
      constraints.append(
        EngineLayoutConstraint(
          LinearExpression(a.variable) - Double(a.value), .greaterOrEqual, priority: a.resist,
          className: "NSContentSizeLayoutConstraint", identifier: nil, body: body(), axis: a.axis))
    }
    item.intrinsicSignature = signature
    replaceConstants(&item.intrinsic, with: constraints)
    if view is AutoLayoutText {
      for c in view.autoLayoutStorage?.referencing ?? [] {
        if let record = records[ObjectIdentifier(c)], record.usesBaseline { constraintChanged(c) }
      }
    }
  }

  /// Gives multi-line labels the width the last solve gave them, so their intrinsic height
  /// wraps at it (UIKit's second layout pass). Returns whether any changed.
  func refreshWrappingLabels() -> Bool {
    guard !wrappingLabels.isEmpty else { return false }
    var changed = false
    for (_, item) in wrappingLabels {
      guard item.object is AutoLayoutText, item.refs > 0 else { continue }
      addQueuedStays()
      removeQueuedSolverConstraints()
      let width = CGFloat(solver.value(of: item.variables.width))
      guard width.isFinite, width > 0 else { continue }
      if let old = item.wrapWidth, abs(old - width) < 0.01 { continue }
      item.wrapWidth = width
      let before = item.intrinsicSignature
      refreshIntrinsic(item)
      if item.intrinsicSignature != before { changed = true }
    }
    if changed { flush() }
    return changed
  }
}
