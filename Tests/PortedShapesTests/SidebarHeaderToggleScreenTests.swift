// A sidebar as an iPad project writes it: list sections with the sidebar appearance whose
// first item is the section's header, header rows with header-style outline disclosures
// that expand and collapse their section, rows selected through the delegate, the outline
// built as section snapshots and watched through the data source's section snapshot handlers.
import MosaicTesting
import Testing
import UIKit

class SidebarHeaderToggleViewController: UIViewController, UICollectionViewDelegate {
  enum SidebarSection: Int, CaseIterable {
    case library
    case playlists

    var title: String {
      switch self {
      case .library: return "Library"
      case .playlists: return "Playlists"
      }
    }
  }

  struct SidebarItem: Hashable {
    let title: String
    let symbolName: String?
    let isHeader: Bool

    static func header(_ title: String) -> SidebarItem {
      return SidebarItem(title: title, symbolName: nil, isHeader: true)
    }

    static func row(_ title: String, symbol: String) -> SidebarItem {
      return SidebarItem(title: title, symbolName: symbol, isHeader: false)
    }
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<SidebarSection, SidebarItem>!
  var events: [String] = []
  var selectedTitles: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
    applyInitialSnapshots()
  }

  private func createLayout() -> UICollectionViewLayout {
    return UICollectionViewCompositionalLayout { _, layoutEnvironment in
      var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
      configuration.showsSeparators = false
      configuration.headerMode = .firstItemInSection
      return NSCollectionLayoutSection.list(
        using: configuration, layoutEnvironment: layoutEnvironment)
    }
  }

  private func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  private func configureDataSource() {
    let headerRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, SidebarItem
    > { cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }

    let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> {
      cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      if let symbolName = item.symbolName {
        content.image = UIImage(systemName: symbolName)
      }
      cell.contentConfiguration = content
      cell.accessories = []
    }

    dataSource = UICollectionViewDiffableDataSource<SidebarSection, SidebarItem>(
      collectionView: collectionView
    ) { collectionView, indexPath, item -> UICollectionViewCell? in
      if item.isHeader {
        return collectionView.dequeueConfiguredReusableCell(
          using: headerRegistration, for: indexPath, item: item)
      } else {
        return collectionView.dequeueConfiguredReusableCell(
          using: rowRegistration, for: indexPath, item: item)
      }
    }

    dataSource.sectionSnapshotHandlers.shouldExpandItem = { [weak self] item in
      self?.events.append("shouldExpand \(item.title)")
      return true
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
      self?.events.append("willExpand \(item.title)")
    }
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { [weak self] item in
      self?.events.append("shouldCollapse \(item.title)")
      return true
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in
      self?.events.append("willCollapse \(item.title)")
    }
  }

  private func applyInitialSnapshots() {
    var snapshot = NSDiffableDataSourceSnapshot<SidebarSection, SidebarItem>()
    snapshot.appendSections(SidebarSection.allCases)
    dataSource.apply(snapshot, animatingDifferences: false)

    let library: [SidebarItem] = [
      .row("Recently Added", symbol: "clock"),
      .row("Artists", symbol: "music.mic"),
      .row("Albums", symbol: "square.stack"),
    ]
    let playlists: [SidebarItem] = [
      .row("Road Trip", symbol: "music.note.list"),
      .row("Focus", symbol: "music.note.list"),
    ]
    for (section, rows) in [(SidebarSection.library, library), (.playlists, playlists)] {
      var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<SidebarItem>()
      let header = SidebarItem.header(section.title)
      sectionSnapshot.append([header])
      sectionSnapshot.append(rows, to: header)
      if section == .library {
        sectionSnapshot.expand([header])
      }
      dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
    }
  }

  // MARK: UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    selectedTitles.append(item.title)
    events.append("didSelect \(item.title)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    events.append("didHighlight \(item.title)")
  }
}

@MainActor
@Suite struct SidebarHeaderToggleScreenTests {
  func titles(_ controller: SidebarHeaderToggleViewController) -> [String] {
    return controller.dataSource.snapshot().itemIdentifiers.map { $0.title }
  }

  /// The middle of the row showing `title`, in window coordinates.
  func middle(of title: String, in controller: SidebarHeaderToggleViewController) -> CGPoint {
    let item = controller.dataSource.snapshot().itemIdentifiers.first { $0.title == title }!
    let indexPath = controller.dataSource.indexPath(for: item)!
    let cell = controller.collectionView.cellForItem(at: indexPath)!
    return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
  }

  @Test func tappingASectionHeaderTogglesItsSectionAndSelectsNothing() {
    let controller = SidebarHeaderToggleViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 600))
    #expect(
      titles(controller) == ["Library", "Recently Added", "Artists", "Albums", "Playlists"])

    // A tap in the middle of the Playlists header, nowhere near its chevron.
    driver.tap(at: middle(of: "Playlists", in: controller))
    driver.advance(by: 1)
    #expect(
      titles(controller) == [
        "Library", "Recently Added", "Artists", "Albums", "Playlists", "Road Trip", "Focus",
      ])
    let playlists = controller.dataSource.snapshot(for: .playlists)
    #expect(playlists.isExpanded(.header("Playlists")))
    #expect(controller.events == ["shouldExpand Playlists", "willExpand Playlists"])
    #expect(controller.selectedTitles.isEmpty)
    #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)

    // A row is selected as usual.
    driver.tap(at: middle(of: "Focus", in: controller))
    driver.advance(by: 1)
    #expect(controller.selectedTitles == ["Focus"])
    #expect(
      controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])

    // The Library header collapses its section; the selection stays on Focus.
    driver.tap(at: middle(of: "Library", in: controller))
    driver.advance(by: 1)
    #expect(titles(controller) == ["Library", "Playlists", "Road Trip", "Focus"])
    #expect(
      controller.events == [
        "shouldExpand Playlists", "willExpand Playlists", "didHighlight Focus",
        "didSelect Focus", "shouldCollapse Library", "willCollapse Library",
      ])
    #expect(controller.selectedTitles == ["Focus"])
    let library = controller.dataSource.snapshot(for: .library)
    #expect(!library.isExpanded(.header("Library")))
    #expect(library.items.count == 4)
  }
}
