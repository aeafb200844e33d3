import Foundation

/// The object that tells a collection view how many sections and items it has and provides
/// the views that show them. The first two methods are required; the others have default
/// implementations with UIKit's behaviour.
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for the item at `indexPath`; get it with
  /// `dequeueReusableCell(withReuseIdentifier:for:)` and configure it.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath` (a header or footer of a flow layout);
  /// get it with `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The
  /// default stops the program: a layout that has supplementary views needs this method.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` may be moved interactively; false by default.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// The user moved an item from `sourceIndexPath` to `destinationIndexPath`; update the
  /// model. Does nothing by default.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Stops with UIKit's message: the layout asked for a supplementary view the data source
  /// cannot provide.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionViewFailure(
      "the collection view's data source did not return a valid view from "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind '"
        + "\(kind)' at index path \(UpdateItem.describe(indexPath)); data source: \(self)")
  }

  /// False: items cannot be moved.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// The object a collection view tells ahead of time which items are about to appear, so it
/// can start loading their data (`isPrefetchingEnabled` and `prefetchDataSource`).
@MainActor @preconcurrency
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// The items at `indexPaths` will probably be shown soon.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// The items at `indexPaths` are no longer expected soon; stop loading them. Does nothing
  /// by default.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

/// Stops the program with an `NSInternalInconsistencyException`-style message, as UIKit
/// raises for a misuse of the collection view.
func collectionViewFailure(_ reason: String) -> Never {
  fatalError(FailureReport.uncaughtException("NSInternalInconsistencyException", reason: reason))
}
