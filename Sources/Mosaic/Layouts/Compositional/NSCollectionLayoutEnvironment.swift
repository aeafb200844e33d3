import Foundation

/// The container a compositional layout fills: its size and the insets its content keeps.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size less `contentInsets`.
  var effectiveContentSize: CGSize { get }
  /// The insets of the container's content.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets the content keeps in effect (the content insets and those of the layout's
  /// content insets reference).
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a compositional layout's section provider knows when it makes a section: the
/// container's geometry and the traits of the collection view.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The container the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits (size classes, display scale, interface style).
  var traitCollection: UITraitCollection { get }
}

/// An item on screen as a section's `visibleItemsInvalidationHandler` sees it: its place and
/// the presentation values the handler may change.
@MainActor @preconcurrency
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  /// The item's opacity.
  var alpha: CGFloat { get set }
  /// The item's stacking order.
  var zIndex: Int { get set }
  /// Whether the item is hidden.
  var isHidden: Bool { get set }
  /// The item's centre.
  var center: CGPoint { get set }
  /// The item's affine transform.
  var transform: CGAffineTransform { get set }
  /// The item's 3D transform.
  var transform3D: CATransform3D { get set }
  /// The item's name, such as its element kind.
  var name: String { get }
  /// The item's index path.
  var indexPath: IndexPath { get }
  /// The item's frame (for an orthogonally scrolling section, in the section's scrolling
  /// content).
  var frame: CGRect { get }
  /// The item's bounds.
  var bounds: CGRect { get }
  /// Whether the item is a cell, a supplementary view or a decoration view.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// The kind of supplementary or decoration view; nil for cells.
  var representedElementKind: String? { get }
}

final class CompositionalLayoutContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets
  let effectiveContentInsets: NSDirectionalEdgeInsets

  init(
    contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets,
    effectiveContentInsets: NSDirectionalEdgeInsets
  ) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.effectiveContentInsets = effectiveContentInsets
    super.init()
  }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(
        0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
      height: max(
        0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
  }
}

final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
    super.init()
  }
}

/// A visible item handed to a `visibleItemsInvalidationHandler`: it reads and writes the
/// attributes the collection view will apply, shifted by the section's orthogonal offset.
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes
  /// Added to positions read, removed from positions written: the section's orthogonal
  /// scroll offset, so the handler works in the section's scrolling content.
  let shift: CGPoint

  init(attributes: UICollectionViewLayoutAttributes, shift: CGPoint) {
    self.attributes = attributes
    self.shift = shift
    super.init()
  }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }
  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }
  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }
  var center: CGPoint {
    get { CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y) }
    set { attributes.center = CGPoint(x: newValue.x - shift.x, y: newValue.y - shift.y) }
  }
  var transform: CGAffineTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }
  var transform3D: CATransform3D {
    get { attributes.transform3D }
    set { attributes.transform3D = newValue }
  }
  var name: String { attributes.representedElementKind ?? "cell" }
  var indexPath: IndexPath { attributes.indexPath }
  var frame: CGRect { attributes.frame.offsetBy(dx: shift.x, dy: shift.y) }
  var bounds: CGRect { attributes.bounds }
  var representedElementCategory: UICollectionView.ElementCategory {
    attributes.representedElementCategory
  }
  var representedElementKind: String? { attributes.representedElementKind }
}
