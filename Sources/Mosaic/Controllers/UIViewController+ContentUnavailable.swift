import Foundation

/// A view controller's content-unavailable configuration, the view showing it, and whether an
/// update of the configuration is due.
@MainActor
final class ContentUnavailableStorage {
  var configuration: (any UIContentConfiguration)?
  var view: (any UIView & UIContentView)?
  /// Whether `updateContentUnavailableConfiguration(using:)` is due before the next layout
  /// (true until it first runs).
  var needsUpdate = true
}

extension UIViewController {
  /// What the controller shows when it has no content (`UIContentUnavailableConfiguration`,
  /// or any content configuration). Setting it shows the configuration's view over the
  /// controller's view, filling it (below its navigation bar: the view itself is laid out
  /// below the bar) and in front of its subviews, updated for
  /// `contentUnavailableConfigurationState`; nil removes the view.
  public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
    get { contentUnavailableStorage?.configuration }
    set {
      contentUnavailable.configuration = newValue
      showContentUnavailableConfiguration()
    }
  }

  /// The state content-unavailable configurations are updated for: the controller's traits,
  /// and the search text of its navigation item's search controller.
  public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    state.searchText = UIViewController.searchTextForContentUnavailable?(self)
    return state
  }

  /// Asks for `updateContentUnavailableConfiguration(using:)` before the view's next layout.
  public func setNeedsUpdateContentUnavailableConfiguration() {
    contentUnavailable.needsUpdate = true
    viewIfLoaded?.markSubtreeNeedsLayout()
  }

  /// The search text of the controller's navigation item, for the content-unavailable state:
  /// set by the search controller's code (nil: no search).
  static var searchTextForContentUnavailable: (@MainActor (UIViewController) -> String?)?

  private var contentUnavailable: ContentUnavailableStorage {
    if let storage = contentUnavailableStorage { return storage }
    let storage = ContentUnavailableStorage()
    contentUnavailableStorage = storage
    return storage
  }

  /// Before the view's layout: the content-unavailable update, when due.
  func updateContentUnavailableIfNeeded() {
    guard contentUnavailable.needsUpdate else { return }
    contentUnavailable.needsUpdate = false
    updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    if contentUnavailableStorage?.configuration != nil { showContentUnavailableConfiguration() }
  }

  /// Shows the configuration (updated for the current state) in its view, making, replacing
  /// or removing the view as needed.
  private func showContentUnavailableConfiguration() {
    let storage = contentUnavailable
    guard
      let configuration = storage.configuration?.updated(for: contentUnavailableConfigurationState)
    else {
      storage.view?.removeFromSuperview()
      storage.view = nil
      return
    }
    if let view = storage.view, view.supports(configuration) {
      view.configuration = configuration
    } else {
      storage.view?.removeFromSuperview()
      storage.view = configuration.makeContentView()
    }
    guard let host = viewIfLoaded, let view = storage.view else { return }
    if view.superview !== host { host.addSubview(view) }
    placeContentUnavailableView()
  }

  /// After the view's layout: keeps the content-unavailable view over the whole view and in
  /// front of its subviews (a collection view adds cells after it).
  func placeContentUnavailableView() {
    guard let view = contentUnavailableStorage?.view, let host = viewIfLoaded,
      view.superview === host
    else { return }
    if view.frame != host.bounds { view.frame = host.bounds }
    if host.subviews.last !== view { host.bringSubviewToFront(view) }
  }
}
