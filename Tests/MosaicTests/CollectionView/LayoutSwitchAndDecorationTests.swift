import MosaicTesting
import Testing

@testable import Mosaic

/// A layout with one cell per item in a column and a decoration view behind each item.
@MainActor
class ShelfLayout: UICollectionViewLayout {
  override init() {
    super.init()
    register(ShelfView.self, forDecorationViewOfKind: "shelf")
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }
  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 40)
  }
  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    a.frame = CGRect(x: 10, y: CGFloat(indexPath.item) * 40 + 5, width: 100, height: 30)
    a.zIndex = 1
    return a
  }
  override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
    a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 40, width: 320, height: 40)
    a.zIndex = -1
    a.alpha = 0.5
    return a
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let first = max(0, Int(rect.minY / 40))
    let last = min(count - 1, Int(rect.maxY / 40))
    guard first <= last else { return [] }
    return (first...last).flatMap { i -> [UICollectionViewLayoutAttributes] in
      let path = IndexPath(item: i, section: 0)
      return [
        layoutAttributesForDecorationView(ofKind: "shelf", at: path)!,
        layoutAttributesForItem(at: path)!,
      ]
    }
  }
}

@MainActor
final class ShelfView: UICollectionReusableView {}

/// Records prefetch requests.
@MainActor
final class PrefetchLog: UICollectionViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths)
  }
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    cancelled.append(indexPaths)
  }
}

@MainActor
struct LayoutSwitchAndDecorationTests {
  @Test func decorationViewsComeFromTheLayoutsRegistration() {
    let view = makeCollectionView(GridModel([20]), layout: ShelfLayout())
    // 200 points show items 0–4 (item 5's shelf starts at 200 and does not overlap).
    #expect(view.indexPathsForVisibleItems.count == 5)
    let shelves = view.subviews.compactMap { $0 as? ShelfView }
    #expect(shelves.count == 5)
    #expect(shelves.allSatisfy { $0.alpha == 0.5 && $0.layer.zPosition == -1 })
    #expect(shelves.map(\.frame.minY).sorted() == [0, 40, 80, 120, 160])
    view.contentOffset = CGPoint(x: 0, y: 400)
    view.layoutIfNeeded()
    // The shelves were reused, not recreated.
    let after = view.subviews.compactMap { $0 as? ShelfView }
    #expect(after.count == 5)
    #expect(Set(after.map(ObjectIdentifier.init)) == Set(shelves.map(ObjectIdentifier.init)))
    #expect(after.map(\.frame.minY).sorted() == [400, 440, 480, 520, 560])
  }

  @Test func switchingLayoutsRepositionsTheCells() {
    let model = GridModel([8])
    let view = makeCollectionView(model, size: CGSize(width: 400, height: 300))
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))!
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    let circle = CircleLayout()
    var finished = false
    view.setCollectionViewLayout(circle, animated: false) { finished = $0 }
    #expect(finished)
    #expect(view.collectionViewLayout === circle)
    #expect(circle.collectionView === view)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.center == CGPoint(x: 320, y: 150))
    #expect(view.contentSize == CGSize(width: 400, height: 300))
    #expect(model.pairingErrors.isEmpty)
    // Back to a flow layout through the property.
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 30, height: 30)
    view.collectionViewLayout = flow
    #expect(
      view.cellForItem(at: IndexPath(item: 1, section: 0))?.bounds.size
        == CGSize(width: 30, height: 30))
  }

  @Test func animatedLayoutSwitchGlidesTheCells() {
    VirtualTime.start()
    let view = makeCollectionView(GridModel([8]), size: CGSize(width: 400, height: 300))
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))!
    #expect(cell.center == CGPoint(x: 25, y: 25))
    var finished: Bool?
    view.setCollectionViewLayout(CircleLayout(), animated: true) { finished = $0 }
    // The model value is the new place at once; the screen shows the way there.
    #expect(cell.center == CGPoint(x: 320, y: 150))
    #expect(finished == nil)
    VirtualTime.advance(by: 0.15)
    let midway = cell.layer.presentation()?.position ?? .zero
    #expect(midway.x > 25 && midway.x < 320)
    #expect(midway.y > 25 && midway.y < 150)
    VirtualTime.advance(by: 0.3)
    #expect(finished == true)
    #expect(cell.layer.presentation()?.position == CGPoint(x: 320, y: 150))
  }

  @Test func animatedLayoutSwitchBringsAppearingCellsFromTheirOldPlaces() {
    VirtualTime.start()
    let big = UICollectionViewFlowLayout()
    big.itemSize = CGSize(width: 190, height: 140)
    let view = makeCollectionView(GridModel([40]), size: CGSize(width: 400, height: 300))
    view.setCollectionViewLayout(big, animated: false)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 10, section: 0)) == nil)
    let oldPlace = big.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))!.center
    let small = UICollectionViewFlowLayout()
    small.itemSize = CGSize(width: 40, height: 40)
    view.setCollectionViewLayout(small, animated: true)
    let cell = view.cellForItem(at: IndexPath(item: 10, section: 0))!
    let newPlace = small.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))!.center
    #expect(cell.center == newPlace)
    VirtualTime.advance(by: 0.15)
    let midway = cell.layer.presentation()!.position
    // On its way from the old layout's place (below the screen) to the new one.
    #expect(midway.y > newPlace.y && midway.y < oldPlace.y)
    VirtualTime.advance(by: 0.3)
    #expect(cell.layer.presentation()!.position == newPlace)
  }

  @Test func prefetchingAnnouncesTheNextScreen() {
    let model = GridModel([200])
    let log = PrefetchLog()
    let view = makeCollectionView(model)
    view.prefetchDataSource = log
    view.setNeedsLayout()
    view.layoutIfNeeded()
    // Rows of 5 every 60 points; bounds 0–200 shows rows 0–3; the next 200 points hold
    // rows 4–6 (row 6 is 360–410, which overlaps 200–400).
    #expect(log.prefetched.count == 1)
    #expect(log.prefetched.first == (20..<35).map { IndexPath(item: $0, section: 0) })
    view.contentOffset = CGPoint(x: 0, y: 120)
    view.layoutIfNeeded()
    // Rows 4–5 became visible; rows 7–8 (420–530, overlapping 320–520) are announced.
    #expect(log.prefetched.last == (35..<45).map { IndexPath(item: $0, section: 0) })
    #expect(log.cancelled.isEmpty)
    // Scrolling back up announces the rows above and cancels the ones below.
    view.contentOffset = CGPoint(x: 0, y: 60)
    view.layoutIfNeeded()
    #expect(log.prefetched.last == (0..<5).map { IndexPath(item: $0, section: 0) })
    #expect(log.cancelled.last == (30..<45).map { IndexPath(item: $0, section: 0) })
    view.isPrefetchingEnabled = false
    view.contentOffset = CGPoint(x: 0, y: 600)
    view.layoutIfNeeded()
    #expect(log.prefetched.count == 3)
  }
}
