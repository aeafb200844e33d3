import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
@Suite(.serialized)
struct ActivityIndicatorViewTests {
  /// A white 200×200 window with a running medium indicator whose frame is (50, 60, 20, 20).
  private func runningIndicator() -> (UIWindow, UIActivityIndicatorView) {
    VirtualTime.start()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.backgroundColor = .white
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.frame.origin = CGPoint(x: 50, y: 60)
    window.addSubview(spinner)
    spinner.startAnimating()
    window.layoutIfNeeded()
    return (window, spinner)
  }

  /// Whether a timed step is waiting in the animation engine.
  private var aStepIsScheduled: Bool { AnimationEngine.shared.nextTimedCallback != nil }

  // MARK: Sizes and styles

  @Test func eachStyleHasItsNaturalSize() {
    let medium = UIActivityIndicatorView(style: .medium)
    #expect(medium.bounds.size == CGSize(width: 20, height: 20))
    #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.bounds.size == CGSize(width: 37, height: 37))
    #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(large.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.width == 37)
    #expect(UIActivityIndicatorView(style: .white).intrinsicContentSize.width == 20)
    #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize.width == 20)
    // `init(frame:)` keeps the frame and is medium.
    let framed = UIActivityIndicatorView(frame: CGRect(x: 5, y: 6, width: 100, height: 50))
    #expect(framed.frame == CGRect(x: 5, y: 6, width: 100, height: 50))
    #expect(framed.style == .medium)
    #expect(framed.intrinsicContentSize == CGSize(width: 20, height: 20))
    framed.style = .large
    #expect(framed.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView().style == .medium)
  }

