import Foundation
import Testing

@testable import MosaicPort

/// `mosaic-port` on Tests/PortCorpus/Input reproduces Tests/PortCorpus/Ported (which the
/// PortCorpus target compiles against Mosaic) and Tests/PortCorpus/report.txt byte for byte.
@Suite struct CorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("PortCorpus").path

  @Test func portingTheInputGivesTheCheckedInOutputAndReport() throws {
    let output = NSTemporaryDirectory() + "mosaic-port-corpus-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: output) }
    var lines: [String] = []
    let packageRoot = URL(fileURLWithPath: Self.corpus).deletingLastPathComponent()
      .deletingLastPathComponent().path
    let status = PortCommand.run(
      PortCommand.Options(paths: [Self.corpus + "/Input"], destination: output)
    ) { lines.append($0.replacingOccurrences(of: packageRoot + "/", with: "")) }
    #expect(status == 0)
    let expectedReport = try String(contentsOfFile: Self.corpus + "/report.txt", encoding: .utf8)
    #expect(lines.joined(separator: "\n") + "\n" == expectedReport)
    let inputs = FileManager.default.enumerator(atPath: Self.corpus + "/Input")!
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    #expect(inputs.count == 7)
    for name in inputs {
      let expected = try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/Ported/" + name))
      let actual = try Data(contentsOf: URL(fileURLWithPath: output + "/" + name))
      #expect(actual == expected, "\(name) differs from its checked-in port")
    }
  }
}
