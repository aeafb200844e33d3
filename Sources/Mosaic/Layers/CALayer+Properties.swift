import Foundation

/// The corners of a layer, for `CALayer.maskedCorners`, with Core Animation's raw values.
///
/// The names use Core Animation's coordinates; in a view's layer (y pointing down) the
/// min-Y corners are the top ones.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt
  /// Creates a mask from its raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at the minimum x and minimum y (top left in a view).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The corner at the maximum x and minimum y (top right in a view).
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The corner at the minimum x and maximum y (bottom left in a view).
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The corner at the maximum x and maximum y (bottom right in a view).
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

  /// All four corners.
  static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// The shape of a layer's rounded corners, for `CALayer.cornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public let rawValue: String
  /// Creates a corner curve from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Corners that are quarter circles.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Corners whose curvature grows smoothly from the straight edges (the "squircle" of
  /// Apple's interfaces).
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
  /// Which corners `cornerRadius` rounds; all four by default. The others stay square, for
  /// the background, the border, the shadow and the clip of `masksToBounds`.
  public var maskedCorners: CACornerMask {
    get { _maskedCorners }
    set {
      guard newValue != _maskedCorners else { return }
      _maskedCorners = newValue
      setNeedsComposite()
    }
  }

  /// The curve of the rounded corners; `.circular` by default. Mosaic keeps the value and
  /// draws every rounded corner as a circular arc, also for `.continuous`.
  public var cornerCurve: CALayerCornerCurve {
    get { _cornerCurve }
    set { _cornerCurve = newValue }
  }

  /// Whether the layer and its sublayers are drawn once into a bitmap that is reused while
  /// nothing in the subtree changes; false by default. In Mosaic a rasterized layer's
  /// subtree is cached once it stays unchanged for one frame (moving or fading the layer
  /// keeps the cache), as the compositor already does for transformed and rounded layers;
  /// a subtree that changes every frame, or one too large for the cache, is drawn directly.
  public var shouldRasterize: Bool {
    get { _shouldRasterize }
    set {
      guard newValue != _shouldRasterize else { return }
      _shouldRasterize = newValue
      setNeedsComposite()
    }
  }

  /// The scale at which a rasterized layer is drawn into its bitmap, relative to the layer's
  /// coordinates; 1 by default (apps usually set the screen's scale). Mosaic keeps the value
  /// and always rasterizes at the scale of the display the layer is drawn on, so text and
  /// edges stay sharp.
  public var rasterizationScale: CGFloat {
    get { _rasterizationScale }
    set { _rasterizationScale = newValue }
  }
}
