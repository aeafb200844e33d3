import Foundation

/// Counts the animations added while one transaction was open, and runs the transaction's
/// completion block once they have all ended and the transaction was committed.
@MainActor
final class TransactionTracker {
  private var pending = 0
  private var committed = false
  var completion: (() -> Void)?

  func retain() { pending += 1 }

  func release() {
    pending -= 1
    fireIfDone()
  }

  func commit() {
    committed = true
    fireIfDone()
  }

  private func fireIfDone() {
    guard committed, pending <= 0, let body = completion else { return }
    completion = nil
    body()
  }
}

/// Groups layer changes and animations: `begin()` and `commit()` bracket a transaction whose
/// duration, timing function, disabled actions and completion block apply to what is done
/// inside. Transactions nest. Outside an explicit one, an implicit transaction is open and is
/// committed at the next frame.
///
/// In Mosaic a layer that is not a view's layer does not animate its property changes by
/// itself (Core Animation's implicit actions): changes apply at once, and explicit animations
/// (`CALayer.add(_:forKey:)`) are the way to animate it.
@MainActor @preconcurrency
open class CATransaction: NSObject {
  @MainActor private struct Frame {
    var values: [String: Any] = [:]
    let tracker = TransactionTracker()
    let isImplicit: Bool
  }

  private static var stack: [Frame] = []

  /// The key of the duration in `value(forKey:)`.
  static let durationKey = "animationDuration"
  /// The key of the timing function in `value(forKey:)`.
  static let timingFunctionKey = "animationTimingFunction"
  /// The key of the disabled-actions flag in `value(forKey:)`.
  static let disableActionsKey = "disableActions"

  private static func top() -> Int {
    if stack.isEmpty {
      stack.append(Frame(isImplicit: true))
      AnimationEngine.shared.scheduleCompletion { commitImplicit() }
    }
    return stack.count - 1
  }

  private static func commitImplicit() {
    guard let first = stack.first, first.isImplicit, stack.count == 1 else { return }
    stack.removeAll()
    first.tracker.commit()
  }

  /// Opens a transaction nested in the current one.
  public static func begin() {
    stack.append(Frame(isImplicit: false))
  }

  /// Closes the innermost transaction. Its completion block runs once every animation added
  /// inside has ended (at once when there were none).
  public static func commit() {
    guard let last = stack.last, !last.isImplicit else {
      CAAnimation.log("CATransaction.commit() without a matching begin()")
      return
    }
    stack.removeLast()
    last.tracker.commit()
  }

  /// Applies pending changes now. Mosaic applies layer changes as they are made, so this
  /// commits the implicit transaction, if one is open.
  public static func flush() {
    commitImplicit()
  }

  /// Locks the transaction machinery (all of it runs on the main thread in Mosaic).
  public static func lock() {}

  /// Unlocks the transaction machinery.
  public static func unlock() {}

  /// The value stored under `key` in the innermost transaction that has one.
  public static func value(forKey key: String) -> Any? {
    _ = top()
    for frame in stack.reversed() { if let v = frame.values[key] { return v } }
    return nil
  }

  /// Stores `anObject` under `key` in the current transaction.
  public static func setValue(_ anObject: Any?, forKey key: String) {
    stack[top()].values[key] = anObject
  }

  /// The default duration of animations added in the transaction: 0.25 s unless set.
  public static func animationDuration() -> CFTimeInterval {
    guard let d = value(forKey: durationKey) as? CFTimeInterval, d.isFinite, d >= 0 else {
      return 0.25
    }
    return d
  }

  /// Sets the default duration of animations added in the transaction.
  public static func setAnimationDuration(_ dur: CFTimeInterval) {
    setValue(dur, forKey: durationKey)
  }

  /// The timing function of the transaction's implicit animations.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    value(forKey: timingFunctionKey) as? CAMediaTimingFunction
  }

  /// Sets the timing function of the transaction's implicit animations.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    setValue(function, forKey: timingFunctionKey)
  }

  /// Whether property changes in the transaction are kept from animating implicitly.
  public static func disableActions() -> Bool {
    value(forKey: disableActionsKey) as? Bool ?? false
  }

  /// Keeps property changes in the transaction from animating implicitly.
  public static func setDisableActions(_ flag: Bool) {
    setValue(flag, forKey: disableActionsKey)
  }

  /// The block run when the transaction's animations have all ended.
  public static func completionBlock() -> (() -> Void)? {
    stack[top()].tracker.completion
  }

  /// Sets the block run once every animation added in the transaction has ended (or been
  /// removed), after the transaction is committed.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    stack[top()].tracker.completion = block
  }

  /// The tracker animations added now belong to.
  static func currentTracker() -> TransactionTracker {
    stack[top()].tracker
  }

  /// Forgets every open transaction (between tests).
  static func reset() {
    stack.removeAll()
  }
}
