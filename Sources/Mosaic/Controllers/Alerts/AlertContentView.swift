import Foundation

/// How an alert controller's view is laid out.
enum AlertLayoutMode {
  /// A centred alert.
  case alert
  /// An action sheet at the bottom of a compact-width window, its cancel button apart.
  case compactSheet
  /// An action sheet in a popover, without its cancel button.
  case popoverSheet
}

/// The frames of an alert's parts, in its view's coordinates.
struct AlertLayout {
  var height: CGFloat = 0
  var title: CGRect?
  var message: CGRect?
  var fields: [CGRect] = []
  var buttons: [(action: UIAlertAction, frame: CGRect)] = []
  var separators: [CGRect] = []
  var mainGroup = CGRect.zero
  var cancelGroup: CGRect?
}

/// An alert controller's view: the panel (an alert) or the groups (an action sheet) with the
/// title, message, text fields and buttons; it also keeps the keyboard focus among them.
@MainActor
final class AlertContentView: UIView {
  static let alertWidth: CGFloat = 270
  static let alertCornerRadius: CGFloat = 14
  static let sheetCornerRadius: CGFloat = 13
  static let sheetMargin: CGFloat = 8
  static let popoverSheetWidth: CGFloat = 304
  static let alertButtonHeight: CGFloat = 44
  static let sheetButtonHeight: CGFloat = 57
  static let fieldHeight: CGFloat = 28
  /// The panel's grey, standing in for UIKit's blurred material.
  static let panelColor = UIColor(white: 0.96, alpha: 0.98)

  unowned let alert: UIAlertController
  private let mainGroup = UIView()
  private let cancelGroup = UIView()
  private let titleLabel = UILabel()
  private let messageLabel = UILabel()
  private var fieldBoxes: [UIView] = []
  private(set) var buttons: [AlertActionButton] = []
  private var separators: [UIView] = []
  private var storedFocus: UIAlertAction?

  init(alert: UIAlertController) {
    self.alert = alert
    super.init(frame: CGRect(x: 0, y: 0, width: Self.alertWidth, height: 100))
    backgroundColor = nil
    mainGroup.layer.masksToBounds = true
    cancelGroup.layer.masksToBounds = true
    cancelGroup.backgroundColor = .systemBackground
    cancelGroup.layer.cornerRadius = Self.sheetCornerRadius
    for label in [titleLabel, messageLabel] {
      label.numberOfLines = 0
      label.textAlignment = .center
    }
    addSubview(mainGroup)
    addSubview(cancelGroup)
    rebuild()
  }

  required init?(coder: NSCoder) {
    fatalError("AlertContentView is made in code")
  }

  var mode: AlertLayoutMode {
    if alert.preferredStyle == .alert { return .alert }
    if let popover = alert.presentationRecord.controller as? UIPopoverPresentationController,
      popover.containerView != nil, popover.showsAsPopover
    {
      return .popoverSheet
    }
    return .compactSheet
  }

  /// Whether the cancel action has a button.
  var showsCancel: Bool { mode != .popoverSheet }

  /// Makes the views again for the alert's title, message, fields and actions.
  func rebuild() {
    let sheet = alert.preferredStyle == .actionSheet
    titleLabel.text = alert.title
    titleLabel.font =
      sheet
      ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = sheet ? .secondaryLabel : .label
    messageLabel.text = alert.message
    messageLabel.font = .systemFont(ofSize: 13)
    messageLabel.textColor = sheet ? .secondaryLabel : .label
    for label in [titleLabel, messageLabel] where label.superview == nil {
      mainGroup.addSubview(label)
    }
    for box in fieldBoxes { box.removeFromSuperview() }
    fieldBoxes = (alert.textFields ?? []).map { field in
      let box = UIView()
      box.backgroundColor = .systemBackground
      box.layer.borderWidth = 0.5
      box.layer.borderColor = UIColor.systemGray3.cgColor
      box.layer.cornerRadius = 6
      box.addSubview(field)
      mainGroup.addSubview(box)
      return box
    }
    for button in buttons { button.removeFromSuperview() }
    buttons = alert.actions.map { action in
      let button = AlertActionButton(action: action)
      button.addAction(
        UIAction { [weak self] _ in self?.alert.choose(action) }, for: .touchUpInside)
      return button
    }
    updateButtons()
    setNeedsLayout()
  }

  /// Follows the actions' enabled state and emphasis, and the focus.
  func updateButtons() {
    let sheet = alert.preferredStyle == .actionSheet
    let preferred = alert.preferredAction
    let focused = focusedAction
    for button in buttons {
      let action = button.action
      let bold =
        sheet
        ? action.style == .cancel
        : (preferred.map { $0 === action } ?? (action.style == .cancel))
      button.configure(bold: bold, fontSize: sheet ? 20 : 17, focused: focused === action)
    }
  }

