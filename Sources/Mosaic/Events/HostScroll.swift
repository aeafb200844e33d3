import Foundation

extension UIWindow {
  /// A wheel or touchpad scroll at `point`: `dx`/`dy` are content-offset deltas in points.
  /// Windows without scroll views ignore it.
  func deliverScroll(dx: CGFloat, dy: CGFloat, at point: CGPoint, precise: Bool) {}
}
