import Foundation
import Testing

@testable import MosaicCore

/// A counter shared by the identifiers whose hash changes each time it is computed.
private final class HashCounter: @unchecked Sendable {
  static let shared = HashCounter()
  private let lock = NSLock()
  private var value = 0
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

/// An identifier whose hash changes every time (it hashes a counter that == ignores).
private struct DriftingHash: Hashable, Sendable, CustomStringConvertible {
  let id: Int
  static func == (a: DriftingHash, b: DriftingHash) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(HashCounter.shared.next())
  }
  var description: String { "Drifting(\(id))" }
}

/// An identifier that equals nothing, itself included.
private struct NeverEqual: Hashable, Sendable, CustomStringConvertible {
  let id: Int
  static func == (a: NeverEqual, b: NeverEqual) -> Bool { false }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  var description: String { "NeverEqual(\(id))" }
}

@Suite("Identifiers whose hash and == disagree", .serialized)
struct IdentifierConsistencyTests {
  /// The reason logged for `identifier` of `type`, an identifier of `kind`.
  static func reason(_ identifier: String, _ type: String, _ kind: String) -> String {
    "Fatal: the \(kind) identifier \(identifier) of type \(type) is not equal to itself or "
      + "changes its hash value: the type's == and hash(into:) disagree. Equal identifiers must "
      + "have equal hashes, and an identifier's hash must not change while it is in a snapshot."
  }

  @Test func itemsWithADriftingHashAreRefusedWithAMessageNamingOne() {
    var snapshot = NSDiffableDataSourceSnapshot<String, DriftingHash>()
    snapshot.appendSections(["s"])
    let messages = snapshotFailures {
      snapshot.appendItems([DriftingHash(id: 7), DriftingHash(id: 8)])
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains(Self.reason("Drifting(7)", "DriftingHash", "item")) == true)
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func itemsNotEqualToThemselvesAreRefused() {
    var snapshot = NSDiffableDataSourceSnapshot<String, NeverEqual>()
    snapshot.appendSections(["s"])
    // In a long list the sample still finds them (the last identifier is always checked).
    let messages = snapshotFailures {
      snapshot.appendItems((0..<1000).map(NeverEqual.init))
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains(Self.reason("NeverEqual(0)", "NeverEqual", "item")) == true)
    #expect(snapshot.numberOfItems == 0)
    // Inserting relative to an item goes through the same check.
    var ints = NSDiffableDataSourceSnapshot<NeverEqual, Int>()
    let sectionMessages = snapshotFailures { ints.appendSections([NeverEqual(id: 3)]) }
    #expect(sectionMessages.count == 1)
    #expect(
      sectionMessages.first?.contains(Self.reason("NeverEqual(3)", "NeverEqual", "section"))
        == true)
    #expect(ints.numberOfSections == 0)
  }

  @Test func theSampleReachesTheEndOfALongList() {
    #expect(IdentifierConsistency.firstInconsistent([Int]()) == nil)
    #expect(IdentifierConsistency.firstInconsistent(Array(0..<100_000)) == nil)
    // Only the last of 1,000 identifiers is broken: it is in the sample.
    struct LastBroken: Hashable {
      let id: Int
      static func == (a: LastBroken, b: LastBroken) -> Bool { a.id == b.id && a.id != 999 }
      func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
    #expect(IdentifierConsistency.firstInconsistent((0..<1000).map(LastBroken.init))?.id == 999)
  }

  @Test func wellBehavedIdentifiersPass() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    let messages = snapshotFailures {
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems(Array(0..<1000), toSection: "a")
      snapshot.insertItems([5000], beforeItem: 10)
    }
    #expect(messages.isEmpty)
    #expect(snapshot.numberOfItems == 1001)
  }
}
