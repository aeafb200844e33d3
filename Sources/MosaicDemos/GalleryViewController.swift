import Foundation
import UIKit

/// The gallery's first screen, titled "Mosaic": a collection view with a flow layout listing
/// the demos of `DemoCatalog.all` as cards (a drawn thumbnail, the title and the subtitle).
/// Tapping a card pushes its demo; the bar buttons open the two stress screens of
/// GridDemos.swift. What happens is printed on standard output for the end-to-end tests.
final class GalleryViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  private let demos = DemoCatalog.all
  private let thumbnails: [UIImage]
  private var appearances = 0
  private var scrollGeneration = 0

  init() {
    thumbnails = DemoCatalog.all.map { DemoArt.thumbnail(for: $0.id) }
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 16
    layout.minimumInteritemSpacing = 12
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    super.init(collectionViewLayout: layout)
    title = "Mosaic"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = UIColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
    collectionView.alwaysBounceVertical = true
    collectionView.register(GalleryCell.self, forCellWithReuseIdentifier: GalleryCell.reuseID)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Grid", style: .plain, target: self, action: GalleryViewController.showGrid)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Waterfall", style: .plain, target: self, action: GalleryViewController.showWaterfall)
  }

  /// Reports a return from a demo: every appearance but the launch one (the gallery never
  /// appeared at launch when a demo was opened over it with `--demo`).
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if appearances > 0 || AppDelegate.initialDemo != nil { report("back") }
    appearances += 1
  }

  func showGrid() {
    report("open grid")
    navigationController?.pushViewController(BigGridViewController(), animated: true)
  }

  func showWaterfall() {
    report("open waterfall")
    navigationController?.pushViewController(WaterfallDemoViewController(), animated: true)
  }

  // MARK: Data source and delegate

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    demos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: GalleryCell.reuseID, for: indexPath) as! GalleryCell
    let demo = demos[indexPath.item]
    cell.configure(title: demo.title, subtitle: demo.subtitle, image: thumbnails[indexPath.item])
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: false)
    let demo = demos[indexPath.item]
    report("open \(demo.id)")
    navigationController?.pushViewController(demo.make(), animated: true)
  }

  /// One card a row across the width: the thumbnail on the left, the text on the right.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: max(1, collectionView.bounds.width - 32), height: 96)
  }

  /// Reports the offset once scrolling has been quiet for a moment.
  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrollGeneration += 1
    let generation = scrollGeneration
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
      guard let self, self.scrollGeneration == generation else { return }
      self.report("scrolled to \(Int(self.collectionView.contentOffset.y))")
    }
  }

  func report(_ line: String) {
    DemoLog.report("gallery: \(line)")
  }
}

/// A gallery card: a white rounded card with the demo's thumbnail on the left, its title and
/// subtitle on the right.
final class GalleryCell: UICollectionViewCell {
  static let reuseID = "GalleryCell"
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 12
    layer.shadowOpacity = 0.15
    layer.shadowRadius = 4
    layer.shadowOffset = CGSize(width: 0, height: 2)
    contentView.layer.cornerRadius = 12
    contentView.clipsToBounds = true
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    contentView.addSubview(imageView)
    titleLabel.font = .boldSystemFont(ofSize: 16)
    titleLabel.textColor = .black
    contentView.addSubview(titleLabel)
    subtitleLabel.font = .systemFont(ofSize: 13)
    subtitleLabel.textColor = .darkGray
    subtitleLabel.numberOfLines = 2
    contentView.addSubview(subtitleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  func configure(title: String, subtitle: String, image: UIImage) {
    titleLabel.text = title
    subtitleLabel.text = subtitle
    imageView.image = image
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = contentView.bounds
    let thumb = DemoArt.thumbnailSize
    let imageWidth = min(b.height * thumb.width / thumb.height, b.width * 0.4).rounded()
    imageView.frame = CGRect(x: 0, y: 0, width: imageWidth, height: b.height)
    let textX = imageWidth + 12
    let textWidth = max(0, b.width - textX - 8)
    titleLabel.frame = CGRect(x: textX, y: 14, width: textWidth, height: 22)
    subtitleLabel.frame = CGRect(x: textX, y: 40, width: textWidth, height: 40)
  }
}
