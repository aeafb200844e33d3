import Foundation

/// A view or layout guide in an engine: its variables, the constraints the engine keeps for
/// it, and its last solved rectangle.
@MainActor
final class EngineItem {
  /// The view or guide (not kept alive; nil once it is gone).
  var object: AnyObject? { handle.object }
  let handle: LayoutItemHandle
  let variables: LayoutVariables
  let isHost: Bool
  var refs = 0
  /// The superview's (a guide's owning view's) item: positions are relative to it.
  var parent: EngineItem?
  /// Items this one's own constraints mention besides its parent (the readable content
  /// guide's margins guide).
  var dependencies: [EngineItem] = []
  var stays: [Constraint] = []
  /// The constraints made from the item's frame and autoresizing mask, the host's size or a
  /// guide's insets, with the values they were made from.
  var fixed: [EngineLayoutConstraint] = []
  var fixedSignature: [Double] = []
  /// The content-size constraints (hugging and compression resistance).
  var intrinsic: [EngineLayoutConstraint] = []
  var intrinsicSignature: [Double] = []
  /// The rectangle of the last solve, in the engine's root coordinates, rounded to pixels.
  var solved: CGRect?
  /// For a multi-line label: the width its intrinsic height wraps at (the last solve's).
  var wrapWidth: CGFloat?
  /// Set while a read of the solution has the item in its list.
  var isUnread = false

  init(object: AnyObject, variables: LayoutVariables, isHost: Bool) {
    handle = LayoutItemHandle.of(object)
    self.variables = variables
    self.isHost = isHost
  }
}

/// An active constraint in an engine and what the engine made of it.
@MainActor
final class ConstraintRecord {
  let constraint: NSLayoutConstraint
  let order: Int
  /// The solver's constraint; nil for a constraint broken to recover from a conflict.
  var solverConstraint: Constraint?
  var items: [EngineItem] = []
  var rightToLeft = false
  var isDirectional = false
  var usesBaseline = false

  init(constraint: NSLayoutConstraint, order: Int) {
    self.constraint = constraint
    self.order = order
  }
}

/// The Auto Layout engine of one view hierarchy (held by its root view), or of one view being
/// measured by `systemLayoutSizeFitting`.
///
/// Changes (constraints activated, deactivated or edited; frames of views that enter as
/// autoresizing constraints; intrinsic sizes; margins) are queued and applied together in the
/// next layout pass: `update()` runs `updateConstraints()` bottom-up, adds and removes the
/// queued constraints incrementally in the solver, re-solves, and hands the solved frames of
/// constraint-driven views to their superviews' `layoutSubviews`. An engine with nothing
/// queued does nothing.
@MainActor
final class LayoutEngine {
  weak var host: UIView?
  /// A measuring engine: its host's size is what is solved for, and it does not touch the
  /// constraints' `engine` or the views' frames.
  let isFitting: Bool
  var fittingSize = CGSize.zero
  var fittingPriorities = (UILayoutPriority.required, UILayoutPriority.required)

  var solver = ConstraintSolver()
  var items: [ObjectIdentifier: EngineItem] = [:]
  /// The item of each variable of the items.
  var itemsByVariable: [ConstraintVariable: EngineItem] = [:]
  /// Items registered since the solution was last read: their rectangles are read whatever
  /// the solver reports.
  var unreadItems: [EngineItem] = []
  var records: [ObjectIdentifier: ConstraintRecord] = [:]
  var pendingAdds: [NSLayoutConstraint] = []
  var pendingRemovals: [ConstraintRecord] = []
  /// Solver constraints of dropped records and released stays, taken out of the solver
  /// together before the next addition or read.
  var solverRemovals: [Constraint] = []
  /// The engine's own constraints (frames, sizes, guides) made by `replace`, added with the
  /// next batch of additions.
  var pendingOwnAdds: [EngineLayoutConstraint] = []
  /// Set while the items whose frames or sizes changed are refreshed: their new constraints
  /// wait in `pendingOwnAdds`, so the old ones of all of them leave the solver together.
  var deferringOwnConstraints = false
  var dirtyItems: [EngineItem] = []
  /// Stays of newly registered items, added after the batch of constraints that registered
  /// them (see `addQueuedStays()`).
  var pendingStays: [Constraint] = []
  var wrappingLabels: [ObjectIdentifier: EngineItem] = [:]
  var directionsDirty = false
  private(set) var isDirty = false
  var nextOrder = 0

