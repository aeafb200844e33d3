import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `autolayout.measure` and `autolayout.selfsizing`: Auto Layout cells, measured alone and
/// scrolled in a self-sizing flow layout.
@MainActor
enum AutoLayoutBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "autolayout.measure", "systemLayoutSizeFitting of a cell with a 3-label vertical stack view"
    ) {
      measureCell()
    }
    registry.register(
      "autolayout.measure.fresh",
      "systemLayoutSizeFitting of the same cell given new texts before every measurement"
    ) {
      measureFreshCell()
    }
    registry.register(
      "autolayout.selfsizing",
      "10,000 self-sizing stack-view cells in a 1280x800 flow layout: per-frame scrolling"
    ) {
      scrollSelfSizing()
    }
  }

  /// A card: a vertical stack view of a title, a wrapping body and a footer, pinned to the
  /// content view, whose width a constraint holds just below required.
  final class Card: UICollectionViewCell {
    let title = UILabel()
    let body = UILabel()
    let footer = UILabel()
    private var cardWidth: NSLayoutConstraint!

    override init(frame: CGRect) {
      super.init(frame: frame)
      title.font = .boldSystemFont(ofSize: 16)
      body.font = .systemFont(ofSize: 14)
      body.numberOfLines = 0
      footer.font = .systemFont(ofSize: 12)
      let stack = UIStackView(arrangedSubviews: [title, body, footer])
      stack.axis = .vertical
      stack.spacing = 6
      stack.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack)
      let widthConstraint = contentView.widthAnchor.constraint(equalToConstant: 300)
      widthConstraint.priority = .required - 1
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        widthConstraint,
      ])
      cardWidth = widthConstraint
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(item: Int, width: CGFloat) {
      title.text = "Note \(item)"
      body.text = String(repeating: "Words that wrap onto more lines. ", count: 1 + item % 5)
      footer.text = "\(item % 97) words"
      cardWidth.constant = width
    }
  }

  static func measureCell() {
    let cell = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    cell.configure(item: 3, width: 300)
    var total: CGFloat = 0
    let stats = measure(warmup: 20, iterations: 500) {
      total +=
        cell.systemLayoutSizeFitting(
          CGSize(width: 300, height: 100), withHorizontalFittingPriority: .fittingSizeLevel,
          verticalFittingPriority: .fittingSizeLevel
        ).height
    }
    report(
      "autolayout.measure", stats,
      extra: "(300-pt card, 3 labels in a stack view; \(Int(total / 520)) pt tall)")
  }

  /// Like `measureCell`, but the cell is configured with another item's texts before each
  /// measurement, so every label lays its text out again (as when a new cell scrolls in).
  static func measureFreshCell() {
    let cell = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    var item = 0
    var total: CGFloat = 0
    let stats = measure(warmup: 20, iterations: 500) {
      item += 1
      cell.configure(item: item, width: 300)
      total +=
        cell.systemLayoutSizeFitting(
          CGSize(width: 300, height: 100), withHorizontalFittingPriority: .fittingSizeLevel,
          verticalFittingPriority: .fittingSizeLevel
        ).height
    }
    report(
      "autolayout.measure.fresh", stats,
      extra:
        "(300-pt card, 3 labels with new texts each time; \(Int(total / 520)) pt tall on average)")
  }

  final class Model: NSObject, UICollectionViewDataSource {
    var width: CGFloat = 300
    var configured = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 10_000 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! Card
      cell.configure(item: indexPath.item, width: width)
      configured += 1
      return cell
    }
  }

  static func scrollSelfSizing() {
    VirtualTime.start()
    defer { VirtualTime.stop() }
    let size = CGSize(width: 1280, height: 800)
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumLineSpacing = 12
    layout.minimumInteritemSpacing = 12
    layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.backgroundColor = .white
    view.register(Card.self, forCellWithReuseIdentifier: "card")
    let model = Model()
    view.dataSource = model
    let window = UIWindow(frame: view.frame)
    window.addSubview(view)
    let frame = OffscreenFrame(size: size)
    frame.render(window, force: true)
    var samples: [Double] = []
    var maxLive = 0
    var y: CGFloat = 0
    for i in 0..<900 {
      y += 20 + CGFloat(i % 7) * 0.25
      samples.append(scrolledFrameSeconds(view, toY: y, in: window, frame: frame))
      maxLive = max(maxLive, view.visibleCells.count)
    }
    report(
      "autolayout.selfsizing", BenchStats(samples: samples),
      extra: "(900 frames at 20 pt; \(maxLive) live cells at most, \(model.configured) cells "
        + "configured)")
  }
}
