import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// An event queue on virtual time: a wait ends at its timeout, at the next scripted happening
/// (an input event, or work arriving from another thread), or at once when a wake-up is pending.
@MainActor
final class VirtualEventSource: HostEventSource {
  struct Happening {
    var time: TimeInterval
    var event: HostEvent?
    var action: (() -> Void)?
  }
  var happenings: [Happening] = []
  /// A wake-up pushed into the queue (as enqueuing main-queue work does) and not yet received.
  var wakeUpPending = false
  /// How late a wait that runs to its timeout ends (a real wait is rounded up to whole
  /// milliseconds and the thread must be scheduled again).
  var lateness: TimeInterval = 0
  /// The timeouts asked for, in order.
  private(set) var timeouts: [TimeInterval] = []
  /// Set when the loop asked to sleep with nothing left that could wake it.
  private(set) var sleptForever = false

  func waitForEvents(timeout: TimeInterval) -> [PlatformEvent] {
    timeouts.append(timeout)
    if wakeUpPending {
      wakeUpPending = false
      return []
    }
    let now = AnimationClock.now
    let deadline = now + timeout
    if let index = happenings.indices.min(by: { happenings[$0].time < happenings[$1].time }),
      happenings[index].time <= deadline
    {
      let happening = happenings.remove(at: index)
      AnimationClock.advanceManualTime(by: happening.time - now)
      happening.action?()
      wakeUpPending = false
      return happening.event.map { [PlatformEvent(window: nil, event: $0)] } ?? []
    }
    guard timeout.isFinite else {
      sleptForever = true
      return []
    }
    AnimationClock.advanceManualTime(by: timeout + lateness)
    return []
  }
}

/// Timers and a main queue on virtual time; enqueuing work wakes the event source, as the host's
/// main-queue waker pushes an event.
@MainActor
final class VirtualWork: HostWorkSource {
  final class VirtualTimer {
    var fireTime: TimeInterval
    let interval: TimeInterval?
    let body: () -> Void
    init(fireTime: TimeInterval, interval: TimeInterval?, body: @escaping () -> Void) {
      self.fireTime = fireTime
      self.interval = interval
      self.body = body
    }
  }
  let events: VirtualEventSource
  private(set) var timers: [VirtualTimer] = []
  private var queue: [() -> Void] = []

  init(events: VirtualEventSource) { self.events = events }

  /// Schedules `body` `delay` seconds from now, repeating every `interval` if given.
  func schedule(
    after delay: TimeInterval, repeating interval: TimeInterval? = nil, _ body: @escaping () -> Void
  ) {
    timers.append(
      VirtualTimer(fireTime: AnimationClock.now + delay, interval: interval, body: body))
  }

  func enqueue(_ body: @escaping () -> Void) {
    queue.append(body)
    events.wakeUpPending = true
  }

  /// How many passes served work.
  private(set) var passes = 0

  var hasPendingWork: Bool { !queue.isEmpty }

  func serveDueWork() -> TimeInterval? {
    passes += 1
    let now = AnimationClock.now
    for timer in timers where timer.fireTime <= now + 1e-9 {
      timer.body()
      if let interval = timer.interval {
        while timer.fireTime <= now + 1e-9 { timer.fireTime += interval }
      }
    }
    timers.removeAll { $0.interval == nil && $0.fireTime <= now + 1e-9 }
    let due = queue
    queue.removeAll()
    for body in due { body() }
    return timers.map(\.fireTime).min()
  }
}

/// A run loop on virtual time drawing one view, set up at the start of a test (not in the
/// suite's initializer: tests of other suites may run between the two).
@MainActor
final class RunLoopFixture {
  let events = VirtualEventSource()
  let work: VirtualWork
  let loop: HostRunLoop
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let start: TimeInterval
  /// The times at which frames were drawn, relative to `start`.
  var frames: [TimeInterval] = []

  init() {
    VirtualTime.start()
    work = VirtualWork(events: events)
    loop = HostRunLoop(events: events, work: work, frameInterval: 1.0 / 60)
    start = AnimationClock.now
    loop.needsDisplay = { [unowned self] in view.layer.needsComposite }
    loop.drawFrame = { [unowned self] in
      FrameDriver.tick()
      view.layoutIfNeeded()
      frames.append(AnimationClock.now - start)
      view.layer.needsComposite = false
    }
  }

  /// Seconds since the start, to the millisecond.
  var at: String { String(format: "%.3f", AnimationClock.now - start) }

  /// Runs the loop until `time` seconds after the start, or until it sleeps with nothing
  /// pending.
  func run(until time: TimeInterval) {
    while AnimationClock.now - start < time - 1e-9 && !events.sleptForever {
      loop.runOnce()
    }
  }
}

