import Foundation

/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`
/// (declared in the class so apps can override them) come here.
///
/// A presentation happens in the presenter's window, in a container view above its content
/// (UIKit's transition view), from the controller that provides the context: for
/// `.currentContext` and `.overCurrentContext` the nearest controller, from the caller up,
/// whose `definesPresentationContext` is true; for every other style the root of the caller's
/// controller tree (the window's root, or a presented controller). Appearance callbacks follow
/// UIKit: the presented controller gets `viewWillAppear` → `viewIsAppearing` → `viewDidAppear`;
/// the presenter disappears only when its view is removed (`.fullScreen`, `.currentContext`).
extension UIViewController {
  // MARK: Looking up the chain

  /// The controller presented by this one or by its nearest ancestor that presents one.
  var presentedControllerInChain: UIViewController? {
    var node: UIViewController? = self
    while let n = node {
      if let presented = n.presentationRecord.presented { return presented }
      node = n.parent
    }
    return nil
  }

  /// The controller presenting this one or its nearest presented ancestor.
  var presentingControllerInChain: UIViewController? {
    var node: UIViewController? = self
    while let n = node {
      if let presenting = n.presentationRecord.presenting { return presenting }
      node = n.parent
    }
    return nil
  }

  /// The presentation controller of this controller or of its nearest presented ancestor;
  /// for a controller not presented, its own, made on first request for its style.
  var currentPresentationController: UIPresentationController? {
    var node = parent
    while let n = node {
      if n.presentationRecord.presenting != nil { return n.presentationRecord.controller }
      node = n.parent
    }
    if let existing = presentationRecord.controller { return existing }
    let made = makePresentationController()
    presentationRecord.controller = made
    return made
  }

  /// The style a presentation of this controller uses: `.automatic` is a page sheet.
  var resolvedPresentationStyle: UIModalPresentationStyle {
    switch modalPresentationStyle {
    case .automatic, .none: return .pageSheet
    case .custom, .blurOverFullScreen: return .overFullScreen
    case let style: return style
    }
  }

  /// A new presentation controller of the class the style calls for.
  func makePresentationController() -> UIPresentationController {
    if let custom = self as? CustomPresentationProviding {
      return custom.makeCustomPresentationController()
    }
    let pc: UIPresentationController
    switch resolvedPresentationStyle {
    case .pageSheet, .formSheet:
      pc = UISheetPresentationController(presentedViewController: self, presenting: nil)
    case .popover:
      pc = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    default:
      pc = UIPresentationController(presentedViewController: self, presenting: nil)
    }
    pc.style = resolvedPresentationStyle
    pc.effectiveStyle = pc.style
    return pc
  }

  /// Whether a presentation controller made for another style can serve `style`.
  private static func presentationController(
    _ pc: UIPresentationController, fits style: UIModalPresentationStyle
  ) -> Bool {
    switch style {
    case .pageSheet, .formSheet: return pc is UISheetPresentationController
    case .popover: return pc is UIPopoverPresentationController
    default:
      return !(pc is UISheetPresentationController) && !(pc is UIPopoverPresentationController)
    }
  }

  func setModalPresentationStyle(_ style: UIModalPresentationStyle) {
    presentationRecord.style = style
    guard let pc = presentationRecord.controller, presentationRecord.presenting == nil,
      !(self is CustomPresentationProviding)
    else { return }
    if Self.presentationController(pc, fits: resolvedPresentationStyle) {
      pc.style = resolvedPresentationStyle
      pc.effectiveStyle = pc.style
    } else {
      presentationRecord.controller = nil
    }
  }

  func setPreferredContentSize(_ size: CGSize) {
    presentationRecord.preferredContentSize = size
    if presentationRecord.presenting != nil {
      presentationRecord.controller?.containerView?.setNeedsLayout()
    }
    parent?.preferredContentSizeDidChange(ofChild: self)
  }

  /// A child's preferred size changed: a presented container follows it.
  private func preferredContentSizeDidChange(ofChild child: UIViewController) {
    if presentationRecord.presenting != nil {
      presentationRecord.controller?.containerView?.setNeedsLayout()
    }
  }

  /// Calls `viewIsAppearing(_:)` (and the children's) when it is due: once the view is in the
  /// window, after `viewWillAppear` and before `viewDidAppear`.
  func deliverViewIsAppearingIfNeeded() {
    guard presentationRecord.needsViewIsAppearing, appearanceState == .appearing else { return }
    presentationRecord.needsViewIsAppearing = false
    viewIsAppearing(appearanceAnimated)
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in childrenInView { child.deliverViewIsAppearingIfNeeded() }
    }
  }

  // MARK: Presenting

  /// The controller a presentation in `style` is made from: for the context styles the
  /// nearest controller (from this one up) that defines the presentation context; else, and
  /// when none does, the root of this controller's tree.
  func presentationSource(for style: UIModalPresentationStyle) -> UIViewController {
    if style == .currentContext || style == .overCurrentContext {
      var node: UIViewController? = self
      while let n = node {
        if n.definesPresentationContext { return n }
        if n.presentationRecord.presenting != nil { break }
        node = n.parent
      }
    }
    var root = self
    while root.presentationRecord.presenting == nil, let p = root.parent { root = p }
    return root
  }

  /// A controller's description in UIKit's messages: `<Type: 0x…>`.
  var presentationDescription: String { debugName }

  private func isSelfOrAncestor(of other: UIViewController) -> Bool {
    var node: UIViewController? = other
    while let n = node {
      if n === self { return true }
      node = n.parent
    }
    return false
  }

  func performPresentation(
    _ vc: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let style = vc.resolvedPresentationStyle
    let presenter =
      (vc as? CustomPresentationProviding)?.presentationSource(calledFrom: self)
      ?? presentationSource(for: style)
    let what = vc.presentationDescription
    if let by = vc.presentationRecord.presenting {
      FailureReport.warn(
        .presentation,
        "Application tried to present modally a view controller \(what) that is already being presented by \(by.presentationDescription)."
      )
      return
    }
    if vc.isSelfOrAncestor(of: self) {
      FailureReport.warn(
        .presentation, "Application tried to present modally an active controller \(what).")
      return
    }
    if let parent = vc.parent {
      FailureReport.warn(
        .presentation,
        "Application tried to present modally a view controller \(what) that has a parent view controller \(parent.presentationDescription)."
      )
      return
    }
    if let current = presenter.presentationRecord.presented {
      if current.presentationRecord.isBeingDismissed {
        current.presentationRecord.controller?.finishTransitionNow()
      } else {
        FailureReport.warn(
          .presentation,
          "Attempt to present \(what) on \(presenter.presentationDescription) (from \(presentationDescription)) which is already presenting \(current.presentationDescription)."
        )
        return
      }
    }
    guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
      FailureReport.warn(
        .presentation,
        "Attempt to present \(what) on \(presenter.presentationDescription) (from \(presentationDescription)) whose view is not in the window hierarchy."
      )
      return
    }
    let pc = vc.currentPresentationController ?? vc.makePresentationController()
    vc.presentationRecord.controller = pc
    pc.presentingController = presenter
    if !(vc is CustomPresentationProviding) { pc.style = style }
    pc.effectiveTransitionStyle =
      presenter.providesPresentationContextTransitionStyle
        && (style == .currentContext || style == .overCurrentContext)
      ? presenter.modalTransitionStyle : vc.modalTransitionStyle
    presenter.presentationRecord.presented = vc
    vc.presentationRecord.presenting = presenter
    pc.prepareForPresentation()
    install(pc, presenter: presenter, presenterView: presenterView, window: window)
    runPresentation(pc, vc: vc, presenter: presenter, animated: animated, completion: completion)
  }

  /// Puts the container, the dimming view, the chrome and the presented view in place.
  private func install(
    _ pc: UIPresentationController, presenter: UIViewController, presenterView: UIView,
    window: UIWindow
  ) {
    let vc = pc.presentedViewController
    let container = PresentationContainerView()
    container.presentation = pc
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let covering = pc.style == .currentContext || pc.style == .overCurrentContext
    if covering, let host = presenterView.superview {
      container.frame = presenterView.frame
      host.insertSubview(container, aboveSubview: presenterView)
    } else {
      container.frame = window.bounds
      window.addSubview(container)
      window.stackOverlayLayers()
    }
    pc.containerView = container
    pc.updateEffectiveStyle()
    if pc.usesDimmingView {
      let dimming = PresentationDimmingView(frame: container.bounds)
      dimming.onTapOutside = { [weak pc] in pc?.clickedOutside() }
      container.addSubview(dimming)
      pc.dimmingView = dimming
    }
    let chrome = PresentationChromeView(frame: pc.chromeFrame())
    chrome.presentation = pc
    container.addSubview(chrome)
    pc.chromeView = chrome
    let view = vc.view!
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    chrome.contentView.addSubview(view)
    pc.layoutPresentation()
    if !pc.keepsFirstResponder, let responder = UIResponder.currentFirstResponder,
      window.firstResponderInWindow != nil
    {
      pc.previousFirstResponder = responder
      responder.resignFirstResponder()
    }
    PresentationRegistry.add(pc)
  }

  private func runPresentation(
    _ pc: UIPresentationController, vc: UIViewController, presenter: UIViewController,
    animated: Bool, completion: (() -> Void)?
  ) {
    let removesPresenter = pc.shouldRemovePresentersView
    let animate = animated && UIView.areAnimationsEnabled
    vc.presentationRecord.isBeingPresented = true
    if removesPresenter { presenter.beginAppearanceTransition(false, animated: animate) }
    vc.beginAppearanceTransition(true, animated: animate)
    pc.containerView?.layoutIfNeeded()
    vc.deliverViewIsAppearingIfNeeded()
    pc.presentationTransitionWillBegin()
    pc.didInstallViews()
    pc.runTransition(presenting: true, animated: animate) {
      pc.presentationTransitionDidEnd(true)
      if removesPresenter, let covered = presenter.viewIfLoaded, let superview = covered.superview {
        pc.coveredView = covered
        pc.coveredSuperview = superview
        pc.coveredIndex = superview.subviews.firstIndex { $0 === covered } ?? 0
        pc.coveredFilledSuperview = covered.frame == superview.bounds
        if pc.style == .currentContext {
          // A container (a navigation controller) would put its child's view back: hide it.
          covered.isHidden = true
        } else {
          covered.removeFromSuperview()
        }
      }
      if removesPresenter { presenter.endAppearanceTransition() }
      vc.endAppearanceTransition()
      vc.presentationRecord.isBeingPresented = false
      completion?()
    }
  }

  // MARK: Dismissing

  func performDismissal(animated: Bool, completion: (() -> Void)?) {
    var node: UIViewController? = self
    while let n = node {
      if n.presentationRecord.presented != nil {
        n.dismissPresented(animated: animated, completion: completion)
        return
      }
      if let presenter = n.presentationRecord.presenting {
        presenter.dismissPresented(animated: animated, completion: completion)
        return
      }
      node = n.parent
    }
    completion?()
  }

  /// Dismisses the controller this one presents, and those presented above it (without
  /// animation); `completion` runs when it is gone.
  func dismissPresented(
    animated: Bool, completion: (() -> Void)?, afterDismissal: (() -> Void)? = nil
  ) {
    guard let vc = presentationRecord.presented, let pc = vc.presentationRecord.controller
    else {
      completion?()
      return
    }
    if vc.presentationRecord.isBeingDismissed {
      if let completion { pc.pendingCompletions.append(completion) }
      return
    }
    pc.finishTransitionNow()
    if vc.presentationRecord.presented != nil {
      vc.dismissPresented(animated: false, completion: nil)
    }
    let animate = animated && UIView.areAnimationsEnabled
    vc.presentationRecord.isBeingDismissed = true
    let covered = pc.coveredView
    vc.beginAppearanceTransition(false, animated: animate)
    if let covered, let superview = pc.coveredSuperview {
      if covered.superview == nil {
        if pc.coveredFilledSuperview { covered.frame = superview.bounds }
        superview.insertSubview(covered, at: min(pc.coveredIndex, superview.subviews.count))
      }
      covered.isHidden = false
      beginAppearanceTransition(true, animated: animate)
      deliverViewIsAppearingIfNeeded()
    }
    pc.coveredView = nil
    pc.dismissalTransitionWillBegin()
    if let responder = UIResponder.currentFirstResponder as? UIView, let view = vc.viewIfLoaded,
      responder.isDescendant(of: view)
    {
      responder.resignFirstResponder()
    }
    pc.runTransition(presenting: false, animated: animate) { [self] in
      pc.willRemoveViews()
      vc.viewIfLoaded?.removeFromSuperview()
      pc.containerView?.removeFromSuperview()
      pc.containerView = nil
      pc.chromeView = nil
      pc.dimmingView = nil
      PresentationRegistry.remove(pc)
      pc.dismissalTransitionDidEnd(true)
      presentationRecord.presented = nil
      vc.presentationRecord.presenting = nil
      pc.presentingController = nil
      vc.endAppearanceTransition()
      if covered != nil { endAppearanceTransition() }
      vc.presentationRecord.isBeingDismissed = false
      if let previous = pc.previousFirstResponder {
        pc.previousFirstResponder = nil
        if let view = previous as? UIView, view.window != nil { view.becomeFirstResponder() }
      }
      afterDismissal?()
      completion?()
      let pending = pc.pendingCompletions
      pc.pendingCompletions.removeAll()
      for block in pending { block() }
    }
  }
}
