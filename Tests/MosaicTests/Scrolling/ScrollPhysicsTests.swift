import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct ScrollPhysicsTests {
  init() { VirtualTime.start() }

  @Test func dragFollowsTheFinger() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.contentOffset.y = 1000
    scrollView.handleDrag(.began, translation: CGPoint(x: 0, y: -12), velocity: .zero)
    #expect(scrollView.isDragging && scrollView.isTracking)
    #expect(recorder.events == ["willBeginDragging"])
    // The content follows the finger from where the pan began.
    scrollView.handleDrag(.changed, translation: CGPoint(x: 30, y: -112), velocity: .zero)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1100))
    scrollView.handleDrag(.changed, translation: CGPoint(x: 30, y: 88), velocity: .zero)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 900))
    scrollView.handleDrag(.ended, translation: CGPoint(x: 30, y: 88), velocity: .zero)
    #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
    #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    #expect(recorder.proposedTarget == CGPoint(x: 0, y: 900))
  }

  @Test func aFlickCoastsTheDistanceOfTheFormula() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.contentOffset.y = 1000
    // Finger moving up at 3000 pt/s: the content scrolls down.
    drag(scrollView, by: CGPoint(x: 0, y: -10), releaseVelocity: CGPoint(x: 0, y: -3000))
    let expected = 1010 + 3000.0 / 1000 * 0.998 / (1 - 0.998)
    #expect(recorder.releaseVelocity == CGPoint(x: 0, y: 3))
    #expect(abs(Double(recorder.proposedTarget!.y) - expected) < 1e-6)
    #expect(scrollView.isDecelerating)
    #expect(
      recorder.events == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
      ])
    VirtualTime.advance(by: 0.5)
    let early = Double(scrollView.contentOffset.y)
    // After 0.5 s: 1497 · (1 − 0.998^500) ≈ 944 pt.
    #expect(abs(early - (1010 + 1497 * (1 - pow(0.998, 500)))) < 1)
    VirtualTime.advance(by: 5)
    #expect(abs(Double(scrollView.contentOffset.y) - expected) < 1)
    #expect(!scrollView.isDecelerating)
    #expect(recorder.events.last == "didEndDecelerating")
    #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test func theFastRateStopsSooner() {
    let scrollView = makeScrollView()
    scrollView.decelerationRate = .fast
    scrollView.contentOffset.y = 1000
    drag(scrollView, by: .zero, releaseVelocity: CGPoint(x: 0, y: 2000))
    VirtualTime.advance(by: 2)
    // 2000/1000 · 0.99/0.01 = 198 pt, upwards.
    #expect(abs(Double(scrollView.contentOffset.y) - (1000 - 198)) < 1)
  }

  @Test func aChangedTargetIsWhereTheContentStops() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    recorder.replacementTarget = CGPoint(x: 0, y: 1777)
    scrollView.delegate = recorder
    scrollView.contentOffset.y = 1000
    drag(scrollView, by: .zero, releaseVelocity: CGPoint(x: 0, y: -2500))
    VirtualTime.advance(by: 0.2)
    #expect(scrollView.contentOffset.y > 1000 && scrollView.contentOffset.y < 1777)
    VirtualTime.advance(by: 8)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1777))
    #expect(recorder.events.last == "didEndDecelerating")
    // A target against the flick is honoured too.
    recorder.replacementTarget = CGPoint(x: 0, y: 1500)
    drag(scrollView, by: .zero, releaseVelocity: CGPoint(x: 0, y: -2500))
    VirtualTime.advance(by: 8)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1500))
  }

  @Test func draggingPastAnEdgeRubberBands() {
    let scrollView = makeScrollView(contentSize: CGSize(width: 400, height: 1000))
    scrollView.handleDrag(.began, translation: .zero, velocity: .zero)
    scrollView.handleDrag(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero)
    #expect(abs(Double(scrollView.contentOffset.y) + expectedBand(100, 400)) < 1e-9)
    #expect(abs(Double(scrollView.contentOffset.y) + 48.3516) < 1e-4)
    scrollView.handleDrag(.changed, translation: CGPoint(x: 0, y: 300), velocity: .zero)
    #expect(abs(Double(scrollView.contentOffset.y) + expectedBand(300, 400)) < 1e-9)
    // Back inside the content the offset follows the finger 1:1 again.
    scrollView.handleDrag(.changed, translation: CGPoint(x: 0, y: -250), velocity: .zero)
    #expect(scrollView.contentOffset.y == 250)
    // Beyond the bottom edge (maximum offset 600).
    scrollView.handleDrag(.changed, translation: CGPoint(x: 0, y: -800), velocity: .zero)
    #expect(abs(Double(scrollView.contentOffset.y) - (600 + expectedBand(200, 400))) < 1e-9)
    scrollView.handleDrag(.cancelled, translation: .zero, velocity: .zero)
    VirtualTime.advance(by: 1)
    #expect(scrollView.contentOffset.y == 600)
  }

  @Test func withoutBouncesTheOffsetStopsAtTheEdges() {
    let scrollView = makeScrollView(contentSize: CGSize(width: 400, height: 1000))
    scrollView.bounces = false
    scrollView.handleDrag(.began, translation: .zero, velocity: .zero)
    scrollView.handleDrag(.changed, translation: CGPoint(x: 0, y: 100), velocity: .zero)
    #expect(scrollView.contentOffset.y == 0)
    scrollView.handleDrag(.ended, translation: CGPoint(x: 0, y: -500), velocity: .zero)
    #expect(scrollView.contentOffset.y == 500)
    // A flick past the end stops at it without overshooting.
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    drag(scrollView, by: .zero, releaseVelocity: CGPoint(x: 0, y: -3000))
    VirtualTime.advance(by: 3)
    #expect(recorder.offsets.allSatisfy { $0.y <= 600 })
    #expect(scrollView.contentOffset.y == 600)
    #expect(recorder.events.last == "didEndDecelerating")
  }

  @Test func releasingStretchedContentSpringsBackExactlyToTheEdge() {
    let scrollView = makeScrollView(contentSize: CGSize(width: 400, height: 1000))
    scrollView.contentInset.top = 20
    scrollView.contentOffset.y = -20
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    drag(scrollView, by: CGPoint(x: 0, y: 200))
    let stretched = scrollView.contentOffset.y
    #expect(abs(Double(stretched) - (-20 - expectedBand(200, 400))) < 1e-9)
    #expect(recorder.proposedTarget == CGPoint(x: 0, y: -20))
    #expect(recorder.willDecelerate == true)
    VirtualTime.advance(by: 0.1)
    let partway = scrollView.contentOffset.y
    #expect(partway > stretched && partway < -20)
    VirtualTime.advance(by: 1)
    #expect(scrollView.contentOffset.y == -20)
    #expect(!scrollView.isDecelerating)
    #expect(recorder.events.last == "didEndDecelerating")
    // The content never went past the edge on the way back.
    #expect(recorder.offsets.allSatisfy { $0.y <= -20 })
  }

  @Test func aFlickPastTheEndBouncesBack() {
    let scrollView = makeScrollView(contentSize: CGSize(width: 400, height: 1000))
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    scrollView.contentOffset.y = 500
    drag(scrollView, by: .zero, releaseVelocity: CGPoint(x: 0, y: -3000))
    #expect(recorder.proposedTarget == CGPoint(x: 0, y: 600))
    VirtualTime.advance(by: 3)
    let furthest = recorder.offsets.map(\.y).max()!
    #expect(furthest > 610 && furthest < 700)
    #expect(scrollView.contentOffset.y == 600)
    #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
  }

  @Test func catchingADecelerationStopsIt() {
    let scrollView = makeScrollView()
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    drag(scrollView, by: .zero, releaseVelocity: CGPoint(x: 0, y: -2000))
    VirtualTime.advance(by: 0.2)
    scrollView.beginTracking()
    let caught = scrollView.contentOffset
    #expect(!scrollView.isDecelerating && scrollView.isTracking)
    VirtualTime.advance(by: 1)
    #expect(scrollView.contentOffset == caught)
    scrollView.endTracking()
    #expect(!scrollView.isTracking)
  }

  @Test func pagingSnapsToMultiplesOfTheBoundsSize() {
    let scrollView = makeScrollView(
      size: CGSize(width: 300, height: 200), contentSize: CGSize(width: 1500, height: 200))
    scrollView.isPagingEnabled = true
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    // A slow release short of halfway returns to the page.
    drag(scrollView, by: CGPoint(x: -100, y: 0))
    #expect(recorder.proposedTarget == .zero)
    VirtualTime.advance(by: 2)
    #expect(scrollView.contentOffset == .zero)
    // Past halfway it goes on to the next page.
    drag(scrollView, by: CGPoint(x: -200, y: 0))
    #expect(recorder.proposedTarget == CGPoint(x: 300, y: 0))
    VirtualTime.advance(by: 2)
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
    // A flick goes to the next page even when short of halfway.
    drag(scrollView, by: CGPoint(x: -60, y: 0), releaseVelocity: CGPoint(x: -1000, y: 0))
    #expect(recorder.proposedTarget == CGPoint(x: 600, y: 0))
    VirtualTime.advance(by: 2)
    #expect(scrollView.contentOffset == CGPoint(x: 600, y: 0))
    #expect(recorder.events.last == "didEndDecelerating")
    // No page beyond the last.
    scrollView.contentOffset.x = 1200
    drag(scrollView, by: CGPoint(x: -50, y: 0), releaseVelocity: CGPoint(x: -1000, y: 0))
    VirtualTime.advance(by: 2)
    #expect(scrollView.contentOffset == CGPoint(x: 1200, y: 0))
  }

  @Test func contentThatFitsOnlyMovesWhenAlwaysBouncing() {
    let scrollView = makeScrollView(contentSize: CGSize(width: 400, height: 300))
    scrollView.handleDrag(.began, translation: .zero, velocity: .zero)
    scrollView.handleDrag(.changed, translation: CGPoint(x: 40, y: 80), velocity: .zero)
    #expect(scrollView.contentOffset == .zero)
    scrollView.handleDrag(.ended, translation: CGPoint(x: 40, y: 80), velocity: .zero)
    scrollView.alwaysBounceVertical = true
    scrollView.handleDrag(.began, translation: .zero, velocity: .zero)
    scrollView.handleDrag(.changed, translation: CGPoint(x: 40, y: 80), velocity: .zero)
    #expect(scrollView.contentOffset.x == 0)
    #expect(abs(Double(scrollView.contentOffset.y) + expectedBand(80, 400)) < 1e-9)
    scrollView.handleDrag(.ended, translation: CGPoint(x: 40, y: 80), velocity: .zero)
    VirtualTime.advance(by: 1)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func directionalLockKeepsTheDominantAxis() {
    let scrollView = makeScrollView(contentSize: CGSize(width: 2000, height: 2000))
    scrollView.isDirectionalLockEnabled = true
    scrollView.contentOffset = CGPoint(x: 500, y: 500)
    scrollView.handleDrag(.began, translation: CGPoint(x: 2, y: -10), velocity: .zero)
    scrollView.handleDrag(.changed, translation: CGPoint(x: 42, y: -110), velocity: .zero)
    #expect(scrollView.contentOffset == CGPoint(x: 500, y: 600))
    scrollView.handleDrag(.ended, translation: CGPoint(x: 42, y: -110), velocity: .zero)
  }
}
