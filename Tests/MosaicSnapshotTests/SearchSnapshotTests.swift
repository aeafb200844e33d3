import Mosaic
import MosaicTesting
import Testing

/// Snapshots of a navigation bar with a search field: empty with its placeholder, and active
/// with text, the Cancel button and the scope bar. Record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct SearchSnapshotTests {
  final class Mailbox: UIViewController {
    override func viewDidLoad() {
      view.backgroundColor = .white
      let label = UILabel(frame: CGRect(x: 16, y: 12, width: 288, height: 24))
      label.text = "Twelve messages"
      label.font = .systemFont(ofSize: 15)
      view.addSubview(label)
    }
  }

  @Test func navigationBarWithASearchField() {
    let mailbox = Mailbox()
    mailbox.title = "Inbox"
    let search = UISearchController(searchResultsController: nil)
    search.searchBar.placeholder = "Search Mail"
    search.searchBar.scopeButtonTitles = ["All Mailboxes", "Inbox"]
    search.obscuresBackgroundDuringPresentation = true
    mailbox.navigationItem.searchController = search
    mailbox.definesPresentationContext = true
    let nav = UINavigationController(rootViewController: mailbox)
    let app = AppDriver(rootViewController: nav, size: CGSize(width: 320, height: 200))
    assertSnapshot(of: app.snapshot(), named: "search-navigation-empty")

    search.searchBar.becomeFirstResponder()
    app.type("invoice")
    app.advance(by: 0.5)
    assertSnapshot(of: app.snapshot(), named: "search-navigation-active")
    search.isActive = false
  }
}
