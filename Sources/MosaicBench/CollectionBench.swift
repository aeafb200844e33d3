import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `collection.*`: a 1280×800 `UICollectionView` with a flow layout over 1,000,000 items,
/// each cell an image and a label, scrolled continuously (a new content offset every frame)
/// and rendered offscreen frame by frame.
@MainActor
enum CollectionBench {
  static let size = CGSize(width: 1280, height: 800)
  static let itemCount = 1_000_000
  static let itemSize = CGSize(width: 150, height: 120)
  static let frames = 900

  static func register(in registry: BenchRegistry) {
    registry.register(
      "collection.scroll",
      "1,000,000 items, image + label cells, 1280x800, new offset every frame; per-frame time"
    ) {
      scroll()
    }
  }

  /// A cell with a picture on top and a caption below.
  final class Cell: UICollectionViewCell {
    let imageView = UIImageView(frame: .zero)
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.backgroundColor = UIColor(white: 0.97, alpha: 1)
      contentView.layer.cornerRadius = 8
      imageView.contentMode = .scaleAspectFill
      imageView.clipsToBounds = true
      label.font = .systemFont(ofSize: 14)
      label.textAlignment = .center
      contentView.addSubview(imageView)
      contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
      super.layoutSubviews()
      let b = contentView.bounds
      imageView.frame = CGRect(x: 6, y: 6, width: b.width - 12, height: b.height - 36)
      label.frame = CGRect(x: 6, y: b.height - 28, width: b.width - 12, height: 22)
    }
  }

  /// The data source: a million items, eight shared pictures.
  final class Model: UICollectionViewDataSource {
    let images: [UIImage]
    var configured = 0

    init() {
      images = (0..<8).map { i in
        UIGraphicsImageRenderer(size: CGSize(width: 138, height: 84)).image { ctx in
          UIColor(hue: CGFloat(i) / 8, saturation: 0.5, brightness: 0.9, alpha: 1).setFill()
          ctx.fill(CGRect(x: 0, y: 0, width: 138, height: 84))
          UIColor(white: 1, alpha: 0.6).setFill()
          ctx.fill(CGRect(x: 20, y: 20, width: 40, height: 40))
        }
      }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { itemCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! Cell
      cell.imageView.image = images[indexPath.item % images.count]
      cell.label.text = "Item \(indexPath.item + 1)"
      configured += 1
      return cell
    }
  }

  /// Resident memory in bytes, from /proc/self/statm.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  static func scroll() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let model = Model()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.backgroundColor = .white
    view.register(Cell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    let frame = OffscreenFrame(size: size)

    let setupBegin = monotonicNanoseconds()
    frame.render(view, force: true)
    let setup = Double(monotonicNanoseconds() - setupBegin) / 1e9

    // Scroll at 2,400 pt/s (40 pt per 60 Hz frame), with a varying fractional part.
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    var layoutSamples: [Double] = []
    var maxLive = 0
    var y: CGFloat = 0
    for i in 0..<frames {
      y += 40 + CGFloat(i % 7) * 0.25
      let begin = monotonicNanoseconds()
      view.contentOffset = CGPoint(x: 0, y: y)
      AnimationClock.advanceManualTime(by: 1.0 / 60)
      FrameDriver.tick()
      view.layoutIfNeeded()
      let laidOut = monotonicNanoseconds()
      frame.render(view)
      let end = monotonicNanoseconds()
      samples.append(Double(end - begin) / 1e9)
      layoutSamples.append(Double(laidOut - begin) / 1e9)
      maxLive = max(maxLive, view.visibleCells.count)
    }
    // Jump around the whole content: a new screen of cells every frame, at any depth.
    var jumpSamples: [Double] = []
    let range = view.contentSize.height - size.height
    for i in 0..<60 {
      let begin = monotonicNanoseconds()
      view.contentOffset = CGPoint(x: 0, y: (range * CGFloat((i * 37) % 60) / 59).rounded())
      frame.render(view)
      jumpSamples.append(Double(monotonicNanoseconds() - begin) / 1e9)
      maxLive = max(maxLive, view.visibleCells.count)
    }
    let rss = residentBytes()

    let perLine = Int((size.width - 20 + 10) / (itemSize.width + 10))
    let rowStep = itemSize.height + 10
    let rowsOverlapping = Int(((size.height + itemSize.height) / rowStep).rounded(.up))
    let fits = perLine * Int((size.height / rowStep).rounded(.up))
    let bound = fits + 2 * perLine
    report(
      "collection.scroll", BenchStats(samples: samples),
      extra: String(
        format:
          "1280x800, %d items, %d frames at 40 pt/frame, first frame %.1f ms, content %.0f pt tall, "
          + "live cells max %d (a viewport overlaps at most %d rows of %d = %d; bound fits + "
          + "one row each side = %d), %d cells configured, RSS %.1f MB",
        itemCount, frames, setup * 1000, view.contentSize.height, maxLive, rowsOverlapping,
        perLine, rowsOverlapping * perLine, bound, model.configured, Double(rss) / 1_048_576))
    report(
      "collection.scroll.layout", BenchStats(samples: layoutSamples),
      extra: "the same frames: offset change, tick and collection view layout only (no drawing)")
    report(
      "collection.jump", BenchStats(samples: jumpSamples),
      extra: "60 jumps to offsets spread over the whole content: a new screen of cells each frame")
  }
}
