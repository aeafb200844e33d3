import Foundation
@_spi(MosaicTesting) import Mosaic

/// `mosaic-bench window`: the window of `window-timer` (a 1280×800 grid of 1,000,000 cells, or
/// with `--list N` a plain list of N rows built as apps build one: a compositional list layout,
/// list cells from a registration with a symbol image, text and secondary text, a diffable data
/// source; it needs a display, such as Xvfb), measured in three phases: the grid scrolled 20 pt a
/// frame by a `CADisplayLink` for 900 frames (CPU per frame of every thread by getrusage, wall
/// time per frame, dropped frames, and the time spent presenting frames apart from drawing
/// them), a medium (20×20) `UIActivityIndicatorView` turning alone in the otherwise still
/// window (share of a core), and the idle window (wake-ups and CPU).
///
/// The still phases end from outside the window's run loop: another thread sleeps through the
/// phase and then sends the end to the main queue, so no timer of the benchmark wakes the loop
/// inside the measured interval; the wake-up that delivers the end is the interval's boundary
/// and is not counted. The idle phase also counts, from that other thread, the context switches
/// of the main thread (a sleeping thread that wakes up switches in).
///
/// `mosaic-bench window --compare` runs these phases in a child process, then
/// `scripts/bench-gtk.py` (the same grid in GTK 4) under the same X server, and prints both
/// scrolling figures side by side.
enum WindowBench {
  static let argument = "window"
  /// `--list N`: the window shows a plain list of N rows instead of the grid.
  static let listFlag = "--list"
  /// The rows of the list the window shows instead of the grid (`--list N`), if any.
  nonisolated(unsafe) static var listRows: Int?
  /// `--table`: with `--list N`, the rows are a `UITableView`'s (`BenchTable`) instead of a
  /// collection view list's.
  static let tableFlag = "--table"
  nonisolated(unsafe) static var showsTable = false
  /// Frames of the scrolling phase: 900 over the grid, 600 over a list.
  static var scrollFrames: Int { listRows == nil ? 900 : 600 }

  /// Reads `--list N` from the command line.
  static func readListRows(_ arguments: [String]) -> Int? {
    guard let index = arguments.firstIndex(of: listFlag), index + 1 < arguments.count else {
      return nil
    }
    return Int(arguments[index + 1])
  }
  /// The environment variable naming a file the figures are written to, one `key value` a line
  /// (for `--compare`).
  static let resultsVariable = "MOSAIC_BENCH_RESULTS"

  /// Appends `key value` to the results file, when one was asked for.
  static func record(_ key: String, _ value: Double) {
    guard let path = ProcessInfo.processInfo.environment[resultsVariable] else { return }
    let line = "\(key) \(value)\n"
    if let handle = FileHandle(forWritingAtPath: path) {
      handle.seekToEndOfFile()
      handle.write(Data(line.utf8))
      handle.closeFile()
    } else {
      FileManager.default.createFile(atPath: path, contents: Data(line.utf8))
    }
  }
}

