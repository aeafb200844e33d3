import Foundation

/// What Auto Layout does with a constraint it must refuse (items without a common ancestor, a
/// constant that is not finite, a location compared with a constant): stop the program with
/// UIKit's message, as UIKit's exception does (debug builds), or write the message to
/// standard error and leave the constraint out (release builds). Unsatisfiable constraints
/// are not refused: their report is always logged and layout goes on, as in UIKit.
enum AutoLayoutFailurePolicy: Sendable {
  case trap
  case logAndSkip

  /// The policy in force: a trap in debug builds, a logged message in release builds. Tests
  /// may set it (and `log`) to observe failures.
  nonisolated(unsafe) static var current: AutoLayoutFailurePolicy = {
    #if DEBUG
      return .trap
    #else
      return .logAndSkip
    #endif
  }()

  /// Where messages go (standard error by default): refused constraints under `.logAndSkip`,
  /// and the unsatisfiable-constraints report under either policy.
  nonisolated(unsafe) static var log: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Reports a refused constraint under the current policy: traps, or logs and returns.
  static func report(_ message: String) {
    switch current {
    case .trap:
      fatalError(message)
    case .logAndSkip:
      log(message)
    }
  }
}
