import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An object each thread has its own of (as UIKit's current graphics context and current trait
/// collection are), kept in a POSIX thread-specific slot: reading or writing it costs a few
/// instructions, with no lookup and no system call. A thread's object is released when the
/// thread ends.
final class ThreadSlot<Value: AnyObject>: @unchecked Sendable {
  private var key = pthread_key_t()

  /// A new slot, empty on every thread.
  init() {
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
  }

  /// The calling thread's object, nil until it sets one.
  var value: Value? {
    get {
      guard let pointer = pthread_getspecific(key) else { return nil }
      return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }
    set {
      let old = pthread_getspecific(key)
      pthread_setspecific(
        key, newValue.map { Unmanaged<Value>.passRetained($0).toOpaque() })
      if let old { Unmanaged<Value>.fromOpaque(old).release() }
    }
  }
}
