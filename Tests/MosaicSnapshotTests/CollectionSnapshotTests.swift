import Mosaic
import MosaicTesting
import Testing

/// A numbered, colored cell.
@MainActor
private final class SwatchCell: UICollectionViewCell {
  let label = UILabel(frame: .zero)
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 6
    label.font = .systemFont(ofSize: 13)
    label.textAlignment = .center
    contentView.addSubview(label)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

/// A section header or footer with a title.
@MainActor
private final class TitleSupplementary: UICollectionReusableView {
  let label = UILabel(frame: .zero)
  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .boldSystemFont(ofSize: 13)
    addSubview(label)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds.insetBy(dx: 8, dy: 0)
  }
}

/// Sections of numbered swatches; waterfall heights vary by item.
@MainActor
private final class SwatchModel: UICollectionViewDataSource, WaterfallLayoutDelegate {
  let counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
      as! SwatchCell
    let hue = CGFloat((indexPath.section * 5 + indexPath.item) % 12) / 12
    cell.contentView.backgroundColor = UIColor(
      hue: hue, saturation: 0.45, brightness: 0.95, alpha: 1)
    cell.label.text = "\(indexPath.section).\(indexPath.item)"
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleSupplementary
    let header = kind == UICollectionView.elementKindSectionHeader
    view.backgroundColor = UIColor(white: header ? 0.85 : 0.93, alpha: 1)
    view.label.text = header ? "Section \(indexPath.section)" : "end of \(indexPath.section)"
    return view
  }
  func collectionView(
    _ collectionView: UICollectionView, layout: WaterfallLayout,
    heightForItemAt indexPath: IndexPath
  ) -> CGFloat {
    CGFloat([90, 50, 70, 120, 60, 80, 40][indexPath.item % 7])
  }
}

@MainActor
struct CollectionSnapshotTests {
  private func makeView(_ layout: UICollectionViewLayout, model: SwatchModel) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 360), collectionViewLayout: layout)
    view.backgroundColor = .white
    view.showsVerticalScrollIndicator = false
    view.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        TitleSupplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
    }
    view.dataSource = model
    view.delegate = model
    return view
  }

  @Test func flowGridWithHeadersAndFooters() {
    let model = SwatchModel([7, 3, 9])
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 64, height: 44)
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.headerReferenceSize = CGSize(width: 0, height: 26)
    layout.footerReferenceSize = CGSize(width: 0, height: 18)
    let view = makeView(layout, model: model)
    assertSnapshot(of: view, named: "collection-flow-headers")
    // 200 tall, scrolled to 250 with the headers pinned: section 1 (header 212–238, items 246–290)
    // keeps its header at the top, drawn over its items.
    layout.sectionHeadersPinToVisibleBounds = true
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    view.contentOffset = CGPoint(x: 0, y: 250)
    assertSnapshot(of: view, named: "collection-flow-pinned")
  }

  @Test func waterfall() {
    let model = SwatchModel([14])
    let layout = WaterfallLayout()
    layout.columnCount = 3
    layout.columnSpacing = 6
    layout.rowSpacing = 6
    layout.sectionInset = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
    layout.headerHeight = 26
    let view = makeView(layout, model: model)
    assertSnapshot(of: view, named: "collection-waterfall")
  }
}
