import Foundation

/// Identifies one element of the collection view.
enum ElementKey: Hashable {
  case cell(IndexPath)
  case supplementary(String, IndexPath)
  case decoration(String, IndexPath)

  func hash(into hasher: inout Hasher) { hasher.combine(_rawHashValue(seed: 0)) }

  /// The hash the standard library's dictionaries and sets use: the visible views are looked
  /// up by element on every layout pass, so the index path's numbers are mixed directly
  /// (a 64-bit finalizer) instead of going through the general-purpose hasher.
  func _rawHashValue(seed: Int) -> Int {
    var x = UInt64(bitPattern: Int64(seed))
    let path: IndexPath
    switch self {
    case .cell(let p):
      path = p
    case .supplementary(let kind, let p):
      x ^= 0x5bd1_e995 ^ UInt64(bitPattern: Int64(kind.hashValue))
      path = p
    case .decoration(let kind, let p):
      x ^= 0x2545_f491 ^ UInt64(bitPattern: Int64(kind.hashValue))
      path = p
    }
    for index in path {
      x = Self.mix(x ^ UInt64(bitPattern: Int64(index)))
    }
    return Int(bitPattern: UInt(truncatingIfNeeded: Self.mix(x ^ UInt64(path.count))))
  }

  private static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x = (x ^ (x >> 33)) &* 0xff51_afd7_ed55_8ccd
    x = (x ^ (x >> 33)) &* 0xc4ce_b9fe_1a85_ec53
    return x ^ (x >> 33)
  }

  init(_ attributes: UICollectionViewLayoutAttributes) {
    switch attributes.representedElementCategory {
    case .cell: self = .cell(attributes.indexPath)
    case .supplementaryView:
      self = .supplementary(attributes.representedElementKind ?? "", attributes.indexPath)
    case .decorationView:
      self = .decoration(attributes.representedElementKind ?? "", attributes.indexPath)
    }
  }
}
