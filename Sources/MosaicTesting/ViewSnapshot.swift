@_spi(MosaicTesting) import Mosaic
import Testing

/// Renders `view` offscreen at `scale` through the frame pipeline a window's frames take
/// (layout, then compositing over nothing) and checks it against the
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
  let frame = OffscreenFrame(size: view.bounds.size, scale: scale, transparent: true)
  frame.render(view, force: true)
  guard let image = frame.image() else {
    Issue.record("\(name): the view has no pixels to compare", sourceLocation: sourceLocation)
    return
  }
  assertSnapshot(
    of: image, named: name, tolerance: tolerance, filePath: filePath,
    sourceLocation: sourceLocation)
}
