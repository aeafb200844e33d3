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
  private(set) var appearanceAnimated = false

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
      presentationRecord.needsViewIsAppearing = true
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
      deliverViewIsAppearingIfNeeded()
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

  var childrenInView: [UIViewController] {
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
    didSet {
      navigationItemStorage?.ownerTitleDidChange()
      tabBarItemStorage?.ownerTitleDidChange(title)
    }
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

  /// Shows `vc` in the way the context calls for: from a split view controller's primary (or
  /// supplementary) column, in the next column; else pushed on the navigation controller the
  /// controller is in, animated; without a navigation controller, presented modally.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let split = splitViewController, split.routeShow(vc, from: self) { return }
    if let nav = navigationController {
      nav.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
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

  // MARK: - Trait changes, property updates, content unavailable (UIViewController+TraitChanges.swift, +UpdateProperties, +ContentUnavailable)

  /// The controller's trait overrides and trait-change registrations, made when first needed.
  var traitChangeStorage: TraitChangeStorage?
  /// Whether `updateProperties()` is due before the next layout of the view.
  var needsUpdatePropertiesFlag = true
  /// The content-unavailable configuration, its view and whether an update is due.
  var contentUnavailableStorage: ContentUnavailableStorage?

  /// Updates the controller's properties from the app's state. UIKit calls it before
  /// `viewWillLayoutSubviews()` in the same update pass: before the view's first layout, and
  /// after `setNeedsUpdateProperties()`. The default does nothing; do not call it directly.
  open func updateProperties() {}

  /// Updates `contentUnavailableConfiguration` for `state` (its traits, and the search text of
  /// the navigation item's search controller). UIKit calls it before the view's first layout
  /// and before the layout after `setNeedsUpdateContentUnavailableConfiguration()`. The default
  /// does nothing.
  open func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {}

  // MARK: - Presentation (UIViewController+Presentation.swift)

  /// The presentation state: what the controller presents, who presents it, its style.
  lazy var presentationRecord = PresentationRecord()

  /// Called after the view was added to the window's hierarchy and given its traits and
  /// geometry, after `viewWillAppear(_:)` and before `viewDidAppear(_:)`: the place to update
  /// the interface for the size the view really has. The default does nothing.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Presents `viewControllerToPresent` modally in the style of its `modalPresentationStyle`,
  /// from the controller that provides the presentation context, and runs `completion` once
  /// the presentation finished (at once, within the call, when not `animated`).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresentation(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller presented by this one (and any presented above it); called on
  /// the presented controller, the presenting one does it. `completion` runs once the
  /// dismissal finished; it runs also when nothing was presented.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismissal(animated: flag, completion: completion)
  }

  /// The controller that presented this one, or the nearest ancestor of it that was
  /// presented; nil when neither was presented.
  open var presentingViewController: UIViewController? { presentingControllerInChain }

  /// The controller this one (or the ancestor that provides its presentation context)
  /// presents; nil when it presents nothing.
  open var presentedViewController: UIViewController? { presentedControllerInChain }

  /// The presentation controller that manages this controller's presentation: created on
  /// first use for its `modalPresentationStyle`, kept while it is presented.
  open var presentationController: UIPresentationController? { currentPresentationController }

  /// The sheet presentation controller of this controller when its style is a sheet
  /// (`.automatic`, `.pageSheet`, `.formSheet`), else nil; configure it before presenting.
  open var sheetPresentationController: UISheetPresentationController? {
    currentPresentationController as? UISheetPresentationController
  }

  /// The popover presentation controller of this controller when its style is `.popover`,
  /// else nil; give it a source before presenting.
  open var popoverPresentationController: UIPopoverPresentationController? {
    currentPresentationController as? UIPopoverPresentationController
  }

  /// Whether the controller is being presented: true during its appearance callbacks of a
  /// presentation.
  open var isBeingPresented: Bool { presentationRecord.isBeingPresented }

  /// Whether the controller is being dismissed: true during its disappearance callbacks of a
  /// dismissal.
  open var isBeingDismissed: Bool { presentationRecord.isBeingDismissed }

  /// How the controller is shown when presented; `.automatic` (a page sheet) by default.
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { presentationRecord.style }
    set { setModalPresentationStyle(newValue) }
  }

  /// The animation used when the controller is presented: `.coverVertical` by default.
  open var modalTransitionStyle: UIModalTransitionStyle {
    get { presentationRecord.transitionStyle }
    set { presentationRecord.transitionStyle = newValue }
  }

  /// Whether the controller refuses interactive dismissal (a drag, Escape, a click outside)
  /// while presented; false by default. A refused attempt tells the presentation
  /// controller's delegate `presentationControllerDidAttemptToDismiss(_:)`.
  open var isModalInPresentation: Bool {
    get { presentationRecord.isModalInPresentation }
    set { presentationRecord.isModalInPresentation = newValue }
  }

  /// Whether the controller's view is covered when one of its descendants presents with
  /// `.currentContext` or `.overCurrentContext`; false by default.
  open var definesPresentationContext: Bool {
    get { presentationRecord.definesPresentationContext }
    set { presentationRecord.definesPresentationContext = newValue }
  }

  /// Whether the controller that defines the presentation context also gives the transition
  /// style of presentations over its context; false by default.
  open var providesPresentationContextTransitionStyle: Bool {
    get { presentationRecord.providesContextTransitionStyle }
    set { presentationRecord.providesContextTransitionStyle = newValue }
  }

  /// The size the controller prefers for its view when shown in a form sheet or popover;
  /// zero (no preference) by default. Changing it while presented resizes the presentation.
  open var preferredContentSize: CGSize {
    get { presentationRecord.preferredContentSize }
    set { setPreferredContentSize(newValue) }
  }

  // MARK: - Containers

  var tabBarItemStorage: UITabBarItem?
  var toolbarItemsStorage: [UIBarButtonItem]?
  var hidesBottomBarStorage = false

  /// The item that represents the controller in a tab bar, made on first use from the
  /// controller's `title` with no image.
  open var tabBarItem: UITabBarItem! {
    get { makeTabBarItemIfNeeded() }
    set { setTabBarItem(newValue) }
  }

  /// The nearest tab bar controller among the controller's ancestors.
  open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

  /// The nearest split view controller among the controller's ancestors.
  open var splitViewController: UISplitViewController? {
    nearestAncestor(UISplitViewController.self)
  }

  /// Whether a tab bar (or a navigation controller's toolbar) is hidden while this controller
  /// is pushed on a navigation controller; false by default.
  open var hidesBottomBarWhenPushed: Bool {
    get { hidesBottomBarStorage }
    set { hidesBottomBarStorage = newValue }
  }

  /// The bar button items a navigation controller shows in its toolbar while this controller
  /// is on top.
  open var toolbarItems: [UIBarButtonItem]? {
    get { toolbarItemsStorage }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets the items of the toolbar shown while this controller is on top of a navigation
  /// controller; when `animated`, they fade in.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    toolbarItemsStorage = toolbarItems
    toolbarItemsDidChange(animated: animated)
  }

  /// Shows `vc` in the primary context: a split view controller among the ancestors shows it
  /// in its secondary column (pushed on the stack when collapsed); elsewhere it is shown as
  /// `show(_:sender:)` shows it.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let split = splitViewController {
      split.showDetailViewController(vc, sender: sender)
    } else {
      show(vc, sender: sender)
    }
  }
}
