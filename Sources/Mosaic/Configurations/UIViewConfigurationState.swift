import Foundation

/// The configuration state of a view: its traits, whether it is disabled, highlighted,
/// selected or focused, and custom states the app adds under its own keys.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The traits of the view's environment.
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled (does not take user interaction).
  public var isDisabled = false
  /// Whether the view is highlighted (a finger is on it).
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has the focus.
  public var isFocused = false
  /// Whether the view is pinned (a header stuck to the top of its list).
  public var isPinned = false
  /// The custom states, by key.
  var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state with the given traits and no other state set.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The custom state stored under `key`; nil when none is. Setting nil removes it.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
