import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// Logs the selection calls a swipe must not cause.
@MainActor
final class SwipeSelectionDelegate: NSObject, UICollectionViewDelegate {
  var log: [String] = []
  var names: (IndexPath) -> String = { "\($0.item)" }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(names(indexPath))")
  }
}

/// A 320×480 plain list of the rows "A" to "T" fed by a diffable data source. By default each
/// row's trailing actions are "X" (destructive) and "F" (normal), its leading action "P"; the
/// providers can be replaced. Every handler call is logged as "<title> <item>", with the
/// action, its source view and its completion kept for the test.
@MainActor
final class SwipeListFixture {
  let driver: AppDriver
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<String, String>
  let delegate = SwipeSelectionDelegate()
  var log: [String] = []
  var calls: [(action: UIContextualAction, view: UIView, completion: (Bool) -> Void)] = []
  /// The trailing and leading configurations by item; nil answers mean no actions.
  var trailing: (String) -> UISwipeActionsConfiguration?
  var leading: (String) -> UISwipeActionsConfiguration?
  /// Items whose providers were asked, as "trailing B" / "leading B".
  var asked: [String] = []

  static let items = (0..<20).map { String(UnicodeScalar(UInt8(65 + $0))) }

  init(accessories: [UICellAccessory] = [], editing: Bool = false, rightToLeft: Bool = false) {
    resetTouches()
    trailing = { _ in nil }
    leading = { _ in nil }
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var trailingHook: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }
    var leadingHook: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }
    configuration.trailingSwipeActionsConfigurationProvider = { trailingHook($0) }
    configuration.leadingSwipeActionsConfigurationProvider = { leadingHook($0) }
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = accessories
      if rightToLeft { cell.semanticContentAttribute = .forceRightToLeft }
    }
    dataSource = UICollectionViewDiffableDataSource<String, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(Self.items)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.delegate = delegate
    collectionView.isEditing = editing
    driver = AppDriver(rootView: collectionView, size: CGSize(width: 320, height: 480))
    delegate.names = { [unowned self] in dataSource.itemIdentifier(for: $0) ?? "?" }
    trailing = { [unowned self] item in
      makeConfiguration(item, [("X", .destructive), ("F", .normal)])
    }
    leading = { [unowned self] item in makeConfiguration(item, [("P", .normal)]) }
    trailingHook = { [unowned self] path in
      let item = dataSource.itemIdentifier(for: path) ?? "?"
      asked.append("trailing \(item)")
      return trailing(item)
    }
    leadingHook = { [unowned self] path in
      let item = dataSource.itemIdentifier(for: path) ?? "?"
      asked.append("leading \(item)")
      return leading(item)
    }
    driver.advance(by: 0.1)
  }

  /// A configuration of actions with the given titles and styles whose handlers log
  /// "<title> <item>" and keep their arguments.
  func makeConfiguration(
    _ item: String, _ actions: [(String, UIContextualAction.Style)],
    fullSwipe: Bool = true
  ) -> UISwipeActionsConfiguration {
    let made = actions.map { title, style in
      UIContextualAction(style: style, title: title) { [unowned self] action, view, completion in
        log.append("\(title) \(item)")
        calls.append((action, view, completion))
      }
    }
    let configuration = UISwipeActionsConfiguration(actions: made)
    configuration.performsFirstActionWithFullSwipe = fullSwipe
    return configuration
  }

  func indexPath(of item: String) -> IndexPath { dataSource.indexPath(for: item)! }

  func cell(_ item: String) -> UICollectionViewListCell {
    collectionView.cellForItem(at: indexPath(of: item)) as! UICollectionViewListCell
  }

  /// A point on the row of `item`, `x` points from its left edge, in window coordinates.
  func point(on item: String, x: CGFloat = 160) -> CGPoint {
    let cell = cell(item)
    return collectionView.convert(
      CGPoint(x: cell.frame.minX + x, y: cell.frame.midY), to: driver.window)
  }

  /// Drags the row of `item` sideways by `dx` in steps of `step` points a frame from `x`;
  /// when `lift`, holds still for 0.2 s (no flick), lifts and lets the row settle.
  func drag(
    _ item: String, by dx: CGFloat, from x: CGFloat = 160, step: CGFloat = 5, lift: Bool = true
  ) {
    let start = point(on: item, x: x)
    driver.touchDown(at: start)
    var moved: CGFloat = 0
    while abs(moved) < abs(dx) {
      moved += dx < 0 ? -min(step, abs(dx) - abs(moved)) : min(step, abs(dx) - abs(moved))
      driver.advance(by: 1.0 / 60)
      driver.touchMove(to: CGPoint(x: start.x + moved, y: start.y))
    }
    guard lift else { return }
    driver.advance(by: 0.2)
    driver.touchUp(at: CGPoint(x: start.x + dx, y: start.y))
    driver.advance(by: 0.5)
  }

  /// The buttons view the row of `item` shows, if any.
  func actionsView(_ item: String) -> SwipeActionsView? { cell(item).swipe?.actionsView }

  /// The frame of `item`'s button titled `title`, in the cell's coordinates.
  func buttonFrame(_ item: String, _ title: String) -> CGRect? {
    guard let view = actionsView(item),
      let button = view.buttons.first(where: { $0.action.title == title })
    else { return nil }
    return button.convert(button.bounds, to: cell(item))
  }

  /// The centre of `item`'s button titled `title`, in window coordinates.
  func buttonCentre(_ item: String, _ title: String) -> CGPoint {
    let button = actionsView(item)!.buttons.first { $0.action.title == title }!
    return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: driver.window)
  }

  /// Where the content view shows in the cell (its frame, moved by the swipe).
  func contentFrame(_ item: String) -> CGRect {
    let content = cell(item).contentView
    return content.convert(content.bounds, to: cell(item))
  }

  /// Where the row's text shows in the cell.
  func textFrame(_ item: String) -> CGRect? {
    let content = cell(item).contentView as? UIListContentView
    guard let label = content?.subviews.first(where: { $0 is UILabel }) else { return nil }
    return label.convert(label.bounds, to: cell(item))
  }

  /// The rows whose content is slid.
  var swipedRows: [String] {
    collectionView.visibleCells.compactMap { cell in
      guard let list = cell as? UICollectionViewListCell, list.swipe != nil,
        let path = collectionView.indexPath(for: cell)
      else { return nil }
      return dataSource.itemIdentifier(for: path)
    }.sorted()
  }
}
