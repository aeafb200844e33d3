import Foundation

@testable import Mosaic

/// A view that records trait, margin and safe-area callbacks as "<name>.<callback>".
@MainActor
final class EnvironmentProbeView: UIView {
  var log: CallbackLog?
  var name = ""
  var previousTraits: [UITraitCollection?] = []
  var currentDuringCallback: UITraitCollection?

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousTraits.append(previousTraitCollection)
    currentDuringCallback = UITraitCollection.current
    log?.add("\(name).traitCollectionDidChange")
  }

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    log?.add("\(name).layoutMarginsDidChange")
  }

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    log?.add("\(name).safeAreaInsetsDidChange")
  }
}

/// A view controller whose view is an `EnvironmentProbeView` named after it, recording the
/// controller's own callbacks as well.
@MainActor
final class EnvironmentProbeController: UIViewController {
  let name: String
  let log: CallbackLog
  var previousTraits: [UITraitCollection?] = []

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  var probeView: EnvironmentProbeView { view as! EnvironmentProbeView }

  override func loadView() {
    let v = EnvironmentProbeView(frame: UIScreen.main.bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    v.name = "\(name).view"
    v.log = log
    view = v
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previousTraits.append(previousTraitCollection)
    log.add("\(name).traitCollectionDidChange")
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    log.add("\(name).viewSafeAreaInsetsDidChange")
  }

  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    log.add("\(name).viewLayoutMarginsDidChange")
  }
}

/// Makes a probe view named `name` logging into `log`.
@MainActor
func probeView(_ name: String, log: CallbackLog, frame: CGRect = .zero) -> EnvironmentProbeView {
  let v = EnvironmentProbeView(frame: frame)
  v.name = name
  v.log = log
  return v
}
