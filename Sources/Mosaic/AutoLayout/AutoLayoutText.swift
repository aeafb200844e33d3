/// A view whose text Auto Layout reads: its baselines, for baseline constraints, and a height
/// that wraps at the width the constraints give it (UIKit's second layout pass). `UILabel`
/// adopts it, so Auto Layout asks the view rather than naming a text class.
@MainActor
protocol AutoLayoutText: UIView {
  /// The offsets of the first and last baselines from the view's vertical centre; nil without
  /// text.
  var baselineOffsets: (first: Double, last: Double)? { get }
  /// Whether the view's intrinsic height depends on the width the constraints give it; such a
  /// view is told that width (`autoLayout.layoutWidth`) before it is measured.
  var wrapsAtLayoutWidth: Bool { get }
}
