import Foundation
import Testing

@testable import MosaicPort

/// The command on real files: bad input is reported and never damaged.
@Suite struct CommandTests {
  private let root: String

  init() throws {
    root = NSTemporaryDirectory() + "mosaic-port-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  private func write(_ text: String, _ name: String) throws {
    let path = root + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  private func read(_ name: String) throws -> String {
    try String(contentsOfFile: root + "/" + name, encoding: .utf8)
  }

  private func run(_ arguments: [String]) -> (status: Int32, lines: [String]) {
    var lines: [String] = []
    let status = PortCommand.run(PortCommand.parse(arguments)!) { lines.append($0) }
    return (status, lines.map { $0.replacingOccurrences(of: root, with: "ROOT") })
  }

  @Test func portsInPlaceAndReportsEachChange() throws {
    try write("class A {\n  @objc func f() {}\n}\n", "App/A.swift")
    try write("not swift @objc", "App/notes.txt")
    let result = run([root + "/App"])
    #expect(result.status == 0)
    #expect(
      result.lines == [
        "ROOT/App/A.swift:2: rewrote removed @objc",
        "mosaic-port: 1 Swift file, 1 changed, 1 rewrite, 0 to port by hand, 0 skipped",
      ])
    #expect(try read("App/A.swift") == "class A {\n  func f() {}\n}\n")
    #expect(try read("App/notes.txt") == "not swift @objc")
    // No temporary file is left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root + "/App").sorted() == [
        "A.swift", "notes.txt",
      ])
  }

  @Test func aFileThatDoesNotTokenizeIsLeftAloneAndReported() throws {
    let broken = "class A {\n  @objc func f() {}\n  let s = \"never closed\n}\n"
    try write(broken, "B.swift")
    let result = run([root + "/B.swift"])
    #expect(result.status == 0)
    #expect(
      result.lines == [
        "ROOT/B.swift:3: cannot port the file: unterminated string literal; it is left unchanged",
        "mosaic-port: 1 Swift file, 0 changed, 0 rewrites, 0 to port by hand, 1 skipped",
      ])
    #expect(try read("B.swift") == broken)
  }

  @Test func binaryNonSwiftAndMissingPathsAreSkippedWithAMessage() throws {
    try Data([0x63, 0x6C, 0x00, 0xFF, 0x01]).write(to: URL(fileURLWithPath: root + "/Blob.swift"))
    try Data([0x6C, 0x65, 0x74, 0xC3, 0x28]).write(to: URL(fileURLWithPath: root + "/Latin.swift"))
    try write("x", "README.md")
    let result = run([
      root + "/Blob.swift", root + "/Latin.swift", root + "/README.md", root + "/Missing.swift",
    ])
    #expect(result.status == 1)
    #expect(
      result.lines == [
        "ROOT/Missing.swift: no such file or directory",
        "ROOT/README.md: skipped: not a Swift source file",
        "ROOT/Blob.swift: skipped: a binary file, not Swift source text",
        "ROOT/Latin.swift: skipped: not UTF-8 text",
        "mosaic-port: 2 Swift files, 0 changed, 0 rewrites, 0 to port by hand, 3 skipped",
      ])
  }

  @Test func anUnreadableFileIsAnIOErrorAndStaysAsItWas() throws {
    guard getuid() != 0 else { return }  // root reads every file
    try write("@objc class A {}", "Locked.swift")
    chmod(root + "/Locked.swift", 0)
    defer { chmod(root + "/Locked.swift", 0o644) }
    let result = run([root + "/Locked.swift"])
    #expect(result.status == 1)
    #expect(result.lines.first?.hasPrefix("ROOT/Locked.swift: cannot read: ") == true)
  }

  @Test func symbolicLinkLoopsEndAndEachFileIsPortedOnce() throws {
    try write("class A { @objc func f() {} }", "Tree/Sub/A.swift")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Tree/Sub/Loop", withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Tree/Self", withDestinationPath: "Self")
    let result = run([root + "/Tree"])
    #expect(result.status == 0)
    #expect(
      result.lines == [
        "ROOT/Tree/Self: skipped: a symbolic link to nothing (or a link loop)",
        "ROOT/Tree/Sub/Loop: skipped: already visited as ROOT/Tree (a symbolic link loop or a second link)",
        "ROOT/Tree/Sub/A.swift:1: rewrote removed @objc",
        "mosaic-port: 1 Swift file, 1 changed, 1 rewrite, 0 to port by hand, 2 skipped",
      ])
    #expect(try read("Tree/Sub/A.swift") == "class A { func f() {} }")
  }

  @Test func toDirectoryWritesEveryFileThereAndLeavesTheSourcesAlone() throws {
    try write("@objc class A {}\n", "In/A.swift")
    try write("class B {}\n", "In/Deep/B.swift")
    let result = run(["--to", root + "/Out", root + "/In"])
    #expect(result.status == 0)
    #expect(try read("In/A.swift") == "@objc class A {}\n")
    #expect(try read("Out/A.swift") == "class A {}\n")
    #expect(try read("Out/Deep/B.swift") == "class B {}\n")
  }

  @Test func checkOnlyReportsWithoutWriting() throws {
    try write("@objc class A {}\n", "C.swift")
    let result = run(["--check", root + "/C.swift"])
    #expect(
      result.lines.last
        == "mosaic-port: 1 Swift file, 1 would change, 1 rewrite, 0 to port by hand, 0 skipped")
    #expect(try read("C.swift") == "@objc class A {}\n")
  }

  @Test func aSecondRunChangesNothing() throws {
    try write("class A {\n  @IBAction func f(_ s: Any) {}\n}\n", "D.swift")
    _ = run([root + "/D.swift"])
    let again = run([root + "/D.swift"])
    #expect(
      again.lines == [
        "mosaic-port: 1 Swift file, 0 changed, 0 rewrites, 0 to port by hand, 0 skipped"
      ])
  }

  @Test func badArgumentsGiveTheUsage() {
    #expect(PortCommand.parse([]) == nil)
    #expect(PortCommand.parse(["--to"]) == nil)
    #expect(PortCommand.parse(["--frobnicate", "x"]) == nil)
    #expect(
      PortCommand.parse(["--to=out", "a", "b"])
        == PortCommand.Options(paths: ["a", "b"], destination: "out"))
  }
}
