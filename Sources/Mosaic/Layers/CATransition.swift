import Foundation

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// Creates a type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The layer's new content fades in (the default).
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in from the `subtype` side, pushing the old one out.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content slides in over the old one.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away, revealing the new one.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a directional transition starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// Creates a subtype from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right edge.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left edge.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top edge.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom edge.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Animates a layer's change of content as a whole: a fade, or a slide from one side.
///
/// Mosaic does not keep a picture of the old content: a fade fades the new content in, and
/// `.push`, `.moveIn` and `.reveal` slide the new content in from the `subtype` side while
/// fading it in.
@MainActor @preconcurrency
open class CATransition: CAAnimation {
  /// The kind of transition; `.fade` by default.
  open var type: CATransitionType = .fade
  /// The side a directional transition starts from; nil means from the left for slides.
  open var subtype: CATransitionSubtype?
  /// Where the transition starts, 0…1 of its progress.
  open var startProgress: Float = 0
  /// Where the transition ends, 0…1 of its progress.
  open var endProgress: Float = 1

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
  }

  override func apply(
    _ sample: AnimationSample, to state: inout LayerPresentationState, layer: CALayer
  ) {
    let s = Double(startProgress.isFinite ? startProgress : 0)
    let e = Double(endProgress.isFinite ? endProgress : 1)
    let p = CGFloat(s + (e - s) * progress(sample))
    state.opacity *= p
    guard type != .fade else { return }
    let w = state.bounds.width
    let h = state.bounds.height
    let left = 1 - p
    switch subtype ?? .fromLeft {
    case .fromRight: state.position.x += w * left
    case .fromTop: state.position.y -= h * left
    case .fromBottom: state.position.y += h * left
    default: state.position.x -= w * left
    }
  }
}

/// The key Core Animation uses for a layer's transition animation.
public let kCATransition = "transition"
