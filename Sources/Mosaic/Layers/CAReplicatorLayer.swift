import Foundation

/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted
/// a step further than the one before (dots around a spinner, bars of an equaliser).
///
/// Copy `i` (from 0) of every sublayer is drawn with `instanceTransform` applied `i` times
/// about the replicator's anchor point, its animations sampled `i × instanceDelay` seconds
/// earlier, and its colors multiplied by `instanceColor` plus `i` times the offsets.
/// Copies are drawn copy by copy: all sublayers of copy 0, then of copy 1, and so on.
/// Explicit animations animate `instanceTransform`, `instanceDelay`, `instanceColor` and the
/// four color offsets.
open class CAReplicatorLayer: CALayer {
  /// Creates a replicator that draws one copy.
  public required init() {
    _ = Self.keyPathsRegistered
    super.init()
  }

  /// Creates a replicator with the model values of `layer`.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAReplicatorLayer else { return }
    instanceCount = other.instanceCount
    instanceTransform = other.instanceTransform
    instanceDelay = other.instanceDelay
    instanceColor = other.instanceColor
    instanceRedOffset = other.instanceRedOffset
    instanceGreenOffset = other.instanceGreenOffset
    instanceBlueOffset = other.instanceBlueOffset
    instanceAlphaOffset = other.instanceAlphaOffset
    preservesDepth = other.preservesDepth
  }

  override func presentationCopy(at time: TimeInterval) -> CALayer {
    let copy = CAReplicatorLayer(layer: self)
    guard !hasNoAnimations else { return copy }
    let r = replication(in: presentationState(at: time))
    copy.instanceTransform = r.transform
    copy.instanceDelay = r.delay
    copy.instanceColor = CGColor(
      red: r.color.r, green: r.color.g, blue: r.color.b, alpha: r.color.a)
    copy.instanceRedOffset = Float(r.offsets.r)
    copy.instanceGreenOffset = Float(r.offsets.g)
    copy.instanceBlueOffset = Float(r.offsets.b)
    copy.instanceAlphaOffset = Float(r.offsets.a)
    return copy
  }

  /// How many copies of the sublayers are drawn; 1 by default (0 or less draws none).
  public var instanceCount: Int = 1 { didSet { replicationChanged() } }

  /// The transform from one copy to the next, about the replicator's anchor point; identity.
  public var instanceTransform: CATransform3D = CATransform3DIdentity {
    didSet { replicationChanged() }
  }

  /// How many seconds later each copy runs its sublayers' animations; 0 by default.
  public var instanceDelay: CFTimeInterval = 0 { didSet { replicationChanged() } }

  /// The color the first copy's colors are multiplied by; opaque white (no change).
  public var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
    didSet { replicationChanged() }
  }

  /// Added to the red component of the color multiplier at each copy; 0 by default.
  public var instanceRedOffset: Float = 0 { didSet { replicationChanged() } }
  /// Added to the green component of the color multiplier at each copy; 0 by default.
  public var instanceGreenOffset: Float = 0 { didSet { replicationChanged() } }
  /// Added to the blue component of the color multiplier at each copy; 0 by default.
  public var instanceBlueOffset: Float = 0 { didSet { replicationChanged() } }
  /// Added to the alpha component of the color multiplier at each copy; 0 by default.
  public var instanceAlphaOffset: Float = 0 { didSet { replicationChanged() } }

  /// Whether copies are sorted in depth as in a 3D scene. Mosaic keeps the value and always
  /// flattens the copies into the replicator's plane, in copy order.
  public var preservesDepth = false

  private func replicationChanged() {
    geometryChanged()
    setNeedsComposite()
  }

  /// The replication values as presented: the model's, or an explicit animation's.
  func replication(in state: LayerPresentationState) -> Replication {
    var r = Replication(
      count: instanceCount, transform: instanceTransform, delay: instanceDelay,
      color: instanceColor.map { UIColor(cgColor: $0).rgbaValue } ?? RGBA(r: 1, g: 1, b: 1, a: 1),
      offsets: RGBA(
        r: CGFloat(instanceRedOffset), g: CGFloat(instanceGreenOffset),
        b: CGFloat(instanceBlueOffset), a: CGFloat(instanceAlphaOffset)))
    let custom = state.custom
    guard !custom.isEmpty else { return r }
    if case .transform(let t)? = custom["instanceTransform"] { r.transform = t }
    if let d = custom["instanceDelay"]?.scalar { r.delay = d }
    if let c = custom["instanceColor"]?.color { r.color = c ?? RGBA(r: 1, g: 1, b: 1, a: 1) }
    if let v = custom["instanceRedOffset"]?.scalar { r.offsets.r = v }
    if let v = custom["instanceGreenOffset"]?.scalar { r.offsets.g = v }
    if let v = custom["instanceBlueOffset"]?.scalar { r.offsets.b = v }
    if let v = custom["instanceAlphaOffset"]?.scalar { r.offsets.a = v }
    return r
  }

  /// Registers the key paths explicit animations of a replicator animate, once.
  static let keyPathsRegistered: Bool = {
    func model(_ read: @escaping @MainActor (CAReplicatorLayer) -> AnimationValue)
      -> @MainActor (
        CALayer
      ) -> AnimationValue?
    {
      { ($0 as? CAReplicatorLayer).map(read) }
    }
    CALayer.registerAnimatableKeyPath(
      "instanceTransform", redrawsContent: false,
      modelValue: model { .transform($0.instanceTransform) })
    CALayer.registerAnimatableKeyPath(
      "instanceDelay", redrawsContent: false, modelValue: model { .scalar($0.instanceDelay) })
    CALayer.registerAnimatableKeyPath(
      "instanceColor", redrawsContent: false,
      modelValue: model { CAShapeLayer.rgba($0.instanceColor) })
    let offsets: [(String, @MainActor (CAReplicatorLayer) -> Float)] = [
      ("instanceRedOffset", { $0.instanceRedOffset }),
      ("instanceGreenOffset", { $0.instanceGreenOffset }),
      ("instanceBlueOffset", { $0.instanceBlueOffset }),
      ("instanceAlphaOffset", { $0.instanceAlphaOffset }),
    ]
    for (name, read) in offsets {
      CALayer.registerAnimatableKeyPath(
        name, redrawsContent: false, modelValue: model { .scalar(CGFloat(read($0))) })
    }
    return true
  }()

  /// Copies are drawn when the model values ask for them, or may be while an explicit
  /// animation (of the instance color, say) runs.
  override var drawsVectorContent: Bool {
    !explicitAnimations.isEmpty
      || replication(
        in: LayerPresentationState(
          bounds: _bounds, position: _position, transform: _transform, opacity: 1, background: nil,
          cornerRadius: 0, borderWidth: 0, border: nil, shadowOpacity: 0)
      ).replicates
  }

  /// The area the copies cover, in the replicator's coordinates.
  override func vectorContentExtent(state: LayerPresentationState, at time: TimeInterval)
    -> CGRect?
  {
    let copies = replication(in: state)
    guard copies.replicates, copies.count > 1, !sublayerArray.isEmpty else { return nil }
    var union = CGRect.null
    var budget = DamageCollector.layerBudget
    let sublayerTransform = state.sublayerTransformAboutAnchor
    for sub in sublayerArray where !sub.isHidden || !sub.explicitAnimations.isEmpty {
      // Each copy samples the sublayer's animations at its own delay.
      let samples = copies.delay != 0 && !sub.hasNoAnimations ? min(copies.count, 4096) : 1
      for i in 0..<samples {
        let t = time - Double(i) * copies.delay
        let ss = sub.presentationState(at: t)
        guard !ss.isHidden,
          let inner = DamageCollector.extent(of: sub, state: ss, time: t, budget: &budget),
          !inner.isNull, !inner.isEmpty,
          let placed = Compositor.projectedBox(
            of: inner, through: Homography(planeOf: ss.placement(parentSublayer: sublayerTransform))
          )
        else { continue }
        union = union.union(placed)
      }
    }
    guard !union.isNull else { return nil }
    var all = union
    for i in 1..<min(copies.count, 4096) {
      all = all.union(union.applying(copies.placement(i, state: state)))
    }
    return all
  }
}

