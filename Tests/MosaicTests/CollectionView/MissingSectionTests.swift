import MosaicTesting
import Testing

@testable import Mosaic

/// Asking for the item count of a section that does not exist: UIKit's message, a trap in
/// debug builds, a logged message and 0 in release builds.
@MainActor
@Suite struct MissingSectionTests {
  @Test func releaseBuildsLogUIKitsMessageAndAnswerZero() {
    let model = ElementModel(counts: [3, 2])
    let view = makeElementView(model)
    var answer = -1
    let logged = capturingUpdateFailures {
      answer = view.numberOfItems(inSection: 2)
    }
    #expect(answer == 0)
    #expect(logged.count == 1)
    #expect(
      logged.first?.contains(
        "'NSInternalInconsistencyException', reason: 'request for number of items in section 2 "
          + "when there are only 2 sections in the collection view'") == true)
    // Nothing else changed: the real sections still answer.
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(view.numberOfItems(inSection: 1) == 2)
    #expect(view.numberOfSections == 2)
  }

  @Test func debugBuildsStopWithUIKitsMessage() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        FailureReport.hook = nil
        let view = makeElementView(ElementModel(counts: [1]))
        _ = view.numberOfItems(inSection: 5)
      }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
          + "'request for number of items in section 5 when there are only 1 sections in the "
          + "collection view'"))
  }
}
