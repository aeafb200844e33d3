import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// iOS 26's property updates: `updateProperties()` runs before layout in the same pass — the
/// controller's, then its view's, then `viewWillLayoutSubviews` and `layoutSubviews`.
@MainActor
@Suite(.serialized)
struct UpdatePropertiesTests {
  final class Log { var entries: [String] = [] }

  final class LoggingView: UIView {
    var log: Log?
    override func updateProperties() { log?.entries.append("view updateProperties") }
    override func layoutSubviews() {
      super.layoutSubviews()
      log?.entries.append("view layoutSubviews")
    }
  }

  final class LoggingController: UIViewController {
    let log = Log()
    override func loadView() {
      let view = LoggingView()
      view.log = log
      self.view = view
    }
    override func updateProperties() { log.entries.append("controller updateProperties") }
    override func viewWillLayoutSubviews() { log.entries.append("controller willLayout") }
    override func viewDidLayoutSubviews() { log.entries.append("controller didLayout") }
  }

  @Test func updatesComeBeforeLayoutInTheSamePass() {
    let controller = LoggingController()
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 200, height: 200))
    _ = app
    #expect(
      controller.log.entries == [
        "controller updateProperties", "view updateProperties", "controller willLayout",
        "view layoutSubviews", "controller didLayout",
      ])
    controller.log.entries = []

    // Flagged alone, the update runs in the next pass without a layout.
    controller.view.setNeedsUpdateProperties()
    controller.view.window?.layoutIfNeeded()
    #expect(controller.log.entries == ["view updateProperties"])
    controller.log.entries = []

    // With a layout, the updates come first.
    controller.setNeedsUpdateProperties()
    controller.view.setNeedsUpdateProperties()
    controller.view.setNeedsLayout()
    controller.view.window?.layoutIfNeeded()
    #expect(
      controller.log.entries == [
        "controller updateProperties", "view updateProperties", "controller willLayout",
        "view layoutSubviews", "controller didLayout",
      ])
    controller.log.entries = []

    // Nothing flagged: nothing runs.
    controller.view.window?.layoutIfNeeded()
    #expect(controller.log.entries == [])

    // updatePropertiesIfNeeded runs a flagged update at once, and only once.
    controller.view.setNeedsUpdateProperties()
    controller.view.updatePropertiesIfNeeded()
    controller.view.updatePropertiesIfNeeded()
    controller.view.window?.layoutIfNeeded()
    #expect(controller.log.entries == ["view updateProperties"])
  }
}
