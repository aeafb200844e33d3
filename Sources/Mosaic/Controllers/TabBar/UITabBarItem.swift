import Foundation

/// An item of a tab bar: a title and an image (a second image while selected), an optional
/// badge, and a tag. Every view controller has one (`tabBarItem`), made from its title.
@MainActor @preconcurrency
open class UITabBarItem: NSObject {
  /// The standard items, with their system titles and images.
  public enum SystemItem: Int, Sendable {
    /// "More".
    case more = 0
    /// "Favorites".
    case favorites
    /// "Featured".
    case featured
    /// "Top Rated".
    case topRated
    /// "Recents".
    case recents
    /// "Contacts".
    case contacts
    /// "History".
    case history
    /// "Bookmarks".
    case bookmarks
    /// "Search".
    case search
    /// "Downloads".
    case downloads
    /// "Most Recent".
    case mostRecent
    /// "Most Viewed".
    case mostViewed

    var title: String {
      switch self {
      case .more: return "More"
      case .favorites: return "Favorites"
      case .featured: return "Featured"
      case .topRated: return "Top Rated"
      case .recents: return "Recents"
      case .contacts: return "Contacts"
      case .history: return "History"
      case .bookmarks: return "Bookmarks"
      case .search: return "Search"
      case .downloads: return "Downloads"
      case .mostRecent: return "Most Recent"
      case .mostViewed: return "Most Viewed"
      }
    }

    var symbolName: String {
      switch self {
      case .more: return "ellipsis"
      case .favorites: return "star.fill"
      case .featured: return "star"
      case .topRated: return "star"
      case .recents: return "clock.fill"
      case .contacts: return "person.crop.circle.fill"
      case .history: return "clock.fill"
      case .bookmarks: return "bookmark.fill"
      case .search: return "magnifyingglass"
      case .downloads: return "square.and.arrow.down"
      case .mostRecent: return "clock.fill"
      case .mostViewed: return "list.number"
      }
    }
  }

  /// Creates an item with no title or image.
  public override init() {
    super.init()
  }

  /// Creates an item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image, and the image shown while it is selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates one of the system's standard items (its title and image are the system's).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.title = systemItem.title
    self.image = UIImage(systemName: systemItem.symbolName)
    self.tag = tag
  }

  /// The system item the item was made as, if any.
  private(set) var systemItem: SystemItem?

  /// The bars showing the item, told when it changes.
  @Unretained var tabBar: UITabBar?

  /// The view controller whose `title` the item follows (when made lazily from it).
  weak var owner: UIViewController?

  private func changed() {
    tabBar?.itemDidChange(self)
  }

  /// The title shown under (or beside) the image.
  open var title: String? {
    didSet { changed() }
  }

  /// The image, drawn as a template in the bar's tint colors.
  open var image: UIImage? {
    didSet { changed() }
  }

  /// The image shown while the item is selected; the item's `image` when nil.
  open var selectedImage: UIImage? {
    get { selectedImageStorage ?? image }
    set {
      selectedImageStorage = newValue
      changed()
    }
  }

  private var selectedImageStorage: UIImage?

  /// A number your app uses to identify the item; 0 by default.
  open var tag: Int = 0

  /// Whether the item can be selected; true by default. A disabled item is dimmed.
  open var isEnabled = true {
    didSet { changed() }
  }

  /// The text of the badge shown at the image's top trailing corner; nil shows no badge, an
  /// empty string a small dot.
  open var badgeValue: String? {
    didSet { changed() }
  }

  /// The badge's background color; system red when nil.
  open var badgeColor: UIColor? {
    didSet { changed() }
  }

  private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the attributes of the badge text for `state` (Mosaic uses the foreground color and
  /// font of the normal state's).
  open func setBadgeTextAttributes(
    _ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    badgeAttributes[state.rawValue] = textAttributes
    changed()
  }

  /// The badge text attributes set for `state`.
  open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    badgeAttributes[state.rawValue]
  }

  /// An offset of the title from where the bar would put it.
  open var titlePositionAdjustment: UIOffset = .zero {
    didSet { changed() }
  }

  /// Insets of the image from where the bar would put it.
  open var imageInsets: UIEdgeInsets = .zero {
    didSet { changed() }
  }

  /// The appearance the item uses instead of its bar's standard appearance.
  open var standardAppearance: UITabBarAppearance? {
    didSet { changed() }
  }

  /// The appearance the item uses instead of its bar's scroll-edge appearance.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet { changed() }
  }
}

extension UITabBarItem {
  /// The owning controller's title changed: the item takes it, as UIKit's does.
  func ownerTitleDidChange(_ title: String?) {
    self.title = title
  }
}
