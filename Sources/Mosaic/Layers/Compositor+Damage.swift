import CCairo
import Foundation

// Damage tracking: a frame buffer keeps its pixels between frames and redraws only where
// something changed. Every layer drawn into a frame buffer remembers the device box it
// painted (`LayerRenderCache.drawnBox`); changes mark the layer and the path to the root
// (`setNeedsComposite`). Before a frame, `DamageCollector` follows the marked paths: a layer
// that changed damages where its subtree was (the boxes it and its sublayers painted) and
// where it is now (its subtree's extent through its current placement); removed subtrees
// damage where they were. The compositor then draws the frame clipped to each damaged
// rectangle, and the host presents only those.

extension CALayer {
  /// `layer`, one of this layer's sublayers, is being removed: where it painted is damaged
  /// on the root of this tree, and it leaves the list of changed sublayers — at once from a
  /// short list; a long one keeps the entry, skipped by the next frame, until such entries are
  /// half of it, so each removal is O(1) amortized however many sublayers changed.
  func noteRemoval(of layer: CALayer) {
    let cache = layer.renderCache
    if cache.queuedInParent {
      cache.queuedInParent = false
      let changed = renderCache
      if changed.changedSublayers.count <= 32 {
        changed.changedSublayers.removeFirst(identicalTo: layer)
      } else {
        changed.departedSublayers += 1
        if changed.departedSublayers * 2 > changed.changedSublayers.count {
          changed.changedSublayers.removeAll {
            !($0.renderCache.queuedInParent && $0.superlayer === self)
          }
          changed.departedSublayers = 0
        }
      }
    }
    cache.damagesSelf = true
    var top: CALayer = self
    while let parent = top.superlayer { top = parent }
    let rootCache = top.renderCache
    if rootCache.removalDamagesAll { return }
    var budget = DamageCollector.layerBudget
    guard let box = DamageCollector.drawnArea(of: layer, budget: &budget) else {
      rootCache.removalDamagesAll = true
      rootCache.removalDamage = []
      return
    }
    if box.isNull { return }
    rootCache.removalDamage.append(box)
    if rootCache.removalDamage.count > DamageRegion.maximumCount {
      let (i, j) = DamageRegion.closestPair(rootCache.removalDamage)
      let union = rootCache.removalDamage[i].union(rootCache.removalDamage[j])
      rootCache.removalDamage.remove(at: j)
      rootCache.removalDamage[i] = union
    }
  }
}

/// Works out which device pixels of a frame buffer changed since its last frame, following
/// the paths of changed layers from the root.
@MainActor
struct DamageCollector {
  /// How many layers one extent computation may visit before it gives up and damages the
  /// whole clip (a huge subtree that does not clip its sublayers).
  static let layerBudget = 4096
  /// Device pixels added around every box, for antialiasing and rasters placed on whole
  /// pixels.
  static let padding: CGFloat = 2

  /// Pixels per point.
  let scale: CGFloat
  /// The time presentation values are sampled at.
  let time: TimeInterval
  /// The damage found so far.
  var region: DamageRegion
  /// Raster candidates whose subtree changed this frame: the first frame they stay unchanged,
  /// a raster of them is made (`checkRasterCandidates`).
  var changedRasterCandidates: [CALayer] = []

  init(scale: CGFloat, time: TimeInterval, bounds: CGRect) {
    self.scale = scale
    self.time = time
    region = DamageRegion(bounds: bounds)
  }

  /// Collects the damage of the tree under `root` (drawn with its bounds origin at the
  /// frame's top-left) and clears its change marks. With `full`, the marks are only cleared.
  mutating func collect(root: CALayer, full: Bool) {
    let cache = root.renderCache
    // The root scrolling moves everything.
    let whole = full || cache.damagesSelf || cache.removalDamagesAll || cache.scrolled
    cache.damagesSelf = false
    cache.scrolled = false
    cache.scrollShift = .zero
    cache.followShift = .zero
    cache.scrollMovesPixels = false
    cache.removalDamagesAll = false
    if whole {
      region.addAll()
    } else {
      for r in cache.removalDamage { region.add(r) }
    }
    cache.removalDamage = []
    let device = Homography.translation(-Double(root.bounds.minX), -Double(root.bounds.minY))
      .concatenating(.scale(Double(scale), Double(scale)))
    visitChanged(
      of: root, sublayerTransform: root.presentationState(at: time).sublayerTransformAboutAnchor,
      device: device, clip: region.bounds, covered: whole)
  }

