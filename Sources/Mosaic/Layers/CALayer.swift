import Foundation

/// How a layer's contents are positioned within its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// Creates a gravity from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Centered, not scaled.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// At the top edge, centered horizontally, not scaled.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// At the bottom edge, centered horizontally, not scaled.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// At the left edge, centered vertically, not scaled.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// At the right edge, centered vertically, not scaled.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// In the top-left corner, not scaled.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// In the top-right corner, not scaled.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// In the bottom-left corner, not scaled.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// In the bottom-right corner, not scaled.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to fill the bounds.
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit inside the bounds, keeping the aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, keeping the aspect ratio; may extend past the bounds.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// An object that draws a layer's content, such as the view that owns it.
@MainActor @preconcurrency
public protocol CALayerDelegate: AnyObject {
  /// Draws the layer's content into `ctx`.
  func draw(_ layer: CALayer, in ctx: CGContext)
}

/// A rectangular visual element: the unit the compositor draws. Every `UIView` is backed by
/// one; layers can also be used on their own.
///
/// Geometry follows Core Animation: `position` is where the `anchorPoint` of `bounds` lies in
/// the superlayer, `transform` applies about the anchor point, and `frame` is derived.
///
/// Explicit animations (`add(_:forKey:)`) animate every property Core Animation's
/// documentation calls animatable: geometry (with the `.x`/`.y`, `.size`, `.origin` and
/// transform-field key paths such as `transform.rotation.z` and `sublayerTransform.scale`),
/// `anchorPoint`, `zPosition`, opacity, colors, corner radius, border, the shadow (opacity,
/// radius, offset, color, path), `contentsRect`, and `hidden`, `masksToBounds` and
/// `doubleSided`, which change at the end of their animation.
@MainActor @preconcurrency
open class CALayer: NSObject, ChildListElement {
  // MARK: Stored model values
  // Read for every layer of every frame, so not checked for exclusive access at run time
  // (`@exclusivity(unchecked)`): each is read or assigned whole, never held across a call.

  @exclusivity(unchecked) var _bounds = CGRect.zero
  @exclusivity(unchecked) var _position = CGPoint.zero
  @exclusivity(unchecked) var _transform = CATransform3DIdentity
  @exclusivity(unchecked) var _opacity: Float = 1
  @exclusivity(unchecked) var _backgroundFill: UIColor?
  @exclusivity(unchecked) var _cornerRadius: CGFloat = 0
  @exclusivity(unchecked) var _borderWidth: CGFloat = 0
  @exclusivity(unchecked) var _borderColor: UIColor? = .black
  @exclusivity(unchecked) var _shadowOpacity: Float = 0
  // Storage of the properties in CALayer+Properties.swift.
  @exclusivity(unchecked) var _maskedCorners: CACornerMask = .allCorners
  @exclusivity(unchecked) var _cornerCurve: CALayerCornerCurve = .circular
  @exclusivity(unchecked) var _shouldRasterize = false
  @exclusivity(unchecked) var _rasterizationScale: CGFloat = 1

  /// Running animations, by property.
  @exclusivity(unchecked) var animations: [AnimatableProperty: PropertyAnimation] = [:]
  /// Explicit animations (`add(_:forKey:)`), in the order they were added.
  @exclusivity(unchecked) var explicitAnimations: [ExplicitAnimationEntry] = []
  /// The layer's own timing (`speed`, `timeOffset`, `beginTime`…).
  @exclusivity(unchecked) var mediaTiming = LayerMediaTiming()

  /// Compositor caches (backing store, scaled contents, shadow mask).
  let renderCache = LayerRenderCache()

  /// Set when some layer in this layer's tree changed and the tree must be drawn again
  /// (only meaningful on a root layer). Clearing it ends the invalidation epoch.
  @exclusivity(unchecked) var needsComposite = true {
    didSet { if !needsComposite { InvalidationEpoch.advance() } }
  }

  /// The object that owns this layer (its view), if any; only such layers animate inside
  /// `UIView.animate`. Held without a reference count (see `parentStorage`): the owner holds
  /// the layer and clears this when it goes.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var owner: LayerOwner?

