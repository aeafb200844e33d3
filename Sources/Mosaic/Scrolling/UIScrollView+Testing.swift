import Foundation

extension UIScrollView {
  /// Simulates a drag that releases at once with the content offset moving at `velocity`
  /// points per second (positive `y` scrolls toward the end of the content), as a flick of
  /// the finger in the opposite direction would. The scroll view then decelerates on
  /// animation-clock frame callbacks exactly as after a real drag. For benchmarks and
  /// headless drivers.
  @_spi(MosaicTesting)
  public func simulateFlick(velocity: CGPoint) {
    let finger = CGPoint(x: -velocity.x, y: -velocity.y)
    handleDrag(.began, translation: .zero, velocity: finger)
    handleDrag(.ended, translation: .zero, velocity: finger)
  }
}
