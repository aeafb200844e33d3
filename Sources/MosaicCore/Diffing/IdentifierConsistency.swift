import Foundation

/// Checks that identifiers behave as hash keys must: each equal to itself, with a hash value
/// that does not change. A type whose `==` and `hash(into:)` disagree would otherwise give a
/// snapshot whose lookups silently fail, and a view showing the wrong cells.
///
/// The check looks at a sample of each list of identifiers given to a snapshot (all of a short
/// list, 16 spread over a long one), so it costs O(1) per call.
enum IdentifierConsistency {
  /// How many identifiers of a long list are checked.
  static let sampleSize = 16

  /// The first identifier of the sample of `identifiers` that is not equal to itself or hashes
  /// differently twice in a row, if any.
  static func firstInconsistent<T: Hashable>(_ identifiers: [T]) -> T? {
    let count = identifiers.count
    guard count > 0 else { return nil }
    let checks = min(count, sampleSize)
    var k = 0
    while k < checks {
      // Spread the sample from the first identifier to the last.
      let index = checks == 1 ? 0 : k * (count - 1) / (checks - 1)
      let identifier = identifiers[index]
      if !(identifier == identifier) || identifier.hashValue != identifier.hashValue {
        return identifier
      }
      k += 1
    }
    return nil
  }

  /// The error for `identifier`, an identifier of `kind` ("item" or "section") whose type's
  /// `==` and `hash(into:)` disagree.
  static func error<T>(_ kind: String, _ identifier: T) -> UpdateError {
    UpdateError(
      "Fatal: the \(kind) identifier \(identifier) of type \(T.self) is not equal to itself or "
        + "changes its hash value: the type's == and hash(into:) disagree. Equal identifiers must "
        + "have equal hashes, and an identifier's hash must not change while it is in a snapshot.")
  }

}
