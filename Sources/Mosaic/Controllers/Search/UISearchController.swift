import Foundation

/// A view controller that manages searching with a search bar: it shows a results controller
/// (or a dim) over the searched content while the search is active, and tells its
/// `searchResultsUpdater` to update the results as the text and scope change.
///
/// Put its `searchBar` in a navigation item (`navigationItem.searchController`) or in a table
/// view's header. Focusing the field activates the search (`isActive`); the Cancel button or
/// Escape deactivates it, emptying the text. While active, the search controller's view lies
/// over the content of the presenting context — the nearest controller, from the one showing
/// the search bar up its parents, whose `definesPresentationContext` is true, else the
/// controller showing the search bar — below the bars; it holds the results controller's view
/// while there is text (or `showsSearchResultsController` is true), else a dim when
/// `obscuresBackgroundDuringPresentation` is true; a tap on the dim ends the search.
@MainActor @preconcurrency
open class UISearchController: UIViewController, CustomPresentationProviding {
  /// Creates a search controller that shows `searchResultsController` while searching; nil
  /// shows the results in the searched content itself.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    setUpSearchController()
  }

  /// Creates a search controller without a results controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    searchResultsController = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUpSearchController()
  }

  /// Creates a search controller without a results controller (there are no archives).
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    setUpSearchController()
  }

  private func setUpSearchController() {
    let bar = searchBar
    bar.owner = self
    if bar.frame.height == 0 {
      bar.frame = CGRect(
        x: 0, y: 0, width: UIScreen.main.bounds.width, height: UISearchBar.fieldRowHeight)
    }
    if let results = searchResultsController { addChild(results) }
    UIWindow.installSearchShortcut()
  }

  private let defaultSearchBar = UISearchBar(frame: .zero)

  /// The search bar to put in the interface. A subclass may override it to return a search bar
  /// of its own (the same one every time).
  open var searchBar: UISearchBar { defaultSearchBar }

  /// The controller that shows the results, or nil when the searched content shows them.
  open private(set) var searchResultsController: UIViewController?

  /// The object told to update the results.
  open weak var searchResultsUpdater: UISearchResultsUpdating?

  /// The object told about presentation and dismissal.
  open weak var delegate: UISearchControllerDelegate?

  /// The navigation item that shows the search bar in its navigation bar, if any.
  weak var hostingNavigationItem: UINavigationItem?

  // MARK: Options

  private var obscuresStorage: Bool?

  /// Whether the searched content is covered by a dim while the search is active and no
  /// results show. By default true when there is a results controller and false without one.
  open var obscuresBackgroundDuringPresentation: Bool {
    get { obscuresStorage ?? (searchResultsController != nil) }
    set {
      obscuresStorage = newValue
      updatePresentation()
    }
  }

  /// The former name of `obscuresBackgroundDuringPresentation`.
  @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }

  /// Whether the navigation bar's title row hides while the search is active (the search bar
  /// moves up into its place); true by default.
  open var hidesNavigationBarDuringPresentation = true

  /// Whether the results controller shows even while the text is empty; false by default.
  open var showsSearchResultsController = false {
    didSet { updatePresentation() }
  }

  /// Whether the results controller shows as soon as there is text; true by default.
  open var automaticallyShowsSearchResultsController = true {
    didSet { updatePresentation() }
  }

  /// Whether the search bar's Cancel button shows while the search is active; true by default.
  open var automaticallyShowsCancelButton = true

  /// Whether the search bar's scope bar shows while the search is active; true by default.
  open var automaticallyShowsScopeBar = true

  // MARK: Activity

  private var active = false

  /// Whether the search interface is shown. Setting true shows it without focusing the search
  /// field; setting false dismisses it, keeping the text.
  open var isActive: Bool {
    get { active }
    set {
      if newValue {
        activate()
      } else {
        deactivate(clearingText: false)
      }
    }
  }

  /// Presents the search interface: tells the delegate, shows the Cancel button and scope bar
  /// when automatic, covers the content and asks for results.
  func activate() {
    guard !active else { return }
    active = true
    delegate?.willPresentSearchController(self)
    if let delegate {
      delegate.presentSearchController(self)
    } else {
      showSearchPresentation()
    }
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
    if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
      searchBar.showsScopeBar = true
    }
    barLayoutDidChange()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didPresentSearchController(self)
  }

  /// Dismisses the search interface: tells the delegate, ends editing, hides what activation
  /// showed and asks for results once more. `clearingText` empties the search bar first (Cancel
  /// and Escape do).
  func deactivate(clearingText: Bool) {
    guard active else { return }
    delegate?.willDismissSearchController(self)
    active = false
    if clearingText { searchBar.searchTextField.text = "" }
    let field = searchBar.searchTextField
    if field.isFirstResponder, !field.resignFirstResponder() {
      UIResponder.currentFirstResponder = nil
      field.endEditing(reason: .committed)
    }
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
    if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
      searchBar.showsScopeBar = false
    }
    hideSearchPresentation()
    barLayoutDidChange()
    searchResultsUpdater?.updateSearchResults(for: self)
    delegate?.didDismissSearchController(self)
  }

  // MARK: Presentation

  /// Whether the search controller's view is shown over the presenting context.
  private(set) var isPresentingSearch = false
  /// Whether the results controller's view is shown.
  private(set) var isShowingResults = false

  /// The search controller's view: the layer over the searched content.
  open override func loadView() {
    let overlay = SearchPresentationView(frame: UIScreen.main.bounds)
    overlay.onDimTap = { [weak self] in self?.deactivate(clearingText: true) }
    view = overlay
  }

  func makeCustomPresentationController() -> UIPresentationController {
    SearchPresentationController(presentedViewController: self, presenting: nil)
  }

  /// The search is presented from its presenting context, whoever asks.
  func presentationSource(calledFrom caller: UIViewController) -> UIViewController? {
    presentationContext
  }

  /// The search controller drives its results controller's appearance itself.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// The controller that shows the search bar: the navigation item's owner, or the controller
  /// of the nearest view up from the search bar.
  var searchingController: UIViewController? {
    if let owner = hostingNavigationItem?.owner { return owner }
    var view: UIView? = searchBar
    while let v = view {
      if let controller = v.managingViewController, controller !== self { return controller }
      view = v.superview
    }
    return nil
  }

  /// The controller whose content the search covers: the nearest, from the searching
  /// controller up its parents, that defines the presentation context; else the searching
  /// controller itself.
  var presentationContext: UIViewController? {
    let start = searchingController
    var controller = start
    while let c = controller {
      if c.definesPresentationContext { return c }
      controller = c.parent
    }
    return start
  }

  /// Presents the search controller over the presenting context's content (what the default
  /// `presentSearchController(_:)` does): `.overCurrentContext` from the context, without
  /// animation, through `present(_:animated:completion:)`. A context not in a window shows
  /// nothing.
  func showSearchPresentation() {
    guard !isPresentingSearch, let context = presentationContext,
      context.viewIfLoaded?.window != nil
    else { return }
    isPresentingSearch = true
    context.present(self, animated: false)
    guard presentationRecord.presenting != nil else {
      isPresentingSearch = false
      return
    }
    placePresentation()
    updatePresentation()
  }

  /// Dismisses the search controller's presentation (and the results').
  func hideSearchPresentation() {
    guard isPresentingSearch else { return }
    isPresentingSearch = false
    setResultsShown(false)
    presentationRecord.presenting?.dismissPresented(animated: false, completion: nil)
  }

  /// The presenter dismissed the search's presentation: the search ends, keeping its text.
  func presentationWasDismissed() {
    isPresentingSearch = false
    setResultsShown(false)
    deactivate(clearingText: false)
  }

  /// The area the search controller's view covers in `host` (the view holding the context's
  /// view): the context's frame from below the navigation bar, or below the search bar when
  /// the bar lies inside the context's content (a table header).
  func presentationFrame(in host: UIView) -> CGRect? {
    guard let context = presentationContext?.viewIfLoaded, context.superview === host else {
      return nil
    }
    var frame = context.frame
    var top = frame.minY
    if searchBar.isDescendant(of: context) {
      top = max(top, searchBar.convert(searchBar.bounds, to: host).maxY)
    }
    if let bar = hostingNavigationItem?.navigationBar, bar.superview === host, !bar.isHidden {
      // Content that scrolls under the bar is covered from the bar's bottom edge.
      top = max(top, bar.frame.maxY)
    }
    frame.size.height = max(0, frame.maxY - top)
    frame.origin.y = top
    return frame
  }

  /// Puts the search controller's view in its area again (the bars or the search bar moved).
  func placePresentation() {
    guard isPresentingSearch, let presentation = presentationRecord.controller,
      presentation.containerView != nil
    else { return }
    presentation.layoutPresentation()
  }

  /// Shows the results or the dim for the current text and options.
  func updatePresentation() {
    guard isPresentingSearch, let overlay = viewIfLoaded as? SearchPresentationView else {
      return
    }
    let hasText = !(searchBar.text ?? "").isEmpty
    let showsResults =
      searchResultsController != nil
      && (showsSearchResultsController || (automaticallyShowsSearchResultsController && hasText))
    setResultsShown(showsResults)
    overlay.dimView.isHidden = showsResults || !obscuresBackgroundDuringPresentation
  }

  /// Shows or hides the results controller's view, with its appearance callbacks.
  private func setResultsShown(_ shown: Bool) {
    guard shown != isShowingResults, let results = searchResultsController,
      let overlay = viewIfLoaded
    else { return }
    isShowingResults = shown
    if shown {
      results.beginAppearanceTransition(true, animated: false)
      let v = results.view!
      v.frame = overlay.bounds
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      overlay.addSubview(v)
      results.endAppearanceTransition()
    } else {
      results.beginAppearanceTransition(false, animated: false)
      results.viewIfLoaded?.removeFromSuperview()
      results.endAppearanceTransition()
    }
  }

  /// The navigation controller whose bar the active search hid.
  private weak var navigationControllerHidingBar: UINavigationController?

  /// A search bar in the content (a table header) under a navigation bar: the active search
  /// hides the bar (`hidesNavigationBarDuringPresentation`), so the content and its search bar
  /// move up; dismissing it shows the bar again.
  private func hideNavigationBarForSearchBarInContent() {
    if active, hidesNavigationBarDuringPresentation,
      let nav = searchingController?.navigationController, !nav.isNavigationBarHidden,
      let container = nav.viewIfLoaded, searchBar.isDescendant(of: container)
    {
      nav.setNavigationBarHidden(true, animated: container.window != nil)
      navigationControllerHidingBar = nav
      container.layoutIfNeeded()
    } else if !active, let nav = navigationControllerHidingBar {
      navigationControllerHidingBar = nil
      nav.setNavigationBarHidden(false, animated: nav.viewIfLoaded?.window != nil)
      nav.viewIfLoaded?.layoutIfNeeded()
    }
  }

  /// The search bar's height or the navigation bar's rows changed: lays the bars and content
  /// out again and follows with the search controller's view.
  private func barLayoutDidChange() {
    guard let bar = hostingNavigationItem?.navigationBar,
      let container = bar.navigationController?.viewIfLoaded
    else {
      refreshTableHeader()
      hideNavigationBarForSearchBarInContent()
      placePresentation()
      return
    }
    bar.setNeedsLayout()
    container.setNeedsLayout()
    guard container.window != nil else {
      container.layoutIfNeeded()
      placePresentation()
      return
    }
    // The bar's rows and the content move together, as the search bar slides into place.
    UIView.animate(withDuration: 0.25) {
      container.layoutIfNeeded()
      self.placePresentation()
    }
  }
}

