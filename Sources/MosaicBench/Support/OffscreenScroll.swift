import Foundation
@_spi(MosaicTesting) import Mosaic

/// One offscreen frame of a scroll, as the window benchmarks' display link makes one: the
/// offset set, the clock advanced a 60 Hz tick, animations ticked, layout, drawing. Returns
/// the frame's wall time in seconds.
@MainActor
func scrolledFrameSeconds(
  _ view: UIScrollView, toY y: CGFloat, in window: UIWindow, frame: OffscreenFrame
) -> Double {
  let begin = monotonicNanoseconds()
  view.contentOffset = CGPoint(x: 0, y: y)
  AnimationClock.advanceManualTime(by: 1.0 / 60)
  FrameDriver.tick()
  window.layoutIfNeeded()
  frame.render(window)
  return Double(monotonicNanoseconds() - begin) / 1e9
}
