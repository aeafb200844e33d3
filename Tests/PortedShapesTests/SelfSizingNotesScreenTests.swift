// A notes screen as an iOS project writes it today: a flow layout with automatic sizes, cells
// from a registration whose content is a stack view pinned to the content view with anchors,
// a diffable data source, and a width constraint the controller updates when the view resizes.
import MosaicTesting
import Testing
import UIKit

final class NoteCardCell: UICollectionViewCell {
  let titleLabel = UILabel()
  let bodyLabel = UILabel()
  private lazy var widthConstraint = contentView.widthAnchor.constraint(equalToConstant: 100)

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemYellow.withAlphaComponent(0.25)
    contentView.layer.cornerRadius = 8

    titleLabel.font = .preferredFont(forTextStyle: .headline)
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.numberOfLines = 0

    let stackView = UIStackView(arrangedSubviews: [titleLabel, bodyLabel])
    stackView.axis = .vertical
    stackView.spacing = 4
    stackView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stackView)

    widthConstraint.priority = .required - 1
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
      stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
      stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      widthConstraint,
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(title: String, body: String, width: CGFloat) {
    titleLabel.text = title
    bodyLabel.text = body
    widthConstraint.constant = width
  }
}

final class NotesViewController: UIViewController {
  enum Section { case main }

  struct Note: Hashable {
    let id: Int
    let title: String
    let body: String
  }

  let notes: [Note] = [
    Note(id: 1, title: "Short", body: "One line."),
    Note(
      id: 2, title: "Medium",
      body: "Two or three lines of text when the window is narrow, fewer when it is wide."),
    Note(
      id: 3, title: "Long",
      body: "A long note wraps onto many lines: the card grows to fit it because the label is "
        + "pinned to the content view through a stack view, and the flow layout asks the cell "
        + "for its size."),
    Note(id: 4, title: "Tiny", body: "Ok."),
  ]

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Note>!
  private var cardWidth: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    let registration = UICollectionView.CellRegistration<NoteCardCell, Note> {
      [weak self] cell, indexPath, note in
      cell.configure(title: note.title, body: note.body, width: self?.cardWidth ?? 100)
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Note>(
      collectionView: collectionView
    ) { collectionView, indexPath, note in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: note)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let columns: CGFloat = collectionView.bounds.width >= 600 ? 2 : 1
    let width = ((collectionView.bounds.width - 20 - 10 * (columns - 1)) / columns).rounded(.down)
    guard width > 0, width != cardWidth else { return }
    cardWidth = width
    var snapshot = NSDiffableDataSourceSnapshot<Section, Note>()
    snapshot.appendSections([.main])
    snapshot.appendItems(notes)
    snapshot.reconfigureItems(dataSource.snapshot().itemIdentifiers)
    dataSource.applySnapshotUsingReloadData(snapshot)
  }
}

@MainActor
struct SelfSizingNotesScreenTests {
  func frames(_ controller: NotesViewController) -> [CGRect] {
    (0..<controller.notes.count).compactMap {
      controller.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
  }

  func expectNoOverlap(_ frames: [CGRect]) {
    for i in frames.indices {
      for j in frames.indices where j > i {
        #expect(!frames[i].intersects(frames[j]), "\(frames[i]) overlaps \(frames[j])")
      }
    }
  }

  @Test func cardsSizeToTheirTextAndReflowWhenTheWindowWidens() {
    let controller = NotesViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 520))
    driver.advance(by: 0.5)
    let narrow = frames(controller)
    #expect(narrow.count == 4)
    // One column of 370-point cards; taller for longer notes.
    #expect(narrow.allSatisfy { $0.minX == 10 && $0.width == 370 })
    #expect(narrow[3].height < narrow[1].height && narrow[1].height < narrow[2].height)
    #expect(narrow[0].height == narrow[3].height)
    expectNoOverlap(narrow)
    assertSnapshot(of: driver.snapshot(), named: "ported-self-sizing-notes-390")

    driver.resize(to: CGSize(width: 700, height: 520))
    driver.advance(by: 0.5)
    let wide = frames(controller)
    // Two columns of 335-point cards: narrower than before, so the medium note wraps to one
    // more line.
    #expect(wide.map(\.minX) == [10, 355, 10, 355])
    #expect(wide.allSatisfy { $0.width == 335 })
    #expect(wide[1].height > narrow[1].height)
    expectNoOverlap(wide)
    assertSnapshot(of: driver.snapshot(), named: "ported-self-sizing-notes-700")
  }
}
