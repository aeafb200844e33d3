import Foundation

/// The content a view controller shows when it has nothing else to show: an empty list, a
/// search with no results, content still loading. It has an image, text, secondary text and a
/// button, stacked and centred; set it as a view controller's `contentUnavailableConfiguration`
/// and the controller shows it over its view.
///
/// Start from `.empty()`, `.loading()` or `.search()`. Mosaic's metrics (fonts, paddings and
/// margins) are its own, chosen to look like iOS 17's; the layout is the same: image, text,
/// secondary text and button in a column, centred in the margins.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
  /// How the content lines up horizontally.
  public enum Alignment: Int, Hashable, Sendable {
    /// Each element centred.
    case center = 0
    /// Each element at the leading edge.
    case natural = 1
  }

  /// Which kind of configuration it is (the loading one shows an activity indicator).
  enum Kind: Hashable {
    case empty, loading, search
  }

  var kind: Kind

  init(kind: Kind) {
    self.kind = kind
  }

  /// A configuration with nothing in it, in the default styling: bold title text, secondary
  /// text in the secondary label color, a plain button.
  public static func empty() -> UIContentUnavailableConfiguration {
    UIContentUnavailableConfiguration(kind: .empty)
  }

  /// A configuration for content that is loading: an activity indicator above "Loading…",
  /// in the secondary label color.
  public static func loading() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration(kind: .loading)
    configuration.text = "Loading…"
    configuration.textProperties.font = .systemFont(ofSize: 17)
    configuration.textProperties.color = .secondaryLabel
    configuration.imageToTextPadding = 12
    return configuration
  }

  /// A configuration for a search with no results: a magnifying glass, "No Results", and a
  /// hint. Updated for a state with `searchText`, the text names the search
  /// ("No Results for “…”").
  public static func search() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration(kind: .search)
    configuration.image = UIImage(systemName: "magnifyingglass")
    configuration.text = "No Results"
    configuration.secondaryText = "Check the spelling or try a new search."
    return configuration
  }

  // MARK: Content

  /// The image shown above the text.
  public var image: UIImage?
  /// How the image looks.
  public var imageProperties = ImageProperties()
  /// The main text.
  public var text: String?
  /// The main text with attributes; replaces `text` when set.
  public var attributedText: NSAttributedString?
  /// How the main text looks.
  public var textProperties = TextProperties(
    font: .systemFont(ofSize: 22, weight: .bold), color: .label)
  /// The secondary text, below the main text.
  public var secondaryText: String?
  /// The secondary text with attributes; replaces `secondaryText` when set.
  public var secondaryAttributedText: NSAttributedString?
  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties(
    font: .systemFont(ofSize: 15), color: .secondaryLabel)
  /// The button below the text, shown when it has a title or an image; `.plain()` by default.
  public var button = UIButton.Configuration.plain()
  /// What the button does.
  public var buttonProperties = ButtonProperties()
  /// A second button, below the first.
  public var secondaryButton = UIButton.Configuration.plain()
  /// What the second button does.
  public var secondaryButtonProperties = ButtonProperties()

  // MARK: Layout

  /// How the elements line up; `.center` by default.
  public var alignment = Alignment.center
  /// The space around the content: 20 points on each side by default.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 20, leading: 20, bottom: 20, trailing: 20)
  /// The axes along which the superview's margins are added to `directionalLayoutMargins`;
  /// both by default (Mosaic's content-unavailable views fill their controller's view, whose
  /// margins are the system minimum).
  public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
  /// The space between the image and the text; 16 points by default (12 when loading).
  public var imageToTextPadding: CGFloat = 16
  /// The space between the main and the secondary text; 8 points by default.
  public var textToSecondaryTextPadding: CGFloat = 8
  /// The space between the text and the button; 20 points by default.
  public var textToButtonPadding: CGFloat = 20
  /// The space between the two buttons; 8 points by default.
  public var buttonToSecondaryButtonPadding: CGFloat = 8
  /// The background behind the content; clear by default.
  public var background = UIBackgroundConfiguration.clear()

  // MARK: UIContentConfiguration

  /// Makes a `UIContentUnavailableView` showing the configuration.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView {
    UIContentUnavailableView(configuration: self)
  }

  /// The configuration for `state`: a search configuration names the state's search text.
  public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
    var configuration = self
    if kind == .search, let state = state as? UIContentUnavailableConfigurationState,
      let search = state.searchText, !search.isEmpty
    {
      configuration.text = "No Results for “\(search)”"
    }
    return configuration
  }
}
