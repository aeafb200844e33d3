import Foundation
import Mosaic
import MosaicTesting
import Testing

/// Views a paused property animator holds where `fractionComplete` puts them, drawn by the
/// compositor: a square moved, turned and recoloured half-way, a square whose block has a
/// delay factor of 0.5 (so still at its start), and a fading, growing square. Record with
/// MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
@Suite(.serialized)
struct PropertyAnimatorSnapshotTests {
  init() { VirtualTime.start() }

  func square(_ root: UIView, y: CGFloat, color: UIColor) -> UIView {
    let v = UIView(frame: CGRect(x: 20, y: y, width: 40, height: 40))
    v.backgroundColor = color
    v.layer.borderWidth = 2
    v.layer.borderColor = UIColor.black.cgColor
    root.addSubview(v)
    return v
  }

  @Test func aScrubbedAnimatorHoldsItsViewsPartWay() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.backgroundColor = .white
    let turned = square(root, y: 20, color: .systemBlue)
    let delayed = square(root, y: 80, color: .systemRed)
    let faded = square(root, y: 140, color: .systemGreen)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      turned.center.x += 200
      turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
      turned.backgroundColor = .systemOrange
      faded.alpha = 0.2
      faded.bounds.size = CGSize(width: 60, height: 20)
      faded.center.x += 200
    }
    animator.addAnimations({ delayed.center.x += 200 }, delayFactor: 0.5)
    animator.fractionComplete = 0.5
    VirtualTime.advance(by: 0.1)
    assertSnapshot(of: root, named: "property-animator-scrubbed-half")
    animator.fractionComplete = 0.75
    VirtualTime.advance(by: 0.1)
    assertSnapshot(of: root, named: "property-animator-scrubbed-three-quarters")
    animator.stopAnimation(true)
  }
}
