import Foundation

/// The platform's event queue, where the host run loop sleeps.
@MainActor
protocol HostEventSource: AnyObject {
  /// Waits up to `timeout` seconds for events (0 polls without waiting, `.infinity` waits until
  /// something arrives), then returns every pending event in order. Returns an empty array when
  /// the time ran out or only a wake-up arrived. Each event names the window it happened in.
  func waitForEvents(timeout: TimeInterval) -> [PlatformEvent]
}

/// Timers and work queued for the main thread, served between events (Foundation's main run
/// loop in an application).
@MainActor
protocol HostWorkSource: AnyObject {
  /// Runs the timers that are due and the work queued for the main thread, and returns when the
  /// next timer fires on `AnimationClock`'s time line, or nil when no timer is scheduled.
  func serveDueWork() -> TimeInterval?
  /// Whether work arrived from elsewhere (the main queue) since work was last served.
  var hasPendingWork: Bool { get }
}

/// The application's run loop: serves timers and main-thread work, draws a frame when one is
/// due, and otherwise sleeps until the earliest of the next event, the next timer, newly queued
/// work (which wakes the event source), and the next animation or display-link frame. With
/// nothing pending it sleeps until an event arrives.
@MainActor
final class HostRunLoop {
  let events: HostEventSource
  let work: HostWorkSource
  /// Seconds between two frames: one refresh of the display.
  var frameInterval: TimeInterval
  /// Whether some window's layers changed since they were last drawn.
  var needsDisplay: () -> Bool = { false }
  /// Ticks animations and display links, lays out, and draws and presents what changed.
  var drawFrame: () -> Void = {}
  /// Handles one event that ended a sleep.
  var handleEvent: (PlatformEvent) -> Void = { _ in }
  /// The longest sleep: unlimited when every source of work wakes the loop itself.
  var maximumSleep: TimeInterval = .infinity

  /// When the last frame was due (the cadence frames keep while they follow one another), on
  /// `AnimationClock`'s time line.
  private(set) var lastFrameTime: TimeInterval = -.infinity
  /// How many times the loop has returned from sleeping.
  private(set) var wakeUps = 0
  /// How many frames it has drawn.
  private(set) var framesDrawn = 0

  /// A frame counts as due this close before its time, so that the jitter of timers and of
  /// waits rounded to whole milliseconds does not cost an extra wake-up (or a skipped frame).
  private static let frameSlack: TimeInterval = 0.002

  init(events: HostEventSource, work: HostWorkSource, frameInterval: TimeInterval) {
    self.events = events
    self.work = work
    self.frameInterval = frameInterval
  }

  /// Whether anything asks for another frame: animations, completions, frame callbacks
  /// (display links, gesture timers, scroll deceleration) or changed layers.
  var wantsFrame: Bool { AnimationEngine.shared.hasWork || needsDisplay() }

  /// One turn of the loop: serve due work, draw a frame if one is wanted and due, sleep until
  /// the earliest wake-up, then handle the events that ended the sleep.
  func runOnce() {
    var now = AnimationClock.now
    var nextTimer = lastNextTimer
    // Before a frame, work is served only when something may be waiting: code ran since the
    // last pass (handling events), work arrived, or a timer is due. Otherwise the pass after
    // the frame serves whatever arrives, and a frame driven by a display link costs one pass.
    let frameDue = wantsFrame && now >= nextFrameTime - Self.frameSlack
    if !frameDue || ranSinceServe || work.hasPendingWork || (nextTimer ?? .infinity) <= now {
      nextTimer = serve()
      now = AnimationClock.now
    } else {
      passesSkipped += 1
    }
    if wantsFrame && now >= nextFrameTime - Self.frameSlack {
      if idleSinceLastFrame || now - nextFrameTime >= frameInterval {
        // The first frame after a rest (or a stall) starts a new cadence where it is drawn, so
        // frames follow a timer's phase.
        lastFrameTime = now
      } else {
        // While frames follow one another they keep their cadence: one drawn a little early
        // or late counts as drawn on time, so the next is not pushed back.
        lastFrameTime = nextFrameTime
      }
      lastDrawTime = now
      idleSinceLastFrame = false
      framesDrawn += 1
      drawFrame()
      // Work queued and timers scheduled while drawing run before the loop sleeps.
      nextTimer = serve()
    }
    let wanted = wantsFrame
    if !wanted { idleSinceLastFrame = true }
    let timeout = sleepDuration(nextTimer: nextTimer, now: AnimationClock.now)
    let received = events.waitForEvents(timeout: timeout)
    wakeUps += 1
    if !received.isEmpty { ranSinceServe = true }
    for event in received { handleEvent(event) }
  }

  /// Whether main-thread code ran since work was last served (and may have queued some).
  private var ranSinceServe = true
  /// When the next timer fires, as the last pass found.
  private var lastNextTimer: TimeInterval?
  /// How many passes before a frame were left out (for tests).
  private(set) var passesSkipped = 0

  /// Serves due work and notes when the next timer fires.
  private func serve() -> TimeInterval? {
    ranSinceServe = false
    lastNextTimer = work.serveDueWork()
    return lastNextTimer
  }

  /// Whether the loop has slept with no frame wanted since it last drew one.
  private var idleSinceLastFrame = true
  /// When the last frame was actually drawn.
  private var lastDrawTime: TimeInterval = -.infinity

  /// When the next frame may be drawn: one refresh after the last in a running sequence of
  /// frames; after a rest, one refresh after the last was drawn. Never sooner than a refresh
  /// (less the slack) after the last frame drawn.
  private var nextFrameTime: TimeInterval {
    idleSinceLastFrame ? lastDrawTime + frameInterval : lastFrameTime + frameInterval
  }

  /// How long to sleep at `now`: until the next timer, the next timed animation callback or,
  /// when a frame is wanted, until the next frame is due, whichever comes first; `.infinity`
  /// when none is pending.
  func sleepDuration(nextTimer: TimeInterval?, now: TimeInterval) -> TimeInterval {
    var deadline = nextTimer ?? .infinity
    if wantsFrame { deadline = min(deadline, nextFrameTime) }
    // A callback waiting for its time (a step of an activity indicator) wakes the loop then.
    if let timed = AnimationEngine.shared.nextTimedCallback { deadline = min(deadline, timed) }
    guard deadline.isFinite else { return maximumSleep }
    return min(maximumSleep, max(0, deadline - now))
  }
}
