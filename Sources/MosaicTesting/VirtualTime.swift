@_spi(MosaicTesting) import Mosaic

/// Virtual time for tests: animations, timers of gestures and scroll deceleration read this
/// clock, so a test steps through a 0.3 s animation without waiting.
@MainActor
public enum VirtualTime {
  /// Switches the animation clock to manual time.
  public static func start(at time: TimeInterval = 1000) {
    AnimationClock.useManualTime(startingAt: time)
    FrameDriver.tick()
  }

  /// Moves virtual time forward by `interval` seconds in steps of at most `step` (one frame
  /// at 60 Hz by default), ticking animations at each step.
  public static func advance(by interval: TimeInterval, step: TimeInterval = 1.0 / 60) {
    var left = interval
    while left > 1e-12 {
      let d = min(step, left)
      AnimationClock.advanceManualTime(by: d)
      FrameDriver.tick()
      left -= d
    }
    FrameDriver.tick()
  }

  /// Returns the animation clock to real time.
  public static func stop() {
    AnimationClock.useSystemTime()
  }
}
