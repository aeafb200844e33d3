import Foundation

/// The methods a navigation controller's delegate implements to hear when a view controller
/// is about to be shown and has been shown.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to become the visible controller (before its
  /// `viewWillAppear`).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// `viewController` became the visible controller (after its `viewDidAppear`).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}

/// A container that shows a stack of view controllers one at a time, under a navigation bar
/// whose back button returns to the previous one.
///
/// Pushing slides the new controller's view in from the right over 0.35 s while the old one
/// moves a third of the way left; popping reverses it. The appearance callbacks follow UIKit:
/// the outgoing controller's `viewWillDisappear`, the incoming one's `viewWillAppear` when the
/// transition starts, then `viewDidDisappear` and `viewDidAppear` when it ends (all at once when
/// not animated).
///
/// Layout choice: the bar is opaque and the content controller's view is placed *below* it
/// (its frame starts at the bar's bottom edge and fills the rest), so a scroll view in it needs
/// no content inset. With the bar hidden the content fills the whole view.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  /// The duration of the push and pop slide.
  static let transitionDuration: TimeInterval = 0.35

  /// Creates a navigation controller whose stack holds `rootViewController` (designated, as
  /// in UIKit, so a subclass may override it and call `super.init(rootViewController:)`).
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationBar.navigationController = self
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    navigationBar.navigationController = self
  }

  /// Creates an empty navigation controller (there are no archives).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationBar.navigationController = self
  }

  /// The bar shown at the top.
  public let navigationBar = UINavigationBar(
    frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))

  /// The delegate told about the controllers being shown.
  open weak var delegate: UINavigationControllerDelegate?

  private var stack: [UIViewController] = []
  private var transition: NavigationTransition?

  /// The view controllers on the stack, root first. Setting it is
  /// `setViewControllers(_:animated:)` without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is shown: the one presented over the navigation controller
  /// when there is one, else the top one.
  open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

  /// Pushes `viewController` on the stack and shows it, sliding it in from the right when
  /// `animated`. Pushing a controller that is already on the stack is a programming error.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController },
      "Pushing the same view controller instance more than once is not supported (\(viewController.debugName))"
    )
    precondition(
      !(viewController is UINavigationController),
      "Pushing a navigation controller is not supported")
    finishTransitionNow()
    let old = stack.last
    addChild(viewController)
    stack.append(viewController)
    navigationBar.pushItem(viewController.navigationItem, animated: animated)
    show(from: old, to: viewController, push: true, animated: animated, added: [viewController])
  }

  /// Pops the top controller and returns it, sliding it out to the right when `animated`.
  /// Returns nil and does nothing when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return popTo(index: stack.count - 2, animated: animated).first
  }

  /// Pops every controller above the root and returns them (nil when there were none).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    return popTo(index: 0, animated: animated)
  }

  /// Pops the controllers above `viewController` and returns them; nil when `viewController`
  /// is not on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let i = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    return popTo(index: i, animated: animated)
  }

  private func popTo(index: Int, animated: Bool) -> [UIViewController] {
    finishTransitionNow()
    let old = stack.last
    let removed = Array(stack[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    for c in removed { c.willMove(toParent: nil) }
    navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
    show(from: old, to: stack.last, push: false, animated: animated, removed: removed)
    return removed
  }

  /// Replaces the stack. When the top controller changes, the change is animated as a push
  /// if the new top was not on the stack, else as a pop. A controller may appear only once.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for (i, vc) in viewControllers.enumerated() {
      precondition(
        !viewControllers[..<i].contains { $0 === vc },
        "Pushing the same view controller instance more than once is not supported (\(vc.debugName))"
      )
    }
    finishTransitionNow()
    let old = stack.last
    let removed = stack.filter { vc in !viewControllers.contains { $0 === vc } }
    let added = viewControllers.filter { vc in !stack.contains { $0 === vc } }
    let push = !(stack.contains { $0 === viewControllers.last })
    for c in removed { c.willMove(toParent: nil) }
    for c in added { addChild(c) }
    stack = viewControllers
    navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
    show(from: old, to: stack.last, push: push, animated: animated, added: added, removed: removed)
  }

  // MARK: Navigation bar

  /// Whether the bar is hidden; false by default. Setting it does not animate.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar; when `animated`, it slides up out of view or back down while the
  /// content resizes.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != navigationBar.isHidden || barHidingTarget != nil else { return }
    barHidingTarget = hidden
    guard animated, let container = viewIfLoaded else {
      navigationBar.isHidden = hidden
      barHidingTarget = nil
      viewIfLoaded?.setNeedsLayout()
      return
    }
    let width = container.bounds.width
    let barHeight = UINavigationBar.contentHeight
    navigationBar.isHidden = false
    if !hidden {
      navigationBar.frame = CGRect(x: 0, y: -barHeight, width: width, height: barHeight)
    }
    UIView.animate(
      withDuration: 0.25, delay: 0, options: .curveEaseInOut,
      animations: {
        self.navigationBar.frame = CGRect(
          x: 0, y: hidden ? -barHeight : 0, width: width, height: barHeight)
        if let content = self.topViewController?.viewIfLoaded, self.transition == nil {
          content.frame = self.contentFrame(barHidden: hidden)
        }
      },
      completion: { _ in
        guard self.barHidingTarget == hidden else { return }
        self.navigationBar.isHidden = hidden
        self.barHidingTarget = nil
        self.viewIfLoaded?.setNeedsLayout()
      })
  }

  private var barHidingTarget: Bool?

  var barHidingTargetIsNil: Bool { barHidingTarget == nil }

  /// The controller being shown by a running push or pop.
  var transitionTarget: UIViewController? { transition?.to }

  // MARK: - Toolbar and large titles (UINavigationController+Toolbar.swift)

  /// The toolbar at the bottom, showing the top controller's `toolbarItems` while
  /// `isToolbarHidden` is false.
  public let toolbar: UIToolbar! = UIToolbar(frame: .zero)

  var toolbarHiddenStorage = true

  /// Whether the toolbar is hidden; true by default. Setting it does not animate.
  open var isToolbarHidden: Bool {
    get { toolbarHiddenStorage }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Shows or hides the toolbar; the content resizes to end above it (animated when
  /// `animated`).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHiddenStorage else { return }
    toolbarHiddenStorage = hidden
    toolbarVisibilityDidChange(animated: animated)
  }

  /// The scroll view whose offset the bar follows, and its top inset when last seen.
  @Unretained var trackedScrollView: UIScrollView?
  var trackedTopInset: CGFloat = 0

  // MARK: View

  /// Creates the container view holding the bar and the top controller's view.
  open override func loadView() {
    let container = NavigationContainerView(frame: UIScreen.main.bounds)
    container.controller = self
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(navigationBar)
    toolbar.isHidden = true
    container.addSubview(toolbar)
    // Content that reaches under the bar has the bar's height (to its bottom edge) in its
    // safe area, as on iOS; content laid out below the bar, the usual case, has none.
    container.environment.safeAreaExemptSubview = navigationBar
    container.environment.subviewSafeAreaCoverage = { [weak self] in
      guard let self, !self.navigationBar.isHidden else { return .zero }
      return UIEdgeInsets(top: self.barCoverage, left: 0, bottom: 0, right: 0)
    }
    view = container
  }

  override func prepareForAppearance(animated: Bool) {
    installTopView()
    if transition == nil, let top = stack.last {
      delegate?.navigationController(self, willShow: top, animated: animated)
    }
  }

  override func didFinishAppearance(animated: Bool) {
    if transition == nil, let top = stack.last {
      delegate?.navigationController(self, didShow: top, animated: animated)
    }
  }

  /// The frame of the content controller's view: below the bar and above the toolbar,
  /// filling the rest.
  func contentFrame(barHidden: Bool? = nil) -> CGRect {
    guard let b = viewIfLoaded?.bounds else { return .zero }
    let hidden = barHidden ?? (barHidingTarget ?? navigationBar.isHidden)
    let top = hidden ? 0 : navigationBar.contentTopIncludingSearch
    let bottom = toolbarShown ? toolbarHeight : 0
    return CGRect(x: 0, y: top, width: b.width, height: max(0, b.height - top - bottom))
  }

  /// Puts the top controller's view in the container when no transition is running.
  func installTopView() {
    guard let container = viewIfLoaded, transition == nil, let top = stack.last else { return }
    let v = top.view!
    if v.superview !== container {
      v.frame = contentFrame()
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.insertSubview(v, belowSubview: navigationBar)
    }
  }

  /// Lays out the bar and the content.
  func layoutContainer() {
    guard let container = viewIfLoaded else { return }
    let b = container.bounds
    installTopView()
    updateBarForScroll()
    if barHidingTarget == nil {
      navigationBar.frame = CGRect(
        x: 0, y: 0, width: b.width, height: navigationBar.heightIncludingSearch)
    }
    layoutToolbar()
    let content = contentFrame()
    if let t = transition {
      // Keep the sliding positions; follow size changes only.
      for v in [t.from?.viewIfLoaded, t.to?.viewIfLoaded].compactMap({ $0 }) {
        var f = v.frame
        f.origin.y = content.minY
        f.size = content.size
        v.frame = f
      }
    } else if barHidingTarget == nil, let v = stack.last?.viewIfLoaded {
      v.frame = content
    }
    container.bringSubviewToFront(navigationBar)
    container.bringSubviewToFront(toolbar)
    container.updateSubviewSafeAreaInsets()
    updateBarForScroll()
  }

  // MARK: Transitions

  private func show(
    from old: UIViewController?, to new: UIViewController?, push: Bool, animated: Bool,
    added: [UIViewController] = [], removed: [UIViewController] = []
  ) {
    guard let container = viewIfLoaded, old !== new else {
      // Not loaded, or the top did not change: only containment is left to finish.
      if let old, old !== new, let v = old.viewIfLoaded, v.superview === viewIfLoaded {
        v.removeFromSuperview()
      }
      for c in removed { c.removeFromParent() }
      for c in added { c.didMove(toParent: self) }
      installTopView()
      return
    }
    let visible = isAppearingOrAppeared
    let animate = animated && visible && old != nil && new != nil && container.window != nil
    let t = NavigationTransition(
      from: old, to: new, animated: animate, added: added, removed: removed)
    transition = t
    new?.loadViewIfNeeded()
    stackDidChange(animated: animate)
    if let new { delegate?.navigationController(self, willShow: new, animated: animate) }
    if visible {
      if push {
        new?.isMovingToParent = true
      } else {
        old?.isMovingFromParent = true
      }
      old?.beginAppearanceTransition(false, animated: animate)
      new?.beginAppearanceTransition(true, animated: animate)
    }
    let content = contentFrame()
    if let v = new?.view {
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      v.frame = content
      if push || old?.viewIfLoaded?.superview !== container {
        container.insertSubview(v, belowSubview: navigationBar)
      } else if let oldView = old?.viewIfLoaded {
        container.insertSubview(v, belowSubview: oldView)
      }
    }
    if visible { new?.deliverViewIsAppearingIfNeeded() }
    guard animate, let newView = new?.viewIfLoaded, let oldView = old?.viewIfLoaded else {
      finish(t)
      return
    }
    let width = content.width
    let parallax = (width * 0.3).rounded()
    container.isUserInteractionEnabled = false
    newView.frame = content.offsetBy(dx: push ? width : -parallax, dy: 0)
    UIView.animate(
      withDuration: Self.transitionDuration, delay: 0, options: .curveEaseOut,
      animations: {
        newView.frame = content
        oldView.frame = content.offsetBy(dx: push ? -parallax : width, dy: 0)
      },
      completion: { _ in self.finish(t) })
  }

  /// Ends a running transition at once (before another one starts).
  private func finishTransitionNow() {
    if let t = transition { finish(t) }
  }

  private func finish(_ t: NavigationTransition) {
    guard !t.isFinished else { return }
    t.isFinished = true
    if transition === t { transition = nil }
    viewIfLoaded?.isUserInteractionEnabled = true
    let content = contentFrame()
    if let oldView = t.from?.viewIfLoaded, t.from !== stack.last {
      oldView.layer.removeAllAnimations()
      oldView.removeFromSuperview()
      oldView.frame = content
    }
    if let newView = t.to?.viewIfLoaded {
      newView.layer.removeAllAnimations()
      newView.frame = content
    }
    t.from?.endAppearanceTransition()
    t.to?.endAppearanceTransition()
    t.from?.isMovingFromParent = false
    t.to?.isMovingToParent = false
    for c in t.removed { c.removeFromParent() }
    for c in t.added { c.didMove(toParent: self) }
    if let to = t.to { delegate?.navigationController(self, didShow: to, animated: t.animated) }
  }
}

/// A push or pop in progress.
@MainActor
final class NavigationTransition {
  let from: UIViewController?
  let to: UIViewController?
  let animated: Bool
  let added: [UIViewController]
  let removed: [UIViewController]
  var isFinished = false

  init(
    from: UIViewController?, to: UIViewController?, animated: Bool, added: [UIViewController],
    removed: [UIViewController]
  ) {
    self.from = from
    self.to = to
    self.animated = animated
    self.added = added
    self.removed = removed
  }
}

/// The navigation controller's view: it lays out the bar and the top controller's view.
@MainActor
final class NavigationContainerView: UIView {
  weak var controller: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContainer()
  }
}
