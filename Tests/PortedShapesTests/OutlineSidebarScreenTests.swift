// An outline sidebar as an iOS project writes it: a list layout with the sidebar
// appearance, container rows with header-style outline disclosures, leaf rows, a section
// snapshot built recursively, cells from two registrations.
import MosaicTesting
import Testing
import UIKit

class OutlineSidebarViewController: UIViewController {
  enum Section {
    case main
  }

  class OutlineItem: Hashable {
    let title: String
    let subitems: [OutlineItem]

    init(title: String, subitems: [OutlineItem] = []) {
      self.title = title
      self.subitems = subitems
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    static func == (lhs: OutlineItem, rhs: OutlineItem) -> Bool {
      return lhs.identifier == rhs.identifier
    }

    private let identifier = UUID()
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, OutlineItem>! = nil
  var outlineCollectionView: UICollectionView! = nil

  let menuItems: [OutlineItem] = [
    OutlineItem(
      title: "Compositional Layout",
      subitems: [
        OutlineItem(title: "Getting Started"),
        OutlineItem(title: "Advanced Layouts"),
        OutlineItem(title: "Conference App"),
      ]),
    OutlineItem(
      title: "Diffable Data Source",
      subitems: [
        OutlineItem(title: "Mountains Search"),
        OutlineItem(title: "Settings: Wi-Fi"),
      ]),
    OutlineItem(
      title: "Lists",
      subitems: [
        OutlineItem(title: "Simple List"),
        OutlineItem(title: "Reorderable List"),
      ]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Modern Collection Views"
    configureCollectionView()
    configureDataSource()
  }

  func configureCollectionView() {
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: generateLayout())
    view.addSubview(collectionView)
    collectionView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
    collectionView.backgroundColor = .systemGroupedBackground
    self.outlineCollectionView = collectionView
  }

  func generateLayout() -> UICollectionViewLayout {
    let listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
    return layout
  }

  func configureDataSource() {
    let containerCellRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, OutlineItem
    > { (cell, indexPath, menuItem) in
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      contentConfiguration.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = contentConfiguration

      let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
      cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
      cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
    }

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, OutlineItem>
    {
      cell, indexPath, menuItem in
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      cell.contentConfiguration = contentConfiguration
    }

    dataSource = UICollectionViewDiffableDataSource<Section, OutlineItem>(
      collectionView: outlineCollectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: OutlineItem)
        -> UICollectionViewCell? in
      if item.subitems.isEmpty {
        return collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration, for: indexPath, item: item)
      } else {
        return collectionView.dequeueConfiguredReusableCell(
          using: containerCellRegistration, for: indexPath, item: item)
      }
    }

    let snapshot = initialSnapshot()
    self.dataSource.apply(snapshot, to: .main, animatingDifferences: false)
  }

  func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineItem> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()

    func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
      snapshot.append(menuItems, to: parent)
      for menuItem in menuItems where !menuItem.subitems.isEmpty {
        addItems(menuItem.subitems, to: menuItem)
      }
    }

    addItems(menuItems, to: nil)
    return snapshot
  }
}

@MainActor
@Suite struct OutlineSidebarScreenTests {
  @Test func theSidebarShowsCollapsedContainersAndExpandsOne() {
    let controller = OutlineSidebarViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let collectionView = controller.outlineCollectionView!
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    let first =
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
    // Sidebar rows are inset 10 points from each side and take the sidebar row style.
    #expect(first.frame.minX == 10 && first.frame.width == 300)
    #expect(first.defaultContentConfiguration() == .sidebarCell())
    #expect(first.backgroundConfiguration == UIBackgroundConfiguration.clear())
    let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
    #expect(second.frame.minY == first.frame.maxY)

    // The header disclosure sits at the trailing edge; clicking it expands the container.
    let disclosure = first.convert(
      CGPoint(x: first.bounds.maxX - 20, y: first.bounds.midY), to: nil)
    driver.tap(at: disclosure)
    driver.advance(by: 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 6)
    let leaf =
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
    let content = leaf.contentConfiguration as? UIListContentConfiguration
    #expect(content?.text == "Getting Started")
    #expect(leaf.backgroundConfiguration == .listSidebarCell())
    // Sidebars draw no separators: nothing but the background, content and accessories.
    #expect(leaf.subviews.filter { !$0.isHidden && $0.frame.height <= 1 }.isEmpty)
  }
}
