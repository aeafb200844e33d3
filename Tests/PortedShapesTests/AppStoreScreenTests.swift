// An App Store-style page as an iOS project writes it: a compositional layout from a section
// provider (a paging carousel of featured cards, a badge-marked grid whose columns follow the
// width, a three-row carousel), pinned headers, a section background decoration, cells and
// headers from registrations and a diffable data source.
import MosaicTesting
import Testing
import UIKit

final class AppTileCell: UICollectionViewCell {
  static let reuseIdentifier = "app-tile"
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 12
    contentView.clipsToBounds = true
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    titleLabel.textColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class TitleSupplementaryView: UICollectionReusableView {
  let label = UILabel()
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    label.font = UIFont.preferredFont(forTextStyle: .title2)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class BadgeSupplementaryView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
    layer.cornerRadius = 8
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class SectionBackgroundDecorationView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.93, alpha: 1)
    layer.cornerRadius = 12
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class AppStoreViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case featured, grid, charts
  }

  static let headerElementKind = "header-element-kind"
  static let badgeElementKind = "badge-element-kind"
  static let backgroundElementKind = "background-element-kind"

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .white
    view.addSubview(collectionView)
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let sectionProvider = {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
      let section: NSCollectionLayoutSection
      switch sectionKind {
      case .featured:
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(150))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 20, bottom: 20, trailing: 20)
      case .grid:
        let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 5 : 3
        let badgeAnchor = NSCollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(
          widthDimension: .absolute(16), heightDimension: .absolute(16))
        let badge = NSCollectionLayoutSupplementaryItem(
          layoutSize: badgeSize, elementKind: AppStoreViewController.badgeElementKind,
          containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(90))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: groupSize, subitem: item, count: columns)
        section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 5, leading: 15, bottom: 15, trailing: 15)
        let background = NSCollectionLayoutDecorationItem.background(
          elementKind: AppStoreViewController.backgroundElementKind)
        background.contentInsets = NSDirectionalEdgeInsets(
          top: 44, leading: 10, bottom: 5, trailing: 10)
        section.decorationItems = [background]
      case .charts:
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0 / 3.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0)
        let groupSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])
        section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 20, bottom: 20, trailing: 20)
      }
      let headerSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
      let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerSize, elementKind: AppStoreViewController.headerElementKind,
        alignment: .top)
      sectionHeader.pinToVisibleBounds = true
      sectionHeader.zIndex = 2
      section.boundarySupplementaryItems = [sectionHeader]
      return section
    }
    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 10
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: sectionProvider, configuration: config)
    layout.register(
      SectionBackgroundDecorationView.self,
      forDecorationViewOfKind: AppStoreViewController.backgroundElementKind)
    return layout
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<AppTileCell, Int> {
      (cell, indexPath, identifier) in
      cell.titleLabel.text = "\(indexPath.item + 1)"
      let hue = CGFloat((identifier * 7) % 24) / 24
      cell.contentView.backgroundColor = UIColor(
        hue: hue, saturation: 0.5, brightness: 0.8, alpha: 1)
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: AppStoreViewController.headerElementKind
    ) { (supplementaryView, string, indexPath) in
      supplementaryView.label.text = ["Featured", "Grid", "Top Charts"][indexPath.section]
    }
    let badgeRegistration = UICollectionView.SupplementaryRegistration<BadgeSupplementaryView>(
      elementKind: AppStoreViewController.badgeElementKind
    ) { (badgeView, string, indexPath) in
      badgeView.backgroundColor = indexPath.item % 4 == 0 ? .systemRed : .systemBlue
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    dataSource.supplementaryViewProvider = { (view, kind, index) in
      if kind == AppStoreViewController.badgeElementKind {
        return self.collectionView.dequeueConfiguredReusableSupplementary(
          using: badgeRegistration, for: index)
      }
      return self.collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: index)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    var identifier = 0
    for section in Section.allCases {
      snapshot.appendSections([section])
      let count = section == .grid ? 9 : 12
      snapshot.appendItems(Array(identifier..<identifier + count))
      identifier += count
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
struct AppStoreScreenTests {
  func frame(_ controller: AppStoreViewController, _ item: Int, _ section: Int) -> CGRect? {
    controller.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
      .frame
  }

  @Test func thePageFollowsTheDocumentedArithmetic() {
    let controller = AppStoreViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 700))
    driver.advance(by: 0.2)
    // Featured: header 44, groups 0.9 of 350 = 315 wide from x 20.
    #expect(frame(controller, 0, 0) == CGRect(x: 20, y: 44, width: 315, height: 150))
    #expect(frame(controller, 1, 0) == CGRect(x: 345, y: 44, width: 315, height: 150))
    // Grid: section 0 ends at 44 + 150 + 20 = 214, 10 between sections, header 44, section
    // inset 5, item inset 5. Three items sized to share 360 points: 120 each, inset by 5.
    #expect(frame(controller, 0, 1) == CGRect(x: 20, y: 278, width: 110, height: 80))
    #expect(frame(controller, 4, 1) == CGRect(x: 140, y: 368, width: 110, height: 80))
    // Badges on every fourth tile, pushed past the top-trailing corner.
    let badge = controller.collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: AppStoreViewController.badgeElementKind, at: IndexPath(item: 0, section: 1))
    let badgeFrame = badge?.frame ?? .zero
    #expect(abs(badgeFrame.minX - 118.8) < 1e-9 && abs(badgeFrame.minY - 273.2) < 1e-9)
    #expect(badgeFrame.size == CGSize(width: 16, height: 16))
    // A wider window gives the grid five columns.
    driver.window.frame = CGRect(x: 0, y: 0, width: 800, height: 700)
    controller.view.frame = driver.window.bounds
    driver.advance(by: 0.2)
    // (800 − 30) / 5 = 154 a column.
    #expect(frame(controller, 0, 1)?.width == 144)
  }

  @Test func snapshotOfThePage() {
    let controller = AppStoreViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 700))
    driver.advance(by: 0.2)
    assertSnapshot(of: driver.window, named: "app-store-page")
    // Scrolled: the grid's header is pinned at the top, the charts carousel shows.
    controller.collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    driver.advance(by: 0.2)
    assertSnapshot(of: driver.window, named: "app-store-page-scrolled")
  }
}
