import Foundation

/// What a scroll view's or a layout's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice: the safe area for compositional layouts.
  case automatic = 0
  /// The edges of the content: no extra insets.
  case none = 1
  /// The safe area (Mosaic windows have no safe-area insets, so the edges of the content).
  case safeArea = 2
  /// The layout margins of the collection view.
  case layoutMargins = 3
  /// The readable content area: as wide as comfortable reading allows, centred.
  case readableContent = 4
}

/// How the groups of a compositional layout's section scroll across the layout's scroll axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// They do not: the section lays its groups out along the layout's scroll axis.
  case none = 0
  /// They scroll freely in a row of their own.
  case continuous = 1
  /// They scroll freely and come to rest with a group's leading edge at the start.
  case continuousGroupLeadingBoundary = 2
  /// They scroll a page (the collection view's width) at a time.
  case paging = 3
  /// They scroll one group at a time.
  case groupPaging = 4
  /// They scroll one group at a time, with the group centred.
  case groupPagingCentered = 5

  var value: CompositionalOrthogonalScrolling {
    CompositionalOrthogonalScrolling(rawValue: rawValue) ?? .none
  }
}

/// The closure a section calls before each layout pass (scrolling included) with its visible
/// items, the scroll offset (an orthogonal section's own) and the environment; it may change
/// the items' alpha, zIndex, isHidden, center and transform.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section of a compositional layout: its group, repeated for all its items, with insets,
/// spacing between groups, headers and footers, backgrounds and orthogonal scrolling.
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  /// The group repeated to hold the section's items.
  public let group: NSCollectionLayoutGroup
  /// Space around the section's content; zero by default.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// What `contentInsets` are measured from; `.automatic` by default.
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  /// The space between groups; 0 by default.
  open var interGroupSpacing: CGFloat = 0
  /// How the section's groups scroll across the layout's scroll axis; `.none` by default.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none
  /// Headers, footers and other views along the section's edges.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether boundary items are inset by `contentInsets` across the scroll axis; true by
  /// default.
  open var supplementariesFollowContentInsets = true
  /// Decoration views of the section, such as its background.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Called before each layout pass with the section's visible items; nil by default.
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration of a section made by `list(using:layoutEnvironment:)`; its list
  /// cells take their styles from it.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// Creates a section that repeats `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// The section as the layout engine reads it, in `environment`.
  func specification(in environment: any NSCollectionLayoutEnvironment) -> CompositionalSection {
    CompositionalSection(
      group: group.groupSpecification(in: environment), contentInsets: contentInsets,
      interGroupSpacing: interGroupSpacing,
      orthogonalScrolling: orthogonalScrollingBehavior.value,
      boundaryItems: boundarySupplementaryItems.map(\.boundarySpecification),
      supplementariesFollowContentInsets: supplementariesFollowContentInsets,
      decorationItems: decorationItems.map(\.decorationSpecification))
  }

  /// A copy of the section with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(group: group)
    copy.contentInsets = contentInsets
    copy.contentInsetsReference = contentInsetsReference
    copy.interGroupSpacing = interGroupSpacing
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    copy.decorationItems = decorationItems
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    copy.listConfiguration = listConfiguration
    return copy
  }
}
