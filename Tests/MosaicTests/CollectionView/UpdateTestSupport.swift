import Testing

@testable import Mosaic

/// A cell that shows one model element.
@MainActor
final class ElementCell: UICollectionViewCell {
  var element: Int?
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    element = nil
  }
}

/// A section header that shows its section's title.
@MainActor
final class ElementHeader: UICollectionReusableView {
  var title: String?
}

/// A data source over sections of unique integers, as an app's array model: each cell shows
/// its element, each header its section's title.
@MainActor
final class ElementModel: UICollectionViewDataSource, UICollectionViewDelegate {
  var sections: [[Int]]
  var titles: [String]
  var nextElement = 1000
  var requested: [IndexPath] = []
  var headers = false

  init(_ sections: [[Int]]) {
    self.sections = sections
    titles = sections.indices.map { "S\($0)" }
  }

  /// Sections of consecutive integers from 0 with the given counts.
  convenience init(counts: [Int]) {
    var next = 0
    var sections: [[Int]] = []
    for count in counts {
      sections.append(Array(next..<(next + count)))
      next += count
    }
    self.init(sections)
  }

  func fresh() -> Int {
    nextElement += 1
    return nextElement
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    requested.append(indexPath)
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "element", for: indexPath)
      as! ElementCell
    cell.element = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! ElementHeader
    view.title = titles[indexPath.section]
    return view
  }

  /// What every visible cell and header shows, checked against the model; empty when all
  /// is right.
  func mismatches(in view: UICollectionView) -> [String] {
    var problems: [String] = []
    if view.numberOfSections != sections.count {
      problems.append("sections \(view.numberOfSections) != \(sections.count)")
    }
    for (s, items) in sections.enumerated() where s < view.numberOfSections {
      if view.numberOfItems(inSection: s) != items.count {
        problems.append("section \(s): \(view.numberOfItems(inSection: s)) != \(items.count)")
      }
    }
    for path in view.indexPathsForVisibleItems {
      let cell = view.cellForItem(at: path) as? ElementCell
      let expected =
        sections.indices.contains(path.section)
          && sections[path.section].indices.contains(path.item)
        ? sections[path.section][path.item] : nil
      if cell?.element != expected || expected == nil {
        problems.append(
          "cell \(path) shows \(String(describing: cell?.element)), model \(String(describing: expected))"
        )
      }
      if let cell, view.indexPath(for: cell) != path {
        problems.append("indexPath(for:) of the cell at \(path) is wrong")
      }
    }
    for path in view.indexPathsForVisibleSupplementaryElements(
      ofKind: UICollectionView.elementKindSectionHeader)
    {
      let header =
        view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path)
        as? ElementHeader
      if header?.title != titles[path.section] {
        problems.append("header \(path.section) shows \(String(describing: header?.title))")
      }
    }
    return problems
  }
}

/// An element model whose items can be dragged; counts the moves it is told about.
@MainActor
final class MovingElementModel: UICollectionViewDataSource, UICollectionViewDelegate {
  let base: ElementModel
  var moves = 0
  init(counts: [Int]) { base = ElementModel(counts: counts) }
  var sections: [[Int]] {
    get { base.sections }
    set { base.sections = newValue }
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { base.collectionView(collectionView, numberOfItemsInSection: section) }
  func numberOfSections(in collectionView: UICollectionView) -> Int { base.sections.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { base.collectionView(collectionView, cellForItemAt: indexPath) }
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves += 1
    let element = base.sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    base.sections[destinationIndexPath.section].insert(element, at: destinationIndexPath.item)
  }
  func mismatches(in view: UICollectionView) -> [String] { base.mismatches(in: view) }
}

/// A collection view over `model` with a flow layout of 50×50 items (and 20-point headers
/// when the model has them), laid out at `size`.
@MainActor
func makeElementView(
  _ model: ElementModel,
  size: CGSize = CGSize(width: 320, height: 200),
  layout: UICollectionViewLayout? = nil
) -> UICollectionView {
  makeElementView(model, dataSource: model, size: size, layout: layout)
}

/// A collection view over `model` whose data source and delegate is `dataSource`.
@MainActor
func makeElementView(
  _ model: MovingElementModel, size: CGSize = CGSize(width: 320, height: 200)
) -> UICollectionView {
  keptMovingModels.append(model)
  return makeElementView(model.base, dataSource: model, size: size, layout: nil)
}

@MainActor var keptMovingModels: [MovingElementModel] = []

@MainActor
func makeElementView(
  _ model: ElementModel, dataSource: UICollectionViewDataSource & UICollectionViewDelegate,
  size: CGSize = CGSize(width: 320, height: 200),
  layout: UICollectionViewLayout? = nil
) -> UICollectionView {
  let flow = UICollectionViewFlowLayout()
  if model.headers { flow.headerReferenceSize = CGSize(width: 0, height: 20) }
  let view = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout ?? flow)
  view.register(ElementCell.self, forCellWithReuseIdentifier: "element")
  view.register(
    ElementHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  view.dataSource = dataSource
  view.delegate = dataSource
  keptElementModels.append(model)
  view.layoutIfNeeded()
  return view
}

/// Models of the views `makeElementView` made (collection views hold them weakly).
@MainActor var keptElementModels: [ElementModel] = []

/// The element a visible cell shows.
@MainActor
func shown(_ view: UICollectionView, _ item: Int, section: Int = 0) -> Int? {
  (view.cellForItem(at: IndexPath(item: item, section: section)) as? ElementCell)?.element
}

/// Runs `body` with a collection view's update and layout failures captured instead of
/// trapping, and returns the lines a release build would log; `onFailure` runs with each line
/// at the moment it is reported (before any recovery).
@MainActor
func capturingUpdateFailures(
  onFailure: @escaping (String) -> Void = { _ in }, _ body: () -> Void
) -> [String] {
  nonisolated(unsafe) let onFailure = onFailure
  return FailureReport.capturing(
    [.collectionViewUpdates, .collectionViewLayout], onReport: { onFailure($0.line) }, body
  ).map(\.line)
}

/// The reason inside a logged invalid-update message.
func reason(_ logged: String) -> String? {
  guard let start = logged.range(of: "reason: '"), let end = logged.range(of: "'); ")
  else { return nil }
  return String(logged[start.upperBound..<end.lowerBound])
}
