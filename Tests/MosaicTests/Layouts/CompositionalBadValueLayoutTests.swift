import Testing

@testable import Mosaic

/// A collection view whose compositional layout has NaN or infinite numbers keeps running: the
/// layout reports each bad value once and shows the cells at finite frames.
@MainActor
struct CompositionalBadValueLayoutTests {
  private func layout(item width: NSCollectionLayoutDimension, spacing: CGFloat = 0)
    -> UICollectionViewCompositionalLayout
  {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: width, heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    return UICollectionViewCompositionalLayout(section: section)
  }

  @Test func aNaNItemWidthIsReportedOnceAndTheCellsStayFinite() {
    let layout = layout(item: .absolute(.nan))
    let model = GridModel([6])
    let view = makeCollectionView(model, size: CGSize(width: 300, height: 400), layout: layout)
    view.collectionViewLayout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(
      layout.reportedIssues == [
        "section 0's group's subitem 0's width (.absolute) is nan; a size must be a finite number "
          + "not below 0, so 0 is used"
      ])
    #expect(view.visibleCells.count == 6)
    for cell in view.visibleCells {
      #expect(cell.frame.origin.x.isFinite && cell.frame.origin.y.isFinite)
      #expect(cell.frame.width == 0 && cell.frame.height == 50)
    }
  }

  @Test func infiniteSpacingAndFractionsKeepTheContentFinite() {
    let layout = layout(item: .fractionalWidth(.infinity), spacing: .infinity)
    let model = GridModel([3])
    let view = makeCollectionView(model, size: CGSize(width: 300, height: 400), layout: layout)
    #expect(view.contentSize.height.isFinite)
    #expect(layout.reportedIssues.count == 2)
    #expect(view.visibleCells.allSatisfy { $0.frame.width.isFinite && $0.frame.minY.isFinite })
  }
}
