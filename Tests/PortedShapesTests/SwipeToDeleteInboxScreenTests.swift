// An inbox as an iOS 14 project writes it: a list layout whose trailing swipe actions delete a
// message from the diffable snapshot (a destructive action that calls its completion handler),
// and whose leading swipe action flags it (a normal action with its own color and image).
import MosaicTesting
import Testing
import UIKit

class SwipeInboxViewController: UIViewController {
  enum Section {
    case main
  }

  struct Message: Hashable {
    let id: Int
    let subject: String
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Message>!
  var messages: [Message] = [
    Message(id: 1, subject: "Lunch on Friday?"),
    Message(id: 2, subject: "Quarterly report"),
    Message(id: 3, subject: "Your order has shipped"),
    Message(id: 4, subject: "Team offsite"),
  ]
  var flagged: Set<Int> = []
  var deletedSubjects: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      guard let self = self, let message = self.dataSource.itemIdentifier(for: indexPath) else {
        return nil
      }
      let delete = UIContextualAction(style: .destructive, title: "Delete") {
        [weak self] _, _, completion in
        guard let self = self else {
          completion(false)
          return
        }
        var snapshot = self.dataSource.snapshot()
        snapshot.deleteItems([message])
        self.dataSource.apply(snapshot, animatingDifferences: true)
        self.deletedSubjects.append(message.subject)
        completion(true)
      }
      delete.image = UIImage(systemName: "trash")
      return UISwipeActionsConfiguration(actions: [delete])
    }
    config.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      guard let self = self, let message = self.dataSource.itemIdentifier(for: indexPath) else {
        return nil
      }
      let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
        self?.flagged.insert(message.id)
        completion(true)
      }
      flag.backgroundColor = .systemOrange
      flag.image = UIImage(systemName: "flag")
      let configuration = UISwipeActionsConfiguration(actions: [flag])
      configuration.performsFirstActionWithFullSwipe = false
      return configuration
    }
    let layout = UICollectionViewCompositionalLayout.list(using: config)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> {
      cell, _, message in
      var content = cell.defaultContentConfiguration()
      content.text = message.subject
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Message>(
      collectionView: collectionView
    ) { collectionView, indexPath, message in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: message)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections([.main])
    snapshot.appendItems(messages)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite struct SwipeToDeleteInboxScreenTests {
  func subjects(_ controller: SwipeInboxViewController) -> [String] {
    return controller.dataSource.snapshot().itemIdentifiers.map { $0.subject }
  }

  func cell(_ subject: String, in controller: SwipeInboxViewController) -> UICollectionViewCell {
    let message = controller.messages.first { $0.subject == subject }!
    let indexPath = controller.dataSource.indexPath(for: message)!
    return controller.collectionView.cellForItem(at: indexPath)!
  }

  /// A point `x` points into the row showing `subject`, in window coordinates.
  func point(on subject: String, x: CGFloat, in controller: SwipeInboxViewController) -> CGPoint {
    let cell = cell(subject, in: controller)
    return cell.convert(CGPoint(x: x, y: cell.bounds.midY), to: nil)
  }

  func drag(_ driver: AppDriver, from start: CGPoint, by dx: CGFloat) {
    driver.touchDown(at: start)
    let steps = Int(abs(dx) / 8)
    for i in 1...steps {
      driver.advance(by: 1.0 / 60)
      driver.touchMove(to: CGPoint(x: start.x + dx * CGFloat(i) / CGFloat(steps), y: start.y))
    }
    driver.advance(by: 0.2)
    driver.touchUp(at: CGPoint(x: start.x + dx, y: start.y))
    driver.advance(by: 1)
  }

  @Test func aFullSwipeDeletesTheMessage() {
    let controller = SwipeInboxViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 600))
    let row = cell("Quarterly report", in: controller)
    drag(driver, from: point(on: "Quarterly report", x: 320, in: controller), by: -300)
    #expect(controller.deletedSubjects == ["Quarterly report"])
    #expect(
      subjects(controller) == ["Lunch on Friday?", "Your order has shipped", "Team offsite"])
    #expect(controller.collectionView.visibleCells.count == 3)
    // No row shows a slid content once the deletion is over.
    for visible in controller.collectionView.visibleCells {
      #expect(visible.contentView.convert(CGPoint.zero, to: visible).x == 0)
    }
    #expect(row.contentView.convert(CGPoint.zero, to: row).x == 0)
  }

  @Test func theDeleteButtonDeletesTheMessageAndTheFlagButtonFlagsIt() {
    let controller = SwipeInboxViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 600))
    // Swiped to the right: the Flag button opens but a long swipe does not flag.
    drag(driver, from: point(on: "Team offsite", x: 60, in: controller), by: 250)
    #expect(controller.flagged.isEmpty)
    let row = cell("Team offsite", in: controller)
    #expect(row.contentView.convert(CGPoint.zero, to: row).x > 0)
    driver.tap(at: point(on: "Team offsite", x: 20, in: controller))
    driver.advance(by: 1)
    #expect(controller.flagged == [4])
    #expect(row.contentView.convert(CGPoint.zero, to: row).x == 0)

    // Swiped to the left past half the button, the Delete button opens; tapping it deletes.
    drag(driver, from: point(on: "Lunch on Friday?", x: 300, in: controller), by: -70)
    let lunch = cell("Lunch on Friday?", in: controller)
    #expect(lunch.contentView.convert(CGPoint.zero, to: lunch).x < -60)
    driver.tap(at: point(on: "Lunch on Friday?", x: lunch.bounds.width - 20, in: controller))
    driver.advance(by: 1)
    #expect(controller.deletedSubjects == ["Lunch on Friday?"])
    #expect(subjects(controller) == ["Quarterly report", "Your order has shipped", "Team offsite"])
    #expect(controller.flagged == [4])
  }
}
