import UIKit

/// The "Circle layout" demo: post 2 ("iOS之UICollectionView的使用"), part three. The post's
/// `FKViewController` is `CircleDemo.FKViewController`; its layout is `FKCircleLayout`.
enum CircleDemo {
  @MainActor static func make() -> UIViewController {
    FKViewController()
  }

  /// The post's `FKViewController`: 16 cells on a `FKCircleLayout` over a gray background,
  /// and a tap recognizer on the collection view whose `handleTap` deletes the tapped cell,
  /// or inserts one at index 0 when the tap is not on a cell, both animated.
  final class FKViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    /// The post's `gridView` outlet (built in code: Mosaic has no storyboards).
    var gridView: UICollectionView!
    /// The post's global `cellCount`: the number of cells.
    var cellCount = 0
    private var laidOutSize = CGSize.zero

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Circle layout"
      gridView = UICollectionView(frame: view.bounds, collectionViewLayout: FKCircleLayout())
      gridView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      gridView.register(CircleCell.self, forCellWithReuseIdentifier: "cellId")
      // The storyboard connects the data source too. (Needed before the layout is set below:
      // with no data source Mosaic reports no sections, where UIKit reports one empty
      // section, and the post's prepare asks for section 0.)
      gridView.dataSource = self
      view.addSubview(gridView)

      // The post's viewDidLoad from here on.
      cellCount = 16
      let circleLayout = FKCircleLayout()
      gridView.collectionViewLayout = circleLayout
      gridView.backgroundColor = .gray
      gridView.dataSource = self
      gridView.delegate = self
      let tapRecognizer = UITapGestureRecognizer(target: self, action: FKViewController.handleTap)
      gridView.addGestureRecognizer(tapRecognizer)
    }

    /// The post's layout reads the collection view's size only in `prepare`, and a plain
    /// `UICollectionViewLayout` is not invalidated by a size change, so a resized window asks
    /// for a new layout here.
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      guard gridView.bounds.size != laidOutSize else { return }
      laidOutSize = gridView.bounds.size
      gridView.collectionViewLayout.invalidateLayout()
    }

    func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      cellCount
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cellId = "cellId"
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellId, for: indexPath)
      return cell
    }

    /// The post's `handleTap:`.
    func handleTap(_ sender: UITapGestureRecognizer) {
      if sender.state == .ended {
        let initialPinchPoint = sender.location(in: gridView)
        let tappedCellPath = gridView.indexPathForItem(at: initialPinchPoint)
        if let tappedCellPath {
          cellCount -= 1
          gridView.deleteItems(at: [tappedCellPath])
          report("deleted \(tappedCellPath.item), count \(cellCount)")
        } else {
          cellCount += 1
          gridView.insertItems(at: [IndexPath(item: 0, section: 0)])
          report("inserted, count \(cellCount)")
        }
      }
    }
  }

  /// The post's storyboard cell: an orange disc with a white ring.
  final class CircleCell: UICollectionViewCell {
    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.backgroundColor = UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
      contentView.layer.cornerRadius = FKCircleLayout.ITEM_SIZE / 2
      contentView.layer.borderWidth = 4
      contentView.layer.borderColor = UIColor.white.cgColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
  }

  /// Prints one line about the demo for people and the end-to-end tests.
  static func report(_ line: String) {
    DemoLog.report("circle: \(line)")
  }
}
