import Mosaic

/// The "Selection and menus" demo (placeholder until it is written).
enum GuideDemo {
  @MainActor static func make() -> UIViewController {
    PlaceholderViewController(title: "Selection and menus")
  }
}
