import Foundation

/// Methods an object implements to fine-tune a gesture recognizer: whether it may begin, whether
/// it may recognize together with another one, which recognizers must fail first, and which
/// touches it sees. Every method is optional (the protocol extension supplies UIKit's defaults).
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Asked when the recognizer is about to leave `.possible`; returning false makes it fail.
  /// The default is true.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Asked when one of the two recognizers would block the other; returning true lets both
  /// recognize at once. The default is false.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail. The default is
  /// false.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail. The default is
  /// false.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Asked before a new touch is delivered to the recognizer; returning false keeps the touch
  /// from it. The default is true.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the recognizer begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Does not allow simultaneous recognition.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Adds no failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Adds no failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Lets the recognizer receive every touch.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
}
