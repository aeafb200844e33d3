import Foundation

extension Compositor {
  /// Whether `layer` and everything below it lie outside `clip` (given in the superlayer's
  /// coordinates), judged from model geometry alone, without touching Cairo. It answers false
  /// when unsure (running animations, deep trees), and the layer is then drawn normally, where
  /// the exact test happens. This keeps frames cheap for containers with many off-screen
  /// children, such as a scroll view's content.
  static func isOutside(_ layer: CALayer, clipInParent clip: CGRect) -> Bool {
    if !layer.hasNoAnimations || layer.hasProjectivePlacement { return false }
    if layer.isHidden { return true }
    var extent = layer.frame
    if layer.drawsVectorContent,
      let e = layer.vectorContentExtent(
        state: layer.presentationState(at: AnimationClock.now), at: AnimationClock.now)
    {
      extent = extent.union(e.applying(layer.transformToSuperlayer))
    }
    if layer.shadowOpacity > 0 {
      let r = layer.shadowRadius * 2 + 1
      extent = extent.union(
        extent.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
          .insetBy(dx: -r, dy: -r))
    }
    guard extent.origin.x.isFinite, extent.origin.y.isFinite else { return false }
    if extent.intersects(clip) { return false }
    if layer.masksToBounds || layer.sublayerCount == 0 { return true }
    // Sublayers may reach outside a layer that does not clip: test where they are.
    guard let inner = sublayersExtent(of: layer) else { return false }
    return !inner.applying(layer.transformToSuperlayer).intersects(clip)
  }

  /// The area `layer`'s sublayers and their subtrees cover in its own coordinates (`.null`
  /// when none shows), or nil when that cannot be known from model geometry (animations,
  /// perspective, very deep trees). Kept for the layer's subtree generation, which every
  /// change below the layer advances, so a layer whose subtree did not change answers from
  /// the cache.
  /// - Complexity: O(1) when the subtree did not change, else O(subtree, six levels deep).
  static func sublayersExtent(of layer: CALayer) -> CGRect? {
    let cache = layer.renderCache
    let generation = layer.subtreeGeneration
    if cache.sublayersExtentGeneration == generation { return cache.sublayersExtent }
    var e = CGRect.null
    var known = true
    for sub in layer.sublayerArray where !sub.isHidden || !sub.hasNoAnimations {
      guard let inner = extent(of: sub, depth: 1, maxDepth: 6) else {
        known = false
        break
      }
      e = e.union(inner)
    }
    cache.sublayersExtentGeneration = generation
    cache.sublayersExtent = known ? e : nil
    return cache.sublayersExtent
  }
}

/// Sublayers of one layer sorted by their vertical extent, so a frame draws only those that
/// meet the clip: O(log n + k) instead of visiting them all (a scroll view's content with
/// thousands of children).
struct SublayerIndex {
  /// The geometry version it was built for.
  var version: UInt64
  /// Extents (in the parent's coordinates) and sublayer positions, sorted by minY.
  var minY: [CGFloat] = []
  var maxY: [CGFloat] = []
  var minX: [CGFloat] = []
  var maxX: [CGFloat] = []
  var order: [Int] = []
  /// The tallest extent, bounding how far before the clip a candidate can start.
  var maxHeight: CGFloat = 0
  /// Sublayers whose extent is unknown (animating, deep trees): always drawn.
  var always: [Int] = []
  /// Each sublayer's position in the drawing order.
  var position: [ObjectIdentifier: Int] = [:]
  /// Whether some sublayer has a z position (then the index is not used).
  var hasZPositions = false

  /// Sublayer counts from which an index pays off.
  @MainActor static var threshold = 32

  @MainActor
  init(version: UInt64, sublayers: [CALayer]) {
    self.version = version
    var entries: [(CGRect, Int)] = []
    entries.reserveCapacity(sublayers.count)
    for (i, layer) in sublayers.enumerated() {
      position[ObjectIdentifier(layer)] = i
      if layer.zPosition != 0 || layer.animatesZPosition { hasZPositions = true }
      if layer.isHidden && layer.explicitAnimations.isEmpty { continue }
      if let e = Compositor.extent(of: layer) {
        entries.append((e, i))
      } else {
        always.append(i)
      }
    }
    entries.sort { $0.0.minY < $1.0.minY }
    for (e, i) in entries {
      minY.append(e.minY)
      maxY.append(e.maxY)
      minX.append(e.minX)
      maxX.append(e.maxX)
      order.append(i)
      maxHeight = max(maxHeight, e.height)
    }
  }

