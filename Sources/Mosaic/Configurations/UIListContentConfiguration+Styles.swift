import Foundation

// The list styles' fonts, colors and metrics, as iOS 15–17 shows them on an iPhone at the
// default text size. Apple documents which text style each style uses; the margins and
// paddings below are reconstructed from how the rows measure on iOS and are marked so.

extension UIListContentConfiguration {
  /// The list styles a configuration can be made from.
  enum Style: Hashable, Sendable {
    case cell, subtitleCell, valueCell
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case header, footer, plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader

    /// Whether the style is one of a row (rather than a header or footer).
    var isCell: Bool {
      switch self {
      case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell,
        .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
        return true
      default:
        return false
      }
    }

    /// Whether the style is one of a section header.
    var isHeader: Bool {
      switch self {
      case .header, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader,
        .extraProminentInsetGroupedHeader, .sidebarHeader:
        return true
      default:
        return false
      }
    }

    /// The shortest height a content view of this style takes: 44 points for rows (UIKit's
    /// minimum row height at the default text size), none for headers and footers.
    var minimumHeight: CGFloat { isCell ? 44 : 0 }

    /// The style's text, secondary text and image tint colors in a state.
    func colors(for state: (selected: Bool, highlighted: Bool, disabled: Bool, focused: Bool))
      -> (text: UIColor, secondaryText: UIColor, imageTint: UIColor?)
    {
      var text = baseTextColor
      var secondary: UIColor = .secondaryLabel
      var tint: UIColor? = nil
      switch self {
      case .sidebarCell, .sidebarSubtitleCell:
        // A selected sidebar row is drawn in white on the tint-colored background.
        if state.selected {
          text = .white
          secondary = .white
          tint = .white
        }
      default:
        break
      }
      if state.disabled {
        // Best reconstruction: a disabled row's text and image are dimmed to the secondary
        // and tertiary label colors.
        text = .secondaryLabel
        secondary = .tertiaryLabel
        tint = .secondaryLabel
      }
      return (text, secondary, tint)
    }

    /// The primary text color in the normal state.
    var baseTextColor: UIColor {
      switch self {
      case .groupedHeader, .groupedFooter, .plainFooter, .footer: return .secondaryLabel
      default: return .label
      }
    }
  }

  /// A configuration of `style` with the given fonts and metrics.
  init(
    style: Style, font: UIFont, secondaryFont: UIFont, margins: NSDirectionalEdgeInsets,
    imageToTextPadding: CGFloat = 16, sideBySide: Bool = false,
    horizontalPadding: CGFloat = 8, verticalPadding: CGFloat = 3,
    transform: TextProperties.TextTransform = .none
  ) {
    self.style = style
    let colors = style.colors(for: (false, false, false, false))
    textProperties = TextProperties(font: font, color: colors.text)
    textProperties.transform = transform
    secondaryTextProperties = TextProperties(font: secondaryFont, color: colors.secondaryText)
    imageProperties = ImageProperties(tintColor: colors.imageTint)
    directionalLayoutMargins = margins
    prefersSideBySideTextAndSecondaryText = sideBySide
    self.imageToTextPadding = imageToTextPadding
    textToSecondaryTextHorizontalPadding = horizontalPadding
    textToSecondaryTextVerticalPadding = verticalPadding
  }

  /// Row margins: 11 points above and below a 17-point label make UIKit's 44-point row,
  /// and 16 points at the sides match the list's separator inset.
  static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

  private static func font(_ style: UIFont.TextStyle) -> UIFont {
    .preferredFont(forTextStyle: style)
  }

