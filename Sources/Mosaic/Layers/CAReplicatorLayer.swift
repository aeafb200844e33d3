import Foundation

/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted
/// a step further than the one before (dots around a spinner, bars of an equaliser).
///
/// Copy `i` (from 0) of every sublayer is drawn with `instanceTransform` applied `i` times
/// about the replicator's anchor point, its animations sampled `i × instanceDelay` seconds
/// earlier, and its colors multiplied by `instanceColor` plus `i` times the offsets.
/// Copies are drawn copy by copy: all sublayers of copy 0, then of copy 1, and so on.
open class CAReplicatorLayer: CALayer {
  /// Creates a replicator that draws one copy.
  public required init() { super.init() }

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
    CAReplicatorLayer(layer: self)
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

  /// Whether the compositor draws copies rather than the plain sublayers.
  var replicates: Bool {
    instanceCount != 1
      || instanceColor.map { UIColor(cgColor: $0).rgbaValue }
        != RGBA(r: 1, g: 1, b: 1, a: 1)
  }

  /// The color multiplier of copy `i`, each component clamped to 0…1.
  func instanceMultiplier(_ i: Int) -> RGBA {
    let base = instanceColor.map { UIColor(cgColor: $0).rgbaValue } ?? RGBA(r: 1, g: 1, b: 1, a: 1)
    func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 1 }
    let k = CGFloat(i)
    return RGBA(
      r: clamp(base.r + k * CGFloat(instanceRedOffset)),
      g: clamp(base.g + k * CGFloat(instanceGreenOffset)),
      b: clamp(base.b + k * CGFloat(instanceBlueOffset)),
      a: clamp(base.a + k * CGFloat(instanceAlphaOffset)))
  }

  /// The transform of copy `i` in the replicator's coordinates: `instanceTransform` applied
  /// `i` times about the anchor point.
  func instancePlacement(_ i: Int, bounds: CGRect) -> CGAffineTransform {
    let ax = bounds.minX + anchorPoint.x * bounds.width
    let ay = bounds.minY + anchorPoint.y * bounds.height
    let step = CATransform3DGetAffineTransform(instanceTransform)
    var m = CGAffineTransform.identity
    for _ in 0..<max(i, 0) { m = m.concatenating(step) }
    return CGAffineTransform(translationX: -ax, y: -ay).concatenating(m)
      .concatenating(CGAffineTransform(translationX: ax, y: ay))
  }

  override var drawsVectorContent: Bool { replicates }

  /// The area the copies cover, in the replicator's coordinates.
  override func vectorContentExtent(at time: TimeInterval) -> CGRect? {
    guard instanceCount > 1, !sublayerArray.isEmpty else { return nil }
    var union = CGRect.null
    var budget = DamageCollector.layerBudget
    for sub in sublayerArray where !sub.isHidden {
      let ss = sub.presentationState(at: time)
      guard let inner = DamageCollector.extent(of: sub, state: ss, time: time, budget: &budget),
        !inner.isNull
      else { continue }
      let placed = inner.applying(sub.transformToSuperlayer)
      union = union.union(placed)
    }
    guard !union.isNull else { return nil }
    let bounds = presentationState(at: time).bounds
    var all = union
    for i in 1..<min(instanceCount, 4096) {
      all = all.union(union.applying(instancePlacement(i, bounds: bounds)))
    }
    return all
  }
}
