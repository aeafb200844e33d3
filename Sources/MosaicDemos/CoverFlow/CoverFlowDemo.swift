import UIKit

/// The "Cover flow" demo: a horizontal collection view of twelve covers whose
/// `CoverFlowLayout` turns them in 3D with perspective (`CATransform3D.m34`) by their
/// distance from the centre. A tap on a cover scrolls it to the centre.
enum CoverFlowDemo {
  @MainActor static func make() -> UIViewController {
    CoverFlowViewController()
  }

  final class CoverFlowViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    let count = 12
    var collectionView: UICollectionView!
    private var scrollGeneration = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Cover flow"
      view.backgroundColor = UIColor(white: 0.12, alpha: 1)
      collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: CoverFlowLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collectionView.backgroundColor = UIColor(white: 0.12, alpha: 1)
      collectionView.showsHorizontalScrollIndicator = false
      collectionView.decelerationRate = .fast
      collectionView.register(CoverCell.self, forCellWithReuseIdentifier: CoverCell.reuseID)
      collectionView.dataSource = self
      collectionView.delegate = self
      view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      count
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: CoverCell.reuseID, for: indexPath)
        as! CoverCell
      cell.configure(index: indexPath.item)
      return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      collectionView.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: true)
      report("selected \(indexPath.item)")
    }

    /// Reports the centred cover once scrolling has been quiet for a moment.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrollGeneration += 1
      let generation = scrollGeneration
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
        guard let self, self.scrollGeneration == generation,
          let layout = self.collectionView.collectionViewLayout as? CoverFlowLayout
        else { return }
        let pitch = layout.itemSize.width + layout.minimumLineSpacing
        self.report("centred \(Int((self.collectionView.contentOffset.x / pitch).rounded()))")
      }
    }

    func report(_ line: String) {
      DemoLog.report("coverflow: \(line)")
    }
  }

  /// A cover: a coloured card with a lighter band and its number.
  final class CoverCell: UICollectionViewCell {
    static let reuseID = "CoverCell"
    private let band = UIView()
    private let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.layer.cornerRadius = 10
      contentView.clipsToBounds = true
      contentView.addSubview(band)
      band.backgroundColor = UIColor(white: 1, alpha: 0.35)
      label.font = .boldSystemFont(ofSize: 44)
      label.textColor = .white
      label.textAlignment = .center
      contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func configure(index: Int) {
      contentView.backgroundColor = DemoArt.paletteColor(index)
      label.text = "\(index + 1)"
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let b = contentView.bounds
      band.frame = CGRect(x: 0, y: b.height * 0.62, width: b.width, height: 26)
      label.frame = CGRect(x: 0, y: b.height * 0.2, width: b.width, height: 60)
    }
  }
}
