import Mosaic

/// The "Basics and waterfall" demo (placeholder until it is written).
enum BasicsDemo {
  @MainActor static func make() -> UIViewController {
    PlaceholderViewController(title: "Basics and waterfall")
  }
}
