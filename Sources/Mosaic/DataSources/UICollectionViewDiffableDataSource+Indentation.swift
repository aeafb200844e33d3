import Foundation

extension UICollectionViewDiffableDataSource: OutlineLevelProviding {
  /// The item's level in its section snapshot's outline; 0 outside outlines.
  func outlineLevel(ofItemAt indexPath: IndexPath) -> Int {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      let outline = sectionSnapshots[section]
    else { return 0 }
    return outline.level(of: item)
  }
}
