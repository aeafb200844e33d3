import Testing

@testable import Mosaic

/// A cell that counts how many instances were created.
@MainActor
final class CountingCell: UICollectionViewCell {
  static var created = 0
  var reuses = 0
  override init(frame: CGRect) {
    CountingCell.created += 1
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A header or footer view.
@MainActor
final class TitleView: UICollectionReusableView {}

/// A data source and delegate over an array of section counts, logging delegate calls and
/// checking that willDisplay / didEndDisplaying come in pairs.
@MainActor
class GridModel: UICollectionViewDataSource, UICollectionViewDelegate {
  var counts: [Int]
  var hasHeaders = false
  var hasFooters = false
  var log: [String] = []
  var displayed: Set<IndexPath> = []
  var pairingErrors: [String] = []
  var willDisplayCount = 0
  var didEndCount = 0
  var shouldHighlight = true
  var shouldSelect = true
  var shouldDeselect = true

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    willDisplayCount += 1
    if displayed.contains(indexPath) { pairingErrors.append("willDisplay twice \(indexPath)") }
    if collectionView.indexPath(for: cell) != indexPath {
      pairingErrors.append("willDisplay with a cell not at \(indexPath)")
    }
    displayed.insert(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    didEndCount += 1
    if displayed.remove(indexPath) == nil {
      pairingErrors.append("didEndDisplaying without willDisplay \(indexPath)")
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    log.append("shouldHighlight \(indexPath.item) cell=\(state(collectionView, indexPath))")
    return shouldHighlight
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.item) cell=\(state(collectionView, indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    log.append("didUnhighlight \(indexPath.item) cell=\(state(collectionView, indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelect \(indexPath.item) cell=\(state(collectionView, indexPath))")
    return shouldSelect
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldDeselect \(indexPath.item) cell=\(state(collectionView, indexPath))")
    return shouldDeselect
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item) cell=\(state(collectionView, indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.item) cell=\(state(collectionView, indexPath))")
  }

  /// The cell's highlight and selection flags as "hs" letters (- when off).
  func state(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> String {
    guard let cell = collectionView.cellForItem(at: indexPath) else { return "none" }
    return (cell.isHighlighted ? "h" : "-") + (cell.isSelected ? "s" : "-")
  }
}

/// A collection view of `size` with a flow layout over `model`, laid out.
@MainActor
func makeCollectionView(
  _ model: GridModel, size: CGSize = CGSize(width: 320, height: 200),
  layout: UICollectionViewLayout = UICollectionViewFlowLayout()
) -> UICollectionView {
  let view = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
  view.register(
    TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "title")
  view.register(
    TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
    withReuseIdentifier: "title")
  view.dataSource = model
  view.delegate = model
  keptModels.append(model)
  view.layoutIfNeeded()
  return view
}

/// Models of the views `makeCollectionView` made (the views hold them weakly, as in UIKit).
@MainActor var keptModels: [GridModel] = []

/// Whether two rectangles are equal to within 1e-9 on every coordinate.
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
    && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// The frame of the item at `[section, item]` as the collection view's layout gives it.
@MainActor
func itemFrame(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
  view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
