import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One non-blocking pass of the current thread's Foundation run loop (the host's is the main
/// thread's) in its default mode, the pass `RunLoop.current.limitDate(forMode: .default)`
/// makes — due timers fire, the main queue drains on the main thread, performed blocks run —
/// made through Core Foundation's own functions with Core Foundation's own name of the mode.
///
/// Foundation's method turns the mode's Swift name into a new string object on every call,
/// which Core Foundation then hashes and compares, through Swift, three times a pass; a host
/// that makes one pass a frame spent more on that than on the pass itself. Where the functions
/// cannot be found, the pass is Foundation's.
enum MainRunLoopPass {
  private typealias RunInMode = @convention(c) (UnsafeRawPointer, Double, UInt8) -> Int32
  private typealias Finished = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt8
  private typealias NextTimer = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> Double
  private typealias GetCurrent = @convention(c) () -> UnsafeRawPointer

  private struct Functions: @unchecked Sendable {
    let runInMode: RunInMode
    let finished: Finished
    let nextTimer: NextTimer
    let current: GetCurrent
    let mode: UnsafeRawPointer
  }

  private static let functions: Functions? = {
    guard let runInMode = dlsym(nil, "CFRunLoopRunInMode"),
      let finished = dlsym(nil, "_CFRunLoopFinished"),
      let nextTimer = dlsym(nil, "CFRunLoopGetNextTimerFireDate"),
      let current = dlsym(nil, "CFRunLoopGetCurrent"),
      let modeName = dlsym(nil, "kCFRunLoopDefaultMode")
    else { return nil }
    return Functions(
      runInMode: unsafeBitCast(runInMode, to: RunInMode.self),
      finished: unsafeBitCast(finished, to: Finished.self),
      nextTimer: unsafeBitCast(nextTimer, to: NextTimer.self),
      current: unsafeBitCast(current, to: GetCurrent.self),
      mode: modeName.load(as: UnsafeRawPointer.self))
  }()

  /// Makes the pass and returns what `limitDate(forMode:)` returns: when the next timer fires,
  /// `Date.distantFuture` when none is scheduled, nil when the mode has no sources at all.
  static func run() -> Date? {
    guard let f = functions else { return RunLoop.current.limitDate(forMode: .default) }
    // Foundation's wrapper of the run loop exists before Core Foundation's is run.
    _ = RunLoop.current
    let loop = f.current()
    _ = f.runInMode(f.mode, -10, 1)
    if f.finished(loop, f.mode) != 0 { return nil }
    let next = f.nextTimer(loop, f.mode)
    return next == 0 ? .distantFuture : Date(timeIntervalSinceReferenceDate: next)
  }
}
