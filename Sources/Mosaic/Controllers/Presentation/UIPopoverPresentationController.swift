import Foundation

/// The directions a popover's arrow can point, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  /// Creates directions from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The arrow points up (the popover is below its source).
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down (the popover is above its source).
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left (the popover is right of its source).
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right (the popover is left of its source).
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet (before the popover is shown), or no arrow.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// An object a popover can point at: a view or a bar button item.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// The methods a popover presentation controller's delegate implements: those of an adaptive
/// presentation delegate, and a last chance to set the popover's source.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The popover is about to be shown: set its source here if it has none yet.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

/// The presentation controller of `.popover` presentations, drawn as a desktop popover: a
/// rounded panel with an arrow pointing at its source (a view and rectangle, or a bar button
/// item), placed on the side of the source where it fits in the window, with the presented
/// controller's `preferredContentSize` (320×480 points when it has none). A click outside it
/// (except on `passthroughViews`) or Escape dismisses it. In a compact-width window it adapts
/// to a sheet, unless the delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// returns `.none`.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
  /// Creates a popover presentation controller.
  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    style = .popover
    effectiveStyle = .popover
  }

  /// The view the popover points at.
  open var sourceView: UIView?

  var sourceRectStorage: CGRect?

  /// The rectangle in `sourceView` the popover points at; the source view's bounds when not
  /// set.
  open var sourceRect: CGRect {
    get { sourceRectStorage ?? .zero }
    set { sourceRectStorage = newValue }
  }

  /// The bar button item the popover points at (instead of a source view).
  open var barButtonItem: UIBarButtonItem?

  /// The view or bar button item the popover points at.
  open var sourceItem: UIPopoverPresentationControllerSourceItem? {
    get { barButtonItem ?? sourceView }
    set {
      barButtonItem = newValue as? UIBarButtonItem
      sourceView = newValue as? UIView
    }
  }

  /// The directions the arrow may point; `.any` by default.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any

  /// The direction the arrow points now; `.unknown` before the popover is shown.
  open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown

  /// The colour of the popover's panel and arrow; the system background when nil.
  open var backgroundColor: UIColor? {
    didSet { chromeView?.setNeedsLayout() }
  }

  /// Views that stay interactive while the popover is shown: a click on them does not
  /// dismiss it.
  open var passthroughViews: [UIView]? {
    didSet { dimmingView?.passthroughViews = passthroughViews ?? [] }
  }

  /// The least space between the popover and the window's edges; 10 points on every side.
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

  /// Whether the popover may cover its source when it fits nowhere else; false by default.
  open var canOverlapSourceViewRect = false

  /// A sheet presentation controller to configure how the popover looks once it adapts to a
  /// sheet in a compact-width window.
  open private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
    presentedViewController: presentedViewController, presenting: nil)

  /// The style the popover adapts to in a compact-width window: a page sheet.
  open override var adaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }

  /// The frame of the popover's panel (without its arrow) in the container.
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return placement(in: container.bounds).panel
  }

  // MARK: Style hooks

  /// The arrow's height, from the panel's edge to its tip.
  static let arrowHeight: CGFloat = 13
  /// The arrow's width at the panel's edge.
  static let arrowBase: CGFloat = 36
  /// The panel's corner radius.
  static let panelCornerRadius: CGFloat = 13
  /// The content size of a popover whose controller prefers none.
  static let defaultContentSize = CGSize(width: 320, height: 480)

  /// Whether the popover shows as a popover now (not adapted to a sheet).
  var showsAsPopover: Bool { effectiveStyle == .popover }

  /// The placement worked out by the last layout.
  var lastPlacement: PopoverPlacement?
  /// Whether the popover has a source to point at.
  var hasSource: Bool { sourceView != nil || barButtonItem != nil }

  override var usesDimmingView: Bool { true }
  override var chromeCornerRadius: CGFloat {
    if showsAsPopover { return Self.panelCornerRadius }
    if presentedViewController is UIAlertController { return 0 }
    return effectiveStyle == .fullScreen || effectiveStyle == .overFullScreen ? 0 : 10
  }
  override var allowsInteractiveDismissal: Bool { true }
  override var dismissesOnClickOutside: Bool { true }
  /// False: the presenter stays in the window beneath.
  open override var shouldRemovePresentersView: Bool { false }
  override var shownDimmingAlpha: CGFloat { 1 }

  override func transitionDuration(presenting: Bool) -> TimeInterval {
    showsAsPopover ? 0.2 : super.transitionDuration(presenting: presenting)
  }

  override func prepareForPresentation() {
    (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    guard !hasSource else { return }
    let traits = presentingViewController.traitCollection
    if let alert = presentedViewController as? UIAlertController {
      guard traits.horizontalSizeClass != .compact else { return }
      FailureReport.warn(
        .presentation,
        "Your application has presented a UIAlertController (\(alert.presentationDescription)) of style UIAlertControllerStyleActionSheet from \(presentingViewController.presentationDescription). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
      )
    } else if traits.horizontalSizeClass != .compact {
      FailureReport.warn(
        .presentation,
        "UIPopoverPresentationController (\(Unmanaged.passUnretained(self).toOpaque())) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
      )
    }
  }

  override func handleKeyPress(_ key: UIKey) -> Bool {
    if let alert = presentedViewController as? UIAlertController { return alert.handleKey(key) }
    return super.handleKeyPress(key)
  }

  override func chromeFrame() -> CGRect {
    guard let container = containerView else { return .zero }
    return placement(in: container.bounds).chrome
  }

  override func presentedFrame(inChrome bounds: CGRect) -> CGRect {
    guard showsAsPopover, let p = lastPlacement else { return bounds }
    return p.panel.offsetBy(dx: -p.chrome.minX, dy: -p.chrome.minY)
  }

  override func applyTransitionState(onScreen: Bool) {
    guard showsAsPopover, let chrome = chromeView else {
      super.applyTransitionState(onScreen: onScreen)
      return
    }
    chrome.frame = chromeFrame()
    chrome.alpha = onScreen ? 1 : 0
    dimmingView?.alpha = onScreen ? shownDimmingAlpha : 0
  }

  override func didInstallViews() {
    dimmingView?.passthroughViews = passthroughViews ?? []
    updatePopoverChrome()
  }

  override func layoutPresentation() {
    if let container = containerView {
      updateEffectiveStyle()
      lastPlacement = placement(in: container.bounds)
      arrowDirection = showsAsPopover ? lastPlacement!.direction : .unknown
    }
    super.layoutPresentation()
    updatePopoverChrome()
  }
}
