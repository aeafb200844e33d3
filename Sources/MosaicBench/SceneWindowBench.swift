import Foundation
@_spi(MosaicTesting) import Mosaic

/// `mosaic-bench scene-window`: a scene-based app in a real window (it needs a display, such
/// as Xvfb). A second after launch it asks for a new scene with
/// `requestSceneSessionActivation(nil, …)` and measures the time from that call to the first
/// frame of the new scene's window presented to its desktop window (five times, each new window
/// closed by destroying its session before the next), then the two windows left idle for two
/// seconds (wake-ups, frames and CPU).
final class SceneWindowBench: UIResponder, UIApplicationDelegate {
  static let argument = "scene-window"

  static func run() -> Never {
    setenv("MOSAIC_WINDOW_SIZE", "800x600", 0)
    SceneWindowBench.main()
    exit(0)
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneWindowBenchSceneDelegate.self
    return configuration
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
      MainActor.assumeIsolated { self.openScene(round: 1) }
    }
    return true
  }

  private var samples: [Double] = []
  private static let rounds = 5

  /// When the scene being opened was asked for, and the scene once it exists.
  @MainActor private final class Opening {
    var start = 0.0
    var scene: UIWindowScene?
  }

  private func openScene(round: Int) {
    let opening = Opening()
    FrameDriver.framePresented = { window in
      guard let scene = opening.scene, window.windowScene === scene else { return }
      FrameDriver.framePresented = nil
      let milliseconds = (Double(monotonicNanoseconds()) / 1e9 - opening.start) * 1000
      self.samples.append(milliseconds)
      print(
        String(
          format: "scene-window.open[%d]  %.1f ms to the first presented frame", round, milliseconds
        ))
      _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
        MainActor.assumeIsolated { self.next(after: round, scene: scene) }
      }
    }
    let before = UIApplication.shared.connectedScenes
    opening.start = Double(monotonicNanoseconds()) / 1e9
    UIApplication.shared.requestSceneSessionActivation(
      nil, userActivity: nil, options: nil, errorHandler: { print("error: \($0)") })
    opening.scene =
      UIApplication.shared.connectedScenes.subtracting(before).first as? UIWindowScene
  }

  private func next(after round: Int, scene: UIWindowScene) {
    if round < Self.rounds {
      UIApplication.shared.requestSceneSessionDestruction(
        scene.session, options: nil, errorHandler: nil)
      openScene(round: round + 1)
      return
    }
    let sorted = samples.sorted()
    print(
      String(
        format: "scene-window.open  median %.1f ms  max %.1f ms over %d windows",
        sorted[sorted.count / 2], sorted.last ?? 0, sorted.count))
    let startCounts = FrameDriver.hostLoopCounts
    let startCPU = Self.cpuSeconds()
    let startTime = Double(monotonicNanoseconds()) / 1e9
    // The end comes from another thread, so no timer wakes the loop inside the idle phase.
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 2)
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          let counts = FrameDriver.hostLoopCounts
          let seconds = Double(monotonicNanoseconds()) / 1e9 - startTime
          let cpu = Self.cpuSeconds() - startCPU
          print(
            String(
              format:
                "scene-window.idle  %d windows  %.1f wake-ups/s  %.1f frames/s  CPU %.2f%% of a core",
              UIApplication.shared.connectedScenes.count,
              Double(counts.wakeUps - startCounts.wakeUps - 1) / seconds,
              Double(counts.frames - startCounts.frames) / seconds, 100 * cpu / seconds))
          exit(0)
        }
      }
    }
  }

  /// CPU seconds of the process (user and system).
  static func cpuSeconds() -> Double { WindowTimerBench.cpuSeconds() }
}

/// The bench's scenes: a window with a navigation controller over a list of 100 rows.
final class SceneWindowBenchSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    windowScene.title = "Scene \(session.persistentIdentifier)"
    let controller = UITableViewController(style: .plain)
    controller.title = "Mailbox"
    controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    controller.tableView.dataSource = SceneWindowBenchRows.shared
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// 100 rows of text.
final class SceneWindowBenchRows: NSObject, UITableViewDataSource {
  static let shared = SceneWindowBenchRows()

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Message \(indexPath.row + 1)"
    return cell
  }
}
