import UIKit

/// The "Compositional" demo: an App Store–style page built with a compositional layout whose
/// section provider adapts to the window: a featured carousel paging by group (centred), a
/// grid whose column count follows the width (badges on some items, a rounded background),
/// a "top charts" carousel of three-row groups resting on group boundaries, a carousel paging
/// by screen, and a two-column list. Section headers stay pinned while their section shows.
/// Fed by a diffable data source with cell and supplementary registrations.
///
/// It prints, after each change of size, `compositional: width W columns C offset Y: …` with
/// the grid's first items (`item:x,y,w,h` in collection view content points),
/// `compositional: section S offset X` when a carousel scrolls sideways and
/// `compositional: scrolled Y` when the page scrolls.
enum CompositionalDemo {
  @MainActor static func make() -> UIViewController { CompositionalViewController() }

  enum Section: Int, CaseIterable {
    case featured, grid, charts, pages, more

    var title: String {
      switch self {
      case .featured: "Featured"
      case .grid: "Grid"
      case .charts: "Top charts"
      case .pages: "Pages"
      case .more: "More"
      }
    }

    var count: Int {
      switch self {
      case .featured: 8
      case .grid: 24
      case .charts: 30
      case .pages: 5
      case .more: 40
      }
    }
  }

  struct Item: Hashable, Sendable {
    let section: Int
    let index: Int
  }

  static let badgeKind = "badge"
  static let backgroundKind = "section-background"
  static let headerKind = UICollectionView.elementKindSectionHeader

  static func columns(forWidth width: CGFloat) -> Int { max(2, Int(width / 130)) }

  final class TileCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.layer.cornerRadius = 10
      contentView.clipsToBounds = true
      label.font = .boldSystemFont(ofSize: 15)
      label.textColor = .white
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class HeaderView: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = UIColor(white: 1, alpha: 0.95)
      label.font = .boldSystemFont(ofSize: 20)
      label.textColor = .black
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
        label.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class BadgeView: UICollectionReusableView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemRed
      layer.cornerRadius = 10
      layer.borderColor = UIColor.white.cgColor
      layer.borderWidth = 2
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class BackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = UIColor(red: 0.92, green: 0.94, blue: 0.98, alpha: 1)
      layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  static func color(for item: Item) -> UIColor {
    let hue = (CGFloat(item.section) * 0.21 + CGFloat(item.index) * 0.053)
      .truncatingRemainder(dividingBy: 1)
    return UIColor(hue: hue, saturation: 0.55, brightness: 0.85, alpha: 1)
  }

  final class CompositionalViewController: UIViewController, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Item>!
    private var lastReport = ""
    private var lastOffsets: [Int: Int] = [:]
    private var lastScrolled = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Compositional"
      view.backgroundColor = .white
      let layout = makeLayout()
      layout.register(BackgroundView.self, forDecorationViewOfKind: backgroundKind)
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collectionView.backgroundColor = .white
      collectionView.delegate = self
      view.addSubview(collectionView)

