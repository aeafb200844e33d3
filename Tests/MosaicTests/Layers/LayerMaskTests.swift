import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct LayerMaskTests {
  @Test func aMaskLayersAlphaCutsTheLayerAndItsSublayers() {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 0, width: 40, height: 40)
    layer.backgroundColor = UIColor.red.cgColor
    let sub = CALayer()
    sub.frame = CGRect(x: 0, y: 30, width: 40, height: 10)
    sub.backgroundColor = UIColor.blue.cgColor
    layer.addSublayer(sub)
    let mask = CALayer()
    mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
    mask.backgroundColor = UIColor.black.cgColor
    layer.mask = mask
    #expect(mask.superlayer == nil)
    root.addSublayer(layer)
    let frame = OffscreenFrame(size: CGSize(width: 60, height: 40), transparent: true)
    frame.render(layer: root)
    var pixels = frame.pixels()
    #expect(argb(pixels, width: 60, 15, 10) == 0xFFFF_0000)
    #expect(argb(pixels, width: 60, 15, 35) == 0xFF00_00FF)
    #expect(argb(pixels, width: 60, 35, 10) == 0)
    #expect(argb(pixels, width: 60, 35, 35) == 0)
    // A half-transparent mask lets half through; changing the mask redraws the layer.
    mask.backgroundColor = UIColor.black.withAlphaComponent(0.5).cgColor
    #expect(frame.render(layer: root))
    pixels = frame.pixels()
    #expect(argb(pixels, width: 60, 15, 10) == 0x8080_0000)
    layer.mask = nil
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 60, 35, 10) == 0xFFFF_0000)
  }

  @Test func aShadowPathShapesTheShadowAndWidensTheDamage() {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let layer = CALayer()
    layer.frame = CGRect(x: 40, y: 10, width: 20, height: 20)
    layer.backgroundColor = UIColor.red.cgColor
    layer.shadowOpacity = 1
    layer.shadowRadius = 0
    layer.shadowOffset = .zero
    root.addSublayer(layer)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100), transparent: true)
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 60) == 0)
    // A tall shadow path reaches below the layer.
    layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 80), transform: nil)
    #expect(frame.render(layer: root))
    #expect(argb(frame.pixels(), width: 100, 50, 60) == 0xFF00_0000)
    #expect(argb(frame.pixels(), width: 100, 50, 20) == 0xFFFF_0000)
    layer.shadowPath = nil
    frame.render(layer: root)
    #expect(argb(frame.pixels(), width: 100, 50, 60) == 0)
  }
}
