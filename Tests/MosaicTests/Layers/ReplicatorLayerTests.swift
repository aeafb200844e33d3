import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct ReplicatorLayerTests {
  init() { VirtualTime.start() }

  /// A replicator over the whole 100×20 frame with one red 10×10 square at its origin.
  private func scene() -> (CALayer, CAReplicatorLayer, CALayer, OffscreenFrame) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
    let replicator = CAReplicatorLayer()
    replicator.frame = root.bounds
    let square = CALayer()
    square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    square.backgroundColor = UIColor.red.cgColor
    replicator.addSublayer(square)
    root.addSublayer(replicator)
    return (
      root, replicator, square,
      OffscreenFrame(size: CGSize(width: 100, height: 20), transparent: true)
    )
  }

  @Test func copiesAreDrawnWithTheAccumulatedTransform() {
    let (root, replicator, _, frame) = scene()
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    frame.render(layer: root)
    let pixels = frame.pixels()
    #expect(argb(pixels, width: 100, 5, 5) == 0xFFFF_0000)
    #expect(argb(pixels, width: 100, 25, 5) == 0xFFFF_0000)
    #expect(argb(pixels, width: 100, 45, 5) == 0xFFFF_0000)
    #expect(argb(pixels, width: 100, 15, 5) == 0)
    #expect(argb(pixels, width: 100, 65, 5) == 0)
    // A fourth copy appears where it lands, damaging the replicator only.
    replicator.instanceCount = 4
    #expect(frame.render(layer: root))
    #expect(argb(frame.pixels(), width: 100, 65, 5) == 0xFFFF_0000)
  }

  @Test func instanceTransformTurnsAboutTheAnchorPoint() {
    let (root, replicator, square, frame) = scene()
    replicator.frame = CGRect(x: 40, y: 0, width: 20, height: 20)
    square.frame = CGRect(x: 8, y: 0, width: 4, height: 4)  // the top of a circle of dots
    replicator.instanceCount = 2
    replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
    frame.render(layer: root)
    // The second dot is the first turned half a turn about the replicator's centre.
    #expect(argb(frame.pixels(), width: 100, 50, 1) == 0xFFFF_0000)
    #expect(argb(frame.pixels(), width: 100, 50, 18) == 0xFFFF_0000)
  }

  @Test func copiesAreTintedAndFadedStepByStep() {
    let (root, replicator, square, frame) = scene()
    square.backgroundColor = UIColor.white.cgColor
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    replicator.instanceColor = UIColor.yellow.cgColor  // keeps red and green, drops blue
    replicator.instanceRedOffset = -0.5
    replicator.instanceAlphaOffset = -0.5
    frame.render(layer: root)
    let pixels = frame.pixels()
    #expect(argb(pixels, width: 100, 5, 5) == 0xFFFF_FF00)
    // Copy 1: red 0.5, alpha 0.5 (premultiplied).
    #expect(argb(pixels, width: 100, 25, 5) == 0x8040_8000)
    // Copy 2: alpha 0, not drawn.
    #expect(argb(pixels, width: 100, 45, 5) == 0)
  }

  @Test func instanceDelayOffsetsTheCopiesAnimationsInTime() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    final class ReplicatorView: UIView {
      override class var layerClass: AnyClass { CAReplicatorLayer.self }
    }
    let replicatorView = ReplicatorView(frame: host.bounds)
    host.addSubview(replicatorView)
    let replicator = replicatorView.layer as! CAReplicatorLayer
    replicator.instanceCount = 2
    replicator.instanceDelay = 0.5
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    dot.backgroundColor = .red
    replicatorView.addSubview(dot)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 20), transparent: true)
    frame.render(host)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      dot.frame.origin.x = 80
    }
    VirtualTime.advance(by: 0.75)
    frame.render(host)
    let pixels = frame.pixels()
    // Copy 0 at 0.75 of the way (x = 60), copy 1 a half second behind (x = 20).
    #expect(argb(pixels, width: 100, 65, 5) == 0xFFFF_0000)
    #expect(argb(pixels, width: 100, 25, 5) == 0xFFFF_0000)
    #expect(argb(pixels, width: 100, 45, 5) == 0)
    #expect(argb(pixels, width: 100, 5, 5) == 0)
  }
}
