// A grid screen as Apple's modern collection view samples write it: a section enum, a cell
// registration, a diffable data source whose cell provider dequeues with the registration, and
// snapshots built and applied in the view controller.
import MosaicTesting
import Testing
import UIKit

class TextCell: UICollectionViewCell {
  static let reuseIdentifier = "text-cell-reuse-identifier"
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.adjustsFontForContentSizeCategory = true
    contentView.addSubview(label)
    label.font = UIFont.preferredFont(forTextStyle: .caption1)
    label.textAlignment = .center
    contentView.backgroundColor = .systemTeal
    contentView.layer.borderColor = UIColor.black.cgColor
    contentView.layer.borderWidth = 1
  }

  required init?(coder: NSCoder) {
    fatalError("not implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

class DiffableGridViewController: UIViewController {
  enum Section {
    case main
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Grid"
    configureHierarchy()
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 5
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> {
      (cell, indexPath, identifier) in
      cell.label.text = "\(identifier)"
    }

    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func removeOddItems() {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems(snapshot.itemIdentifiers.filter { $0 % 2 == 1 })
    dataSource.apply(snapshot)
  }
}

@MainActor
@Suite struct DiffableGridScreenTests {
  @Test func theGridShowsTheSnapshotAndAnimatesAChange() {
    let controller = DiffableGridViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let collectionView = controller.collectionView!
    #expect(collectionView.dataSource === controller.dataSource)
    #expect(collectionView.numberOfItems(inSection: 0) == 94)
    // 60-point items, 5 apart, inset by 10: four columns of a 320-point width, justified.
    let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! TextCell
    let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! TextCell
    #expect(first.frame == CGRect(x: 10, y: 10, width: 60, height: 60))
    #expect(abs(second.frame.origin.x - (10 + 60 + (300 - 240) / 3)) < 1e-9)
    #expect(first.label.text == "0" && second.label.text == "1")

    controller.removeOddItems()
    let two = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! TextCell
    #expect(two.label.text == "2")
    driver.advance(by: 0.5)
    #expect(collectionView.numberOfItems(inSection: 0) == 47)
    // Item 2 took the second place.
    #expect(two.frame == second.frame)
    for indexPath in collectionView.indexPathsForVisibleItems {
      let cell = collectionView.cellForItem(at: indexPath) as! TextCell
      #expect(cell.label.text == "\(indexPath.item * 2)")
      #expect(controller.dataSource.itemIdentifier(for: indexPath) == indexPath.item * 2)
    }
  }
}
