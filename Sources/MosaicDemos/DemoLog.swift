import Foundation

/// Lines the demos print about what the user did, for people and for the end-to-end tests.
enum DemoLog {
  /// Writes `line` to standard output at once (unbuffered), so a test reading the output
  /// sees it immediately.
  static func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
