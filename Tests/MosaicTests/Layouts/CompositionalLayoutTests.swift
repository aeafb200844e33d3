import MosaicTesting
import Testing

@testable import Mosaic

/// A section of `columns` square-ish cells of `height`, UIKit style.
@MainActor
private func gridSection(columns: Int, height: CGFloat, spacing: CGFloat = 0)
  -> NSCollectionLayoutSection
{
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1))
  )
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = spacing
  return section
}

@MainActor
private func carouselSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
  -> NSCollectionLayoutSection
{
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  section.orthogonalScrollingBehavior = behavior
  return section
}

/// A background decoration that records nothing; its class is what is checked.
@MainActor
final class SectionBackgroundView: UICollectionReusableView {}

/// A cell whose label, pinned by anchors, wraps its text: its height follows the text.
@MainActor
final class WrappingCell: UICollectionViewCell {
  let label = UILabel()
  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }
  required init?(coder: NSCoder) { nil }
}

@MainActor
final class WrappingModel: NSObject, UICollectionViewDataSource {
  let texts: [String]
  init(_ texts: [String]) { self.texts = texts }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { texts.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "wrap", for: indexPath)
      as! WrappingCell
    cell.label.text = texts[indexPath.item]
    return cell
  }
}

@MainActor
struct CompositionalLayoutTests {
  private func makeView(
    _ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 300, height: 600)
  ) -> (UICollectionView, GridModel) {
    let model = GridModel(counts)
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.delegate = model
    view.layoutIfNeeded()
    return (view, model)
  }

  @Test func aGridPlacesCellsAtTheSectionsFrames() {
    let layout = UICollectionViewCompositionalLayout(
      section: gridSection(columns: 3, height: 80, spacing: 10))
    let (view, _) = makeView(layout, counts: [7, 2])
    #expect(itemFrame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(itemFrame(view, 5) == CGRect(x: 200, y: 90, width: 100, height: 80))
    #expect(itemFrame(view, 6) == CGRect(x: 0, y: 180, width: 100, height: 80))
    #expect(itemFrame(view, 1, section: 1) == CGRect(x: 100, y: 260, width: 100, height: 80))
    #expect(view.contentSize == CGSize(width: 300, height: 340))
    #expect(
      view.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 200, y: 90, width: 100, height: 80))
    #expect(view.visibleCells.count == 9)
  }

  @Test func theSectionProviderSeesTheContainerAndRunsAgainOnResize() {
    var widths: [CGFloat] = []
    var sectionsAsked: [Int] = []
    let layout = UICollectionViewCompositionalLayout { section, environment in
      sectionsAsked.append(section)
      let width = environment.container.effectiveContentSize.width
      widths.append(width)
      return gridSection(columns: width > 500 ? 4 : 2, height: 50)
    }
    let (view, _) = makeView(layout, counts: [8])
    #expect(widths == [300])
    #expect(itemFrame(view, 1) == CGRect(x: 150, y: 0, width: 150, height: 50))
    view.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
    view.layoutIfNeeded()
    #expect(widths == [300, 800])
    #expect(sectionsAsked == [0, 0])
    #expect(itemFrame(view, 1) == CGRect(x: 200, y: 0, width: 200, height: 50))
    // Scrolling alone asks nothing again.
    view.contentOffset = CGPoint(x: 0, y: 10)
    view.layoutIfNeeded()
    #expect(widths.count == 2)
  }

  @Test func headersBadgesAndBackgrounds() {
    let section = gridSection(columns: 2, height: 50)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    section.decorationItems = [
      NSCollectionLayoutDecorationItem.background(elementKind: "background")
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
    let model = GridModel([3])
    model.hasHeaders = true
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    view.dataSource = model
    view.layoutIfNeeded()
    let headerAttributes = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(headerAttributes?.frame == CGRect(x: 10, y: 0, width: 280, height: 30))
    #expect(itemFrame(view, 0) == CGRect(x: 10, y: 40, width: 140, height: 50))
    #expect(view.contentSize.height == 150)
    let background = view.subviews.first { $0 is SectionBackgroundView }
    #expect(background?.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
    // The background is behind every cell.
    let cellIndexes = view.subviews.indices.filter { view.subviews[$0] is UICollectionViewCell }
    let backgroundIndex = view.subviews.firstIndex { $0 is SectionBackgroundView }
    #expect(backgroundIndex != nil && cellIndexes.allSatisfy { $0 > backgroundIndex! })
  }

  @Test func visibleItemsHandlersAdjustWhatIsShown() {
    let section = gridSection(columns: 1, height: 100)
    var offsets: [CGPoint] = []
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      offsets.append(offset)
      for item in items { item.alpha = item.indexPath.item % 2 == 0 ? 0.5 : 1 }
    }
    let layout = UICollectionViewCompositionalLayout(section: section)
    let (view, model) = makeView(layout, counts: [20])
    defer { withExtendedLifetime(model) {} }
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1)
    let app = AppDriver(rootView: view, size: CGSize(width: 300, height: 600))
    view.contentOffset = CGPoint(x: 0, y: 250)
    app.advance(by: 0.05)
    #expect(offsets.last == CGPoint(x: 0, y: 250))
    #expect(view.cellForItem(at: IndexPath(item: 8, section: 0))?.alpha == 0.5)
  }

  @Test func estimatedHeightsSizeThemselvesThroughAutoLayout() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let long = String(repeating: "word ", count: 60)
    let model = WrappingModel(["short", long, "short again"])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    view.register(WrappingCell.self, forCellWithReuseIdentifier: "wrap")
    view.dataSource = model
    view.layoutIfNeeded()
    let frames = (0..<3).compactMap { itemFrame(view, $0) }
    #expect(frames.count == 3)
    #expect(frames.allSatisfy { $0.width == 300 })
    #expect(frames[1].height > frames[0].height * 3)
    #expect(frames[0].height == frames[2].height)
    #expect(frames[1].minY == frames[0].maxY && frames[2].minY == frames[1].maxY)
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == frames[1])
  }

  @Test func measuringAboveTheVisibleAreaDoesNotMoveWhatIsSeen() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    // Every text wraps to several lines: the cells are much taller than their estimate.
    let model = WrappingModel(
      (0..<200).map { "Note \($0): " + String(repeating: "word ", count: 12) })
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
    view.register(WrappingCell.self, forCellWithReuseIdentifier: "wrap")
    view.dataSource = model
    view.layoutIfNeeded()
    // Jump deep into items still at their estimate, then scroll up a little at a time.
    view.contentOffset = CGPoint(x: 0, y: 44 * 100)
    view.layoutIfNeeded()
    for _ in 0..<10 {
      let top = view.indexPathsForVisibleItems.min()!
      let before = view.cellForItem(at: top)!.frame.minY - view.contentOffset.y
      view.contentOffset.y -= 30
      view.layoutIfNeeded()
      let after = view.cellForItem(at: top)!.frame.minY - view.contentOffset.y
      // The item that was on screen moved down by exactly the 30 points scrolled.
      #expect(abs(after - before - 30) < 0.01, "item \(top.item): \(before) -> \(after)")
    }
  }

  @Test func contentInsetsReferences() {
    func firstFrame(_ reference: UIContentInsetsReference, width: CGFloat) -> CGRect? {
      let section = gridSection(columns: 1, height: 40)
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      section.contentInsetsReference = reference
      let layout = UICollectionViewCompositionalLayout(section: section)
      let (view, model) = makeView(layout, counts: [1], size: CGSize(width: width, height: 300))
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: 20, bottom: 0, trailing: 30)
      layout.invalidateLayout()
      view.layoutIfNeeded()
      return withExtendedLifetime(model) { itemFrame(view, 0) }
    }
    #expect(firstFrame(.automatic, width: 300) == CGRect(x: 10, y: 0, width: 280, height: 40))
    #expect(firstFrame(.none, width: 300) == CGRect(x: 10, y: 0, width: 280, height: 40))
    // Measured from the layout margins: 20 + 10 and 30 + 10.
    #expect(firstFrame(.layoutMargins, width: 300) == CGRect(x: 30, y: 0, width: 230, height: 40))
    // Readable content: at most 672 wide, centred, never inside the margins.
    #expect(
      firstFrame(.readableContent, width: 1000) == CGRect(x: 174, y: 0, width: 652, height: 40))
    #expect(firstFrame(.readableContent, width: 300) == CGRect(x: 30, y: 0, width: 240, height: 40))
  }

  @Test func deletingFromACarouselAnimatesInsideIt() {
    let layout = UICollectionViewCompositionalLayout(section: carouselSection(.continuous))
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> {
      cell, _, item in
      cell.tag = item
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<10))
    dataSource.apply(snapshot, animatingDifferences: false)
    let app = AppDriver(rootView: view, size: CGSize(width: 400, height: 600))
    app.scroll(dx: 330, dy: 0, at: CGPoint(x: 200, y: 50), precise: true)
    snapshot.deleteItems([1])
    dataSource.apply(snapshot, animatingDifferences: true)
    app.advance(by: 1)
    // Item 2 took item 1's place: at 330 in the carousel, on screen at x 0 (offset 330).
    let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(cell?.tag == 2)
    #expect(cell?.superview is OrthogonalScrollView)
    #expect(itemFrame(view, 1) == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(
      cell.map { view.convert($0.frame, from: $0.superview) }
        == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(cell?.frame == CGRect(x: 330, y: 0, width: 320, height: 100))
    #expect(layout.orthogonalOffset(ofSection: 0) == 330)
  }

  @Test func movingAnItemAcrossACarouselAndOutOfIt() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      section == 0 ? carouselSection(.continuous) : gridSection(columns: 2, height: 80)
    }
    let model = MovableModel([Array(0..<6), Array(100..<104)])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    view.register(MovableCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.delegate = model
    let app = AppDriver(rootView: view, size: CGSize(width: 400, height: 600))
    // Card 0 (x 0..320 in the carousel) onto the grid's fourth item (x 200..400, y 180..260).
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 60))
    app.advance(by: 0.1)
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 220))
    app.advance(by: 0.5)
    view.endInteractiveMovement()
    app.advance(by: 1)
    #expect(model.moves == [[IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 1)]])
    #expect(model.sections == [Array(1..<6), [100, 101, 102, 0, 103]])
    #expect(model.badRequests.isEmpty)
    // Every cell shows its element where the layout puts it, in the right host.
    for path in view.indexPathsForVisibleItems {
      let cell = view.cellForItem(at: path) as! MovableCell
      #expect(cell.element == model.sections[path.section][path.item])
      #expect(
        view.convert(cell.frame, from: cell.superview)
          == itemFrame(view, path.item, section: path.section))
      #expect((cell.superview is OrthogonalScrollView) == (path.section == 0))
    }
  }

  @Test func aMissingSectionIsReportedAndTakesNoRoom() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      section == 1 ? nil : gridSection(columns: 2, height: 40)
    }
    let (view, _) = makeView(layout, counts: [2, 3, 2])
    #expect(
      layout.reportedIssues.contains {
        $0.contains("Invalid section definition") && $0.contains("section 1")
      })
    #expect(itemFrame(view, 0, section: 2) == CGRect(x: 0, y: 40, width: 150, height: 40))
  }

  @Test func orthogonalSectionsHostTheirCellsAndScrollSideways() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      section == 0 ? carouselSection(.continuous) : gridSection(columns: 1, height: 60)
    }
    let model = GridModel([10, 20])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.delegate = model
    let app = AppDriver(rootView: view, size: CGSize(width: 400, height: 600))
    let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(first?.superview is OrthogonalScrollView)
    // Only the cards in view have cells (320 wide, 10 apart).
    #expect(view.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 2)
    app.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 52), duration: 0.4)
    app.advance(by: 6)
    let offset = layout.orthogonalOffset(ofSection: 0)
    #expect(offset > 150)
    #expect(view.contentOffset.y == 0)
    #expect(itemFrame(view, 0, section: 1) == CGRect(x: 0, y: 100, width: 400, height: 60))
    #expect(isNear(itemFrame(view, 1, section: 0)?.minX, 330 - offset))
    // A vertical drag over the carousel scrolls the collection view.
    app.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 202, y: 200), duration: 0.4)
    app.advance(by: 2)
    #expect(view.contentOffset.y > 100)
    #expect(layout.orthogonalOffset(ofSection: 0) == offset)
    // The offset survives scrolling the section out of view and back.
    view.setContentOffset(CGPoint(x: 0, y: view.contentSize.height - 600), animated: false)
    app.advance(by: 0.1)
    #expect(view.orthogonalScrollers.isEmpty)
    view.setContentOffset(.zero, animated: false)
    app.advance(by: 0.1)
    #expect(layout.orthogonalOffset(ofSection: 0) == offset)
    #expect(view.orthogonalScrollers[0]?.contentOffset.x == offset)
  }

  @Test func rightToLeftSectionsStartAtTheRightAndScrollLeftwards() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      section == 0 ? carouselSection(.continuous) : gridSection(columns: 2, height: 60)
    }
    let model = GridModel([10, 40])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    view.semanticContentAttribute = .forceRightToLeft
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.delegate = model
    let app = AppDriver(rootView: view, size: CGSize(width: 400, height: 600))
    func onScreen(_ item: Int, section: Int = 0) -> CGRect? {
      guard let cell = view.cellForItem(at: IndexPath(item: item, section: section)),
        let host = cell.superview
      else { return nil }
      return host.convert(cell.frame, to: view)
    }
    // The first card hugs the right edge; the grid's first column is the right one.
    #expect(onScreen(0) == CGRect(x: 80, y: 0, width: 320, height: 100))
    #expect(onScreen(1) == CGRect(x: -250, y: 0, width: 320, height: 100))
    #expect(onScreen(0, section: 1) == CGRect(x: 200, y: 100, width: 200, height: 60))
    // Ten cards of 320 with 9 gaps of 10: the host rests at its right end, 3290 − 400.
    let scroller = view.orthogonalScrollers[0]
    #expect(scroller?.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
    #expect(scroller?.contentOffset.x == 2890)
    // Dragging rightwards brings the next cards in from the left.
    app.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 300, y: 52), duration: 0.4)
    app.advance(by: 6)
    let offset = layout.orthogonalOffset(ofSection: 0)
    #expect(offset > 150)
    #expect(view.contentOffset.y == 0)
    #expect(isNear(scroller?.contentOffset.x, 2890 - offset))
    #expect(isNear(onScreen(1)?.minX, offset - 250))
    #expect(isNear(itemFrame(view, 1, section: 0)?.minX, offset - 250))
    // Scrolled out of view and back, the host comes back at the same place.
    view.setContentOffset(CGPoint(x: 0, y: view.contentSize.height - 600), animated: false)
    app.advance(by: 0.1)
    #expect(view.orthogonalScrollers.isEmpty)
    view.setContentOffset(.zero, animated: false)
    app.advance(by: 0.1)
    #expect(isNear(view.orthogonalScrollers[0]?.contentOffset.x, 2890 - offset))
    #expect(isNear(onScreen(1)?.minX, offset - 250))
  }

  @Test func rightToLeftGroupPagingRestsOnAGroup() {
    let layout = UICollectionViewCompositionalLayout(section: carouselSection(.groupPaging))
    let model = GridModel([10])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    view.semanticContentAttribute = .forceRightToLeft
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    let app = AppDriver(rootView: view, size: CGSize(width: 400, height: 600))
    app.drag(from: CGPoint(x: 60, y: 50), to: CGPoint(x: 300, y: 50), duration: 0.2)
    app.advance(by: 2)
    #expect(layout.orthogonalOffset(ofSection: 0) == 330)
    #expect(isNear(view.orthogonalScrollers[0]?.contentOffset.x, 2890 - 330))
  }

  @Test func groupPagingRestsOnAGroup() {
    let layout = UICollectionViewCompositionalLayout(section: carouselSection(.groupPaging))
    let model = GridModel([10])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    let app = AppDriver(rootView: view, size: CGSize(width: 400, height: 600))
    app.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 60, y: 50), duration: 0.2)
    app.advance(by: 2)
    // One group a flick: 0.8 · 400 + 10.
    #expect(layout.orthogonalOffset(ofSection: 0) == 330)
  }

  @Test func tappingACellOfAnOrthogonalSectionSelectsIt() {
    let layout = UICollectionViewCompositionalLayout(section: carouselSection(.continuous))
    let model = GridModel([10])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.delegate = model
    let app = AppDriver(rootView: view, size: CGSize(width: 400, height: 600))
    app.scroll(dx: 300, dy: 0, at: CGPoint(x: 200, y: 50), precise: true)
    // Card 1 now spans x 30..350.
    app.tap(at: CGPoint(x: 100, y: 50))
    app.advance(by: 0.3)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
  }

  @Test func groupsDescribeThemselves() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
    let inner = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      repeatingSubitem: item, count: 2)
    let outer = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
      subitems: [item, inner])
    outer.interItemSpacing = .flexible(4)
    #expect(
      outer.visualDescription() == """
        + horizontal group {.fractionalWidth(1.0), .absolute(80.0)} spacing ≥4.0
          [item {.fractionalWidth(0.5), .absolute(40.0)}]
          + vertical group {.fractionalWidth(0.5), .fractionalHeight(1.0)} ×2
            [item {.fractionalWidth(0.5), .absolute(40.0)}]
        """)
  }

  @Test func aHorizontalWheelScrollsTheSectionUnderIt() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      section == 0 ? carouselSection(.continuous) : gridSection(columns: 1, height: 60)
    }
    let model = GridModel([10, 20])
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    let app = AppDriver(rootView: view, size: CGSize(width: 400, height: 600))
    app.scroll(dx: 120, dy: 0, at: CGPoint(x: 200, y: 50), precise: true)
    #expect(layout.orthogonalOffset(ofSection: 0) == 120)
    #expect(view.contentOffset.y == 0)
    app.scroll(dx: 0, dy: 90, at: CGPoint(x: 200, y: 50), precise: true)
    #expect(view.contentOffset.y == 90)
    #expect(layout.orthogonalOffset(ofSection: 0) == 120)
  }
}

private func isNear(_ a: CGFloat?, _ b: CGFloat) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 0.01
}
