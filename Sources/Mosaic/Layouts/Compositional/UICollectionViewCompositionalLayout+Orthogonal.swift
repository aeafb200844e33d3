import Foundation

extension UICollectionViewCompositionalLayout {
  /// The scroll offset of orthogonally scrolling `section` across the layout's axis.
  func orthogonalOffset(ofSection section: Int) -> CGFloat { orthogonalOffsets[section] ?? 0 }

  /// The largest scroll offset of orthogonally scrolling `section`, or nil for other sections.
  func maximumOrthogonalOffset(ofSection section: Int) -> CGFloat? {
    guard let band = engine?.orthogonalBand(ofSection: section) else { return nil }
    let viewport = scrollDirection == .vertical ? band.frame.width : band.frame.height
    return max(0, band.contentLength - viewport)
  }

  /// Scrolls orthogonally scrolling `section` to `offset` (not clamped: rubber banding goes
  /// past the ends) and lays the collection view out again; the section's geometry is kept.
  func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
    guard engine?.orthogonalScrolling(ofSection: section) ?? .none != .none,
      orthogonalOffsets[section] != offset
    else { return }
    orthogonalOffsets[section] = offset
    invalidateLayout(with: makeInvalidationContext())
  }

  /// Where orthogonally scrolling `section` comes to rest after a drag that began at `start`
  /// and would stop at `proposed`, released at `velocity` (points per millisecond).
  func orthogonalTargetOffset(
    forSection section: Int, start: CGFloat, proposed: CGFloat, velocity: CGFloat
  ) -> CGFloat {
    guard let engine, let band = engine.orthogonalBand(ofSection: section),
      let maximum = maximumOrthogonalOffset(ofSection: section)
    else { return proposed }
    let viewport = scrollDirection == .vertical ? band.frame.width : band.frame.height
    return OrthogonalPaging.targetOffset(
      behavior: engine.orthogonalScrolling(ofSection: section), start: start, proposed: proposed,
      velocity: velocity, pageLength: viewport, groupStride: band.groupStride, maxOffset: maximum)
  }

  /// Keeps every orthogonal offset within its section's scrollable range after a rebuild.
  func clampOrthogonalOffsets() {
    for (section, offset) in orthogonalOffsets {
      guard let maximum = maximumOrthogonalOffset(ofSection: section) else {
        orthogonalOffsets[section] = nil
        continue
      }
      orthogonalOffsets[section] = min(max(0, offset), maximum)
    }
  }

  /// Whether `kind` is a boundary item of `section` or of the layout (it stays put while the
  /// section scrolls orthogonally).
  func isBoundaryKind(_ kind: String, inSection section: Int) -> Bool {
    if configurationStorageBoundaryKinds.contains(kind) { return true }
    guard sections.indices.contains(section) else { return false }
    return sections[section].boundarySupplementaryItems.contains { $0.elementKind == kind }
  }
}
