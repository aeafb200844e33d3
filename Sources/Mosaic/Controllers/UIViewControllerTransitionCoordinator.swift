import Foundation

/// The appearance of the status bar a view controller asks for, with UIKit's raw values.
/// The desktop has no status bar; Mosaic keeps the type for the controllers that name it.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
  /// Dark or light content, chosen by the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// Information about a running view controller transition, handed to the blocks given to a
/// transition coordinator.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the user is driving the transition interactively.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (the old state stays).
  var isCancelled: Bool { get }
  /// The duration of the transition, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the transition has gone, 0…1.
  var percentComplete: CGFloat { get }
  /// The view that contains the views taking part in the transition.
  var containerView: UIView { get }
  /// The rotation applied during the transition (identity when the interface does not
  /// rotate).
  var targetTransform: CGAffineTransform { get }
}

/// An object that runs a view controller transition and lets other code run animations
/// alongside it and work after it (`viewWillTransition(to:with:)` receives one).
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` together with the transition's own changes and `completion` once the
  /// transition is over. Returns whether the blocks were accepted (false once the
  /// transition has finished).
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` together with the transition's own changes.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The coordinator of a window resize: the new size is applied at once (a desktop window
/// follows the pointer, so the change is not animated), the alongside blocks run right
/// after the views take it, and the completion blocks once the window has been laid out.
@MainActor
final class WindowResizeCoordinator: UIViewControllerTransitionCoordinator {
  let containerView: UIView
  private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var isFinished = false

  init(containerView: UIView) { self.containerView = containerView }

  var isAnimated: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var percentComplete: CGFloat { isFinished ? 1 : 0 }
  var targetTransform: CGAffineTransform { .identity }

  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !isFinished else { return false }
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the alongside blocks (after the new size was applied), lays the container out,
  /// then runs the completion blocks.
  func finish() {
    let blocks = alongside
    alongside.removeAll()
    for block in blocks { block(self) }
    containerView.layoutIfNeeded()
    isFinished = true
    let done = completions
    completions.removeAll()
    for block in done { block(self) }
  }
}
