import Mosaic
import MosaicTesting
import Testing

/// Snapshots of Core Animation's layer classes: shapes (fill rules, strokes, dashes, partial
/// strokes), gradients (axial, radial, conic), text, replicators and masks.
@MainActor
struct CoreAnimationLayerSnapshotTests {
  private func tile(_ root: UIView, _ index: Int, _ layer: CALayer) {
    let cell = UIView(
      frame: CGRect(
        x: 4 + CGFloat(index % 4) * 84, y: 4 + CGFloat(index / 4) * 84, width: 80, height: 80))
    cell.backgroundColor = UIColor(white: 0.95, alpha: 1)
    cell.layer.addSublayer(layer)
    root.addSubview(cell)
  }

  @Test func shapeLayers() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 172))
    root.backgroundColor = .white
    let star = CGMutablePath()
    for k in 0..<5 {
      let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
      let p = CGPoint(x: 40 + 32 * cos(a), y: 42 + 32 * sin(a))
      if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: 40, y: 40), radius: 28, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
      clockwise: true
    ).cgPath
    var shapes: [CAShapeLayer] = []
    for (i, rule) in [CAShapeLayerFillRule.nonZero, .evenOdd].enumerated() {
      let s = CAShapeLayer()
      s.path = star
      s.fillColor = UIColor.systemTeal.cgColor
      s.fillRule = rule
      s.strokeColor = UIColor.black.cgColor
      s.lineWidth = CGFloat(i + 1)
      s.lineJoin = i == 0 ? .miter : .round
      shapes.append(s)
    }
    let dashed = CAShapeLayer()
    dashed.path = CGPath(
      roundedRect: CGRect(x: 10, y: 10, width: 60, height: 60), cornerWidth: 12, cornerHeight: 12,
      transform: nil)
    dashed.fillColor = nil
    dashed.strokeColor = UIColor.systemRed.cgColor
    dashed.lineWidth = 3
    dashed.lineDashPattern = [10, 5, 2, 5]
    dashed.lineCap = .round
    shapes.append(dashed)
    for (start, end) in [(0.0, 0.3), (0.0, 0.75), (0.25, 0.9), (0.5, 1.0)] {
      let track = CAShapeLayer()
      track.path = ring
      track.fillColor = nil
      track.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
      track.lineWidth = 10
      let s = CAShapeLayer()
      s.path = ring
      s.fillColor = nil
      s.strokeColor = UIColor.systemBlue.cgColor
      s.lineWidth = 10
      s.lineCap = .round
      s.strokeStart = start
      s.strokeEnd = end
      track.addSublayer(s)
      shapes.append(track)
    }
    let square = CAShapeLayer()
    square.path = CGPath(rect: CGRect(x: 15, y: 15, width: 50, height: 50), transform: nil)
    square.fillColor = UIColor.systemYellow.cgColor
    square.strokeColor = UIColor.systemPurple.cgColor
    square.lineWidth = 6
    square.lineJoin = .bevel
    square.strokeEnd = 0.6
    shapes.append(square)
    for (i, s) in shapes.enumerated() { tile(root, i, s) }
    assertSnapshot(of: root, named: "ca-shape-layers", scale: 1)
  }

  @Test func gradientLayers() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 88))
    root.backgroundColor = .white
    let colors = [
      UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor, UIColor.systemBlue.cgColor,
    ]
    var layers: [CAGradientLayer] = []
    for (type, start, end) in [
      (CAGradientLayerType.axial, CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1)),
      (.axial, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
      (.radial, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1)),
      (.conic, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0.5, y: 0)),
    ] {
      let g = CAGradientLayer()
      g.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
      g.colors = colors
      g.locations = type == .conic ? [0, 0.5, 1] : [0, 0.2, 1]
      g.type = type
      g.startPoint = start
      g.endPoint = end
      g.cornerRadius = 8
      g.masksToBounds = true
      layers.append(g)
    }
    for (i, g) in layers.enumerated() { tile(root, i, g) }
    assertSnapshot(of: root, named: "ca-gradient-layers", scale: 1)
  }

  @Test func textReplicatorAndMaskLayers() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 172))
    root.backgroundColor = .white
    var layers: [CALayer] = []
    for (mode, wrapped, truncation) in [
      (CATextLayerAlignmentMode.left, false, CATextLayerTruncationMode.none),
      (.center, true, .none), (.right, false, .end),
    ] {
      let t = CATextLayer()
      t.frame = CGRect(x: 4, y: 4, width: 72, height: 72)
      t.string = "Core Animation text layer"
      t.fontSize = 15
      t.foregroundColor = UIColor.darkGray.cgColor
      t.alignmentMode = mode
      t.isWrapped = wrapped
      t.truncationMode = truncation
      t.contentsScale = 2
      layers.append(t)
    }
    let attributed = CATextLayer()
    attributed.frame = CGRect(x: 4, y: 4, width: 72, height: 72)
    let string = NSMutableAttributedString(
      string: "Big ",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemRed])
    string.append(
      NSAttributedString(
        string: "small",
        attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.systemBlue]))
    attributed.string = string
    attributed.isWrapped = true
    layers.append(attributed)
    // A spinner's dots: 12 copies turned about the centre, fading.
    let spinner = CAReplicatorLayer()
    spinner.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    let dot = CALayer()
    dot.frame = CGRect(x: 36, y: 6, width: 8, height: 16)
    dot.cornerRadius = 4
    dot.backgroundColor = UIColor.darkGray.cgColor
    spinner.addSublayer(dot)
    spinner.instanceCount = 12
    spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
    spinner.instanceAlphaOffset = -1.0 / 12
    layers.append(spinner)
    // An equaliser: bars in a row, tinted from red to blue.
    let bars = CAReplicatorLayer()
    bars.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    let bar = CALayer()
    bar.frame = CGRect(x: 6, y: 20, width: 8, height: 50)
    bar.backgroundColor = UIColor.white.cgColor
    bars.addSublayer(bar)
    bars.instanceCount = 6
    bars.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
    bars.instanceColor = UIColor.red.cgColor
    bars.instanceRedOffset = -0.2
    bars.instanceBlueOffset = 0.2
    layers.append(bars)
    // A gradient masked by a star-shaped shape layer.
    let masked = CAGradientLayer()
    masked.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    masked.colors = [UIColor.systemGreen.cgColor, UIColor.systemBlue.cgColor]
    let star = CAShapeLayer()
    let path = CGMutablePath()
    for k in 0..<5 {
      let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
      let p = CGPoint(x: 40 + 36 * cos(a), y: 42 + 36 * sin(a))
      if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    star.path = path
    masked.mask = star
    layers.append(masked)
    // A shadow drawn from a path: an ellipse under a square.
    let shadowed = CALayer()
    shadowed.frame = CGRect(x: 20, y: 10, width: 40, height: 40)
    shadowed.backgroundColor = UIColor.systemOrange.cgColor
    shadowed.shadowOpacity = 0.6
    shadowed.shadowRadius = 3
    shadowed.shadowOffset = .zero
    shadowed.shadowPath = CGPath(
      ellipseIn: CGRect(x: -4, y: 44, width: 48, height: 14), transform: nil)
    layers.append(shadowed)
    for (i, l) in layers.enumerated() { tile(root, i, l) }
    assertSnapshot(of: root, named: "ca-text-replicator-mask-layers", scale: 2)
  }
}
