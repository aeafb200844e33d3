import Foundation

/// A view controller whose view is a collection view, and which is that collection view's
/// data source and delegate. Subclasses override the data-source and delegate methods they
/// need (with `override`, as in UIKit): the controller implements every method of
/// `UICollectionViewDataSource`, `UICollectionViewDelegate` and `UIScrollViewDelegate` with
/// the protocols' default behaviour, so a subclass's version is the one the collection view
/// calls.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private var initialLayout: UICollectionViewLayout
  private var collectionViewStorage: UICollectionView?
  /// The long press that moves items when `installsStandardGestureForInteractiveMovement`.
  private var standardMovementGesture: UILongPressGestureRecognizer?
  /// The lifted cell's centre less the finger's location when the standard gesture began a
  /// movement; nil when it did not (or none is in progress).
  private var standardMovementOffset: CGVector?
  /// Lets the standard gesture begin only on an item that can move.
  private let standardMovementGate = StandardMovementGestureGate()

  /// Creates a controller whose collection view will use `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a flow layout. Mosaic loads no nibs: both arguments are
  /// ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller with a flow layout (Mosaic has no archives).
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view: the controller's view, created on first access with the layout
  /// given at creation. Setting it makes the controller its data source and delegate when
  /// they are not set.
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return collectionViewStorage
    }
    set {
      collectionViewStorage = newValue
      if let newValue {
        if newValue.dataSource == nil { newValue.dataSource = self }
        if newValue.delegate == nil { newValue.delegate = self }
        if viewIfLoaded !== newValue { view = newValue }
      }
      updateStandardMovementGesture()
    }
  }

  /// The collection view's current layout.
  open var collectionViewLayout: UICollectionViewLayout {
    collectionViewStorage?.collectionViewLayout ?? initialLayout
  }

  /// Whether the controller installs its standard gesture for reordering on the collection
  /// view; true by default. The gesture is a long press (0.5 s): pressing an item the data
  /// source lets move lifts it (`beginInteractiveMovementForItem(at:)`), moving the finger
  /// drags it (`updateInteractiveMovementTargetPosition(_:)`, keeping the cell where it was
  /// under the finger), lifting the finger drops it (`endInteractiveMovement()`), and a
  /// cancelled gesture puts it back (`cancelInteractiveMovement()`). Setting it to false
  /// removes the gesture.
  open var installsStandardGestureForInteractiveMovement = true {
    didSet { updateStandardMovementGesture() }
  }

  /// Whether the selection is cleared when the view is about to appear; true by default.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates the collection view, screen-sized and resizing with its superview, with the
  /// controller as its data source and delegate.
  open override func loadView() {
    let view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.backgroundColor = .white
    self.view = view
    collectionView = view
  }

  /// Clears the selection when `clearsSelectionOnViewWillAppear`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let view = collectionViewStorage else { return }
    for path in view.indexPathsForSelectedItems ?? [] {
      view.deselectItem(at: path, animated: animated)
    }
  }

  /// Turns editing on or off for the controller and its collection view's `isEditing`
  /// (inside an animation when `animated`, so list cells' accessories slide in and out).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    guard let view = collectionViewStorage, view.isEditing != editing else { return }
    if animated {
      UIView.animate(withDuration: 0.3) { view.isEditing = editing }
    } else {
      view.isEditing = editing
    }
  }

  // MARK: The standard reordering gesture

  /// Puts the standard reordering gesture on the collection view when it is wanted, and takes
  /// it off (or off a collection view that was replaced) when it is not.
  private func updateStandardMovementGesture() {
    let target = installsStandardGestureForInteractiveMovement ? collectionViewStorage : nil
    if let gesture = standardMovementGesture, gesture.view !== target {
      gesture.view?.removeGestureRecognizer(gesture)
    }
    guard let target else { return }
    let gesture =
      standardMovementGesture
      ?? UILongPressGestureRecognizer(
        target: self, action: UICollectionViewController.handleStandardMovementGesture)
    gesture.delegate = standardMovementGate
    standardMovementGesture = gesture
    if gesture.view !== target { target.addGestureRecognizer(gesture) }
  }

  /// Drives the interactive movement from the standard long press.
  private func handleStandardMovementGesture(_ gesture: UILongPressGestureRecognizer) {
    guard let view = gesture.view as? UICollectionView else { return }
    let location = gesture.location(in: view)
    if gesture.state == .began {
      standardMovementOffset = nil
      guard let path = view.indexPathForItem(at: location),
        view.beginInteractiveMovementForItem(at: path)
      else { return }
      let center = view.cellForItem(at: path)?.center ?? location
      standardMovementOffset = CGVector(dx: center.x - location.x, dy: center.y - location.y)
      return
    }
    guard let offset = standardMovementOffset else { return }
    switch gesture.state {
    case .changed:
      view.updateInteractiveMovementTargetPosition(
        CGPoint(x: location.x + offset.dx, y: location.y + offset.dy))
    case .ended:
      standardMovementOffset = nil
      view.endInteractiveMovement()
    default:
      standardMovementOffset = nil
      view.cancelInteractiveMovement()
    }
  }

  // MARK: UICollectionViewDataSource

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items; override it.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// Must be overridden when there are items: stops the program otherwise.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    fatalError(
      "\(type(of: self)) must override collectionView(_:cellForItemAt:) to provide cells")
  }

  /// Must be overridden when the layout has supplementary views: stops the program otherwise.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionViewFailure(
      "the collection view's data source did not return a valid view from "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind '"
        + "\(kind)' at index path \(UpdateItem.describe(indexPath)); data source: \(self)")
  }

  /// False.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: UICollectionViewDelegate

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// False.
  open func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// False.
  open func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {}
  /// The proposed index path.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  // MARK: UIScrollViewDelegate

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// True.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// The delegate of the standard reordering gesture: the press begins only over an item the
/// data source lets move, while no movement is in progress, so a press elsewhere leaves the
/// drag to the scroll view.
@MainActor
private final class StandardMovementGestureGate: UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let view = gestureRecognizer.view as? UICollectionView, view.interactiveMovement == nil,
      let path = view.indexPathForItem(at: gestureRecognizer.location(in: view)),
      let dataSource = view.dataSource
    else { return false }
    return dataSource.collectionView(view, canMoveItemAt: path)
  }
}
