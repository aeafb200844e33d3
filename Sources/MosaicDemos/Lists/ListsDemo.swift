import UIKit

/// The "Lists" demo: a settings-style screen built the way iOS apps build one: a
/// compositional list layout of inset grouped sections with supplementary headers, fed by a
/// diffable data source, rows from a cell registration showing list content configurations
/// with images, secondary text and disclosure indicators (and, on the last row, an activity
/// indicator spinning while "checking for updates"), headers from a supplementary
/// registration. Tapping a row selects it; the toolbar button switches between the inset
/// grouped and the plain appearance, and "Long list" appends a section of 100,000 rows
/// (and takes it away again), to scroll a long list. "Edit" puts the list in editing mode: the
/// disclosure indicators give way to selection circles and reorder grips (sliding in), taps
/// select several rows, and dragging a grip moves its row (the diffable data source's
/// reordering handlers keep the snapshot in order). Rows swipe (a sideways drag, or a sideways
/// touchpad scroll): to the left they show "Delete" (which removes the row, also on a full
/// swipe) and "More"; to the right "Pin" (a long swipe only opens it).
///
/// It prints, after each layout of a new size or appearance,
/// `lists: appearance A width W: S.I:x,y,w,h …` with the first rows of each section (in
/// collection view content points), `lists: selected S.I` when a row is selected, and
/// `lists: rows N` after the long section comes or goes, `lists: editing true|false` when
/// editing begins or ends, `lists: reordered S: A, B, …` with a section's new order after a
/// move, and `lists: swipe ACTION TITLE` when a swipe action runs.
enum ListsDemo {
  @MainActor static func make() -> UIViewController { ListsViewController() }

  struct Row: Hashable, Sendable {
    let section: Int
    let title: String
    let detail: String?
    let symbol: String
  }

  /// The row that shows a spinning activity indicator instead of a disclosure indicator, as
  /// iOS's Settings does while it checks for a software update.
  static let checkingRow = "Software Update"

  /// The rows of the long section.
  static let longRowCount = 100_000

  /// A section's header title; the long section follows the others.
  static func title(ofSection section: Int) -> String {
    sections.indices.contains(section) ? sections[section].title : "100,000 rows"
  }

  static let sections: [(title: String, rows: [(String, String?, String)])] = [
    (
      "Connections",
      [
        ("Wi-Fi", "Home", "wifi"), ("Bluetooth", "On", "antenna.radiowaves.left.and.right"),
        ("Mobile Data", nil, "antenna.radiowaves.left.and.right"),
      ]
    ),
    (
      "Notifications",
      [
        ("Notifications", nil, "bell"), ("Sounds", nil, "speaker.wave.3"),
        ("Focus", "Off", "moon"), ("Screen Time", nil, "hourglass"),
      ]
    ),
    (
      "General",
      [
        ("General", nil, "gear"), ("Display & Brightness", nil, "sun.max"),
        ("Accessibility", nil, "person.circle"), ("Wallpaper", nil, "photo"),
        ("Battery", "87%", "battery.75"), ("Privacy", nil, "lock.shield"),
        (ListsDemo.checkingRow, "Checking for updates…", "arrow.down.circle"),
      ]
    ),
  ]
}

