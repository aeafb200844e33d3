import Foundation

extension CALayer {
  /// A copy of the layer with the values currently on screen, including running animations.
  public func presentation() -> CALayer? {
    let now = AnimationClock.now
    let copy = presentationCopy(at: now)
    let state = presentationState(at: now)
    copy._bounds = state.bounds
    copy._position = state.position
    copy._transform = state.transform
    copy._opacity = Float(state.opacity)
    copy._cornerRadius = state.cornerRadius
    copy._backgroundFill = state.background.map {
      UIColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a)
    }
    copy._borderWidth = state.borderWidth
    copy._borderColor = state.border.map {
      UIColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a)
    }
    copy._shadowOpacity = Float(state.shadowOpacity)
    copy.anchorPoint = state.anchorPoint
    copy.zPosition = state.zPosition
    copy.isHidden = state.isHidden
    copy.masksToBounds = state.masksToBounds
    copy.isDoubleSided = state.isDoubleSided
    copy.shadowColor = state.shadowColor
    copy.shadowRadius = state.shadowRadius
    copy.shadowOffset = state.shadowOffset
    copy.shadowPath = state.shadowPath
    copy.sublayerTransform = state.sublayerTransform
    copy.contentsRect = state.contentsRect
    copy.mediaTiming = mediaTiming
    return copy
  }

  /// The layer itself (the model layer).
  public func model() -> Self { self }
}
