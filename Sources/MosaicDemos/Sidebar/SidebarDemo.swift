import UIKit

/// The "Sidebar" demo: an iPad-style sidebar built as apps build one: a compositional list
/// layout with the `.sidebar` appearance, each section an outline (a section snapshot) whose
/// first item is its header with a header-style disclosure, rows with symbol images, a nested
/// folder with its own cell-style disclosure, fed by a diffable data source with cell
/// registrations. Tapping a section's header collapses or expands it; tapping a row selects it.
///
/// It prints `sidebar: rows A|B|…` (the titles shown, in order) and `sidebar: frames
/// TITLE:y,h …` (collection view points, spaces in titles as `_`) after each change, and
/// `sidebar: selected TITLE` when a row is selected.
enum SidebarDemo {
  @MainActor static func make() -> UIViewController { SidebarViewController() }

  struct Item: Hashable, Sendable {
    let title: String
    let symbol: String?
    let isHeader: Bool
  }

  static let library: [(String, String)] = [
    ("Recently Added", "clock"), ("Artists", "music.mic"), ("Albums", "square.stack"),
    ("Songs", "music.note"),
  ]
  static let playlists: [(String, String)] = [
    ("Road Trip", "car"), ("Focus", "moon"), ("Workout", "figure.walk"),
  ]
  static let nested: [(String, String)] = [("Jazz", "music.note"), ("Classical", "music.note")]
}

@MainActor
final class SidebarViewController: UIViewController, UICollectionViewDelegate {
  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Int, SidebarDemo.Item>!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sidebar"
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)

    let header = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarDemo.Item> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarDemo.Item> {
      [weak self] cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      content.image = item.symbol.flatMap { UIImage(systemName: $0) }
      cell.contentConfiguration = content
      let hasChildren =
        self?.dataSource?.snapshot(for: indexPath.section).snapshot(of: item).items.isEmpty
        == false
      cell.accessories = hasChildren ? [.outlineDisclosure(options: .init(style: .cell))] : []
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(
        using: item.isHeader ? header : row, for: indexPath, item: item)
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] _ in self?.reportSoon() }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] _ in self?.reportSoon() }

    var sections = NSDiffableDataSourceSnapshot<Int, SidebarDemo.Item>()
    sections.appendSections([0, 1])
    dataSource.apply(sections, animatingDifferences: false)
    for (index, (title, rows)) in [
      ("Library", SidebarDemo.library), ("Playlists", SidebarDemo.playlists),
    ]
    .enumerated() {
      var outline = NSDiffableDataSourceSectionSnapshot<SidebarDemo.Item>()
      let top = SidebarDemo.Item(title: title, symbol: nil, isHeader: true)
      outline.append([top])
      let items = rows.map { SidebarDemo.Item(title: $0.0, symbol: $0.1, isHeader: false) }
      outline.append(items, to: top)
      if index == 1 {
        let folder = SidebarDemo.Item(title: "Genres", symbol: "folder", isHeader: false)
        outline.append([folder], to: top)
        outline.append(
          SidebarDemo.nested.map { SidebarDemo.Item(title: $0.0, symbol: $0.1, isHeader: false) },
          to: folder)
        outline.expand([folder])
      }
      outline.expand([top])
      dataSource.apply(outline, to: index, animatingDifferences: false)
    }
    report()
  }

  private func reportSoon() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.report() }
  }

  private func report() {
    let items = dataSource.snapshot().itemIdentifiers
    DemoLog.report("sidebar: rows " + items.map(\.title).joined(separator: "|"))
    collectionView.layoutIfNeeded()
    let frames = items.compactMap { item -> String? in
      guard let path = dataSource.indexPath(for: item),
        let frame = collectionView.layoutAttributesForItem(at: path)?.frame
      else { return nil }
      return
        "\(item.title.replacingOccurrences(of: " ", with: "_")):\(Int(frame.minY)),\(Int(frame.height))"
    }
    DemoLog.report("sidebar: frames " + frames.joined(separator: " "))
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    DemoLog.report("sidebar: selected \(item.title)")
  }
}
