import Foundation
import Testing

@testable import Mosaic

@Suite("UIImage decoding and encoding")
struct ImageDecodingTests {
  typealias Support = GraphicsTestSupport

  /// A 3×2 image: red, green, blue / white, black, half-transparent red.
  private func sampleImage(scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image {
      context in
      let colors: [UIColor] = [
        .red, .green, .blue, .white, .black, UIColor.red.withAlphaComponent(0.5),
      ]
      for (index, color) in colors.enumerated() {
        color.setFill()
        context.fill(CGRect(x: index % 3, y: index / 3, width: 1, height: 1))
      }
    }
  }

  @Test func pngRoundTripKeepsPixels() throws {
    let image = sampleImage()
    let data = try #require(image.pngData())
    #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    let decoded = try #require(UIImage(data: data))
    #expect(decoded.size == CGSize(width: 3, height: 2))
    #expect(decoded.scale == 1)
    let pixels = Support.pixels(decoded)
    #expect(
      Array(pixels.prefix(5)) == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_0000])
    // Half-transparent red survives premultiplication both ways within one step.
    let translucent = pixels[5]
    #expect((127...128).contains(Support.alpha(translucent)))
    #expect(Support.red(translucent) == Support.alpha(translucent))
    #expect(Support.green(translucent) == 0 && Support.blue(translucent) == 0)
  }

  @Test func dataWithScaleSetsPointSize() throws {
    let data = try #require(sampleImage(scale: 2).pngData())
    let decoded = try #require(UIImage(data: data, scale: 2))
    #expect(decoded.bitmap.width == 6 && decoded.bitmap.height == 4)
    #expect(decoded.size == CGSize(width: 3, height: 2))
    #expect(decoded.cgImage === decoded.bitmap)
    #expect(decoded.imageOrientation == .up)
  }

  @Test func jpegRoundTripIsClose() throws {
    let image = Support.render(
      width: 16, height: 16, background: UIColor(red: 0.2, green: 0.6, blue: 0.8, alpha: 1)
    ) { _ in }
    let data = try #require(image.jpegData(compressionQuality: 0.9))
    #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
    let decoded = try #require(UIImage(data: data))
    #expect(decoded.size == CGSize(width: 16, height: 16))
    let center = Support.pixel(decoded, 8, 8)
    #expect(Support.alpha(center) == 255)
    #expect(abs(Int(Support.red(center)) - 51) <= 3)
    #expect(abs(Int(Support.green(center)) - 153) <= 3)
    #expect(abs(Int(Support.blue(center)) - 204) <= 3)
  }

  @Test func jpegQualityChangesSize() throws {
    let image = UIImage(cgImage: Support.noiseImage(width: 64, height: 64))
    let low = try #require(image.jpegData(compressionQuality: 0.1))
    let high = try #require(image.jpegData(compressionQuality: 1))
    #expect(low.count * 2 < high.count)
  }

  @Test func bmpFromGdkPixbufSaverDecodes() throws {
    let image = sampleImage()
    let data = try #require(ImageCodec.pixbufData(image.bitmap, type: "bmp"))
    #expect(Array(data.prefix(2)) == Array("BM".utf8))
    let decoded = try #require(UIImage(data: data))
    #expect(decoded.size == CGSize(width: 3, height: 2))
    #expect(
      Array(Support.pixels(decoded).prefix(5)) == [
        0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_0000,
      ])
  }

  /// A 2×2 GIF87a written by hand: a four-entry global color table (red, green, blue,
  /// white) and LZW data (minimum code size 2) for the indices 0 1 / 2 3.
  static let tinyGIF: [UInt8] = [
    0x47, 0x49, 0x46, 0x38, 0x37, 0x61,  // "GIF87a"
    0x02, 0x00, 0x02, 0x00,  // logical screen 2×2
    0x91, 0x00, 0x00,  // global table of 4 colors, background 0, aspect 0
    0xFF, 0x00, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF,  // palette
    0x2C, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00,  // image 2×2 at 0,0
    0x02,  // LZW minimum code size
    // codes clear(4) 0 1 2 (3 bits) 3 end(5) (4 bits), packed from the low bit
    0x03, 0x44, 0x34, 0x05, 0x00,
    0x3B,  // trailer
  ]

  @Test func handWrittenGIFDecodes() throws {
    let decoded = try #require(UIImage(data: Data(Self.tinyGIF)))
    #expect(decoded.size == CGSize(width: 2, height: 2))
    #expect(Support.pixels(decoded) == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])
  }

  @Test func contentsOfFileReadsScaleSuffix() throws {
    let directory = FileManager.default.temporaryDirectory
    let path = directory.appendingPathComponent("mosaic-gfx-\(UUID().uuidString)@2x.png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try #require(sampleImage(scale: 2).pngData()).write(to: URL(fileURLWithPath: path))
    let image = try #require(UIImage(contentsOfFile: path))
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 3, height: 2))
  }

  @Test func namedImageSearchesCurrentDirectoryAndCaches() throws {
    let name = "mosaic-gfx-named-\(UUID().uuidString)"
    let path = (FileManager.default.currentDirectoryPath as NSString)
      .appendingPathComponent("\(name)@2x.png")
    try #require(sampleImage(scale: 2).pngData()).write(to: URL(fileURLWithPath: path))
    let image = try #require(UIImage(named: name))
    try FileManager.default.removeItem(atPath: path)
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 3, height: 2))
    // Cached by name: found again although the file is gone, sharing the same pixels.
    let again = try #require(UIImage(named: name))
    #expect(again.bitmap === image.bitmap)
    #expect(UIImage(named: name + "-missing") == nil)
  }

  @Test func candidateNames() {
    let names = UIImage.candidateFiles(for: "icon").map(\.0)
    #expect(names.prefix(3) == ["icon", "icon.png", "icon.jpg"])
    #expect(names.contains("icon@2x.png") && names.contains("icon@3x.gif"))
    let withExtension = UIImage.candidateFiles(for: "icon.png")
    #expect(withExtension.map(\.0) == ["icon.png", "icon@2x.png", "icon@3x.png"])
    #expect(withExtension.map(\.1) == [1, 2, 3])
  }

  @Test func missingFileIsNil() {
    #expect(UIImage(contentsOfFile: "/nonexistent/mosaic/image.png") == nil)
    #expect(UIImage(named: "") == nil)
  }

  @Test func emptyDataIsNil() {
    #expect(UIImage(data: Data()) == nil)
    #expect(ImageCodec.decode(Data()).graphicsFailure == .empty)
  }

  @Test func truncatedJPEGAndBMPAreNil() throws {
    let image = UIImage(cgImage: Support.noiseImage(width: 64, height: 64))
    let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
    #expect(UIImage(data: jpeg) != nil)
    #expect(UIImage(data: jpeg.prefix(jpeg.count / 2)) == nil)
    let bmp = try #require(ImageCodec.pixbufData(image.bitmap, type: "bmp"))
    #expect(UIImage(data: bmp) != nil)
    #expect(UIImage(data: bmp.prefix(bmp.count / 2)) == nil)
    #expect(UIImage(data: Data(Self.tinyGIF.prefix(30))) == nil)
  }

  @Test func truncatedPNGIsNil() throws {
    let full = try #require(UIImage(cgImage: Support.noiseImage(width: 64, height: 64)).pngData())
    #expect(UIImage(data: full) != nil)
    let half = full.prefix(full.count / 2)
    #expect(UIImage(data: Data(half)) == nil)
    guard case .corrupt = ImageCodec.decode(Data(half)).graphicsFailure else {
      Issue.record("truncated PNG was not reported as corrupt")
      return
    }
  }

  @Test func randomBytesAreNil() {
    var state: UInt64 = 7
    var bytes: [UInt8] = []
    for _ in 0..<4096 {
      state = state &* 6_364_136_223_846_793_005 &+ 1
      bytes.append(UInt8(truncatingIfNeeded: state >> 33))
    }
    #expect(UIImage(data: Data(bytes)) == nil)
    #expect(ImageCodec.decode(Data(bytes)).graphicsFailure == .unsupportedFormat)
    // The same noise behind each supported signature must not crash either.
    for signature: [UInt8] in [
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], Array("GIF89a".utf8),
      Array("BM".utf8),
    ] {
      #expect(UIImage(data: Data(signature + bytes)) == nil)
    }
  }

  /// A PNG with just a signature, an IHDR chunk for the given size and IEND.
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    func be(_ value: UInt32) -> [UInt8] {
      [
        UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    func crc32(_ bytes: [UInt8]) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return ~crc
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return be(UInt32(body.count)) + typed + be(crc32(typed))
    }
    let ihdr = be(width) + be(height) + [8, 6, 0, 0, 0]
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IEND", []))
  }

  @Test func oversizedImagesAreRefusedBeforeDecoding() throws {
    let huge = Self.pngHeader(width: 100_000, height: 100_000)
    #expect(UIImage(data: huge) == nil)
    #expect(ImageCodec.decode(huge).graphicsFailure == .tooLarge(width: 100_000, height: 100_000))
    let wide = Self.pngHeader(width: 20_000, height: 10)
    #expect(ImageCodec.decode(wide).graphicsFailure == .tooLarge(width: 20_000, height: 10))
    let manyPixels = Self.pngHeader(width: 9_000, height: 9_000)
    #expect(ImageCodec.decode(manyPixels).graphicsFailure == .tooLarge(width: 9_000, height: 9_000))
    // A JPEG whose frame header is patched to 20000×10 is refused when the decoder
    // reports its size, before the pixels are decoded.
    let image = GraphicsTestSupport.render(width: 8, height: 8) { _ in }
    var jpeg = [UInt8](image.jpegData(compressionQuality: 0.5)!)
    let sof = try #require(
      (0..<(jpeg.count - 9)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
    jpeg[sof + 5] = 0
    jpeg[sof + 6] = 10
    jpeg[sof + 7] = UInt8(20_000 >> 8)
    jpeg[sof + 8] = UInt8(20_000 & 0xFF)
    #expect(ImageCodec.decode(Data(jpeg)).graphicsFailure == .tooLarge(width: 20_000, height: 10))
    // A header within the limits but without pixel data is merely corrupt.
    guard case .corrupt = ImageCodec.decode(Self.pngHeader(width: 100, height: 100)).graphicsFailure
    else {
      Issue.record("header-only PNG was not reported as corrupt")
      return
    }
  }

  @Test func pixelArrayRoundTrip() throws {
    let pixels: [UInt32] = [0xFFFF_0000, 0x8080_0000, 0x0000_0000, 0xFF12_3456]
    let image = try #require(CGImage(width: 2, height: 2, premultipliedARGBPixels: pixels))
    #expect(image.width == 2 && image.height == 2 && image.bytesPerRow >= 8)
    #expect(image.premultipliedARGBPixels() == pixels)
    #expect(!image.isOpaque)
    #expect(CGImage(width: 2, height: 2, premultipliedARGBPixels: [0]) == nil)
    #expect(CGImage(width: 0, height: 2, premultipliedARGBPixels: []) == nil)
    #expect(Support.noiseImage(width: 2, height: 2).isOpaque)
  }
}

extension Result {
  /// The error of a failed result, nil on success.
  var graphicsFailure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
