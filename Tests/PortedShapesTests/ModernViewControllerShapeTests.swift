// iOS 17–26 view-controller code in the shape apps write it (Swift 5 mode, `import UIKit`):
// an empty state through `contentUnavailableConfiguration` and its update method, trait
// changes observed with `registerForTraitChanges` (a closure taking `Self`, and a method), a
// custom trait in `traitOverrides`, and `updateProperties()`.
import MosaicTesting
import Testing
import UIKit

struct CompactModeTrait: UITraitDefinition {
  static let defaultValue = false
  static let name = "CompactMode"
}

class ModernInboxViewController: UIViewController {
  var messages: [String] = [] {
    didSet { setNeedsUpdateContentUnavailableConfiguration() }
  }
  var sizeClassChanges: [UIUserInterfaceSizeClass] = []
  var compactModeChanges = 0
  var propertyUpdates = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.sizeClassChanges.append(previousTraitCollection.horizontalSizeClass)
    }
    registerForTraitChanges(
      [CompactModeTrait.self], action: ModernInboxViewController.compactModeDidChange)
  }

  func compactModeDidChange() {
    compactModeChanges += 1
  }

  override func updateProperties() {
    super.updateProperties()
    propertyUpdates += 1
    title = messages.isEmpty ? "Inbox" : "Inbox (\(messages.count))"
  }

  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    var config: UIContentUnavailableConfiguration?
    if messages.isEmpty {
      var empty = UIContentUnavailableConfiguration.empty()
      empty.image = UIImage(systemName: "envelope.open")
      empty.text = "No Mail"
      empty.secondaryText = "New messages appear here."
      empty.button = .filled()
      empty.button.title = "Refresh"
      empty.buttonProperties.primaryAction = UIAction { [weak self] _ in
        self?.messages = ["Welcome"]
      }
      config = empty
    }
    contentUnavailableConfiguration = config
  }
}

@MainActor
struct ModernViewControllerShapeTests {
  @Test func anEmptyInboxShowsItsEmptyStateUntilRefreshed() throws {
    let inbox = ModernInboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    let app = AppDriver(rootViewController: navigation, size: CGSize(width: 390, height: 600))
    let empty = try #require(inbox.view.subviews.last as? UIContentUnavailableView)
    #expect(inbox.title == "Inbox")
    #expect(inbox.propertyUpdates == 1)

    // Tapping the empty state's button refreshes: the view goes.
    let button = try #require(empty.subviews.compactMap { $0 as? UIButton }.first)
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    app.tap(at: center)
    #expect(inbox.messages == ["Welcome"])
    #expect(empty.superview == nil)

    inbox.setNeedsUpdateProperties()
    app.advance(by: 0.02)
    #expect(inbox.title == "Inbox (1)")
    #expect(inbox.propertyUpdates == 2)

    app.resize(to: CGSize(width: 800, height: 600))
    #expect(inbox.sizeClassChanges == [.compact])

    navigation.traitOverrides[CompactModeTrait.self] = true
    #expect(inbox.traitCollection[CompactModeTrait.self])
    #expect(inbox.compactModeChanges == 1)
  }
}
