import Foundation
import Testing

@testable import Mosaic

@Suite("UIImage(systemName:) from the icon theme")
struct SymbolImageTests {
  typealias S = GraphicsTestSupport

  @Test func everyMappedIconFileIsInstalled() {
    #expect(SymbolNames.table.count >= 150)
    for (name, file) in SymbolNames.table {
      let path = SymbolCatalog.defaultThemeDirectory + "/" + file
      #expect(FileManager.default.fileExists(atPath: path), "\(name) → \(path)")
    }
  }

  @Test func everyMappedNameGivesA17PointTemplateSymbol() throws {
    for name in SymbolNames.table.keys.sorted() {
      let image = try #require(UIImage(systemName: name), "\(name)")
      #expect(image.size == CGSize(width: 17, height: 17))
      #expect(image.scale == 2)
      #expect(image.isSymbolImage)
      #expect(image.renderingMode == .automatic)
      #expect(image.drawsAsTemplate)
      // Something is drawn, in black.
      let inked = S.pixels(image).filter { S.alpha($0) > 0 }
      #expect(!inked.isEmpty, "\(name) draws nothing")
      #expect(inked.allSatisfy { $0 & 0x00FF_FFFF == 0 }, "\(name) is not black")
    }
  }

  @Test func commonNamesAreKnown() {
    for name in [
      "chevron.left", "chevron.right", "plus", "xmark", "trash", "star.fill", "heart.fill",
      "gear", "magnifyingglass", "square.and.arrow.up", "checkmark", "ellipsis",
      "person.circle", "photo", "house", "bell", "pencil", "info.circle", "play.fill",
      "lock.open", "eye.slash", "battery.100", "wifi", "doc.on.doc", "arrow.uturn.left",
    ] {
      #expect(UIImage(systemName: name) != nil, "\(name)")
    }
  }

  @Test func unknownNamesAndInvalidSizesGiveNil() {
    #expect(UIImage(systemName: "no.such.symbol") == nil)
    #expect(UIImage(systemName: "") == nil)
    for size: CGFloat in [0, -4, .nan, .infinity] {
      let configuration = UIImage.SymbolConfiguration(pointSize: size)
      #expect(UIImage(systemName: "star", withConfiguration: configuration) == nil, "\(size)")
    }
  }

  @Test func configurationsSetTheSize() throws {
    let big = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
    #expect(big.size == CGSize(width: 30, height: 30))
    #expect(big.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 30))
    let small = UIImage(
      systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
    #expect(small?.size == CGSize(width: 14, height: 14))
    let large = UIImage(
      systemName: "star",
      withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
    #expect(large?.size == CGSize(width: 25, height: 25))
    let title = UIImage(
      systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))
    #expect(title?.size == CGSize(width: 34, height: 34))
    let base = try #require(UIImage(systemName: "star"))
    #expect(base.withConfiguration(UIImage.SymbolConfiguration(pointSize: 24)).size.width == 24)
    let applied = base.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))
    #expect(applied?.size == CGSize(width: 21.5, height: 21.5))
    #expect(applied?.isSymbolImage == true)
    // A bitmap image has no symbol configuration to apply.
    let bitmap = UIImage(cgImage: base.cgImage!)
    #expect(bitmap.applyingSymbolConfiguration(.unspecified) == nil)
    #expect(bitmap.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === bitmap)
    #expect(bitmap.symbolConfiguration == nil)
  }

  @Test func configurationsCombineAndCompare() {
    let a = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
    let b = UIImage.SymbolConfiguration(scale: .large)
    let combined = a.applying(b)
    #expect(combined == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
    #expect(combined != a)
    #expect(a.applying(nil) === a)
    #expect(UIImage.SymbolConfiguration(weight: .heavy).applying(a) == a)
    #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
  }

  @Test func renderedSymbolsAreCachedByNameAndSize() throws {
    let catalog = SymbolCatalog.shared
    let configuration = UIImage.SymbolConfiguration(pointSize: 19.5)
    let first = try #require(UIImage(systemName: "folder", withConfiguration: configuration))
    let second = try #require(UIImage(systemName: "folder", withConfiguration: configuration))
    #expect(first !== second)
    #expect(first.cgImage === second.cgImage)
    let other = try #require(
      catalog.image(
        named: "folder", configuration: .init(pointSize: 19.25),
        themeDirectory: SymbolCatalog.defaultThemeDirectory))
    // 19.25 and 19.5 points both round up to 39 pixels: the same cached bitmap.
    #expect(other.cgImage === first.cgImage)
  }

  @Test func aMissingIconThemeGivesNilAndOneWarning() {
    let directory = "/nonexistent/mosaic-icons-\(UUID().uuidString)"
    let catalog = SymbolCatalog.shared
    #expect(catalog.warning(for: directory) == nil)
    #expect(
      catalog.image(named: "star", configuration: .unspecified, themeDirectory: directory) == nil)
    let warning = catalog.warning(for: directory)
    #expect(warning?.contains("adwaita-icon-theme") == true)
    #expect(warning?.contains("\n") == false)
    #expect(
      catalog.image(named: "plus", configuration: .unspecified, themeDirectory: directory) == nil)
    #expect(catalog.warning(for: directory) == warning)
    // The real theme still works.
    #expect(UIImage(systemName: "star") != nil)
  }

  @Test func symbolImagesTintAndKeepTheirSymbolness() throws {
    let star = try #require(UIImage(systemName: "star.fill"))
    let red = star.withTintColor(.red)
    #expect(red.isSymbolImage)
    #expect(!red.drawsAsTemplate)
    let inked = S.pixels(red).filter { S.alpha($0) == 255 }
    #expect(!inked.isEmpty && inked.allSatisfy { $0 == 0xFFFF_0000 })
    let bigger = try #require(red.applyingSymbolConfiguration(.init(pointSize: 34)))
    #expect(bigger.size.width == 34)
    #expect(S.pixels(bigger).filter { S.alpha($0) == 255 }.allSatisfy { $0 == 0xFFFF_0000 })
  }
}
