import Foundation
@_spi(MosaicTesting) import Mosaic

/// `mosaic-bench window-timer`: a real window (it needs a display, such as Xvfb) showing a
/// 1280×800 grid of 1,000,000 cells. It measures, in turn, the idle window (wake-ups a second
/// and CPU), a 60 Hz `Timer` that scrolls the grid 20 pt a tick (frames a second, CPU per
/// frame, including every thread, by getrusage), a `CADisplayLink` doing the same, and how long
/// blocks sent to `DispatchQueue.main` from another thread wait while the window is idle. The
/// window closes itself when done.
@MainActor
final class WindowTimerBench: UIResponder, UIApplicationDelegate, UICollectionViewDataSource {
  var window: UIWindow?
  var collectionView: UICollectionView!
  var list: BenchList?
  var table: BenchTable?
  /// The view the scrolling phases scroll: the grid or list, or the table.
  var scroller: UIScrollView { table?.view ?? collectionView }
  let phaseSeconds: TimeInterval = 5

  static let argument = "window-timer"

  /// Which phases run: this benchmark's, or those of `mosaic-bench window` (`WindowBench`).
  enum Mode { case timer, window }
  static var mode = Mode.timer

  static func run(_ mode: Mode = .timer) -> Never {
    self.mode = mode
    setenv("MOSAIC_WINDOW_SIZE", "1280x800", 0)
    WindowTimerBench.main()
    exit(0)
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    if let rows = WindowBench.listRows {
      let controller = UIViewController()
      if WindowBench.showsTable {
        let table = BenchTable(rows: rows, frame: window.bounds)
        self.table = table
        controller.view = table.view
      } else {
        let list = BenchList(rows: rows, frame: window.bounds)
        self.list = list
        collectionView = list.view
        controller.view = collectionView
      }
      window.rootViewController = controller
      window.makeKeyAndVisible()
      self.window = window
      Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
        MainActor.assumeIsolated { self.measureWindowScrolling() }
      }
      return true
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 80)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    collectionView.backgroundColor = .white
    let controller = UIViewController()
    controller.view = collectionView
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
    self.collectionView = collectionView
    // Let the first frames settle, then measure.
    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
      MainActor.assumeIsolated {
        if Self.mode == .window {
          // For profiling the still phases alone: MOSAIC_BENCH_WINDOW_SKIP_SCROLL=1.
          if ProcessInfo.processInfo.environment["MOSAIC_BENCH_WINDOW_SKIP_SCROLL"] == "1" {
            self.measureSpinner()
          } else {
            self.measureWindowScrolling()
          }
        } else {
          self.measureIdle()
        }
      }
    }
    return true
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 1_000_000 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    let hue = CGFloat(indexPath.item % 37) / 37
    cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.5, brightness: 0.9, alpha: 1)
    cell.contentView.layer.cornerRadius = 6
    return cell
  }

  // MARK: Phases

  @MainActor struct Reading {
    var time = AnimationClock.now
    var cpu = WindowTimerBench.cpuSeconds()
    var counts = FrameDriver.hostLoopCounts
    var steps = WindowTimerBench.steps

    /// Reads the clocks and counters now, leaving out the last `boundaryWakeUps` wake-ups of
    /// the run loop (the one that delivered the end of a phase is its boundary, not inside it).
    init(boundaryWakeUps: Int = 0) {
      counts.wakeUps -= boundaryWakeUps
    }

    func report(_ name: String, since start: Reading) {
      let seconds = time - start.time
      let wakeUps = Double(counts.wakeUps - start.counts.wakeUps)
      let frames = Double(counts.frames - start.counts.frames)
      let cpu = self.cpu - start.cpu
      var line = "window.\(name)"
      line += String(repeating: " ", count: max(1, 28 - line.count))
      line += String(
        format: "%.1f wake-ups/s  %.1f frames/s  CPU %.1f%% of a core", wakeUps / seconds,
        frames / seconds, 100 * cpu / seconds)
      if frames > 0 { line += String(format: "  %.2f ms CPU/frame", 1000 * cpu / frames) }
      if steps > start.steps {
        line += String(format: "  %.1f scroll steps/s", Double(steps - start.steps) / seconds)
      }
      line += "  (\(FrameDriver.hostPresentation), \(String(format: "%.1f", seconds)) s)"
      print(line)
      fflush(nil)
    }
  }

  func measureIdle(then next: (@MainActor @Sendable () -> Void)? = nil) {
    let start = Reading()
    Timer.scheduledTimer(withTimeInterval: phaseSeconds, repeats: false) { _ in
      MainActor.assumeIsolated {
        Reading().report("idle", since: start)
        if let next { next() } else { self.measureTimer() }
      }
    }
  }

  private func measureTimer() {
    let start = Reading()
    let end = start.time + phaseSeconds
    let timer = Timer(timeInterval: 1.0 / 60, repeats: true) { _ in
      MainActor.assumeIsolated {
        guard AnimationClock.now < end else { return }
        self.scrollOneStep()
      }
    }
    RunLoop.main.add(timer, forMode: .common)
    Timer.scheduledTimer(withTimeInterval: phaseSeconds, repeats: false) { _ in
      MainActor.assumeIsolated {
        Reading().report("timer60", since: start)
        self.measureDisplayLink()
      }
    }
    self.timer = timer
  }

  private var timer: Timer?

  private func measureDisplayLink() {
    timer?.invalidate()
    let start = Reading()
    let end = start.time + phaseSeconds
    let link = CADisplayLink { link in
      self.scrollOneStep()
      guard AnimationClock.now >= end else { return }
      link.invalidate()
      Reading().report("displaylink", since: start)
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        MainActor.assumeIsolated { self.measureMainQueue() }
      }
    }
    link.add(to: .main, forMode: .common)
  }

  /// Sends 20 blocks to the main queue from another thread, 100 ms apart, while the window is
  /// idle, and reports how long each waited before it ran.
  private func measureMainQueue() {
    let start = Reading()
    let count = 20
    Thread.detachNewThread {
      for _ in 0..<count {
        Thread.sleep(forTimeInterval: 0.1)
        let sent = monotonicNanoseconds()
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            let waited = Double(monotonicNanoseconds() - sent) / 1e9
            self.mainQueueWaits.append(waited)
            guard self.mainQueueWaits.count == count else { return }
            let stats = BenchStats(samples: self.mainQueueWaits)
            report(
              "window.mainqueue", stats,
              extra: "\(count) blocks from another thread while idle, wait before running")
            Reading().report("mainqueue", since: start)
            exit(0)
          }
        }
      }
    }
  }

  private var mainQueueWaits: [Double] = []

  /// Scroll steps taken: one per call of the timer or display link.
  static var steps = 0

  func scrollOneStep() {
    Self.steps += 1
    let view = scroller
    var offset = view.contentOffset
    offset.y += 20
    view.contentOffset = offset
  }

  /// CPU time of the whole process (every thread), user and system, in seconds.
  nonisolated static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
