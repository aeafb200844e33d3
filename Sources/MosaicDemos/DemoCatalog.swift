import UIKit

/// One demo of the gallery: a seed app ported from its blog post.
struct Demo {
  /// The name used on the command line (`mosaic-demos --demo ID`) and in screenshots.
  let id: String
  let title: String
  let subtitle: String
  /// Creates the demo's first screen.
  let make: @MainActor () -> UIViewController
}

/// The gallery's demos, in the order it lists them.
enum DemoCatalog {
  @MainActor static let all: [Demo] = [
    Demo(
      id: "desktop", title: "Draggable desktop", subtitle: "Long-press and drag to reorder",
      make: DesktopDemo.make),
    Demo(
      id: "books", title: "Book list", subtitle: "Horizontal flow layout and a detail screen",
      make: BooksDemo.make),
    Demo(
      id: "circle", title: "Circle layout", subtitle: "A custom layout with animated updates",
      make: CircleDemo.make),
    Demo(
      id: "channels", title: "Channel chooser", subtitle: "Two sections, tap or drag across",
      make: ChannelsDemo.make),
    Demo(
      id: "guide", title: "Selection and menus", subtitle: "Multiple selection, headers, copy",
      make: GuideDemo.make),
    Demo(
      id: "basics", title: "Basics and waterfall",
      subtitle: "Flow basics and a two-column waterfall",
      make: BasicsDemo.make),
    Demo(
      id: "coverflow", title: "Cover flow",
      subtitle: "A flow layout turning items in 3D with perspective",
      make: CoverFlowDemo.make),
    Demo(
      id: "diffable", title: "Diffable",
      subtitle: "Snapshots applied with animation, cells from a registration",
      make: DiffableDemo.make),
    Demo(
      id: "autolayout", title: "Auto Layout",
      subtitle: "Self-sizing note cards: stack views pinned with anchors",
      make: AutoLayoutDemo.make),
    Demo(
      id: "compositional", title: "Compositional",
      subtitle: "An App Store-style page: carousels, an adaptive grid, pinned headers",
      make: CompositionalDemo.make),
    Demo(
      id: "lists", title: "Lists",
      subtitle: "A settings screen: an inset grouped list layout with headers",
      make: ListsDemo.make),
    Demo(
      id: "tables", title: "Tables",
      subtitle: "UITableView: a settings screen, and an inbox with swipe actions and editing",
      make: TablesDemo.make),
    Demo(
      id: "sidebar", title: "Sidebar",
      subtitle: "An outline sidebar: collapsible sections, a nested folder, selection",
      make: SidebarDemo.make),
    Demo(
      id: "forms", title: "Text fields",
      subtitle: "A sign-in form: typing, selection, Return to move on, live validation",
      make: FormsDemo.make),
    Demo(
      id: "presentation", title: "Presentation",
      subtitle: "Sheets with detents, a popover, an alert with a text field, an action sheet",
      make: PresentationDemo.make),
    Demo(
      id: "dynamics", title: "Dynamics",
      subtitle: "UIKit Dynamics: gravity, collisions, a shelf; tap to drop, drag to throw",
      make: DynamicsDemo.make),
  ]

  /// The demo called `id`, if there is one.
  @MainActor static func demo(id: String) -> Demo? {
    all.first { $0.id == id }
  }
}

/// A screen for a demo that is not written yet.
@MainActor
final class PlaceholderViewController: UIViewController {
  init(title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
  }
}
