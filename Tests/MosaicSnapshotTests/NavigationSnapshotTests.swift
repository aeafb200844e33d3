import Mosaic
import MosaicTesting
import Testing

/// Snapshots of a navigation controller: the bar with a centred title and a bar button, and
/// after a push, the back button showing the previous title. Record with
/// MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct NavigationSnapshotTests {
  final class Screen: UIViewController {
    let body: String
    init(title: String, body: String) {
      self.body = body
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
      view.backgroundColor = .white
      let label = UILabel(frame: CGRect(x: 16, y: 16, width: 288, height: 24))
      label.text = body
      label.font = .systemFont(ofSize: 15)
      view.addSubview(label)
    }

    func edit() {}
  }

  @Test func rootAndPushedScreens() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 160))
    let books = Screen(title: "Books", body: "Three books on the shelf")
    books.navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .edit, target: books, action: Screen.edit)
    let nav = UINavigationController(rootViewController: books)
    window.rootViewController = nav
    assertSnapshot(of: window, named: "navigation-root", scale: 1)

    nav.pushViewController(Screen(title: "Detail", body: "The first book"), animated: false)
    assertSnapshot(of: window, named: "navigation-pushed", scale: 1)
  }
}
