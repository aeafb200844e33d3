import Foundation

/// The settings of a compositional layout that apply to all its sections.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// The direction the layout scrolls; `.vertical` by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between sections; 0 by default.
  open var interSectionSpacing: CGFloat = 0
  /// Headers, footers and other views along the edges of the whole layout.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What sections' content insets are measured from, unless a section says otherwise;
  /// `.automatic` by default.
  open var contentInsetsReference: UIContentInsetsReference = .automatic

  /// Creates a configuration with UIKit's defaults.
  public override init() { super.init() }

  /// A copy of the configuration with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
