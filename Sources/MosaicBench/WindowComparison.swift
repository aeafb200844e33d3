import Foundation

/// `mosaic-bench window --compare`: runs `mosaic-bench window` in a child process, then the
/// same grid in GTK 4 (`scripts/bench-gtk.py`, with its Cairo renderer and with its default
/// one) under the same X server, and prints the scrolling figures side by side. GTK and its
/// Python bindings come from Debian through `scripts/setup-bench-deps`, installed only for this.
enum WindowComparison {
  /// A script of the package's `scripts/` folder: next to this source file's package, or else
  /// under the current directory.
  static func script(_ name: String) -> String {
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // MosaicBench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
    let candidate = packageRoot.appendingPathComponent("scripts/\(name)")
    if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("scripts/\(name)").path
  }

  /// Runs `executable` with `arguments`, its output going to ours, with `environment` changes
  /// (a nil value removes the variable). Returns the exit status, or nil when it cannot start.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String?] = [:]
  ) -> Int32? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("window --compare: cannot run \(executable): \(error)\n".utf8))
      return nil
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The `key value` lines of a results file.
  static func figures(at path: String) -> [String: String] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
    }
    return result
  }

  static func run() -> Never {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-bench-window-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let mosaicResults = directory.appendingPathComponent("mosaic").path
    let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let list = WindowBench.listRows.map { [WindowBench.listFlag, String($0)] } ?? []
    let status = run(
      own, [WindowBench.argument] + list,
      environment: [WindowBench.resultsVariable: mosaicResults])
    guard status == 0 else {
      FileHandle.standardError.write(Data("window --compare: the Mosaic phases failed\n".utf8))
      exit(1)
    }
    var columns: [(title: String, figures: [String: String])] = []
    let mosaic = figures(at: mosaicResults)
    columns.append((WindowBench.listRows == nil ? "Mosaic" : "Mosaic list", mosaic))
    if WindowBench.listRows != nil {
      // The same rows as a UITableView, in a process of its own.
      let tableResults = directory.appendingPathComponent("mosaic-table").path
      let tableStatus = run(
        own, [WindowBench.argument] + list + [WindowBench.tableFlag],
        environment: [WindowBench.resultsVariable: tableResults])
      columns.append(("Mosaic table", tableStatus == 0 ? figures(at: tableResults) : [:]))
    }

    if run("/bin/bash", [script("setup-bench-deps")]) == 0 {
      for (label, renderer) in [("cairo", "cairo" as String?), ("default", nil)] {
        let path = directory.appendingPathComponent("gtk-\(label)").path
        let gtkStatus = run(
          "/usr/bin/python3",
          [script("bench-gtk.py"), "--label", label, "--results", path] + list,
          environment: ["GSK_RENDERER": renderer, "NO_AT_BRIDGE": "1"])
        var result = figures(at: path)
        if gtkStatus != 0 { result = [:] }
        let name = result["renderer"].map { "GTK 4 \(label) (\($0))" } ?? "GTK 4 \(label) (failed)"
        columns.append((name, result))
      }
    } else {
      FileHandle.standardError.write(
        Data("window --compare: GTK 4 for Python is not installed; Mosaic's figures only\n".utf8))
    }
    printTable(columns)
    exit(0)
  }

  static func printTable(_ columns: [(title: String, figures: [String: String])]) {
    let rows: [(String, String, String)] = [
      ("CPU per frame (ms)", "cpu_ms", "%.3f"),
      ("wall per frame, median (ms)", "wall_ms_median", "%.2f"),
      ("wall per frame, mean (ms)", "wall_ms_mean", "%.2f"),
      ("dropped frames", "dropped", "%.0f"),
      ("frames a second", "fps", "%.1f"),
    ]
    let firstWidth = 30
    let width = max(16, columns.map(\.title.count).max() ?? 0) + 2
    func pad(_ s: String, _ n: Int) -> String {
      s + String(repeating: " ", count: max(1, n - s.count))
    }
    print("")
    let what =
      WindowBench.listRows.map { "plain list of \($0) rows (GTK: Gtk.ListView)" }
      ?? "grid of 1,000,000 items"
    print(
      "window.compare: a 1280×800 \(what) scrolled 20 pt a frame for \(WindowBench.scrollFrames) "
        + "frames,")
    print("CPU of every thread by getrusage, in one X server")
    print(pad("", firstWidth) + columns.map { pad($0.title, width) }.joined())
    for (title, key, format) in rows {
      var line = pad(title, firstWidth)
      for (index, column) in columns.enumerated() {
        // Mosaic's scroll figures carry a `scroll.` prefix.
        let value = column.figures[column.title.hasPrefix("Mosaic") ? "scroll.\(key)" : key]
          .flatMap(Double.init)
        line += pad(value.map { String(format: format, $0) } ?? "-", width)
      }
      print(line)
    }
    let mosaic = columns.first?.figures
    if let cpu = mosaic?["scroll.cpu_ms"].flatMap(Double.init) {
      for column in columns.dropFirst() {
        let key = column.title.hasPrefix("Mosaic") ? "scroll.cpu_ms" : "cpu_ms"
        guard let other = column.figures[key].flatMap(Double.init), other > 0 else { continue }
        print(
          String(format: "Mosaic's CPU per frame is %.2f× that of %@", cpu / other, column.title))
      }
    }
    if let mosaic {
      let extra: [(String, String, String)] = [
        ("presenting a frame beyond drawing it (ms, wall)", "present.ms", "%.3f"),
        ("presenting a frame beyond drawing it (ms of CPU)", "present.cpu_ms", "%.3f"),
        ("spinner alone (% of a core)", "spinner.core_percent", "%.2f"),
        ("idle (wake-ups a second)", "idle.wakeups", "%.2f"),
        ("idle (% of a core)", "idle.core_percent", "%.2f"),
      ]
      for (title, key, format) in extra {
        guard let value = mosaic[key].flatMap(Double.init) else { continue }
        print("Mosaic, " + title + ": " + String(format: format, value))
      }
    }
    fflush(nil)
  }
}
