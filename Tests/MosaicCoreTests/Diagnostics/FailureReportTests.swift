import Foundation
import Testing

@testable import MosaicCore

@Suite("Failure reports", .serialized)
struct FailureReportTests {
  @Test func aHookReceivesReportsInsteadOfTrapping() {
    let reports = FailureReport.capturing([.autoLayout]) {
      FailureReport.raise(.autoLayout, "bad constraint", line: "bad constraint; skipped")
      FailureReport.warn(.autoLayout, "unsatisfiable")
    }
    #expect(reports.map(\.message) == ["bad constraint", "unsatisfiable"])
    #expect(reports.map(\.line) == ["bad constraint; skipped", "unsatisfiable"])
    #expect(reports.map(\.severity) == [.exception, .warning])
  }

  @Test func capturingPassesOtherCategoriesToTheHookBefore() {
    var inner: [FailureReport] = []
    let outer = FailureReport.capturing([.graphics]) {
      inner = FailureReport.capturing([.selfSizing]) {
        FailureReport.warn(.graphics, "no memory")
        FailureReport.warn(.selfSizing, "loop")
      }
    }
    #expect(inner.map(\.message) == ["loop"])
    #expect(outer.map(\.message) == ["no memory"])
  }

  @Test func aRefusedUpdateErrorCarriesUIKitsMessageAndTheOutcome() {
    let reports = FailureReport.capturing([.diffableDataSource]) {
      FailureReport.refuse(
        .diffableDataSource, UpdateError("no such item"), refused: "snapshot change",
        outcome: "the snapshot is unchanged")
    }
    #expect(reports.first?.message == "no such item")
    #expect(reports.first?.trapMessage == "NSInternalInconsistencyException: no such item")
    #expect(
      reports.first?.line
        == "*** Mosaic: snapshot change refused ('NSInternalInconsistencyException', reason: "
        + "'no such item'); the snapshot is unchanged")
  }

  @Test func anExceptionStopsADebugBuildWithUIKitsMessage() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      FailureReport.raise(
        .collectionViewUpdates, "bad update",
        trapMessage: FailureReport.uncaughtException(
          "NSInternalInconsistencyException", reason: "bad update"))
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: 'bad update'"))
  }

  @Test func aWarningIsWrittenToStandardErrorAndTheProgramGoesOn() async throws {
    let result = try await #require(
      processExitsWith: .success, observing: [\.standardErrorContent]
    ) {
      FailureReport.warn(.collectionViewLayout, "a layout warning")
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains("a layout warning\n"))
  }
}
