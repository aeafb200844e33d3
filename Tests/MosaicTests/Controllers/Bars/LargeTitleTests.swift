import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct LargeTitleTests {
  init() {
    resetTouches()
    VirtualTime.start()
  }

  final class ListController: UIViewController {
    let scrollView = UIScrollView()
    override func loadView() {
      scrollView.contentSize = CGSize(width: 390, height: 3000)
      scrollView.backgroundColor = .white
      view = scrollView
    }
  }

  func makeStack(large: Bool = true) -> (AppDriver, UINavigationController, ListController) {
    let list = ListController()
    list.title = "Mailboxes"
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = large
    let driver = AppDriver(rootViewController: nav, size: CGSize(width: 390, height: 844))
    return (driver, nav, list)
  }

  @Test func theLargeTitleCollapsesAsTheContentScrolls() {
    let (driver, nav, list) = makeStack()
    let bar = nav.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
    #expect(list.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    #expect(list.scrollView.adjustedContentInset.top == 52)
    #expect(list.scrollView.contentOffset.y == -52)
    #expect(!bar.largeTitleArea.isHidden)
    #expect(bar.largeTitleLabel.text == "Mailboxes")
    #expect(bar.largeTitleLabel.font.pointSize == 34)
    #expect(bar.largeTitleLabel.frame == CGRect(x: 16, y: 4, width: 358, height: 41))
    #expect(bar.titleLabel.alpha == 0)
    list.scrollView.contentOffset.y = -32
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 76)
    #expect(bar.largeTitleLabel.frame.minY == -16)
    list.scrollView.contentOffset.y = 0
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 44)
    #expect(bar.titleLabel.alpha == 1)
    // Pulled down past the top, the area stretches.
    list.scrollView.contentOffset.y = -72
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 116)
  }

  @Test func theContentOfAScrollViewDoesNotShareTheInsetItScrollsBy() {
    let (driver, _, list) = makeStack()
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    list.scrollView.addSubview(row)
    driver.advance(by: 0.05)
    #expect(list.scrollView.safeAreaInsets.top == 52)
    #expect(row.safeAreaInsets == .zero)
  }

  @Test func anItemCanRefuseTheLargeTitle() {
    let (driver, nav, _) = makeStack()
    let detail = ListController()
    detail.title = "Inbox"
    detail.navigationItem.largeTitleDisplayMode = .never
    nav.pushViewController(detail, animated: false)
    driver.advance(by: 0.1)
    #expect(nav.navigationBar.frame.height == 44)
    #expect(detail.scrollView.adjustedContentInset.top == 0)
    let next = ListController()
    next.navigationItem.largeTitleDisplayMode = .always
    nav.pushViewController(next, animated: false)
    driver.advance(by: 0.1)
    #expect(nav.navigationBar.frame.height == 96)
    nav.popToRootViewController(animated: false)
    driver.advance(by: 0.1)
    #expect(nav.navigationBar.frame.height == 96)
  }

  @Test func withoutLargeTitlesTheBarKeepsItsHeight() {
    let (driver, nav, list) = makeStack(large: false)
    #expect(nav.navigationBar.frame.height == 44)
    list.scrollView.contentOffset.y = 200
    driver.advance(by: 0.05)
    #expect(nav.navigationBar.frame.height == 44)
    #expect(nav.navigationBar.largeTitleArea.isHidden)
  }

  @Test func aSearchRowSitsBelowTheLargeTitleAndCollapsesFirst() {
    let (driver, nav, list) = makeStack()
    let search = UISearchController(searchResultsController: nil)
    list.navigationItem.searchController = search
    driver.advance(by: 0.05)
    let bar = nav.navigationBar
    func searchFrame() -> CGRect { search.searchBar.convert(search.searchBar.bounds, to: nil) }
    // Title row 44, large title 52, search row 52; the content scrolls under both rows.
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 148))
    #expect(bar.largeTitleArea.frame == CGRect(x: 0, y: 44, width: 390, height: 52))
    #expect(bar.largeTitleLabel.frame == CGRect(x: 16, y: 4, width: 358, height: 41))
    #expect(searchFrame() == CGRect(x: 0, y: 96, width: 390, height: 52))
    #expect(list.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
    #expect(list.scrollView.adjustedContentInset.top == 104)
    #expect(list.scrollView.contentOffset.y == -104)
    // The first 52 points of scrolling collapse the search row; the large title stays.
    list.scrollView.contentOffset.y = -84
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 128)
    #expect(bar.largeTitleArea.frame.height == 52)
    #expect(searchFrame().minY == 76, "the search bar slides up under the large title")
    list.scrollView.contentOffset.y = -52
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 96)
    #expect(bar.titleLabel.alpha == 0)
    // Then the large title collapses.
    list.scrollView.contentOffset.y = -22
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 66)
    #expect(bar.largeTitleArea.frame == CGRect(x: 0, y: 44, width: 390, height: 22))
    list.scrollView.contentOffset.y = 40
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 44)
    #expect(bar.titleLabel.alpha == 1)
    #expect(list.scrollView.adjustedContentInset.top == 104, "the inset does not follow the rows")
    // Back at the top, both rows are back in their places.
    list.scrollView.contentOffset.y = -104
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 148)
    #expect(searchFrame() == CGRect(x: 0, y: 96, width: 390, height: 52))
    // Without hiding, the search row stays below the large title as it collapses.
    list.navigationItem.hidesSearchBarWhenScrolling = false
    driver.advance(by: 0.05)
    #expect(list.view.frame.minY == 44)
    #expect(list.scrollView.adjustedContentInset.top == 104)
    list.scrollView.contentOffset.y = -74
    driver.advance(by: 0.05)
    #expect(bar.frame.height == 118)
    #expect(searchFrame() == CGRect(x: 0, y: 66, width: 390, height: 52))
    UIResponder.currentFirstResponder = nil
  }
}
