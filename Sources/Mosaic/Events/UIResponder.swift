import Foundation

/// An object that can respond to and handle events; the base of views, view controllers and
/// the application.
@MainActor @preconcurrency
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// Creates a responder from an archive by calling `init()`. Mosaic has no archives (no nibs
  /// or storyboards). Views and view controllers replace it with their own required
  /// `init?(coder:)`, as in UIKit; on other responders it is how `@main` creates the
  /// application delegate, so a delegate that overrides `init()` has that override run.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// The next responder in the chain (a view's superview or view controller, and so on).
  open var next: UIResponder? { nil }

  /// Whether this responder can become the first responder; false by default.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder can give up first-responder status; true by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is the first responder of its window.
  open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

  @Unretained static var currentFirstResponder: UIResponder?

  /// Asks to become the first responder; returns whether it did.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder.currentFirstResponder, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    UIResponder.currentFirstResponder = self
    return true
  }

  /// Gives up first-responder status; returns whether it did.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
    return true
  }

  // MARK: Keyboard notifications

  /// Posted before the on-screen keyboard shows. A desktop has a hardware keyboard and shows
  /// none, so Mosaic never posts it; the name exists for code that observes it.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the on-screen keyboard showed (never on a desktop, as above).
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the on-screen keyboard hides (never on a desktop, as above).
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the on-screen keyboard hid (never on a desktop, as above).
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the on-screen keyboard's frame changes (never on a desktop, as above).
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the on-screen keyboard's frame changed (never on a desktop, as above).
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The user-info key of the keyboard's frame at the end of the change (a `CGRect` value).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the keyboard's frame at the start of the change.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard animation's duration in seconds.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the keyboard animation's curve.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

  // MARK: Standard edit actions

  /// Removes the selection to the pasteboard. Responders that edit override it; the base
  /// implementation does nothing.
  open func cut(_ sender: Any?) {}

  /// Copies the selection to the pasteboard. Responders that edit override it; the base
  /// implementation does nothing.
  open func copy(_ sender: Any?) {}

  /// Inserts the pasteboard's contents. Responders that edit override it; the base
  /// implementation does nothing.
  open func paste(_ sender: Any?) {}

  /// Selects the item nearest the caret. Responders that edit override it; the base
  /// implementation does nothing.
  open func select(_ sender: Any?) {}

  /// Selects everything. Responders that edit override it; the base implementation does
  /// nothing.
  open func selectAll(_ sender: Any?) {}

  /// Deletes the selection. Responders that edit override it; the base implementation does
  /// nothing.
  open func delete(_ sender: Any?) {}

  /// One or more fingers touched down; the default passes the touches up the chain.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// One or more fingers moved; the default passes the touches up the chain.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// One or more fingers lifted; the default passes the touches up the chain.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The system cancelled the touches; the default passes them up the chain.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// A physical key went down; the default passes the presses up the chain.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// A pressed key changed; the default passes the presses up the chain.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// A physical key went up; the default passes the presses up the chain.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// The system cancelled the presses; the default passes them up the chain.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  // MARK: - Nib loading

  /// Prepares an object loaded from a nib or storyboard, after all its outlets are connected;
  /// overrides call `super`. UIKit calls it only for objects it loads from an archive. Mosaic
  /// loads no nibs or storyboards, so it never calls it: an override is kept for source
  /// compatibility and its work should also be done in `init(frame:)`, `init()` or
  /// `viewDidLoad()`.
  open func awakeFromNib() {}

  /// Prepares a designable view for display in Interface Builder's canvas. UIKit calls it only
  /// there; Mosaic never calls it.
  open func prepareForInterfaceBuilder() {}
}
