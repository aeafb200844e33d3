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

extension FailureReport {
  /// Reports `error` as an exception of `category`: debug builds stop with `trapMessage`
  /// (default: `"<name>: <message>"`); release builds log
  /// `*** Mosaic: <refused> refused ('<name>', reason: '<message>'); <outcome>` and the caller
  /// recovers as `outcome` says.
  package static func refuse(
    _ category: Category, _ error: UpdateError, refused: String, outcome: String,
    trapMessage: String? = nil
  ) {
    raise(
      category, error.message,
      line: "*** Mosaic: \(refused) refused ('\(error.name)', reason: '\(error.message)'); "
        + outcome,
      trapMessage: trapMessage ?? error.description)
  }
}

extension UpdateError {
  /// Reports this error, met by a snapshot change, as a diffable data source's exception; in
  /// release builds the snapshot is left unchanged.
  func raiseSnapshotFailure() {
    FailureReport.refuse(
      .diffableDataSource, self, refused: "snapshot change", outcome: "the snapshot is unchanged")
  }

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

// UIKit's messages for snapshot changes it refuses.
extension UpdateError {
  /// `Invalid parameter not satisfying: <name> != NSNotFound`.
  static func notFound(_ name: String) -> UpdateError {
    UpdateError("Invalid parameter not satisfying: \(name) != NSNotFound")
  }

  /// UIKit's message for identifiers supplied twice or already in the snapshot.
  package static func notUnique<T>(_ kind: String, _ duplicates: [T]) -> UpdateError {
    let list = duplicates.map { String(describing: $0) }.joined(separator: ", ")
    return UpdateError(
      "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(list))}")
  }

  /// UIKit's message when items are added to a snapshot without sections.
  static let noSections = UpdateError(
    "There are currently no sections in the data source. Please add a section first.")
}
