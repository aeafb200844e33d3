import Foundation

/// The named benchmarks of `mosaic-bench` and the command-line dispatch between them.
///
/// Names are dotted (`render.frame`, `layout.flow.prepare`). On the command line a
/// name selects that benchmark, and a prefix up to a dot (`render`) selects every
/// benchmark in that group. Benchmarks run on the main thread in registration order.
@MainActor
final class BenchRegistry {
  /// One registered benchmark.
  struct Entry {
    /// The benchmark's dotted name.
    let name: String
    /// A short description shown in the usage listing.
    let summary: String
    /// Runs the benchmark; it measures and reports by itself.
    let run: @MainActor () -> Void
  }

  /// The registered benchmarks, in registration order.
  private(set) var entries: [Entry] = []

  init() {}

  /// Adds a benchmark. Registering a name twice is a programming error.
  func register(_ name: String, _ summary: String = "", run: @escaping @MainActor () -> Void) {
    precondition(!entries.contains { $0.name == name }, "benchmark \(name) registered twice")
    entries.append(Entry(name: name, summary: summary, run: run))
  }

  /// The benchmarks selected by command-line `arguments` (without the program name),
  /// or nil when some argument matches nothing. No arguments select all.
  func select(_ arguments: [String]) -> [Entry]? {
    if arguments.isEmpty { return entries }
    var chosen: [String] = []
    for argument in arguments {
      let matches = entries.filter { $0.name == argument || $0.name.hasPrefix(argument + ".") }
      if matches.isEmpty { return nil }
      for match in matches where !chosen.contains(match.name) { chosen.append(match.name) }
    }
    return entries.filter { chosen.contains($0.name) }
  }

  /// The usage text listing every benchmark name.
  func usage(program: String = "mosaic-bench") -> String {
    let width = entries.map(\.name.count).max() ?? 0
    var text =
      "usage: \(program) [name|group]... [--compare]\n(no names runs all; --compare then runs"
      + " scripts/bench-kiwi.py, kiwisolver on the autolayout.solver and autolayout.chain"
      + " scenarios that ran)\n\n"
      + "benchmarks:\n"
    for entry in entries {
      let padding = String(repeating: " ", count: width - entry.name.count)
      text += "  \(entry.name)\(entry.summary.isEmpty ? "" : padding + "  " + entry.summary)\n"
    }
    return text
  }

  /// Runs the benchmarks chosen by `arguments` (without the program name) and returns
  /// the process exit status: 0 after running them, 0 after printing usage for
  /// `-h`/`--help`/`--list`, and 2 after printing usage (to standard error) when a name
  /// is unknown.
  func run(arguments: [String]) -> Int32 {
    if arguments.contains(where: { ["-h", "--help", "--list"].contains($0) }) {
      print(usage(), terminator: "")
      return 0
    }
    guard let selected = select(arguments) else {
      let unknown = arguments.filter { argument in
        !entries.contains { $0.name == argument || $0.name.hasPrefix(argument + ".") }
      }
      let message = "unknown benchmark: \(unknown.joined(separator: ", "))\n\n" + usage()
      FileHandle.standardError.write(Data(message.utf8))
      return 2
    }
    for entry in selected {
      entry.run()
    }
    return 0
  }
}
