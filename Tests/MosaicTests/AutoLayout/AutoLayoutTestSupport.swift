import Foundation
import Testing

@testable import Mosaic

/// Runs `body` with Auto Layout's failures logged instead of trapping, and returns the
/// messages (refusals and unsatisfiable reports).
@MainActor
func autoLayoutMessages(_ body: () -> Void) -> [String] {
  FailureReport.capturing([.autoLayout], body).map(\.line)
}

/// A view made for constraints.
@MainActor
func constrained<V: UIView>(_ view: V) -> V {
  view.translatesAutoresizingMaskIntoConstraints = false
  return view
}

/// `0x…` of an object, as descriptions print it.
func address(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