  /// Checks raster candidates whose subtree changed in the previous frame (drawn directly then,
  /// `Compositor.unstableRasters`, or not drawn but changed, `changedRasterCandidates`): one
  /// drawn directly and unchanged since is about to be painted from a new raster, which must
  /// cover it whole.
  mutating func checkRasterCandidates(_ candidates: [CALayer], root: CALayer) {
    for layer in candidates {
      let cache = layer.renderCache
      guard cache.drawMode == .unstable, cache.changeStamp != root.renderCache.frameCount,
        layer.isInTree(of: root)
      else { continue }
      addDrawnArea(of: layer)
    }
  }

  /// Widens the damage to the whole of every clip-sensitive layer it meets (until no more
  /// meet), so such a layer is always composited whole; returns those still sensitive.
  mutating func widenForClipSensitiveLayers(_ layers: [CALayer], root: CALayer) -> [CALayer] {
    let live = layers.filter { $0.renderCache.clipSensitive && $0.isInTree(of: root) }
    guard !live.isEmpty, !region.isEmpty else { return live }
    var boxes: [CGRect] = []
    for layer in live {
      var budget = Self.layerBudget
      boxes.append(Self.drawnArea(of: layer, budget: &budget) ?? region.bounds)
    }
    var widened = true
    var rounds = 0
    while widened && rounds < 8 {
      widened = false
      rounds += 1
      for box in boxes where !box.isNull {
        let clipped = box.intersection(region.bounds)
        guard !clipped.isNull, !clipped.isEmpty,
          region.rects.contains(where: { !$0.intersection(clipped).isEmpty }),
          !region.rects.contains(where: { $0.contains(clipped.integral) })
        else { continue }
        let before = region.rects
        region.add(clipped)
        if region.rects != before { widened = true }
      }
    }
    return live
  }

  private mutating func visitChanged(
    of parent: CALayer, sublayerTransform: CATransform3D?, device: Homography, clip: CGRect,
    covered: Bool
  ) {
    let list = parent.renderCache.changedSublayers
    guard !list.isEmpty else { return }
    parent.renderCache.changedSublayers = []
    parent.renderCache.departedSublayers = 0
    for child in list {
      // Entries of layers that were removed (and perhaps came back, queued again) are skipped.
      guard child.superlayer === parent, child.renderCache.queuedInParent else { continue }
      child.renderCache.queuedInParent = false
      visit(
        child, parentDevice: device, parentSublayer: sublayerTransform, clip: clip,
        covered: covered)
    }
  }

  private mutating func visit(
    _ layer: CALayer, parentDevice: Homography, parentSublayer: CATransform3D?, clip: CGRect,
    covered: Bool
  ) {
    let cache = layer.renderCache
    // A scroll whose pixels were not moved redraws the layer whole; one whose pixels were
    // moved damages only the strip that came into view (added by the frame buffer). So does
    // a layer following its superlayer's scroll, whose move is part of that scroll.
    var whole =
      cache.damagesSelf
      || ((cache.scrolled || cache.followShift != .zero) && !cache.scrollMovesPixels)
    cache.damagesSelf = false
    cache.scrolled = false
    cache.scrollShift = .zero
    cache.followShift = .zero
    cache.scrollMovesPixels = false
    if cache.drawMode == .raster {
      // Its subtree changed, so it is drawn directly this frame instead of from its raster:
      // all of it, or the two would meet at the edge of the damage.
      whole = true
    }
    if cache.drawMode == .raster || cache.drawMode == .unstable {
      changedRasterCandidates.append(layer)
    }
    // A layer seen through perspective is redrawn whole when anything in it changes, and so
    // is a replicator (its sublayers are drawn many times over).
    if layer.hasProjectivePlacement { whole = true }
    if layer is CAReplicatorLayer && !cache.changedSublayers.isEmpty { whole = true }
    let s = layer.presentationState(at: time)
    let device = Homography(planeOf: s.placement(parentSublayer: parentSublayer))
      .concatenating(parentDevice)
    if whole && !covered {
      addDrawnArea(of: layer)
      addExtent(of: layer, state: s, device: device, clip: clip)
    }
    if whole {
      // Where it is now is redrawn, and it records what it paints there; elsewhere it paints
      // nothing any more.
      layer.drawnBox = .null
      cache.drawnBoxCoversSubtree = false
    }
    var inner = clip
    if s.masksToBounds, device.isFinite,
      let box = Compositor.projectedBox(of: s.bounds, through: device)
    {
      inner = inner.intersection(box.insetBy(dx: -Self.padding, dy: -Self.padding))
      if inner.isNull { inner = .zero }
    }
    visitChanged(
      of: layer, sublayerTransform: s.sublayerTransformAboutAnchor, device: device, clip: inner,
      covered: covered || whole)
  }

