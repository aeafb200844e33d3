import Mosaic
import Testing

@testable import MosaicTesting

/// A fresh, empty directory for one test's snapshot files.
private func temporarySnapshotDirectory() -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("mosaic-snapshots-\(UUID().uuidString)", isDirectory: true)
}

private func fileExists(_ url: URL) -> Bool {
  FileManager.default.fileExists(atPath: url.path)
}

struct AssertSnapshotTests {
  @Test func recordThenCompareRoundTrip() throws {
    let directory = temporarySnapshotDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = SnapshotFiles(directory: directory, name: "swatch")
    // Includes a half-transparent pixel, which must survive the PNG round trip.
    let image = UIImage(
      cgImage: try snapshotTestImage(
        width: 8, height: 6, fill: 0xFF22_88CC, overrides: [3: 0x8040_2010, 10: 0x0000_0000]))

    let recorded = verifySnapshot(
      of: image, named: "swatch", tolerance: .exact, in: directory, recording: true,
      sourceLocation: #_sourceLocation)
    #expect(recorded == .recorded)
    #expect(fileExists(files.reference))
    let stored = try #require(UIImage(data: Data(contentsOf: files.reference))?.cgImage)
    #expect(stored.width == 8 && stored.height == 6)

    let compared = verifySnapshot(
      of: image, named: "swatch", tolerance: .exact, in: directory, recording: false,
      sourceLocation: #_sourceLocation)
    #expect(compared == .matched)
    #expect(!fileExists(files.actual))
    #expect(!fileExists(files.difference))
  }

  @Test func mismatchRecordsIssueAndWritesActualAndDiff() throws {
    let directory = temporarySnapshotDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = SnapshotFiles(directory: directory, name: "cell")
    let reference = UIImage(cgImage: try snapshotTestImage(width: 4, height: 4, fill: 0xFF00_00FF))
    let changed = UIImage(
      cgImage: try snapshotTestImage(
        width: 4, height: 4, fill: 0xFF00_00FF, overrides: [0: 0xFFFF_FFFF]))
    verifySnapshot(
      of: reference, named: "cell", tolerance: .exact, in: directory, recording: true,
      sourceLocation: #_sourceLocation)

    var outcome: SnapshotOutcome?
    withKnownIssue {
      outcome = verifySnapshot(
        of: changed, named: "cell", tolerance: .exact, in: directory, recording: false,
        sourceLocation: #_sourceLocation)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("1 of 16 pixels differ") }
    }
    guard case .mismatch(let message) = outcome else {
      Issue.record("expected a mismatch, got \(String(describing: outcome))")
      return
    }
    #expect(message.contains("max channel delta 255"))
    #expect(message.contains(files.difference.path))
    let actual = try #require(UIImage(data: Data(contentsOf: files.actual))?.cgImage)
    #expect(actual.premultipliedARGBPixels().first == 0xFFFF_FFFF)
    let diff = try #require(UIImage(data: Data(contentsOf: files.difference))?.cgImage)
    #expect(diff.premultipliedARGBPixels()[0] == 0xFFFF_00FF)
    #expect(diff.premultipliedARGBPixels()[1] == 0x4000_0040)

    // Matching again removes the stale files.
    #expect(
      verifySnapshot(
        of: reference, named: "cell", tolerance: .exact, in: directory, recording: false,
        sourceLocation: #_sourceLocation) == .matched)
    #expect(!fileExists(files.actual))
    #expect(!fileExists(files.difference))
  }

  @Test func toleranceAcceptsSmallDifference() throws {
    let directory = temporarySnapshotDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    verifySnapshot(
      of: UIImage(cgImage: try snapshotTestImage(width: 2, height: 2, fill: 0xFF80_8080)),
      named: "gray",
      tolerance: .exact, in: directory, recording: true, sourceLocation: #_sourceLocation)
    let outcome = verifySnapshot(
      of: UIImage(cgImage: try snapshotTestImage(width: 2, height: 2, fill: 0xFF82_7F80)),
      named: "gray",
      tolerance: SnapshotTolerance(perChannel: 2), in: directory, recording: false,
      sourceLocation: #_sourceLocation)
    #expect(outcome == .matched)
  }

  @Test func missingReferenceExplainsHowToRecord() throws {
    let directory = temporarySnapshotDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = SnapshotFiles(directory: directory, name: "new")
    let image = UIImage(cgImage: try snapshotTestImage(width: 3, height: 3, fill: 0xFF00_FF00))
    var outcome: SnapshotOutcome?
    withKnownIssue {
      outcome = verifySnapshot(
        of: image, named: "new", tolerance: .exact, in: directory, recording: false,
        sourceLocation: #_sourceLocation)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("MOSAIC_RECORD_SNAPSHOTS=1") }
    }
    #expect(outcome == .missingReference)
    #expect(!fileExists(files.reference))
    #expect(fileExists(files.actual))
  }

  @Test func recordModeFollowsEnvironment() {
    #expect(isRecordingSnapshots(["MOSAIC_RECORD_SNAPSHOTS": "1"]))
    #expect(isRecordingSnapshots(["MOSAIC_RECORD_SNAPSHOTS": "true"]))
    #expect(!isRecordingSnapshots(["MOSAIC_RECORD_SNAPSHOTS": "0"]))
    #expect(!isRecordingSnapshots([:]))
  }

  @Test func publicAssertionUsesSnapshotsFolderNextToTheTestFile() throws {
    // The public entry point reads and writes `__Snapshots__` beside this file. With no
    // reference there it must fail and write the actual image (or, when the suite runs
    // in record mode, record the reference); the files are removed afterwards.
    let fileManager = FileManager.default
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
    let name = "never-recorded-\(UUID().uuidString)"
    let files = SnapshotFiles(directory: folder, name: name)
    defer {
      try? fileManager.removeItem(at: files.actual)
      try? fileManager.removeItem(at: files.reference)
      if (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
        try? fileManager.removeItem(at: folder)
      }
    }
    let image = UIImage(cgImage: try snapshotTestImage(width: 1, height: 1, fill: 0xFF00_0000))
    if isRecordingSnapshots(ProcessInfo.processInfo.environment) {
      assertSnapshot(of: image, named: name)
      #expect(fileExists(files.reference))
    } else {
      withKnownIssue {
        assertSnapshot(of: image, named: name)
      }
      #expect(fileExists(files.actual))
      #expect(!fileExists(files.reference))
    }
  }
}
