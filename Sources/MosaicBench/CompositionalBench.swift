import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `compositional.*`: a compositional layout's prepare and queries on large data, and a
/// 1280×800 page of orthogonal carousels scrolled vertically while one carousel scrolls
/// sideways, rendered offscreen frame by frame.
@MainActor
enum CompositionalBench {
  static let size = CGSize(width: 1280, height: 800)

  static func register(in registry: BenchRegistry) {
    registry.register(
      "compositional.grid", "1,000,000 items, 5-column fractional grid: prepare + first query"
    ) { grid() }
    registry.register(
      "compositional.mixed", "100 sections x 1,000 items, mixed groups: prepare; rect queries"
    ) { mixed() }
    registry.register(
      "compositional.orthogonal",
      "50 orthogonal sections x 1,000 items, 1280x800, vertical scroll + one sideways; per frame"
    ) { orthogonal() }
  }

  final class Model: UICollectionViewDataSource {
    let sections: Int
    let items: Int
    var configured = 0
    init(sections: Int, items: Int) {
      self.sections = sections
      self.items = items
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.contentView.backgroundColor = UIColor(
        hue: CGFloat(indexPath.item % 12) / 12, saturation: 0.5, brightness: 0.9, alpha: 1)
      configured += 1
      return cell
    }
  }

  static func makeView(_ layout: UICollectionViewLayout, model: Model) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    return view
  }

  static func item(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension)
    -> NSCollectionLayoutItem
  {
    NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: w, heightDimension: h))
  }

  static func grid() {
    let cell = item(.fractionalWidth(0.2), .fractionalHeight(1))
    cell.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [cell])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let model = Model(sections: 1, items: 1_000_000)
    let view = makeView(layout, model: model)
    withExtendedLifetime(view) {}
    let visible = CGRect(x: 0, y: 20_000_000, width: size.width, height: size.height)
    var found = 0
    let stats = measure(iterations: 200) {
      layout.invalidateLayout()
      layout.prepare()
      found = layout.layoutAttributesForElements(in: visible)?.count ?? 0
    }
    report(
      "compositional.grid", stats,
      extra:
        "1,000,000 items, 5 columns; invalidate + prepare + query of a 1280x800 rect deep in the content (\(found) elements)"
    )
  }

  static func mixed() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      switch section % 4 {
      case 0:
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
          subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        return NSCollectionLayoutSection(group: group)
      case 1:
        let pair = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
          subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), pair])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        return section
      case 2:
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
          repeatingSubitem: item(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
      default:
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
          subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return section
      }
    }
    let model = Model(sections: 100, items: 1_000)
    let view = makeView(layout, model: model)
    withExtendedLifetime(view) {}
    let prepare = measure(iterations: 30) {
      layout.invalidateLayout()
      layout.prepare()
    }
    report(
      "compositional.mixed.prepare", prepare, extra: "100 sections x 1,000 items, four group shapes"
    )
    let height = layout.collectionViewContentSize.height
    var k = 0
    var found = 0
    let queries = measure(iterations: 2_000) {
      k = (k &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
      let y = CGFloat(k % Int(max(1, height - size.height)))
      found =
        layout.layoutAttributesForElements(
          in: CGRect(x: 0, y: y, width: size.width, height: size.height))?.count ?? 0
    }
    report(
      "compositional.mixed.query", queries,
      extra: String(
        format: "a 1280x800 rect anywhere in %.0f pt of content (last: %d elements)",
        Double(height), found))
  }

  static func orthogonal() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let cell = item(.fractionalWidth(1), .fractionalHeight(1))
    cell.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(220), heightDimension: .absolute(150)),
      subitems: [cell])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let model = Model(sections: 50, items: 1_000)
    let view = makeView(layout, model: model)
    view.backgroundColor = .white
    let frame = OffscreenFrame(size: size)
    frame.render(view, force: true)
    var samples: [Double] = []
    var maxLive = 0
    var y: CGFloat = 0
    let maxY = view.contentSize.height - size.height
    for i in 0..<900 {
      y = min(maxY, y + 9 + CGFloat(i % 5) * 0.25)
      let begin = monotonicNanoseconds()
      view.contentOffset = CGPoint(x: 0, y: y)
      // The topmost carousel on screen scrolls sideways at 30 pt a frame (its own scroll view).
      if let carousel = view.subviews.compactMap({ $0 as? UIScrollView }).min(by: {
        $0.frame.minY < $1.frame.minY
      }) {
        carousel.contentOffset = CGPoint(x: CGFloat(i % 300) * 30, y: 0)
      }
      AnimationClock.advanceManualTime(by: 1.0 / 60)
      FrameDriver.tick()
      view.layoutIfNeeded()
      frame.render(view)
      samples.append(Double(monotonicNanoseconds() - begin) / 1e9)
      maxLive = max(maxLive, view.visibleCells.count)
    }
    // 1280 / 230 = 5.6 cards a row are visible (7 overlapping), 800 / 170 -> 6 rows overlap.
    report(
      "compositional.orthogonal", BenchStats(samples: samples),
      extra:
        "1280x800, 50 carousels x 1,000 items, 900 frames; live cells max \(maxLive) (bound 7 x 6 = 42), \(model.configured) cells configured"
    )
  }
}