  // MARK: Layout

  /// The height of an alert `width` points wide.
  func alertHeight(width: CGFloat) -> CGFloat { computeLayout(mode: .alert, width: width).height }

  /// The height of an action sheet `width` points wide.
  func sheetHeight(width: CGFloat, compact: Bool) -> CGFloat {
    computeLayout(mode: compact ? .compactSheet : .popoverSheet, width: width).height
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let layout = computeLayout(mode: mode, width: bounds.width)
    apply(layout)
  }

  private func hairline() -> CGFloat { 1 / max(1, traitCollection.displayScale) }

  private func hasText(_ s: String?) -> Bool { !(s ?? "").isEmpty }

  func computeLayout(mode: AlertLayoutMode, width: CGFloat) -> AlertLayout {
    var layout = AlertLayout()
    let sheet = mode != .alert
    let side: CGFloat = 16
    let inner = max(0, width - 2 * side)
    let hasTitle = hasText(alert.title)
    let hasMessage = hasText(alert.message)
    var y: CGFloat = 0
    if hasTitle || hasMessage {
      y = sheet ? 14 : 20
      if hasTitle {
        let h = ceil(
          titleLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height)
        layout.title = CGRect(x: side, y: y, width: inner, height: h)
        y += h
      }
      if hasTitle && hasMessage { y += sheet ? 2 : 4 }
      if hasMessage {
        let h = ceil(
          messageLabel.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height)
        layout.message = CGRect(x: side, y: y, width: inner, height: h)
        y += h
      }
      y += sheet ? 14 : (fieldBoxes.isEmpty ? 20 : 16)
    }
    if !sheet, !fieldBoxes.isEmpty {
      if !(hasTitle || hasMessage) { y = 20 }
      for (i, _) in fieldBoxes.enumerated() {
        layout.fields.append(CGRect(x: side, y: y, width: inner, height: Self.fieldHeight))
        y += Self.fieldHeight + (i == fieldBoxes.count - 1 ? 16 : 8)
      }
    }
    let line = hairline()
    let ordered = orderedButtons(mode: mode, width: width)
    if sheet {
      let rowHeight = Self.sheetButtonHeight
      let main = ordered.filter { $0.action.style != .cancel }
      for (i, button) in main.enumerated() {
        if y > 0 || i > 0 {
          layout.separators.append(CGRect(x: 0, y: y, width: width, height: line))
        }
        layout.buttons.append((button.action, CGRect(x: 0, y: y, width: width, height: rowHeight)))
        y += rowHeight
      }
      layout.mainGroup = CGRect(x: 0, y: 0, width: width, height: y)
      if mode == .compactSheet, let cancel = ordered.first(where: { $0.action.style == .cancel }) {
        if y > 0 { y += Self.sheetMargin }
        let frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
        layout.cancelGroup = frame
        layout.buttons.append((cancel.action, frame))
        y += rowHeight
      }
      layout.height = y
      return layout
    }
    let rowHeight = Self.alertButtonHeight
    if sideBySide(width: width), ordered.count == 2 {
      layout.separators.append(CGRect(x: 0, y: y, width: width, height: line))
      let half = (width / 2).rounded()
      layout.buttons.append((ordered[0].action, CGRect(x: 0, y: y, width: half, height: rowHeight)))
      layout.buttons.append(
        (ordered[1].action, CGRect(x: half, y: y, width: width - half, height: rowHeight)))
      layout.separators.append(CGRect(x: half, y: y, width: line, height: rowHeight))
      y += rowHeight
    } else {
      for button in ordered {
        layout.separators.append(CGRect(x: 0, y: y, width: width, height: line))
        layout.buttons.append((button.action, CGRect(x: 0, y: y, width: width, height: rowHeight)))
        y += rowHeight
      }
    }
    layout.mainGroup = CGRect(x: 0, y: 0, width: width, height: y)
    layout.height = y
    return layout
  }

  /// Whether an alert's two buttons go side by side: both titles fit in half the width.
  private func sideBySide(width: CGFloat) -> Bool {
    guard buttons.count == 2 else { return false }
    let room = width / 2 - 2 * 12
    return buttons.allSatisfy { $0.titleWidth <= room }
  }

  /// The buttons in the order shown: two side by side put the cancel button on the left;
  /// stacked ones put it last.
  private func orderedButtons(mode: AlertLayoutMode, width: CGFloat) -> [AlertActionButton] {
    let others = buttons.filter { $0.action.style != .cancel }
    let cancel = buttons.filter { $0.action.style == .cancel }
    if mode == .alert, sideBySide(width: width) { return cancel + others }
    return others + cancel
  }

