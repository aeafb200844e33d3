import Mosaic

/// The "Circle layout" demo (placeholder until it is written).
enum CircleDemo {
  @MainActor static func make() -> UIViewController {
    PlaceholderViewController(title: "Circle layout")
  }
}
