import Foundation

/// The presentation controller of sheets (`.pageSheet`, `.formSheet`, and `.automatic`).
///
/// In a compact-width window (an iPhone's) the sheet rises from the bottom edge to its
/// selected detent, full width, with rounded top corners; the user drags it between detents
/// and down to dismiss it. In a regular-width window (an iPad's) a page sheet is a card 704
/// points wide (less in a narrower window) and the window's height less 24 points above and
/// below, centred; a form sheet is 540×620 points, or the presented controller's
/// `preferredContentSize`, centred. Detents apply only to the compact-width sheet, as on iPad;
/// both can be dragged down to dismiss. Escape and a click on the dimmed area outside the sheet
/// (the desktop's habit) dismiss it too — each through `isModalInPresentation` and the
/// delegate's `presentationControllerShouldDismiss(_:)`.
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
  /// Creates a sheet presentation controller.
  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    style = .pageSheet
    effectiveStyle = .pageSheet
  }

  /// The heights the sheet can rest at, smallest first; `[.large()]` by default. An empty
  /// list is replaced by `[.large()]`.
  open var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty { detents = [.large()] }
      sheetLayoutChanged()
    }
  }

  /// The identifier of the detent the sheet rests at; nil means the smallest detent. Setting
  /// it moves the sheet (animated inside `animateChanges(_:)`) without telling the delegate.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { sheetLayoutChanged() }
  }

  /// The largest detent at which the content beneath stays undimmed and interactive; nil (the
  /// default) dims at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { sheetLayoutChanged() }
  }

  /// Whether the sheet shows a grabber at its top edge; false by default.
  open var prefersGrabberVisible = false {
    didSet { chromeView?.setGrabberVisible(prefersGrabberVisible) }
  }

  /// The radius of the sheet's corners; nil (the default) uses the system's 10 points.
  open var preferredCornerRadius: CGFloat? {
    didSet { sheetLayoutChanged() }
  }

  /// Whether scrolling a scroll view in the sheet past its top edge expands the sheet to the
  /// next detent; true by default. Mosaic keeps the value; the sheet moves by dragging it
  /// outside its scroll views.
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether the sheet attaches to the bottom edge in a compact-height window instead of
  /// covering it; false by default.
  open var prefersEdgeAttachedInCompactHeight = false {
    didSet { sheetLayoutChanged() }
  }

  /// Whether an edge-attached sheet takes the width of the presented controller's
  /// `preferredContentSize`; false by default.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
    didSet { sheetLayoutChanged() }
  }

  /// Whether the sheet sizes itself as a page in a regular-width window (true by default);
  /// false lets detents size it there as in a compact one.
  open var prefersPageSizing = true {
    didSet { sheetLayoutChanged() }
  }

  /// Animates the sheet to the layout the changes made in `changes` call for (a new detent,
  /// new detents, a new corner radius).
  open func animateChanges(_ changes: () -> Void) {
    changes()
    guard let container = containerView, !transitionRunning else { return }
    UIView.animate(
      withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [.beginFromCurrentState],
      animations: {
        self.layoutPresentation()
        container.layoutIfNeeded()
      })
  }

  /// Works the detents out again (their resolvers may answer differently now).
  open func invalidateDetents() {
    sheetLayoutChanged()
  }

  /// The frame of the sheet in its container (see the class's description).
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return sheetFrame(in: container.bounds.size, detentHeight: nil)
  }

  // MARK: Style hooks

  override var usesDimmingView: Bool { true }
  override var shownDimmingAlpha: CGFloat { isDimmedAtCurrentDetent ? 1 : 0 }
  override var chromeCornerRadius: CGFloat { showsAsSheet ? (preferredCornerRadius ?? 10) : 0 }
  override var allowsInteractiveDismissal: Bool { true }
  override var dismissesOnClickOutside: Bool { true }
  /// False: the presenter stays in the window beneath.
  open override var shouldRemovePresentersView: Bool { false }

  override func didInstallViews() {
    installSheetChrome()
  }

  override func layoutPresentation() {
    super.layoutPresentation()
    updateSheetChrome()
  }

  /// The drag that moves the sheet, while it runs.
  var drag: SheetDrag?

  /// The detent resolved when a drag began, to tell the delegate of a change.
  var lastSelectedDetent: Detent.Identifier?
}
