import Foundation

/// `--compare`: after the selected benchmarks, runs `scripts/bench-kiwi.py`, which times
/// kiwisolver (the C++ Cassowary solver from PyPI) on the `autolayout.solver` scenario and
/// prints its figures in the same format, so both solvers' figures come from one run.
enum KiwiComparison {
  /// The flag that asks for the comparison.
  static let flag = "--compare"

  /// The item counts of the `autolayout.solver.N` and `autolayout.chain.N` benchmarks among
  /// `names` (the chain builds the solver benchmark's constraints through UIKit's API), each
  /// once, in order.
  static func counts(in names: [String]) -> [Int] {
    var counts: [Int] = []
    for name in names {
      for prefix in ["autolayout.solver.", "autolayout.chain."] where name.hasPrefix(prefix) {
        if let count = Int(name.dropFirst(prefix.count)), !counts.contains(count) {
          counts.append(count)
        }
      }
    }
    return counts
  }

  /// The script: next to this source file's package, or else under the current directory.
  static func scriptURL() -> URL {
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // MosaicBench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
    let candidate = packageRoot.appendingPathComponent("scripts/bench-kiwi.py")
    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("scripts/bench-kiwi.py")
  }

  /// Runs the script for `counts` and returns its exit status (1 when it cannot start).
  static func run(counts: [Int]) -> Int32 {
    if counts.isEmpty {
      FileHandle.standardError.write(
        Data("\(flag): no autolayout.solver benchmark was selected; nothing to compare\n".utf8))
      return 0
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", scriptURL().path] + counts.map(String.init)
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("\(flag): cannot run \(scriptURL().path): \(error)\n".utf8))
      return 1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
