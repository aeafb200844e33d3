import Mosaic
import MosaicTesting
import Testing

/// Snapshots of content-unavailable views: the empty configuration with an image, texts and a
/// button, and the loading configuration. Record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct ContentUnavailableSnapshotTests {
  @Test func emptyWithAButton() {
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.image = UIImage(systemName: "envelope.open")
    configuration.text = "No Mail"
    configuration.secondaryText = "Messages you receive appear here."
    configuration.button = .filled()
    configuration.button.title = "Compose"
    let view = UIContentUnavailableView(configuration: configuration)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 320)
    view.backgroundColor = .systemBackground
    assertSnapshot(of: view, named: "content-unavailable-empty", scale: 2)
  }

  @Test func loading() {
    let view = UIContentUnavailableView(configuration: .loading())
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    view.backgroundColor = .systemBackground
    assertSnapshot(of: view, named: "content-unavailable-loading", scale: 2)
  }
}
