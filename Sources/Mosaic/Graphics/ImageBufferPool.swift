import CCairo
import Synchronization

/// Pixel buffers of images that image contexts made and that were released, kept for the next
/// image context of the same size: a new buffer of a frame's size costs a page fault for every
/// 4 KB the first time it is written, a kept one only a clear.
///
/// Only buffers of at least `minimumBytes` are kept (smaller ones cost little to make), at most
/// `capacity` of them and `maximumBytes` in all; the oldest goes first.
final class ImageBufferPool: Sendable {
  static let shared = ImageBufferPool()

  static let minimumBytes = 256 * 1024
  static let capacity = 4
  static let maximumBytes = 64 * 1024 * 1024

  /// A cairo image surface that only the pool refers to, so it may pass between threads.
  private struct Buffer: @unchecked Sendable {
    let surface: OpaquePointer
  }
  private struct Buffers: ~Copyable {
    var surfaces: [Buffer] = []
    var bytes = 0
  }
  private let buffers = Mutex(Buffers())

  /// How many buffers are kept now (for tests).
  var count: Int { buffers.withLock { $0.surfaces.count } }

  /// Destroys every kept buffer.
  func removeAll() {
    let all: [Buffer] = buffers.withLock { pool in
      let all = pool.surfaces
      pool.surfaces = []
      pool.bytes = 0
      return all
    }
    for buffer in all { cairo_surface_destroy(buffer.surface) }
  }

  /// A kept buffer of `width`×`height` pixels, cleared to transparent, or nil.
  /// - Complexity: O(capacity) to find it, plus clearing its pixels.
  func take(width: Int, height: Int) -> OpaquePointer? {
    let found: Buffer? = buffers.withLock { pool in
      guard
        let index = pool.surfaces.firstIndex(where: {
          Int(cairo_image_surface_get_width($0.surface)) == width
            && Int(cairo_image_surface_get_height($0.surface)) == height
        })
      else { return nil }
      let buffer = pool.surfaces.remove(at: index)
      pool.bytes -= Self.bytes(of: buffer.surface)
      return buffer
    }
    guard let surface = found?.surface else { return nil }
    if let data = cairo_image_surface_get_data(surface) {
      data.initialize(repeating: 0, count: Self.bytes(of: surface))
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Takes a released image's buffer: kept when it is large enough, nothing else refers to it
  /// and there is room; destroyed otherwise.
  func give(_ surface: OpaquePointer) {
    let bytes = Self.bytes(of: surface)
    guard bytes >= Self.minimumBytes, bytes <= Self.maximumBytes,
      cairo_surface_get_reference_count(surface) == 1
    else {
      cairo_surface_destroy(surface)
      return
    }
    let given = Buffer(surface: surface)
    let evicted: [Buffer] = buffers.withLock { pool in
      pool.surfaces.append(given)
      pool.bytes += bytes
      var out: [Buffer] = []
      while pool.surfaces.count > Self.capacity || pool.bytes > Self.maximumBytes {
        let oldest = pool.surfaces.removeFirst()
        pool.bytes -= Self.bytes(of: oldest.surface)
        out.append(oldest)
      }
      return out
    }
    for old in evicted { cairo_surface_destroy(old.surface) }
  }

  private static func bytes(of surface: OpaquePointer) -> Int {
    Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
  }
}
