import MosaicTestSupport
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

extension RasterCacheTests {
  /// Cards of every kind over a patterned root: opaque and translucent, rotated, with a
  /// picture, and clipped by a scrolling parent.
  private func cards(_ g: inout SeededGenerator) -> (root: CALayer, clip: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 320, height: 240)
    root.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1).cgColor
    let stripe = CALayer()
    stripe.frame = CGRect(x: 0, y: 100, width: 320, height: 30)
    stripe.backgroundColor = UIColor.systemGreen.cgColor
    root.addSublayer(stripe)
    let clip = CALayer()
    clip.frame = CGRect(x: 10, y: 10, width: 300, height: 220)
    clip.masksToBounds = true
    root.addSublayer(clip)
    for index in 0..<12 {
      let card = CALayer()
      card.frame = CGRect(
        x: CGFloat.random(in: -20...260, using: &g), y: CGFloat.random(in: -20...200, using: &g),
        width: CGFloat.random(in: 20...90, using: &g),
        height: CGFloat.random(in: 20...70, using: &g))
      card.cornerRadius = CGFloat.random(in: 2...12, using: &g)
      let alpha: CGFloat = index % 4 == 3 ? 0.6 : 1
      card.backgroundColor =
        UIColor(hue: CGFloat(index) / 12, saturation: 0.6, brightness: 0.8, alpha: alpha).cgColor
      if index % 5 == 2 {
        card.transform = CATransform3DMakeRotation(
          CGFloat.random(in: 0.1...0.6, using: &g), 0, 0, 1)
      }
      if index % 3 == 1 {
        let dot = CALayer()
        dot.frame = CGRect(x: 4, y: 4, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = UIColor.white.cgColor
        card.addSublayer(dot)
      }
      clip.addSublayer(card)
    }
    return (root, clip)
  }

  /// Painting rasters by copying their opaque bands gives exactly the pixels of blending
  /// them whole, frame after frame while the cards scroll by fractions of a point.
  @Test func copyingOpaqueBandsGivesThePixelsOfBlending() {
    defer { Compositor.copiesOpaqueBands = true }
    for seed in UInt64(1)...6 {
      // Two copies of the same scene, each with its own frame (layers keep what they drew).
      var g = SeededGenerator(seed: seed)
      let (root, clip) = cards(&g)
      g = SeededGenerator(seed: seed)
      let (twin, twinClip) = cards(&g)
      let scale: CGFloat = seed % 2 == 0 ? 2 : 1
      let copying = OffscreenFrame(size: root.bounds.size, scale: scale)
      let blending = OffscreenFrame(size: root.bounds.size, scale: scale)
      var banded = 0
      for step in 0..<8 {
        clip.bounds.origin.y = CGFloat(step) * 3.7
        twinClip.bounds.origin.y = clip.bounds.origin.y
        Compositor.copiesOpaqueBands = true
        copying.render(layer: root)
        Compositor.copiesOpaqueBands = false
        blending.render(layer: twin)
        banded = clip.sublayers!.filter { $0.renderCache.raster?.opaque != nil }.count
        let a = copying.pixels()
        let b = blending.pixels()
        if a == b { continue }
        let differing = zip(a, b).filter { $0 != $1 }.count
        let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(
          a.count == b.count && differing == 0,
          "seed \(seed), step \(step): \(differing) pixels differ, first at \(String(describing: first))"
        )
      }
      // Rasters of opaque cards have a band; translucent ones do not.
      #expect(banded >= 4, "seed \(seed)")
      for card in clip.sublayers! where card.opacity == 1 {
        if let raster = card.renderCache.raster, card.backgroundColor?.alpha ?? 1 < 1 {
          #expect(raster.opaque == nil, "seed \(seed)")
        }
      }
    }
  }

  @Test func anOpaqueRoundedCardHasABandInsideItsCorners() throws {
    let (root, card) = scene(cardX: 10)
    card.bounds.size.width = 100
    let frame = OffscreenFrame(size: CGSize(width: 200, height: 100))
    frame.render(layer: root)
    frame.render(layer: root)
    let band = try #require(card.renderCache.raster?.opaque)
    // The raster has a margin of transparent pixels for antialiasing; its middle rows are
    // opaque across the card, and the rows within the corners are not.
    #expect(band.right - band.left >= 98)
    #expect(band.top > 1 && band.top <= 9)
    #expect(band.bottom >= 43 && band.bottom < 51)
  }
}
