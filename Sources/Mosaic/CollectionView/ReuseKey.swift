import Foundation

/// Identifies one reuse queue.
struct ReuseKey: Hashable {
  var category: UICollectionView.ElementCategory
  var kind: String
  var identifier: String
}