  /// Damages where `layer`'s subtree painted in the last frames.
  private mutating func addDrawnArea(of layer: CALayer) {
    var budget = Self.layerBudget
    if let box = Self.drawnArea(of: layer, budget: &budget) {
      region.add(box)
    } else {
      region.addAll()
    }
  }

  /// Damages where `layer`'s subtree is drawn now (within `clip`, the device area its
  /// superlayer's clipping leaves).
  private mutating func addExtent(
    of layer: CALayer, state s: LayerPresentationState, device: Homography, clip: CGRect
  ) {
    guard !s.isHidden, s.opacity > 0.001 else { return }
    var budget = Self.layerBudget
    guard device.isFinite,
      let extent = Self.extent(of: layer, state: s, time: time, budget: &budget)
    else {
      region.add(clip)
      return
    }
    if extent.isNull || extent.isEmpty { return }
    guard let box = Compositor.projectedBox(of: extent, through: device) else {
      region.add(clip)
      return
    }
    region.add(box.insetBy(dx: -Self.padding, dy: -Self.padding).intersection(clip))
  }

  /// The union of the boxes `layer` and its sublayers last painted, in device pixels
  /// (`.null` when none), or nil when more than `budget` layers would have to be visited.
  static func drawnArea(of layer: CALayer, budget: inout Int) -> CGRect? {
    drawnArea(of: layer, shiftAbove: layer.boxShiftAbove, budget: &budget)
  }

  private static func drawnArea(
    of layer: CALayer, shiftAbove: CGPoint, budget: inout Int
  ) -> CGRect? {
    var box = layer.drawnBox(shiftAbove: shiftAbove)
    if layer.renderCache.drawnBoxCoversSubtree { return box }
    let below = layer.boxShiftBelow(shiftAbove)
    for sub in layer.sublayerArray {
      budget -= 1
      if budget < 0 { return nil }
      guard let inner = drawnArea(of: sub, shiftAbove: below, budget: &budget) else { return nil }
      box = box.union(inner)
    }
    return box
  }

  /// What a layer paints by itself, in its own coordinates: its bounds, its shadow, and a
  /// contents image or drawn content placed beyond its bounds by the contents gravity.
  static func ownExtent(
    of layer: CALayer, state s: LayerPresentationState, time: TimeInterval = AnimationClock.now
  ) -> CGRect {
    var e = s.bounds
    if layer.drawsVectorContent, let v = layer.vectorContentExtent(state: s, at: time) {
      // Empty bounds (a shape layer's usual zero frame) paint nothing of their own.
      e = s.bounds.isEmpty ? v : e.union(v)
    }
    if s.hasShadow { e = e.union(s.shadowExtent) }
    if !s.masksToBounds && layer.contentsGravity != .resize {
      if let image = layer.contentsImage {
        let cs = Compositor.contentsScale(of: layer)
        let part = s.contentsRect
        let size = CGSize(
          width: CGFloat(image.width) * part.width / cs,
          height: CGFloat(image.height) * part.height / cs)
        let dest = Compositor.destination(of: size, in: s.bounds, gravity: layer.contentsGravity)
        if dest.width.isFinite && dest.height.isFinite { e = e.union(dest) }
      }
      let cache = layer.renderCache
      if cache.backing != nil && cache.backingSize != s.bounds.size {
        let dest = Compositor.destination(
          of: cache.backingSize, in: s.bounds, gravity: layer.contentsGravity)
        if dest.width.isFinite && dest.height.isFinite { e = e.union(dest) }
      }
    }
    return e
  }