  deinit {
    // Sublayers that outlive their parent must not point at it; they are roots now, whose
    // paths were never marked as such.
    _sublayers.forEachChildLeaving {
      InvalidationEpoch.advance()
      $0.parentStorage = nil
    }
    objectHandleStorage?.owner = nil
  }

  /// What holds the layer without keeping it alive (see `ObjectHandle`); made on first use.
  @exclusivity(unchecked) var objectHandleStorage: ObjectHandle?

  // MARK: Initializers

  /// Creates a layer with zero bounds.
  public required override init() { super.init() }

  /// Creates a layer with the model values of `layer`, without its sublayers.
  public init(layer: Any) {
    if let other = layer as? CALayer {
      _bounds = other._bounds
      _position = other._position
      _transform = other._transform
      _opacity = other._opacity
      _backgroundFill = other._backgroundFill
      _cornerRadius = other._cornerRadius
      _borderWidth = other._borderWidth
      _borderColor = other._borderColor
      _shadowOpacity = other._shadowOpacity
      _maskedCorners = other._maskedCorners
      _cornerCurve = other._cornerCurve
      _shouldRasterize = other._shouldRasterize
      _rasterizationScale = other._rasterizationScale
      anchorPoint = other.anchorPoint
      zPosition = other.zPosition
      isHidden = other.isHidden
      masksToBounds = other.masksToBounds
      contents = other.contents
      contentsGravity = other.contentsGravity
      contentsScale = other.contentsScale
      contentsRect = other.contentsRect
      shadowColor = other.shadowColor
      shadowOffset = other.shadowOffset
      shadowRadius = other.shadowRadius
      shadowPath = other.shadowPath
      name = other.name
      _sublayerTransform = other._sublayerTransform
      isDoubleSided = other.isDoubleSided
    }
  }

  // MARK: Tree

  /// The layer's parent.
  public var superlayer: CALayer? { parentStorage }

  /// The parent, held without a reference count: a weak reference would move every layer
  /// with sublayers to out-of-line reference counting, which makes each retain and release in
  /// the frame pipeline several times dearer. A parent clears its children's pointer when it
  /// goes (`deinit`), and removal clears it, so it never dangles.
  @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var parentStorage: CALayer?

  @exclusivity(unchecked) private var _sublayers = ChildList<CALayer>()
  /// The layer's slot in its superlayer's sublayer list.
  @exclusivity(unchecked) var childListSlot = 0

  /// The layer's children, back to front. Setting replaces them all.
  public var sublayers: [CALayer]? {
    get { _sublayers.isEmpty ? nil : _sublayers.array }
    set {
      for layer in _sublayers.array {
        noteRemoval(of: layer)
        layer.parentStorage = nil
      }
      _sublayers.removeAll()
      sublayersChanged()
      for layer in newValue ?? [] { addSublayer(layer) }
      setNeedsComposite(damagesSelf: false)
    }
  }

  var sublayerArray: [CALayer] { _sublayers.array }

  /// How many sublayers the layer has.
  var sublayerCount: Int { _sublayers.count }

  /// The index of `layer` among the sublayers, or nil when it is not one.
  /// - Complexity: O(1).
  func indexOfSublayer(_ layer: CALayer) -> Int? { _sublayers.index(of: layer) }

  /// A name for the layer, for debugging.
  public var name: String?