@MainActor
@Suite(.serialized)
struct HostRunLoopTests {
  @Test func withNothingPendingTheLoopSleepsUntilAnEventArrives() {
    let f = RunLoopFixture()
    f.view.layer.needsComposite = true
    f.run(until: 10)
    #expect(f.frames == [0])
    #expect(f.events.sleptForever)
    #expect(f.events.timeouts == [.infinity])
    #expect(f.loop.wakeUps == 1)
  }

  @Test func theLoopSleepsExactlyUntilTheNextTimerFires() {
    let f = RunLoopFixture()
    f.view.layer.needsComposite = false
    var fired: [TimeInterval] = []
    f.work.schedule(after: 0.25) { fired.append(AnimationClock.now - f.start) }
    f.run(until: 10)
    #expect(fired.count == 1 && abs(fired[0] - 0.25) < 1e-9)
    #expect(f.events.timeouts.count == 2 && abs(f.events.timeouts[0] - 0.25) < 1e-9)
    #expect(f.events.timeouts.last == .infinity)
    #expect(f.frames.isEmpty)
  }

  @Test func aSixtyHertzTimerDrivesSixtyFramesASecond() {
    let f = RunLoopFixture()
    f.view.layer.needsComposite = false
    f.work.schedule(after: 1.0 / 60, repeating: 1.0 / 60) {
      f.view.alpha = f.view.alpha == 1 ? 0.5 : 1
    }
    f.run(until: 1 + 1e-6)
    #expect(f.frames.count == 60)
    for (i, t) in f.frames.enumerated() {
      #expect(abs(t - Double(i + 1) / 60) < 1e-6, "frame \(i) at \(t)")
    }
    // One wake-up a frame (the timer and the frame it causes come together), and the one that
    // ends the last sleep.
    #expect(f.loop.wakeUps == 61)
  }

  @Test func mainQueueWorkWakesTheLoopAtOnceAndItsFrameFollows() {
    let f = RunLoopFixture()
    f.view.layer.needsComposite = false
    var order: [String] = []
    f.work.schedule(after: 1) { order.append("timer at \(f.at)") }
    f.events.happenings.append(
      .init(
        time: f.start + 0.4, event: nil,
        action: { [f] in
          f.work.enqueue {
            order.append("work at \(f.at)")
            f.view.alpha = 0.5
          }
        }))
    f.run(until: 10)
    #expect(order == ["work at 0.400", "timer at 1.000"])
    #expect(f.frames.count == 1 && abs(f.frames[0] - 0.4) < 1e-9)
    // Asleep until the timer, woken early by the work; once its frame is drawn, asleep for the
    // rest of the timer's wait; then until an event arrives.
    #expect(f.events.timeouts.count == 3)
    #expect(abs(f.events.timeouts[0] - 1) < 1e-9)
    #expect(abs(f.events.timeouts[1] - 0.6) < 1e-9)
    #expect(f.events.timeouts[2] == .infinity)
  }

  @Test func workQueuedWhileDrawingRunsBeforeTheLoopSleeps() {
    let f = RunLoopFixture()
    var ran: [String] = []
    f.view.layer.needsComposite = true
    let drawFrame = f.loop.drawFrame
    f.loop.drawFrame = { [f] in
      drawFrame()
      if ran.isEmpty { f.work.enqueue { ran.append(f.at) } }
    }
    f.run(until: 10)
    #expect(ran == ["0.000"])
    #expect(f.events.sleptForever)
  }

  @Test func anInputEventEndsTheSleepAndIsHandledBeforeTheNextFrame() {
    let f = RunLoopFixture()
    var log: [String] = []
    f.loop.handleEvent = { event in
      log.append("event \(event.event) at \(f.at)")
      f.view.alpha = 0.25
    }
    let drawFrame = f.loop.drawFrame
    f.loop.drawFrame = {
      log.append("frame at \(f.at)")
      drawFrame()
    }
    f.view.layer.needsComposite = false
    f.events.happenings.append(.init(time: f.start + 0.5, event: .exposed, action: nil))
    f.run(until: 10)
    #expect(log == ["event exposed at 0.500", "frame at 0.500"])
  }

