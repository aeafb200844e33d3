import Foundation
import Mosaic
import MosaicTesting
import Testing

/// Layers mid-way through explicit Core Animation animations, drawn by the compositor: a
/// square turned by `transform.rotation.z`, a dot on a keyframe path, a color changing in a
/// group with a scale, a fade held by `fillMode = .forwards`, and a layer whose speed is 0
/// scrubbed to a time offset. Record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
@Suite(.serialized)
struct ExplicitAnimationSnapshotTests {
  // Each test ends by dropping what still runs (endless spinners, scrubbed layers), so
  // suites running alongside never find animations of these tests in the engine.
  init() { VirtualTime.start() }

  func square(_ root: UIView, x: CGFloat, color: UIColor) -> CALayer {
    let l = CALayer()
    l.frame = CGRect(x: x, y: 30, width: 40, height: 40)
    l.backgroundColor = color.cgColor
    l.borderWidth = 2
    l.borderColor = UIColor.black.cgColor
    root.layer.addSublayer(l)
    return l
  }

  func linear(_ keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: keyPath)
    a.fromValue = from
    a.toValue = to
    a.duration = 1
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    return a
  }

  @Test func layersMidwayThroughExplicitAnimations() {
    defer { VirtualTime.start() }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 160))
    root.backgroundColor = .white
    let spin = square(root, x: 20, color: .systemBlue)
    spin.add(linear("transform.rotation.z", from: 0, to: CGFloat.pi / 2), forKey: "spin")

    let dot = square(root, x: 0, color: .systemRed)
    dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
    dot.cornerRadius = 8
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 90, y: 130))
    path.addLine(to: CGPoint(x: 130, y: 90))
    path.addLine(to: CGPoint(x: 170, y: 130))
    let follow = CAKeyframeAnimation(keyPath: "position")
    follow.path = path
    follow.duration = 1
    follow.calculationMode = .paced
    dot.add(follow, forKey: "follow")

    let grouped = square(root, x: 200, color: .systemGreen)
    let group = CAAnimationGroup()
    group.animations = [
      linear(
        "backgroundColor", from: UIColor.systemGreen.cgColor, to: UIColor.systemOrange.cgColor),
      linear("transform.scale", from: 1, to: 0.5),
    ]
    group.duration = 1
    grouped.add(group, forKey: "group")

    let faded = square(root, x: 260, color: .systemPurple)
    let fade = linear("opacity", from: 1, to: 0.3)
    fade.duration = 0.2
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    faded.add(fade, forKey: "fade")

    let scrubbed = square(root, x: 300, color: .systemTeal)
    scrubbed.speed = 0
    scrubbed.add(linear("position.y", from: 50, to: 130), forKey: "drop")
    scrubbed.timeOffset = 0.75

    VirtualTime.advance(by: 0.5)
    assertSnapshot(of: root, named: "explicit-animations-midway")
  }
}
