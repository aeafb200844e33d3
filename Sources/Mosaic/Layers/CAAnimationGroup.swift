import Foundation

/// Runs several animations together on one layer. Each animation's times are relative to the
/// group's, and the group's duration cuts them off; the animations' delegates are not told.
@MainActor @preconcurrency
open class CAAnimationGroup: CAAnimation {
  /// The animations the group runs.
  open var animations: [CAAnimation]?

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.map { $0.copy() as! CAAnimation }
  }

  override func resolveDurations(fallback: CFTimeInterval) {
    super.resolveDurations(fallback: fallback)
    for animation in animations ?? [] { animation.resolveDurations(fallback: fallback) }
  }

  override var redrawsContent: Bool { animations?.contains { $0.redrawsContent } ?? false }

  override func animates(_ keyPath: String) -> Bool {
    animations?.contains { $0.animates(keyPath) } ?? false
  }

  override func apply(
    _ sample: AnimationSample, to state: inout LayerPresentationState, layer: CALayer
  ) {
    for animation in animations ?? [] {
      animation.apply(to: &state, layer: layer, at: sample.cycleTime)
    }
  }
}
