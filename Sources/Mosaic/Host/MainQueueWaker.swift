import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Wakes the host's event wait whenever work is enqueued on `DispatchQueue.main`, from any
/// thread, without polling.
///
/// libdispatch signals the main queue's work through a file descriptor (an eventfd on Linux)
/// that Foundation's run loop drains when it serves the queue. A background thread blocks in
/// `poll` on that descriptor; when it becomes readable the thread calls `wake` (which pushes an
/// event into the window's queue) and then waits until the main thread reports that it has
/// served the queue, so one batch of work causes one wake-up.
final class MainQueueWaker: Sendable {
  private let descriptor: Int32
  private let wake: @Sendable () -> Void
  /// Whether the watching thread has woken the main thread and waits for the queue to be served.
  private let awaitingService = Mutex(false)
  private let served = DispatchSemaphore(value: 0)

  /// Starts watching the main queue, or returns nil when this libdispatch does not expose the
  /// main queue's descriptor.
  init?(wake: @escaping @Sendable () -> Void) {
    guard let descriptor = Self.mainQueueDescriptor() else { return nil }
    self.descriptor = descriptor
    self.wake = wake
    let thread = Thread { [self] in watch() }
    thread.name = "Mosaic main-queue waker"
    thread.start()
  }

  /// Whether the main queue received work that the main thread has not served yet.
  var hasWorkWaiting: Bool { awaitingService.withLock { $0 } }

  /// Tells the watching thread that the main thread has just served the main queue (so its
  /// descriptor was drained). Call on the main thread after each run-loop pass.
  func mainQueueServed() {
    let waiting = awaitingService.withLock { value in
      defer { value = false }
      return value
    }
    if waiting { served.signal() }
  }

  private func watch() {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      entry.revents = 0
      let result = poll(&entry, 1, -1)
      if result < 0 {
        if errno == EINTR { continue }
        return
      }
      if entry.revents & Int16(POLLERR | POLLNVAL) != 0 { return }
      guard entry.revents & Int16(POLLIN) != 0 else { continue }
      awaitingService.withLock { $0 = true }
      wake()
      served.wait()
    }
  }

  /// The descriptor libdispatch signals when work is enqueued on the main queue, looked up at
  /// run time (it is the hook Foundation's run loop itself uses).
  private static func mainQueueDescriptor() -> Int32? {
    typealias Handle = @convention(c) () -> Int32
    guard let symbol = dlsym(nil, "_dispatch_get_main_queue_handle_4CF") else { return nil }
    let descriptor = unsafeBitCast(symbol, to: Handle.self)()
    return descriptor >= 0 ? descriptor : nil
  }
}

/// Foundation's main run loop as the host's work source: its timers, `DispatchQueue.main`
/// and blocks given to `RunLoop.main.perform`.
///
/// Blocks performed on the main thread run before the loop sleeps again. A block given to
/// `RunLoop.main.perform` from another thread is only enqueued: Foundation signals nothing for
/// it (as `CFRunLoopPerformBlock`, which it uses, does not wake the run loop), so it runs at the
/// next wake-up; `DispatchQueue.main.async` wakes the main thread at once.
@MainActor
final class MainRunLoopWork: HostWorkSource {
  /// Wakes the host when main-queue work arrives while it sleeps (nil where unavailable).
  let waker: MainQueueWaker?

  init(wake: @escaping @Sendable () -> Void) {
    waker = MainQueueWaker(wake: wake)
  }

  var hasPendingWork: Bool { waker?.hasWorkWaiting ?? true }

  func serveDueWork() -> TimeInterval? {
    // One non-blocking pass: fires due timers, drains the main queue, runs performed blocks,
    // and tells when the next timer fires.
    let limit = MainRunLoopPass.run()
    waker?.mainQueueServed()
    guard let limit, limit != .distantFuture else { return nil }
    return AnimationClock.now + limit.timeIntervalSinceNow
  }
}
