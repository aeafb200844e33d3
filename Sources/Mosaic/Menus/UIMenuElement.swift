import Foundation

/// What a menu holds: an action (`UIAction`), a submenu or inline group (`UIMenu`), or
/// elements provided later (`UIDeferredMenuElement`). Every element has a title, an optional
/// subtitle and an optional image.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
  /// How an element is presented and whether it can be chosen.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The element is shown greyed out and cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element destroys data; its title and image are shown in red.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the element leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The check-mark state of an element shown in a menu.
  public enum State: Int, Sendable {
    /// No mark.
    case off
    /// A check mark.
    case on
    /// A dash: partly on.
    case mixed
  }

  /// Storage behind `title`, which subclasses may make settable.
  var storedTitle: String
  /// Storage behind `image`, which subclasses may make settable.
  var storedImage: UIImage?

  /// The title shown for the element.
  open var title: String { storedTitle }
  /// The image shown beside the element's title.
  open var image: UIImage? { storedImage }
  /// A second line of smaller text under the title.
  open var subtitle: String?

  init(title: String, subtitle: String?, image: UIImage?) {
    storedTitle = title
    storedImage = image
    self.subtitle = subtitle
    super.init()
  }

  /// Creates an element from an archive. Mosaic has no archives, so this makes an untitled
  /// element.
  public required init?(coder: NSCoder) {
    storedTitle = ""
    super.init()
  }
}
