import Foundation
import MosaicCore

/// `IndexPath(item:section:)` written section first, as positions are read in messages.
func ip(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// A batch built by `build`.
func makeBatch(_ build: (inout CollectionUpdate) -> Void) -> CollectionUpdate {
  var batch = CollectionUpdate()
  build(&batch)
  return batch
}

/// The message the validator rejects `batch` with, or nil when it accepts it.
func rejection(_ batch: CollectionUpdate, old: [Int], new: [Int]) -> String? {
  do {
    _ = try UpdateValidator.validate(batch, oldCounts: old, newCounts: new)
    return nil
  } catch {
    return error.message
  }
}

/// The validated update, or nil (with the message printed) when the validator rejects it.
func accepted(_ batch: CollectionUpdate, old: [Int], new: [Int]) -> ValidatedUpdate? {
  do {
    return try UpdateValidator.validate(batch, oldCounts: old, newCounts: new)
  } catch {
    print("unexpected rejection: \(error.message)")
    return nil
  }
}

/// The counts of a model.
func itemCounts<T>(_ model: [[T]]) -> [Int] { model.map(\.count) }
