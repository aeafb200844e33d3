import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// The "bouncy" flow layout: every item hangs on a spring at its place; scrolling moves the
/// items by a share of the scroll that grows with their distance from the touch, and the
/// springs bring them back.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
  lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

  override func prepare() {
    super.prepare()
    guard animator.behaviors.isEmpty else { return }
    let everything = CGRect(origin: .zero, size: collectionViewContentSize)
    for item in super.layoutAttributesForElements(in: everything) ?? [] {
      let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      animator.addBehavior(spring)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    animator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let delta = newBounds.origin.y - collectionView.bounds.origin.y
    let touch = CGPoint(x: 0, y: newBounds.minY)
    for case let spring as UIAttachmentBehavior in animator.behaviors {
      let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
      guard let item = spring.items.first else { continue }
      item.center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
      animator.updateItem(usingCurrentState: item)
    }
    return false
  }

  /// Where the flow layout puts the item, without springs.
  func restingFrame(at indexPath: IndexPath) -> CGRect? {
    super.layoutAttributesForItem(at: indexPath)?.frame
  }
}

@MainActor
final class NumberedCells: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 30 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

@MainActor
@Suite(.serialized)
struct DynamicAnimatorLayoutTests {
  @Test func aSpringyFlowLayoutLagsBehindTheScrollAndSettles() throws {
    let layout = SpringyFlowLayout()
    layout.itemSize = CGSize(width: 280, height: 40)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let cells = NumberedCells()
    collectionView.dataSource = cells
    let driver = AppDriver(rootView: collectionView, size: CGSize(width: 300, height: 400))
    #expect(layout.animator.behaviors.count == 30)
    #expect(driver.runUntilIdle(limit: 3))
    #expect(!layout.animator.isRunning)
    func frame(_ item: Int) -> CGRect? {
      collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    let resting = (0..<30).map { layout.restingFrame(at: IndexPath(item: $0, section: 0))! }
    #expect(frame(3) == resting[3])

    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(layout.animator.isRunning, "moving the items resumes the animator")
    driver.advance(by: 1.0 / 60)
    // Item 9 (anchor y 470) lagged by 100 · (470 − 100)/1500 points and springs back.
    let lagging = try #require(frame(9))
    #expect(lagging.minY > resting[9].minY + 20, "\(lagging) vs \(resting[9])")
    #expect(driver.runUntilIdle(limit: 5))
    for item in 3..<9 {
      let now = try #require(frame(item))
      #expect(abs(now.minY - resting[item].minY) < 0.05, "item \(item): \(now)")
    }
  }
}
