import Mosaic
import MosaicTesting
import Testing

/// A numbered, colored cell that darkens while highlighted.
@MainActor
private final class MenuSwatchCell: UICollectionViewCell {
  let label = UILabel(frame: .zero)
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 6
    label.font = .systemFont(ofSize: 13)
    label.textAlignment = .center
    contentView.addSubview(label)
    let dim = UIView(frame: .zero)
    dim.backgroundColor = UIColor(white: 0, alpha: 0.25)
    dim.layer.cornerRadius = 6
    selectedBackgroundView = dim
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override var isHighlighted: Bool {
    didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

/// Twelve swatches whose delegate offers Cut, Copy and Paste on every item.
@MainActor
private final class MenuSwatchModel: UICollectionViewDataSource, UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 12 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
      as! MenuSwatchCell
    let hue = CGFloat(indexPath.item % 12) / 12
    cell.contentView.backgroundColor = UIColor(
      hue: hue, saturation: 0.45, brightness: 0.95, alpha: 1)
    cell.label.text = "\(indexPath.item)"
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool { true }
  func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { true }
}

@MainActor
@Suite(.serialized)
struct MenuSnapshotTests {
  /// A 260×200 grid of 70×50 swatches (rows of 3) in a window of the same size.
  private func makeApp(_ model: MenuSwatchModel) -> (AppDriver, UICollectionView) {
    UIMenuController.shared.hideMenu()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 70, height: 50)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 260, height: 200), collectionViewLayout: layout)
    view.backgroundColor = .white
    view.showsVerticalScrollIndicator = false
    view.register(MenuSwatchCell.self, forCellWithReuseIdentifier: "swatch")
    view.dataSource = model
    view.delegate = model
    let app = AppDriver(rootView: view, size: CGSize(width: 260, height: 200))
    return (app, view)
  }

  private func center(of item: Int, in view: UICollectionView, _ app: AppDriver) -> CGPoint {
    let f = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
    return view.convert(CGPoint(x: f.midX, y: f.midY), to: app.window)
  }

  @Test func menuAboveAnItem() {
    let model = MenuSwatchModel()
    let (app, view) = makeApp(model)
    defer {
      UIMenuController.shared.hideMenu()
      app.advance(by: 1)
    }
    app.longPress(at: center(of: 4, in: view, app))
    #expect(UIMenuController.shared.isMenuVisible)
    assertSnapshot(of: app.snapshot(), named: "edit-menu-above")
  }

  @Test func menuBelowAnItemWithTheFocusMoved() {
    let model = MenuSwatchModel()
    let (app, view) = makeApp(model)
    defer {
      UIMenuController.shared.hideMenu()
      app.advance(by: 1)
    }
    app.longPress(at: center(of: 0, in: view, app))
    app.pressKey(UIKeyCommand.inputRightArrow, keyCode: .keyboardRightArrow)
    #expect(UIMenuController.shared.isMenuVisible)
    assertSnapshot(of: app.snapshot(), named: "edit-menu-below")
  }

  /// A button's popup menu, open with its "More" submenu beside it: a check mark in the
  /// single-selection group, images, a disabled row, a chevron, a destructive row in red.
  @Test func popupMenuWithASubmenu() {
    let button = UIButton(type: .system)
    button.setTitle("Sort", for: .normal)
    button.frame = CGRect(x: 16, y: 12, width: 80, height: 36)
    let noop: UIActionHandler = { _ in }
    button.menu = UIMenu(children: [
      UIMenu(
        title: "Sort By", options: [.displayInline, .singleSelection],
        children: [
          UIAction(title: "Date", state: .on, handler: noop),
          UIAction(title: "Sender", handler: noop),
          UIAction(title: "Subject", subtitle: "A to Z", handler: noop),
        ]),
      UIAction(title: "Archive", image: UIImage(systemName: "archivebox"), handler: noop),
      UIAction(title: "Move", image: UIImage(systemName: "folder"), attributes: .disabled, handler: noop),
      UIMenu(
        title: "More",
        children: [
          UIAction(title: "Mark as Read", handler: noop), UIAction(title: "Flag", handler: noop),
        ]),
      UIMenu(
        options: .displayInline,
        children: [
          UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive, handler: noop)
        ]),
    ])
    button.showsMenuAsPrimaryAction = true
    let root = UIView()
    root.backgroundColor = UIColor(white: 0.9, alpha: 1)
    root.addSubview(button)
    let app = AppDriver(rootView: root, size: CGSize(width: 420, height: 340))
    app.tap(at: CGPoint(x: 56, y: 30))
    // Down to "More" (Date, Sender, Subject, Archive, More: Move is disabled) and open it.
    for _ in 0..<5 { app.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow) }
    app.pressKey(UIKeyCommand.inputRightArrow, keyCode: .keyboardRightArrow)
    assertSnapshot(of: app.snapshot(), named: "popup-menu-submenu")
    app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    app.advance(by: 0.1)
  }
}
