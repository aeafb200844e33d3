import MosaicTestSupport
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// Views with many subviews (more than the short lists that are searched directly): adding and
/// removing keep subviews, sublayers, layout and drawing right whatever the order.
@MainActor
struct ManySubviewsTests {
  final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  private func expectInStep(_ root: UIView, _ model: [UIView], _ note: Comment) {
    #expect(root.subviews.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init), note)
    #expect(
      (root.layer.sublayers ?? []).map(ObjectIdentifier.init)
        == model.map { ObjectIdentifier($0.layer) }, note)
  }

  @Test(arguments: [11, 12, 13])
  func randomAddsAndRemovalsWithFramesBetweenKeepSublayersInStep(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
    let frame = OffscreenFrame(size: CGSize(width: 64, height: 64))
    var model: [UIView] = []
    for step in 0..<1500 {
      let choice = Int.random(in: 0..<10, using: &random)
      if model.count < 40 || choice < 4 {
        let view = UIView(frame: CGRect(x: step % 60, y: step % 50, width: 4, height: 4))
        view.backgroundColor = .red
        if choice == 0 && !model.isEmpty {
          let index = Int.random(in: 0..<model.count, using: &random)
          root.insertSubview(view, at: index)
          model.insert(view, at: index)
        } else {
          root.addSubview(view)
          model.append(view)
        }
      } else if choice < 8 {
        let index = choice < 6 ? 0 : Int.random(in: 0..<model.count, using: &random)
        model.remove(at: index).removeFromSuperview()
      } else if choice == 8 {
        let view = model.remove(at: Int.random(in: 0..<model.count, using: &random))
        root.bringSubviewToFront(view)
        model.append(view)
      } else {
        // A view leaves and comes back before the next frame.
        let view = model.remove(at: Int.random(in: 0..<model.count, using: &random))
        view.removeFromSuperview()
        view.backgroundColor = .blue
        root.addSubview(view)
        model.append(view)
      }
      if step % 50 == 0 { frame.render(root) }
      if step % 100 == 0 { expectInStep(root, model, "seed \(seed), step \(step)") }
    }
    expectInStep(root, model, "seed \(seed)")
    for view in model { view.removeFromSuperview() }
    expectInStep(root, [], "seed \(seed)")
  }

  @Test func removedSubviewsNoLongerShowInTheNextFrame() {
    let size = CGSize(width: 100, height: 10)
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    root.backgroundColor = .white
    let views = (0..<100).map { i -> UIView in
      let view = UIView(frame: CGRect(x: i, y: 0, width: 1, height: 10))
      view.backgroundColor = .black
      root.addSubview(view)
      return view
    }
    let frame = OffscreenFrame(size: size)
    frame.render(root, force: true)
    // Every view changes, then most of them leave and one comes back, before the next frame.
    for view in views { view.backgroundColor = .red }
    for view in views.prefix(80) { view.removeFromSuperview() }
    root.addSubview(views[10])
    #expect(frame.render(root))
    let pixels = frame.pixels()
    let white: UInt32 = 0xFFFF_FFFF
    let red: UInt32 = 0xFFFF_0000
    #expect(pixels[5 * 100 + 5] == white)
    #expect(pixels[5 * 100 + 79] == white)
    #expect(pixels[5 * 100 + 10] == red)
    #expect(pixels[5 * 100 + 80] == red)
    #expect(pixels[5 * 100 + 99] == red)
  }

  @Test func aLayoutPassSkipsSubviewsThatLeftAndLaysOutOnesThatCameBackOnce() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let views = (0..<100).map { _ in CountingView() }
    for view in views { root.addSubview(view) }
    root.layoutIfNeeded()
    #expect(views.allSatisfy { $0.layouts == 1 })
    for view in views { view.setNeedsLayout() }
    for view in views.prefix(70) { view.removeFromSuperview() }
    root.addSubview(views[3])
    root.layoutIfNeeded()
    #expect(views[0].layouts == 1)
    #expect(views[69].layouts == 1)
    #expect(views[3].layouts == 2)
    #expect(views[70].layouts == 2)
    #expect(views[99].layouts == 2)
  }
}
