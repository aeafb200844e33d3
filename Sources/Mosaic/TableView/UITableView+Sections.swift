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

  /// The height of `section`'s header as the layout takes it, or nil when it has none.
  func headerDimension(inSection section: Int) -> NSCollectionLayoutDimension? {
    boundaryDimension(.header, inSection: section)
  }

  /// The height of `section`'s footer as the layout takes it, or nil when it has none.
  func footerDimension(inSection section: Int) -> NSCollectionLayoutDimension? {
    boundaryDimension(.footer, inSection: section)
  }

  /// The height of `section`'s header or footer: the delegate's (or the table's) fixed
  /// height, else, when there is a title or the delegate gives views, an estimate to be
  /// replaced by the view's own height; nil when there is nothing to show.
  private func boundaryDimension(_ kind: TableBoundaryKind, inSection section: Int)
    -> NSCollectionLayoutDimension?
  {
    let delegate = tableDelegate
    let fixed =
      kind == .header
      ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    if fixed != UITableView.automaticDimension {
      let height = checkedHeight(fixed, what: "a section \(kind)")
      return height > 0 ? .absolute(height) : nil
    }
    guard title(kind, inSection: section) != nil || providesViews(kind, probing: section) else {
      return nil
    }
    let estimate =
      kind == .header
      ? delegate?.tableView(self, estimatedHeightForHeaderInSection: section)
        ?? estimatedSectionHeaderHeight
      : delegate?.tableView(self, estimatedHeightForFooterInSection: section)
        ?? estimatedSectionFooterHeight
    return .estimated(estimate.isFinite && estimate > 0 ? estimate : defaultHeaderEstimate)
  }

  /// The estimated height of a header or footer sized to its content.
  var defaultHeaderEstimate: CGFloat { style == .plain ? 28 : 38 }

  /// The data source's title for `section`'s header or footer.
  private func title(_ kind: TableBoundaryKind, inSection section: Int) -> String? {
    kind == .header
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
  }

  /// The delegate's view for `section`'s header or footer.
  private func delegateView(_ kind: TableBoundaryKind, inSection section: Int) -> UIView? {
    kind == .header
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
  }

  /// Whether the delegate gives views of `kind` (it implements `viewForHeaderInSection` or
  /// `viewForFooterInSection`), found by asking it once, for `section`; the view it gave is
  /// kept for that section.
  private func providesViews(_ kind: TableBoundaryKind, probing section: Int) -> Bool {
    if let probe = boundaryViewProbes[kind] { return probe.provides }
    guard tableDelegate != nil else { return false }
    var view: UIView?
    let answeredByDefault = TableViewDefaults.isDefault {
      view = delegateView(kind, inSection: section)
    }
    boundaryViewProbes[kind] = TableBoundaryProbe(
      provides: !answeredByDefault, section: section, view: view)
    return !answeredByDefault
  }

  /// The view to show as `section`'s header (`header`) or footer: the delegate's view (the
  /// one the probe got, the first time), else a header-footer view showing the data source's
  /// title, else nil. Header-footer views take the table's style.
  func boundaryView(header: Bool, section: Int) -> UIView? {
    let kind: TableBoundaryKind = header ? .header : .footer
    let view: UIView?
    if var probe = boundaryViewProbes[kind], probe.section == section, let probed = probe.view {
      probe.view = nil
      boundaryViewProbes[kind] = probe
      view = probed
    } else {
      view = delegateView(kind, inSection: section)
    }
    if let view {
      (view as? UITableViewHeaderFooterView)?.tableStyle = style
      return view
    }
    guard let title = title(kind, inSection: section) else { return nil }
    let identifier = header ? Self.titleHeaderIdentifier : Self.titleFooterIdentifier
    let titled: UITableViewHeaderFooterView
    if var queue = headerFooterQueues[identifier], let reused = queue.popLast() {
      headerFooterQueues[identifier] = queue
      reused.prepareForReuse()
      titled = reused
    } else {
      titled = UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }
    titled.showTitle(title, isHeader: header, style: style)
    return titled
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

/// A section's header or footer.
enum TableBoundaryKind: Hashable, CustomStringConvertible {
  case header
  case footer

  var description: String { self == .header ? "header" : "footer" }
}

/// What a probe of the delegate's header (or footer) views found: whether it gives views, and
/// the view it gave for the section asked, kept until that section's view is shown.
struct TableBoundaryProbe {
  var provides: Bool
  var section: Int
  var view: UIView?
}
