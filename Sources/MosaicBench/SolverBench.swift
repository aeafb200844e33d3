import Foundation
import MosaicCore

/// `autolayout.solver`: the constraint solver on a vertical stack of N items.
@MainActor
enum SolverBench {
  /// The stack: items pinned 16 pt from a 390-pt container's edges, 8 pt apart, at least 44 pt
  /// high and preferably 44 + (i mod 3)·10 at priority 750 — 5 constraints per item.
  struct Stack {
    var solver = ConstraintSolver()
    let width = ConstraintVariable()
    var lastBottom = LinearExpression()
    var lastRight = ConstraintVariable()

    init(count: Int) {
      try! solver.addEditVariable(width, strength: Strength(999))
      try! solver.suggestValue(width, 390)
      for i in 0..<count {
        let left = ConstraintVariable()
        let right = ConstraintVariable()
        let top = ConstraintVariable()
        let height = ConstraintVariable()
        try! solver.add(Constraint(left, .equal, 16))
        try! solver.add(Constraint(right, .equal, width - 16.0))
        lastRight = right
        try! solver.add(Constraint(top, .equal, lastBottom + 8.0))
        try! solver.add(Constraint(height, .greaterOrEqual, 44))
        try! solver.add(
          Constraint(height, .equal, 44 + Double(i % 3) * 10, strength: .defaultHigh))
        lastBottom = top + height
      }
    }
  }

  static func register(in registry: BenchRegistry) {
    for count in [1_000, 10_000] {
      let name = "autolayout.solver.\(count)"
      registry.register(name, "\(count)-item stack: build + solve, then a width edit") {
        var stack: Stack?
        let build = measure(warmup: 1, iterations: count >= 10_000 ? 5 : 20) {
          stack = Stack(count: count)
        }
        report(name, build, extra: "(\(count) items × 5 constraints, build + solve)")
        guard var stack else { return }
        // A UI engine reads every value once after building.
        let variableCount = stack.solver.changedValues().count
        var width = 390.0
        let edit = measure(warmup: 10, iterations: 200) {
          width = width == 390 ? 414 : 390
          try! stack.solver.suggestValue(stack.width, width)
        }
        report("\(name).edit", edit, extra: "(container width edit + re-solve)")
        _ = stack.solver.changedValues()
        var changed = 0
        let editAndChanges = measure(warmup: 10, iterations: 200) {
          width = width == 390 ? 414 : 390
          try! stack.solver.suggestValue(stack.width, width)
          changed = stack.solver.changedValues().count
        }
        report(
          "\(name).edit+changed", editAndChanges,
          extra: "(width edit + re-solve + changedValues(): \(changed) of \(variableCount) values)")
        var read = 0
        let editAndRead = measure(warmup: 5, iterations: 50) {
          width = width == 390 ? 414 : 390
          try! stack.solver.suggestValue(stack.width, width)
          _ = stack.solver.changedValues()
          read = stack.solver.values().count
        }
        report(
          "\(name).edit+values", editAndRead,
          extra: "(width edit + re-solve + changedValues() + values(): all \(read) values)")
        let total = stack.solver.value(of: stack.width)
        precondition(abs(total - width) < 1e-6)
        precondition(abs(stack.solver.value(of: stack.lastRight) - (width - 16)) < 1e-6)
      }
    }
  }
}
