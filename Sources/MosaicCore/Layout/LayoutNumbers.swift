import Foundation

/// Limits on the numbers layouts accept.
package enum LayoutNumbers {
  /// The largest length, in points, a layout accepts from its specification or delegate (a
  /// billion points): larger ones are clamped to it, so sums and products of lengths stay
  /// finite.
  package static let largestLength: CGFloat = 1e9
}
