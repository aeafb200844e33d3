// A photo-gallery screen as an iOS project writes it: a flow layout sized by the delegate,
// conformances in extensions, a cell with `isSelected` and `prepareForReuse`, selection,
// scrolling to an item, animations, and work sent back to the main queue.
import MosaicTesting
import Testing
import UIKit

final class GalleryCell: UICollectionViewCell {
  static let identifier = String(describing: GalleryCell.self)

  private let imageView: UIImageView = {
    let imageView = UIImageView()
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    return imageView
  }()

  private let captionLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 12, weight: .medium)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    return label
  }()

  var caption: String? { captionLabel.text }

  override var isSelected: Bool {
    didSet {
      contentView.layer.borderWidth = isSelected ? 3 : 0
      contentView.layer.borderColor = UIColor.systemBlue.cgColor
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
    contentView.addSubview(captionLabel)
    contentView.layer.cornerRadius = 8
    contentView.layer.masksToBounds = true
    contentView.backgroundColor = .secondarySystemBackground
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let captionHeight: CGFloat = 20
    imageView.frame = CGRect(
      x: 0, y: 0, width: contentView.bounds.width,
      height: contentView.bounds.height - captionHeight)
    captionLabel.frame = CGRect(
      x: 0, y: contentView.bounds.height - captionHeight, width: contentView.bounds.width,
      height: captionHeight)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
    captionLabel.text = nil
  }

  func configure(with photo: Photo) {
    captionLabel.text = photo.title
    imageView.image = photo.image
  }
}

struct Photo: Hashable {
  let id: Int
  let title: String
  var image: UIImage?
}

class GalleryViewController: UIViewController {
  private var collectionView: UICollectionView!
  private(set) var photos: [Photo] = (0..<40).map { Photo(id: $0, title: "Photo \($0)") }
  private let spacing: CGFloat = 8
  private(set) var selectedTitles: [String] = []
  private(set) var reloads = 0

  var visibleCaptions: [String] {
    collectionView.visibleCells.compactMap { ($0 as? GalleryCell)?.caption }
  }

  var view3: UICollectionView { collectionView }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Gallery"
    view.backgroundColor = .systemBackground

    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = spacing
    layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)

    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .clear
    collectionView.allowsMultipleSelection = true
    collectionView.register(GalleryCell.self, forCellWithReuseIdentifier: GalleryCell.identifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func reloadLater() {
    DispatchQueue.main.async {
      self.reloads += 1
      self.collectionView.reloadData()
    }
  }

  func fadeOutSelection() {
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
      UIView.animate(withDuration: 0.25) {
        cell.alpha = 0.5
      }
    }
  }
}

extension GalleryViewController: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    return photos.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: GalleryCell.identifier, for: indexPath) as? GalleryCell
    else {
      fatalError("Unable to dequeue GalleryCell")
    }
    cell.configure(with: photos[indexPath.item])
    return cell
  }
}

extension GalleryViewController: UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let columns: CGFloat = 3
    let totalSpacing = spacing * (columns + 1)
    let width = floor((collectionView.bounds.width - totalSpacing) / columns)
    return CGSize(width: width, height: width + 20)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selectedTitles.append(photos[indexPath.item].title)
  }
}

@MainActor
@Suite struct GalleryScreenTests {
  @Test func theGalleryLaysOutThreeColumnsAndSelectsByTap() async {
    let gallery = GalleryViewController()
    let navigation = UINavigationController(rootViewController: gallery)
    let driver = AppDriver(rootViewController: navigation, size: CGSize(width: 320, height: 480))
    let collectionView = gallery.view3
    // (320 - 4 * 8) / 3 = 96 points a column.
    let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(first?.frame == CGRect(x: 8, y: 8, width: 96, height: 116))
    let third = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
    #expect(third?.frame == CGRect(x: 216, y: 8, width: 96, height: 116))
    #expect(gallery.visibleCaptions.contains("Photo 0"))

    let cellCenter = collectionView.convert(CGPoint(x: 56, y: 66), to: nil)
    driver.tap(at: cellCenter)
    #expect(gallery.selectedTitles == ["Photo 0"])
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.isSelected == true)
    #expect(cell?.contentView.layer.borderWidth == 3)

    gallery.fadeOutSelection()
    driver.advance(by: 0.5)
    #expect(cell?.alpha == 0.5)

    collectionView.scrollToItem(at: IndexPath(item: 39, section: 0), at: .bottom, animated: false)
    driver.advance(by: 0.1)
    #expect(gallery.visibleCaptions.contains("Photo 39"))
    #expect(!gallery.visibleCaptions.contains("Photo 0"))

    gallery.reloadLater()
    #expect(gallery.reloads == 0)
    // The block sent to the main queue runs once the test gives the main actor up.
    for _ in 0..<10 where gallery.reloads == 0 { await Task.yield() }
    #expect(gallery.reloads == 1)
  }

  @Test func aStructHoldingAnImageIsHashable() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let a = Photo(id: 1, title: "A", image: image)
    let b = Photo(id: 1, title: "A", image: image)
    let c = Photo(id: 1, title: "A", image: UIImage(cgImage: image.cgImage!))
    #expect(a == b)
    #expect(a != c)  // images compare by identity, as NSObject does
    #expect(Set([a, b, c]).count == 2)
  }
}

// Helpers outside any view controller, as iOS code often has them: not marked `@MainActor`,
// they compile in Swift 5 mode because UIKit's declarations are `@preconcurrency`.
func makeSeparator(width: CGFloat) -> UIView {
  let separator = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 1))
  separator.backgroundColor = .separator
  return separator
}

final class BadgeStyler {
  var cornerRadius: CGFloat = 6

  func style(_ label: UILabel) {
    label.layer.cornerRadius = cornerRadius
    label.backgroundColor = .systemRed
    label.textColor = .white
  }
}

@MainActor
@Suite struct NonisolatedHelperTests {
  @Test func helpersWithoutActorAnnotationsRun() {
    #expect(makeSeparator(width: 40).frame == CGRect(x: 0, y: 0, width: 40, height: 1))
    let label = UILabel()
    BadgeStyler().style(label)
    #expect(label.layer.cornerRadius == 6)
    #expect(label.textColor == .white)
  }
}
