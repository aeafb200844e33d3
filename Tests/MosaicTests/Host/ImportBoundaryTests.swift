import Foundation
import Testing

/// Only `Platform/` knows the window system (SDL, X11); only `Graphics/` and `Layers/` know
/// the 2D libraries (Cairo, pixman). Every other file of Mosaic reaches them through those
/// rooms.
struct ImportBoundaryTests {
  /// The C modules and the folders of `Sources/Mosaic` allowed to import them.
  static let allowed: [String: Set<String>] = [
    "CSDL2": ["Platform"],
    "CMosaicX11": ["Platform"],
    "CCairo": ["Graphics", "Layers"],
    "CPixman": ["Graphics", "Layers"],
  ]

  @Test func onlyTheirRoomsImportTheWindowSystemAndTheDrawingLibraries() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/Mosaic")
    let files = try #require(
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" })
    #expect(files.count > 100, "the sources were found at \(sources.path)")
    var offenders: [String] = []
    for file in files {
      let room =
        file.path.dropFirst(sources.path.count + 1).split(separator: "/").first
        .map(String.init) ?? ""
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
          continue
        }
        // `import X`, `@_implementationOnly import X`, `internal import X`.
        guard
          words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "internal" || $0 == "private" })
        else { continue }
        let module = String(words[index + 1])
        if let rooms = Self.allowed[module], !rooms.contains(room) {
          offenders.append("\(room)/\(file.lastPathComponent) imports \(module)")
        }
      }
    }
    #expect(offenders == [], "outside their rooms: \(offenders.joined(separator: "; "))")
  }
}
