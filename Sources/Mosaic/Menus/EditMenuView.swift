import Foundation

/// The edit menu's bar: a near-black translucent rounded bubble with white titles, thin
/// separators between them and an arrow pointing at the menu's target, drawn by Mosaic in the
/// look of UIKit's edit menu.
///
/// A finger on an item lights it up; lifting the finger on the same item chooses it. While the
/// menu shows, the bar is the first responder: Left/Right (and Up/Down, Tab/Shift-Tab) move the
/// focus highlight between the items, Return chooses the focused one and Escape dismisses the
/// menu. The focus starts on the first item.
@MainActor
final class EditMenuView: UIView {
  /// The bubble's fill: near-black, slightly translucent.
  static let backgroundFill = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.94)
  /// The lighter tint over the focused or touched item.
  static let highlightFill = UIColor(white: 1, alpha: 0.24)
  /// The lines between items.
  static let separatorColor = UIColor(white: 1, alpha: 0.28)
  /// The titles' font.
  static let titleFont = UIFont.systemFont(ofSize: 14)

  /// The items, left to right.
  let items: [EditMenuItem]
  /// Where the bubble, arrow and items are, in the bar's coordinates.
  let placement: EditMenuLayout

  /// The item the keyboard focus is on.
  private(set) var focusedIndex = 0 {
    didSet { if focusedIndex != oldValue { setNeedsDisplay() } }
  }
  /// The item under the finger while a touch is on the bar (nil when it is off every item).
  private(set) var pressedIndex: Int? {
    didSet { if pressedIndex != oldValue { setNeedsDisplay() } }
  }
  private var isTouching = false {
    didSet { if isTouching != oldValue { setNeedsDisplay() } }
  }

  /// Called with the index of the item the user chose.
  var onChoose: ((Int) -> Void)?
  /// Called when the user dismissed the menu with Escape.
  var onCancel: (() -> Void)?

  /// The highlighted item: the touched one while a finger is on the bar, else the focused one.
  var highlightedIndex: Int? { isTouching ? pressedIndex : focusedIndex }

  /// Creates a bar for `items`, placed for `target` within `container` (both in the
  /// coordinates of the view the bar will be added to).
  init(items: [EditMenuItem], target: CGRect, container: CGRect) {
    self.items = items
    let attributes: [NSAttributedString.Key: Any] = [.font: Self.titleFont]
    placement = EditMenuLayout(
      titleWidths: items.map { $0.title.size(withAttributes: attributes).width },
      target: target, container: container)
    super.init(frame: placement.frame)
    backgroundColor = nil
    isOpaque = false
    contentMode = .redraw
  }

  required init?(coder: NSCoder) {
    fatalError("EditMenuView is created by the edit menu")
  }

  // MARK: Drawing

  override func draw(_ rect: CGRect) {
    let shape = outline()
    Self.backgroundFill.setFill()
    shape.fill()

    if let index = highlightedIndex, placement.itemRects.indices.contains(index) {
      let context = UIGraphicsGetCurrentContext()
      context?.saveGState()
      shape.addClip()
      Self.highlightFill.setFill()
      UIBezierPath(rect: placement.itemRects[index]).fill()
      context?.restoreGState()
    }

    let bubble = placement.bubble
    Self.separatorColor.setFill()
    for itemRect in placement.itemRects.dropFirst() {
      UIBezierPath(rect: CGRect(x: itemRect.minX, y: bubble.minY, width: 1, height: bubble.height))
        .fill()
    }

    let attributes: [NSAttributedString.Key: Any] = [
      .font: Self.titleFont, .foregroundColor: UIColor.white,
    ]
    for (item, itemRect) in zip(items, placement.itemRects) {
      let size = item.title.size(withAttributes: attributes)
      let origin = CGPoint(
        x: (itemRect.midX - size.width / 2).rounded(),
        y: (itemRect.midY - size.height / 2).rounded())
      item.title.draw(at: origin, withAttributes: attributes)
    }
  }

  /// The bubble with its arrow, as one closed outline (clockwise on screen).
  func outline() -> UIBezierPath {
    let b = placement.bubble
    let r = EditMenuLayout.cornerRadius
    let tip = placement.arrowTipX
    let half = EditMenuLayout.arrowWidth / 2
    let a = EditMenuLayout.arrowHeight
    let path = UIBezierPath()
    path.move(to: CGPoint(x: b.minX + r, y: b.minY))
    if placement.arrowDirection == .up {
      path.addLine(to: CGPoint(x: tip - half, y: b.minY))
      path.addLine(to: CGPoint(x: tip, y: b.minY - a))
      path.addLine(to: CGPoint(x: tip + half, y: b.minY))
    }
    path.addLine(to: CGPoint(x: b.maxX - r, y: b.minY))
    path.addArc(
      withCenter: CGPoint(x: b.maxX - r, y: b.minY + r), radius: r, startAngle: -.pi / 2,
      endAngle: 0, clockwise: true)
    path.addLine(to: CGPoint(x: b.maxX, y: b.maxY - r))
    path.addArc(
      withCenter: CGPoint(x: b.maxX - r, y: b.maxY - r), radius: r, startAngle: 0,
      endAngle: .pi / 2, clockwise: true)
    if placement.arrowDirection == .down {
      path.addLine(to: CGPoint(x: tip + half, y: b.maxY))
      path.addLine(to: CGPoint(x: tip, y: b.maxY + a))
      path.addLine(to: CGPoint(x: tip - half, y: b.maxY))
    }
    path.addLine(to: CGPoint(x: b.minX + r, y: b.maxY))
    path.addArc(
      withCenter: CGPoint(x: b.minX + r, y: b.maxY - r), radius: r, startAngle: .pi / 2,
      endAngle: .pi, clockwise: true)
    path.addLine(to: CGPoint(x: b.minX, y: b.minY + r))
    path.addArc(
      withCenter: CGPoint(x: b.minX + r, y: b.minY + r), radius: r, startAngle: .pi,
      endAngle: 3 * .pi / 2, clockwise: true)
    path.close()
    return path
  }

  // MARK: Touches

  /// Only the bubble and its arrow take touches; the transparent corners beside the arrow
  /// belong to the overlay (a touch there dismisses the menu).
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    placement.contains(point)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    isTouching = true
    pressedIndex = placement.itemIndex(at: touch.location(in: self))
    if let pressedIndex { focusedIndex = pressedIndex }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, isTouching else { return }
    pressedIndex = placement.itemIndex(at: touch.location(in: self))
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, isTouching else { return }
    let chosen = placement.itemIndex(at: touch.location(in: self))
    let pressed = pressedIndex
    isTouching = false
    pressedIndex = nil
    if let chosen, chosen == pressed { onChoose?(chosen) }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isTouching = false
    pressedIndex = nil
  }

  // MARK: Keyboard

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key, let command = Self.command(for: key) else {
      super.pressesBegan(presses, with: event)
      return
    }
    switch command {
    case .previous: moveFocus(by: -1)
    case .next: moveFocus(by: 1)
    case .choose: if items.indices.contains(focusedIndex) { onChoose?(focusedIndex) }
    case .cancel: onCancel?()
    }
  }

  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key, Self.command(for: key) != nil else {
      super.pressesEnded(presses, with: event)
      return
    }
  }

  /// Moves the focus `step` items along, wrapping around at the ends.
  func moveFocus(by step: Int) {
    guard !items.isEmpty else { return }
    focusedIndex = ((focusedIndex + step) % items.count + items.count) % items.count
  }

  /// What a key does in the menu.
  enum KeyCommand: Equatable {
    case previous, next, choose, cancel
  }

  /// The menu command of `key`, by key code or, for hosts that only give characters, by the
  /// characters UIKit uses for it.
  static func command(for key: UIKey) -> KeyCommand? {
    switch key.keyCode {
    case .keyboardLeftArrow, .keyboardUpArrow: return .previous
    case .keyboardRightArrow, .keyboardDownArrow: return .next
    case .keyboardTab: return key.modifierFlags.contains(.shift) ? .previous : .next
    case .keyboardReturnOrEnter: return .choose
    case .keyboardEscape: return .cancel
    default: break
    }
    switch key.characters {
    case UIKeyCommand.inputLeftArrow, UIKeyCommand.inputUpArrow: return .previous
    case UIKeyCommand.inputRightArrow, UIKeyCommand.inputDownArrow: return .next
    case "\t": return key.modifierFlags.contains(.shift) ? .previous : .next
    case "\r", "\n": return .choose
    case UIKeyCommand.inputEscape: return .cancel
    default: return nil
    }
  }
}
