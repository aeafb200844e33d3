import Mosaic
import MosaicTesting
import Testing

/// Snapshots of layers turned about the y axis with perspective (`m34 = -1/500`): a checkered
/// square, so the foreshortening and the taller near edge show.
@MainActor
struct PerspectiveSnapshotTests {
  /// A 120×120 checkerboard of 15-point squares with a red band on its left edge.
  static func checkerboard() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 120, height: 120)).image { ctx in
      for row in 0..<8 {
        for column in 0..<8 {
          let dark = (row + column) % 2 == 0
          (dark
            ? UIColor(red: 0.15, green: 0.2, blue: 0.55, alpha: 1) : UIColor(white: 0.95, alpha: 1))
            .setFill()
          ctx.fill(CGRect(x: column * 15, y: row * 15, width: 15, height: 15))
        }
      }
      UIColor.red.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 120))
    }
  }

  static func tilted(_ degrees: CGFloat) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 180))
    root.backgroundColor = .white
    let card = UIImageView(image: checkerboard())
    card.frame = CGRect(x: 40, y: 30, width: 120, height: 120)
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    card.transform3D = CATransform3DRotate(t, degrees * .pi / 180, 0, 1, 0)
    root.addSubview(card)
    return root
  }

  @Test func checkerboardTurned30Degrees() {
    assertSnapshot(of: Self.tilted(30), named: "perspective-30")
  }

  @Test func checkerboardTurned60Degrees() {
    assertSnapshot(of: Self.tilted(60), named: "perspective-60")
  }
}
