import Foundation

/// `mosaic-port [--to DIR] [--check] PATH…`: ports the Swift sources under each path (in
/// place, or into DIR) and prints a line for each change and each thing left to port by hand,
/// then a summary. The exit status is non-zero only when a file or directory could not be
/// read or written (or the arguments are wrong).
@main
enum PortCommand {
  static let usage = """
    usage: mosaic-port [--to DIR] [--check] PATH...
      Ports the iOS Swift sources under each PATH (files or directories) to Mosaic, in place.
      --to DIR   write the ported sources under DIR instead, keeping their relative paths
                 (every Swift source is written, changed or not)
      --check    report what would change without writing anything
    """

  struct Options: Equatable {
    var paths: [String] = []
    var destination: String?
    var checkOnly = false
  }

  static func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      switch argument {
      case "--to":
        guard i + 1 < arguments.count else { return nil }
        options.destination = arguments[i + 1]
        i += 1
      case "--check", "--dry-run":
        options.checkOnly = true
      case "-h", "--help":
        return nil
      default:
        if argument.hasPrefix("--to=") {
          options.destination = String(argument.dropFirst(5))
        } else if argument.hasPrefix("-") && argument != "-" {
          return nil
        } else {
          options.paths.append(argument)
        }
      }
      i += 1
    }
    return options.paths.isEmpty ? nil : options
  }

  static func main() {
    guard let options = parse(Array(CommandLine.arguments.dropFirst())) else {
      FileHandle.standardError.write(Data(usage.utf8))
      exit(64)
    }
    var output = ""
    let status = run(options) { line in
      output += line + "\n"
      if output.utf8.count > 1 << 16 {
        FileHandle.standardOutput.write(Data(output.utf8))
        output = ""
      }
    }
    FileHandle.standardOutput.write(Data(output.utf8))
    exit(status)
  }

  /// Ports what `options` names, sending each report line to `report`; returns the exit
  /// status.
  static func run(_ options: Options, report: (String) -> Void) -> Int32 {
    let finder = SourceFinder(paths: options.paths)
    var failed = !finder.errors.isEmpty
    for line in finder.errors { report(line) }
    for line in finder.skipped { report(line) }
    var changedFiles = 0
    var rewrites = 0
    var byHand = 0
    var skippedFiles = finder.skipped.count
    for source in finder.sources {
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: source.path))
      } catch {
        report("\(source.path): cannot read: \(SourceFinder.describe(error))")
        failed = true
        continue
      }
      if data.contains(0) {
        report("\(source.path): skipped: a binary file, not Swift source text")
        skippedFiles += 1
        continue
      }
      guard let text = String(data: data, encoding: .utf8) else {
        report("\(source.path): skipped: not UTF-8 text")
        skippedFiles += 1
        continue
      }
      let result: Porter.Result
      do {
        result = try Porter.port(text)
      } catch {
        report(
          "\(source.path):\(error.line): cannot port the file: \(error.message); it is left unchanged"
        )
        skippedFiles += 1
        if let destination = options.destination, !options.checkOnly {
          failed = !write(text, to: destination, source, report: report) || failed
        }
        continue
      }
      for note in result.notes {
        report(note.reportLine(path: source.path))
        if note.kind == .rewrote { rewrites += 1 } else { byHand += 1 }
      }
      if result.changed { changedFiles += 1 }
      guard !options.checkOnly else { continue }
      if let destination = options.destination {
        failed = !write(result.text, to: destination, source, report: report) || failed
      } else if result.changed {
        do {
          try AtomicFile.write(result.text, to: source.realPath)
        } catch {
          report("\(source.path): \(error.description); the file is unchanged")
          failed = true
        }
      }
    }
    let files = finder.sources.count
    report(
      "mosaic-port: \(files) Swift file\(files == 1 ? "" : "s"), \(changedFiles) \(options.checkOnly ? "would change" : "changed"), "
        + "\(rewrites) rewrite\(rewrites == 1 ? "" : "s"), \(byHand) to port by hand, \(skippedFiles) skipped"
    )
    return failed ? 1 : 0
  }

  private static func write(
    _ text: String, to destination: String, _ source: SourceFinder.Source, report: (String) -> Void
  ) -> Bool {
    let path = (destination as NSString).appendingPathComponent(source.relativePath)
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try AtomicFile.write(text, to: path)
      return true
    } catch {
      report("\(path): cannot write: \(error)")
      return false
    }
  }
}