  /// How many times any engine re-solved (tests check that idle windows do no solver work).
  static var solveCount = 0
  /// Engines with queued changes, so views find quickly whether any work is waiting.
  static var dirtyEngines: [ObjectIdentifier: WeakEngine] = [:]
  struct WeakEngine { weak var engine: LayoutEngine? }

  init(host: UIView, fitting: Bool = false) {
    self.host = host
    isFitting = fitting
  }

  // MARK: Queuing changes

  func markDirty() {
    guard !isDirty else { return }
    isDirty = true
    guard !isFitting else { return }
    Self.dirtyEngines[ObjectIdentifier(self)] = WeakEngine(engine: self)
    host?.setNeedsLayout()
  }

  /// Queues an active constraint.
  func add(_ c: NSLayoutConstraint) {
    if !isFitting {
      if c.engine === self { return }
      c.engine?.remove(c)
      c.engine = self
    } else {
      if let previous = c.fittingEngine, previous !== self { previous.lostConstraints = true }
      c.fittingEngine = self
    }
    pendingAdds.append(c)
    markDirty()
  }

  /// Queues the removal of a constraint.
  func remove(_ c: NSLayoutConstraint) {
    if !isFitting {
      guard c.engine === self else { return }
      c.engine = nil
    }
    if let record = records.removeValue(forKey: ObjectIdentifier(c)) {
      pendingRemovals.append(record)
    }
    pendingAdds.removeAll { $0 === c }
    markDirty()
  }

