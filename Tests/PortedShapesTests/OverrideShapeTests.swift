// Code in the shape iOS projects write it (Swift 5 mode, `import UIKit`): subclasses that
// override UIKit's `open` members of UICollectionView and UIView — to log, to adjust a result,
// to widen a touch area — and call `super`. Each test checks that the override is the member
// that runs, when the code calls it and, where UIKit routes through the member itself (hit
// testing), when the framework does.
import MosaicTesting
import Testing
import UIKit

// MARK: - A collection view subclass overriding the members apps override

class TrackingCollectionView: UICollectionView {
  /// The overridden members called, in order (dequeuing is counted apart, in `dequeued`).
  var calls: [String] = []
  /// The items whose cells were dequeued through the override.
  var dequeued: [Int] = []

  override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    calls.append("cellForItem(at: \(indexPath.item))")
    return super.cellForItem(at: indexPath)
  }

  override func insertItems(at indexPaths: [IndexPath]) {
    calls.append("insertItems(at: \(indexPaths.map { $0.item }))")
    super.insertItems(at: indexPaths)
  }

  override func reloadData() {
    calls.append("reloadData()")
    super.reloadData()
  }

  override func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    calls.append("scrollToItem(at: \(indexPath.item))")
    super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  override func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    calls.append("selectItem(at: \(indexPath.map { String($0.item) } ?? "nil"))")
    super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  override var indexPathsForSelectedItems: [IndexPath]? {
    calls.append("indexPathsForSelectedItems")
    return super.indexPathsForSelectedItems
  }

  override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    calls.append("performBatchUpdates")
    super.performBatchUpdates(updates, completion: completion)
  }

  override func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    dequeued.append(indexPath.item)
    return super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }
}

class TrackedGridViewController: UIViewController, UICollectionViewDataSource {
  var collectionView: TrackingCollectionView!
  var items = Array(0..<30)

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    collectionView = TrackingCollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  /// A trailing closure on the subclass: the non-escaping form still wins over the override of
  /// the optional one, so the block uses `items` and `collectionView` without `self.`.
  func appendItem() {
    collectionView.performBatchUpdates {
      items.append(items.count)
      collectionView.insertItems(at: [IndexPath(item: items.count - 1, section: 0)])
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    items.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

// MARK: - A view with a touch area wider than its bounds, as small buttons get

class WideTouchView: UIView {
  /// `hitTest(_:with:)` and `point(inside:with:)` calls, with the point in this view's
  /// coordinates.
  var hitCalls: [String] = []
  /// The other overridden members called.
  var calls: [String] = []
  var taps = 0

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    hitCalls.append("point(inside: \(Int(point.x)), \(Int(point.y)))")
    return bounds.insetBy(dx: -20, dy: -20).contains(point)
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    hitCalls.append("hitTest(\(Int(point.x)), \(Int(point.y)))")
    return super.hitTest(point, with: event)
  }

  override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    calls.append("convert(_:to:)")
    return super.convert(point, to: view)
  }

  override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    calls.append("addGestureRecognizer(\(type(of: gestureRecognizer)))")
    super.addGestureRecognizer(gestureRecognizer)
  }

  func tapped() {
    taps += 1
  }
}

// MARK: - Tests

@MainActor
@Suite struct OverrideShapeTests {
  private func makeGrid() -> (TrackedGridViewController, AppDriver) {
    let controller = TrackedGridViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    return (controller, driver)
  }

  @Test func collectionViewOverridesRunWhenCalled() {
    let (controller, driver) = makeGrid()
    let collectionView = controller.collectionView!
    collectionView.calls.removeAll()

    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(cell != nil)
    #expect(collectionView.calls == ["cellForItem(at: 1)"])

    collectionView.calls.removeAll()
    collectionView.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(collectionView.calls == ["selectItem(at: 2)"])
    collectionView.calls.removeAll()
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collectionView.calls == ["indexPathsForSelectedItems"])

    collectionView.calls.removeAll()
    collectionView.scrollToItem(at: IndexPath(item: 12, section: 0), at: .top, animated: false)
    #expect(collectionView.calls == ["scrollToItem(at: 12)"])
    #expect(collectionView.contentOffset.y == 440)  // row 4: 4 × (100 + 10)

