import Foundation

/// UIKit declares the collection view's `delegate` as a `UICollectionViewDelegate`; Mosaic's is the
/// scroll view's delegate, since an overriding property cannot narrow its type in Swift. These
/// members of every scroll-view delegate keep code that calls the delegate directly,
/// `collectionView.delegate?.collectionView(…)`, compiling and reaching the app's
/// implementation: each calls the delegate's own method when the delegate adopts
/// `UICollectionViewDelegate`, and gives UIKit's default when it does not.
extension UIScrollViewDelegate {
  /// The delegate as a `UICollectionViewDelegate`, or an object with UIKit's defaults.
  private var asUICollectionViewDelegate: UICollectionViewDelegate {
    self as? UICollectionViewDelegate ?? FallbackUICollectionViewDelegate.shared
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    asUICollectionViewDelegate.collectionView(collectionView, shouldHighlightItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    asUICollectionViewDelegate.collectionView(collectionView, didHighlightItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    asUICollectionViewDelegate.collectionView(collectionView, didUnhighlightItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    asUICollectionViewDelegate.collectionView(collectionView, shouldSelectItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    asUICollectionViewDelegate.collectionView(collectionView, shouldDeselectItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    asUICollectionViewDelegate.collectionView(collectionView, didSelectItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    asUICollectionViewDelegate.collectionView(collectionView, didDeselectItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    asUICollectionViewDelegate.collectionView(
      collectionView, willDisplay: cell, forItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    asUICollectionViewDelegate.collectionView(
      collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath
    )
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    asUICollectionViewDelegate.collectionView(
      collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    asUICollectionViewDelegate.collectionView(
      collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
      at: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool {
    asUICollectionViewDelegate.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool {
    asUICollectionViewDelegate.collectionView(
      collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {
    asUICollectionViewDelegate.collectionView(
      collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
  }

  /// The delegate's own method when it adopts `UICollectionViewDelegate`, else UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    asUICollectionViewDelegate.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
      toProposedIndexPath: proposedIndexPath)
  }
}

/// A delegate that implements nothing: it answers with UIKit's defaults.
@MainActor
private final class FallbackUICollectionViewDelegate: UICollectionViewDelegate {
  static let shared = FallbackUICollectionViewDelegate()
}
