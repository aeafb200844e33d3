import Foundation

extension CALayer {
  /// Marks the tree this layer belongs to as needing a new frame.
  ///
  /// `placementOnly` changes (position, transform, anchor point, opacity, visibility, z order)
  /// move or fade the layer as a whole without changing how its subtree looks in its own
  /// coordinates, so they leave its own generation alone.
  ///
  /// The layer is damaged (where it was and where it is now are drawn again) unless
  /// `damagesSelf` is false, for changes that only concern what lies below it (its sublayer
  /// list, its layout).
  ///
  /// The path to the root is walked once per invalidation epoch: a layer already advanced in
  /// the current epoch has an advanced, queued path above it (see `InvalidationEpoch`), so the
  /// walk stops there.
  /// - Complexity: O(1) amortized over the changes of one epoch; O(depth) for the first
  ///   change below an ancestor in an epoch.
  func setNeedsComposite(placementOnly: Bool = false, damagesSelf: Bool = true) {
    let epoch = InvalidationEpoch.current
    let ownCache = renderCache
    if damagesSelf { ownCache.damagesSelf = true }
    // Advanced in this epoch: its generation is newer than any cache has seen, it is queued,
    // and so is everything above it.
    if ownCache.invalidatedEpoch == epoch { return }
    // The change stamp: the one the nearest ancestor advanced in this epoch holds, else the
    // frame count of the tree's root.
    var stamp: UInt64
    var probe: CALayer = self
    while true {
      guard let parent = probe.superlayer else {
        stamp = probe.renderCache.frameCount
        break
      }
      let cache = parent.renderCache
      if cache.invalidatedEpoch == epoch {
        stamp = cache.changeStamp
        break
      }
      probe = parent
    }
    if !placementOnly {
      ownCache.subtreeGeneration &+= 1
      ownCache.changeStamp = stamp
      ownCache.invalidatedEpoch = epoch
    }
    var layer: CALayer = self
    while let parent = layer.superlayer {
      let cache = layer.renderCache
      if !cache.queuedInParent {
        cache.queuedInParent = true
        parent.renderCache.changedSublayers.append(layer)
      }
      let parentCache = parent.renderCache
      if parentCache.invalidatedEpoch == epoch { return }
      parentCache.subtreeGeneration &+= 1
      parentCache.changeStamp = stamp
      parentCache.invalidatedEpoch = epoch
      layer = parent
    }
    layer.needsComposite = true
    // A mask's change redraws the layer it masks.
    if let masked = layer.maskedLayer, masked.mask === layer { masked.setNeedsComposite() }
  }

  /// Counts changes to this layer or any layer below it; cached renderings of the subtree
  /// are valid while it stays the same.
  ///
  /// Reading it is how a cache learns which generation it holds, so it ends the invalidation
  /// epoch: the next change advances the generations above it again.
  var subtreeGeneration: UInt64 {
    get {
      InvalidationEpoch.advance()
      return renderCache.subtreeGeneration
    }
    set { renderCache.subtreeGeneration = newValue }
  }

  func propertyChanged(
    _ property: AnimatableProperty, from old: AnimationValue, to new: AnimationValue,
    damagesSelf: Bool = true
  ) {
    invalidate(for: property, damagesSelf: damagesSelf)
    animateChange(of: property, from: old, to: new)
  }

  /// What a change of `property` invalidates: the near ancestors' spatial indexes for geometry,
  /// and the tree's next frame.
  func invalidate(for property: AnimatableProperty, damagesSelf: Bool = true) {
    switch property {
    case .position, .transform: geometryChanged()
    case .bounds: geometryChanged()
    default: break
    }
    switch property {
    case .position: setNeedsComposite(placementOnly: true, damagesSelf: damagesSelf)
    case .transform, .opacity: setNeedsComposite(placementOnly: true)
    default: setNeedsComposite(damagesSelf: damagesSelf)
    }
  }

  /// Whether a change may start an animation (inside an animation block, for a view's layer)
  /// or end a running one; when false, `animateChange(of:from:to:)` does nothing, and callers
  /// need not make its values.
  var changesMayAnimate: Bool {
    !animations.isEmpty
      || (AnimationContext.isAnyBlockOpen && owner?.animationContextForOwnedLayer != nil)
  }

  /// Animates a change of `property` inside an animation block; outside one, a direct change
  /// ends the property's running animation.
  func animateChange(
    of property: AnimatableProperty, from old: AnimationValue, to new: AnimationValue
  ) {
    if AnimationContext.isAnyBlockOpen, let context = owner?.animationContextForOwnedLayer {
      addAnimation(property, to: new, modelFrom: old, context: context)
    } else if !animations.isEmpty, animations[property] != nil {
      removeAnimation(property, finished: false)
    }
  }
}

/// Invalidation epochs let `setNeedsComposite` walk the path from a changed layer to its root
/// once, not once per change, while nothing can have seen the changes.
///
/// The first change below a layer in an epoch advances the layer's subtree generation and
/// change stamp, queues it in its superlayer's `changedSublayers` and records the epoch on it
/// (`LayerRenderCache.invalidatedEpoch`); it does so for every layer up to the root, or up to
/// a layer already recorded in the epoch, whose path is done. Whatever could make such a path
/// stale ends the epoch:
/// - reading a layer's `subtreeGeneration`, which is how every cache keyed on it (rasters, the
///   sublayers' extent, the generation last drawn) records what it holds, in frame buffers and
///   in offscreen drawing (`render(in:)`, `drawHierarchy`) alike;
/// - a frame buffer's new frame (`frameCount`), which moves the change stamps on, and clearing
///   a root's `needsComposite`;
/// - the damage collector (or a removal) taking a layer off its superlayer's
///   `changedSublayers` (`queuedInParent`);
/// - changes to the tree's shape: sublayers inserted, removed or reordered, a mask set, a
///   layer with sublayers freed;
/// - a spatial index of sublayers being built (so `geometryChanged`, which notes a layer's
///   move in its near ancestors' indexes once per epoch, notes it in the new index).
enum InvalidationEpoch {
  /// The current epoch; starts above the zero every layer is created with.
  nonisolated(unsafe) static var current: UInt64 = 1

  /// Ends the current epoch.
  @inline(__always)
  static func advance() { current &+= 1 }
}
