import Foundation

/// An object that manages the presentation of a view controller: the container view the
/// presented view lives in, where in it that view goes, the views around it (a dimming view,
/// a sheet's corners and grabber, a popover's arrow), and how the presentation adapts to the
/// window's size class.
///
/// UIKit makes one for every presentation, of a class that depends on the presented
/// controller's `modalPresentationStyle`: `UISheetPresentationController` for sheets,
/// `UIPopoverPresentationController` for popovers, this class for the full-screen and context
/// styles. Subclasses override the frame and the transition callbacks.
@MainActor @preconcurrency
open class UIPresentationController: NSObject, UITraitEnvironment {
  /// Creates a presentation controller for `presentedViewController`, shown by
  /// `presentingViewController` (nil until the presentation starts).
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presentedController = presentedViewController
    presentingController = presentingViewController
    super.init()
  }

  private unowned let presentedController: UIViewController
  weak var presentingController: UIViewController?

  /// The view controller being presented.
  open var presentedViewController: UIViewController { presentedController }

  /// The view controller that presents (the one that provides the presentation context);
  /// the presented controller itself until a presentation starts.
  open var presentingViewController: UIViewController {
    presentingController ?? presentedController
  }

  /// The delegate asked whether the user may dismiss the presentation and told when they
  /// did, and asked how the presentation adapts to a compact-width window.
  open weak var delegate: UIAdaptivePresentationControllerDelegate?

  /// The view the presentation takes place in (UIKit's transition view): it covers the window,
  /// or the view of the controller that defines the presentation context. Nil outside a
  /// presentation.
  open internal(set) var containerView: UIView?

  /// The view that is animated in and out: the presented controller's view.
  open var presentedView: UIView? { presentedController.viewIfLoaded }

  /// The frame of the presented view in the container: the container's bounds (a full-screen
  /// presentation). Subclasses return their own.
  open var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  /// The style this presentation controller presents in.
  open var presentationStyle: UIModalPresentationStyle { style }

  /// The style the presentation adopts in a compact-width window: `.none` (no change) for
  /// this class.
  open var adaptivePresentationStyle: UIModalPresentationStyle { .none }

  /// The style the presentation adopts in an environment with `traitCollection`: the
  /// `adaptivePresentationStyle` when the width is compact, else `.none`.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
  }

  /// Whether the presentation covers the whole window rather than the view of the controller
  /// that defines the presentation context; true by default.
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenter's view is taken out of the window once the presentation is over
  /// (and the presenter disappears): true for `.fullScreen` and `.currentContext`.
  open var shouldRemovePresentersView: Bool {
    style == .fullScreen || style == .currentContext
  }

  /// The traits of the presentation: those of the window it takes place in.
  open var traitCollection: UITraitCollection {
    containerView?.traitCollection ?? presentingViewController.traitCollection
  }

  /// Called after the trait collection changed; the default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called when the presentation starts, after the views are in the container; add views
  /// of your own to the container here. The default does nothing.
  open func presentationTransitionWillBegin() {}

  /// Called when the presentation is over; `completed` is false when it was cancelled. The
  /// default does nothing.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called when the dismissal starts. The default does nothing.
  open func dismissalTransitionWillBegin() {}

  /// Called when the dismissal is over; `completed` is false when it was cancelled (the
  /// presentation stays). The default does nothing.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called before the container view lays out its subviews (the window was resized, or a
  /// layout was asked for). The presented view has already been given
  /// `frameOfPresentedViewInContainerView`; the default does nothing.
  open func containerViewWillLayoutSubviews() {}

  /// Called after the container view laid out its subviews; the default does nothing.
  open func containerViewDidLayoutSubviews() {}

  // MARK: Internal state

  /// The style the presentation was asked for (`.automatic` resolved).
  var style: UIModalPresentationStyle = .fullScreen

  /// The style the presentation shows in now: `style`, or what it adapted to in a
  /// compact-width window.
  var effectiveStyle: UIModalPresentationStyle = .fullScreen

  /// The view around the presented view: it gives it rounded corners and a shadow, and holds
  /// a sheet's grabber or a popover's arrow.
  var chromeView: PresentationChromeView?

  /// The view under the presented view that dims the presenter and takes clicks outside.
  var dimmingView: PresentationDimmingView?

  /// The view the presentation covers: the presenter's (context) view, removed from its
  /// superview during full-screen presentations, with where it was.
  var coveredView: UIView?
  @Unretained var coveredSuperview: UIView?
  var coveredIndex = 0
  var coveredFilledSuperview = false

  /// The responder that was first when the presentation started, given back on dismissal.
  @Unretained var previousFirstResponder: UIResponder?

  /// Whether a presentation or dismissal is running.
  var transitionRunning = false
  /// The end of the running transition, to run at once when another one starts.
  var pendingFinish: (() -> Void)?
  /// Counts transitions, so the animation of one cut short does not end the next.
  var transitionToken = 0
  /// Completions of `dismiss` calls made while the dismissal was already running.
  var pendingCompletions: [() -> Void] = []

  /// Called before the views are installed for a presentation (a popover finds its source).
  func prepareForPresentation() {}

  // MARK: Hooks the presentation styles override

  /// Whether a dimming view goes under the presented view (it also takes the clicks
  /// outside).
  var usesDimmingView: Bool { false }

  /// The dimming view's alpha while the presentation is shown.
  var shownDimmingAlpha: CGFloat { 1 }

  /// Whether the chrome rounds the presented view's corners and casts a shadow.
  var chromeCornerRadius: CGFloat { 0 }

  /// The frame of the chrome view (the presented view with what surrounds it) in the
  /// container.
  func chromeFrame() -> CGRect { frameOfPresentedViewInContainerView }

  /// The presented view's frame inside the chrome view's bounds.
  func presentedFrame(inChrome bounds: CGRect) -> CGRect { bounds }

  /// Whether Escape and a click outside may dismiss the presentation (through the delegate
  /// and `isModalInPresentation`).
  var allowsInteractiveDismissal: Bool { false }

  /// Whether a click on the dimming view (outside the presented view) is a dismissal attempt.
  var dismissesOnClickOutside: Bool { false }

  /// Whether the first responder keeps the keyboard while the presentation is shown (a
  /// search's field); otherwise it resigns and gets the keyboard back on dismissal.
  var keepsFirstResponder: Bool { false }

  /// Whether touches on the chrome around or under the presented view's own views go to the
  /// views beneath (a search's view, which covers the content only where it dims it or shows
  /// results).
  var passesTouchesAroundPresentedView: Bool { false }

  /// The seconds a presentation (`presenting`) or dismissal animates.
  func transitionDuration(presenting: Bool) -> TimeInterval { presenting ? 0.35 : 0.3 }

  /// Puts the chrome view in its state off screen (`onScreen` false: where a presentation
  /// starts and a dismissal ends) or on screen: the transition style's offset or alpha.
  func applyTransitionState(onScreen: Bool) {
    guard let chrome = chromeView, let container = containerView else { return }
    let frame = chromeFrame()
    dimmingView?.alpha = onScreen ? shownDimmingAlpha : 0
    switch effectiveTransitionStyle {
    case .coverVertical:
      chrome.alpha = 1
      chrome.frame =
        onScreen ? frame : frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
    default:
      chrome.frame = frame
      chrome.alpha = onScreen ? 1 : 0
    }
  }

  /// The transition style in use: the presented controller's, or the context provider's.
  var effectiveTransitionStyle: UIModalTransitionStyle = .coverVertical

  /// Called once the views are in the container, before the transition starts.
  func didInstallViews() {}

  /// Called before the views leave the container, when the dismissal is over.
  func willRemoveViews() {}

  /// Handles a key pressed while this is the topmost presentation of its window; returns
  /// whether it was used. The default: Escape is a dismissal attempt where interactive
  /// dismissal is allowed.
  func handleKeyPress(_ key: UIKey) -> Bool {
    guard key.keyCode == .keyboardEscape, allowsInteractiveDismissal else { return false }
    attemptInteractiveDismissal()
    return true
  }

  /// Lays the presentation out in its container: the dimming view fills it, the chrome takes
  /// its frame, the presented view its place in the chrome.
  func layoutPresentation() {
    guard let container = containerView else { return }
    updateEffectiveStyle()
    dimmingView?.frame = container.bounds
    if let chrome = chromeView, !transitionRunning, !chrome.isInteracting {
      chrome.frame = chromeFrame()
      chrome.cornerRadius = chromeCornerRadius
    }
    if let chrome = chromeView, let view = presentedView, view.superview === chrome.contentView {
      chrome.layoutChrome()
      view.frame = chrome.contentView.bounds
    }
  }

  /// Works out the style the presentation shows in now, asking the delegate when the window
  /// is compact wide.
  func updateEffectiveStyle() {
    let traits = traitCollection
    var adapted = UIModalPresentationStyle.none
    if traits.horizontalSizeClass == .compact {
      adapted =
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
        ?? adaptivePresentationStyle(for: traits)
    }
    effectiveStyle = adapted == .none ? style : adapted
  }
}
