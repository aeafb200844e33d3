import Foundation

/// The interface of an object whose traits (size classes, display scale, layout direction…)
/// can change: views, view controllers, windows and screens adopt it.
@MainActor @preconcurrency
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The traits of the object's environment.
  var traitCollection: UITraitCollection { get }

  /// Called after the object's traits changed, with the collection it had before (nil when it
  /// had none).
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The kind of interface an app runs in.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
  /// An unspecified idiom.
  case unspecified = -1
  /// The interface of an iPhone or iPod touch.
  case phone = 0
  /// The interface of an iPad.
  case pad = 1
  /// The interface of Apple TV.
  case tv = 2
  /// The interface of CarPlay in a car.
  case carPlay = 3
  /// The interface of a Mac.
  case mac = 5
  /// The interface of Apple Vision Pro.
  case vision = 6

  var name: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .phone: return "Phone"
    case .pad: return "Pad"
    case .tv: return "TV"
    case .carPlay: return "CarPlay"
    case .mac: return "Mac"
    case .vision: return "Vision"
    }
  }
}

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  /// An unspecified direction.
  case unspecified = -1
  /// Content is laid out from left to right.
  case leftToRight = 0
  /// Content is laid out from right to left, as in Arabic and Hebrew.
  case rightToLeft = 1

  var name: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .leftToRight: return "LTR"
    case .rightToLeft: return "RTL"
    }
  }
}

/// The direction of an app's or a view's layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
  /// Content is laid out from left to right.
  case leftToRight = 0
  /// Content is laid out from right to left.
  case rightToLeft = 1
}

/// A size class: a coarse measure of the space an interface has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
  /// An unspecified size class.
  case unspecified = 0
  /// Constrained space, such as an iPhone's width in portrait.
  case compact = 1
  /// Ample space, such as an iPad's full-screen width.
  case regular = 2

  var name: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .compact: return "Compact"
    case .regular: return "Regular"
    }
  }
}

/// Whether an interface is light or dark.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
  /// An unspecified style.
  case unspecified = 0
  /// The light interface style.
  case light = 1
  /// The dark interface style.
  case dark = 2

  var name: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .light: return "Light"
    case .dark: return "Dark"
    }
  }
}

/// The color gamut of a display.
public enum UIDisplayGamut: Int, Sendable, Hashable {
  /// An unspecified gamut.
  case unspecified = -1
  /// The sRGB gamut.
  case SRGB = 0
  /// The wider Display P3 gamut.
  case P3 = 1

  var name: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .SRGB: return "sRGB"
    case .P3: return "P3"
    }
  }
}

/// Whether the user asked for increased contrast.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
  /// An unspecified contrast.
  case unspecified = -1
  /// The ordinary contrast.
  case normal = 0
  /// Increased contrast.
  case high = 1

  var name: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .normal: return "Normal"
    case .high: return "High"
    }
  }
}

/// The visual level of content: the base level, or elevated above it.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
  /// An unspecified level.
  case unspecified = -1
  /// The level of an app's main content.
  case base = 0
  /// The level of content shown above the main content, such as a popover.
  case elevated = 1

  var name: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .base: return "Base"
    case .elevated: return "Elevated"
    }
  }
}

/// The weight of text the user prefers (the Bold Text setting).
public enum UILegibilityWeight: Int, Sendable, Hashable {
  /// An unspecified weight.
  case unspecified = -1
  /// Regular text.
  case regular = 0
  /// Bold text.
  case bold = 1

  var name: String {
    switch self {
    case .unspecified: return "Unspecified"
    case .regular: return "Regular"
    case .bold: return "Bold"
    }
  }
}

/// The text size the user prefers, from extra small to the accessibility sizes.
///
/// Categories compare by size (`.small < .large`); `.unspecified` is below all of them.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  /// The category's name.
  public let rawValue: String

  /// Creates a category from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An unspecified size.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// An extra-small size.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// A large size: the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// An extra-large size.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// An extra-extra-large size.
  public static let extraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXL")
  /// An extra-extra-extra-large size: the largest outside the accessibility sizes.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// A medium accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A large accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// An extra-large accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// An extra-extra-large accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest size, an extra-extra-extra-large accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  private static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The position of the category from smallest to largest; -1 for unspecified or unknown ones.
  private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }

  /// Whether the category is one of the accessibility sizes (`.accessibilityMedium` and larger).
  public var isAccessibilityCategory: Bool { rank >= 7 }

  /// Whether `lhs` is a smaller text size than `rhs`.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.rank < rhs.rank
  }

  var shortName: String {
    if self == .unspecified { return "_UICTContentSizeCategoryUnspecified" }
    let prefix = "UICTContentSizeCategory"
    return rawValue.hasPrefix(prefix) ? String(rawValue.dropFirst(prefix.count)) : rawValue
  }
}

/// How a view's content is arranged with respect to the layout direction.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
  /// Content flips with the layout direction (the default).
  case unspecified = 0
  /// Playback controls, which keep left-to-right order in right-to-left languages.
  case playback = 1
  /// Controls with a spatial meaning, such as alignment buttons, which keep their order.
  case spatial = 2
  /// Content always laid out left to right.
  case forceLeftToRight = 3
  /// Content always laid out right to left.
  case forceRightToLeft = 4
}
