import Foundation

// How the table describes its sections to the list layout of its rows: the list appearance of
// its style, the rows' heights (uniform, estimated or self-sizing), and which sections have
// headers and footers of which heights.

extension UITableView {
  /// The list appearance of the table's style.
  var listAppearance: UICollectionLayoutListConfiguration.Appearance {
    switch style {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    }
  }

  /// The list section for `section`: the style's list, rows of a uniform height when every row
  /// has the same fixed height (placed arithmetically), else of an estimated height that each
  /// row replaces once shown; headers and footers where the table has them.
  func listSection(at section: Int, environment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection
  {
    var configuration = UICollectionLayoutListConfiguration(appearance: listAppearance)
    configuration.showsSeparators = separatorStyle != .none
    let header = headerDimension(inSection: section)
    let footer = footerDimension(inSection: section)
    configuration.headerMode = header == nil ? .none : .supplementary
    configuration.footerMode = footer == nil ? .none : .supplementary
    if sectionHeaderTopPadding != UITableView.automaticDimension, sectionHeaderTopPadding >= 0 {
      configuration.headerTopPadding = sectionHeaderTopPadding
    }
    let list = NSCollectionLayoutSection.list(
      using: configuration, layoutEnvironment: environment)
    let rowDimension: NSCollectionLayoutDimension =
      uniformRowHeight(inSection: section).map { .absolute($0) }
      ?? .estimated(rowEstimate(inSection: section))
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: rowDimension)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    let result = NSCollectionLayoutSection(group: group)
    result.contentInsets = list.contentInsets
    result.listConfiguration = list.listConfiguration
    result.boundarySupplementaryItems = list.boundarySupplementaryItems.map { item in
      let dimension =
        item.elementKind == UICollectionView.elementKindSectionHeader ? header : footer
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: dimension ?? .absolute(0))
      let copy = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: item.elementKind, alignment: item.alignment)
      copy.pinToVisibleBounds = item.pinToVisibleBounds
      copy.zIndex = item.zIndex
      return copy
    }
    return result
  }

  /// The height the rows of `section` are assumed to have until shown: the table's
  /// `estimatedRowHeight`, or when it is automatic, the delegate's estimate or height of the
  /// section's first row (so rows of one fixed height are placed exactly), else 44.
  func rowEstimate(inSection section: Int) -> CGFloat {
    if estimatedRowHeight != UITableView.automaticDimension {
      return estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }
    let first = IndexPath(row: 0, section: section)
    if let delegate = tableDelegate {
      let estimate = delegate.tableView(self, estimatedHeightForRowAt: first)
      if estimate != UITableView.automaticDimension, estimate.isFinite, estimate > 0 {
        return estimate
      }
      if section < rows.numberOfSections, rows.numberOfItems(inSection: section) > 0,
        let height = fixedRowHeight(at: first), height > 0
      {
        return height
      }
    }
    return 44
  }

  /// The height every row of `section` has when the delegate sizes no row and the table's
  /// `rowHeight` is fixed; nil when rows are sized one by one.
  func uniformRowHeight(inSection section: Int) -> CGFloat? {
    if let delegate = tableDelegate {
      let answeredByDefault = TableViewDefaults.isDefault {
        _ = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section))
      }
      guard answeredByDefault else { return nil }
    }
    guard rowHeight != UITableView.automaticDimension else { return nil }
    return checkedHeight(rowHeight, what: "rowHeight")
  }

  /// The fixed height of the row at `indexPath` (the delegate's answer, or the table's
  /// `rowHeight`); nil when the row sizes itself.
  func fixedRowHeight(at indexPath: IndexPath) -> CGFloat? {
    let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    guard height != UITableView.automaticDimension else { return nil }
    return checkedHeight(height, what: "the height of the row at \(UpdateItem.describe(indexPath))")
  }

  /// `height` when it is a usable height; else 0, with a message the first time.
  func checkedHeight(_ height: CGFloat, what: String) -> CGFloat {
    guard !height.isFinite || height < 0 else { return height }
    if !reportedInvalidHeight {
      reportedInvalidHeight = true
      FailureReport.warn(
        .collectionViewLayout,
        "*** Mosaic: \(self) was given an invalid height (\(height)) for \(what); it is "
          + "laid out as 0. Heights must be finite and not negative (or "
          + "UITableView.automaticDimension).")
    }
    return 0
  }

  // MARK: Headers and footers

  /// The height of `section`'s header as the layout takes it, or nil when the section has no
  /// header.
  func headerDimension(inSection section: Int) -> NSCollectionLayoutDimension? {
    let height = checkedBoundaryHeight(
      tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
    if height != UITableView.automaticDimension {
      return height > 0 ? .absolute(height) : nil
    }
    let hasContent =
      dataSource?.tableView(self, titleForHeaderInSection: section) != nil
      || providesHeaderViews(probing: section)
    guard hasContent else { return nil }
    let estimate =
      tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section)
      ?? estimatedSectionHeaderHeight
    return .estimated(estimate.isFinite && estimate > 0 ? estimate : defaultHeaderEstimate)
  }

  /// The height of `section`'s footer as the layout takes it, or nil when it has none.
  func footerDimension(inSection section: Int) -> NSCollectionLayoutDimension? {
    let height = checkedBoundaryHeight(
      tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    if height != UITableView.automaticDimension {
      return height > 0 ? .absolute(height) : nil
    }
    let hasContent =
      dataSource?.tableView(self, titleForFooterInSection: section) != nil
      || providesFooterViews(probing: section)
    guard hasContent else { return nil }
    let estimate =
      tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section)
      ?? estimatedSectionFooterHeight
    return .estimated(estimate.isFinite && estimate > 0 ? estimate : defaultHeaderEstimate)
  }

  /// A header or footer height, with unusable values (other than `automaticDimension`)
  /// reported and taken as 0.
  private func checkedBoundaryHeight(_ height: CGFloat) -> CGFloat {
    height == UITableView.automaticDimension
      ? height : checkedHeight(height, what: "a section header or footer")
  }

  /// The estimated height of a header or footer sized to its content.
  var defaultHeaderEstimate: CGFloat { style == .plain ? 28 : 38 }

  /// Whether the delegate gives header views (it implements `viewForHeaderInSection`), found
  /// by asking it once for `section`; the view it gave is kept for that header.
  private func providesHeaderViews(probing section: Int) -> Bool {
    if let probe = headerViewProbe { return probe.provides }
    guard let delegate = tableDelegate else { return false }
    var view: UIView?
    let answeredByDefault = TableViewDefaults.isDefault {
      view = delegate.tableView(self, viewForHeaderInSection: section)
    }
    headerViewProbe = (!answeredByDefault, view)
    probedHeaderSection = section
    return !answeredByDefault
  }

  /// Whether the delegate gives footer views, found as for headers.
  private func providesFooterViews(probing section: Int) -> Bool {
    if let probe = footerViewProbe { return probe.provides }
    guard let delegate = tableDelegate else { return false }
    var view: UIView?
    let answeredByDefault = TableViewDefaults.isDefault {
      view = delegate.tableView(self, viewForFooterInSection: section)
    }
    footerViewProbe = (!answeredByDefault, view)
    probedFooterSection = section
    return !answeredByDefault
  }

  /// The view to show as `section`'s header or footer: the delegate's view (the one the probe
  /// got, the first time), else a header-footer view showing the data source's title, else
  /// nil.
  func boundaryView(header: Bool, section: Int) -> UIView? {
    if header, let probe = headerViewProbe, probedHeaderSection == section, let view = probe.view {
      headerViewProbe = (probe.provides, nil)
      return view
    }
    if !header, let probe = footerViewProbe, probedFooterSection == section,
      let view = probe.view
    {
      footerViewProbe = (probe.provides, nil)
      return view
    }
    if let delegate = tableDelegate {
      let view =
        header
        ? delegate.tableView(self, viewForHeaderInSection: section)
        : delegate.tableView(self, viewForFooterInSection: section)
      if let view { return view }
    }
    let title =
      header
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    guard let title else { return nil }
    let identifier = header ? Self.titleHeaderIdentifier : Self.titleFooterIdentifier
    let view: UITableViewHeaderFooterView
    if var queue = headerFooterQueues[identifier], let reused = queue.popLast() {
      headerFooterQueues[identifier] = queue
      reused.prepareForReuse()
      view = reused
    } else {
      view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }
    view.showTitle(title, isHeader: header, style: style)
    return view
  }

  static let titleHeaderIdentifier = "Mosaic.TableTitleHeader"
  static let titleFooterIdentifier = "Mosaic.TableTitleFooter"

  // MARK: The table's header and footer

  /// Puts the table's header and footer views into the rows' layout, as boundary items of
  /// the whole list as tall as the views' frames.
  func updateTableBoundaryItems() {
    guard let layout = rows.collectionViewLayout as? UICollectionViewCompositionalLayout else {
      return
    }
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if let header = tableHeaderView {
      items.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .absolute(max(0, header.frame.height))),
          elementKind: TableRowsView.tableHeaderKind, alignment: .top))
    }
    if let footer = tableFooterView {
      items.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .absolute(max(0, footer.frame.height))),
          elementKind: TableRowsView.tableFooterKind, alignment: .bottom))
    }
    configuration.boundarySupplementaryItems = items
    layout.configuration = configuration
    invalidateRowLayout()
  }
}
