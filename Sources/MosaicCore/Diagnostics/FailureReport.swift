import Foundation

/// A failure Mosaic reports instead of (or before) recovering from it: the one path every
/// subsystem takes for bad input from an app — an invalid batch update, a snapshot change on an
/// identifier that is not there, a constraint Auto Layout refuses, a layout whose numbers are
/// unusable, a self-sizing loop that does not settle.
///
/// A report is either an *exception* — where UIKit raises one (`NSInternalInconsistencyException`,
/// `NSInvalidArgumentException`): debug builds stop the program with UIKit's message, as the
/// uncaught exception would; release builds write the report's line to standard error and the
/// caller recovers — or a *warning* — where UIKit logs and goes on: written to standard error
/// in every build. Tests install `hook` to receive reports instead of trapping or writing.
///
/// "Once" is the reporter's business: a subsystem that warns once per layout or per element
/// keeps its own record of what it already reported and does not call `report` again.
package struct FailureReport: Sendable, Hashable, CustomStringConvertible {
  /// The subsystem that reports.
  package enum Category: String, Sendable, Hashable, CaseIterable {
    /// `NSDiffableDataSourceSnapshot`, section snapshots, diffable data sources and cell
    /// registrations.
    case diffableDataSource
    /// A collection view's batch updates and the data source's answers about them.
    case collectionViewUpdates
    /// A collection view layout's attributes, content size and numbers.
    case collectionViewLayout
    /// Self-sizing cells and supplementary views.
    case selfSizing
    /// Auto Layout: refused and unsatisfiable constraints, the visual format.
    case autoLayout
    /// Images, image contexts and symbol images.
    case graphics
    /// Views, content configurations and the screen: a configuration a content view cannot
    /// show, a window size that cannot be read.
    case views
    /// Modal presentation and alerts: a presentation UIKit refuses, an alert's bad actions.
    case presentation
    /// View animations and property animators: a state change an animator refuses, a
    /// duration or progress that is not a usable number.
    case animation
  }

  /// Whether UIKit raises an exception here (debug trap, release log and recover) or only
  /// logs.
  package enum Severity: Sendable, Hashable {
    /// UIKit raises: debug builds trap with `message`, release builds log `line` and recover.
    case exception
    /// UIKit logs: every build writes `line` and goes on.
    case warning
  }

  /// The subsystem that reports.
  package let category: Category
  /// Whether the failure traps in debug builds.
  package let severity: Severity
  /// UIKit's message (an exception's reason, or the warning UIKit logs).
  package let message: String
  /// The line written to standard error: UIKit's message with what Mosaic does instead.
  package let line: String
  /// What a debug build stops with for an exception: the uncaught exception's last words.
  package let trapMessage: String

  /// A report of `category`; `line` (what is logged) and `trapMessage` (what a debug build
  /// stops with) default to `message`.
  package init(
    _ category: Category, _ severity: Severity, message: String, line: String? = nil,
    trapMessage: String? = nil
  ) {
    self.category = category
    self.severity = severity
    self.message = message
    self.line = line ?? message
    self.trapMessage = trapMessage ?? message
  }

  /// The logged line.
  package var description: String { line }

  /// Where reports go instead of trapping or writing to standard error, when set (tests).
  /// Process-wide: a test that sets it restores the previous value, and passes on the reports
  /// it does not want (see `deliver(_:)`).
  nonisolated(unsafe) package static var hook: (@Sendable (FailureReport) -> Void)? = nil

  /// The hook of the innermost `capturing(_:onReport:_:)` running in the current task; it
  /// comes before `hook`, so tests capturing reports at the same time in other tasks do not
  /// take each other's reports.
  @TaskLocal static var capturingHook: (@Sendable (FailureReport) -> Void)?

  /// Where a report goes: the current task's capturing hook, else `hook`, else `deliver(_:)`.
  private static func route(_ report: FailureReport) {
    if let hook = capturingHook ?? hook {
      hook(report)
    } else {
      deliver(report)
    }
  }

  /// Reports an exception of `category`: traps in debug builds with `trapMessage` (default:
  /// UIKit's `message`), logs `line` (default: `message`) in release builds; returns only when
  /// the caller is to recover.
  package static func raise(
    _ category: Category, _ message: String, line: String? = nil, trapMessage: String? = nil
  ) {
    route(
      FailureReport(category, .exception, message: message, line: line, trapMessage: trapMessage))
  }

  /// Reports a warning of `category`: writes `line` to standard error (or hands it to `hook`)
  /// and returns.
  package static func warn(_ category: Category, _ line: String) {
    route(FailureReport(category, .warning, message: line))
  }

  /// What happens to `report` when no hook takes it: an exception traps in debug builds;
  /// anything else is written to standard error.
  package static func deliver(_ report: FailureReport) {
    #if DEBUG
      if report.severity == .exception { fatalError(report.trapMessage) }
    #endif
    FileHandle.standardError.write(Data((report.line + "\n").utf8))
  }

  /// What an uncaught exception named `name` prints before the program stops, as UIKit's
  /// runtime words it: `*** Terminating app due to uncaught exception '<name>', reason: '…'`.
  package static func uncaughtException(_ name: String, reason: String) -> String {
    "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
  }

  /// Runs `body` collecting the reports of `categories` made in the current task (in order),
  /// passing any other report on to the hook that was there before (or to `deliver(_:)`);
  /// `onReport` runs with each collected report as it arrives.
  package static func capturing(
    _ categories: Set<Category>,
    onReport: @escaping @Sendable (FailureReport) -> Void = { _ in },
    _ body: () throws -> Void
  ) rethrows -> [FailureReport] {
    final class Box: @unchecked Sendable {
      let lock = NSLock()
      var reports: [FailureReport] = []
    }
    let box = Box()
    let previous = capturingHook ?? hook
    let capture: @Sendable (FailureReport) -> Void = { report in
      guard categories.contains(report.category) else {
        if let previous { previous(report) } else { deliver(report) }
        return
      }
      box.lock.lock()
      box.reports.append(report)
      box.lock.unlock()
      onReport(report)
    }
    try $capturingHook.withValue(capture) { try body() }
    box.lock.lock()
    defer { box.lock.unlock() }
    return box.reports
  }
}
