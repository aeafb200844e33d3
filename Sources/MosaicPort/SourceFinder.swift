import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the Swift sources under the paths given on the command line: directories are walked
/// (following symbolic links, each real directory once, so a link loop ends), hidden
/// directories skipped; a file given by name that is not a `.swift` file is skipped.
struct SourceFinder {
  /// A Swift source to port.
  struct Source: Equatable {
    /// The path as the report shows it (under the path given).
    var path: String
    /// The file's real path (symbolic links resolved), where an in-place port writes.
    var realPath: String
    /// The path relative to the directory given (the file name for a file given by name),
    /// where `--to DIR` writes.
    var relativePath: String
  }

  private(set) var sources: [Source] = []
  /// Report lines for what was skipped.
  private(set) var skipped: [String] = []
  /// Report lines for paths that could not be read.
  private(set) var errors: [String] = []
  private var visitedDirectories: Set<String> = []
  private var visitedFiles: Set<String> = []

  init(paths: [String]) {
    for path in paths { add(path) }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private mutating func add(_ path: String) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
        skipped.append("\(path): skipped: a symbolic link to nothing (or a link loop)")
      } else {
        errors.append("\(path): no such file or directory")
      }
      return
    }
    if isDirectory.boolValue {
      walk(path, relative: "")
    } else if path.hasSuffix(".swift") {
      addFile(path, relative: (path as NSString).lastPathComponent)
    } else {
      skipped.append("\(path): skipped: not a Swift source file")
    }
  }

  private mutating func addFile(_ path: String, relative: String) {
    guard let real = Self.realPath(path) else {
      skipped.append("\(path): skipped: a symbolic link to nothing (or a link loop)")
      return
    }
    guard visitedFiles.insert(real).inserted else {
      skipped.append("\(path): skipped: the same file as one already ported (\(real))")
      return
    }
    sources.append(Source(path: path, realPath: real, relativePath: relative))
  }

  private mutating func walk(_ directory: String, relative: String) {
    guard let real = Self.realPath(directory) else {
      skipped.append("\(directory): skipped: a symbolic link loop")
      return
    }
    guard visitedDirectories.insert(real).inserted else {
      skipped.append(
        "\(directory): skipped: already visited as \(real) (a symbolic link loop or a second link)")
      return
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    } catch {
      errors.append("\(directory): cannot read the directory: \(Self.describe(error))")
      return
    }
    for name in names where !name.hasPrefix(".") {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        if name.hasSuffix(".swift")
          || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        {
          skipped.append("\(path): skipped: a symbolic link to nothing (or a link loop)")
        }
        continue
      }
      if isDirectory.boolValue {
        walk(path, relative: relativePath)
      } else if name.hasSuffix(".swift") {
        addFile(path, relative: relativePath)
      }
    }
  }

  static func describe(_ error: Error) -> String {
    if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
      return String(cString: strerror(underlying.code.rawValue))
    }
    return error.localizedDescription
  }
}
