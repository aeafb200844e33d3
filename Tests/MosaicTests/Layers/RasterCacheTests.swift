import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct RasterCacheTests {
  /// A white root with a rounded, filled card (a raster candidate) at a fractional x.
  private func scene(cardX: CGFloat) -> (root: CALayer, card: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    root.backgroundColor = UIColor.white.cgColor
    let card = CALayer()
    card.frame = CGRect(x: cardX, y: 10, width: 100.6, height: 50)
    card.cornerRadius = 8
    card.backgroundColor = UIColor.systemBlue.cgColor
    root.addSublayer(card)
    return (root, card)
  }

  /// A card whose device box grows from 103 to 104 pixels when it moves by a fraction of a
  /// pixel keeps its raster: the raster holds the whole card and is placed on whole pixels.
  @Test func aSubpixelMoveThatWidensTheDeviceBoxKeepsTheRaster() throws {
    let (root, card) = scene(cardX: 10.2)
    let frame = OffscreenFrame(size: CGSize(width: 200, height: 100))
    frame.render(layer: root)
    frame.render(layer: root)  // unchanged for a frame: now drawn from a raster
    let raster = try #require(card.renderCache.raster)
    // The card spans 10.2 to 110.8, a pixel more on each side for antialiasing: pixels 9
    // to 111.
    #expect(raster.width == 103)
    card.position.x += 0.6  // now 9.8 to 112.4 with the margins: pixels 9 to 112
    frame.render(layer: root)
    let moved = try #require(card.renderCache.raster)
    #expect(moved.surface == raster.surface)
    // The card is drawn at the nearest whole pixel: columns 11 and 111 are inside, 10 and 112
    // are not.
    let pixels = frame.pixels()
    func isWhite(_ x: Int, _ y: Int) -> Bool { pixels[y * 200 + x] == 0xFFFF_FFFF }
    #expect(!isWhite(11, 35))
    #expect(isWhite(10, 35))
    #expect(!isWhite(111, 35))
    #expect(isWhite(112, 35))
    // A change inside the card makes a new one.
    card.backgroundColor = UIColor.systemRed.cgColor
    frame.render(layer: root)
    frame.render(layer: root)
    #expect(card.renderCache.raster?.surface != raster.surface)
  }
}
