import Mosaic

/// The "Book list" demo (placeholder until it is written).
enum BooksDemo {
  @MainActor static func make() -> UIViewController {
    PlaceholderViewController(title: "Book list")
  }
}
