import MosaicTesting
import Testing

@testable import Mosaic

/// A paging carousel in the way carousel layouts are written: a horizontal flow layout whose
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` snaps to the item
/// nearest the proposed offset, one item further in the direction of a fast flick.
final class SnappingCarouselLayout: UICollectionViewFlowLayout {
  var asked: [(proposed: CGPoint, velocity: CGPoint)] = []
  var answers: [CGPoint] = []

  override init() {
    super.init()
    scrollDirection = .horizontal
    itemSize = CGSize(width: 200, height: 100)
    minimumLineSpacing = 25
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  var pageWidth: CGFloat { itemSize.width + minimumLineSpacing }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    asked.append((proposedContentOffset, velocity))
    let current = collectionView!.contentOffset.x / pageWidth
    var page = (proposedContentOffset.x / pageWidth).rounded()
    if velocity.x > 0.5 { page = max(page, current.rounded(.down) + 1) }
    if velocity.x < -0.5 { page = min(page, current.rounded(.up) - 1) }
    let answer = CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
    answers.append(answer)
    return answer
  }
}

final class CarouselModel: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 40 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// Records what the delegate is told when a drag ends.
final class DragEndRecorder: NSObject, UICollectionViewDelegate {
  var targets: [CGPoint] = []
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targets.append(targetContentOffset.pointee)
  }
}

@MainActor
@Suite struct ScrollTargetTests {
  func makeCarousel() -> (AppDriver, UICollectionView, SnappingCarouselLayout, DragEndRecorder) {
    let layout = SnappingCarouselLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 120), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let model = CarouselModel()
    let recorder = DragEndRecorder()
    view.dataSource = model
    view.delegate = recorder
    objc_keep(model, recorder, on: view)
    let driver = AppDriver(rootView: view, size: CGSize(width: 400, height: 120))
    return (driver, view, layout, recorder)
  }

  @Test(arguments: [
    // (drag distance in points, duration in seconds) → resting page
    (CGFloat(-60), 0.5, CGFloat(0)),  // a slow short drag snaps back to the nearest item
    (-150, 0.5, 225),  // a slow drag past the middle settles on the next item
    (-100, 0.1, 675),  // a flick at 1 pt/ms travels about 500 pt, to the nearest item there
    (-300, 0.1, 1800),  // a faster flick passes many items and stops on the one nearest its end
  ])
  func theEndOfADragAsksTheLayoutWhereToStopAndEndsExactlyThere(
    distance: CGFloat, duration: TimeInterval, expected: CGFloat
  ) {
    let (driver, view, layout, recorder) = makeCarousel()
    driver.drag(
      from: CGPoint(x: 300, y: 60), to: CGPoint(x: 300 + distance, y: 60), duration: duration)
    #expect(layout.asked.count == 1)
    let asked = layout.asked.first
    // The velocity is in points per millisecond, the content moving against the finger.
    if let asked {
      #expect(asked.velocity.x > 0)
      #expect(asked.velocity.y == 0)
      #expect(abs(asked.velocity.x - (-distance / CGFloat(duration)) / 1000) < 0.35)
    }
    _ = driver.runUntilIdle()
    #expect(layout.answers == [CGPoint(x: expected, y: 0)])
    #expect(view.contentOffset == CGPoint(x: expected, y: 0))
    // The delegate is told the layout's answer.
    #expect(recorder.targets == [view.contentOffset])
  }

  @Test func aTargetOutsideTheContentIsClamped() {
    final class FarLayout: UICollectionViewFlowLayout {
      override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
      ) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: 1e9)
      }
    }
    let layout = FarLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let model = CarouselModel()
    view.dataSource = model
    objc_keep(model, on: view)
    let driver = AppDriver(rootView: view, size: CGSize(width: 300, height: 400))
    driver.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 200), duration: 0.3)
    _ = driver.runUntilIdle()
    #expect(view.contentOffset.y == view.contentSize.height - 400)
  }
}

/// Keeps `objects` alive as long as `view` (data sources and delegates are weak).
@MainActor
func objc_keep(_ objects: AnyObject..., on view: UIView) {
  keptObjects.append((view, objects))
}
@MainActor var keptObjects: [(UIView, [AnyObject])] = []
