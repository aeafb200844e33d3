import Foundation
import Mosaic

/// The plain list of the list benchmarks, built as apps build one: a compositional list layout
/// (`.plain`), `UICollectionViewListCell`s from a cell registration, a diffable data source of
/// `rows` items in one section.
@MainActor
final class BenchList {
  let view: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, Int>

  /// The list; `configure` fills a row's cell (by default a star, "Row i" and a detail line).
  init(
    rows: Int, frame: CGRect,
    configure: @escaping @MainActor (UICollectionViewListCell, Int) -> Void = BenchList.standardRow
  ) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    view = UICollectionView(frame: frame, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, item in configure(cell, item)
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<rows))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  static let star = UIImage(systemName: "star")

  /// A star, "Row i" and "Detail i mod 97".
  static func standardRow(_ cell: UICollectionViewListCell, _ item: Int) {
    var content = cell.defaultContentConfiguration()
    content.image = star
    content.text = "Row \(item)"
    content.secondaryText = "Detail \(item % 97)"
    cell.contentConfiguration = content
  }
}
