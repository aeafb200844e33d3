import Foundation
import Testing

@testable import Mosaic

/// The host's pass of the run loop does what `RunLoop.limitDate(forMode: .default)` does: fires
/// due timers, runs blocks performed on the run loop, and tells when the next timer fires.
struct MainRunLoopPassTests {
  /// What a pass on a thread of its own saw (the test's own thread's run loop is shared with
  /// other suites' timers).
  final class Outcome: @unchecked Sendable {
    var fired = 0
    var performed = 0
    var dueStillValid = true
    var next: Date?
    var far = Date.distantPast
    var firedAfterSecondPass = 0
    var performedAfterSecondPass = 0
    var secondPass: Date?
    var foundationPass: Date?
  }

  @Test func aPassFiresDueTimersRunsPerformedBlocksAndTellsTheNextTimer() throws {
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let due = Timer(timeInterval: 0, repeats: false) { _ in outcome.fired += 1 }
      RunLoop.current.add(due, forMode: .default)
      outcome.far = Date(timeIntervalSinceNow: 3600)
      let later = Timer(fire: outcome.far, interval: 0, repeats: false) { _ in }
      RunLoop.current.add(later, forMode: .default)
      RunLoop.current.perform { outcome.performed += 1 }
      outcome.next = MainRunLoopPass.run()
      outcome.dueStillValid = due.isValid
      // Nothing is due: a second pass fires nothing again, and tells what Foundation tells.
      outcome.secondPass = MainRunLoopPass.run()
      outcome.firedAfterSecondPass = outcome.fired
      outcome.performedAfterSecondPass = outcome.performed
      outcome.foundationPass = RunLoop.current.limitDate(forMode: .default)
      later.invalidate()
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(outcome.fired == 1)
    #expect(outcome.performed == 1)
    #expect(!outcome.dueStillValid)
    // The far timer is the only one left on this thread's run loop.
    #expect(outcome.next == outcome.far)
    #expect(outcome.firedAfterSecondPass == 1 && outcome.performedAfterSecondPass == 1)
    #expect(outcome.secondPass == outcome.far)
    #expect(outcome.foundationPass == outcome.far)
  }
}
