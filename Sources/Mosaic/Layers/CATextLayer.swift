import Foundation

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates an alignment mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The script's natural alignment (left for left-to-right text).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Lines start at the left edge.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Lines end at the right edge.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Lines are centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Lines fill the width, except the last line of a paragraph.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

  var textAlignment: NSTextAlignment {
    switch self {
    case .left: return .left
    case .right: return .right
    case .center: return .center
    case .justified: return .justified
    default: return .natural
    }
  }
}

/// Where a text layer puts the ellipsis when its text does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a truncation mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No ellipsis: the text is cut off at the bounds.
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// The ellipsis replaces the start of the last visible line.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// The ellipsis replaces the end of the last visible line.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// The ellipsis replaces the middle of the last visible line.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string, plain or attributed, from the top of its bounds.
///
/// A plain string is drawn with `font` at `fontSize` in `foregroundColor`; an attributed
/// string with its own attributes (the layer's values filling in where it has none). The text
/// is drawn through the layer's backing store, at the display's scale, and redrawn when a
/// property or the bounds' size changes, and on every frame while an explicit animation of
/// `fontSize` or `foregroundColor` runs.
open class CATextLayer: CALayer {
  /// Creates a text layer with no string.
  public required init() {
    _ = Self.keyPathsRegistered
    super.init()
    needsDisplayOnBoundsChange = true
  }

  /// Creates a text layer with the model values of `layer`.
  public override init(layer: Any) {
    super.init(layer: layer)
    needsDisplayOnBoundsChange = true
    guard let other = layer as? CATextLayer else { return }
    string = other.string
    font = other.font
    fontSize = other.fontSize
    foregroundColor = other.foregroundColor
    alignmentMode = other.alignmentMode
    isWrapped = other.isWrapped
    truncationMode = other.truncationMode
  }

  override func presentationCopy(at time: TimeInterval) -> CALayer {
    let copy = CATextLayer(layer: self)
    guard !hasNoAnimations else { return copy }
    let (size, color) = presentedText(in: presentationState(at: time))
    copy.fontSize = size
    copy.foregroundColor = color
    return copy
  }

  /// Registers `fontSize` and `foregroundColor` as animatable by explicit animations, once;
  /// the text is drawn again on every frame while they animate.
  private static let keyPathsRegistered: Bool = {
    CALayer.registerAnimatableKeyPath("fontSize") { layer in
      (layer as? CATextLayer).map { .scalar($0.fontSize) }
    }
    CALayer.registerAnimatableKeyPath("foregroundColor") { layer in
      (layer as? CATextLayer).map { CAShapeLayer.rgba($0.foregroundColor) }
    }
    return true
  }()

  /// The font size and color to draw with, as `state` presents them.
  func presentedText(in state: LayerPresentationState) -> (CGFloat, CGColor?) {
    var size = fontSize
    var color = foregroundColor
    if let v = state.custom["fontSize"]?.scalar { size = v }
    if let c = state.custom["foregroundColor"]?.color {
      color = c.map { CGColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a) }
    }
    return (size, color)
  }

  /// The text: a `String` or an `NSAttributedString`; nil draws nothing.
  public var string: Any? { didSet { setNeedsDisplay() } }

  /// The font: a `UIFont` or a font name (`String`); nil uses Helvetica. Its own size is
  /// replaced by `fontSize`.
  public var font: AnyObject? { didSet { setNeedsDisplay() } }

  /// The size of the font, in points; 36 by default.
  public var fontSize: CGFloat = 36 { didSet { if oldValue != fontSize { setNeedsDisplay() } } }

  /// The color of a plain string's text; opaque white by default.
  public var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
    didSet { setNeedsDisplay() }
  }

  /// How lines are aligned in the bounds; `.natural` by default.
  public var alignmentMode: CATextLayerAlignmentMode = .natural {
    didSet { if oldValue != alignmentMode { setNeedsDisplay() } }
  }

  /// Whether text wraps at the bounds' width; false (one line per paragraph) by default.
  public var isWrapped = false { didSet { if oldValue != isWrapped { setNeedsDisplay() } } }

  /// Where an ellipsis shows text that does not fit; `.none` by default.
  public var truncationMode: CATextLayerTruncationMode = .none {
    didSet { if oldValue != truncationMode { setNeedsDisplay() } }
  }

  /// The font to draw a plain string with.
  var resolvedFont: UIFont { font(ofSize: fontSize) }

  /// The layer's font at `size` points (36 when `size` is not a usable size).
  func font(ofSize requested: CGFloat) -> UIFont {
    let size = requested.isFinite && requested > 0 ? requested : 36
    if let ui = font as? UIFont { return ui.withSize(size) }
    if let name = font as? String, let named = UIFont(name: name, size: size) { return named }
    if let name = font as? NSString, let named = UIFont(name: name as String, size: size) {
      return named
    }
    return UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
  }

  /// The string to draw, with the layer's font and color where it says nothing.
  var attributedText: NSAttributedString? {
    attributedText(fontSize: fontSize, color: foregroundColor)
  }

  /// The string to draw, with the layer's font at `fontSize` and `color` where it says
  /// nothing.
  func attributedText(fontSize: CGFloat, color foreground: CGColor?) -> NSAttributedString? {
    if let attributed = string as? NSAttributedString { return attributed }
    let text: String
    if let s = string as? String {
      text = s
    } else if let s = string as? NSString {
      text = s as String
    } else {
      return nil
    }
    var attributes: [NSAttributedString.Key: Any] = [.font: font(ofSize: fontSize)]
    if let color = foreground {
      attributes[.foregroundColor] = UIColor(cgColor: color)
    } else {
      attributes[.foregroundColor] = UIColor.clear
    }
    return NSAttributedString(string: text, attributes: attributes)
  }

  private var lineBreakMode: NSLineBreakMode {
    switch truncationMode {
    case .start: return .byTruncatingHead
    case .middle: return .byTruncatingMiddle
    case .end: return .byTruncatingTail
    default: return isWrapped ? .byWordWrapping : .byClipping
    }
  }

  /// Draws the text from the top of the bounds.
  open override func draw(in ctx: CGContext) {
    // Animated values are read once for the whole drawing.
    let (size, color) =
      explicitAnimations.isEmpty
      ? (fontSize, foregroundColor) : presentedText(in: presentationState(at: AnimationClock.now))
    guard let text = attributedText(fontSize: size, color: color), text.length > 0 else { return }
    let rect = bounds
    guard rect.width > 0, rect.height > 0 else { return }
    let style = TextStyle(
      font: font(ofSize: size), color: color.map { UIColor(cgColor: $0) } ?? .clear,
      alignment: alignmentMode.textAlignment, lineBreakMode: lineBreakMode,
      numberOfLines: isWrapped ? 0 : 1)
    let defaults = AttributedTextDefaults(style: style)
    var target = rect
    if !isWrapped && truncationMode == .none {
      // One line per paragraph: lay the text out as wide as its longest line, placed by the
      // alignment, and let the bounds cut it off.
      let natural = AttributedTextRenderer.measuredSize(of: text, defaults: defaults, maxWidth: nil)
      let width = max(rect.width, natural.width.rounded(.up) + 1)
      switch alignmentMode {
      case .right: target.origin.x = rect.maxX - width
      case .center: target.origin.x = rect.midX - width / 2
      default: break
      }
      target.size.width = width
    }
    var unwrapped = defaults
    if !isWrapped { unwrapped.style.numberOfLines = 0 }
    AttributedTextRenderer.draw(
      text, defaults: isWrapped || truncationMode != .none ? defaults : unwrapped, in: target,
      context: ctx)
  }
}
