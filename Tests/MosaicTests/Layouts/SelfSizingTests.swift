import Testing

@testable import Mosaic

/// A cell that asks for a height that depends on its item, as a cell sized by its text would.
@MainActor
final class TallerCell: UICollectionViewCell {
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let a = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    a.size = CGSize(width: 100, height: 30 + 10 * CGFloat(layoutAttributes.indexPath.item % 3))
    return a
  }
}

@MainActor
struct SelfSizingTests {
  @Test func cellsSizeThemselvesWhenTheyAppear() {
    let model = GridModel([7])
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 20)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.delegate = model
    view.layoutIfNeeded()
    // Lines of 3 (3·100 + 2·10 = 320): heights 30, 40, 50 centred in a 50-point line.
    #expect(itemFrame(view, 0) == CGRect(x: 0, y: 10, width: 100, height: 30))
    #expect(itemFrame(view, 1) == CGRect(x: 110, y: 5, width: 100, height: 40))
    #expect(itemFrame(view, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
    #expect(itemFrame(view, 3) == CGRect(x: 0, y: 70, width: 100, height: 30))
    #expect(itemFrame(view, 6) == CGRect(x: 0, y: 120, width: 100, height: 30))
    #expect(view.contentSize.height == 150)
    // The cells on screen have the sizes they asked for.
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == itemFrame(view, 2))
    #expect(model.pairingErrors.isEmpty)
  }

  @Test func withoutAnEstimateTheFlowLayoutKeepsItsItemSize() {
    // The cells are asked (under every layout), but the flow layout declines their sizes.
    let model = GridModel([3])
    let layout = UICollectionViewFlowLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.register(TallerCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.layoutIfNeeded()
    #expect(itemFrame(view, 1)?.size == CGSize(width: 50, height: 50))
  }
}
