import Foundation

/// A view or layout guide in an engine: its variables, the constraints the engine keeps for
/// it, and its last solved rectangle.
///
/// What a read of the solution touches for every item is not checked for exclusive access at
/// run time (`@exclusivity(unchecked)`): each value is read or assigned whole.
@MainActor
final class EngineItem {
  /// The view or guide (not kept alive; nil once it is gone).
  var object: AnyObject? { handle.object }
  let handle: ObjectHandle
  let variables: LayoutVariables
  let isHost: Bool
  @exclusivity(unchecked) var refs = 0
  /// The superview's (a guide's owning view's) item: positions are relative to it.
  @exclusivity(unchecked) var parent: EngineItem?
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
  @exclusivity(unchecked) var solved: CGRect?
  /// The values of the item's variables the solver last reported (NaN until read).
  @exclusivity(unchecked) var minX = Double.nan
  @exclusivity(unchecked) var minY = Double.nan
  @exclusivity(unchecked) var width = Double.nan
  @exclusivity(unchecked) var height = Double.nan
  /// For a multi-line label: the width its intrinsic height wraps at (the last solve's).
  @exclusivity(unchecked) var wrapWidth: CGFloat?
  /// Set while a read of the solution has the item in its list.
  @exclusivity(unchecked) var isUnread = false

  init(object: AnyObject, variables: LayoutVariables, isHost: Bool) {
    handle = ObjectHandle.of(object)
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
  /// The constant the solver's constraint was made with (negated for a directional constraint
  /// in a right-to-left layout).
  var constant = 0.0
  /// Whether the record is in the engine's `pendingConstants`.
  var hasPendingConstant = false

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
  /// The view whose hierarchy the engine lays out (not kept alive; nil once it is gone).
  @Unretained var host: UIView?
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
  /// Active constraints whose constant changed: the solver changes their constants in place.
  var pendingConstants: [ConstraintRecord] = []
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
  @exclusivity(unchecked) private(set) var isDirty = false
  var nextOrder = 0

  /// How many times any engine re-solved (tests check that idle windows do no solver work).
  @exclusivity(unchecked) static var solveCount = 0
  /// Engines with queued changes, so views find quickly whether any work is waiting.
  @exclusivity(unchecked) static var dirtyEngines: [ObjectIdentifier: WeakEngine] = [:]
  struct WeakEngine { weak var engine: LayoutEngine? }

  init(host: UIView, fitting: Bool = false) {
    _host = Unretained(wrappedValue: host)
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

  /// Queues a constraint whose constant changed; the next update changes the constant in the
  /// solver in place (see `applyConstant(of:)`).
  func constantChanged(_ c: NSLayoutConstraint) {
    guard let record = records[ObjectIdentifier(c)] else { return }
    guard record.solverConstraint != nil, !(c is EngineLayoutConstraint) else {
      constraintChanged(c)
      return
    }
    if !record.hasPendingConstant {
      record.hasPendingConstant = true
      pendingConstants.append(record)
    }
    markDirty()
  }

  /// Queues a constraint whose priority (or whatever it is made from) changed to be solved
  /// again: it leaves the solver and is added anew.
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
    pendingConstants.removeAll()
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
      let waiting = UIView.viewsNeedingConstraintUpdate.compactMap(\.wrappedValue).filter {
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
    if !pendingConstants.isEmpty {
      let edits = pendingConstants
      pendingConstants = []
      for record in edits {
        record.hasPendingConstant = false
        applyConstant(of: record)
      }
    }
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

  /// Changes the constant of an active constraint in the solver in place (its rows' constants
  /// shift and the dual simplex restores feasibility: no row is built or removed); when the
  /// solver cannot (see `ConstraintSolver.replaceConstant(of:with:)`), the constraint leaves
  /// the solver and is added again, as a priority change does.
  func applyConstant(of record: ConstraintRecord) {
    let c = record.constraint
    guard records[ObjectIdentifier(c)] === record, let old = record.solverConstraint else {
      return
    }
    var constant = Double(c.constant)
    if record.rightToLeft && record.isDirectional { constant = -constant }
    let shift = constant - record.constant
    guard shift != 0 else { return }
    removeQueuedSolverConstraints()
    if c.constant.isFinite {
      let new = Constraint(
        old.expression - shift, old.relation, 0, strength: old.strength,
        tracksRemoval: old.tracksRemoval)
      if solver.replaceConstant(of: old, with: new) {
        record.solverConstraint = new
        record.constant = constant
        return
      }
    }
    // The items stay registered while the constraint is added again.
    records[ObjectIdentifier(c)] = nil
    let items = record.items
    record.items = []
    drop(record)
    insert(c)
    for item in items { release(item) }
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
    record.constant = constant
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

  /// The rectangle of the last solve, in root coordinates.
  func solvedRect(of object: AnyObject) -> CGRect? {
    items[ObjectIdentifier(object)]?.solved
  }
}
