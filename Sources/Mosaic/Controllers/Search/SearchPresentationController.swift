import Foundation

/// The presentation of an active search controller (`.overCurrentContext`): its view lies over
/// the presenting context's content below the bars (and below a search bar inside the
/// content), the search field keeps the keyboard, touches that meet neither the dim nor the
/// results reach the content, and Escape cancels the search as the field's Escape does.
@MainActor
final class SearchPresentationController: UIPresentationController {
  override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    style = .overCurrentContext
    effectiveStyle = .overCurrentContext
  }

  private var search: UISearchController? { presentedViewController as? UISearchController }

  /// The search's area (see `UISearchController.presentationFrame(in:)`) in the container,
  /// which covers the context view's superview.
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView, let host = container.superview,
      let frame = search?.presentationFrame(in: host)
    else { return .zero }
    return host.convert(frame, to: container)
  }

  override var shouldRemovePresentersView: Bool { false }
  override var keepsFirstResponder: Bool { true }
  override var passesTouchesAroundPresentedView: Bool { true }

  override func updateEffectiveStyle() {
    effectiveStyle = .overCurrentContext
  }

  /// The container covers the whole of the view that holds the context, so the search's area
  /// (which starts below bars the context's frame may reach under) always lies inside it.
  override func layoutPresentation() {
    if let container = containerView, let host = container.superview,
      container.frame != host.bounds
    {
      container.frame = host.bounds
    }
    super.layoutPresentation()
  }

  override func handleKeyPress(_ key: UIKey) -> Bool {
    guard key.keyCode == .keyboardEscape, let search else { return false }
    return search.searchBar.escapePressed()
  }

  /// Dismissed by something other than the search itself (the presenter dismissing what it
  /// presents): the search ends too.
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    guard completed, let search, search.isPresentingSearch else { return }
    search.presentationWasDismissed()
  }
}
