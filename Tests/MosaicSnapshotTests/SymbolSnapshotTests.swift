import Mosaic
import MosaicTesting
import Testing

/// Snapshot of system symbol images (the Adwaita icon theme's symbolic icons) shown by
/// image views in several tint colors. Record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct SymbolSnapshotTests {
  @Test func twelveSymbolsTintedInAGrid() throws {
    let names = [
      "chevron.left", "plus.circle.fill", "xmark", "trash", "star.fill", "heart.fill",
      "gear", "magnifyingglass", "square.and.arrow.up", "checkmark", "person.circle",
      "house",
    ]
    // The fourth column sets no tint and inherits the container's orange.
    let tints: [UIColor?] = [.systemBlue, .systemRed, .black, nil]
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 4 * 40 + 8, height: 3 * 40 + 8))
    root.backgroundColor = .white
    root.tintColor = .systemOrange
    for (index, name) in names.enumerated() {
      let view = UIImageView(image: try #require(UIImage(systemName: name)))
      view.contentMode = .center
      view.frame = CGRect(
        x: 4 + CGFloat(index % 4) * 40, y: 4 + CGFloat(index / 4) * 40, width: 40, height: 40)
      view.tintColor = tints[index % tints.count]
      root.addSubview(view)
    }
    assertSnapshot(of: root, named: "symbols-tinted", scale: 2)
  }
}