  private func apply(_ layout: AlertLayout) {
    let sheet = alert.preferredStyle == .actionSheet
    let mode = self.mode
    mainGroup.frame = layout.mainGroup
    mainGroup.backgroundColor = mode == .popoverSheet ? nil : Self.panelColor
    mainGroup.layer.cornerRadius = mode == .compactSheet ? Self.sheetCornerRadius : 0
    if let cancel = layout.cancelGroup {
      cancelGroup.isHidden = false
      cancelGroup.frame = cancel
    } else {
      cancelGroup.isHidden = true
    }
    titleLabel.isHidden = layout.title == nil
    titleLabel.frame = layout.title ?? .zero
    messageLabel.isHidden = layout.message == nil
    messageLabel.frame = layout.message ?? .zero
    for (box, frame) in zip(fieldBoxes, layout.fields) {
      box.frame = frame
      box.subviews.first?.frame = box.bounds.insetBy(dx: 6, dy: 0)
    }
    for s in separators { s.removeFromSuperview() }
    separators = layout.separators.map { frame in
      let s = UIView(frame: frame)
      s.backgroundColor = .separator
      s.isUserInteractionEnabled = false
      mainGroup.addSubview(s)
      return s
    }
    for button in buttons {
      guard let entry = layout.buttons.first(where: { $0.action === button.action }) else {
        button.removeFromSuperview()
        continue
      }
      if entry.action.style == .cancel, let cancel = layout.cancelGroup {
        if button.superview !== cancelGroup { cancelGroup.addSubview(button) }
        button.frame = CGRect(origin: .zero, size: cancel.size)
      } else {
        if button.superview !== mainGroup { mainGroup.addSubview(button) }
        button.frame = entry.frame
      }
    }
    _ = sheet
  }

  // MARK: Focus

  /// The button that has the keyboard focus (none while a text field of the alert edits).
  var focusedAction: UIAlertAction? {
    if let fields = alert.textFields, fields.contains(where: { $0.isFirstResponder }) {
      return nil
    }
    guard let action = storedFocus, action.isEnabled,
      buttons.contains(where: { $0.action === action && $0.superview != nil })
    else { return nil }
    return action
  }

  /// Moves the focus to the next (or previous) text field or enabled button, around.
  func moveFocus(backward: Bool) {
    layoutIfNeeded()
    let fields = alert.textFields ?? []
    let visible = buttons.filter { $0.superview != nil && $0.action.isEnabled }
      .sorted { a, b in
        let fa = a.convert(a.bounds, to: self)
        let fb = b.convert(b.bounds, to: self)
        return fa.minY != fb.minY ? fa.minY < fb.minY : fa.minX < fb.minX
      }
    let count = fields.count + visible.count
    guard count > 0 else { return }
    var current: Int?
    if let i = fields.firstIndex(where: { $0.isFirstResponder }) {
      current = i
    } else if let f = focusedAction, let i = visible.firstIndex(where: { $0.action === f }) {
      current = fields.count + i
    }
    let next: Int
    if let current {
      next = (current + (backward ? count - 1 : 1)) % count
    } else {
      next = backward ? count - 1 : 0
    }
    if next < fields.count {
      storedFocus = nil
      fields[next].becomeFirstResponder()
    } else {
      for field in fields where field.isFirstResponder { field.resignFirstResponder() }
      storedFocus = visible[next - fields.count].action
    }
    updateButtons()
  }
}

/// A button of an alert: its action's title in the tint colour (red when destructive, grey
/// when disabled), grey while pressed, with a ring while it has the keyboard focus.
@MainActor
final class AlertActionButton: UIControl {
  let action: UIAlertAction
  private let label = UILabel()
  private let ring = UIView()

  init(action: UIAlertAction) {
    self.action = action
    super.init(frame: .zero)
    label.text = action.title
    label.textAlignment = .center
    label.isUserInteractionEnabled = false
    addSubview(label)
    ring.isUserInteractionEnabled = false
    ring.layer.borderWidth = 2
    ring.layer.borderColor = UIColor.tintColor.cgColor
    ring.layer.cornerRadius = 8
    ring.isHidden = true
    addSubview(ring)
  }

  required init?(coder: NSCoder) {
    fatalError("AlertActionButton is made in code")
  }

  /// The title's width at its font.
  var titleWidth: CGFloat {
    label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width
  }

  func configure(bold: Bool, fontSize: CGFloat, focused: Bool) {
    label.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
    isEnabled = action.isEnabled
    label.textColor =
      !action.isEnabled
      ? .tertiaryLabel : action.style == .destructive ? .systemRed : .systemBlue
    ring.isHidden = !focused
  }

  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : nil }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds.insetBy(dx: 8, dy: 0)
    ring.frame = bounds.insetBy(dx: 3, dy: 3)
  }
}
