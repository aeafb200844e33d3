import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file so that a reader (or a crash) never sees it half written: the text goes to
/// a temporary file in the same directory, which then replaces the file by a rename.
enum AtomicFile {
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes `text` to `path`, keeping the permissions of the file it replaces.
  static func write(_ text: String, to path: String) throws(WriteError) {
    let directory = (path as NSString).deletingLastPathComponent
    var template = Array(
      ((directory.isEmpty ? "." : directory) + "/.mosaic-port-XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else {
      throw WriteError(description: "cannot create a temporary file: \(errorText())")
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var ok = false
    defer {
      if !ok { unlink(temporary) }
    }
    var mode: mode_t = 0o644
    var info = stat()
    if stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { buffer in
        posixWrite(fd, buffer.baseAddress! + written, bytes.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        let message = errorText()
        close(fd)
        throw WriteError(description: "cannot write: \(message)")
      }
      written += n
    }
    fchmod(fd, mode)
    guard fsync(fd) == 0 || errno == EINVAL, close(fd) == 0 else {
      throw WriteError(description: "cannot write: \(errorText())")
    }
    guard rename(temporary, path) == 0 else {
      throw WriteError(description: "cannot replace the file: \(errorText())")
    }
    ok = true
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// POSIX `write`, named apart from `AtomicFile.write`.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
