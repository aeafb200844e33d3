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
}
