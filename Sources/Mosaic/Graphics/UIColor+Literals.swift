import Foundation

extension UIColor: _ExpressibleByColorLiteral {}

/// The type a color literal, `#colorLiteral(red:green:blue:alpha:)`, makes when nothing else
/// gives it a type: `UIColor`, as in UIKit.
public typealias _ColorLiteralType = UIColor

extension UIColor {
  /// Creates a color from components in the Display P3 color space (each from 0 to 1), as
  /// UIKit does for wide-gamut colors. Mosaic stores and draws colors in sRGB, so the
  /// components are converted to sRGB and clamped to 0…1: a P3 color outside the sRGB gamut
  /// (P3's pure red is about (1.093, −0.227, −0.150) in UIKit's extended sRGB) becomes the
  /// nearest sRGB color by component.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    // Both spaces use the sRGB transfer curve; the primaries differ (D65 white for both).
    let r = UIColor.linear(red)
    let g = UIColor.linear(green)
    let b = UIColor.linear(blue)
    let sr = 1.224_940_2 * r - 0.224_940_2 * g
    let sg = -0.042_056_9 * r + 1.042_056_9 * g
    let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
    self.init(
      red: UIColor.encoded(sr), green: UIColor.encoded(sg), blue: UIColor.encoded(sb),
      alpha: alpha)
  }

  /// The sRGB transfer curve, from encoded to linear light (odd around 0 for extended values).
  private static func linear(_ v: CGFloat) -> CGFloat {
    let m = abs(v)
    let l = m <= 0.040_45 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
  }

  /// The sRGB transfer curve, from linear light to encoded (odd around 0 for extended values).
  private static func encoded(_ v: CGFloat) -> CGFloat {
    let m = abs(v)
    let e = m <= 0.003_130_8 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
    return v < 0 ? -e : e
  }
}