final class ListsViewController: UIViewController, UICollectionViewDelegate {
  private var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Int, ListsDemo.Row>!
  private var appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped
  private var reported = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Lists"
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Plain", style: .plain, target: self, action: ListsViewController.toggleAppearance),
      UIBarButtonItem(
        title: "Long list", style: .plain, target: self,
        action: ListsViewController.toggleLongSection),
    ]
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemGroupedBackground
    collectionView.allowsMultipleSelectionDuringEditing = true
    collectionView.delegate = self
    navigationItem.leftBarButtonItem = editButtonItem
    view.addSubview(collectionView)

    let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, ListsDemo.Row>
    { cell, _, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      content.secondaryText = row.detail
      content.image = UIImage(systemName: row.symbol)
      cell.contentConfiguration = content
      if row.title == ListsDemo.checkingRow {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        cell.accessories = [
          .customView(configuration: .init(customView: spinner, placement: .trailing()))
        ]
      } else {
        cell.accessories = [
          .disclosureIndicator(displayed: .whenNotEditing), .multiselect(), .reorder(),
        ]
      }
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content = self.appearance == .plain ? .plainHeader() : .groupedHeader()
      content.text = ListsDemo.title(ofSection: indexPath.section)
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Int, ListsDemo.Row>(
      collectionView: collectionView
    ) { collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(
        using: rowRegistration, for: indexPath, item: row)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, ListsDemo.Row>()
    for (index, section) in ListsDemo.sections.enumerated() {
      snapshot.appendSections([index])
      snapshot.appendItems(
        section.rows.map { ListsDemo.Row(section: index, title: $0.0, detail: $0.1, symbol: $0.2) },
        toSection: index)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    dataSource.reorderingHandlers.canReorderItem = { $0.title != ListsDemo.checkingRow }
    dataSource.reorderingHandlers.didReorder = { transaction in
      for section in transaction.finalSnapshot.sectionIdentifiers {
        let before = transaction.initialSnapshot.itemIdentifiers(inSection: section)
        let after = transaction.finalSnapshot.itemIdentifiers(inSection: section)
        guard before != after, after.count < 100 else { continue }
        DemoLog.report(
          "lists: reordered \(section): \(after.map(\.title).joined(separator: ", "))")
      }
    }
  }

  /// Editing shows the selection circles and reorder grips, sliding in when animated.
  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    if animated {
      UIView.animate(withDuration: 0.3) { self.collectionView.isEditing = editing }
    } else {
      collectionView.isEditing = editing
    }
    DemoLog.report("lists: editing \(editing)")
  }

  private func makeLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.trailingSwipeActions(at: indexPath)
    }
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.leadingSwipeActions(at: indexPath)
    }
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  /// "Delete" removes the row from the snapshot; "More" only reports itself.
  private func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let row = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self else { return completion(false) }
      DemoLog.report("lists: swipe Delete \(row.title)")
      var snapshot = self.dataSource.snapshot()
      snapshot.deleteItems([row])
      self.dataSource.apply(snapshot, animatingDifferences: true)
      completion(true)
    }
    delete.image = UIImage(systemName: "trash")
    let more = UIContextualAction(style: .normal, title: "More") { _, _, completion in
      DemoLog.report("lists: swipe More \(row.title)")
      completion(true)
    }
    more.image = UIImage(systemName: "ellipsis.circle")
    return UISwipeActionsConfiguration(actions: [delete, more])
  }

  /// "Pin", in orange; a long swipe only opens it.
  private func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let row = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in
      DemoLog.report("lists: swipe Pin \(row.title)")
      completion(true)
    }
    pin.backgroundColor = .systemOrange
    pin.image = UIImage(systemName: "pin")
    let configuration = UISwipeActionsConfiguration(actions: [pin])
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
  }

  func toggleAppearance() {
    appearance = appearance == .plain ? .insetGrouped : .plain
    navigationItem.rightBarButtonItems?.first?.title = appearance == .plain ? "Grouped" : "Plain"
    collectionView.backgroundColor =
      appearance == .plain ? .systemBackground : .systemGroupedBackground
    collectionView.setCollectionViewLayout(makeLayout(), animated: false)
    var snapshot = dataSource.snapshot()
    snapshot.reloadSections(snapshot.sectionIdentifiers)
    dataSource.apply(snapshot, animatingDifferences: false)
    view.setNeedsLayout()
  }

  /// Appends a section of `ListsDemo.longRowCount` rows, or takes it away again.
  func toggleLongSection() {
    var snapshot = dataSource.snapshot()
    let long = ListsDemo.sections.count
    if snapshot.sectionIdentifiers.contains(long) {
      snapshot.deleteSections([long])
      navigationItem.rightBarButtonItems?.last?.title = "Long list"
    } else {
      snapshot.appendSections([long])
      snapshot.appendItems(
        (0..<ListsDemo.longRowCount).map {
          ListsDemo.Row(
            section: long, title: "Row \($0 + 1)", detail: "Detail \($0 % 97)", symbol: "star")
        }, toSection: long)
      navigationItem.rightBarButtonItems?.last?.title = "Short list"
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    DemoLog.report("lists: rows \(snapshot.numberOfItems)")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.layoutIfNeeded()
    let name = appearance == .plain ? "plain" : "insetGrouped"
    var parts: [String] = []
    for section in 0..<ListsDemo.sections.count {
      for item in 0..<2 {
        guard
          let frame = collectionView.layoutAttributesForItem(
            at: IndexPath(item: item, section: section))?.frame
        else { continue }
        parts.append(
          "\(section).\(item):\(Self.number(frame.minX)),\(Self.number(frame.minY)),"
            + "\(Self.number(frame.width)),\(Self.number(frame.height))")
      }
    }
    let line =
      "lists: appearance \(name) width \(Self.number(collectionView.bounds.width)): "
      + parts.joined(separator: " ")
    if line != reported {
      reported = line
      DemoLog.report(line)
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    DemoLog.report("lists: selected \(indexPath.section).\(indexPath.item)")
  }

  private static func number(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(Double(rounded))"
  }
}
