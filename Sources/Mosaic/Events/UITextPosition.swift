import Foundation

/// A place in the text of a text object, between two characters. Text objects make them
/// (`beginningOfDocument`, `position(from:offset:)`, `closestPosition(to:)`); code passes them
/// back without looking inside.
@MainActor @preconcurrency
open class UITextPosition: NSObject {
  /// The offset in UTF-16 code units from the start of the text, as UIKit's text objects
  /// count (`NSString` indexes).
  let utf16Offset: Int

  /// Creates a position at the start of a text.
  public override init() {
    utf16Offset = 0
    super.init()
  }

  init(utf16Offset: Int) {
    self.utf16Offset = utf16Offset
    super.init()
  }

  /// Positions are equal when they stand at the same place.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UITextPosition)?.utf16Offset == utf16Offset
  }

  /// A hash consistent with `isEqual(_:)`.
  open override var hash: Int { utf16Offset.hashValue }
}

/// A run of the text of a text object, from `start` to `end`; empty for a caret.
@MainActor @preconcurrency
open class UITextRange: NSObject {
  private let from: UITextPosition
  private let to: UITextPosition
  /// The ends' offsets, which equality and hashing read from any context.
  private let fromOffset: Int
  private let toOffset: Int

  init(from: UITextPosition, to: UITextPosition) {
    self.from = from
    self.to = to
    fromOffset = from.utf16Offset
    toOffset = to.utf16Offset
    super.init()
  }

  /// The start of the range.
  open var start: UITextPosition { from }
  /// The end of the range.
  open var end: UITextPosition { to }
  /// Whether the range holds no text (a caret).
  open var isEmpty: Bool { fromOffset == toOffset }

  /// Ranges are equal when they cover the same text.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITextRange else { return false }
    return other.fromOffset == fromOffset && other.toOffset == toOffset
  }

  /// A hash consistent with `isEqual(_:)`.
  open override var hash: Int { fromOffset &* 31 &+ toOffset }
}

/// A direction in a text's layout.
public enum UITextLayoutDirection: Int, Sendable {
  /// Towards the right.
  case right = 2
  /// Towards the left.
  case left = 3
  /// Up a line.
  case up = 4
  /// Down a line.
  case down = 5
}
