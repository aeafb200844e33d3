import Foundation

/// What a navigation bar shows for one screen: its title (or title view), the back button's
/// title for the screen after it, and the bar button items at the left and right.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
  /// Creates an item with a title.
  public init(title: String) {
    storedTitle = title
  }

  /// Creates an item with no title.
  public override init() { super.init() }

  /// The view controller that owns the item; its `title` is used when the item has none.
  weak var owner: UIViewController?

  /// The bar showing the item, told when the item changes.
  weak var navigationBar: UINavigationBar?

  private var storedTitle: String?

  private func changed() {
    navigationBar?.itemDidChange(self)
  }

  func ownerTitleDidChange() {
    if storedTitle == nil { changed() }
  }

  /// The title shown in the middle of the bar; the owning view controller's `title` when not
  /// set.
  open var title: String? {
    get { storedTitle ?? owner?.title }
    set {
      storedTitle = newValue
      changed()
    }
  }

  /// A view shown in the middle of the bar instead of the title, at its frame's size.
  open var titleView: UIView? {
    didSet { changed() }
  }

  /// The title of the back button shown when this item is just below the top item; the
  /// item's title when nil, "Back" when that is nil too.
  open var backButtonTitle: String? {
    didSet { changed() }
  }

  /// A bar button item used as the back button for the next item, instead of a plain
  /// title.
  open var backBarButtonItem: UIBarButtonItem? {
    didSet { changed() }
  }

  /// Whether the back button is hidden when this item is on top; false by default.
  open var hidesBackButton = false {
    didSet { changed() }
  }

  /// Shows or hides the back button.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// The item shown at the left of the bar, in place of the back button.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The item shown at the right of the bar.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// The items shown at the left, from the left edge inward.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { changed() }
  }

  /// The items shown at the right, from the right edge inward.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { changed() }
  }

  /// Sets the left item.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right item.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// How the back button shows its title while this item is just below the top item:
  /// `.default` by default.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default {
    didSet { if oldValue != backButtonDisplayMode { changed() } }
  }

  /// When the title appears in the large style (under the bar, in a larger font) while this
  /// item is on top, in a bar that prefers large titles; `.automatic` (like the item below)
  /// by default.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet {
      if oldValue != largeTitleDisplayMode { navigationBar?.largeTitleSettingsDidChange() }
    }
  }

  /// The title the back button shows while this item is below the top one.
  var resolvedBackTitle: String {
    if let t = backBarButtonItem?.title { return t }
    switch backButtonDisplayMode {
    case .minimal: return ""
    case .generic: return "Back"
    case .default: break
    }
    if let t = backButtonTitle { return t }
    if let t = title, !t.isEmpty { return t }
    return "Back"
  }

  // MARK: - Bar appearance

  /// The look of the bar while this item is on top, instead of the bar's standard appearance.
  open var standardAppearance: UINavigationBarAppearance? {
    didSet { navigationBar?.applyAppearance() }
  }

  /// The look of the bar at the scroll edge while this item is on top, instead of the bar's.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { navigationBar?.applyAppearance() }
  }

  /// The compact-height look of the bar while this item is on top; kept.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet { navigationBar?.applyAppearance() }
  }

  /// The compact-height scroll-edge look of the bar while this item is on top; kept.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { navigationBar?.applyAppearance() }
  }

  // MARK: - Search

  /// The search controller whose search bar the navigation bar shows below its title row
  /// while this item is on top; nil by default.
  open var searchController: UISearchController? {
    didSet {
      if oldValue !== searchController, oldValue?.hostingNavigationItem === self {
        oldValue?.hostingNavigationItem = nil
      }
      searchController?.hostingNavigationItem = self
      changed()
    }
  }

  /// Whether the search bar collapses as the content scrolls up, showing again when it is
  /// scrolled back to the top; true by default.
  open var hidesSearchBarWhenScrolling = true {
    didSet { changed() }
  }

  /// Where the search bar should go; `.automatic` by default.
  open var preferredSearchBarPlacement: SearchBarPlacement = .automatic {
    didSet { changed() }
  }
}

extension UINavigationItem {
  /// How a back button shows its title, with UIKit's raw values.
  public enum BackButtonDisplayMode: Int, Sendable, Hashable {
    /// The back title (or the previous item's title), shortened to "Back" when too long.
    case `default` = 0
    /// Always the generic title, "Back".
    case generic = 1
    /// No title: only the back chevron.
    case minimal = 2
  }

  /// When a navigation item's title is shown in the large style, with UIKit's raw values.
  public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
    /// As the previous item in the stack shows it.
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
    /// Inline in the bar unless nothing else is shown there.
    case inline = 3
  }
}
