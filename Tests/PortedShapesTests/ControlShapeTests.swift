// A settings screen as iOS projects write one (Swift 5 mode, `import UIKit`): a switch, a slider
// and a segmented control laid out with anchors and wired with target–action (the `#selector`
// of iOS written as a method reference) and `UIAction`s.
import MosaicTesting
import Testing
import UIKit

final class SettingsViewController: UIViewController {
  private let notificationsSwitch = UISwitch()
  private let volumeSlider = UISlider()
  private lazy var modeControl: UISegmentedControl = {
    let control = UISegmentedControl(items: ["Light", "Dark", "Auto"])
    control.selectedSegmentIndex = 0
    control.translatesAutoresizingMaskIntoConstraints = false
    return control
  }()
  private(set) var log: [String] = []

  var switchFrame: CGRect { notificationsSwitch.frame }
  var sliderFrame: CGRect { volumeSlider.frame }
  var modeFrame: CGRect { modeControl.frame }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    notificationsSwitch.translatesAutoresizingMaskIntoConstraints = false
    notificationsSwitch.setOn(true, animated: false)
    notificationsSwitch.onTintColor = .systemBlue
    notificationsSwitch.addTarget(
      self, action: SettingsViewController.notificationsChanged(_:), for: .valueChanged)

    volumeSlider.translatesAutoresizingMaskIntoConstraints = false
    volumeSlider.minimumValue = 0
    volumeSlider.maximumValue = 10
    volumeSlider.value = 5
    volumeSlider.isContinuous = false
    volumeSlider.addTarget(self, action: SettingsViewController.volumeChanged, for: .valueChanged)

    modeControl.addAction(
      UIAction { [weak self] action in
        guard let control = action.sender as? UISegmentedControl else { return }
        self?.log.append("mode \(control.titleForSegment(at: control.selectedSegmentIndex) ?? "")")
      }, for: .valueChanged)

    view.addSubview(notificationsSwitch)
    view.addSubview(volumeSlider)
    view.addSubview(modeControl)
    NSLayoutConstraint.activate([
      notificationsSwitch.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      notificationsSwitch.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      volumeSlider.topAnchor.constraint(equalTo: notificationsSwitch.bottomAnchor, constant: 20),
      volumeSlider.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      volumeSlider.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      modeControl.topAnchor.constraint(equalTo: volumeSlider.bottomAnchor, constant: 20),
      modeControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }

  func notificationsChanged(_ sender: UISwitch) {
    log.append("notifications \(sender.isOn)")
  }

  func volumeChanged() {
    log.append("volume \(volumeSlider.value)")
  }
}

@MainActor
@Suite struct ControlShapeTests {
  @Test func aSettingsScreenLaysOutItsControlsAndHearsTheirValues() {
    let controller = SettingsViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 400))
    #expect(controller.switchFrame == CGRect(x: 320 - 20 - 51, y: 20, width: 51, height: 31))
    #expect(controller.sliderFrame == CGRect(x: 20, y: 71, width: 280, height: 31))
    #expect(controller.modeFrame.minY == 122)
    #expect(controller.modeFrame.height == 32)

    driver.tap(at: CGPoint(x: controller.switchFrame.midX, y: controller.switchFrame.midY))
    // The slider's thumb is in the middle of its 280-point track (value 5 of 10); drag it right
    // by a quarter of its 252-point travel.
    let thumbCentre = CGPoint(x: 20 + 126 + 14, y: controller.sliderFrame.midY)
    driver.drag(from: thumbCentre, to: CGPoint(x: thumbCentre.x + 63, y: thumbCentre.y))
    let segmentWidth = controller.modeFrame.width / 3
    driver.tap(
      at: CGPoint(x: controller.modeFrame.minX + segmentWidth * 2.5, y: controller.modeFrame.midY))
    #expect(controller.log == ["notifications false", "volume 7.5", "mode Auto"])
  }
}

// A loading screen as iOS projects write one: a large spinner centred with anchors, started in
// `viewDidLoad` and stopped when the content arrives; a subclass with the usual initializers.
final class LoadingIndicator: UIActivityIndicatorView {
  override init(style: UIActivityIndicatorView.Style) {
    super.init(style: style)
    hidesWhenStopped = true
  }

  required init(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class LoadingViewController: UIViewController {
  let spinner = LoadingIndicator(style: .large)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    spinner.translatesAutoresizingMaskIntoConstraints = false
    spinner.color = .systemGray
    view.addSubview(spinner)
    NSLayoutConstraint.activate([
      spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    spinner.startAnimating()
  }

  func contentDidLoad() {
    spinner.stopAnimating()
  }
}

@MainActor
@Suite struct ActivityIndicatorShapeTests {
  @Test func aLoadingScreenCentresASpinnerAndHidesItWhenDone() {
    let controller = LoadingViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 400))
    #expect(controller.spinner.frame == CGRect(x: 142, y: 182, width: 37, height: 37))
    #expect(controller.spinner.isAnimating)
    #expect(!controller.spinner.isHidden)
    driver.advance(by: 0.5)
    controller.contentDidLoad()
    #expect(!controller.spinner.isAnimating)
    #expect(controller.spinner.isHidden)
  }
}
