import Foundation
import UIKit

/// A cell with a colored background and a centered number, for the large-grid demos.
final class NumberCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 8
    contentView.clipsToBounds = true
    label.textAlignment = .center
    label.textColor = .white
    label.font = .boldSystemFont(ofSize: 15)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.frame = contentView.bounds
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  func configure(number: Int) {
    label.text = "\(number)"
    contentView.backgroundColor = UIColor(
      hue: CGFloat(number % 36) / 36, saturation: 0.55, brightness: 0.85, alpha: 1)
  }
}

/// A collection view controller showing `itemCount` numbered cells.
class NumberGridViewController: UICollectionViewController {
  var itemCount: Int { 0 }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemBackground
    collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Number")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    itemCount
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Number", for: indexPath)
      as! NumberCell
    cell.configure(number: indexPath.item + 1)
    return cell
  }
}

/// A flow grid of one million items: only what is on screen exists as cells.
final class BigGridViewController: NumberGridViewController {
  override var itemCount: Int { 1_000_000 }

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    super.init(collectionViewLayout: layout)
    title = "1,000,000 items"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    DemoLog.report("grid: selected \(indexPath.item + 1)")
  }
}

/// A two-column waterfall whose item heights are fixed once per item.
final class WaterfallDemoViewController: NumberGridViewController, WaterfallLayoutDelegate {
  let heights: [CGFloat]
  override var itemCount: Int { heights.count }

  init() {
    var state: UInt64 = 2024
    heights = (0..<500).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return CGFloat(80 + (state >> 33) % 160)
    }
    let layout = WaterfallLayout()
    layout.columnCount = 2
    layout.columnSpacing = 10
    layout.rowSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    super.init(collectionViewLayout: layout)
    title = "Waterfall"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  func collectionView(
    _ collectionView: UICollectionView, layout: WaterfallLayout,
    heightForItemAt indexPath: IndexPath
  ) -> CGFloat {
    heights[indexPath.item]
  }
}