  /// Appends `layer` to the sublayers, removing it from any previous parent first.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(_sublayers.count - (layer.superlayer === self ? 1 : 0)))
  }

  /// Inserts `layer` at `idx` among the sublayers (clamped to the valid range).
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    precondition(layer !== self, "CALayer: cannot add a layer as its own sublayer")
    var ancestor: CALayer? = self
    while let a = ancestor {
      precondition(a !== layer, "CALayer: cannot add a layer to one of its own sublayers")
      ancestor = a.superlayer
    }
    layer.removeFromSuperlayer()
    let index = min(Int(idx), _sublayers.count)
    _sublayers.insert(layer, at: index)
    layer.parentStorage = self
    sublayersChanged()
    // The inserted subtree is damaged where it lands; it counts as new to the raster cache.
    layer.renderCache.changeStamp = treeTop.renderCache.frameCount
    layer.setNeedsComposite(placementOnly: true)
  }

  /// Inserts `layer` just below `sibling` (or at the bottom when `sibling` is not a child).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { _sublayers.index(of: $0) } ?? 0
    insertSublayer(layer, at: UInt32(index))
    if let s = sibling, let i = _sublayers.index(of: s), let j = _sublayers.index(of: layer), j > i
    {
      _sublayers.remove(layer)
      _sublayers.insert(layer, at: i)
    }
  }

  /// Inserts `layer` just above `sibling` (or at the top when `sibling` is not a child).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    insertSublayer(layer, at: UInt32(_sublayers.count))
    if let s = sibling, let i = _sublayers.index(of: s) {
      _sublayers.remove(layer)
      let target = _sublayers.index(of: s).map { $0 + 1 } ?? i
      _sublayers.insert(layer, at: target)
    }
  }

  /// Replaces the sublayer `old` with `new`.
  public func replaceSublayer(_ old: CALayer, with new: CALayer) {
    guard let i = _sublayers.index(of: old) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(i))
  }

  /// Detaches the layer from its parent.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.noteRemoval(of: self)
    parent._sublayers.remove(self)
    parentStorage = nil
    parent.sublayersChanged()
    parent.setNeedsComposite(damagesSelf: false)
  }

  /// Moves a sublayer to a new index without detaching it (used to mirror subview order).
  func moveSublayer(_ layer: CALayer, to index: Int) {
    guard _sublayers.remove(layer) != nil else { return }
    _sublayers.insert(layer, at: min(index, _sublayers.count))
    sublayersChanged()
    // Its stacking among its siblings changed: redraw where it is.
    layer.setNeedsComposite(placementOnly: true)
  }

  /// Counts changes to where this layer's sublayers (and theirs, a few levels down) are;
  /// the compositor's spatial index of the sublayers is valid while it stays the same.
  var sublayerGeometryVersion: UInt64 {
    get { renderCache.sublayerGeometryVersion }
    set { renderCache.sublayerGeometryVersion = newValue }
  }

  /// The sublayer list changed: the spatial index of this layer and of its near ancestors
  /// (whose indexes include this subtree's extent) is stale, and the tree's shape changed,
  /// which ends the invalidation epoch.
  func sublayersChanged() {
    InvalidationEpoch.advance()
    var layer: CALayer? = self
    var depth = 0
    while let l = layer, depth < 4 {
      l.sublayerGeometryVersion &+= 1
      layer = l.superlayer
      depth += 1
    }
  }

  /// This layer's place or extent changed: its parent's spatial index (and its near
  /// ancestors', whose child's extent may grow) must draw it whatever the index says, until
  /// the index is rebuilt.
  /// - Complexity: O(1): four ancestors at most, once per invalidation epoch.
  func geometryChanged() {
    let epoch = InvalidationEpoch.current
    let ownCache = renderCache
    if ownCache.geometryNotedEpoch == epoch { return }
    ownCache.geometryNotedEpoch = epoch
    var child: CALayer = self
    var depth = 0
    while let parent = child.parentStorage, depth < 4 {
      // Only an index already built needs telling: one built later sees where things are.
      let cache = parent.renderCache
      if cache.sublayerIndex != nil { cache.movedSublayers.insert(ObjectIdentifier(child)) }
      child = parent
      depth += 1
    }
  }

  // MARK: Geometry

  /// The layer's own coordinate space: origin and size.
  public var bounds: CGRect {
    get { _bounds }
    set {
      let old = _bounds
      guard !old.isSame(as: newValue) else { return }
      _bounds = newValue
      // A clipping layer whose origin alone changes scrolls its sublayers: a frame buffer
      // may move the pixels already drawn instead of drawing them again.
      let scrolls = old.size == newValue.size && masksToBounds
      if scrolls {
        renderCache.scrolled = true
        renderCache.scrollShift.x += old.minX - newValue.minX
        renderCache.scrollShift.y += old.minY - newValue.minY
      }
      // The values an animation needs are made only when one may start or end.
      invalidate(for: .bounds, damagesSelf: !scrolls)
      if changesMayAnimate { animateChange(of: .bounds, from: .rect(old), to: .rect(newValue)) }
      if old.size != newValue.size && needsDisplayOnBoundsChange { setNeedsDisplay() }
    }
  }

  /// Where the anchor point lies in the superlayer's coordinates.
  public var position: CGPoint {
    get { _position }
    set {
      let old = _position
      guard old != newValue else { return }
      _position = newValue
      // A layer kept over its superlayer's visible area moves without damage of its own when
      // the frame buffer moves the scrolled pixels with it (else it is drawn again whole).
      if followsSuperlayerScroll {
        renderCache.followShift.x += newValue.x - old.x
        renderCache.followShift.y += newValue.y - old.y
      }
      invalidate(for: .position, damagesSelf: !followsSuperlayerScroll)
      if changesMayAnimate {
        animateChange(of: .position, from: .point(old), to: .point(newValue))
      }
    }
  }

  /// Whether the layer is kept over its superlayer's visible area with its bounds origin
  /// following the superlayer's (a view that shows part of a scrolling view's content in the
  /// same coordinates): when both scroll together, on screen only the content moves, so the
  /// frame buffer moves the pixels of the pair as one scroll.
  @exclusivity(unchecked) var followsSuperlayerScroll = false

  /// The point of the bounds, in unit coordinates, that `position` and `transform` refer to.
  /// Defaults to the centre (0.5, 0.5).
  @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet {
      geometryChanged()
      setNeedsComposite(placementOnly: true)
    }
  }

  /// The layer's position on the z axis; sublayers draw in increasing zPosition order.
  @exclusivity(unchecked) public var zPosition: CGFloat = 0 {
    didSet {
      superlayer?.sublayersChanged()
      setNeedsComposite(placementOnly: true)
    }
  }

  /// The transform applied about the anchor point.
  public var transform: CATransform3D {
    get { _transform }
    set {
      let old = _transform
      guard old != newValue else { return }
      _transform = newValue
      propertyChanged(.transform, from: .transform(old), to: .transform(newValue))
    }
  }

  @exclusivity(unchecked) var _sublayerTransform = CATransform3DIdentity

  /// A transform applied to the sublayers, about the layer's anchor point, on top of their
  /// own: typically a perspective (`m34 = -1 / eyeDistance`) shared by all of them, so
  /// sublayers rotated in 3D or placed at different `zPosition`s are seen through one eye.
  /// Identity by default. Each sublayer is still flattened into this layer's plane.
  public var sublayerTransform: CATransform3D {
    get { _sublayerTransform }
    set {
      guard _sublayerTransform != newValue else { return }
      _sublayerTransform = newValue
      hasSublayerTransform = !CATransform3DIsIdentity(newValue)
      for sub in _sublayers.array { sub.geometryChanged() }
      setNeedsComposite()
    }
  }

  /// Whether `sublayerTransform` is not the identity (checked on every frame).
  @exclusivity(unchecked) private(set) var hasSublayerTransform = false

  /// Whether the layer is drawn when it faces away from the viewer (its projected bounds are
  /// mirrored, as after a rotation of more than 90° about the x or y axis). True by default;
  /// false hides the back of a card that flips over.
  @exclusivity(unchecked) public var isDoubleSided = true {
    didSet { if oldValue != isDoubleSided { setNeedsComposite(placementOnly: true) } }
  }

  /// The transform as an affine transform (its 2D part).
  public func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  /// Sets the transform from an affine transform.
  public func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position,
  /// anchor point and transform. Setting it changes position and bounds size.
  public var frame: CGRect {
    get { frameOf(bounds: _bounds, position: _position, transform: _transform) }
    set {
      guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
        newValue.size.width.isFinite, newValue.size.height.isFinite
      else { return }
      let rect = newValue.standardized
      if CATransform3DIsIdentity(_transform) {
        bounds.size = rect.size
        position = CGPoint(
          x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
      } else {
        // The frame is the bounding box of the transformed bounds; keep the transform and
        // place the layer so its transformed box matches.
        let m = affineTransform()
        let unscaled = CGSize(width: rect.width, height: rect.height)
        let inverse = m.inverted()
        let size = CGRect(origin: .zero, size: unscaled).applying(inverse).size
        bounds.size = CGSize(width: abs(size.width), height: abs(size.height))
        position = CGPoint(x: rect.midX, y: rect.midY)
      }
    }
  }

  func frameOf(bounds: CGRect, position: CGPoint, transform: CATransform3D) -> CGRect {
    let anchorOffset = CGPoint(
      x: anchorPoint.x * bounds.width, y: anchorPoint.y * bounds.height)
    if CATransform3DIsIdentity(transform) {
      return CGRect(
        x: position.x - anchorOffset.x, y: position.y - anchorOffset.y,
        width: bounds.width, height: bounds.height)
    }
    let m = CATransform3DGetAffineTransform(transform)
    let local = CGRect(
      x: -anchorOffset.x, y: -anchorOffset.y, width: bounds.width, height: bounds.height)
    return local.applying(m).offsetBy(dx: position.x, dy: position.y)
  }

  /// The affine transform that maps this layer's coordinates to its superlayer's (with the
  /// affine part of the superlayer's `sublayerTransform`). Perspective is left out: see
  /// `homographyToSuperlayer`.
  var transformToSuperlayer: CGAffineTransform {
    let ax = _bounds.minX + anchorPoint.x * _bounds.width
    let ay = _bounds.minY + anchorPoint.y * _bounds.height
    let m = CATransform3DGetAffineTransform(_transform)
    let placed = CGAffineTransform(translationX: -ax, y: -ay)
      .concatenating(m)
      .concatenating(CGAffineTransform(translationX: _position.x, y: _position.y))
    guard let parent = superlayer, parent.hasSublayerTransform else { return placed }
    return placed.concatenating(
      CATransform3DGetAffineTransform(parent.sublayerTransformAboutAnchor))
  }

  /// The affine transform from this layer's coordinates to the root of its tree.
  var transformToRoot: CGAffineTransform {
    var m = CGAffineTransform.identity
    var layer: CALayer? = self
    while let l = layer, l.superlayer != nil {
      m = m.concatenating(l.transformToSuperlayer)
      layer = l.superlayer
    }
    return m
  }

  /// Converts a point from this layer's coordinates to `layer`'s (or the root's when nil).
  ///
  /// Through perspective transforms the point is projected (and, going down, unprojected by
  /// the inverse homography); a point that lands behind the eye converts to NaN.
  public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
    if hasProjectiveChain || layer?.hasProjectiveChain == true {
      return Self.projectiveConvert(p, from: self, to: layer)
    }
    let up = p.applying(transformToRoot)
    guard let layer else { return up }
    return up.applying(layer.transformToRoot.inverted())
  }

  /// Converts a point from `layer`'s coordinates (or the root's when nil) to this layer's.
  ///
  /// Perspective is handled as in `convert(_:to:)`.
  public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
    if hasProjectiveChain || layer?.hasProjectiveChain == true {
      return Self.projectiveConvert(p, from: layer, to: self)
    }
    let up = layer.map { p.applying($0.transformToRoot) } ?? p
    return up.applying(transformToRoot.inverted())
  }

  /// Converts a rectangle from this layer's coordinates to `layer`'s (bounding box; through
  /// perspective, of the projected corners, or `.null` when one lies behind the eye).
  public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
    if hasProjectiveChain || layer?.hasProjectiveChain == true {
      return Self.projectiveConvert(r, from: self, to: layer)
    }
    var m = transformToRoot
    if let layer { m = m.concatenating(layer.transformToRoot.inverted()) }
    return r.applying(m)
  }

  /// Converts a rectangle from `layer`'s coordinates to this layer's (bounding box, as in
  /// `convert(_:to:)`).
  public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
    if hasProjectiveChain || layer?.hasProjectiveChain == true {
      return Self.projectiveConvert(r, from: layer, to: self)
    }
    var m = layer?.transformToRoot ?? .identity
    m = m.concatenating(transformToRoot.inverted())
    return r.applying(m)
  }

  /// Whether `p`, in the superlayer's coordinates, lies inside the layer.
  public func contains(_ p: CGPoint) -> Bool { _bounds.contains(p) }

  // MARK: Appearance

  /// The layer's opacity, 0…1, applied to the layer and its sublayers as a group.
  public var opacity: Float {
    get { _opacity }
    set {
      let old = _opacity
      guard old != newValue else { return }
      _opacity = newValue
      propertyChanged(.opacity, from: .scalar(CGFloat(old)), to: .scalar(CGFloat(newValue)))
    }
  }

  /// Whether the layer (and its sublayers) is hidden.
  @exclusivity(unchecked) public var isHidden = false {
    didSet {
      if oldValue != isHidden {
        geometryChanged()
        setNeedsComposite(placementOnly: true)
      }
    }
  }

  /// Whether sublayers and contents are clipped to the bounds (with the corner radius).
  @exclusivity(unchecked) public var masksToBounds = false {
    didSet {
      if oldValue != masksToBounds {
        geometryChanged()
        setNeedsComposite()
      }
    }
  }

  /// The background color, drawn inside the rounded bounds.
  public var backgroundColor: CGColor? {
    get { _backgroundFill?.cgColor }
    set { backgroundFill = newValue.map { UIColor(cgColor: $0) } }
  }

  /// The background as a UIColor, which may be a pattern.
  var backgroundFill: UIColor? {
    get { _backgroundFill }
    set {
      let old = _backgroundFill
      guard old != newValue else { return }
      _backgroundFill = newValue
      if old?.isPattern == true || newValue?.isPattern == true {
        setNeedsComposite()
      } else {
        propertyChanged(
          .backgroundColor, from: .color(old?.rgbaValue), to: .color(newValue?.rgbaValue))
      }
    }
  }

  /// The radius of the rounded corners of the background, border and (with masksToBounds) the
  /// clip.
  public var cornerRadius: CGFloat {
    get { _cornerRadius }
    set {
      let old = _cornerRadius
      guard old != newValue else { return }
      _cornerRadius = newValue
      propertyChanged(.cornerRadius, from: .scalar(old), to: .scalar(newValue))
    }
  }

  /// The width of the border drawn inside the bounds, above the contents and sublayers.
  public var borderWidth: CGFloat {
    get { _borderWidth }
    set {
      let old = _borderWidth
      guard old != newValue else { return }
      _borderWidth = newValue
      propertyChanged(.borderWidth, from: .scalar(old), to: .scalar(newValue))
    }
  }

  /// The border's color; opaque black by default.
  public var borderColor: CGColor? {
    get { _borderColor?.cgColor }
    set {
      let old = _borderColor
      let new = newValue.map { UIColor(cgColor: $0) }
      guard old != new else { return }
      _borderColor = new
      propertyChanged(.borderColor, from: .color(old?.rgbaValue), to: .color(new?.rgbaValue))
    }
  }

  /// The shadow's color; opaque black by default.
  @exclusivity(unchecked) public var shadowColor: CGColor? = UIColor.black.cgColor {
    didSet { setNeedsComposite() }
  }

  /// The shadow's opacity, 0 (no shadow, the default) to 1.
  public var shadowOpacity: Float {
    get { _shadowOpacity }
    set {
      let old = _shadowOpacity
      guard old != newValue else { return }
      _shadowOpacity = newValue
      geometryChanged()
      propertyChanged(.shadowOpacity, from: .scalar(CGFloat(old)), to: .scalar(CGFloat(newValue)))
    }
  }

  /// The shadow's offset; (0, −3) by default, as in Core Animation.
  @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet {
      geometryChanged()
      setNeedsComposite()
    }
  }

  /// The blur radius of the shadow; 3 by default.
  @exclusivity(unchecked) public var shadowRadius: CGFloat = 3 {
    didSet {
      geometryChanged()
      setNeedsComposite()
    }
  }

  /// The shape of the shadow; when nil the rounded bounds are used.
  public var shadowPath: CGPath? {
    didSet {
      geometryChanged()
      setNeedsComposite()
    }
  }

  /// A layer whose alpha masks this layer: where the mask is opaque this layer's content,
  /// sublayers, border and shadow show, where it is transparent they do not. The mask is
  /// placed in this layer's coordinates like a sublayer, and must have no superlayer.
  public var mask: CALayer? {
    didSet {
      if oldValue === mask { return }
      if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
      mask?.maskedLayer = self
      InvalidationEpoch.advance()
      geometryChanged()
      setNeedsComposite()
    }
  }

  /// The layer this layer masks, when it is one's `mask`.
  @Unretained var maskedLayer: CALayer?

  // MARK: Contents

  /// An image (`CGImage` or `UIImage`) to show as the layer's content.
  public var contents: Any? {
    didSet {
      let image: CGImage?
      let scale: CGFloat?
      switch contents {
      case let cgImage as CGImage: (image, scale) = (cgImage, nil)
      case let uiImage as UIImage: (image, scale) = (uiImage.cgImage, uiImage.scale)
      default: (image, scale) = (nil, nil)
      }
      // Setting the same image again changes nothing.
      let same =
        image === contentsImage && scale == contentsImageScale
        && (image != nil || (oldValue == nil && contents == nil))
      contentsImage = image
      contentsImageScale = scale
      if same { return }
      renderCache.setScaledContents(nil)
      setNeedsComposite()
    }
  }

  /// The image `contents` holds (a `CGImage`, or a `UIImage`'s), resolved when it is set so
  /// that drawing needs no dynamic cast.
  @exclusivity(unchecked) private(set) var contentsImage: CGImage?
  /// The scale of the `UIImage` that `contents` holds; nil for anything else.
  @exclusivity(unchecked) private(set) var contentsImageScale: CGFloat?

  /// How the contents image is placed in the bounds; `.resize` by default.
  @exclusivity(unchecked) public var contentsGravity: CALayerContentsGravity = .resize {
    didSet { setNeedsComposite() }
  }

  /// Pixels per point of the contents image.
  @exclusivity(unchecked) public var contentsScale: CGFloat = 1 { didSet { setNeedsComposite() } }

  /// The part of the contents image the layer shows, in unit coordinates of the image; the
  /// whole image, (0, 0, 1, 1), by default. A sprite sheet steps through its frames by
  /// changing it, and it is animatable.
  @exclusivity(unchecked) public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet {
      guard oldValue != contentsRect else { return }
      renderCache.setScaledContents(nil)
      setNeedsComposite()
    }
  }

  /// The object that draws the layer's content. It is not retained; when it is the layer's
  /// owner (a view backing itself with the layer) it is read through `owner`, so views are not
  /// referenced weakly.
  public var delegate: CALayerDelegate? {
    get { delegateIsOwner ? owner : otherDelegate }
    set {
      delegateIsOwner = newValue != nil && newValue === owner
      otherDelegate = delegateIsOwner ? nil : newValue
    }
  }
  @exclusivity(unchecked) private var delegateIsOwner = false
  private weak var otherDelegate: CALayerDelegate?

  /// Whether the content is redrawn when the bounds size changes.
  @exclusivity(unchecked) public var needsDisplayOnBoundsChange = false

  /// Whether the content must be redrawn before the next frame.
  @exclusivity(unchecked) public private(set) var needsDisplayFlag = true

  /// Whether the layer is marked for redrawing its content.
  public func needsDisplay() -> Bool { needsDisplayFlag }

  /// Marks the layer's content for redrawing before the next frame.
  public func setNeedsDisplay() {
    needsDisplayFlag = true
    setNeedsComposite()
  }

  /// Redraws the content now if it is marked.
  public func displayIfNeeded() {
    if needsDisplayFlag { display() }
  }

  /// Redraws the layer's content; the compositor calls this with a backing store ready.
  open func display() {
    needsDisplayFlag = false
  }

  func clearNeedsDisplay() { needsDisplayFlag = false }

  /// Draws the layer's own content; the default asks the delegate.
  open func draw(in ctx: CGContext) {
    if let delegate {
      delegate.draw(self, in: ctx)
    } else {
      Compositor.baseDrawCalled = true
    }
  }

  /// A copy of the layer, of its own class, with the values of its subclass's animated
  /// properties at `time` (the base properties are set by `presentation()`).
  func presentationCopy(at time: TimeInterval) -> CALayer { CALayer(layer: self) }

  // MARK: Vector content

  /// Whether the layer paints content of its own each time it is drawn (a shape or a
  /// gradient), through `drawVectorContent`.
  var drawsVectorContent: Bool { false }

  /// Paints the layer's vector content in its own coordinates, above the background and
  /// contents and below the sublayers, with the presentation values `state` (sampled once for
  /// the whole drawing of the layer) and the opacity `alpha`.
  func drawVectorContent(_ cr: OpaquePointer, state: LayerPresentationState, alpha: CGFloat) {}

  /// The area, in the layer's coordinates, the vector content covers with the presentation
  /// values `state` sampled at `time` (it may reach outside the bounds), or nil when it stays
  /// inside them.
  func vectorContentExtent(state: LayerPresentationState, at time: TimeInterval) -> CGRect? { nil }
}
