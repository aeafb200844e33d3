import Foundation

extension NSCollectionLayoutSection {
  /// The estimated height of a list row, a list header and a list footer.
  static let estimatedListRowHeight: CGFloat = 44

  /// A section laid out as a list with `configuration`: full-width rows of estimated height
  /// (measured once shown), headers and footers as `configuration` asks, and the insets of
  /// its appearance (grouped lists leave 35 points above each section that has no header;
  /// inset grouped lists also inset the rows 20 points from each side; sidebars 10 points).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedListRowHeight))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    let section = NSCollectionLayoutSection(group: group)
    let side: CGFloat
    switch configuration.appearance {
    case .insetGrouped: side = 20
    case .sidebar: side = 10
    case .plain, .grouped, .sidebarPlain: side = 0
    }
    var top: CGFloat = 0
    if configuration.isGrouped {
      top = configuration.headerTopPadding ?? (configuration.headerMode == .supplementary ? 0 : 35)
    } else if let padding = configuration.headerTopPadding {
      top = padding
    }
    section.contentInsets = NSDirectionalEdgeInsets(
      top: top, leading: side, bottom: 0, trailing: side)
    var boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    let boundarySize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedListRowHeight))
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
      header.pinToVisibleBounds = configuration.appearance == .plain
      header.zIndex = 2
      boundaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      boundaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaryItems
    section.listConfiguration = configuration
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list with `configuration` (see
  /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    layout.listBackgroundColor =
      configuration.backgroundColor
      ?? (configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        ? .systemGroupedBackground : .systemBackground)
    return layout
  }

  /// Where the item at `indexPath` sits in its list section; nil outside list sections.
  func listPlacement(ofItemAt indexPath: IndexPath) -> ListPlacement? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      let configuration = sections[indexPath.section].listConfiguration, let engine
    else { return nil }
    let count = engine.numberOfItems(inSection: indexPath.section)
    let isHeader = configuration.headerMode == .firstItemInSection && indexPath.item == 0
    let isLast = indexPath.item == count - 1
    var placement = ListPlacement(
      appearance: configuration.appearance, showsSeparators: configuration.showsSeparators,
      isFirst: indexPath.item == 0, isLast: isLast, isHeader: isHeader)
    placement.separators = Self.separators(
      ofItemAt: indexPath, isLast: isLast, isHeader: isHeader, in: configuration)
    return placement
  }

  /// The separators of the item at `indexPath` in a list section with `configuration`: the
  /// section's separator configuration passed through its item handler. An automatic bottom
  /// separator shows under every item but the section's last and a header item, unless the
  /// next item hides its top separator (they are the same line), and never in sidebars; an
  /// automatic top separator never shows. Nothing shows while the list hides separators.
  static func separators(
    ofItemAt indexPath: IndexPath, isLast: Bool, isHeader: Bool,
    in configuration: UICollectionLayoutListConfiguration
  ) -> ListItemSeparators {
    let base = configuration.separatorConfiguration
    let handler = configuration.itemSeparatorHandler
    let own = handler?(indexPath, base) ?? base
    guard configuration.showsSeparators else {
      return ListItemSeparators(showsTop: false, showsBottom: false, configuration: own)
    }
    let sidebar = configuration.appearance == .sidebar || configuration.appearance == .sidebarPlain
    let showsBottom: Bool
    switch own.bottomSeparatorVisibility {
    case .visible: showsBottom = true
    case .hidden: showsBottom = false
    case .automatic:
      if sidebar || isLast || isHeader {
        showsBottom = false
      } else if let handler {
        let next = IndexPath(item: indexPath.item + 1, section: indexPath.section)
        showsBottom = handler(next, base).topSeparatorVisibility != .hidden
      } else {
        showsBottom = true
      }
    }
    return ListItemSeparators(
      showsTop: own.topSeparatorVisibility == .visible, showsBottom: showsBottom,
      configuration: own)
  }

  /// The placement of a list section's header or footer (shown with the list's header
  /// styles); nil for other kinds and outside list sections.
  func listPlacement(ofSupplementaryOfKind kind: String, at indexPath: IndexPath) -> ListPlacement?
  {
    guard
      kind == UICollectionView.elementKindSectionHeader
        || kind == UICollectionView.elementKindSectionFooter,
      indexPath.count == 2, sections.indices.contains(indexPath.section),
      let configuration = sections[indexPath.section].listConfiguration
    else { return nil }
    var placement = ListPlacement(
      appearance: configuration.appearance, showsSeparators: false, isFirst: false,
      isLast: false, isHeader: true)
    placement.isFooter = kind == UICollectionView.elementKindSectionFooter
    return placement
  }
}
