import Mosaic
import Testing

/// Renders `view` offscreen at `scale` (after laying it out) and checks it against the
/// reference PNG `<directory of filePath>/__Snapshots__/<name>.png`, as
/// `assertSnapshot(of:named:tolerance:)` does for images.
@MainActor
public func assertSnapshot(
  of view: UIView,
  named name: String,
  scale: CGFloat = 1,
  tolerance: SnapshotTolerance = .exact,
  filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  view.layoutIfNeeded()
  assertSnapshot(
    of: view.renderedImage(scale: scale), named: name, tolerance: tolerance, filePath: filePath,
    sourceLocation: sourceLocation)
}
