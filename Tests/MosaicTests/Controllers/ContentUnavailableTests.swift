import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// `contentUnavailableConfiguration`: the view shows over the controller's view (below its
/// navigation bar), stacks its elements centred with the configuration's paddings, updates
/// when flagged and on first appearance, and a search configuration names the search.
@MainActor
@Suite(.serialized)
struct ContentUnavailableTests {
  final class MailboxController: UIViewController {
    var messages: [String] = []
    var updates = 0
    override func updateContentUnavailableConfiguration(
      using state: UIContentUnavailableConfigurationState
    ) {
      updates += 1
      if messages.isEmpty {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Mail"
        contentUnavailableConfiguration = configuration
      } else {
        contentUnavailableConfiguration = nil
      }
    }
  }

  private func unavailableView(in controller: UIViewController) -> UIContentUnavailableView? {
    controller.view.subviews.last as? UIContentUnavailableView
  }

  private func labels(in view: UIView) -> [UILabel] {
    view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
  }

  @Test func theViewCoversTheControllersViewAndStacksItsElementsCentred() throws {
    let controller = UIViewController()
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 600))
    controller.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.image = UIImage(systemName: "envelope.open")
    configuration.text = "No Mail"
    configuration.secondaryText = "Messages you receive appear here."
    configuration.button.title = "Compose"
    controller.contentUnavailableConfiguration = configuration
    app.advance(by: 0.02)
    let view = try #require(unavailableView(in: controller))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
    let frames = view.elementFrames(in: view.bounds)
    try #require(frames.count == 4)
    let image = frames[0].frame
    let text = frames[1].frame
    let secondary = frames[2].frame
    let button = frames[3].frame
    let shown = try #require(frames[0].view as? UIImageView)
    #expect(image.size == shown.image?.size && image.height > 30, "a symbol at its own size")
    #expect(text.minY - image.maxY == 16)
    #expect(secondary.minY - text.maxY == 8)
    #expect(button.minY - secondary.maxY == 20)
    for frame in [image, text, secondary, button] {
      #expect(abs(frame.midX - 195) <= 0.5, "centred: \(frame)")
      #expect(frame.minX >= 20 && frame.maxX <= 370, "inside the margins: \(frame)")
    }
    #expect(abs((image.minY - 0) - (600 - button.maxY)) <= 1, "the column is centred")
    #expect(labels(in: view).map(\.text) == ["No Mail", "Messages you receive appear here."])
    #expect(labels(in: view).first?.font == UIFont.systemFont(ofSize: 22, weight: .bold))
    #expect(
      view.subviews.compactMap { $0 as? UIButton }.first?.title(for: .normal) == "Compose")

    // Kept in front of subviews added later, and removed when set to nil.
    controller.view.addSubview(UIView())
    controller.view.setNeedsLayout()
    app.advance(by: 0.02)
    #expect(controller.view.subviews.last === view)
    controller.contentUnavailableConfiguration = nil
    #expect(view.superview == nil && unavailableView(in: controller) == nil)
  }

  @Test func inANavigationControllerItSitsBelowTheBar() throws {
    let controller = UIViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let app = AppDriver(rootViewController: navigation, size: CGSize(width: 390, height: 600))
    controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
    app.advance(by: 0.02)
    let view = try #require(unavailableView(in: controller))
    let frame = view.convert(view.bounds, to: nil)
    #expect(frame.minY == navigation.navigationBar.frame.maxY)
    #expect(frame.maxY == 600)
    #expect(labels(in: view).map(\.text) == ["Loading…"])
    #expect(view.subviews.contains { $0 is UIActivityIndicatorView && !$0.isHidden })
  }

  @Test func theUpdateRunsOnFirstAppearanceAndWhenFlagged() {
    let controller = MailboxController()
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 600))
    #expect(controller.updates == 1)
    #expect(unavailableView(in: controller) != nil)
    app.advance(by: 0.02)
    #expect(controller.updates == 1, "no update without the flag")
    controller.messages = ["Hello"]
    controller.setNeedsUpdateContentUnavailableConfiguration()
    #expect(controller.updates == 1, "the update waits for the layout pass")
    app.advance(by: 0.02)
    #expect(controller.updates == 2)
    #expect(unavailableView(in: controller) == nil)
  }

  @Test func aSearchConfigurationNamesTheSearchText() throws {
    let saved = UIViewController.searchTextForContentUnavailable
    defer { UIViewController.searchTextForContentUnavailable = saved }
    UIViewController.searchTextForContentUnavailable = { _ in "kiwi" }
    let controller = UIViewController()
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 600))
    #expect(controller.contentUnavailableConfigurationState.searchText == "kiwi")
    controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
    app.advance(by: 0.02)
    let view = try #require(unavailableView(in: controller))
    #expect(
      labels(in: view).map(\.text) == [
        "No Results for “kiwi”", "Check the spelling or try a new search.",
      ])
    var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
    #expect(UIContentUnavailableConfiguration.search().updated(for: state).text == "No Results")
    state.searchText = "fig"
    #expect(
      UIContentUnavailableConfiguration.search().updated(for: state).text == "No Results for “fig”")
  }
}