  /// The style of a row in a plain, grouped or inset grouped list: one body-font (17 pt)
  /// label; a secondary text goes below it in the subheadline font (15 pt).
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .cell, font: font(.body), secondaryFont: font(.subheadline), margins: rowMargins)
  }

  /// The style of a row with a subtitle: the text in the body font (17 pt) and, below it,
  /// the secondary text in the subheadline font (15 pt) and the secondary label color.
  /// The 3-point gap between them is a best reconstruction.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .subtitleCell, font: font(.body), secondaryFont: font(.subheadline),
      margins: rowMargins)
  }

  /// The style of a row with a value: the text at the leading edge and the secondary text
  /// at the trailing edge, both in the body font (17 pt), the value in the secondary label
  /// color; stacked when they do not fit side by side. The 8-point minimum gap between them
  /// is a best reconstruction.
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .valueCell, font: font(.body), secondaryFont: font(.body), margins: rowMargins,
      sideBySide: true)
  }

  /// The style of a row in a sidebar: body-font text with a tint-colored image; when the row
  /// is selected its text and image turn white over the tint-colored background. The
  /// 10-point image-to-text padding is a best reconstruction.
  public static func sidebarCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .sidebarCell, font: font(.body), secondaryFont: font(.subheadline),
      margins: rowMargins, imageToTextPadding: 10)
  }

  /// The style of a row with a subtitle in a sidebar (see `sidebarCell()`), the subtitle
  /// below the text in the subheadline font.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .sidebarSubtitleCell, font: font(.body), secondaryFont: font(.subheadline),
      margins: rowMargins, imageToTextPadding: 10)
  }

  /// The style of a row in a sidebar that accompanies other content: as `sidebarCell()`,
  /// but a selected row keeps its colors over a gray background.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .accompaniedSidebarCell, font: font(.body), secondaryFont: font(.subheadline),
      margins: rowMargins, imageToTextPadding: 10)
  }

  /// The style of a row with a subtitle in an accompanying sidebar.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .accompaniedSidebarSubtitleCell, font: font(.body),
      secondaryFont: font(.subheadline), margins: rowMargins, imageToTextPadding: 10)
  }

  /// The style of a section header in a sidebar: the headline font (17 pt semibold). The
  /// margins (11 points above and below) are a best reconstruction.
  public static func sidebarHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .sidebarHeader, font: font(.headline), secondaryFont: font(.subheadline),
      margins: rowMargins, imageToTextPadding: 10)
  }

  /// The header of a plain list (as `plainHeader()`; UIKit picks the list's appearance,
  /// and Mosaic has no list layout yet, so the plain one applies).
  public static func header() -> UIListContentConfiguration {
    UIListContentConfiguration(copying: plainHeader(), style: .header)
  }

  /// The footer of a plain list (as `plainFooter()`).
  public static func footer() -> UIListContentConfiguration {
    UIListContentConfiguration(copying: plainFooter(), style: .footer)
  }

  /// The header of a section in a plain list: the headline font (17 pt semibold) in the
  /// label color. The 8-point margins above and below are a best reconstruction.
  public static func plainHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .plainHeader, font: font(.headline), secondaryFont: font(.subheadline),
      margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
  }

  /// The footer of a section in a plain list: the footnote font (13 pt) in the secondary
  /// label color. The 8-point margins are a best reconstruction.
  public static func plainFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .plainFooter, font: font(.footnote), secondaryFont: font(.footnote),
      margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
  }

  /// The header of a section in a grouped or inset grouped list: the footnote font (13 pt)
  /// in the secondary label color, shown in capitals. The margins (16 points above, 6 below)
  /// are a best reconstruction of UIKit's 38-point header.
  public static func groupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .groupedHeader, font: font(.footnote), secondaryFont: font(.footnote),
      margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16),
      transform: .uppercase)
  }

  /// The footer of a section in a grouped or inset grouped list: the footnote font (13 pt)
  /// in the secondary label color. The margins (6 points above, 16 below) are a best
  /// reconstruction.
  public static func groupedFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .groupedFooter, font: font(.footnote), secondaryFont: font(.footnote),
      margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
  }

  /// A prominent header for an inset grouped list: the title 3 font in bold (20 pt) in the
  /// label color. The margins are a best reconstruction.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .prominentInsetGroupedHeader, font: .systemFont(ofSize: 20, weight: .bold),
      secondaryFont: font(.subheadline),
      margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16))
  }

  /// An extra prominent header for an inset grouped list: the title 2 font in bold (22 pt)
  /// in the label color. The margins are a best reconstruction.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      style: .extraProminentInsetGroupedHeader, font: .systemFont(ofSize: 22, weight: .bold),
      secondaryFont: font(.subheadline),
      margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16))
  }

  /// `configuration` under another style name (same fonts and metrics).
  init(copying configuration: UIListContentConfiguration, style: Style) {
    self = UIListContentConfiguration(
      style: style, font: configuration.textProperties.font,
      secondaryFont: configuration.secondaryTextProperties.font,
      margins: configuration.directionalLayoutMargins,
      imageToTextPadding: configuration.imageToTextPadding,
      sideBySide: configuration.prefersSideBySideTextAndSecondaryText,
      horizontalPadding: configuration.textToSecondaryTextHorizontalPadding,
      verticalPadding: configuration.textToSecondaryTextVerticalPadding,
      transform: configuration.textProperties.transform)
  }
}