    collectionView.calls.removeAll()
    controller.items.insert(100, at: 3)
    collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
    #expect(collectionView.calls == ["insertItems(at: [3])"])
    driver.runUntilIdle()
    #expect(collectionView.numberOfItems(inSection: 0) == 31)

    collectionView.calls.removeAll()
    collectionView.reloadData()
    #expect(collectionView.calls == ["reloadData()"])
    driver.runUntilIdle()
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 12, section: 0))
  }

  @Test func batchUpdatesReachTheOverrideFromEveryForm() {
    let (controller, driver) = makeGrid()
    let collectionView = controller.collectionView!
    collectionView.calls.removeAll()

    controller.appendItem()
    #expect(collectionView.calls == ["performBatchUpdates", "insertItems(at: [30])"])
    driver.runUntilIdle()
    #expect(collectionView.numberOfItems(inSection: 0) == 31)

    collectionView.calls.removeAll()
    var finished: [Bool] = []
    collectionView.performBatchUpdates(
      {
        controller.items.append(31)
        collectionView.insertItems(at: [IndexPath(item: 31, section: 0)])
      },
      completion: { finished.append($0) })
    #expect(collectionView.calls == ["performBatchUpdates", "insertItems(at: [31])"])
    driver.runUntilIdle()
    #expect(finished == [true])

    collectionView.calls.removeAll()
    collectionView.performBatchUpdates(nil)
    let asUIKitType: UICollectionView = collectionView
    asUIKitType.performBatchUpdates {}
    #expect(collectionView.calls == ["performBatchUpdates", "performBatchUpdates"])
    driver.runUntilIdle()
    #expect(collectionView.numberOfItems(inSection: 0) == 32)
  }

  @Test func theDataSourceDequeuesThroughTheOverride() {
    let (controller, driver) = makeGrid()
    let collectionView = controller.collectionView!
    let visible = collectionView.indexPathsForVisibleItems.map { $0.item }
    #expect(visible == Array(0..<15))  // five rows of three in 480 points
    #expect(collectionView.dequeued.sorted() == visible)

    collectionView.dequeued.removeAll()
    collectionView.setContentOffset(CGPoint(x: 0, y: 550), animated: false)
    driver.runUntilIdle()
    let arrived = Set(collectionView.indexPathsForVisibleItems.map { $0.item })
      .subtracting(visible)
    #expect(!arrived.isEmpty)
    #expect(Set(collectionView.dequeued) == arrived)
  }

  @Test func viewOverridesRunWhenCalledAndHitTestingGoesThroughThem() {
    let root = UIView()
    let driver = AppDriver(rootView: root, size: CGSize(width: 320, height: 480))
    let view = WideTouchView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    root.addSubview(view)
    let tap = UITapGestureRecognizer(target: view, action: WideTouchView.tapped)
    view.addGestureRecognizer(tap)
    #expect(view.calls == ["addGestureRecognizer(UITapGestureRecognizer)"])
    #expect(view.gestureRecognizers?.first === tap)

    view.calls.removeAll()
    #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 101, y: 102))
    #expect(view.calls == ["convert(_:to:)"])

    #expect(view.point(inside: CGPoint(x: -15, y: 0), with: nil))
    #expect(view.hitCalls == ["point(inside: -15, 0)"])
    view.hitCalls.removeAll()
    #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    #expect(view.hitCalls == ["hitTest(5, 5)", "point(inside: 5, 5)"])

    // UIKit finds a touch's view by calling `hitTest(_:with:)` down the hierarchy, which asks
    // each view `point(inside:with:)`: a touch just outside the bounds lands in the wider area.
    view.hitCalls.removeAll()
    driver.tap(at: CGPoint(x: 90, y: 95))
    #expect(view.taps == 1)
    #expect(Set(view.hitCalls) == ["hitTest(-10, -5)", "point(inside: -10, -5)"])
    #expect(view.hitCalls.first == "hitTest(-10, -5)")

    view.hitCalls.removeAll()
    driver.tap(at: CGPoint(x: 60, y: 60))
    #expect(view.taps == 1)
    #expect(Set(view.hitCalls) == ["hitTest(-40, -40)", "point(inside: -40, -40)"])
  }
}
