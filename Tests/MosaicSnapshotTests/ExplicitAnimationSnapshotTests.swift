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

  /// Mid-way through animations of the key paths beyond geometry: a shadow growing and
  /// turning red, a card swinging about an animated anchor point, a gradient's colors and
  /// locations (a shimmer), replicated dots spreading, a shape's path morphing, a text growing
  /// and two squares swapping their z order.
  @Test func layerKeyPathsMidway() {
    defer { VirtualTime.start() }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
    root.backgroundColor = .white

    let shadowed = square(root, x: 20, color: .systemBlue)
    shadowed.borderWidth = 0
    shadowed.shadowOpacity = 0.8
    shadowed.shadowOffset = .zero
    let shadow = CAAnimationGroup()
    shadow.animations = [
      linear("shadowRadius", from: 0, to: 16),
      linear("shadowColor", from: UIColor.black.cgColor, to: UIColor.systemRed.cgColor),
      linear("shadowOffset", from: CGSize.zero, to: CGSize(width: 12, height: 12)),
    ]
    shadow.duration = 1
    shadowed.add(shadow, forKey: "shadow")

    let card = square(root, x: 90, color: .systemOrange)
    card.add(
      linear("anchorPoint", from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0, y: 0)), forKey: "a")
    card.add(linear("transform.rotation.z", from: 0, to: CGFloat.pi / 3), forKey: "r")

    let shimmer = CAGradientLayer()
    shimmer.frame = CGRect(x: 160, y: 30, width: 180, height: 40)
    shimmer.startPoint = CGPoint(x: 0, y: 0.5)
    shimmer.endPoint = CGPoint(x: 1, y: 0.5)
    shimmer.colors = [
      UIColor(white: 0.85, alpha: 1).cgColor, UIColor.white.cgColor,
      UIColor(white: 0.85, alpha: 1).cgColor,
    ]
    shimmer.locations = [0, 0.1, 0.2]
    root.layer.addSublayer(shimmer)
    shimmer.add(linear("locations", from: [0, 0.1, 0.2], to: [0.8, 0.9, 1]), forKey: "shimmer")
    let tinted = CAGradientLayer()
    tinted.frame = CGRect(x: 160, y: 80, width: 180, height: 20)
    tinted.startPoint = CGPoint(x: 0, y: 0.5)
    tinted.endPoint = CGPoint(x: 1, y: 0.5)
    tinted.colors = [UIColor.systemGreen.cgColor, UIColor.systemBlue.cgColor]
    root.layer.addSublayer(tinted)
    tinted.add(
      linear("colors", from: nil, to: [UIColor.systemPink.cgColor, UIColor.systemYellow.cgColor]),
      forKey: "colors")

    let dots = CAReplicatorLayer()
    dots.frame = CGRect(x: 20, y: 120, width: 160, height: 40)
    dots.instanceCount = 5
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 10, width: 20, height: 20)
    dot.cornerRadius = 10
    dot.backgroundColor = UIColor.systemPurple.cgColor
    dots.addSublayer(dot)
    root.layer.addSublayer(dots)
    dots.add(
      linear("instanceTransform", from: nil, to: CATransform3DMakeTranslation(60, 0, 0)),
      forKey: "spread")
    dots.add(linear("instanceAlphaOffset", from: 0, to: -0.4), forKey: "fade")

    let morph = CAShapeLayer()
    morph.path = CGPath(rect: CGRect(x: 200, y: 120, width: 40, height: 40), transform: nil)
    morph.fillColor = UIColor.systemTeal.cgColor
    root.layer.addSublayer(morph)
    let diamond = CGMutablePath()
    diamond.move(to: CGPoint(x: 220, y: 110))
    diamond.addLine(to: CGPoint(x: 250, y: 140))
    diamond.addLine(to: CGPoint(x: 220, y: 170))
    diamond.addLine(to: CGPoint(x: 190, y: 140))
    diamond.closeSubpath()
    morph.add(linear("path", from: nil, to: diamond), forKey: "morph")

    let text = CATextLayer()
    text.frame = CGRect(x: 260, y: 110, width: 100, height: 60)
    text.string = "Aa"
    text.fontSize = 12
    text.foregroundColor = UIColor.black.cgColor
    root.layer.addSublayer(text)
    text.add(linear("fontSize", from: 12, to: 44), forKey: "grow")
    text.add(
      linear("foregroundColor", from: UIColor.black.cgColor, to: UIColor.systemRed.cgColor),
      forKey: "tint")

    let below = square(root, x: 20, color: .systemRed)
    below.frame = CGRect(x: 300, y: 160, width: 30, height: 30)
    let above = square(root, x: 20, color: .systemGreen)
    above.frame = CGRect(x: 315, y: 165, width: 30, height: 30)
    below.add(linear("zPosition", from: 0, to: 2), forKey: "z")

    VirtualTime.advance(by: 0.5)
    assertSnapshot(of: root, named: "layer-key-paths-midway")
  }
}
