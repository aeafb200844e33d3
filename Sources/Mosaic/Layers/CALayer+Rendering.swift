import CCairo
import Foundation

extension UIColor {
  /// The color as an interpolatable RGBA value (a pattern counts as opaque white).
  var rgbaValue: RGBA {
    let c = rgba
    return RGBA(r: c.r, g: c.g, b: c.b, a: c.a)
  }
}

extension CALayer {
  /// Draws the layer and its sublayers into `ctx`, with the layer's bounds origin at the
  /// context's origin, as they currently appear (running animations included).
  public func render(in ctx: CGContext) {
    let compositor = Compositor(
      cr: ctx.cairo, scale: Self.deviceScale(of: ctx.cairo), time: AnimationClock.now,
      record: CompositeRecord())
    compositor.renderRoot(self)
  }

  static func deviceScale(of cr: OpaquePointer) -> CGFloat {
    var x = 1.0
    var y = 0.0
    cairo_user_to_device_distance(cr, &x, &y)
    let s = (x * x + y * y).squareRoot()
    return s.isFinite && s > 0 ? s : 1
  }
}
