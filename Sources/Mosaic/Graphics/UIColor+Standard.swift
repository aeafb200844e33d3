extension UIColor {
  private static func rgb255(
    _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1
  ) -> UIColor {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  // MARK: Fixed colors

  /// A fully transparent color (white 0, alpha 0).
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Opaque black (white 0).
  public static let black = UIColor(white: 0, alpha: 1)
  /// Opaque white (white 1).
  public static let white = UIColor(white: 1, alpha: 1)
  /// Opaque mid gray (white 0.5).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Opaque light gray (white 2/3).
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// Opaque dark gray (white 1/3).
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// Opaque pure red (1, 0, 0).
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Opaque pure green (0, 1, 0).
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Opaque pure blue (0, 0, 1).
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Opaque yellow (1, 1, 0).
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Opaque orange (1, 0.5, 0).
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Opaque purple (0.5, 0, 0.5).
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Opaque brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Opaque cyan (0, 1, 1).
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Opaque magenta (1, 0, 1).
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

  // MARK: System colors (light appearance)

  /// The system blue, RGB (0, 122, 255).
  public static let systemBlue = rgb255(0, 122, 255)
  /// The system red, RGB (255, 59, 48).
  public static let systemRed = rgb255(255, 59, 48)
  /// The system green, RGB (52, 199, 89).
  public static let systemGreen = rgb255(52, 199, 89)
  /// The system orange, RGB (255, 149, 0).
  public static let systemOrange = rgb255(255, 149, 0)
  /// The system yellow, RGB (255, 204, 0).
  public static let systemYellow = rgb255(255, 204, 0)
  /// The system pink, RGB (255, 45, 85).
  public static let systemPink = rgb255(255, 45, 85)
  /// The system purple, RGB (175, 82, 222).
  public static let systemPurple = rgb255(175, 82, 222)
  /// The system indigo, RGB (88, 86, 214).
  public static let systemIndigo = rgb255(88, 86, 214)
  /// The system teal, RGB (48, 176, 199).
  public static let systemTeal = rgb255(48, 176, 199)
  /// The system cyan, RGB (50, 173, 230).
  public static let systemCyan = rgb255(50, 173, 230)
  /// The system mint, RGB (0, 199, 190).
  public static let systemMint = rgb255(0, 199, 190)
  /// The system brown, RGB (162, 132, 94).
  public static let systemBrown = rgb255(162, 132, 94)
  /// The system gray, RGB (142, 142, 147).
  public static let systemGray = rgb255(142, 142, 147)
  /// The second-level system gray, RGB (174, 174, 178).
  public static let systemGray2 = rgb255(174, 174, 178)
  /// The third-level system gray, RGB (199, 199, 204).
  public static let systemGray3 = rgb255(199, 199, 204)
  /// The fourth-level system gray, RGB (209, 209, 214).
  public static let systemGray4 = rgb255(209, 209, 214)
  /// The fifth-level system gray, RGB (229, 229, 234).
  public static let systemGray5 = rgb255(229, 229, 234)
  /// The sixth-level system gray, RGB (242, 242, 247).
  public static let systemGray6 = rgb255(242, 242, 247)
  /// The tint color views use by default: the system blue.
  public static let tintColor = systemBlue
  /// The color of links, RGB (0, 122, 255).
  public static let link = rgb255(0, 122, 255)

  /// The background of the main interface: white.
  public static let systemBackground = UIColor(white: 1, alpha: 1)
  /// The background of content layered on the main background, RGB (242, 242, 247).
  public static let secondarySystemBackground = rgb255(242, 242, 247)
  /// The background of content layered on the secondary background: white.
  public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
  /// The background of a grouped interface, RGB (242, 242, 247).
  public static let systemGroupedBackground = rgb255(242, 242, 247)
  /// The background of content on a grouped background: white.
  public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
  /// The background of content grouped inside secondary grouped content: RGB (242, 242, 247).
  public static let tertiarySystemGroupedBackground = rgb255(242, 242, 247)
  /// The fill of thin and small shapes, RGB (120, 120, 128) at alpha 0.2.
  public static let systemFill = rgb255(120, 120, 128, 0.2)
  /// A fill for medium-size shapes: RGB (120, 120, 128) at 16 % opacity.
  public static let secondarySystemFill = rgb255(120, 120, 128, 0.16)
  /// A fill for large shapes: RGB (118, 118, 128) at 12 % opacity.
  public static let tertiarySystemFill = rgb255(118, 118, 128, 0.12)
  /// A fill for large areas holding complex content: RGB (116, 116, 128) at 8 % opacity.
  public static let quaternarySystemFill = rgb255(116, 116, 128, 0.08)

  /// The color of primary text: black.
  public static let label = UIColor(white: 0, alpha: 1)
  /// The color of secondary text, RGB (60, 60, 67) at alpha 0.6.
  public static let secondaryLabel = rgb255(60, 60, 67, 0.6)
  /// The color of tertiary text, RGB (60, 60, 67) at alpha 0.3.
  public static let tertiaryLabel = rgb255(60, 60, 67, 0.3)
  /// The color of quaternary text, RGB (60, 60, 67) at alpha 0.18.
  public static let quaternaryLabel = rgb255(60, 60, 67, 0.18)
  /// The color of placeholder text, RGB (60, 60, 67) at alpha 0.3.
  public static let placeholderText = rgb255(60, 60, 67, 0.3)
  /// The color of thin separator lines, RGB (60, 60, 67) at alpha 0.29.
  public static let separator = rgb255(60, 60, 67, 0.29)
  /// The color of opaque separator lines, RGB (198, 198, 200).
  public static let opaqueSeparator = rgb255(198, 198, 200)
  /// Text color for dark backgrounds: white at alpha 0.6.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text color for light backgrounds: opaque black.
  public static let darkText = UIColor(white: 0, alpha: 1)
}
