import Foundation

/// A view controller whose view is a collection view, and which is that collection view's
/// data source and delegate. Subclasses override the data-source and delegate methods they
/// need (with `override`, as in UIKit): the controller implements every method of
/// `UICollectionViewDataSource`, `UICollectionViewDelegate` and `UIScrollViewDelegate` with
/// the protocols' default behaviour, so a subclass's version is the one the collection view
/// calls.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private var initialLayout: UICollectionViewLayout
  private var collectionViewStorage: UICollectionView?

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
    }
  }

  /// The collection view's current layout.
  open var collectionViewLayout: UICollectionViewLayout {
    collectionViewStorage?.collectionViewLayout ?? initialLayout
  }

  /// Whether the controller installs a long-press recognizer that moves items interactively;
  /// true by default. Stored only: interactive movement is not wired up yet.
  open var installsStandardGestureForInteractiveMovement = true

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
