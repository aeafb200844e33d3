import Foundation

/// The configuration state of a cell: everything a view state holds (traits, disabled,
/// highlighted, selected, focused, custom states) plus the states only cells have: editing,
/// expanded, swiped, reordering, and their part in a drag and drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// How a cell takes part in a drag session.
  public enum DragState: Hashable, Sendable {
    /// The cell is not part of a drag session.
    case none
    /// The cell is being lifted and has not joined a drag session yet.
    case lifting
    /// The cell is part of an active drag session.
    case dragging
  }

  /// How a cell takes part in a drop.
  public enum DropState: Hashable, Sendable {
    /// No drag session is over the cell's container.
    case none
    /// A drop is possible in the cell's container, but not on this cell.
    case notTargeted
    /// The cell is the target of the drop.
    case targeted
  }

  /// The traits of the cell's environment.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled (does not take user interaction).
  public var isDisabled = false
  /// Whether the cell is highlighted (a finger is on it).
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has the focus.
  public var isFocused = false
  /// Whether the cell is pinned (a header stuck to the top of its list).
  public var isPinned = false
  /// Whether the cell's collection view is in editing mode.
  public var isEditing = false
  /// Whether the cell is expanded (an outline item showing its children).
  public var isExpanded = false
  /// Whether the cell is swiped to show its swipe actions.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// The cell's part in a drag session.
  public var cellDragState: DragState = .none
  /// The cell's part in a drop.
  public var cellDropState: DropState = .none
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

extension UIConfigurationState {
  /// The view states a configuration's `updated(for:)` reads, from a view or cell state
  /// (all false for another kind of state).
  var viewStates: (selected: Bool, highlighted: Bool, disabled: Bool, focused: Bool) {
    if let s = self as? UICellConfigurationState {
      return (s.isSelected, s.isHighlighted, s.isDisabled, s.isFocused)
    }
    if let s = self as? UIViewConfigurationState {
      return (s.isSelected, s.isHighlighted, s.isDisabled, s.isFocused)
    }
    return (false, false, false, false)
  }
}