/// A replicator's copies as drawn at one instant: how many, and how each is placed, delayed
/// and tinted.
struct Replication {
  var count: Int
  var transform: CATransform3D
  var delay: CFTimeInterval
  var color: RGBA
  var offsets: RGBA

  /// Whether the compositor draws copies rather than the plain sublayers.
  var replicates: Bool { count != 1 || color != RGBA(r: 1, g: 1, b: 1, a: 1) }

  /// The color multiplier of copy `i`, each component clamped to 0…1.
  func multiplier(_ i: Int) -> RGBA {
    func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 1 }
    let k = CGFloat(i)
    return RGBA(
      r: clamp(color.r + k * offsets.r), g: clamp(color.g + k * offsets.g),
      b: clamp(color.b + k * offsets.b), a: clamp(color.a + k * offsets.a))
  }

  /// The transform of copy `i` in the replicator's coordinates: the instance transform
  /// applied `i` times about the anchor point.
  func placement(_ i: Int, state: LayerPresentationState) -> CGAffineTransform {
    let bounds = state.bounds
    let ax = bounds.minX + state.anchorPoint.x * bounds.width
    let ay = bounds.minY + state.anchorPoint.y * bounds.height
    let step = CATransform3DGetAffineTransform(transform)
    var m = CGAffineTransform.identity
    for _ in 0..<max(i, 0) { m = m.concatenating(step) }
    return CGAffineTransform(translationX: -ax, y: -ay).concatenating(m)
      .concatenating(CGAffineTransform(translationX: ax, y: ay))
  }
}