  @Test func animationFramesComeOncePerRefreshAndStopWithTheAnimation() {
    let f = RunLoopFixture()
    f.view.layer.needsComposite = false
    UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear) { f.view.alpha = 0 }
    f.run(until: 10)
    #expect(f.events.sleptForever)
    // Frames at 0, 1/60, …: the animation ends at 0.1 (the seventh), and its completion
    // needs one more tick.
    #expect(f.frames.count >= 7)
    for (i, t) in f.frames.enumerated() {
      #expect(abs(t - Double(i) / 60) < 1e-6, "frame \(i) at \(t)")
    }
    #expect(f.frames.last! <= 0.1 + 2.0 / 60)
  }

  @Test func aTimerDueBeforeTheNextAnimationFrameWakesTheLoopFirst() {
    let f = RunLoopFixture()
    f.view.layer.needsComposite = false
    var fired: [TimeInterval] = []
    UIView.animate(withDuration: 0.05, delay: 0, options: .curveLinear) { f.view.alpha = 0 }
    f.work.schedule(after: 0.005) { fired.append(AnimationClock.now - f.start) }
    f.run(until: 0.02)
    #expect(fired.count == 1)
    #expect(abs(fired[0] - 0.005) < 1e-9)
    #expect(f.events.timeouts.count >= 2)
    #expect(abs(f.events.timeouts[0] - 0.005) < 1e-9)
    // Then on to the next frame, one refresh after the first.
    #expect(abs(f.events.timeouts[1] - (1.0 / 60 - 0.005)) < 1e-9)
    #expect(f.frames.count == 2)
  }

  @Test func aRunningDisplayLinkWakesTheLoopEveryFrameAndAPausedOneLetsItSleep() {
    let f = RunLoopFixture()
    f.view.layer.needsComposite = false
    var ticks: [TimeInterval] = []
    let link = CADisplayLink { link in ticks.append(link.timestamp - f.start) }
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    f.run(until: 0.5 + 1e-6)
    #expect(ticks.count == 31)
    #expect(f.frames.count == 31)
    link.isPaused = true
    let wakeUps = f.loop.wakeUps
    f.run(until: 100)
    #expect(f.events.sleptForever)
    #expect(f.loop.wakeUps == wakeUps + 1)
    #expect(ticks.count == 31)
  }

  /// A frame driven by a display link alone serves work once, after the frame; anything that
  /// could have left work (an event handled, work arriving, a timer falling due) is served
  /// before the next frame as well.
  @Test func displayLinkFramesServeWorkOnceUnlessSomethingIsWaiting() {
    let f = RunLoopFixture()
    var log: [(what: String, at: TimeInterval)] = []
    func note(_ what: String) { log.append((what, AnimationClock.now - f.start)) }
    let link = CADisplayLink { _ in note("tick") }
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    f.loop.handleEvent = { _ in
      // Work the handler leaves runs before the frame it causes.
      f.work.schedule(after: 0) { note("timer from event") }
    }
    // Each arrives half a millisecond before a frame is due: the frame is drawn on the same
    // wake-up.
    f.events.happenings.append(.init(time: f.start + 0.0995, event: .exposed, action: nil))
    f.events.happenings.append(
      .init(
        time: f.start + 0.1995, event: nil, action: { [f] in f.work.enqueue { note("work") } }))
    f.work.schedule(after: 0.2995) { note("timer") }
    f.run(until: 0.5 + 1e-6)
    #expect(f.frames.count == 31)
    // The first frame, and the ones after the event, the work and the timer, serve twice.
    #expect(f.work.passes == f.frames.count + 4)
    #expect(f.loop.passesSkipped == f.frames.count - 4)
    let order = log.filter { $0.what != "tick" }
    #expect(order.map(\.what) == ["timer from event", "work", "timer"])
    for (entry, expected) in zip(order, [0.0995, 0.1995, 0.2995]) {
      #expect(abs(entry.at - expected) < 1e-6, "\(entry.what) at \(entry.at)")
      // It ran before the frame of its wake-up: that frame's tick follows it at once.
      let index = log.firstIndex { $0.what == entry.what }!
      #expect(log[index + 1].what == "tick" && abs(log[index + 1].at - entry.at) < 1e-6)
    }
  }

  @Test func framesKeepTheirCadenceWhenWakeUpsComeLate() {
    let f = RunLoopFixture()
    f.events.lateness = 0.001
    var ticks = 0
    let link = CADisplayLink { _ in ticks += 1 }
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    f.run(until: 1)
    // Every wake-up a millisecond late, yet a frame every 1/60 s on average: 60 in the first
    // second (not 57, as when each late frame pushed the next one back).
    #expect(f.frames.count == 60)
    #expect(ticks == 60)
    for (i, t) in f.frames.enumerated() {
      #expect(
        t >= Double(i) / 60 - 1e-9 && t <= Double(i) / 60 + 0.001 + 1e-9, "frame \(i) at \(t)")
    }
  }
}
