import MosaicTesting
import Testing

@testable import Mosaic

/// A controller subclass written as a UIKit app writes one.
@MainActor
final class PhotosController: UICollectionViewController {
  var selected: [IndexPath] = []
  var displayed = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  { 12 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    displayed += 1
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selected.append(indexPath)
  }
}

@MainActor
struct CollectionViewControllerTests {
  @Test func controllerIsDataSourceAndDelegateAndSubclassOverridesAreCalled() {
    let layout = UICollectionViewFlowLayout()
    let controller = PhotosController(collectionViewLayout: layout)
    let view = controller.collectionView!
    #expect(controller.view === view)
    #expect(view.dataSource === controller)
    #expect(view.delegate === controller)
    #expect(controller.collectionViewLayout === layout)
    #expect(controller.installsStandardGestureForInteractiveMovement)
    #expect(controller.clearsSelectionOnViewWillAppear)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 12)
    #expect(view.visibleCells.count == 12)
    #expect(controller.displayed == 12)
    // A tap selects through the subclass's override.
    _ = SelectionScene()  // resets the touch router and starts virtual time
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    window.addSubview(view)
    let p = CGPoint(x: 92, y: 85)  // item 6: x 67.5–117.5, y 60–110
    window.deliverTouch(id: 0, phase: .began, location: p, timestamp: AnimationClock.now)
    VirtualTime.advance(by: 0.2)
    window.deliverTouch(id: 0, phase: .ended, location: p, timestamp: AnimationClock.now)
    #expect(controller.selected == [IndexPath(item: 6, section: 0)])
    VirtualTime.advance(by: 5)
    view.deselectItem(at: IndexPath(item: 6, section: 0), animated: false)
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    controller.viewWillAppear(false)
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test func defaultControllerHasAFlowLayoutAndNoItems() {
    let controller = UICollectionViewController(nibName: nil, bundle: nil)
    #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
    #expect(controller.collectionView.numberOfSections == 1)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 0)
  }
}
