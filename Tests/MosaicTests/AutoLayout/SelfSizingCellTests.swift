import Testing

@testable import Mosaic

/// A cell whose multi-line label is pinned to its content view by anchors, 8 points in on
/// every side, with the content view's width held by a constraint: the way iOS code writes a
/// self-sizing cell for a flow layout.
@MainActor
final class NoteCell: UICollectionViewCell {
  let label = UILabel()
  var widthConstraint: NSLayoutConstraint!
  var measurements = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 15)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    widthConstraint = contentView.widthAnchor.constraint(equalToConstant: 200)
    // Just below required, as iOS code sets it: while the cell shows its estimated size the
    // collection view's own sizing wins without a conflict.
    widthConstraint.priority = .required - 1
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      widthConstraint,
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    measurements += 1
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }
}

/// Texts of very different lengths, one per item.
@MainActor
final class NoteModel: NSObject, UICollectionViewDataSource {
  var texts: [String]
  var width: CGFloat
  init(_ texts: [String], width: CGFloat = 200) {
    self.texts = texts
    self.width = width
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { texts.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
    cell.label.text = texts[indexPath.item]
    cell.widthConstraint.constant = width
    return cell
  }
}

@MainActor
struct SelfSizingCellTests {
  static let texts = [
    "Short.",
    "A note long enough to wrap onto a second line at this width.",
    String(repeating: "Many words make a tall card. ", count: 6),
  ]

  /// The height a label of `text` wraps to at `width`, as the label itself measures it.
  func wrappedHeight(_ text: String, width: CGFloat) -> CGFloat {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 15)
    label.text = text
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  func makeView(_ model: NoteModel, estimated: CGSize) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = estimated
    layout.minimumLineSpacing = 10
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    view.register(NoteCell.self, forCellWithReuseIdentifier: "note")
    view.dataSource = model
    let window = UIWindow(frame: view.frame)
    window.addSubview(view)
    window.layoutIfNeeded()
    return view
  }

