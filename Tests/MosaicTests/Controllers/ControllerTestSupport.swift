@testable import Mosaic

/// A shared list of callback names, in the order they happened.
@MainActor
final class CallbackLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  /// Returns the entries and clears the log.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A view that records its layout passes.
@MainActor
final class LoggingView: UIView {
  var log: CallbackLog?
  var name = ""
  override func layoutSubviews() {
    log?.add("\(name).layoutSubviews")
  }
}

/// A view controller that records its life-cycle callbacks as "<name>.<callback>".
@MainActor
final class ProbeController: UIViewController {
  let name: String
  let log: CallbackLog

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func loadView() {
    log.add("\(name).loadView")
    let v = LoggingView(frame: UIScreen.main.bounds)
    v.backgroundColor = .white
    view = v
  }

  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
  override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews") }

  override func willMove(toParent parent: UIViewController?) {
    log.add("\(name).willMove(\(Self.label(parent)))")
  }

  override func didMove(toParent parent: UIViewController?) {
    log.add("\(name).didMove(\(Self.label(parent)))")
  }

  static func label(_ parent: UIViewController?) -> String {
    guard let parent else { return "nil" }
    if let p = parent as? ProbeController { return p.name }
    return parent is UINavigationController ? "nav" : "\(type(of: parent))"
  }
}

/// Filters out the layout callbacks, which depend on when layout runs.
func withoutLayout(_ entries: [String]) -> [String] {
  entries.filter { !$0.contains("Layout") && !$0.contains("layout") }
}

/// Clears touches and tap history left in the shared touch router by earlier tests, so a tap
/// here is not counted as a repeat of another test's tap.
@MainActor
func resetTouches() {
  for (id, touch) in TouchRouter.shared.active {
    touch.window?.deliverTouch(id: id, phase: .cancelled, location: .zero, timestamp: 0)
  }
  for r in TouchRouter.shared.participants { TouchRouter.shared.abort(r) }
  TouchRouter.shared.lastTap = nil
}
