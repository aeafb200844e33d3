import Foundation

/// One panel of a popup menu: a rounded, shadowed card of rows (a check mark for actions that
/// are on, the title and subtitle, the image, a chevron for submenus), separators between
/// inline groups, destructive rows in red and disabled ones greyed.
///
/// A finger (or a click) on a row highlights it; lifting it on the same row chooses it. While
/// the panel is the innermost one open it is the first responder: Up/Down move the highlight,
/// Return chooses, Right opens a submenu, Left closes this submenu and Escape closes the menu.
@MainActor
final class MenuPopupView: UIView {
  static let titleFont = UIFont.systemFont(ofSize: 15)
  static let smallFont = UIFont.systemFont(ofSize: 12)
  static let panelFill = UIColor(white: 0.985, alpha: 1)
  static let highlightFill = UIColor(white: 0, alpha: 0.09)
  static let cornerRadius: CGFloat = 10

  /// The menu the panel shows.
  let menu: UIMenu
  /// Its rows and size.
  private(set) var layout: MenuPopupLayout
  /// The row highlighted by the pointer or the keyboard.
  var highlightedIndex: Int? {
    didSet { if highlightedIndex != oldValue { setNeedsDisplay() } }
  }
  /// The row under the finger while a touch is down (nil when it is off every row).
  private var pressedIndex: Int?
  private var isTouching = false

  /// Called with a row the user chose (an action, a palette cell or a submenu).
  var onChoose: ((Int) -> Void)?
  /// Called when the user asks to close this panel (Left in a submenu).
  var onBack: (() -> Void)?
  /// Called when the user dismissed the whole menu (Escape).
  var onCancel: (() -> Void)?

  init(menu: UIMenu, layout: MenuPopupLayout) {
    self.menu = menu
    self.layout = layout
    super.init(frame: CGRect(origin: .zero, size: layout.size))
    backgroundColor = Self.panelFill
    isOpaque = false
    contentMode = .redraw
    layer.cornerRadius = Self.cornerRadius
    layer.borderWidth = 0.5
    layer.borderColor = UIColor(white: 0, alpha: 0.16).cgColor
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowRadius = 14
    layer.shadowOffset = CGSize(width: 0, height: 5)
  }

  required init?(coder: NSCoder) {
    fatalError("MenuPopupView is created by a popup menu")
  }

  /// Shows new rows (a deferred element answered), keeping the panel's origin.
  func update(_ layout: MenuPopupLayout) {
    self.layout = layout
    frame.size = layout.size
    if let h = highlightedIndex, !(layout.rows.indices.contains(h) && layout.rows[h].isSelectable) {
      highlightedIndex = nil
    }
    setNeedsDisplay()
  }

  // MARK: Drawing

