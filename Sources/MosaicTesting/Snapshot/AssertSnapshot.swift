import Mosaic
import Testing

/// The environment variable that switches snapshot assertions to record mode.
let recordSnapshotsVariable = "MOSAIC_RECORD_SNAPSHOTS"

/// Checks `image` against the reference PNG `<directory of filePath>/__Snapshots__/<name>.png`.
///
/// - When the environment variable `MOSAIC_RECORD_SNAPSHOTS` is `1`, the image is
///   written as the new reference and no failure is recorded.
/// - When the reference is missing, an issue explains how to record it and the image
///   is written next to it as `<name>.actual.png`.
/// - When the image differs beyond `tolerance`, an issue describes the difference and
///   `<name>.actual.png` and `<name>.diff.png` (differing pixels in magenta) are
///   written next to the reference.
/// - When it matches, stale `.actual.png` / `.diff.png` files of that name are removed.
///
/// Both sides are compared after a PNG round trip, so an image matches the reference
/// recorded from it exactly. `name` must be usable as a file name.
public func assertSnapshot(
  of image: UIImage,
  named name: String,
  tolerance: SnapshotTolerance = .exact,
  filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: "\(filePath)")
    .deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__", isDirectory: true)
  verifySnapshot(
    of: image, named: name, tolerance: tolerance, in: directory,
    recording: isRecordingSnapshots(ProcessInfo.processInfo.environment),
    sourceLocation: sourceLocation)
}

/// Whether the environment asks for record mode (`MOSAIC_RECORD_SNAPSHOTS` set to
/// `1`, `true` or `yes`).
func isRecordingSnapshots(_ environment: [String: String]) -> Bool {
  guard let value = environment[recordSnapshotsVariable]?.lowercased() else { return false }
  return value == "1" || value == "true" || value == "yes"
}

/// What a snapshot check did.
enum SnapshotOutcome: Equatable {
  /// The image matched the reference.
  case matched
  /// Record mode: the image was written as the reference.
  case recorded
  /// There was no reference; an issue was recorded.
  case missingReference
  /// The image differed from the reference; an issue was recorded with this message.
  case mismatch(String)
  /// The image could not be encoded or files could not be written; an issue was recorded.
  case failed(String)
}

/// The file-system layout of one named snapshot.
struct SnapshotFiles {
  let reference: URL
  let actual: URL
  let difference: URL

  init(directory: URL, name: String) {
    reference = directory.appendingPathComponent("\(name).png")
    actual = directory.appendingPathComponent("\(name).actual.png")
    difference = directory.appendingPathComponent("\(name).diff.png")
  }
}

/// The snapshot check behind `assertSnapshot`, with the snapshot directory and record
/// mode passed in (tests use a temporary directory).
@discardableResult
func verifySnapshot(
  of image: UIImage,
  named name: String,
  tolerance: SnapshotTolerance,
  in directory: URL,
  recording: Bool,
  sourceLocation: SourceLocation
) -> SnapshotOutcome {
  let files = SnapshotFiles(directory: directory, name: name)
  let fileManager = FileManager.default

  func fail(_ message: String) -> SnapshotOutcome {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return .failed(message)
  }
  func write(_ data: Data, to url: URL) -> Bool {
    do {
      try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
      return true
    } catch {
      return false
    }
  }

  guard let actualData = image.pngData(), let actualImage = UIImage(data: actualData)?.cgImage
  else { return fail("Snapshot \"\(name)\": the image has no bitmap that can be encoded as PNG.") }

  if recording {
    guard write(actualData, to: files.reference) else {
      return fail("Snapshot \"\(name)\": could not write \(files.reference.path).")
    }
    removeStaleFiles(files)
    print("Recorded snapshot \"\(name)\" at \(files.reference.path)")
    return .recorded
  }

  guard let referenceData = try? Data(contentsOf: files.reference) else {
    let wrote = write(actualData, to: files.actual)
    let message =
      "No reference snapshot \"\(name)\" at \(files.reference.path). "
      + "Run the test with \(recordSnapshotsVariable)=1 to record it"
      + (wrote ? "; this run's image is at \(files.actual.path)." : ".")
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return .missingReference
  }
  guard let referenceImage = UIImage(data: referenceData)?.cgImage else {
    return fail(
      "Snapshot \"\(name)\": the reference \(files.reference.path) is not a readable PNG.")
  }

  guard
    let difference = SnapshotComparison.compare(actualImage, referenceImage, tolerance: tolerance)
  else {
    removeStaleFiles(files)
    return .matched
  }

  var message = "Snapshot \"\(name)\" does not match its reference: \(difference.description)"
  if write(actualData, to: files.actual) {
    message += " Image: \(files.actual.path)."
  }
  if let diff = difference.differenceImage(), let diffData = UIImage(cgImage: diff).pngData(),
    write(diffData, to: files.difference)
  {
    message += " Difference: \(files.difference.path)."
  }
  message += " Rerun with \(recordSnapshotsVariable)=1 to accept the new image."
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  return .mismatch(message)
}

/// Deletes leftover `.actual.png` and `.diff.png` files of a snapshot.
private func removeStaleFiles(_ files: SnapshotFiles) {
  try? FileManager.default.removeItem(at: files.actual)
  try? FileManager.default.removeItem(at: files.difference)
}
