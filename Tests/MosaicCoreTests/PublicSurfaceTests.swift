import Foundation
import Testing

/// MosaicCore's engines are `package`: Mosaic, its tests and tools use them, an app's
/// `import UIKit` does not see them. Only what UIKit, CoreGraphics and QuartzCore publish
/// themselves is `public` here. These tests read the sources, so a `public` engine type fails
/// them by name.
@Suite("MosaicCore's public surface")
struct PublicSurfaceTests {
  /// The types MosaicCore may declare `public`: UIKit's, CoreGraphics' and QuartzCore's own.
  static let publicTypes: Set<String> = [
    "CATransform3D", "CGAffineTransform", "CGAffineTransformComponents", "CGVector",
    "NSDiffableDataSourceSectionSnapshot", "NSDiffableDataSourceSnapshot",
    "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSRectAlignment", "UIEdgeInsets",
    "UIOffset",
  ]

  /// The top-level functions and constants MosaicCore may declare `public`: QuartzCore's.
  static let publicGlobals: Set<String> = [
    "CATransform3DIdentity", "CATransform3DIsIdentity", "CATransform3DEqualToTransform",
    "CATransform3DMakeTranslation", "CATransform3DMakeScale", "CATransform3DMakeRotation",
    "CATransform3DConcat", "CATransform3DTranslate", "CATransform3DScale",
    "CATransform3DRotate", "CATransform3DInvert", "CATransform3DMakeAffineTransform",
    "CATransform3DIsAffine", "CATransform3DGetAffineTransform",
  ]

  /// The members MosaicCore may add `public`ly to Foundation's types, by type: UIKit's and
  /// CoreGraphics' own extensions of them.
  static let publicExtensionMembers: [String: Set<String>] = [
    "IndexPath": ["init(item:section:)", "init(row:section:)", "section", "item", "row"],
    "NSIndexPath": ["init(item:section:)", "init(row:section:)", "section", "item", "row"],
    "CGPoint": ["applying"],
    "CGSize": ["applying"],
    "CGRect": ["applying", "inset"],
  ]

  /// A `public` declaration found in the sources.
  struct Declaration: CustomStringConvertible {
    /// The file, relative to `Sources/MosaicCore`, and the line.
    var place: String
    /// The declared name (for a member, with the type or extension it is in).
    var name: String
    /// The top-level type or extension the declaration is in, or nil at top level.
    var container: String?
    /// The member's name, or nil for a type or a global.
    var member: String?
    /// Whether it declares a type.
    var isType: Bool

    /// Where and what.
    var description: String { "\(name) (\(place))" }
  }

  /// Every `public` declaration in `Sources/MosaicCore`.
  static func publicDeclarations() throws -> [Declaration] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/MosaicCore")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 50, "found \(files.count) files under \(root.path)")
    let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    let memberKeywords: Set<String> = ["func", "var", "let", "init", "subscript", "case"]
    var found: [Declaration] = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      var container: String?
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { continue }
        let words = trimmed.split(whereSeparator: { " (<:{".contains($0) }).map(String.init)
        let topLevel = !line.hasPrefix(" ")
        // The top-level type or extension the lines below belong to.
        if topLevel,
          let keyword = words.firstIndex(where: {
            typeKeywords.contains($0) || $0 == "extension"
          }), keyword + 1 < words.count
        {
          container = words[keyword + 1]
        }
        guard let access = words.firstIndex(of: "public") else { continue }
        guard
          let keyword = words[access...].firstIndex(where: {
            typeKeywords.contains($0) || memberKeywords.contains($0) || $0 == "extension"
          })
        else { continue }
        let place = "\(file):\(index + 1)"
        let kind = words[keyword]
        let name = kind == "init" ? initName(trimmed) : words[safe: keyword + 1] ?? kind
        if typeKeywords.contains(kind) || kind == "extension" {
          found.append(
            Declaration(
              place: place, name: name, container: topLevel ? nil : container, member: nil,
              isType: true))
        } else if topLevel {
          found.append(
            Declaration(place: place, name: name, container: nil, member: nil, isType: false))
        } else {
          found.append(
            Declaration(
              place: place, name: "\(container ?? "?").\(name)", container: container,
              member: name, isType: false))
        }
      }
    }
    return found
  }

  /// `init(item:section:)` for `public init(item: Int, section: Int) {`.
  static func initName(_ line: String) -> String {
    guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")") else {
      return "init"
    }
    let labels = line[line.index(after: open)..<close].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
    }
    return "init("
      + labels.map { $0.split(separator: ":").first.map(String.init) ?? $0 }
      .map { $0 + ":" }.joined() + ")"
  }

  @Test func onlyUIKitsOwnTypesArePublic() throws {
    let declarations = try Self.publicDeclarations()
    #expect(declarations.count > 100)
    for declaration in declarations {
      if declaration.isType {
        // A nested type is public only inside a public type.
        let owner = declaration.container ?? declaration.name
        #expect(
          Self.publicTypes.contains(owner) || Self.publicExtensionMembers[owner] != nil,
          "\(declaration) is public: an app's `import UIKit` would see it; make it `package`")
      } else if let container = declaration.container, let member = declaration.member {
        if let members = Self.publicExtensionMembers[container] {
          #expect(
            members.contains(member),
            "\(declaration) is public on a Foundation type; make it `package`")
        } else {
          #expect(
            Self.publicTypes.contains(container),
            "\(declaration) is public: an app's `import UIKit` would see it; make it `package`")
        }
      } else {
        #expect(
          Self.publicGlobals.contains(declaration.name),
          "\(declaration) is public: an app's `import UIKit` would see it; make it `package`")
      }
    }
  }

  @Test func theScanFindsUIKitsTypesAndNotTheEngines() throws {
    let names = Set(try Self.publicDeclarations().filter(\.isType).map(\.name))
    #expect(names.isSuperset(of: ["CGAffineTransform", "NSDiffableDataSourceSnapshot"]))
    #expect(names.isDisjoint(with: ["ConstraintSolver", "FlowLayoutEngine", "Strength"]))
  }
}

extension Array {
  /// The element at `index`, or nil past the end.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
