import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
final class DisplayLinkTarget {
  var timestamps: [CFTimeInterval] = []
  var plainCalls = 0
  func step(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
  func refresh() { plainCalls += 1 }
}

@MainActor
@Suite(.serialized)
struct DisplayLinkTests {
  let frame = 1.0 / 60
  init() { VirtualTime.start() }

  @Test func ticksOncePerFrameWithTimestampsOfTheFrame() {
    let target = DisplayLinkTarget()
    let link = CADisplayLink(target: target, selector: DisplayLinkTarget.step)
    defer { link.invalidate() }
    #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
    VirtualTime.advance(by: 0.5)
    #expect(target.timestamps.isEmpty, "not added to a run loop yet")
    let start = CACurrentMediaTime()
    link.add(to: .main, forMode: .common)
    VirtualTime.advance(by: 10 * frame)
    #expect(target.timestamps.count == 10)
    for (i, t) in target.timestamps.enumerated() {
      #expect(abs(t - (start + Double(i + 1) * frame)) < 1e-9, "tick \(i)")
    }
    #expect(abs(link.duration - frame) < 1e-12)
    #expect(abs(link.targetTimestamp - (link.timestamp + frame)) < 1e-9)
  }

  @Test func aMethodTakingNothingAndAClosureAreCalledToo() {
    let target = DisplayLinkTarget()
    let plain = CADisplayLink(target: target, selector: DisplayLinkTarget.refresh)
    var closureTicks = 0
    let closure = CADisplayLink { _ in closureTicks += 1 }
    plain.add(to: .main, forMode: .default)
    closure.add(to: .main, forMode: .default)
    VirtualTime.advance(by: 3 * frame)
    #expect(target.plainCalls == 3)
    #expect(closureTicks == 3)
    plain.invalidate()
    closure.invalidate()
  }

  @Test func pausingStopsTheCallsAndResumingStartsThemAgain() {
    var ticks = 0
    let link = CADisplayLink { _ in ticks += 1 }
    defer { link.invalidate() }
    link.add(to: .main, forMode: .common)
    VirtualTime.advance(by: 4 * frame)
    #expect(ticks == 4)
    link.isPaused = true
    #expect(!FrameDriver.hasPendingAnimations, "a paused link does not keep the loop awake")
    VirtualTime.advance(by: 4 * frame)
    #expect(ticks == 4)
    link.isPaused = false
    VirtualTime.advance(by: 2 * frame)
    #expect(ticks == 6)
  }

  @Test func invalidateAndRemoveStopTheCalls() {
    var ticks = 0
    let link = CADisplayLink { _ in ticks += 1 }
    link.add(to: .main, forMode: .default)
    link.add(to: .main, forMode: .common)
    VirtualTime.advance(by: 2 * frame)
    link.remove(from: .main, forMode: .default)
    VirtualTime.advance(by: 2 * frame)
    #expect(ticks == 4, "still in the common modes")
    link.remove(from: .main, forMode: .common)
    VirtualTime.advance(by: 2 * frame)
    #expect(ticks == 4)
    link.add(to: .main, forMode: .common)
    VirtualTime.advance(by: 1 * frame)
    #expect(ticks == 5)
    link.invalidate()
    VirtualTime.advance(by: 2 * frame)
    link.add(to: .main, forMode: .common)
    VirtualTime.advance(by: 2 * frame)
    #expect(ticks == 5, "an invalidated link cannot be added again")
    #expect(!FrameDriver.hasPendingAnimations)
  }

  @Test func invalidatingFromItsOwnCallbackStopsAtOnce() {
    var ticks = 0
    let link = CADisplayLink { link in
      ticks += 1
      if ticks == 3 { link.invalidate() }
    }
    link.add(to: .main, forMode: .common)
    VirtualTime.advance(by: 6 * frame)
    #expect(ticks == 3)
  }

  @Test func aLinkWhoseTargetIsGoneStopsWithoutCalling() {
    var target: DisplayLinkTarget? = DisplayLinkTarget()
    weak let weakLink: CADisplayLink?
    // Other suites' animations come and go in the shared engine: only this link's own
    // frame callback is looked at.
    let id: ObjectIdentifier
    do {
      let link = CADisplayLink(target: target!, selector: DisplayLinkTarget.step)
      link.add(to: .main, forMode: .common)
      weakLink = link
      id = ObjectIdentifier(link)
    }
    VirtualTime.advance(by: 2 * frame)
    #expect(target?.timestamps.count == 2)
    #expect(weakLink != nil, "the run loop keeps an added link alive")
    #expect(AnimationEngine.shared.hasFrameCallback(for: id))
    target = nil
    VirtualTime.advance(by: 2 * frame)
    #expect(weakLink == nil, "with its target gone the link invalidated itself and was released")
    #expect(
      !AnimationEngine.shared.hasFrameCallback(for: id),
      "and its frame callback left the animation engine")
  }

  @Test func aPreferredRateBelowTheRefreshRateSkipsFrames() {
    var halfRate: [CFTimeInterval] = []
    let half = CADisplayLink { halfRate.append($0.timestamp) }
    half.preferredFramesPerSecond = 30
    var rangeTicks = 0
    let range = CADisplayLink { _ in rangeTicks += 1 }
    range.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
    var fullTicks = 0
    let full = CADisplayLink { _ in fullTicks += 1 }
    full.preferredFramesPerSecond = 120
    for link in [half, range, full] { link.add(to: .main, forMode: .common) }
    defer { for link in [half, range, full] { link.invalidate() } }
    VirtualTime.advance(by: 12 * frame)
    #expect(halfRate.count == 6)
    #expect(abs(half.targetTimestamp - half.timestamp - 2 * frame) < 1e-9)
    #expect(abs(half.duration - frame) < 1e-12)
    #expect(rangeTicks == 4)
    #expect(fullTicks == 12)
    #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
  }

  @Test func theRefreshRateOfTheScreenSetsTheDuration() {
    let before = UIScreen.main.refreshRate
    UIScreen.main.refreshRate = 120
    defer { UIScreen.main.refreshRate = before }
    var ticks = 0
    let link = CADisplayLink { _ in ticks += 1 }
    defer { link.invalidate() }
    link.add(to: .main, forMode: .common)
    VirtualTime.advance(by: 0.1, step: 1.0 / 120)
    #expect(ticks == 12)
    #expect(abs(link.duration - 1.0 / 120) < 1e-12)
    #expect(UIScreen.main.maximumFramesPerSecond == 120)
  }

  @Test func underTheAppDriverALinkTicksOncePerFrameOfVirtualTime() {
    let root = UIView()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(box)
    let driver = AppDriver(rootView: root, size: CGSize(width: 100, height: 40))
    var ticks = 0
    let link = CADisplayLink { _ in
      ticks += 1
      box.frame.origin.x += 2
    }
    link.add(to: .main, forMode: .common)
    driver.advance(by: 0.5)
    link.invalidate()
    driver.advance(by: 0.5)
    #expect(ticks == 30)
    #expect(box.frame.origin.x == 60)
  }
}
