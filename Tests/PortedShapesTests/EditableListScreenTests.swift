// A reorderable list as an iOS 14.5+ project writes it: an inset grouped list whose separators
// are styled through the list configuration's separator configuration and item handler, a
// diffable data source whose reordering handlers keep the model in order, cells showing a
// reorder grip and a selection circle while editing, and the controller's Edit button toggling
// the collection view's editing mode.
import MosaicTesting
import Testing
import UIKit

class EditableListViewController: UIViewController {
  enum Section {
    case main
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, String>!
  var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
  var reorderLog: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = editButtonItem
    var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    config.separatorConfiguration.color = .systemGray4
    config.itemSeparatorHandler = { [weak self] indexPath, sectionSeparatorConfiguration in
      var configuration = sectionSeparatorConfiguration
      // The first row's separator runs edge to edge.
      if indexPath.item == 0 {
        configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 0, bottom: 0, trailing: 0)
      }
      if let self = self, indexPath.item == self.fruits.count - 1 {
        configuration.bottomSeparatorVisibility = .hidden
      }
      return configuration
    }
    let layout = UICollectionViewCompositionalLayout.list(using: config)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.allowsMultipleSelectionDuringEditing = true
    view.addSubview(collectionView)

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, indexPath, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit
      cell.contentConfiguration = content
      cell.accessories = [.multiselect(displayed: .whenEditing), .reorder(displayed: .whenEditing)]
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, fruit in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: fruit)
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
      guard let self = self else { return }
      self.fruits = transaction.finalSnapshot.itemIdentifiers
      self.reorderLog.append(transaction.finalSnapshot.itemIdentifiers.joined(separator: ","))
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(fruits)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    collectionView.isEditing = editing
  }
}

@MainActor
@Suite struct EditableListScreenTests {
  func cell(_ fruit: String, in controller: EditableListViewController) -> UICollectionViewListCell
  {
    let indexPath = controller.dataSource.indexPath(for: fruit)!
    return controller.collectionView.cellForItem(at: indexPath) as! UICollectionViewListCell
  }

  @Test func editingShowsGripsAndADragReordersTheFruits() {
    let controller = EditableListViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let driver = AppDriver(rootViewController: navigation, size: CGSize(width: 390, height: 600))
    let apple = cell("Apple", in: controller)
    let banana = cell("Banana", in: controller)
    // Separators: the first runs the row's full width, the others start under the text.
    let appleLine = apple.subviews.filter { $0.frame.height == 1 && !$0.isHidden }
    #expect(appleLine.map { $0.frame.minX } == [0])
    #expect(appleLine.map { $0.frame.width } == [apple.bounds.width])
    #expect(appleLine.first?.backgroundColor == .systemGray4)
    let bananaLine = banana.subviews.filter { $0.frame.height == 1 && !$0.isHidden }
    #expect(bananaLine.map { $0.frame.minX } == [banana.separatorLayoutGuide.layoutFrame.minX])
    #expect(bananaLine.first.map { $0.frame.minX > 0 } == true)

    controller.setEditing(true, animated: true)
    driver.advance(by: 0.5)
    #expect(controller.editButtonItem.title == "Done")
    #expect(controller.collectionView.isEditing)
    let contentBefore = banana.contentView.frame
    #expect(contentBefore.minX > 0)

    // Drag Apple's grip (the row's trailing end) down past Cherry.
    let grip = apple.convert(
      CGPoint(x: apple.bounds.maxX - 28, y: apple.bounds.midY), to: driver.window)
    let cherry = cell("Cherry", in: controller)
    let below = cherry.convert(CGPoint(x: 0, y: cherry.bounds.midY + 4), to: driver.window)
    driver.drag(from: grip, to: CGPoint(x: grip.x, y: below.y), steps: 12)
    driver.advance(by: 1)
    #expect(controller.fruits == ["Banana", "Cherry", "Apple", "Date", "Elderberry"])
    #expect(controller.reorderLog == ["Banana,Cherry,Apple,Date,Elderberry"])

    // While editing, taps select several rows.
    driver.tap(at: cell("Date", in: controller).convert(CGPoint(x: 120, y: 20), to: driver.window))
    driver.advance(by: 0.5)
    driver.tap(
      at: cell("Banana", in: controller).convert(CGPoint(x: 120, y: 20), to: driver.window))
    driver.advance(by: 0.5)
    let selected = (controller.collectionView.indexPathsForSelectedItems ?? []).sorted().map {
      controller.dataSource.itemIdentifier(for: $0)!
    }
    #expect(selected == ["Banana", "Date"])

    controller.setEditing(false, animated: true)
    driver.advance(by: 0.5)
    #expect(controller.editButtonItem.title == "Edit")
    #expect(cell("Banana", in: controller).contentView.frame.minX == 0)
  }
}
