import Mosaic

/// The "Draggable desktop" demo (placeholder until it is written).
enum DesktopDemo {
  @MainActor static func make() -> UIViewController {
    PlaceholderViewController(title: "Draggable desktop")
  }
}
