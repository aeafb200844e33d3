import Foundation

/// Replaces a negative, NaN or infinite length by zero, so degenerate input lays out as
/// nothing instead of trapping.
@inline(__always)
func sanitized(_ value: CGFloat) -> CGFloat {
  value.isFinite && value > 0 ? value : 0
}

/// Replaces a NaN or infinite value by zero and keeps every finite one, negative ones
/// included (for spacings, which may be negative).
@inline(__always)
func finiteOrZero(_ value: CGFloat) -> CGFloat {
  value.isFinite ? value : 0
}

/// A size with both dimensions passed through `sanitized`.
@inline(__always)
func sanitized(_ size: CGSize) -> CGSize {
  CGSize(width: sanitized(size.width), height: sanitized(size.height))
}

/// Insets with every edge passed through `sanitized` (negative insets become zero).
func sanitized(_ insets: UIEdgeInsets) -> UIEdgeInsets {
  UIEdgeInsets(
    top: sanitized(insets.top), left: sanitized(insets.left), bottom: sanitized(insets.bottom),
    right: sanitized(insets.right))
}

/// Whether an element's frame overlaps a standardized query rectangle: the open
/// intervals must overlap on both axes, so rectangles that only touch along an edge do
/// not intersect (as in CoreGraphics), while an empty frame strictly inside the query
/// does. (swift-corelibs-foundation's `CGRect.intersects` counts touching edges, so it
/// is not used.)
@inline(__always)
func elementFrame(_ f: CGRect, intersects r: CGRect) -> Bool {
  f.minX < r.maxX && r.minX < f.maxX && f.minY < r.maxY && r.minY < f.maxY
}

extension RandomAccessCollection where Index == Int {
  /// The first index whose element satisfies `isAfter`, for a predicate that is false
  /// for a prefix of the collection and true for the rest (binary search).
  @inline(__always)
  func partitionPoint(_ isAfter: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let mid = low + (high - low) / 2
      if isAfter(self[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