// MARK: - The search bar's news

extension UISearchController: SearchBarOwner {
  func searchBarDidBeginEditing(_ searchBar: UISearchBar) {
    activate()
  }

  func searchBarTextDidChange(_ searchBar: UISearchBar) {
    guard active else { return }
    searchResultsUpdater?.updateSearchResults(for: self)
    updatePresentation()
  }

  func searchBarScopeDidChange(_ searchBar: UISearchBar) {
    guard active else { return }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  func searchBarDidCancel(_ searchBar: UISearchBar) -> Bool {
    guard active else { return false }
    deactivate(clearingText: true)
    return true
  }
}

/// The search controller's view: a dim over the content (hidden unless it obscures it) and,
/// while there are results, the results controller's view. Touches that meet neither pass
/// through to the content below.
@MainActor
final class SearchPresentationView: UIView {
  /// The dim over the content.
  let dimView = UIView()
  /// What a tap on the dim does.
  var onDimTap: (() -> Void)?

  /// The dim's color.
  static let dimColor = UIColor(white: 0, alpha: 0.2)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isOpaque = false
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimView.backgroundColor = Self.dimColor
    dimView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimView.frame = bounds
    dimView.isHidden = true
    dimView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in self?.onDimTap?() })
    addSubview(dimView)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    dimView.frame = bounds
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
