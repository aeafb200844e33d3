import Foundation

// `mosaic-bench [name|group]...` runs the benchmarks and prints their figures.
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
  return registry.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