  /// The positions of the sublayers meeting `clip`, plus those of `moved` (whose extents
  /// changed since the index was built), in drawing order.
  func candidates(in clip: CGRect, moved: Set<ObjectIdentifier>) -> [Int] {
    let start = clip.minY - maxHeight
    var lo = 0
    var hi = minY.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if minY[mid] < start { lo = mid + 1 } else { hi = mid }
    }
    var result = always
    for id in moved { if let p = position[id] { result.append(p) } }
    var k = lo
    while k < minY.count, minY[k] <= clip.maxY {
      if maxY[k] >= clip.minY && maxX[k] >= clip.minX && minX[k] <= clip.maxX {
        result.append(order[k])
      }
      k += 1
    }
    result.sort()
    // A moved sublayer may also be found at its old place: keep each once.
    var unique: [Int] = []
    unique.reserveCapacity(result.count)
    for p in result where unique.last != p { unique.append(p) }
    return unique
  }
}

extension Compositor {
  /// The area a layer and its subtree cover in its superlayer's coordinates, from model
  /// geometry, or nil when that cannot be known cheaply (running animations, deep trees).
  static func extent(of layer: CALayer, depth: Int = 0, maxDepth: Int = 3) -> CGRect? {
    if !layer.hasNoAnimations || depth > maxDepth || layer.hasProjectivePlacement { return nil }
    var e = layer.frame
    if layer.drawsVectorContent,
      let v = layer.vectorContentExtent(
        state: layer.presentationState(at: AnimationClock.now), at: AnimationClock.now)
    {
      e = e.union(v.applying(layer.transformToSuperlayer))
    }
    if layer.shadowOpacity > 0 {
      let r = layer.shadowRadius * 2 + 1
      e = e.union(
        e.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
          .insetBy(dx: -r, dy: -r))
    }
    guard e.origin.x.isFinite, e.origin.y.isFinite, e.width.isFinite, e.height.isFinite else {
      return nil
    }
    if layer.masksToBounds { return e }
    let subs = layer.sublayerArray
    if subs.isEmpty { return e }
    let m = layer.transformToSuperlayer
    for sub in subs where !sub.isHidden || !sub.hasNoAnimations {
      guard let inner = extent(of: sub, depth: depth + 1, maxDepth: maxDepth) else { return nil }
      e = e.union(inner.applying(m))
    }
    return e
  }

  /// The sublayers of `layer` to draw for `clip` (in the layer's coordinates): all of them
  /// for small counts, else those the spatial index finds. `sublayerTransform` is the
  /// layer's presented sublayer transform, when it has one.
  func sublayersToDraw(
    _ layer: CALayer, clip: CGRect, sublayerTransform: CATransform3D? = nil
  ) -> [CALayer] {
    let all = layer.sublayerArray
    // A sublayer transform moves sublayers away from their frames: draw them all.
    if sublayerTransform != nil || layer.hasSublayerTransform { return orderedSublayers(layer) }
    guard all.count >= SublayerIndex.threshold else {
      return inside(orderedSublayers(layer), clip: clip)
    }
    let cache = layer.renderCache
    if cache.sublayerIndex?.version != cache.sublayerGeometryVersion
      || cache.movedSublayers.count > max(32, all.count / 8)
    {
      cache.movedSublayers.removeAll()
      cache.sublayerIndex = SublayerIndex(version: cache.sublayerGeometryVersion, sublayers: all)
    }
    let index = cache.sublayerIndex!
    if index.hasZPositions { return inside(orderedSublayers(layer), clip: clip) }
    let candidates = index.candidates(in: clip, moved: cache.movedSublayers)
    var found: [CALayer] = []
    found.reserveCapacity(candidates.count)
    for i in candidates { found.append(all[i]) }
    return found
  }

  /// The layers of `sublayers` that are not outside `clip`, in order. (Plain loops: a closure
  /// on this path would check its actor isolation once a sublayer.)
  private func inside(_ sublayers: [CALayer], clip: CGRect) -> [CALayer] {
    var kept: [CALayer] = []
    kept.reserveCapacity(sublayers.count)
    for sub in sublayers where !Self.isOutside(sub, clipInParent: clip) { kept.append(sub) }
    return kept
  }
}
