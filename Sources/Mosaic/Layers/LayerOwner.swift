import Foundation

/// The object a layer belongs to (a view backs itself with one): the layer asks it whether a
/// change of its properties happens inside an animation block, and with which animation, as
/// Core Animation asks a layer's delegate for the action of a change.
@MainActor
protocol LayerOwner: CALayerDelegate {
  /// The animation the owner's property changes join now, or nil when they take effect at
  /// once.
  var animationContextForOwnedLayer: AnimationContext? { get }
}
