import Foundation

/// The methods a flow layout asks its collection view's delegate for per-section and
/// per-item sizes and spacings. All are optional: the default implementations return the
/// layout's own properties (`itemSize`, `sectionInset`, …), which is UIKit's documented
/// fallback. The flow layout notices which methods the delegate does not implement and then
/// reads its properties directly, so a data set of a million items costs nothing extra.
@MainActor @preconcurrency
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets around the items of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The minimum space between the lines of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The minimum space between the items of a line of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of `section`'s header (only the height counts when scrolling vertically, the
  /// width when horizontally; zero for none).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of `section`'s footer, as for the header.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

/// The delegate methods a flow layout may ask for, to remember which ones fell back to the
/// default implementation.
enum FlowDelegateMethod: Hashable, Sendable {
  case size, inset, lineSpacing, interitemSpacing, header, footer
}

extension UICollectionViewDelegateFlowLayout {
  /// Returns the flow layout's `itemSize` (`.zero` for other layouts).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let flow = collectionViewLayout as? UICollectionViewFlowLayout
    flow?.defaultedDelegateMethods.insert(.size)
    return flow?.fallbackItemSize ?? .zero
  }

  /// Returns the flow layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    let flow = collectionViewLayout as? UICollectionViewFlowLayout
    flow?.defaultedDelegateMethods.insert(.inset)
    return flow?.sectionInset ?? .zero
  }

  /// Returns the flow layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    let flow = collectionViewLayout as? UICollectionViewFlowLayout
    flow?.defaultedDelegateMethods.insert(.lineSpacing)
    return flow?.minimumLineSpacing ?? 0
  }

  /// Returns the flow layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    let flow = collectionViewLayout as? UICollectionViewFlowLayout
    flow?.defaultedDelegateMethods.insert(.interitemSpacing)
    return flow?.minimumInteritemSpacing ?? 0
  }

  /// Returns the flow layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    let flow = collectionViewLayout as? UICollectionViewFlowLayout
    flow?.defaultedDelegateMethods.insert(.header)
    return flow?.headerReferenceSize ?? .zero
  }

  /// Returns the flow layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    let flow = collectionViewLayout as? UICollectionViewFlowLayout
    flow?.defaultedDelegateMethods.insert(.footer)
    return flow?.footerReferenceSize ?? .zero
  }
}
