import Foundation

/// The view that shows one `UICellAccessory` in a list cell: a slot as tall as the cell, with
/// the accessory's image, label or custom view centred in it. Accessories that act on a tap
/// (outline disclosure, delete, insert) take the touch; the others let it through to the cell.
@MainActor
final class CellAccessoryView: UIControl {
  /// The accessory's kind name, as `UICellAccessory.Kind.name`.
  private(set) var kindName: String
  var accessory: UICellAccessory
  /// The view drawn in the slot: an image view, a label or the app's custom view.
  let content: UIView
  /// Whether the accessory's content is turned to point down (an expanded outline disclosure).
  private(set) var isPointingDown = false
  /// The separator line left of a reorder grip.
  private var separator: UIView?
  /// Whether an outline disclosure is colored as a header's (the tint color) rather than a
  /// row's.
  private var showsOutlineHeaderStyle: Bool
  /// Runs when the accessory is tapped (nil: the tap goes to the cell).
  var tapHandler: (() -> Void)?
  /// Whether the accessory shows in its cell's current editing mode (it may still be hidden
  /// by its `isHidden` option, or fading out).
  var isShownInCell = false
  /// The drag that moves the cell, on a reorder grip (CellAccessoryView+Editing.swift).
  var reorderDrag: UIPanGestureRecognizer?
  /// Where a reorder drag holds the cell: the x of its centre and the vertical distance from
  /// the finger's first touch to its centre, in the collection view.
  var reorderGrabOffset = CGPoint.zero

