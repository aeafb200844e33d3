import Foundation
import Mosaic
import MosaicTesting
import Testing

/// Image views showing one symbol image with and without a preferred symbol configuration,
/// over swatches of Display P3 colors (clamped to sRGB when drawn). Record with
/// MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct ImageViewSymbolConfigurationSnapshotTests {
  @Test func symbolsAtTheirPreferredConfigurationOverDisplayP3Swatches() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
    root.backgroundColor = .white
    let colors = [
      UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1),
      UIColor(displayP3Red: 0, green: 0.6, blue: 0.3, alpha: 1),
      UIColor(displayP3Red: 0.2, green: 0.3, blue: 0.9, alpha: 1),
    ]
    for (index, color) in colors.enumerated() {
      let swatch = UIView(frame: CGRect(x: CGFloat(index) * 80, y: 80, width: 80, height: 40))
      swatch.backgroundColor = color
      root.addSubview(swatch)
    }
    let star = try #require(UIImage(systemName: "star.fill"))
    let configurations: [UIImage.SymbolConfiguration?] = [
      nil,
      UIImage.SymbolConfiguration(pointSize: 28),
      UIImage.SymbolConfiguration(pointSize: 44, weight: .bold),
    ]
    for (index, configuration) in configurations.enumerated() {
      let imageView = UIImageView(image: star)
      imageView.preferredSymbolConfiguration = configuration
      imageView.tintColor = .systemOrange
      imageView.sizeToFit()
      imageView.center = CGPoint(x: CGFloat(index) * 80 + 40, y: 40)
      root.addSubview(imageView)
    }
    assertSnapshot(of: root, named: "image-view-preferred-symbol-configuration", scale: 2)
  }
}
