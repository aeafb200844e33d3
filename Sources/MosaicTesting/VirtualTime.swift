@_spi(MosaicTesting) import Mosaic

/// Virtual time for tests: animations, timers of gestures and scroll deceleration read this
/// clock, so a test steps through a 0.3 s animation without waiting.
@MainActor
public enum VirtualTime {
  /// Switches the animation clock to manual time, starting from a clean slate: touches,
  /// gestures, animations and frame callbacks left over from earlier tests are dropped.
  /// Virtual time never runs backwards: when it is already manual, it goes on from where it
  /// is (`time` only sets where it starts the first time).
  public static func start(at time: TimeInterval = 1000) {
    FrameDriver.reset()
    if !AnimationClock.isManual { AnimationClock.useManualTime(startingAt: time) }
    FrameDriver.tick()
  }

  /// Moves virtual time forward by `interval` seconds in steps of at most `step` (one frame
  /// at 60 Hz by default), ticking animations at each step.
  public static func advance(by interval: TimeInterval, step: TimeInterval = 1.0 / 60) {
    // Time only moves under manual control: take it if something returned it to the system.
    if !AnimationClock.isManual { AnimationClock.useManualTime(startingAt: AnimationClock.now) }
    var left = interval
    while left > 1e-12 {
      let d = min(step, left)
      AnimationClock.advanceManualTime(by: d)
      FrameDriver.tick()
      left -= d
    }
    FrameDriver.tick()
  }

  /// Returns the animation clock to real time. Tests run side by side share the clock, so a
  /// test should not call this; `advance` takes manual control back if something did.
  public static func stop() {
    AnimationClock.useSystemTime()
  }
}
