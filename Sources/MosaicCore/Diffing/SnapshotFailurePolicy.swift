import Foundation

/// What a snapshot, or a diffable data source, does when one of its non-throwing members
/// receives bad input.
package enum SnapshotFailurePolicy: Sendable {
  /// Stop the program with UIKit's message, as UIKit's exception does (debug builds).
  case trap
  /// Write the message to standard error and leave the snapshot unchanged (release builds).
  case logAndIgnore

  /// The policy in force: a trap in debug builds, a logged message in release builds. Tests may
  /// set it (and `log`) to observe failures; it is process-wide.
  nonisolated(unsafe) package static var current: SnapshotFailurePolicy = {
    #if DEBUG
      return .trap
    #else
      return .logAndIgnore
    #endif
  }()

  /// Where `.logAndIgnore` writes its message (standard error by default).
  nonisolated(unsafe) package static var log: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Reports `error` under the current policy: traps, or logs and returns.
  static func report(_ error: UpdateError) {
    report(error, refused: "snapshot change", outcome: "the snapshot is unchanged")
  }

  /// Reports `error` under the current policy; `.logAndIgnore` writes that the `refused`
  /// request was refused and what happens instead (`outcome`).
  package static func report(_ error: UpdateError, refused: String, outcome: String) {
    switch current {
    case .trap:
      fatalError("\(error.name): \(error.message)")
    case .logAndIgnore:
      log(
        "*** Mosaic: \(refused) refused ('\(error.name)', reason: '\(error.message)'); "
          + outcome)
    }
  }
}

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