  @Test func theColorFollowsTheStyleUntilOneIsSet() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(spinner.color == .systemGray)
    spinner.style = .whiteLarge
    #expect(spinner.color == .white)
    spinner.color = .red
    spinner.style = .large
    #expect(spinner.color == .red)
    spinner.color = nil
    #expect(spinner.color == .systemGray)
  }

  @Test func anchorsPlaceAnIndicatorAtItsIntrinsicSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(spinner)
    NSLayoutConstraint.activate([
      spinner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      spinner.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    #expect(spinner.frame == CGRect(x: 10, y: 20, width: 37, height: 37))
  }

  // MARK: Starting and stopping

  @Test func hidesWhenStoppedHidesTheIndicatorWhileItIsStopped() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(spinner.hidesWhenStopped)
    #expect(!spinner.isAnimating)
    #expect(spinner.isHidden, "a new indicator is stopped, so hidden")
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    #expect(!spinner.isHidden)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden, "turning it off while stopped shows the indicator")
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    spinner.hidesWhenStopped = true
    #expect(spinner.isHidden)
  }

  @Test func isAnimatingHoldsOffScreenToo() {
    VirtualTime.start()
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    #expect(!aStepIsScheduled, "off screen the indicator does not tick")
    VirtualTime.advance(by: 1)
    #expect(spinner.headSpoke == 0)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
  }

  // MARK: Turning

  @Test func theSpokesTurnOneStepAnEighthOfASecond() {
    let (window, spinner) = runningIndicator()
    #expect(spinner.headSpoke == 0)
    VirtualTime.advance(by: 0.1)
    #expect(spinner.headSpoke == 0)
    VirtualTime.advance(by: 0.03)
    #expect(spinner.headSpoke == 1)
    VirtualTime.advance(by: 1)
    #expect(spinner.headSpoke == 1, "a full turn a second brings the head back")
    spinner.stopAnimating()
    #expect(window.subviews == [spinner])
  }

  @Test func aTurningIndicatorDamagesOnlyItsOwnRectangle() {
    let (window, spinner) = runningIndicator()
    let frame = OffscreenFrame(size: window.bounds.size)
    #expect(frame.render(window))
    // Between two steps nothing changes, so no frame is drawn.
    VirtualTime.advance(by: 1.0 / 16)
    #expect(!frame.render(window))
    VirtualTime.advance(by: 1.0 / 16)
    #expect(frame.render(window))
    // The indicator's 20×20 frame with two pixels of margin for antialiasing.
    #expect(frame.lastDamage == [CGRect(x: 48, y: 58, width: 24, height: 24)])
    spinner.stopAnimating()
    // At twice the scale, the same rectangle in device pixels.
    let (sharpWindow, sharpSpinner) = runningIndicator()
    let sharp = OffscreenFrame(size: sharpWindow.bounds.size, scale: 2)
    sharp.render(sharpWindow)
    VirtualTime.advance(by: 1.0 / 8)
    #expect(sharp.render(sharpWindow))
    #expect(sharp.lastDamage == [CGRect(x: 98, y: 118, width: 44, height: 44)])
    sharpSpinner.stopAnimating()
  }

  @Test func stoppingHidingOrLeavingTheWindowEndsTheTicks() {
    let (window, spinner) = runningIndicator()
    #expect(aStepIsScheduled)
    spinner.stopAnimating()
    #expect(!aStepIsScheduled)
    VirtualTime.advance(by: 1.01)
    #expect(spinner.headSpoke == 0)

    spinner.startAnimating()
    VirtualTime.advance(by: 0.13)
    #expect(spinner.headSpoke == 1)
    spinner.isHidden = true
    #expect(!aStepIsScheduled)
    VirtualTime.advance(by: 0.5)
    #expect(spinner.headSpoke == 1)
    spinner.isHidden = false
    VirtualTime.advance(by: 0.13)
    #expect(spinner.headSpoke == 2)

    spinner.removeFromSuperview()
    #expect(!aStepIsScheduled)
    VirtualTime.advance(by: 0.5)
    #expect(spinner.headSpoke == 2)
    #expect(spinner.isAnimating, "leaving the window does not stop the animation")
    window.addSubview(spinner)
    #expect(aStepIsScheduled)
    VirtualTime.advance(by: 0.13)
    #expect(spinner.headSpoke == 3)
    spinner.stopAnimating()
  }

  @Test func aHiddenSuperviewStopsTheTicksUntilItIsShownOrTheIndicatorMoves() {
    VirtualTime.start()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let outer = UIView(frame: window.bounds)
    let inner = UIView(frame: outer.bounds)
    let spinner = UIActivityIndicatorView(style: .medium)
    window.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(spinner)
    spinner.startAnimating()
    VirtualTime.advance(by: 0.13)
    #expect(spinner.headSpoke == 1)

    // The step after the grandparent is hidden finds it hidden and schedules no other.
    outer.isHidden = true
    VirtualTime.advance(by: 0.13)
    #expect(!aStepIsScheduled)
    VirtualTime.advance(by: 1)
    #expect(spinner.headSpoke == 1)
    #expect(spinner.isAnimating)

    // Showing another view changes nothing; showing the grandparent turns it again.
    let other = UIView()
    other.isHidden = true
    window.addSubview(other)
    other.isHidden = false
    #expect(!aStepIsScheduled)
    outer.isHidden = false
    #expect(aStepIsScheduled)
    VirtualTime.advance(by: 0.13)
    #expect(spinner.headSpoke == 2)

    // Hidden while it waits for no step, then moved out from under the hidden view.
    inner.isHidden = true
    VirtualTime.advance(by: 0.13)
    #expect(!aStepIsScheduled)
    window.addSubview(spinner)
    #expect(aStepIsScheduled)
    VirtualTime.advance(by: 0.13)
    #expect(spinner.headSpoke == 3)

    // Added straight into a hidden superview: no step until the superview is shown.
    spinner.removeFromSuperview()
    inner.addSubview(spinner)
    #expect(!aStepIsScheduled)
    inner.isHidden = false
    #expect(aStepIsScheduled)
    spinner.stopAnimating()
    #expect(!aStepIsScheduled)
  }

  @Test func aDeallocatedIndicatorLeavesNoStepBehind() {
    VirtualTime.start()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    weak var gone: UIActivityIndicatorView?
    do {
      let spinner = UIActivityIndicatorView(style: .medium)
      window.addSubview(spinner)
      spinner.startAnimating()
      spinner.removeFromSuperview()
      gone = spinner
    }
    #expect(gone == nil)
    #expect(!aStepIsScheduled)
  }

  /// The run loop sleeps from one step to the next: one wake-up and one frame a step.
  @Test func theRunLoopSleepsBetweenSteps() {
    let f = RunLoopFixture()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let spinner = UIActivityIndicatorView(style: .medium)
    window.addSubview(spinner)
    spinner.startAnimating()
    f.loop.needsDisplay = { window.layer.needsComposite || window.subtreeNeedsLayout }
    f.loop.drawFrame = {
      FrameDriver.tick()
      window.layoutIfNeeded()
      guard window.layer.needsComposite else { return }
      f.frames.append(AnimationClock.now - f.start)
      window.layer.needsComposite = false
    }
    window.layoutIfNeeded()
    window.layer.needsComposite = false
    f.run(until: 1 + 1e-6)
    #expect(f.frames.count == 8)
    for (i, t) in f.frames.enumerated() {
      #expect(abs(t - Double(i + 1) / 8) < 1e-6, "frame \(i) at \(t)")
    }
    #expect(f.loop.wakeUps <= 9)
    spinner.stopAnimating()
    let stopped = AnimationClock.now - f.start
    let wakeUps = f.loop.wakeUps
    f.run(until: 5)
    #expect(f.events.sleptForever)
    #expect(f.loop.wakeUps <= wakeUps + 1)
    // One more frame, at once, draws the indicator hidden; then nothing.
    #expect(f.frames.count == 9)
    #expect(abs((f.frames.last ?? 0) - stopped) < 1e-6)
  }

  // MARK: Pixels

  /// The brightness (0…255, the green channel) of pixel (x, y) of a frame `width` pixels wide.
  private func brightness(_ pixels: [UInt32], _ width: Int, _ x: Int, _ y: Int) -> Int {
    Int((pixels[y * width + x] >> 8) & 0xFF)
  }

  @Test func theHeadSpokeIsDarkestAndTheTrailingSpokesFade() {
    let (window, spinner) = runningIndicator()
    let frame = OffscreenFrame(size: window.bounds.size)
    frame.render(window)
    // The middle of spoke k, 6.8 points from the centre (60, 70), clockwise from the top.
    func spokePixel(_ pixels: [UInt32], _ k: Int) -> Int {
      let angle = Double(k) / 8 * 2 * .pi - .pi / 2
      let x = Int((60 + cos(angle) * 6.8).rounded(.down))
      let y = Int((70 + sin(angle) * 6.8).rounded(.down))
      return brightness(pixels, 200, x, y)
    }
    var pixels = frame.pixels()
    var spokes = (0..<8).map { spokePixel(pixels, $0) }
    #expect(spokes[0] == spokes.min(), "head at the top: \(spokes)")
    #expect(spokes[4] > spokes[0] + 40, "the opposite spoke is much lighter: \(spokes)")
    #expect(
      spokes[7] < spokes[6] && spokes[6] < spokes[5], "spokes fade behind the head: \(spokes)")
    #expect(brightness(pixels, 200, 60, 70) == 255, "the middle stays clear")
    #expect(brightness(pixels, 200, 30, 30) == 255)
    // A step later the head is the next spoke clockwise.
    VirtualTime.advance(by: 1.0 / 8)
    frame.render(window)
    pixels = frame.pixels()
    spokes = (0..<8).map { spokePixel(pixels, $0) }
    #expect(spokes[1] == spokes.min(), "head at the top right: \(spokes)")
    #expect(spokes[0] < spokes[7], "the old head now trails: \(spokes)")
    spinner.stopAnimating()
    frame.render(window)
    pixels = frame.pixels()
    #expect(spokePixel(pixels, 0) == 255 && spokePixel(pixels, 1) == 255, "hidden once stopped")
  }

  /// Draws the ring the way the indicator does before it keeps copies of its looks.
  private final class DirectRing: UIView {
    var head = 0
    override func draw(_ rect: CGRect) {
      guard let ctx = UIGraphicsGetCurrentContext() else { return }
      UIActivityIndicatorView.drawSpokes(in: ctx, ring: bounds, head: head, color: .systemGray)
    }
  }

  @Test(arguments: [1, 2] as [CGFloat])
  func copiedLooksMatchStrokedSpokes(scale: CGFloat) {
    let (window, spinner) = runningIndicator()
    let reference = UIWindow(frame: window.bounds)
    reference.backgroundColor = .white
    let ring = DirectRing(frame: spinner.frame)
    ring.isOpaque = false
    reference.addSubview(ring)
    let frame = OffscreenFrame(size: window.bounds.size, scale: scale)
    let expected = OffscreenFrame(size: window.bounds.size, scale: scale)
    // Two turns: the first draws each look, the second copies them.
    for step in 0..<16 {
      ring.head = step % 8
      ring.setNeedsDisplay()
      frame.render(window, force: true)
      expected.render(reference, force: true)
      #expect(spinner.headSpoke == step % 8)
      #expect(frame.pixels() == expected.pixels(), "step \(step) at scale \(scale)")
      VirtualTime.advance(by: 1.0 / 8)
    }
    spinner.stopAnimating()
  }
}
