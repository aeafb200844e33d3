import Foundation

/// A placeholder for menu elements that take time to produce (loaded from disk or the
/// network). While the menu shows, the placeholder's row reads "Loading…" until the provider
/// calls its completion with the elements, which then take its place.
///
/// The elements a provider gives are kept and shown again the next time the menu opens,
/// without asking again; an element made with `uncached(_:)` asks each time the menu opens.
@MainActor @preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
  /// The completion a provider calls with the elements to show.
  public typealias ElementsCompletion = @MainActor ([UIMenuElement]) -> Void
  /// The provider: called when the menu is about to show the element, with the completion to
  /// call (at once or later) with the elements.
  public typealias ElementProvider = @MainActor (@escaping ElementsCompletion) -> Void

  let provider: ElementProvider
  /// Whether the provider is asked every time the menu opens.
  let isUncached: Bool
  /// The elements the provider gave, kept for the next time (cached elements only).
  var cachedElements: [UIMenuElement]?

  /// Creates an element whose children `elementProvider` produces once; they are shown again
  /// each time the menu opens.
  public convenience init(_ elementProvider: @escaping ElementProvider) {
    self.init(provider: elementProvider, uncached: false)
  }

  /// Creates an element whose children `elementProvider` produces anew each time the menu
  /// opens.
  public static func uncached(_ elementProvider: @escaping ElementProvider)
    -> UIDeferredMenuElement
  {
    UIDeferredMenuElement(provider: elementProvider, uncached: true)
  }

  init(provider: @escaping ElementProvider, uncached: Bool) {
    self.provider = provider
    isUncached = uncached
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// Creates an element from an archive. Mosaic has no archives, so this makes an element
  /// that provides nothing.
  public required init?(coder: NSCoder) {
    provider = { completion in completion([]) }
    isUncached = false
    super.init(coder: coder)
  }
}
