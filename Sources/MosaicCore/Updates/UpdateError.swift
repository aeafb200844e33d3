import Foundation

/// A rejected batch update or data-source query: UIKit raises these as an
/// `NSInternalInconsistencyException` whose reason is `message`.
package struct UpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The exception name, always `"NSInternalInconsistencyException"`.
  package let name: String
  /// The exception's reason, worded as UIKit words it.
  package let message: String

  /// Creates an internal-inconsistency error with `message` as its reason.
  package init(_ message: String) {
    name = "NSInternalInconsistencyException"
    self.message = message
  }

  /// `"<name>: <message>"`, the way an uncaught exception is reported.
  package var description: String { "\(name): \(message)" }
}

extension UpdateError {
  static func describe(_ key: UpdateItemKey) -> String {
    UpdateItem.describe(section: key.section, item: key.item)
  }

  static func invalidSectionCount(new: Int, old: Int, inserted: Int, deleted: Int) -> UpdateError {
    UpdateError(
      "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(new)) must be equal to the number of sections contained in the collection view before the update (\(old)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    )
  }

  static func invalidItemCount(
    section: Int, new: Int, old: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
  ) -> UpdateError {
    UpdateError(
      "Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(new)) must be equal to the number of items contained in that section before the update (\(old)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    )
  }
}

extension UpdateValidator {
  /// The number of items in `section` given the per-section `counts`, or UIKit's error for a
  /// section that does not exist (`request for number of items in section 3 when there are
  /// only 3 sections in the collection view`).
  package static func numberOfItems(inSection section: Int, counts: [Int]) throws(UpdateError)
    -> Int
  {
    guard section >= 0, section < counts.count else {
      throw UpdateError(
        "request for number of items in section \(section) when there are only \(counts.count) sections in the collection view"
      )
    }
    return counts[section]
  }

}
