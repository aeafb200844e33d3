import Foundation

/// The view that shows a cell's `backgroundConfiguration`: it fills the cell behind the
/// content view and draws the configuration's color, image, custom view and stroke inside
/// its insets, with its rounded corners.
@MainActor
final class UIBackgroundConfigurationView: UIView {
  /// The configuration shown.
  var configuration: UIBackgroundConfiguration {
    didSet {
      if configuration != oldValue { apply(previous: oldValue) }
    }
  }
  /// Draws the color, clips the image and the custom view to the rounded corners.
  let fill = UIView(frame: .zero)
  /// Draws the stroke, which may reach outside the fill.
  let stroke = UIView(frame: .zero)
  private var imageView: UIImageView?

  init(configuration: UIBackgroundConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    backgroundColor = nil
    isOpaque = false
    stroke.backgroundColor = nil
    stroke.isOpaque = false
    addSubview(fill)
    addSubview(stroke)
    apply(previous: nil)
  }

  required init?(coder: NSCoder) {
    configuration = .clear()
    super.init(coder: coder)
  }

  private func apply(previous: UIBackgroundConfiguration?) {
    let c = configuration
    let tint: UIColor = tintColor ?? .tintColor
    fill.backgroundColor = c.resolvedBackgroundColor(for: tint)
    fill.layer.cornerRadius = c.cornerRadius
    fill.clipsToBounds = c.cornerRadius > 0
    if let image = c.image {
      let view = imageView ?? UIImageView(frame: .zero)
      view.image = image
      view.contentMode = c.imageContentMode
      if view.superview !== fill { fill.insertSubview(view, at: 0) }
      imageView = view
    } else {
      imageView?.removeFromSuperview()
      imageView = nil
    }
    if previous?.customView !== c.customView {
      previous?.customView?.removeFromSuperview()
    }
    if let custom = c.customView, custom.superview !== fill {
      fill.addSubview(custom)
    }
    stroke.isHidden = c.strokeWidth <= 0
    stroke.layer.borderWidth = c.strokeWidth
    stroke.layer.borderColor = c.resolvedStrokeColor(for: tint).cgColor
    stroke.layer.cornerRadius = c.cornerRadius > 0 ? c.cornerRadius + c.strokeOutset : 0
    setNeedsLayout()
  }

  /// A change of the inherited tint recolors a background or stroke that follows it.
  override func tintColorDidChange() {
    super.tintColorDidChange()
    apply(previous: configuration)
  }

  /// The rectangle the background fills: the bounds inset by the configuration's insets,
  /// plus the superview's layout margins at the edges that add them.
  var backgroundRect: CGRect {
    let c = configuration
    var insets = c.backgroundInsets
    if !c.edgesAddingLayoutMarginsToBackgroundInsets.isEmpty, let parent = superview {
      let m = parent.directionalLayoutMargins
      let edges = c.edgesAddingLayoutMarginsToBackgroundInsets
      if edges.contains(.top) { insets.top += m.top }
      if edges.contains(.leading) { insets.leading += m.leading }
      if edges.contains(.bottom) { insets.bottom += m.bottom }
      if edges.contains(.trailing) { insets.trailing += m.trailing }
    }
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let b = bounds
    let left = rightToLeft ? insets.trailing : insets.leading
    let right = rightToLeft ? insets.leading : insets.trailing
    return CGRect(
      x: b.minX + left, y: b.minY + insets.top,
      width: max(0, b.width - left - right), height: max(0, b.height - insets.top - insets.bottom))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let r = backgroundRect
    fill.frame = r
    let inner = CGRect(origin: .zero, size: r.size)
    imageView?.frame = inner
    configuration.customView?.frame = inner
    let o = configuration.strokeOutset
    stroke.frame = r.insetBy(dx: -o, dy: -o)
  }
}
