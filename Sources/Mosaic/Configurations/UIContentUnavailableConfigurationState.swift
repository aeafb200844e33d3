import Foundation

/// The state a content-unavailable configuration is updated for: the traits of the view
/// controller, and the text of the search in its navigation item (if any).
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
  /// Creates a state with `traitCollection` and no search text.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The traits of the view controller.
  public var traitCollection: UITraitCollection

  /// The text of the search controller's search bar in the controller's navigation item, or
  /// nil when there is no search.
  public var searchText: String?

  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A custom state of the app's own.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
