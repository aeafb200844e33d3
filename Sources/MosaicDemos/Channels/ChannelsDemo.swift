import Mosaic

/// The "Channel chooser" demo (placeholder until it is written).
enum ChannelsDemo {
  @MainActor static func make() -> UIViewController {
    PlaceholderViewController(title: "Channel chooser")
  }
}
