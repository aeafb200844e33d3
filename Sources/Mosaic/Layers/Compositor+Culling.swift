import Foundation

extension Compositor {
  /// Whether `layer` and everything below it lie outside `clip` (given in the superlayer's
  /// coordinates), judged from model geometry alone, without touching Cairo. It answers false
  /// when unsure (running animations, deep trees), and the layer is then drawn normally, where
  /// the exact test happens. This keeps frames cheap for containers with many off-screen
  /// children, such as a scroll view's content.
  static func isOutside(_ layer: CALayer, clipInParent clip: CGRect, depth: Int = 0) -> Bool {
    if layer.isHidden { return true }
    if !layer.animations.isEmpty { return false }
    var extent = layer.frame
    if layer.shadowOpacity > 0 {
      let r = layer.shadowRadius * 2 + 1
      extent = extent.union(
        extent.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
          .insetBy(dx: -r, dy: -r))
    }
    guard extent.origin.x.isFinite, extent.origin.y.isFinite else { return false }
    if extent.intersects(clip) { return false }
    let sublayers = layer.sublayerArray
    if layer.masksToBounds || sublayers.isEmpty { return true }
    if depth >= 3 { return false }
    // Sublayers may reach outside a layer that does not clip: test them too.
    let inner = clip.applying(layer.transformToSuperlayer.inverted())
    return sublayers.allSatisfy { isOutside($0, clipInParent: inner, depth: depth + 1) }
  }
}
