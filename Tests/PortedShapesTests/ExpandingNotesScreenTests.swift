// A list of notes that expand when tapped, as an iOS project writes it: a compositional layout
// with estimated heights, a cell whose multi-line label is pinned to the content view with
// anchors (bottom just below required), and a diffable data source that reconfigures the
// tapped note with its full text.
import MosaicTesting
import Testing
import UIKit

final class ExpandingNoteCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let bottom = label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
    bottom.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      bottom,
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class ExpandingNotesViewController: UIViewController, UICollectionViewDelegate {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  var expanded: Set<Int> = []
  var completions = 0
  var labelHeightsAtCompletion: [CGFloat] = []

  static let short = "A short note."
  static let long = String(repeating: "This note goes on for a while when it is expanded. ", count: 8)

  override func viewDidLoad() {
    super.viewDidLoad()
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<ExpandingNoteCell, Int> {
      [weak self] cell, _, id in
      guard let self = self else { return }
      cell.label.text = "\(id): " + (self.expanded.contains(id) ? Self.long : Self.short)
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
    collectionView.deselectItem(at: indexPath, animated: true)
    if expanded.contains(id) { expanded.remove(id) } else { expanded.insert(id) }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
      guard let self = self else { return }
      self.completions += 1
      let cell = self.collectionView.cellForItem(at: indexPath) as? ExpandingNoteCell
      self.labelHeightsAtCompletion.append(cell?.label.frame.height ?? -1)
    }
  }
}

@MainActor
struct ExpandingNotesScreenTests {
  func frame(_ controller: ExpandingNotesViewController, _ item: Int) -> CGRect {
    controller.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?
      .frame ?? .null
  }

  @Test func aReconfiguredNoteGrowsAndTheNotesBelowMoveDown() {
    let controller = ExpandingNotesViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 700))
    driver.advance(by: 0.5)
    let before = (0..<4).map { frame(controller, $0) }
    // One line of body text: 12 + line + 12, well below the 80-point estimate.
    #expect(before[1].height < 60)
    #expect(before[2].minY == before[1].maxY + 8)

    driver.tap(at: CGPoint(x: 100, y: before[1].midY))
    driver.advance(by: 1)
    let after = (0..<4).map { frame(controller, $0) }
    let cell = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
      as? ExpandingNoteCell
    #expect(cell?.label.text?.hasSuffix("expanded. ") == true)
    // The note grew to hold its long text, with its 12-point margins.
    #expect(after[1].height > before[1].height * 3)
    #expect(cell.map { $0.label.frame.height + 24 } == after[1].height)
    #expect(after[0] == before[0])
    // The notes below moved down by the difference.
    let growth = after[1].height - before[1].height
    #expect(after[2].minY == before[2].minY + growth)
    #expect(after[3].minY == before[3].minY + growth)
    // The apply's completion saw the final frames.
    #expect(controller.completions == 1)
    #expect(controller.labelHeightsAtCompletion == [cell?.label.frame.height ?? -2])

    // Tapping again collapses it back.
    driver.tap(at: CGPoint(x: 100, y: after[1].midY))
    driver.advance(by: 1)
    #expect((0..<4).map { frame(controller, $0) } == before)
  }
}
