// Code in the shape iOS projects write it (Swift 5 mode, `import UIKit`): a screen that selects
// an item in code and then tells the delegate itself, as UIKit does not call
// `didSelectItemAt` for programmatic selection —
// `collectionView.delegate?.collectionView(collectionView, didSelectItemAt: indexPath)` — and
// the same with a table view; a collection view subclass that overrides `delegate`; and a
// navigation bar's "sort" menu made with `UIBarButtonItem(image:menu:)`.
import MosaicTesting
import Testing
import UIKit

class ColorGridViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  var collectionView: UICollectionView!
  var selected: [IndexPath] = []
  var highlightAsked = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func selectSecondColorAsPorted() {
    let indexPath = IndexPath(item: 1, section: 0)
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    collectionView.delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 6 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.backgroundColor = .systemTeal
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

class SettingsListViewController: UITableViewController {
  var selectedRows: [Int] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectedRows.append(indexPath.row)
  }

  func restoreSelection(row: Int) {
    let indexPath = IndexPath(row: row, section: 0)
    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
  }
}

/// A collection view that watches its delegate being set, as paging and carousel libraries do.
class CarouselCollectionView: UICollectionView {
  var delegateChanges = 0

  override var delegate: UIScrollViewDelegate? {
    didSet { delegateChanges += 1 }
  }

  func notifySelection(of item: Int) {
    delegate?.collectionView(self, didSelectItemAt: IndexPath(item: item, section: 0))
  }
}

/// A delegate that implements only the scroll view's methods.
class ScrollOnlyDelegate: NSObject, UIScrollViewDelegate {
  var scrolled = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

class MailboxViewController: UIViewController {
  var sortOrder = "Date"

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let date = UIAction(title: "Date", state: .on) { [weak self] _ in self?.sortOrder = "Date" }
    let sender = UIAction(title: "Sender") { [weak self] _ in self?.sortOrder = "Sender" }
    let sortMenu = UIMenu(title: "", options: .singleSelection, children: [date, sender])
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "arrow.up.arrow.down"), menu: sortMenu)
  }
}

@MainActor
@Suite struct DelegateCallShapeTests {
  @Test func callingTheCollectionViewsDelegateReachesTheAppsMethod() {
    let controller = ColorGridViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    controller.selectSecondColorAsPorted()
    #expect(controller.selected == [IndexPath(item: 1, section: 0)])
    // Methods the app did not write answer with UIKit's defaults.
    let cv = controller.collectionView!
    #expect(
      cv.delegate?.collectionView(cv, shouldHighlightItemAt: IndexPath(item: 0, section: 0)) == true
    )
    #expect(
      cv.delegate?.collectionView(cv, shouldShowMenuForItemAt: IndexPath(item: 0, section: 0))
        == false)
    // A real tap still reaches the app's method once.
    let cell = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
    driver.tap(at: cell.convert(CGPoint(x: 30, y: 30), to: nil))
    #expect(controller.selected.map(\.item) == [1, 2])
  }

  @Test func callingTheTableViewsDelegateReachesTheControllersOverride() {
    let controller = SettingsListViewController(style: .plain)
    _ = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    controller.restoreSelection(row: 2)
    #expect(controller.selectedRows == [2])
    let tv = controller.tableView!
    #expect(
      tv.delegate?.tableView(tv, willSelectRowAt: IndexPath(row: 1, section: 0))
        == IndexPath(row: 1, section: 0))
  }

  @Test func aSubclassOverridingDelegateSeesItSetAndCanCallIt() {
    let controller = ColorGridViewController()
    _ = controller.view
    let carousel = CarouselCollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    carousel.delegate = controller
    carousel.notifySelection(of: 4)
    #expect(carousel.delegateChanges == 1)
    #expect(controller.selected == [IndexPath(item: 4, section: 0)])
  }

  @Test func aScrollOnlyDelegateGetsUIKitsDefaults() {
    let cv = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    let delegate = ScrollOnlyDelegate()
    cv.delegate = delegate
    #expect(
      cv.delegate?.collectionView(cv, shouldSelectItemAt: IndexPath(item: 0, section: 0)) == true)
    cv.delegate?.collectionView(cv, didSelectItemAt: IndexPath(item: 0, section: 0))
    cv.contentOffset = CGPoint(x: 0, y: 10)
    #expect(delegate.scrolled == 1)
  }

  @Test func aSortMenuOnTheBarChangesTheOrder() throws {
    let controller = MailboxViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let driver = AppDriver(rootViewController: navigation, size: CGSize(width: 390, height: 600))
    let bar = navigation.navigationBar
    let button = try #require(
      bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentImage != nil })
    let frame = button.convert(button.bounds, to: nil)
    driver.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    driver.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    driver.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    driver.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(controller.sortOrder == "Sender")
    let menu = try #require(controller.navigationItem.rightBarButtonItem?.menu)
    #expect(menu.selectedElements.map(\.title) == ["Sender"])
  }
}
