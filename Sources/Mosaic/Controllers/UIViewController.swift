import Foundation

/// An object that manages a view hierarchy: it loads its view lazily, hears when the view
/// appears and disappears, and can contain child view controllers.
///
/// Mosaic has no nibs or storyboards: build the view in code, in `loadView()` or
/// `viewDidLoad()`. The `nibName` and `bundle` of `init(nibName:bundle:)` are accepted for
/// source compatibility and ignored.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  /// Creates a view controller. Mosaic loads no nibs, so both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an archive. Mosaic has no archives; this makes the same
  /// controller as `init(nibName: nil, bundle: nil)`. It is required, as in UIKit, so a
  /// subclass with its own designated initializer writes `required init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: The view

  private var loadedView: UIView?
  private var isLoadingView = false

  /// The view the controller manages, created on first access by `loadView()` and followed by
  /// `viewDidLoad()`. Setting it replaces the view (nil unloads it).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The view if it has been loaded, else nil (without loading it).
  open var viewIfLoaded: UIView? { loadedView }

  /// Loads the view now if it has not been loaded.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    precondition(
      !isLoadingView,
      "UIViewController: \(type(of: self)).loadView() read `view` before assigning it")
    isLoadingView = true
    loadView()
    isLoadingView = false
    precondition(
      loadedView != nil, "UIViewController: \(type(of: self)).loadView() did not set `view`")
    viewDidLoad()
  }

  /// Creates the view. The default makes a plain view the size of the screen that resizes with
  /// its superview. Override to build your own view and assign it to `view`, without calling
  /// `super`.
  open func loadView() {
    let v = UIView(frame: UIScreen.main.bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = v
  }

  /// Called once after the view is loaded; the default does nothing.
  open func viewDidLoad() {}

  // MARK: Appearance

  enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
  }

  var appearanceState: AppearanceState = .disappeared
  private var appearanceAnimated = false

  /// Whether the controller is on screen or about to be (its `viewWillAppear` ran and no
  /// `viewWillDisappear` since).
  var isAppearingOrAppeared: Bool {
    appearanceState == .appearing || appearanceState == .appeared
  }

  /// Called before the view is added to the window's hierarchy; the default does nothing.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view was added to the window's hierarchy; the default does nothing.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view is removed from the window's hierarchy; the default does nothing.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view was removed from the window's hierarchy; the default does nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether the controller forwards its own appearance callbacks to the child controllers
  /// whose views are in its view; true by default.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts an appearance change: calls `viewWillAppear(_:)` (or `viewWillDisappear(_:)`)
  /// unless the controller is already in that state; the view is loaded first. Containers call it for their children,
  /// then `endAppearanceTransition()` when the change is done.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard !isAppearingOrAppeared else { return }
      loadViewIfNeeded()
      prepareForAppearance(animated: animated)
      appearanceState = .appearing
      appearanceAnimated = animated
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      appearanceAnimated = animated
      viewWillDisappear(animated)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in childrenInView {
        child.beginAppearanceTransition(isAppearing, animated: animated)
      }
    }
  }

  /// Finishes the appearance change begun by `beginAppearanceTransition(_:animated:)`: calls
  /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
  open func endAppearanceTransition() {
    let animated = appearanceAnimated
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(animated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(animated)
    default:
      return
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in childrenInView { child.endAppearanceTransition() }
    }
    if appearanceState == .appeared { didFinishAppearance(animated: animated) }
  }

  /// Called at the start of an appearance, before `viewWillAppear`; containers install their
  /// content here.
  func prepareForAppearance(animated: Bool) {}

  /// Called at the end of an appearance, after `viewDidAppear` and the children's.
  func didFinishAppearance(animated: Bool) {}

  private var childrenInView: [UIViewController] {
    guard let root = loadedView else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
  }

  /// Whether the controller is being added to a container (during its appearance callbacks).
  open internal(set) var isMovingToParent = false

  /// Whether the controller is being removed from a container (during its disappearance
  /// callbacks).
  open internal(set) var isMovingFromParent = false

  // MARK: Layout

  /// Called before the view lays out its subviews; the default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews; the default does nothing.
  open func viewDidLayoutSubviews() {}

  // MARK: Traits, safe area and margins (UIViewController+Traits.swift)

  /// The traits of the controller's environment: those of the window its view is in, else its
  /// parent's, else the screen's.
  open var traitCollection: UITraitCollection { environmentTraitCollection }

  /// Called after the controller's traits changed, just before its view hears of it, with the
  /// previous collection; the default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  private var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero

  /// Insets added to the safe area of the controller's view (and so to the views inside it),
  /// for content of your own that covers part of it; zero by default. Changing it updates the
  /// view's safe area and calls `viewSafeAreaInsetsDidChange()`.
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { additionalSafeAreaInsetsStorage }
    set {
      let old = additionalSafeAreaInsetsStorage
      guard newValue != old else { return }
      additionalSafeAreaInsetsStorage = newValue
      additionalSafeAreaInsetsDidChange(from: old)
    }
  }

  /// Called after the safe area of the controller's view changed; the default does nothing.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called after the layout margins of the controller's view changed; the default does
  /// nothing.
  open func viewLayoutMarginsDidChange() {}

  /// The smallest margins the root view gets while `viewRespectsSystemMinimumLayoutMargins`
  /// is true: 16 points leading and trailing in a compact-width environment, 20 in a regular
  /// one, 0 at the top and bottom. Do not override it.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    systemMinimumLayoutMargins(traits: traitCollection)
  }

  private var respectsSystemMinimumStorage = true

  /// Whether the root view's margins are kept at least as large as
  /// `systemMinimumLayoutMargins`; true by default. When false the view's margins are just
  /// its `directionalLayoutMargins`.
  open var viewRespectsSystemMinimumLayoutMargins: Bool {
    get { respectsSystemMinimumStorage }
    set {
      guard newValue != respectsSystemMinimumStorage else { return }
      guard let v = viewIfLoaded else {
        respectsSystemMinimumStorage = newValue
        return
      }
      v.updatingLayoutMargins { respectsSystemMinimumStorage = newValue }
    }
  }

  // MARK: Title and navigation

  /// The controller's title; shown by a navigation bar when the navigation item has no title
  /// of its own.
  open var title: String? {
    didSet { navigationItemStorage?.ownerTitleDidChange() }
  }

  private var navigationItemStorage: UINavigationItem?

  /// The item that represents the controller in a navigation bar, created on first use. Its
  /// title defaults to the controller's `title`.
  open var navigationItem: UINavigationItem {
    if let item = navigationItemStorage { return item }
    let item = UINavigationItem()
    item.owner = self
    navigationItemStorage = item
    return item
  }

  /// The nearest navigation controller among the controller's ancestors.
  open var navigationController: UINavigationController? {
    var current = parent
    while let c = current {
      if let nav = c as? UINavigationController { return nav }
      current = c.parent
    }
    return nil
  }

  // MARK: Editing

  private var editingStorage = false
  private var editButtonItemStorage: UIBarButtonItem?

  /// Whether the controller's content is being edited; false by default. Setting it calls
  /// `setEditing(_:animated:)` without animation.
  open var isEditing: Bool {
    get { editingStorage }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns editing on or off and updates `editButtonItem`. Subclasses override it to put their
  /// content in editing mode, calling `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingStorage = editing
    if let item = editButtonItemStorage { updateEditButtonItem(item) }
  }

  /// A bar button item titled "Edit" (or "Done" while editing) that toggles `isEditing`.
  open var editButtonItem: UIBarButtonItem {
    if let item = editButtonItemStorage { return item }
    let item = UIBarButtonItem(
      title: nil, style: .plain, target: self, action: UIViewController.toggleEditing)
    editButtonItemStorage = item
    updateEditButtonItem(item)
    return item
  }

  private func updateEditButtonItem(_ item: UIBarButtonItem) {
    item.title = editingStorage ? "Done" : "Edit"
    item.style = editingStorage ? .done : .plain
  }

  private func toggleEditing() {
    setEditing(!isEditing, animated: true)
  }

  /// Shows `vc` in the way the context calls for: pushed on the navigation controller the
  /// controller is in, animated. Without a navigation controller it does nothing (Mosaic has
  /// no modal presentation).
  open func show(_ vc: UIViewController, sender: Any?) {
    navigationController?.pushViewController(vc, animated: true)
  }

  // MARK: Containment

  /// The container controller, if any.
  open private(set) weak var parent: UIViewController?

  /// The child view controllers, in the order they were added.
  open private(set) var children: [UIViewController] = []

  /// Adds `childController` as a child, first removing it from its old parent. This calls the
  /// child's `willMove(toParent:)`; the container adds the child's view and then calls the
  /// child's `didMove(toParent:)` itself.
  open func addChild(_ childController: UIViewController) {
    precondition(
      childController !== self, "UIViewController: a view controller cannot be its own child")
    if childController.parent === self { return }
    if childController.parent != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent and calls `didMove(toParent: nil)`. The container
  /// calls `willMove(toParent: nil)` before, and removes the view itself.
  open func removeFromParent() {
    guard let p = parent else { return }
    p.children.removeAll { $0 === self }
    parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a container; the default does
  /// nothing.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a container; the default does
  /// nothing.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Size transitions and the status bar

  /// Called before the size of the controller's view changes to `size` (in Mosaic, when the
  /// window is resized). Use `coordinator` to run changes alongside the resize and after it.
  /// The default passes the message on to the children; overrides call super.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The status bar style the controller prefers; `.default`. There is no status bar on the
  /// desktop, so Mosaic shows nothing for it.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether the controller prefers the status bar hidden; false. There is no status bar on
  /// the desktop, so Mosaic shows nothing either way.
  open var prefersStatusBarHidden: Bool { false }

  /// Tells the system that the status bar preferences changed. There is no status bar on the
  /// desktop, so this does nothing in Mosaic.
  open func setNeedsStatusBarAppearanceUpdate() {}

  // MARK: Responder chain

  /// The next responder: the superview of the controller's view, else the parent controller.
  open override var next: UIResponder? {
    loadedView?.superview ?? parent
  }

  /// A debugging description: the class and address.
  var debugName: String {
    "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())>"
  }

  // MARK: - Presentation context

  /// Whether this controller's view is the one covered when it or a controller below it
  /// presents a controller over the current context (a search controller's results, for
  /// one); false by default.
  open var definesPresentationContext = false
}
