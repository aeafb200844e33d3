import Foundation

extension LayoutEngine {
  /// Logs UIKit's report for a required constraint that cannot hold with the others, and
  /// breaks it: it stays active but is left out of the solver (every constraint in such a
  /// conflict is required, and the one being added is the one given up).
  func reportUnsatisfiable(_ record: ConstraintRecord, _ failing: Constraint) {
    record.solverConstraint = nil
    let conflict = conflictingRecords(with: failing).map(\.constraint) + [record.constraint]
    let list = conflict.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
    let note =
      conflict.contains {
        ($0 as? EngineLayoutConstraint)?.className == "NSAutoresizingMaskLayoutConstraint"
      }
      ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
        + "refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints) \n"
      : ""
    let message =
      "Unable to simultaneously satisfy constraints.\n"
      + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
      + "\tTry this: \n"
      + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
      + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
      + note
      + "(\n\(list)\n)\n\n"
      + "Will attempt to recover by breaking constraint \n\(record.constraint.description)\n\n"
      + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
      + "the debugger.\n"
      + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
      + "<UIKitCore/UIView.h> may also be helpful."
    FailureReport.warn(.autoLayout, message)
  }

  /// The required constraints in the solver that, together, rule out `failing`: those
  /// sharing variables with it (transitively), narrowed to a minimal set when there are few.
  func conflictingRecords(with failing: Constraint) -> [ConstraintRecord] {
    let required = records.values.filter {
      $0.solverConstraint != nil && $0.constraint.priority.isRequired
    }
    var byVariable: [ConstraintVariable: [ConstraintRecord]] = [:]
    for r in required {
      for t in r.solverConstraint!.expression.terms {
        byVariable[t.variable, default: []].append(r)
      }
    }
    var seenVariables = Set<ConstraintVariable>()
    var seen = Set<ObjectIdentifier>()
    var component: [ConstraintRecord] = []
    var stack = failing.expression.terms.map(\.variable)
    while let v = stack.popLast() {
      guard seenVariables.insert(v).inserted else { continue }
      for r in byVariable[v] ?? [] where seen.insert(ObjectIdentifier(r)).inserted {
        component.append(r)
        stack += r.solverConstraint!.expression.terms.map(\.variable)
      }
    }
    component.sort { $0.order < $1.order }
    guard component.count <= 64 else { return component }
    func satisfiable(_ rs: [ConstraintRecord]) -> Bool {
      var s = ConstraintSolver()
      do {
        for r in rs { try s.add(r.solverConstraint!) }
        try s.add(failing)
        return true
      } catch {
        return false
      }
    }
    var needed = component
    for r in component.reversed() {
      let without = needed.filter { $0 !== r }
      if !satisfiable(without) { needed = without }
    }
    return needed
  }

  // MARK: Debugging queries

  /// The constraints (the app's and the engine's own) that mention `object` along `axis`.
  func constraintsAffecting(_ object: AnyObject, axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    guard let item = items[ObjectIdentifier(object)] else { return [] }
    var result: [ConstraintRecord] = []
    for record in records.values {
      let c = record.constraint
      if let own = c as? EngineLayoutConstraint {
        if own.axis == axis && (item.fixed.contains(own) || item.intrinsic.contains(own)) {
          result.append(record)
        }
      } else if record.items.contains(where: { $0 === item }) && Self.axis(of: c) == axis {
        result.append(record)
      }
    }
    return result.sorted { $0.order < $1.order }.map(\.constraint)
  }

  static func axis(of c: NSLayoutConstraint) -> NSLayoutConstraint.Axis {
    switch c.first.kind {
    case .x: return .horizontal
    case .y: return .vertical
    case .dimension:
      return c.first.primary?.attribute == .height ? .vertical : .horizontal
    }
  }

  /// Whether the solution leaves some of `object`'s rectangle free: only the engine's weakest
  /// constraints (which put free values at zero) hold it, so a slightly stronger pull moves it.
  func isAmbiguous(_ object: AnyObject) -> Bool {
    guard let item = items[ObjectIdentifier(object)] else { return false }
    let v = item.variables
    for variable in [v.minX, v.minY, v.width, v.height] {
      var trial = solver
      let current = trial.value(of: variable)
      do {
        try trial.addEditVariable(variable, strength: Strength(2))
        try trial.suggestValue(variable, current + 7)
      } catch {
        continue
      }
      if abs(trial.value(of: variable) - current) > 0.5 { return true }
    }
    return false
  }
}