      let cells = UICollectionView.CellRegistration<TileCell, Item> { cell, _, item in
        cell.contentView.backgroundColor = CompositionalDemo.color(for: item)
        cell.label.text = "\(item.index + 1)"
      }
      let headers = UICollectionView.SupplementaryRegistration<HeaderView>(
        elementKind: headerKind
      ) { header, _, indexPath in
        header.label.text = Section(rawValue: indexPath.section)?.title
      }
      let badges = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: badgeKind) {
        _, _, _ in
      }
      dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
      }
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        kind == badgeKind
          ? collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
          : collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
      for section in Section.allCases {
        snapshot.appendSections([section.rawValue])
        snapshot.appendItems(
          (0..<section.count).map { Item(section: section.rawValue, index: $0) },
          toSection: section.rawValue)
      }
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func header() -> NSCollectionLayoutBoundarySupplementaryItem {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
        elementKind: headerKind, alignment: .top)
      header.pinToVisibleBounds = true
      header.zIndex = 2
      return header
    }

    private func carousel(
      width: CGFloat, height: CGFloat, rows: Int,
      behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, section: Int
    ) -> NSCollectionLayoutSection {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1 / CGFloat(rows))
        ))
      item.contentInsets = NSDirectionalEdgeInsets(
        top: rows > 1 ? 3 : 0, leading: 0, bottom: rows > 1 ? 3 : 0, trailing: 0)
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(width), heightDimension: .absolute(height)),
        subitems: [item])
      let result = NSCollectionLayoutSection(group: group)
      result.orthogonalScrollingBehavior = behavior
      result.interGroupSpacing = 10
      result.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 16, trailing: 12)
      result.boundarySupplementaryItems = [header()]
      result.visibleItemsInvalidationHandler = { [weak self] _, offset, _ in
        self?.noteOffset(Int(offset.x.rounded()), section: section)
      }
      return result
    }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 8
      return UICollectionViewCompositionalLayout(
        sectionProvider: { [unowned self] index, environment in
          let width = environment.container.effectiveContentSize.width
          switch Section(rawValue: index) ?? .more {
          case .featured:
            return carousel(
              width: 0.85, height: 180, rows: 1, behavior: .groupPagingCentered, section: index)
          case .charts:
            return carousel(
              width: 0.85, height: 210, rows: 3, behavior: .continuousGroupLeadingBoundary,
              section: index)
          case .pages:
            return carousel(width: 1, height: 120, rows: 1, behavior: .paging, section: index)
          case .grid:
            let columns = CompositionalDemo.columns(forWidth: width)
            let badge = NSCollectionLayoutSupplementaryItem(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(20), heightDimension: .absolute(20)),
              elementKind: badgeKind,
              containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let item = NSCollectionLayoutItem(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                heightDimension: .fractionalHeight(1)),
              supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
              subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(
              top: 8, leading: 12, bottom: 8, trailing: 12)
            section.boundarySupplementaryItems = [header()]
            let background = NSCollectionLayoutDecorationItem.background(
              elementKind: backgroundKind)
            background.contentInsets = NSDirectionalEdgeInsets(
              top: 40, leading: 6, bottom: 0, trailing: 6)
            section.decorationItems = [background]
            return section
          case .more:
            let item = NSCollectionLayoutItem(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
              repeatingSubitem: item, count: 2)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(
              top: 4, leading: 12, bottom: 12, trailing: 12)
            section.boundarySupplementaryItems = [header()]
            return section
          }
        }, configuration: configuration)
    }

    private func noteOffset(_ offset: Int, section: Int) {
      guard lastOffsets[section] != offset else { return }
      lastOffsets[section] = offset
      DispatchQueue.main.async {
        DemoLog.report("compositional: section \(section) offset \(offset)")
      }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      let y = Int(scrollView.contentOffset.y.rounded())
      guard y != lastScrolled else { return }
      lastScrolled = y
      DispatchQueue.main.async { DemoLog.report("compositional: scrolled \(y)") }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      DispatchQueue.main.async { [weak self] in self?.reportGrid() }
    }

    /// Prints the grid's geometry when it changed.
    private func reportGrid() {
      guard let collectionView else { return }
      let width = collectionView.bounds.width
      let columns = CompositionalDemo.columns(forWidth: width)
      let grid = Section.grid.rawValue
      let items = (0..<min(Section.grid.count, columns * 2)).compactMap { index -> String? in
        guard
          let f = collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: grid))?
            .frame
        else { return nil }
        return "\(index):\(fmt(f.minX)),\(fmt(f.minY)),\(fmt(f.width)),\(fmt(f.height))"
      }
      let line =
        "compositional: width \(fmt(width)) columns \(columns) offset "
        + "\(fmt(collectionView.contentOffset.y)): " + items.joined(separator: " ")
      guard line != lastReport else { return }
      lastReport = line
      DemoLog.report(line)
    }

    private func fmt(_ v: CGFloat) -> String {
      v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
  }
}