extension WindowTimerBench {
  /// Scrolls 20 pt on every display-link tick for `WindowBench.scrollFrames` ticks.
  func measureWindowScrolling() {
    let start = Reading()
    let times = FrameDriver.hostFrameTimes
    var last = monotonicNanoseconds()
    var intervals: [Double] = []
    let refresh = 1 / Double(UIScreen.main.maximumFramesPerSecond)
    let link = CADisplayLink { link in
      let now = monotonicNanoseconds()
      intervals.append(Double(now - last) / 1e9)
      last = now
      self.scrollOneStep()
      guard intervals.count >= WindowBench.scrollFrames else { return }
      link.invalidate()
      let end = Reading()
      end.report("scroll", since: start)
      let frames = Double(end.counts.frames - start.counts.frames)
      let cpu = end.cpu - start.cpu
      // The first interval spans the start of the phase.
      let stats = BenchStats(samples: Array(intervals.dropFirst()))
      let dropped = intervals.dropFirst().reduce(0) {
        $0 + max(0, Int(($1 / refresh).rounded()) - 1)
      }
      report(
        "window.scroll.frame", stats,
        extra: String(
          format: "wall per frame; %.3f ms CPU/frame, %d dropped of %d frames at %.0f Hz",
          1000 * cpu / max(1, frames), dropped, WindowBench.scrollFrames, 1 / refresh))
      // The time frames spent being handed to the window system, apart from drawing them.
      let totals = FrameDriver.hostFrameTimes
      let presented = Double(max(1, totals.frames - times.frames))
      let presenting = 1000 * (totals.presenting - times.presenting) / presented
      let drawing = 1000 * (totals.drawing - times.drawing) / presented
      let presentingCPU = 1000 * (totals.presentingCPU - times.presentingCPU) / presented
      print(
        String(
          format:
            "window.present              %.3f ms a frame presenting a 1280×800 frame (%@; %.3f ms of CPU), %.3f ms drawing it (wall, %d frames)",
          presenting, FrameDriver.hostPresentation, presentingCPU, drawing, Int(presented)))
      fflush(nil)
      WindowBench.record("scroll.cpu_ms", 1000 * cpu / max(1, frames))
      WindowBench.record("scroll.wall_ms_median", 1000 * stats.median)
      WindowBench.record("scroll.wall_ms_mean", 1000 * stats.mean)
      WindowBench.record("scroll.dropped", Double(dropped))
      WindowBench.record("scroll.frames", Double(WindowBench.scrollFrames))
      WindowBench.record("scroll.fps", frames / max(1e-9, end.time - start.time))
      WindowBench.record("present.ms", presenting)
      WindowBench.record("present.cpu_ms", presentingCPU)
      WindowBench.record("draw.ms", drawing)
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        MainActor.assumeIsolated { self.measureSpinner() }
      }
    }
    link.add(to: .main, forMode: .common)
  }

  /// A medium activity indicator turning alone over the still grid.
  func measureSpinner() {
    guard let window else { return }
    if ProcessInfo.processInfo.environment["MOSAIC_BENCH_WINDOW_SKIP_SCROLL"] == "1" {
      // A mark for profilers attached to the still phases.
      FileHandle.standardError.write(Data("window.spinner: starting\n".utf8))
    }
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.center = CGPoint(x: 640, y: 400)
    window.addSubview(spinner)
    spinner.startAnimating()
    // Let the first steps settle, then measure.
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
      MainActor.assumeIsolated {
        self.measureStill("spinner") { reading in
          WindowBench.record("spinner.core_percent", reading.corePercent)
          WindowBench.record("spinner.wakeups", reading.wakeUpsPerSecond)
          spinner.stopAnimating()
          spinner.removeFromSuperview()
          _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
            MainActor.assumeIsolated {
              self.measureStill("idle", countingSwitches: true) { reading in
                WindowBench.record("idle.wakeups", reading.wakeUpsPerSecond)
                WindowBench.record("idle.core_percent", reading.corePercent)
                exit(0)
              }
            }
          }
        }
      }
    }
  }

  /// What a still phase measured.
  struct StillReading {
    var wakeUpsPerSecond: Double
    var corePercent: Double
  }

  /// Measures `phaseSeconds` of the window left alone, ended from another thread (see
  /// `WindowBench`), reports it as `window.<name>` and calls `then` on the main thread.
  /// `countingSwitches` also reports the main thread's context switches over the phase.
  func measureStill(
    _ name: String, countingSwitches: Bool = false,
    then: @escaping @MainActor (StillReading) -> Void
  ) {
    let start = Reading()
    let seconds = phaseSeconds
    Thread.detachNewThread {
      let switchesBefore = Self.mainThreadContextSwitches()
      Thread.sleep(forTimeInterval: seconds)
      let switches = Self.mainThreadContextSwitches() - switchesBefore
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          // The wake-up that delivered this block ends the interval: it is not counted.
          let end = Reading(boundaryWakeUps: 1)
          end.report(name, since: start)
          if countingSwitches {
            print(
              String(
                format:
                  "window.%@.switches%@%d voluntary context switches of the main thread in %.1f s (counted from another thread)",
                name, String(repeating: " ", count: max(1, 28 - 15 - name.count)), switches,
                seconds))
            fflush(nil)
          }
          let elapsed = end.time - start.time
          then(
            StillReading(
              wakeUpsPerSecond: Double(end.counts.wakeUps - start.counts.wakeUps) / elapsed,
              corePercent: 100 * (end.cpu - start.cpu) / elapsed))
        }
      }
    }
  }

  /// The voluntary context switches of the process's main thread so far, from
  /// `/proc/self/task/<pid>/status` (the main thread's id is the process id); 0 when unreadable.
  nonisolated static func mainThreadContextSwitches() -> Int {
    let path = "/proc/self/task/\(getpid())/status"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
      return Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
    }
    return 0
  }
}