  override func draw(_ rect: CGRect) {
    let textLeft = MenuPopupLayout.leadingWidth(check: layout.hasCheckColumn)
    for (index, row) in layout.rows.enumerated() {
      let f = row.frame
      if index == highlightedIndex {
        Self.highlightFill.setFill()
        UIBezierPath(roundedRect: f, cornerRadius: 6).fill()
      }
      let enabled = row.isSelectable || row.element == nil
      let color: UIColor =
        !enabled ? .tertiaryLabel : row.isDestructive ? .systemRed : .label
      switch row.kind {
      case .separator:
        UIColor.separator.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: f.midY.rounded(.down), width: bounds.width, height: 0.5))
          .fill()
      case .header(let title):
        drawText(title, font: Self.smallFont, color: .secondaryLabel, x: textLeft, in: f)
      case .loading:
        drawText("Loading…", font: Self.titleFont, color: .secondaryLabel, x: textLeft, in: f)
      case .paletteCell(let element):
        if let image = element.image {
          drawImage(image, color: color, centeredIn: f)
        } else {
          let width = element.title.size(withAttributes: [.font: Self.smallFont]).width
          drawText(
            element.title, font: Self.smallFont, color: color,
            x: (f.midX - width / 2).rounded(), in: f)
        }
        if row.state == .on {
          UIColor.systemBlue.setStroke()
          let ring = UIBezierPath(roundedRect: f.insetBy(dx: 3, dy: 3), cornerRadius: 6)
          ring.lineWidth = 1.5
          ring.stroke()
        }
      case .action, .submenu:
        let element = row.element!
        if row.state != .off { drawMark(row.state, color: color, in: f) }
        if let subtitle = element.subtitle {
          let top = CGRect(x: f.minX, y: f.minY + 5, width: f.width, height: 20)
          let bottom = CGRect(x: f.minX, y: f.minY + 23, width: f.width, height: 16)
          drawText(element.title, font: Self.titleFont, color: color, x: textLeft, in: top)
          drawText(subtitle, font: Self.smallFont, color: .secondaryLabel, x: textLeft, in: bottom)
        } else {
          drawText(element.title, font: Self.titleFont, color: color, x: textLeft, in: f)
        }
        var right = f.maxX - MenuPopupLayout.textPadding
        if layout.hasChevronColumn {
          if case .submenu = row.kind { drawChevron(color: color, right: right, midY: f.midY) }
          right -= MenuPopupLayout.chevronColumnWidth
        }
        let shownImage =
          (row.state == .on ? (element as? UIAction)?.selectedImage : nil) ?? element.image
        if let image = shownImage {
          let box = CGRect(x: right - 18, y: (f.midY - 9).rounded(), width: 18, height: 18)
          drawImage(image, color: color, centeredIn: box)
        }
      }
    }
  }

  private func drawText(_ text: String, font: UIFont, color: UIColor, x: CGFloat, in row: CGRect) {
    let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
    let size = text.size(withAttributes: attributes)
    let limit = max(0, row.maxX - MenuPopupLayout.textPadding - x)
    let origin = CGPoint(x: x, y: (row.midY - size.height / 2).rounded())
    if size.width <= limit {
      text.draw(at: origin, withAttributes: attributes)
    } else {
      text.draw(
        in: CGRect(origin: origin, size: CGSize(width: limit, height: size.height)),
        withAttributes: attributes)
    }
  }

  private func drawImage(_ image: UIImage, color: UIColor, centeredIn box: CGRect) {
    let side = min(box.width, box.height, 20)
    let s = image.size
    guard s.width > 0, s.height > 0 else { return }
    let scale = min(side / s.width, side / s.height)
    let w = (s.width * scale).rounded()
    let h = (s.height * scale).rounded()
    let rect = CGRect(
      x: (box.midX - w / 2).rounded(), y: (box.midY - h / 2).rounded(), width: w, height: h)
    let tinted = image.drawsAsTemplate ? image.withTintColor(color) : image
    tinted.draw(in: rect)
  }

  /// A check mark (or a dash for `.mixed`) in the check column of `row`.
  private func drawMark(_ state: UIMenuElement.State, color: UIColor, in row: CGRect) {
    let x = row.minX + MenuPopupLayout.textPadding - 2
    let y = row.midY
    let path = UIBezierPath()
    if state == .mixed {
      path.move(to: CGPoint(x: x + 2, y: y))
      path.addLine(to: CGPoint(x: x + 12, y: y))
    } else {
      path.move(to: CGPoint(x: x + 1, y: y))
      path.addLine(to: CGPoint(x: x + 5, y: y + 4.5))
      path.addLine(to: CGPoint(x: x + 13, y: y - 5))
    }
    path.lineWidth = 2
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    color.setStroke()
    path.stroke()
  }

  /// A ">" at the right end of a submenu's row.
  private func drawChevron(color: UIColor, right: CGFloat, midY: CGFloat) {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: right - 7, y: midY - 5))
    path.addLine(to: CGPoint(x: right - 2, y: midY))
    path.addLine(to: CGPoint(x: right - 7, y: midY + 5))
    path.lineWidth = 1.6
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    (color == .label ? UIColor.secondaryLabel : color).setStroke()
    path.stroke()
  }

  // MARK: Touches

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    isTouching = true
    pressedIndex = layout.rowIndex(at: touch.location(in: self))
    highlightedIndex = pressedIndex
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, isTouching else { return }
    pressedIndex = layout.rowIndex(at: touch.location(in: self))
    highlightedIndex = pressedIndex
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, isTouching else { return }
    isTouching = false
    let chosen = layout.rowIndex(at: touch.location(in: self))
    let pressed = pressedIndex
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
    case .up: moveHighlight(by: -1)
    case .down: moveHighlight(by: 1)
    case .choose: if let highlightedIndex { onChoose?(highlightedIndex) }
    case .open:
      if let h = highlightedIndex, case .submenu = layout.rows[h].kind { onChoose?(h) }
    case .back: onBack?()
    case .cancel: onCancel?()
    }
  }

  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key, Self.command(for: key) != nil else {
      super.pressesEnded(presses, with: event)
      return
    }
  }

  /// Moves the highlight `step` selectable rows along, wrapping at the ends; from no
  /// highlight, Down goes to the first row and Up to the last.
  func moveHighlight(by step: Int) {
    let selectable = layout.selectableIndices
    guard !selectable.isEmpty else { return }
    guard let current = highlightedIndex, let position = selectable.firstIndex(of: current) else {
      highlightedIndex = step > 0 ? selectable.first : selectable.last
      return
    }
    let count = selectable.count
    highlightedIndex = selectable[((position + step) % count + count) % count]
  }

  /// What a key does in a popup menu.
  enum KeyCommand: Equatable {
    case up, down, choose, open, back, cancel
  }

  /// The command of `key`, by key code or, for hosts that only give characters, by the
  /// characters UIKit uses for it.
  static func command(for key: UIKey) -> KeyCommand? {
    switch key.keyCode {
    case .keyboardUpArrow: return .up
    case .keyboardDownArrow: return .down
    case .keyboardTab: return key.modifierFlags.contains(.shift) ? .up : .down
    case .keyboardReturnOrEnter, .keyboardSpacebar: return .choose
    case .keyboardRightArrow: return .open
    case .keyboardLeftArrow: return .back
    case .keyboardEscape: return .cancel
    default: break
    }
    switch key.characters {
    case UIKeyCommand.inputUpArrow: return .up
    case UIKeyCommand.inputDownArrow: return .down
    case "\t": return key.modifierFlags.contains(.shift) ? .up : .down
    case "\r", "\n", " ": return .choose
    case UIKeyCommand.inputRightArrow: return .open
    case UIKeyCommand.inputLeftArrow: return .back
    case UIKeyCommand.inputEscape: return .cancel
    default: return nil
    }
  }
}