  @Test func automaticSizeMeasuresCellsThroughTheirConstraints() {
    let model = NoteModel(Self.texts)
    let view = makeView(model, estimated: UICollectionViewFlowLayout.automaticSize)
    let heights = Self.texts.map { (wrappedHeight($0, width: 184) + 16).rounded(.up) }
    // The texts wrap to one, two and several lines: the heights really differ.
    #expect(heights[0] < heights[1] && heights[1] < heights[2])
    var y: CGFloat = 0
    for item in 0..<3 {
      // One 200-point card a line, centred alone on its line (the line is 320 wide).
      let frame = itemFrame(view, item)
      #expect(frame?.size.width == 200, "item \(item): \(String(describing: frame))")
      #expect(
        abs((frame?.size.height ?? 0) - heights[item]) <= 1,
        "item \(item): \(String(describing: frame)), the label wraps to \(heights[item])")
      #expect(frame?.minY == y, "item \(item): \(String(describing: frame))")
      y += (frame?.height ?? 0) + 10
      // The label inside fills the card less the insets.
      let cell = view.cellForItem(at: IndexPath(item: item, section: 0)) as? NoteCell
      #expect(cell?.frame == frame)
      #expect(cell?.label.frame.size.width == 184)
      #expect(cell.map { $0.label.frame.maxY == $0.bounds.height - 8 } == true)
    }
    #expect(view.contentSize.height == y - 10)
  }

  @Test func cellsLayOutWithEnginesOfTheirOwn() {
    let model = NoteModel(Self.texts)
    let view = makeView(model, estimated: UICollectionViewFlowLayout.automaticSize)
    let cell = view.cellForItem(at: IndexPath(item: 1, section: 0)) as! NoteCell
    // The cell's constraints are solved by the cell's engine, not the window's.
    let engine = AutoLayout.engine(for: cell.label, create: false)
    #expect(engine?.host === cell)
    #expect(AutoLayout.engine(for: view, create: false) !== engine)
    // Reused and shown again, it keeps that engine and its layout.
    let labelFrame = cell.label.frame
    model.texts = model.texts.reversed()
    view.reloadData()
    view.layoutIfNeeded()
    let shown = view.visibleCells.compactMap { $0 as? NoteCell }
    #expect(shown.contains { $0 === cell })
    #expect(AutoLayout.engine(for: cell.label, create: false) === engine)
    let item = view.indexPath(for: cell)!.item
    #expect(cell.label.text == model.texts[item])
    #expect(cell.label.frame.width == labelFrame.width)
    #expect(cell.label.frame.maxY == cell.bounds.height - 8)
    // Setting a frame to what it is already asks the engine for nothing.
    cell.layoutIfNeeded()
    #expect(engine?.isDirty == false)
    cell.contentView.frame = cell.contentView.frame
    cell.frame = cell.frame
    #expect(engine?.isDirty == false)
  }

  @Test func theCellsOwnMeasurementOverrideIsUsed() {
    let model = NoteModel(Self.texts, width: 150)
    let view = makeView(model, estimated: CGSize(width: 100, height: 40))
    let cell = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? NoteCell
    #expect((cell?.measurements ?? 0) >= 1)
    #expect(itemFrame(view, 1)?.size.width == 150)
    let height = (wrappedHeight(Self.texts[1], width: 134) + 16).rounded(.up)
    #expect(abs((itemFrame(view, 1)?.height ?? 0) - height) <= 1)
  }

  @Test func withoutAnEstimateTheCellIsNotMeasured() {
    let model = NoteModel(Self.texts)
    let view = makeView(model, estimated: .zero)
    let cell = view.cellForItem(at: IndexPath(item: 2, section: 0)) as? NoteCell
    #expect(cell?.measurements == 0)
    #expect(itemFrame(view, 2)?.size == CGSize(width: 50, height: 50))
  }

  @Test func measuringAgainFollowsEveryKindOfChange() {
    let cell = NoteCell(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    func measure(_ cell: NoteCell) -> CGSize {
      cell.systemLayoutSizeFitting(
        CGSize(width: 80, height: 30), withHorizontalFittingPriority: .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel)
    }
    /// A cell made afresh in the state `cell` is in now, measured once.
    func fresh(text: String?, width: CGFloat, extra: Bool) -> CGSize {
      let other = NoteCell(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
      other.label.text = text
      other.widthConstraint.constant = width
      if extra { addBadge(to: other) }
      return measure(other)
    }
    func addBadge(to cell: NoteCell) {
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(badge)
      // A tall strip along the trailing edge: the cell must grow to hold it.
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(greaterThanOrEqualTo: cell.contentView.topAnchor),
        badge.bottomAnchor.constraint(lessThanOrEqualTo: cell.contentView.bottomAnchor),
        badge.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        badge.widthAnchor.constraint(equalToConstant: 4),
        badge.heightAnchor.constraint(equalToConstant: 300),
      ])
    }
    cell.label.text = Self.texts[1]
    #expect(measure(cell) == fresh(text: Self.texts[1], width: 200, extra: false))
    // A constant.
    cell.widthConstraint.constant = 120
    let narrow = measure(cell)
    #expect(narrow == fresh(text: Self.texts[1], width: 120, extra: false))
    #expect(narrow.width == 120)
    // An intrinsic size.
    cell.label.text = Self.texts[2]
    #expect(measure(cell) == fresh(text: Self.texts[2], width: 120, extra: false))
    #expect(measure(cell).height > narrow.height)
    // A subview with constraints of its own.
    addBadge(to: cell)
    let withBadge = measure(cell)
    #expect(withBadge == fresh(text: Self.texts[2], width: 120, extra: true))
    #expect(withBadge.height == 300)
    // A constraint deactivated.
    cell.widthConstraint.isActive = false
    cell.widthConstraint.constant = 160
    cell.widthConstraint.isActive = true
    #expect(measure(cell) == fresh(text: Self.texts[2], width: 160, extra: true))
  }

  @Test func measuringACellLeavesItAndItsWindowAlone() {
    let cell = NoteCell(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    cell.label.text = Self.texts[2]
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(cell)
    window.layoutIfNeeded()
    let before = cell.label.frame
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 80, height: 30), withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.width == 200)
    #expect(abs(size.height - (wrappedHeight(Self.texts[2], width: 184) + 16).rounded(.up)) <= 1)
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
    #expect(cell.label.frame == before)
  }
}
