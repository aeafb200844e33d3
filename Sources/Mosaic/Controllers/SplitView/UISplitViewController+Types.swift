import Foundation

extension UISplitViewController {
  /// The kinds of split interfaces, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The classic interface of two view controllers set with `viewControllers`.
    case unspecified = 0
    /// Two columns: primary and secondary.
    case doubleColumn = 1
    /// Three columns: primary, supplementary and secondary.
    case tripleColumn = 2
  }

  /// The columns of a split interface, with UIKit's raw values.
  public enum Column: Int, Sendable {
    /// The leading column (a sidebar).
    case primary = 0
    /// The middle column of a triple-column interface.
    case supplementary = 1
    /// The main content column.
    case secondary = 2
    /// The controller shown alone while the interface is collapsed.
    case compact = 3
  }

  /// How the columns are arranged, with UIKit's raw values.
  public enum DisplayMode: Int, Sendable {
    /// The split view controller picks the mode for the available width.
    case automatic = 0
    /// Only the secondary column.
    case secondaryOnly = 1
    /// One column (primary, or supplementary in a triple-column interface) beside the
    /// secondary.
    case oneBesideSecondary = 2
    /// One column over the secondary, which keeps the full width.
    case oneOverSecondary = 3
    /// Primary and supplementary beside the secondary.
    case twoBesideSecondary = 4
    /// Primary and supplementary over the secondary.
    case twoOverSecondary = 5
    /// Primary and supplementary pushing the secondary partly off screen.
    case twoDisplaceSecondary = 6

    /// The former name of `.secondaryOnly`.
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// The former name of `.oneBesideSecondary`.
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// The former name of `.oneOverSecondary`.
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// How shown side columns relate to the secondary, with UIKit's raw values.
  public enum SplitBehavior: Int, Sendable {
    /// The split view controller picks (Mosaic tiles).
    case automatic = 0
    /// Side columns sit beside the secondary, which narrows.
    case tile = 1
    /// Side columns cover the secondary.
    case overlay = 2
    /// Side columns push the secondary partly off screen.
    case displace = 3
  }

  /// The background of the primary column, with UIKit's raw values.
  public enum BackgroundStyle: Int, Sendable {
    /// No special background.
    case none = 0
    /// The sidebar look: a light gray panel with a separator at its trailing edge.
    case sidebar = 1
  }

  /// The side the primary column is on, with UIKit's raw values.
  public enum PrimaryEdge: Int, Sendable {
    /// The leading side.
    case leading = 0
    /// The trailing side.
    case trailing = 1
  }

  /// A width meaning "the split view controller decides".
  nonisolated public static let automaticDimension: CGFloat = -1
}
