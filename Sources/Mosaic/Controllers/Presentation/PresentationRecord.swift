import Foundation

/// A view controller's presentation state: its modal style and options, the controller it
/// presents and the one presenting it, its presentation controller, and where it is in a
/// presentation or dismissal.
@MainActor
final class PresentationRecord {
  var style: UIModalPresentationStyle = .automatic
  var transitionStyle: UIModalTransitionStyle = .coverVertical
  var isModalInPresentation = false
  var definesPresentationContext = false
  var providesContextTransitionStyle = false
  var preferredContentSize: CGSize = .zero
  /// Whether `viewIsAppearing(_:)` is due (set by `viewWillAppear`, cleared when it ran).
  var needsViewIsAppearing = false
  var isBeingPresented = false
  var isBeingDismissed = false
  /// The controller this one presents.
  var presented: UIViewController?
  /// The controller presenting this one.
  weak var presenting: UIViewController?
  /// The presentation controller: made on first request, kept for the next presentation.
  var controller: UIPresentationController?
}

/// A controller that makes its own presentation controller (an alert).
@MainActor
protocol CustomPresentationProviding: UIViewController {
  /// A new presentation controller for presenting this controller.
  func makeCustomPresentationController() -> UIPresentationController
  /// The controller that presents this one when `caller` presents it, or nil for the one its
  /// style calls for.
  func presentationSource(calledFrom caller: UIViewController) -> UIViewController?
}

extension CustomPresentationProviding {
  func presentationSource(calledFrom caller: UIViewController) -> UIViewController? { nil }
}

/// The presentations on screen, oldest first: keys go to the topmost one of the window they
/// are typed in.
@MainActor
enum PresentationRegistry {
  private struct Entry {
    weak var presentation: UIPresentationController?
  }

  private static var entries: [Entry] = []

  /// The presentations on screen, oldest first.
  static var active: [UIPresentationController] { entries.compactMap(\.presentation) }

  static func add(_ presentation: UIPresentationController) {
    entries.removeAll { $0.presentation == nil || $0.presentation === presentation }
    entries.append(Entry(presentation: presentation))
    installKeyInterceptor()
  }

  static func remove(_ presentation: UIPresentationController) {
    entries.removeAll { $0.presentation == nil || $0.presentation === presentation }
  }

  /// The most recent presentation whose container is in `window` (or a window shown over it).
  static func topmost(in window: UIWindow) -> UIPresentationController? {
    active.last { window.hosts($0.containerView?.window) }
  }

  private static var interceptorInstalled = false

  /// Lets the topmost presentation of a window see its key presses first (Escape, Return,
  /// Tab).
  private static func installKeyInterceptor() {
    guard !interceptorInstalled else { return }
    interceptorInstalled = true
    UIWindow.pressInterceptors.append { window, press in
      guard let key = press.key, let top = topmost(in: window) else { return false }
      return top.handleKeyPress(key)
    }
  }
}
