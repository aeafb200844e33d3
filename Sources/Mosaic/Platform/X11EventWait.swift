import CMosaicX11
import CSDL2
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The host's sleep on X11: until SDL's X connection has something to read, a wake-up
/// arrives, or the timeout passes, with SDL asked to read the connection only then.
///
/// SDL's own timed wait reads the connection before it sleeps and again after, whether the
/// server sent anything or not; a window that draws a frame at every refresh then reads its
/// connection several times a frame for nothing. This wait sleeps in `poll` on the connection
/// and on a descriptor of its own that `wake()` writes (from any thread), and has SDL read the
/// connection when it became readable — or when events were already read or queued before the
/// sleep, and, while waits keep timing out, at least every `pumpInterval` milliseconds for
/// SDL's own deferred work (focus changes it delays, quit signals). As with SDL's own wait on
/// X11, an event another thread pushes into SDL's queue is seen at the next wake-up; Mosaic's
/// own wake-ups (`wake()`) end the sleep at once.
@MainActor
enum X11EventWait {
  /// SDL's connection, known from the first window on X11.
  private static var connection: OpaquePointer?
  /// Whether `connection` is known (readable from any thread, for `wake()`).
  private nonisolated static let adopted = Atomic<Bool>(false)
  /// The pipe `wake()` writes to, and whose other end a wait watches (both non-blocking;
  /// -1 when no pipe could be made).
  private nonisolated static let wakePipe: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return (-1, -1) }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }()
  /// When SDL last read its connection (SDL's milliseconds).
  private static var lastPump: UInt64 = 0
  /// The longest time, in milliseconds, between two reads of the connection while waits keep
  /// timing out.
  static let pumpInterval: UInt64 = 100

  /// Starts waiting on the connection of `window` (an `SDL_Window`) if it is on X11 and no
  /// connection is known yet.
  static func adopt(window: OpaquePointer) {
    guard connection == nil, wakePipe.read >= 0 else { return }
    connection = mosaic_x11_events_create(UnsafeMutableRawPointer(window))
    if connection != nil { adopted.store(true, ordering: .releasing) }
  }

  /// Whether waits go through this type (a window on X11 exists).
  static var isAvailable: Bool { connection != nil }

  /// Ends a pending or the next wait early. Returns false when no wait goes through this type
  /// (the caller wakes SDL's own wait instead). Safe to call from any thread.
  nonisolated static func wake() -> Bool {
    guard adopted.load(ordering: .acquiring) else { return false }
    var one: UInt8 = 1
    _ = write(wakePipe.write, &one, 1)
    return true
  }

  /// Sleeps up to `timeout` seconds (a negative or infinite timeout: until something arrives),
  /// then has SDL read its connection if anything arrived there, so that SDL's queue holds
  /// every event that arrived.
  static func wait(timeout: TimeInterval) {
    guard let connection else { return }
    // Something is waiting already: events SDL made or was given, or events read from the
    // connection while SDL's functions ran.
    if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
      || mosaic_x11_events_queued(connection) > 0
    {
      pump()
      return
    }
    // Requests SDL made since the last sleep go out first (a flush may read events too).
    mosaic_x11_events_flush(connection)
    if mosaic_x11_events_queued(connection) > 0 {
      pump()
      return
    }
    let milliseconds: Int32 =
      timeout < 0 || timeout == .infinity
      ? -1 : Int32(min((timeout * 1000).rounded(.up), Double(Int32.max)))
    // Two descriptors side by side in a tuple: nothing is allocated a frame.
    var descriptors = (
      pollfd(fd: mosaic_x11_events_descriptor(connection), events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)
    )
    let ready = withUnsafeMutableBytes(of: &descriptors) { raw in
      poll(raw.baseAddress!.assumingMemoryBound(to: pollfd.self), 2, milliseconds)
    }
    if descriptors.1.revents != 0 {
      var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
      while read(wakePipe.read, &bytes, 32) == 32 {}
    }
    if ready < 0 || descriptors.0.revents != 0
      || SDL_GetTicks64() &- lastPump >= pumpInterval
    {
      pump()
    }
  }

  /// Has SDL read its connection and queue what it read.
  private static func pump() {
    SDL_PumpEvents()
    lastPump = SDL_GetTicks64()
  }
}
