import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct ScrollingAndHitTests {
  /// 100 items, rows of 5 every 60 points: content 1190 tall in a 320×200 view.
  func makeView() -> UICollectionView {
    makeCollectionView(GridModel([100]))
  }

  @Test func indexPathForItemAtPoint() {
    let view = makeView()
    #expect(view.indexPathForItem(at: CGPoint(x: 70, y: 65)) == IndexPath(item: 6, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 60, y: 5)) == nil)  // gap between columns
    #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 55)) == nil)  // gap between rows
    // Off screen items are found too.
    #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 1150)) == IndexPath(item: 99, section: 0))
  }

  @Test func scrollToItemVerticalPositions() {
    let view = makeView()
    let item = IndexPath(item: 52, section: 0)  // row 10: y 600–650
    view.scrollToItem(at: item, at: .top, animated: false)
    #expect(view.contentOffset.y == 600)
    view.scrollToItem(at: item, at: .centeredVertically, animated: false)
    #expect(view.contentOffset.y == 525)
    view.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(view.contentOffset.y == 450)
    view.setContentOffset(.zero, animated: false)
    view.scrollToItem(at: item, at: [], animated: false)
    #expect(view.contentOffset.y == 450)
    view.scrollToItem(at: IndexPath(item: 2, section: 0), at: [], animated: false)
    #expect(view.contentOffset.y == 0)
    view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset.y == 0)
    view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    #expect(view.contentOffset.y == 990)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 99, section: 0)) != nil)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func scrollToItemHorizontalPositionsAndInsets() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let view = makeCollectionView(GridModel([100]), layout: layout)
    // Columns of 3 every 60 points: item 30 is in column 10 (x 600–650); content 2030 wide.
    let item = IndexPath(item: 30, section: 0)
    view.scrollToItem(at: item, at: .left, animated: false)
    #expect(view.contentOffset == CGPoint(x: 600, y: 0))
    view.scrollToItem(at: item, at: .centeredHorizontally, animated: false)
    #expect(view.contentOffset.x == 465)
    view.scrollToItem(at: item, at: .right, animated: false)
    #expect(view.contentOffset.x == 330)
    view.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    view.scrollToItem(at: item, at: .left, animated: false)
    #expect(view.contentOffset.x == 580)
  }

  @Test func animatedScrollToItemArrivesThere() {
    VirtualTime.start()
    let view = makeView()
    view.scrollToItem(at: IndexPath(item: 52, section: 0), at: .top, animated: true)
    VirtualTime.advance(by: 1)
    #expect(view.contentOffset.y == 600)
    // Let the scroll indicators fade out, so no frame callback outlives the test.
    VirtualTime.advance(by: 5)
  }
}
