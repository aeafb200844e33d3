import Foundation
import Testing

@testable import Mosaic

/// `UIImage(named:in:compatibleWith:)` and the `UITraitCollection` it takes.
@Suite("UIImage named in a bundle")
struct ImageNamedInBundleTests {
  /// A w×h opaque image filled with `color`, at `scale`.
  private func image(_ color: UIColor, width: CGFloat = 4, height: CGFloat = 2, scale: CGFloat = 1)
    -> UIImage
  {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let size = CGSize(width: width, height: height)
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      color.setFill()
      context.fill(CGRect(origin: .zero, size: size))
    }
  }

  /// A fresh directory opened as a bundle, removed by the caller.
  private func makeBundle() throws -> (Bundle, String) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("mosaic-bundle-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return (try #require(Bundle(path: path)), path)
  }

  private func write(_ data: Data?, _ directory: String, _ name: String) throws {
    let data = try #require(data)
    try data.write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(name)))
  }

  @Test func findsPngAndJpegByNameInTheBundle() throws {
    let (bundle, path) = try makeBundle()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try write(image(.red).pngData(), path, "1.png")
    try write(image(.blue, width: 2, height: 6).jpegData(compressionQuality: 0.9), path, "12.JPG")
    let png = try #require(UIImage(named: "1.png", in: bundle, compatibleWith: nil))
    #expect(png.size == CGSize(width: 4, height: 2))
    #expect(png.scale == 1)
    let jpeg = try #require(UIImage(named: "12.JPG", in: bundle, compatibleWith: nil))
    #expect(jpeg.size == CGSize(width: 2, height: 6))
    // Without an extension, the extensions UIImage(named:) tries.
    #expect(UIImage(named: "1", in: bundle, compatibleWith: UITraitCollection())?.size == png.size)
  }

  @Test func missingNameIsNil() throws {
    let (bundle, path) = try makeBundle()
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(UIImage(named: "absent.png", in: bundle, compatibleWith: nil) == nil)
    #expect(UIImage(named: "", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func corruptFileIsNil() throws {
    let (bundle, path) = try makeBundle()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try write(Data("not a picture".utf8), path, "broken.png")
    var truncated = try #require(image(.green, width: 40, height: 40).pngData())
    truncated = truncated.prefix(truncated.count / 2)
    try write(truncated, path, "half.png")
    #expect(UIImage(named: "broken.png", in: bundle, compatibleWith: nil) == nil)
    #expect(UIImage(named: "half.png", in: bundle, compatibleWith: nil) == nil)
  }

  @Test func looksOnlyInTheGivenBundle() throws {
    let (bundle, path) = try makeBundle()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let name = "mosaic-cwd-only-\(UUID().uuidString).png"
    let cwdPath = (FileManager.default.currentDirectoryPath as NSString)
      .appendingPathComponent(name)
    try #require(image(.red).pngData()).write(to: URL(fileURLWithPath: cwdPath))
    defer { try? FileManager.default.removeItem(atPath: cwdPath) }
    #expect(UIImage(named: name, in: bundle, compatibleWith: nil) == nil)
    // A nil bundle looks where UIImage(named:) does: the current directory too.
    #expect(UIImage(named: name, in: nil, compatibleWith: nil)?.size == CGSize(width: 4, height: 2))
  }

  @Test func displayScalePrefersTheMatchingFile() throws {
    let (bundle, path) = try makeBundle()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try write(image(.red).pngData(), path, "icon.png")
    try write(image(.red, scale: 2).pngData(), path, "icon@2x.png")
    let plain = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
    #expect(plain.scale == 1)
    let retina = try #require(
      UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(retina.scale == 2)
    #expect(retina.size == CGSize(width: 4, height: 2))
  }

  @Test func traitCollectionScale() {
    #expect(UITraitCollection().displayScale == 0)
    #expect(UITraitCollection(displayScale: 3).displayScale == 3)
    #expect(UITraitCollection(displayScale: -1).displayScale == 0)
    #expect(UITraitCollection(displayScale: 2) == UITraitCollection(displayScale: 2))
  }
}
