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

/// The rows of `BenchList` as a table view, built as apps build one: a plain `UITableView`,
/// `UITableViewCell`s registered and dequeued, configured with the same list content
/// configuration, a `UITableViewDiffableDataSource` of `rows` items in one section; the rows
/// size themselves.
@MainActor
final class BenchTable {
  let view: UITableView
  let dataSource: UITableViewDiffableDataSource<Int, Int>

  init(rows: Int, frame: CGRect) {
    view = UITableView(frame: frame, style: .plain)
    view.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: view) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      BenchList.standardRow(cell, item)
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<rows))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
