import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// A data source of list rows, one section a count, each row a list cell showing its index
/// path in its default content configuration; headers and footers are list cells' siblings.
@MainActor
final class ListRows: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  var detail: String?
  var accessories: [UICellAccessory] = []
  var headerCells = false
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      as! UICollectionViewListCell
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.section).\(indexPath.item)"
    content.secondaryText = detail
    cell.contentConfiguration = content
    cell.accessories = accessories
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: headerCells ? "listTitle" : "title", for: indexPath)
    if let header = view as? UICollectionViewListCell {
      var content = header.defaultContentConfiguration()
      content.text = "Section \(indexPath.section)"
      header.contentConfiguration = content
    } else {
      view.backgroundColor = .systemGray5
    }
    return view
  }
}

@MainActor
struct ListLayoutTests {
  private func makeList(
    _ configuration: UICollectionLayoutListConfiguration, counts: [Int],
    size: CGSize = CGSize(width: 320, height: 600), prepare: (ListRows) -> Void = { _ in }
  ) -> (UICollectionView, ListRows, UICollectionViewCompositionalLayout) {
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let rows = ListRows(counts)
    prepare(rows)
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "title")
      view.register(
        UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "listTitle")
    }
    view.dataSource = rows
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    return (view, rows, layout)
  }

  private func cell(_ view: UICollectionView, _ item: Int, section: Int = 0)
    -> UICollectionViewListCell
  {
    view.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
  }

  @Test func plainRowsStackEdgeToEdgeAtTheirMeasuredHeights() {
    let (view, rows, _) = makeList(.init(appearance: .plain), counts: [4])
    withExtendedLifetime(rows) {}
    var y: CGFloat = 0
    for item in 0..<4 {
      let frame = cell(view, item).frame
      #expect(frame.minX == 0 && frame.width == 320)
      #expect(frame.minY == y)
      // One line of 17-point text between 11-point margins.
      let expected = cell(view, item).systemLayoutSizeFitting(
        CGSize(width: 320, height: 44), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      #expect(frame.height == expected)
      y = frame.maxY
    }
    #expect(view.contentSize.height == y)
    // Plain rows: the plain cell style and background, a separator under all but the last.
    #expect(cell(view, 0).defaultContentConfiguration() == .cell())
    #expect(cell(view, 0).backgroundConfiguration == .listPlainCell())
    for item in 0..<3 {
      let separator = cell(view, item).separatorView
      #expect(separator?.isHidden == false)
      #expect(
        separator?.frame
          == CGRect(x: 16, y: cell(view, item).bounds.height - 1, width: 304, height: 1))
    }
    #expect(cell(view, 3).separatorView?.isHidden ?? true)
    #expect(cell(view, 0).layer.cornerRadius == 0)
  }

  @Test func insetGroupedSectionsAreInsetAndRounded() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.showsSeparators = true
    let (view, rows, _) = makeList(configuration, counts: [3, 1])
    withExtendedLifetime(rows) {}
    let first = cell(view, 0).frame
    #expect(first.minX == 20 && first.width == 280)
    #expect(first.minY == 35)
    #expect(cell(view, 1).frame.minY == first.maxY)
    // The next section starts 35 points below the last row of the first.
    #expect(cell(view, 0, section: 1).frame.minY == cell(view, 2).frame.maxY + 35)
    #expect(cell(view, 0).backgroundConfiguration == .listGroupedCell())
    #expect(cell(view, 0).layer.cornerRadius == 10)
    #expect(cell(view, 0).layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(cell(view, 1).layer.cornerRadius == 0)
    #expect(cell(view, 2).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(cell(view, 0, section: 1).layer.maskedCorners == .allCorners)
    #expect(cell(view, 0, section: 1).layer.cornerRadius == 10)
    #expect(cell(view, 1).separatorView?.isHidden == false)
    #expect(cell(view, 2).separatorView?.isHidden ?? true)
  }

  @Test func deletingTheLastRowMovesTheEndOfTheSection() {
    let (view, rows, _) = makeList(.init(appearance: .insetGrouped), counts: [3])
    #expect(cell(view, 1).separatorView?.isHidden == false)
    rows.counts = [2]
    view.deleteItems(at: [IndexPath(item: 2, section: 0)])
    view.layoutIfNeeded()
    #expect(cell(view, 1).separatorView?.isHidden ?? true)
    #expect(cell(view, 1).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  @Test func supplementaryHeadersSitAboveTheRowsAndPinInPlainLists() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let (view, rows, layout) = makeList(configuration, counts: [30, 30])
    withExtendedLifetime(rows) {}
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.minY == 0)
    #expect(header?.frame.width == 320)
    #expect(cell(view, 0).frame.minY == header?.frame.maxY)
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(
      footer?.frame.minY
        == layout.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))?.frame.maxY)
    // Scrolled into the section, its header stays at the top of the visible area.
    view.contentOffset = CGPoint(x: 0, y: 200)
    view.layoutIfNeeded()
    let pinned = layout.layoutAttributesForElements(in: view.bounds)?.first {
      $0.representedElementKind == UICollectionView.elementKindSectionHeader
        && $0.indexPath.section == 0
    }
    #expect(pinned?.frame.minY == 200)
  }

  @Test func theFirstItemCanBeTheHeader() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .firstItemInSection
    let (view, rows, _) = makeList(configuration, counts: [3])
    withExtendedLifetime(rows) {}
    #expect(cell(view, 0).defaultContentConfiguration() == .groupedHeader())
    #expect(cell(view, 0).backgroundConfiguration == .listGroupedHeaderFooter())
    #expect(cell(view, 0).separatorView?.isHidden ?? true)
    #expect(cell(view, 1).defaultContentConfiguration() == .cell())
    #expect(cell(view, 1).backgroundConfiguration == .listGroupedCell())
  }

  @Test func sidebarsHaveSidebarRowsAndNoSeparators() {
    let (view, rows, _) = makeList(.init(appearance: .sidebar), counts: [3])
    withExtendedLifetime(rows) {}
    #expect(cell(view, 0).frame.minX == 10 && cell(view, 0).frame.width == 300)
    #expect(cell(view, 0).defaultContentConfiguration() == .sidebarCell())
    #expect(cell(view, 0).backgroundConfiguration == .listSidebarCell())
    #expect(cell(view, 0).separatorView?.isHidden ?? true)
  }

  @Test func anAppsBackgroundIsKept() {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    let rows = ListRows([2])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    final class TintedCell: UICollectionViewListCell {
      override init(frame: CGRect) {
        super.init(frame: frame)
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemTeal
        backgroundConfiguration = background
      }
      required init?(coder: NSCoder) { nil }
    }
    view.register(TintedCell.self, forCellWithReuseIdentifier: "row")
    view.dataSource = rows
    view.layoutIfNeeded()
    let shown = view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(shown?.backgroundConfiguration?.backgroundColor == .systemTeal)
  }

  @Test func aSectionProviderMixesListsWithOtherSections() {
    let layout = UICollectionViewCompositionalLayout { section, environment in
      if section == 0 {
        return NSCollectionLayoutSection.list(
          using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let rows = ListRows([2, 2])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    view.dataSource = rows
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(cell(view, 0).frame.minX == 20)
    #expect(cell(view, 0).backgroundConfiguration == .listGroupedCell())
    // A list cell outside a list section keeps the plain styles.
    #expect(
      cell(view, 1, section: 1).frame
        == CGRect(x: 160, y: cell(view, 1).frame.maxY, width: 160, height: 50))
    #expect(cell(view, 1, section: 1).backgroundConfiguration == .listPlainCell())
    #expect(cell(view, 1, section: 1).separatorView?.isHidden ?? true)
  }

  @Test func rowsGrowWithTheirContentInTheRoomTheAccessoriesLeave() {
    let long = "A secondary text long enough to wrap onto a second and a third line in a row"
    let (view, rows, _) = makeList(.init(appearance: .insetGrouped), counts: [2]) {
      $0.detail = long
      $0.accessories = [.disclosureIndicator()]
    }
    withExtendedLifetime(rows) {}
    let row = cell(view, 0)
    let content = row.contentView as! UIListContentView
    // The content view gets the row's width less the indicator's slot and its margins.
    #expect(content.frame.width < row.bounds.width)
    #expect(content.frame.width == row.contentWidth(forCellWidth: 280, height: row.bounds.height))
    let needed = content.sizeThatFits(
      CGSize(width: content.frame.width, height: .greatestFiniteMagnitude)
    ).height.rounded(.up)
    #expect(needed > 66)
    #expect(row.frame.height == needed)
    #expect(cell(view, 1).frame.minY == row.frame.maxY)
  }

  @Test func listCellHeadersTakeTheHeaderStyles() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let (view, rows, _) = makeList(configuration, counts: [2]) { $0.headerCells = true }
    withExtendedLifetime(rows) {}
    let header =
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    #expect(header?.backgroundConfiguration == .listGroupedHeaderFooter())
    #expect(header?.defaultContentConfiguration() == .groupedHeader())
    #expect(header?.separatorView?.isHidden ?? true)
    #expect(header?.layer.cornerRadius == 0)
    #expect(header.map { cell(view, 0).frame.minY == $0.frame.maxY } == true)
  }
}