  /// Queues a constraint whose constant or priority changed to be solved again.
  func constraintChanged(_ c: NSLayoutConstraint) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(c)) else { return }
    pendingRemovals.append(record)
    pendingAdds.append(c)
    markDirty()
  }

  /// Queues an item whose frame, mask, intrinsic size or insets changed.
  func itemChanged(_ object: AnyObject) {
    guard let item = items[ObjectIdentifier(object)] else { return }
    dirtyItems.append(item)
    markDirty()
  }

  /// Detaches every constraint (the host joined another hierarchy).
  func dissolve() {
    for record in records.values {
      if record.constraint.engine === self { record.constraint.engine = nil }
      if record.constraint.fittingEngine === self { record.constraint.fittingEngine = nil }
    }
    for c in pendingAdds {
      if c.engine === self { c.engine = nil }
      if c.fittingEngine === self { c.fittingEngine = nil }
    }
    for item in items.values {
      if let view = item.object as? UIView { view.autoLayoutStorage?.registrations -= 1 }
    }
    records.removeAll()
    pendingAdds.removeAll()
    pendingStays.removeAll()
    pendingOwnAdds.removeAll()
    solverRemovals.removeAll()
    items.removeAll()
    itemsByVariable.removeAll()
    unreadItems.removeAll()
    Self.dirtyEngines[ObjectIdentifier(self)] = nil
  }

  /// Whether a measuring engine still hears of every change of the app's constraints it
  /// holds (no other measuring engine took one of them since).
  var hearsAllItsConstraints: Bool {
    !lostConstraints && pendingAdds.allSatisfy { $0.fittingEngine === self }
  }

  /// Set when another measuring engine took one of this engine's constraints (it then
  /// hears of that constraint's changes instead).
  var lostConstraints = false

  /// Queues every item to have its own constraints (frame, size, intrinsic size, margins)
  /// checked again.
  func refreshAllItems() {
    for item in items.values { dirtyItems.append(item) }
    markDirty()
  }

  // MARK: Solving

  func updateIfNeeded() {
    if isDirty { update() }
  }

  /// Applies the queued changes, re-solves and hands out the solved frames.
  func update() {
    var passes = 0
    repeat {
      isDirty = false
      passes += 1
      if !isFitting, let host { runUpdateConstraints(in: host) }
      flush()
      Self.solveCount += 1
      if refreshWrappingLabels() || !pendingOwnAdds.isEmpty { isDirty = true }
    } while isDirty && passes < 8
    isDirty = false
    Self.dirtyEngines[ObjectIdentifier(self)] = nil
    readSolution()
  }

  /// Calls `updateConstraints()` on the views of `root`'s hierarchy that asked for it,
  /// deepest first.
  func runUpdateConstraints(in root: UIView) {
    var rounds = 0
    while rounds < 4 {
      rounds += 1
      let waiting = UIView.viewsNeedingConstraintUpdate.compactMap(\.view).filter {
        $0.autoLayoutStorage?.needsUpdateConstraints == true && AutoLayout.root(of: $0) === root
      }
      guard !waiting.isEmpty else { return }
      UIView.runConstraintUpdates(waiting)
    }
  }

  /// Applies queued removals, additions and item changes to the solver.
  func flush() {
    if directionsDirty {
      directionsDirty = false
      for record in Array(records.values) where record.isDirectional {
        if firstItemIsRightToLeft(record.constraint) != record.rightToLeft {
          constraintChanged(record.constraint)
        }
      }
    }
    let removals = pendingRemovals
    pendingRemovals = []
    // The items of removed constraints are released after the additions, so that a view
    // whose constraints are all replaced at once (a stack view remaking its arrangement) stays
    // registered, with its own constraints, instead of leaving the solver and coming back.
    var released: [EngineItem] = []
    for record in removals {
      released += record.items
      record.items = []
      drop(record)
    }
    defer { for item in released { release(item) } }
    while !pendingAdds.isEmpty || !pendingOwnAdds.isEmpty || !dirtyItems.isEmpty {
      let adds = pendingAdds
      pendingAdds = []
      // The engine's own constraints first, so that a conflict breaks the app's constraint.
      let own = pendingOwnAdds
      pendingOwnAdds = []
      for c in own where c.isCurrent && records[ObjectIdentifier(c)] == nil { insert(c) }
      for c in adds where records[ObjectIdentifier(c)] == nil && belongs(c) { insert(c) }
      let dirty = dirtyItems
      dirtyItems = []
      deferringOwnConstraints = true
      for item in dirty where item.refs > 0 { refresh(item) }
      deferringOwnConstraints = false
      let again = pendingRemovals
      pendingRemovals = []
      for record in again { drop(record) }
      addQueuedStays()
    }
    removeQueuedSolverConstraints()
  }

  /// Adds the stays of the items registered since the last call. They come after the
  /// constraints of the same batch, so that a required equality can still define a variable
  /// that nothing else holds, and the solver then keeps the stay aside (see
  /// `Constraint.stay(_:strength:)`).
  func addQueuedStays() {
    guard !pendingStays.isEmpty else { return }
    removeQueuedSolverConstraints()
    let stays = pendingStays
    pendingStays = []
    for stay in stays { try? solver.add(stay) }
  }

  /// Takes the constraints queued by `drop` out of the solver, all at once (see
  /// `ConstraintSolver.remove(contentsOf:)`): the solver must be current before anything is
  /// added to it or read from it.
  func removeQueuedSolverConstraints() {
    guard !solverRemovals.isEmpty else { return }
    solver.remove(contentsOf: solverRemovals)
    solverRemovals = []
  }

  /// Whether a queued constraint is still this engine's.
  func belongs(_ c: NSLayoutConstraint) -> Bool {
    if isFitting { return true }
    guard c.engine === self, let view = c.installedView, let host else { return false }
    return AutoLayout.root(of: view) === host
  }

  func drop(_ record: ConstraintRecord) {
    if let sc = record.solverConstraint { solverRemovals.append(sc) }
    record.solverConstraint = nil
    for item in record.items { release(item) }
    record.items = []
  }

  /// Adds a constraint to the solver, reporting one the engine cannot take.
  func insert(_ c: NSLayoutConstraint) {
    if let message = AutoLayout.malformation(of: c) {
      FailureReport.raise(.autoLayout, message)
      return
    }
    nextOrder += 1
    let record = ConstraintRecord(constraint: c, order: nextOrder)
    let expression: LinearExpression
    let relation: ConstraintRelation
    if let engineConstraint = c as? EngineLayoutConstraint {
      expression = engineConstraint.expression
      relation = engineConstraint.solverRelation
    } else {
      guard let built = build(c, record) else { return }
      expression = built
      relation = c.relation.solverRelation
    }
    records[ObjectIdentifier(c)] = record
    // Views come and go with their constraints (cells scrolling, frames changing): removing a
    // required equality must not build the whole tableau again.
    let sc = Constraint(
      expression, relation, 0, strength: c.priority.strength, tracksRemoval: true)
    removeQueuedSolverConstraints()
    do {
      try solver.add(sc)
      record.solverConstraint = sc
    } catch {
      reportUnsatisfiable(record, sc)
    }
  }

  /// The solver expression `first − (multiplier × second + constant)` of an app's constraint,
  /// registering its items; nil when an item is gone.
  func build(_ c: NSLayoutConstraint, _ record: ConstraintRecord) -> LinearExpression? {
    let terms = c.first.terms + (c.second?.terms ?? [])
    guard terms.allSatisfy({ $0.item != nil }) else { return nil }
    if isFitting, let host {
      for t in terms where !(AutoLayout.view(of: t.item)?.isDescendant(of: host) ?? false) {
        return nil
      }
    }
    let rightToLeft = firstItemIsRightToLeft(c)
    record.rightToLeft = rightToLeft
    record.isDirectional = terms.contains { $0.attribute.isDirectional }
    record.usesBaseline = terms.contains {
      $0.attribute == .firstBaseline || $0.attribute == .lastBaseline
    }
    func side(_ spec: AnchorSpec) -> LinearExpression {
      var e = LinearExpression()
      for t in spec.terms {
        var object: AnyObject = t.item!
        var attribute = t.attribute
        if attribute.isMargin, let view = object as? UIView {
          object = view.layoutMarginsGuide
          attribute = attribute.withoutMargin
        }
        let item = retain(object)
        record.items.append(item)
        e = e + expression(of: attribute, item, rightToLeft: rightToLeft) * Double(t.coefficient)
      }
      return e
    }
    var constant = Double(c.constant)
    if rightToLeft && record.isDirectional { constant = -constant }
    let lhs = side(c.first)
    let rhs: LinearExpression =
      c.second.map { side($0) * Double(c.multiplier) } ?? LinearExpression()
    return lhs - rhs - constant
  }

  func firstItemIsRightToLeft(_ c: NSLayoutConstraint) -> Bool {
    AutoLayout.view(of: c.firstItem)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// An attribute of an item as a linear expression of its variables.
  func expression(
    of attribute: NSLayoutConstraint.Attribute, _ item: EngineItem, rightToLeft: Bool
  ) -> LinearExpression {
    let v = item.variables
    let x = LinearExpression(v.minX)
    let y = LinearExpression(v.minY)
    let w = LinearExpression(v.width)
    let h = LinearExpression(v.height)
    switch attribute.withoutMargin {
    case .left: return x
    case .right: return x + w
    case .leading: return rightToLeft ? x + w : x
    case .trailing: return rightToLeft ? x : x + w
    case .centerX: return x + w * 0.5
    case .width: return w
    case .top: return y
    case .bottom: return y + h
    case .centerY: return y + h * 0.5
    case .height: return h
    case .firstBaseline:
      if let text = item.object as? AutoLayoutText, let offsets = text.baselineOffsets {
        return y + h * 0.5 + offsets.first
      }
      return y
    case .lastBaseline:
      if let text = item.object as? AutoLayoutText, let offsets = text.baselineOffsets {
        return y + h * 0.5 + offsets.last
      }
      return y + h
    default: return LinearExpression()
    }
  }

  /// Reads the solution into the items whose variables changed (and the items registered
  /// since the last read), and gives the constraint-driven views among them, and among their
  /// subviews, their frames (through their superviews' `layoutSubviews`).
  ///
  /// The cost follows what changed: the solver reports the variables whose values changed.
  func readSolution() {
    addQueuedStays()
    removeQueuedSolverConstraints()
    var changed = unreadItems
    unreadItems = []
    for item in changed { item.isUnread = true }
    solver.refreshValues { variable, _ in
      guard let item = itemsByVariable[variable], !item.isUnread else { return }
      item.isUnread = true
      changed.append(item)
    }
    let scale = max(1, UIScreen.main.scale)
    func px(_ v: Double) -> CGFloat { (CGFloat(v) * scale).rounded() / scale }
    for item in changed {
      item.isUnread = false
      let v = item.variables
      let x = solver.value(of: v.minX)
      let y = solver.value(of: v.minY)
      let w = solver.value(of: v.width)
      let h = solver.value(of: v.height)
      guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { continue }
      let minX = px(x)
      let minY = px(y)
      item.solved = CGRect(x: minX, y: minY, width: px(x + w) - minX, height: px(y + h) - minY)
    }
    guard !isFitting else { return }
    // A view's frame is its rectangle less its superview's: the subviews of a moved view are
    // checked too.
    var placed = changed
    for item in changed {
      guard let view = item.object as? UIView, !view.subviews.isEmpty else { continue }
      for sub in view.subviews {
        if let subItem = items[ObjectIdentifier(sub)], !subItem.isUnread {
          subItem.isUnread = true
          placed.append(subItem)
        }
      }
    }
    for item in placed where !item.isHost {
      item.isUnread = false
      guard let rect = item.solved, let parentRect = item.parent?.solved else { continue }
      if let guide = item.object as? UILayoutGuide {
        if guide.role == .scrollContent, !guide.referencing.isEmpty,
          let scroll = guide.owningView as? UIScrollView, scroll.contentSize != rect.size
        {
          scroll.contentSize = rect.size
        }
        continue
      }
      guard let view = item.object as? UIView, let storage = view.autoLayoutStorage,
        !storage.translatesAutoresizingMaskIntoConstraints, let superview = view.superview
      else { continue }
      let frame = CGRect(
        x: rect.minX - parentRect.minX, y: rect.minY - parentRect.minY, width: rect.width,
        height: rect.height)
      storage.solvedFrame = frame
      if view.untransformedFrame != frame {
        if !storage.isPendingSolvedFrame {
          storage.isPendingSolvedFrame = true
          superview.autoLayout.pendingSolvedSubviews.append(view)
        }
        superview.setNeedsLayout()
      }
    }
    for item in placed { item.isUnread = false }
  }

  /// The rectangle of the last solve, in root coordinates.
  func solvedRect(of object: AnyObject) -> CGRect? {
    items[ObjectIdentifier(object)]?.solved
  }
}

extension UIView {
  /// The frame the view has without its transform: its bounds size placed around its centre.
  var untransformedFrame: CGRect {
    let b = bounds.size
    let a = layer.anchorPoint
    let c = center
    return CGRect(x: c.x - b.width * a.x, y: c.y - b.height * a.y, width: b.width, height: b.height)
  }

  /// Places the view at `frame` (in its superview's coordinates) through its bounds and
  /// centre, so that its transform is kept, as the engine does.
  func applyEngineFrame(_ frame: CGRect) {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return }
    var b = bounds
    if b.size != frame.size {
      b.size = frame.size
      bounds = b
    }
    let a = layer.anchorPoint
    let c = CGPoint(x: frame.minX + frame.width * a.x, y: frame.minY + frame.height * a.y)
    if center != c { center = c }
  }
}
