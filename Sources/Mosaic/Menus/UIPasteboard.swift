import Foundation

/// Where a pasteboard keeps its text: in memory, or the desktop clipboard.
@MainActor
protocol PasteboardStore: AnyObject {
  var text: String? { get set }
}

/// A pasteboard that lives in the process (headless runs and tests).
@MainActor
final class MemoryPasteboardStore: PasteboardStore {
  var text: String?
}

/// An object that shares data between and within applications: cut, copy and paste.
///
/// `UIPasteboard.general` is the system pasteboard. While an application runs in a window,
/// its text is the desktop clipboard (what `xclip -o -selection clipboard` shows); without a
/// window it is kept in memory. Images stay within the process.
@MainActor @preconcurrency
open class UIPasteboard: NSObject {
  /// The system-wide general pasteboard.
  public static let general = UIPasteboard(name: .general)

  /// Names of pasteboards.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The general pasteboard's name.
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  /// The pasteboard's name.
  public let name: Name

  var store: PasteboardStore = MemoryPasteboardStore()
  private var storedStrings: [String] = []
  private var storedImages: [UIImage] = []

  init(name: Name) {
    self.name = name
  }

  /// Creates a pasteboard with a unique name, private to the application.
  public static func withUniqueName() -> UIPasteboard {
    UIPasteboard(name: Name(rawValue: UUID().uuidString))
  }

  /// A number that increases every time the pasteboard's contents change.
  open private(set) var changeCount = 0

  /// The first string on the pasteboard; setting it replaces the contents.
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }

  /// The strings on the pasteboard; setting replaces the contents.
  open var strings: [String]? {
    get {
      if let text = store.text, !text.isEmpty {
        // The desktop clipboard may have changed outside the application.
        if storedStrings.first != text { return [text] }
        return storedStrings
      }
      return nil
    }
    set {
      storedStrings = newValue ?? []
      storedImages = []
      store.text = storedStrings.first
      changeCount += 1
    }
  }

  /// Whether the pasteboard holds at least one string.
  open var hasStrings: Bool { !(strings ?? []).isEmpty }

  /// The first image on the pasteboard; setting it replaces the contents.
  open var image: UIImage? {
    get { storedImages.first }
    set { images = newValue.map { [$0] } }
  }

  /// The images on the pasteboard; setting replaces the contents.
  open var images: [UIImage]? {
    get { storedImages.isEmpty ? nil : storedImages }
    set {
      storedImages = newValue ?? []
      storedStrings = []
      store.text = nil
      changeCount += 1
    }
  }

  /// Whether the pasteboard holds at least one image.
  open var hasImages: Bool { !storedImages.isEmpty }

  /// The number of items on the pasteboard.
  open var numberOfItems: Int {
    max(storedImages.count, (strings ?? []).count)
  }
}
