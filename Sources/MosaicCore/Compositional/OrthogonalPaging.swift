import Foundation

/// Where an orthogonally scrolling section comes to rest after a drag or a flick, for each
/// scrolling behaviour.
package enum OrthogonalPaging {
  /// The speed (points per millisecond) above which a flick turns a page rather than rest on
  /// the nearest one.
  package static let flickVelocity: CGFloat = 0.3

  /// The offset across the layout's axis at which a section comes to rest.
  /// - Parameters:
  ///   - behavior: the section's orthogonal scrolling behaviour.
  ///   - start: the offset when the drag began.
  ///   - proposed: where deceleration would stop.
  ///   - velocity: the speed at release, points per millisecond (positive towards larger
  ///     offsets).
  ///   - pageLength: the length of the area showing the section (a page for `.paging`).
  ///   - groupStride: a group's length plus the space between groups.
  ///   - maxOffset: the largest offset.
  package static func targetOffset(
    behavior: CompositionalOrthogonalScrolling, start: CGFloat, proposed: CGFloat,
    velocity: CGFloat, pageLength: CGFloat, groupStride: CGFloat, maxOffset: CGFloat
  ) -> CGFloat {
    let upper = max(0, maxOffset)
    func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), upper) }
    switch behavior {
    case .none, .continuous:
      return clamp(proposed)
    case .continuousGroupLeadingBoundary:
      guard groupStride > 0 else { return clamp(proposed) }
      let target = (proposed / groupStride).rounded() * groupStride
      return target >= upper - 0.5 ? upper : clamp(target)
    case .paging, .groupPaging, .groupPagingCentered:
      let page = behavior == .paging ? pageLength : groupStride
      guard page > 0 else { return clamp(proposed) }
      let startPage = (start / page).rounded()
      var target: CGFloat
      if abs(velocity) >= flickVelocity {
        target = startPage + (velocity > 0 ? 1 : -1)
      } else {
        target = (proposed / page).rounded()
        target = min(max(target, startPage - 1), startPage + 1)
      }
      let offset = target * page
      return offset >= upper - 0.5 ? upper : clamp(offset)
    }
  }
}
