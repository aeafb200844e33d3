import Foundation

// `mosaic-bench [name|group]... [--compare]` runs the benchmarks and prints their figures;
// `--compare` then runs kiwisolver on the `autolayout.solver` and `autolayout.chain` scenarios
// that ran;
// `mosaic-bench window [--list N] --compare` runs the window benchmark and the same grid (or
// list) in GTK 4; `mosaic-bench scene-window` times a second scene's window (needs a display).
if CommandLine.arguments.dropFirst().first == WindowTimerBench.argument {
  MainActor.assumeIsolated { WindowTimerBench.run() }
}
if CommandLine.arguments.dropFirst().first == SceneWindowBench.argument {
  MainActor.assumeIsolated { SceneWindowBench.run() }
}
if CommandLine.arguments.dropFirst().first == WindowBench.argument {
  WindowBench.listRows = WindowBench.readListRows(CommandLine.arguments)
  WindowBench.showsTable = CommandLine.arguments.contains(WindowBench.tableFlag)
  if CommandLine.arguments.contains(KiwiComparison.flag) { WindowComparison.run() }
  MainActor.assumeIsolated { WindowTimerBench.run(.window) }
}
let status = MainActor.assumeIsolated { () -> Int32 in
  let registry = BenchRegistry()
  RenderBench.register(in: registry)
  ScrollBench.register(in: registry)
  UpdatesBench.register(in: registry)
  LayoutBench.register(in: registry)
  FlowLayoutBench.register(in: registry)
  CollectionBench.register(in: registry)
  CollectionUpdatesBench.register(in: registry)
  DiffableBench.register(in: registry)
  SolverBench.register(in: registry)
  AutoLayoutBench.register(in: registry)
  AutoLayoutChainBench.register(in: registry)
  ListScrollBench.register(in: registry)
  OffscreenBench.register(in: registry)
  CompositionalBench.register(in: registry)
  CompositionalMeasureBench.register(in: registry)
  HierarchyBench.register(in: registry)
  TextEditingBench.register(in: registry)
  ImageBench.register(in: registry)
  PresentationBench.register(in: registry)
  ExplicitAnimationBench.register(in: registry)
  DynamicsBench.register(in: registry)
  PropertyAnimatorBench.register(in: registry)
  var arguments = Array(CommandLine.arguments.dropFirst())
  let compare = arguments.contains(KiwiComparison.flag)
  arguments.removeAll { $0 == KiwiComparison.flag }
  let status = registry.run(arguments: arguments)
  guard compare, status == 0, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    return status
  }
  let ran = registry.select(arguments)?.map(\.name) ?? []
  return KiwiComparison.run(counts: KiwiComparison.counts(in: ran))
}
exit(status)
