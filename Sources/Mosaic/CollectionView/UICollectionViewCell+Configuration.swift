import Foundation

/// A cell's content and background configurations and the state of their updates.
@MainActor
final class CellConfigurationStorage {
  /// The content configuration as last applied (updated for the state when the cell
  /// updates it automatically).
  var contentConfiguration: (any UIContentConfiguration)?
  /// The background configuration as last applied.
  var backgroundConfiguration: UIBackgroundConfiguration?
  /// The view showing the background configuration.
  var backgroundView: UIBackgroundConfigurationView?
  /// The app's handler, run after `updateConfiguration(using:)`.
  var updateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
  /// Whether an update is pending (true until the first one, which runs before the cell is
  /// first laid out).
  var needsUpdate = true
  /// Whether an update is running (requests made during it are part of it).
  var isUpdating = false
}

// Members UIKit declares `open` are in the class body (UICollectionViewCell.swift); each
// forwards to its work here, named `base` followed by the member's name.

extension UICollectionViewCell {
  /// The type of a `configurationUpdateHandler`: it gets the cell and its new state.
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState)
    -> Void

  /// The content configuration; nil by default. Setting one makes the configuration's
  /// content view the cell's `contentView`, or applies the configuration to the current
  /// content view when that view `supports(_:)` it, keeping the view. Setting nil after a
  /// configuration gives the cell a new, empty content view. With
  /// `automaticallyUpdatesContentConfiguration` the configuration is shown updated for the
  /// cell's current state.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { configurationStorage.contentConfiguration }
    set { setContentConfiguration(newValue) }
  }

  /// A handler the cell calls with itself and its new state each time it updates its
  /// configurations, after `updateConfiguration(using:)`: the place to set configurations
  /// for a state without subclassing. Setting it asks for an update.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    get { configurationStorage.updateHandler }
    set {
      configurationStorage.updateHandler = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// `configurationState`'s value: the traits, selection, highlight, disabled (not taking
  /// touches) and the collection view's editing mode.
  var baseConfigurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isDisabled = !isUserInteractionEnabled
    state.isEditing = owningCollectionView?.isEditing ?? false
    if let collectionView = owningCollectionView,
      let outlines = collectionView.dataSource as? OutlineExpansionProviding,
      let indexPath = collectionView.indexPath(for: self)
    {
      state.isExpanded = outlines.isExpandedItem(at: indexPath)
    }
    return state
  }

  /// The collection view showing the cell, if any.
  var owningCollectionView: UICollectionView? {
    var view = superview
    while let v = view {
      if let collection = v as? UICollectionView { return collection }
      view = v.superview
    }
    return nil
  }

  /// `setNeedsUpdateConfiguration()`'s work: marks an update as pending and asks for layout,
  /// before which it runs. A request made while the update runs is part of it.
  func baseSetNeedsUpdateConfiguration() {
    let storage = configurationStorage
    guard !storage.isUpdating else { return }
    storage.needsUpdate = true
    setNeedsLayout()
  }

  /// Runs a pending update: the automatic updates of the background and content
  /// configurations, then `updateConfiguration(using:)`, then the handler, all with one
  /// state.
  func updateConfigurationIfNeeded() {
    let storage = configurationStorage
    guard storage.needsUpdate, !storage.isUpdating else { return }
    storage.needsUpdate = false
    storage.isUpdating = true
    defer { storage.isUpdating = false }
    let state = configurationState
    if automaticallyUpdatesBackgroundConfiguration, let background = storage.backgroundConfiguration
    {
      showBackgroundConfiguration(background.updated(for: state))
    }
    if automaticallyUpdatesContentConfiguration, let content = storage.contentConfiguration {
      showContentConfiguration(content.updated(for: state))
    }
    updateConfiguration(using: state)
    storage.updateHandler?(self, state)
  }

  private func setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
    guard var configuration else {
      guard configurationStorage.contentConfiguration != nil else { return }
      configurationStorage.contentConfiguration = nil
      let empty = UIView(frame: bounds)
      empty.backgroundColor = nil
      replaceContentView(with: empty)
      return
    }
    if automaticallyUpdatesContentConfiguration {
      configuration = configuration.updated(for: configurationState)
    }
    showContentConfiguration(configuration)
  }

  /// Shows `configuration` in the content view: in place when the current content view was
  /// made by a configuration and supports this one, else in a new view of its own.
  private func showContentConfiguration(_ configuration: any UIContentConfiguration) {
    let storage = configurationStorage
    let hadConfiguration = storage.contentConfiguration != nil
    storage.contentConfiguration = configuration
    if hadConfiguration, let current = contentView as? (any UIView & UIContentView),
      current.supports(configuration)
    {
      current.configuration = configuration
      return
    }
    replaceContentView(with: configuration.makeContentView())
  }

  /// Puts `view` where the content view is (above the background views) and makes it the
  /// content view.
  private func replaceContentView(with view: UIView) {
    let old = contentView
    view.frame = bounds
    if old.superview === self {
      insertSubview(view, aboveSubview: old)
      old.removeFromSuperview()
    } else {
      addSubview(view)
    }
    contentView = view
    setNeedsLayout()
  }

  /// `backgroundConfiguration`'s setter: shows the configuration (updated for the current
  /// state when the cell updates it automatically) in place of the background view and
  /// color, or removes it.
  func baseSetBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
    guard let configuration else {
      removeBackgroundConfiguration()
      return
    }
    if backgroundView != nil { backgroundView = nil }
    backgroundColor = nil
    showBackgroundConfiguration(
      automaticallyUpdatesBackgroundConfiguration
        ? configuration.updated(for: configurationState) : configuration)
  }

  private func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration) {
    let storage = configurationStorage
    storage.backgroundConfiguration = configuration
    if let view = storage.backgroundView {
      view.configuration = configuration
    } else {
      let view = UIBackgroundConfigurationView(configuration: configuration)
      view.frame = bounds
      insertSubview(view, at: 0)
      storage.backgroundView = view
    }
  }

  /// Removes the background configuration and its view.
  func removeBackgroundConfiguration() {
    let storage = configurationStorage
    storage.backgroundConfiguration = nil
    storage.backgroundView?.removeFromSuperview()
    storage.backgroundView = nil
  }
}

/// A data source that knows which of its items are expanded parents in an outline (a diffable
/// data source with section snapshots): cells read it into their configuration state.
@MainActor
protocol OutlineExpansionProviding: AnyObject {
  /// Whether the item at `indexPath` is a parent whose children show.
  func isExpandedItem(at indexPath: IndexPath) -> Bool
  /// Expands or collapses the item at `indexPath` in its section's outline, as the user's
  /// outline disclosure does; returns whether it changed.
  @discardableResult
  func toggleExpansionOfItem(at indexPath: IndexPath) -> Bool
}