  /// The area `layer` and its visible sublayers cover in its own coordinates at `time`, or nil
  /// when it cannot be known (non-finite geometry, a point behind the eye, too many layers).
  static func extent(
    of layer: CALayer, state s: LayerPresentationState, time: TimeInterval, budget: inout Int
  ) -> CGRect? {
    guard s.bounds.origin.x.isFinite, s.bounds.origin.y.isFinite, s.bounds.width.isFinite,
      s.bounds.height.isFinite
    else { return nil }
    var e = ownExtent(of: layer, state: s, time: time)
    if s.masksToBounds { return e }
    let parentSublayer = s.sublayerTransformAboutAnchor
    for sub in layer.sublayerArray where !sub.isHidden || !sub.explicitAnimations.isEmpty {
      budget -= 1
      if budget < 0 { return nil }
      let ss = sub.presentationState(at: time)
      if ss.isHidden || ss.opacity <= 0.001 { continue }
      guard ss.position.x.isFinite, ss.position.y.isFinite,
        let inner = extent(of: sub, state: ss, time: time, budget: &budget)
      else { return nil }
      if inner.isNull || inner.isEmpty { continue }
      let h = Homography(planeOf: ss.placement(parentSublayer: parentSublayer))
      guard h.isFinite, let box = Compositor.projectedBox(of: inner, through: h) else {
        return nil
      }
      e = e.union(box)
    }
    return e
  }
}

extension CALayer {
  /// The root of the layer's tree.
  var treeTop: CALayer {
    var top: CALayer = self
    while let parent = top.superlayer { top = parent }
    return top
  }

  /// Whether `root` is this layer or one of its ancestors.
  func isInTree(of root: CALayer) -> Bool {
    var layer: CALayer? = self
    while let l = layer {
      if l === root { return true }
      layer = l.superlayer
    }
    return false
  }
}

extension Compositor {
  /// Notes whether `layer`, drawn directly with the current matrix, is drawn under a rotation
  /// or skew. Cairo's antialiased clips and resampling of such a layer round a little
  /// differently when only part of it is composited, so a damaged rectangle that meets it is
  /// widened to all of it (`DamageCollector.widenForClipSensitiveLayers`).
  func noteClipSensitivity(_ layer: CALayer) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let sensitive = m.xy != 0 || m.yx != 0
    layer.renderCache.clipSensitive = sensitive
    if sensitive { record.clipSensitiveLayers.append(layer) }
  }

  /// Remembers where `layer` (drawn with the current matrix) paints by itself.
  func recordDrawnBox(_ layer: CALayer, state s: LayerPresentationState) {
    let cache = layer.renderCache
    cache.drawnBoxCoversSubtree = s.masksToBounds
    cache.drawMode = .plain
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    layer.drawnBox = Self.deviceBox(
      DamageCollector.ownExtent(of: layer, state: s, time: time), m)
  }

  /// The box, padded for antialiasing, that `rect` covers through `m`.
  static func deviceBox(_ rect: CGRect, _ m: cairo_matrix_t) -> CGRect {
    guard !rect.isNull else { return .null }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (x, y) in corners(of: rect) {
      let dx = m.xx * x + m.xy * y + m.x0
      let dy = m.yx * x + m.yy * y + m.y0
      minX = min(minX, dx)
      minY = min(minY, dy)
      maxX = max(maxX, dx)
      maxY = max(maxY, dy)
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .null }
    let p = Double(DamageCollector.padding)
    return CGRect(x: minX - p, y: minY - p, width: maxX - minX + 2 * p, height: maxY - minY + 2 * p)
  }
}
