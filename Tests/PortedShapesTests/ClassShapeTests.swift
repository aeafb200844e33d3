// Code in the shape iOS projects write it (Swift 5 mode, `import UIKit`), so that the shapes
// of UIKit's classes — initializers, NSObject behaviour, concurrency annotations, target–action
// — stay right. Each test also checks the behaviour the code relies on.
import MosaicTesting
import Testing
import UIKit

// MARK: - A cell as Xcode's template writes it

class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let titleLabel = UILabel()
  private(set) var madeBy = ""

  override init(frame: CGRect) {
    super.init(frame: frame)
    madeBy = "frame"
    titleLabel.frame = contentView.bounds
    contentView.addSubview(titleLabel)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    madeBy = "coder"
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
  }
}

/// A view with its own designated initializer and the `fatalError` coder initializer that
/// Xcode's fix-it inserts.
class BadgeView: UIView {
  let count: Int

  init(count: Int) {
    self.count = count
    super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// An image view subclass calling UIKit's designated `init(image:)`.
class AvatarView: UIImageView {
  override init(image: UIImage?) {
    super.init(image: image)
    layer.cornerRadius = 4
  }

  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: - A layout that force-unwraps its collection view, as most custom layouts do

class CardLayout: UICollectionViewLayout {
  var cache: [UICollectionViewLayoutAttributes] = []
  var boundsChecks = 0

  override func prepare() {
    super.prepare()
    cache.removeAll()
    let width = collectionView!.bounds.width
    for item in 0..<collectionView!.numberOfItems(inSection: 0) {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: width, height: 50)
      cache.append(attributes)
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView!.bounds.width, height: CGFloat(cache.count) * 60)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChecks += 1
    return collectionView!.bounds.width != newBounds.width
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cache[indexPath.item]
  }
}

// MARK: - A view controller in the iOS style

class CardsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  var collectionView: UICollectionView!
  var items = ["One", "Two", "Three"]
  var refreshes = 0
  var tapsSeen: [String] = []
  var buttonEvents: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: CardLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)

    let tap = UITapGestureRecognizer(target: self, action: Self.backgroundTapped)
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Refresh", style: .plain, target: self, action: Self.refresh)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      image: nil, style: .plain, target: self, action: Self.refresh)
  }

  func refresh() {
    refreshes += 1
    collectionView.performBatchUpdates {
      items.append("Item \(items.count + 1)")
      collectionView.insertItems(at: [IndexPath(item: items.count - 1, section: 0)])
    }
  }

  func backgroundTapped() {
    tapsSeen.append("background")
  }

  func buttonTapped(_ sender: UIButton, forEvent event: UIEvent) {
    buttonEvents.append(event.allTouches?.count ?? -1)
  }

  var touchDowns: [String] = []

  func buttonTouchedDown(_ sender: UIControl, with event: UIEvent?) {
    touchDowns.append("\(type(of: sender)) \(event?.allTouches?.count ?? -1)")
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    items.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
    cell.titleLabel.text = items[indexPath.item]
    return cell
  }
}

// MARK: - Tests

@MainActor
@Suite struct ClassShapeTests {
  @Test func cellsMadeByTheCollectionViewUseInitFrameAndCoderInitializerIsDesignated() {
    let controller = CardsViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    _ = driver
    let cells = controller.collectionView.visibleCells.compactMap { $0 as? PhotoCell }
    #expect(cells.count == 3)
    #expect(cells.allSatisfy { $0.madeBy == "frame" })
    #expect(
      cells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.titleLabel.text } == [
        "One", "Two", "Three",
      ])
    #expect(cells.map(\.frame.width) == [320, 320, 320])
    let archived = PhotoCell(coder: NSCoder())
    #expect(archived?.madeBy == "coder")
    #expect(archived?.contentView.superview === archived)
    #expect(BadgeView(count: 3).bounds.size == CGSize(width: 20, height: 20))
  }

  @Test func imageViewInitImageIsDesignated() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
    let avatar = AvatarView(image: image)
    #expect(avatar.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(avatar.image === image)
    #expect(avatar.layer.cornerRadius == 4)
    let plain = UIImageView(image: image, highlightedImage: nil)
    #expect(plain.bounds.size == CGSize(width: 30, height: 20))
    #expect(!plain.isUserInteractionEnabled)
  }

  @Test func aLayoutIsAskedNothingBeforeItsCollectionViewIsSet() {
    let layout = CardLayout()
    // Would trap on `collectionView!` if the layout were asked during init.
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    #expect(layout.boundsChecks == 0)
    #expect(layout.collectionView === collectionView)
    collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
    #expect(layout.boundsChecks == 1)
    let other = CardLayout()
    collectionView.collectionViewLayout = other
    #expect(other.boundsChecks == 0)
    #expect(layout.collectionView == nil)
    let controller = UICollectionViewController(collectionViewLayout: CardLayout())
    controller.loadViewIfNeeded()
    #expect(
      controller.collectionView.collectionViewLayout.collectionView === controller.collectionView)
  }

  @Test func zeroArgumentTargetActionForGesturesBarButtonItemsAndControls() {
    let controller = CardsViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let driver = AppDriver(
      rootViewController: navigation, size: CGSize(width: 320, height: 480))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 200, y: 300, width: 100, height: 44)
    button.addTarget(controller, action: CardsViewController.buttonTapped, for: .touchUpInside)
    button.addTarget(controller, action: CardsViewController.buttonTouchedDown, for: .touchDown)
    controller.view.addSubview(button)
    driver.tap(at: button.convert(CGPoint(x: 50, y: 22), to: nil))
    #expect(controller.buttonEvents == [1])
    #expect(controller.touchDowns == ["UIButton 1"])
    button.sendActions(for: .touchUpInside)
    #expect(controller.buttonEvents == [1, 0])
    #expect(controller.tapsSeen == [])  // the button took the tap

    navigation.view.layoutIfNeeded()
    let refreshButton = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
      .first { $0.currentTitle == "Refresh" }
    #expect(refreshButton != nil)
    if let refreshButton {
      driver.tap(at: refreshButton.convert(CGPoint(x: 10, y: 10), to: nil))
    }
    #expect(controller.refreshes == 1)
    driver.advance(by: 0.5)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 4)

    driver.tap(at: CGPoint(x: 160, y: 440))
    #expect(controller.tapsSeen == ["background"])
  }

  @Test func viewsCompareByIdentityAndHaveNSObjectBehaviour() {
    let a = UIView()
    let b = UIView()
    #expect(a == a)
    #expect(a != b)
    #expect(a.isEqual(a) && !a.isEqual(b))
    #expect(a.hash == a.hash)
    let set: Set<UIView> = [a, b, a]
    #expect(set.count == 2)
    let object: NSObject = a
    #expect(object is UIResponder)
    let controller = UIViewController()
    let protocolValue: NSObjectProtocol = controller
    #expect(protocolValue.isEqual(controller))
    let layout: NSObject = UICollectionViewFlowLayout()
    #expect(layout is UICollectionViewLayout)
    let recognizer: NSObject = UITapGestureRecognizer()
    #expect(recognizer is UIGestureRecognizer)
    let item: NSObject = UIBarButtonItem()
    #expect(!(item is UIView))
  }

  @Test func layoutAttributesHaveValueEquality() {
    let path = IndexPath(item: 2, section: 0)
    let first = UICollectionViewLayoutAttributes(forCellWith: path)
    first.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    let second = UICollectionViewLayoutAttributes(forCellWith: path)
    second.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(first == second)
    second.alpha = 0.5
    #expect(first != second)
  }
}
