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
  func setNeedsComposite(placementOnly: Bool = false, damagesSelf: Bool = true) {
    let stamp = treeTop.renderCache.frameCount
    var layer: CALayer = self
    if !placementOnly {
      layer.subtreeGeneration &+= 1
      layer.renderCache.changeStamp = stamp
    }
    if damagesSelf { renderCache.damagesSelf = true }
    while let parent = layer.superlayer {
      let cache = layer.renderCache
      if !cache.queuedInParent {
        cache.queuedInParent = true
        parent.renderCache.changedSublayers.append(layer)
      }
      layer = parent
      layer.subtreeGeneration &+= 1
      layer.renderCache.changeStamp = stamp
    }
    layer.needsComposite = true
    // A mask's change redraws the layer it masks.
    if let masked = layer.maskedLayer, masked.mask === layer { masked.setNeedsComposite() }
  }

  /// Counts changes to this layer or any layer below it; cached renderings of the subtree
  /// are valid while it stays the same.
  var subtreeGeneration: UInt64 {
    get { renderCache.subtreeGeneration }
    set { renderCache.subtreeGeneration = newValue }
  }

  func propertyChanged(
    _ property: AnimatableProperty, from old: AnimationValue, to new: AnimationValue,
    damagesSelf: Bool = true
  ) {
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
    if let context = owner?.animationContextForOwnedLayer {
      addAnimation(property, to: new, modelFrom: old, context: context)
    } else if animations[property] != nil {
      // A direct change outside an animation block ends the running animation.
      removeAnimation(property, finished: false)
    }
  }
}