  init(_ accessory: UICellAccessory) {
    self.accessory = accessory
    kindName = accessory.kind.name
    content = Self.makeContent(for: accessory)
    if case .outlineDisclosure(let options, _) = accessory.kind {
      showsOutlineHeaderStyle = options.style != .cell
    } else {
      showsOutlineHeaderStyle = false
    }
    super.init(frame: .zero)
    // An app's own view (a switch, a button) takes its touches; the system's symbols do not.
    if case .customView = accessory.kind {
      content.isUserInteractionEnabled = true
    } else {
      content.isUserInteractionEnabled = false
    }
    addSubview(content)
    if case .reorder(let options) = accessory.kind, options.showsVerticalSeparator {
      let line = UIView()
      line.isUserInteractionEnabled = false
      line.backgroundColor = .separator
      insertSubview(line, at: 0)
      separator = line
    }
    addAction(
      UIAction { [me = unretained] _ in me.wrappedValue?.tapHandler?() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("CellAccessoryView is made in code")
  }

  static func symbol(_ name: String, size: CGFloat, weight: UIImage.SymbolWeight)
    -> UIImage?
  {
    UIImage(systemName: name)?.withConfiguration(
      UIImage.SymbolConfiguration(pointSize: size, weight: weight))
  }

  private static func makeContent(for accessory: UICellAccessory) -> UIView {
    let image: UIImage?
    var color: UIColor? = accessory.tintColor
    switch accessory.kind {
    case .disclosureIndicator:
      image = symbol("chevron.forward", size: 13, weight: .semibold)
      color = color ?? .tertiaryLabel
    case .checkmark:
      image = symbol("checkmark", size: 15, weight: .semibold)
    case .delete(let options, _):
      return roundButton(
        color: options.backgroundColor ?? .systemRed, sign: options.tintColor ?? .white,
        plus: false)
    case .insert(let options, _):
      return roundButton(
        color: options.backgroundColor ?? .systemGreen, sign: options.tintColor ?? .white,
        plus: true)
    case .reorder:
      image = symbol("line.3.horizontal", size: 17, weight: .regular)
      color = color ?? .secondaryLabel
    case .multiselect:
      image = symbol("circle", size: 20, weight: .regular)
      color = color ?? .tertiaryLabel
    case .outlineDisclosure(let options, _):
      image = symbol("chevron.forward", size: 13, weight: .semibold)
      if color == nil && options.style == .cell { color = .secondaryLabel }
    case .label(let text, let options):
      let label = UILabel()
      label.text = text
      label.font = options.font ?? .systemFont(ofSize: 17)
      label.textColor = options.tintColor ?? .secondaryLabel
      return label
    case .customView(let configuration):
      if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
      return configuration.customView
    }
    let view = UIImageView(image: image?.withRenderingMode(.alwaysTemplate))
    view.contentMode = .center
    if let color { view.tintColor = color }
    return view
  }

  /// A 22-point disc of `color` with a white minus (or plus) sign: the editing buttons.
  private static func roundButton(color: UIColor, sign: UIColor, plus: Bool) -> UIView {
    let disc = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
    disc.backgroundColor = color
    disc.layer.cornerRadius = 11
    let bar = UIView(frame: CGRect(x: 5, y: 10, width: 12, height: 2))
    bar.backgroundColor = sign
    bar.layer.cornerRadius = 1
    disc.addSubview(bar)
    if plus {
      let upright = UIView(frame: CGRect(x: 10, y: 5, width: 2, height: 12))
      upright.backgroundColor = sign
      upright.layer.cornerRadius = 1
      disc.addSubview(upright)
    }
    return disc
  }

  /// Whether the accessory acts on a tap itself.
  var handlesTaps: Bool { tapHandler != nil }

  override var ownsSingleTaps: Bool { handlesTaps }

  /// Lets touches through to the cell when the accessory does not act on taps or drags.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard handlesTaps || reorderDrag != nil else {
      // A custom view that is touched takes the touch; around it, the touch goes to the cell.
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
    return super.hitTest(point, with: event)
  }

  /// The size of the accessory's content: its intrinsic size, or a custom view's frame size
  /// (`maintainsFixedSize`) or fitting size.
  func contentSize(fittingHeight height: CGFloat) -> CGSize {
    if case .customView(let configuration) = accessory.kind {
      if configuration.maintainsFixedSize { return configuration.customView.bounds.size }
      let fit = configuration.customView.sizeThatFits(CGSize(width: 0, height: height))
      return CGSize(width: fit.width, height: min(fit.height, height))
    }
    if content is UILabel {
      let s = content.intrinsicContentSize
      return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }
    if case .multiselect = accessory.kind { return Self.selectionCircleSize }
    if let imageView = content as? UIImageView { return imageView.image?.size ?? .zero }
    return content.bounds.size
  }

  /// The standard slot width of the accessory's kind, so that accessories line up across
  /// cells; labels and custom views have none (their own width).
  var standardWidth: CGFloat {
    switch accessory.kind {
    case .disclosureIndicator: 12
    case .checkmark, .outlineDisclosure: 20
    case .delete, .insert, .multiselect, .reorder: 24
    case .label, .customView: 0
    }
  }

  /// The width of the accessory's slot in a cell `height` points tall, in whole points.
  func slotWidth(height: CGFloat) -> CGFloat {
    let actual = contentSize(fittingHeight: height).width.rounded(.up)
    switch accessory.reservedLayoutWidth {
    case .actual: return actual
    case .standard: return max(actual, standardWidth)
    case .custom(let w): return max(0, w.isFinite ? w : 0)
    }
  }

  /// Colors an outline disclosure without a tint color of its own for the style its cell
  /// resolved: the tint color for a header, the secondary label gray for a row.
  func setOutlineHeaderStyle(_ header: Bool) {
    guard accessory.tintColor == nil, case .outlineDisclosure = accessory.kind,
      header != showsOutlineHeaderStyle
    else { return }
    showsOutlineHeaderStyle = header
    content.tintColor = header ? nil : .secondaryLabel
  }

  /// Turns an outline disclosure to point down (expanded) or forward.
  func setPointingDown(_ down: Bool, animated: Bool) {
    guard down != isPointingDown else { return }
    isPointingDown = down
    let turn = {
      self.content.transform = down ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    }
    if animated {
      UIView.animate(withDuration: 0.25, animations: turn)
    } else {
      UIView.performWithoutAnimation(turn)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = contentSize(fittingHeight: bounds.height)
    content.bounds.size = size
    content.center = CGPoint(x: bounds.midX, y: bounds.midY)
    separator?.frame = CGRect(x: 0, y: bounds.height * 0.2, width: 1, height: bounds.height * 0.6)
  }
}
