import Foundation

// MARK: - What is shown, where, and drawing it

extension UITextField {
  /// Line breaks cannot be typed into one line: they become spaces.
  static func singleLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }

  /// The text as drawn: dots for secure entry.
  var displayedText: String {
    isSecureTextEntry
      ? String(repeating: "\u{2022}", count: editingBuffer.characterCount) : editingBuffer.text
  }

  /// Caret stops of the displayed text: measured once per font, then kept up to date across
  /// edits by measuring only the edited words (see `CaretStops`).
  var caretStops: CaretStops {
    let shown = displayedText
    if var cache = offsetsCache, cache.font == _font {
      if cache.text != shown {
        offsetsCache = nil  // the only reference: the update works in place
        cache.update(to: shown)
        offsetsCache = cache
      }
      return cache
    }
    let stops = CaretStops(text: shown, font: _font)
    offsetsCache = stops
    return stops
  }

  /// Caret offsets of the displayed text (see `caretStops`).
  var caretOffsets: [CGFloat] { caretStops.offsets }

  /// Makes the caret stops exact around character boundary `index`: those of a long pasted
  /// text are estimated away from where it is seen (see `CaretStops+Estimates.swift`).
  func refineCaretStops(around index: Int) {
    guard caretStops.hasEstimates, var stops = offsetsCache else { return }
    offsetsCache = nil  // the only reference: refining works in place
    stops.refine(around: index)
    offsetsCache = stops
  }

  /// Makes the caret stops exact where the text area shows them, the text starting at `x`.
  func refineCaretStops(shownFrom x: CGFloat, in area: CGRect) {
    guard caretStops.hasEstimates, let stops = offsetsCache else { return }
    refineCaretStops(around: stops.firstStop(beyondX: area.minX - x))
  }

  // MARK: Geometry

  /// The insets the border leaves around the text.
  var borderInset: CGFloat {
    switch borderStyle {
    case .none: 0
    case .line, .bezel: 3
    case .roundedRect: 7
    }
  }

  /// Whether an overlay with `mode` shows in the field's current editing state.
  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// Whether `leftView` shows.
  var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
  /// Whether `rightView` shows.
  var showsRightView: Bool { rightView != nil && shows(rightViewMode) }
  /// Whether the clear button shows: there is text, its mode says so, and no right view
  /// takes its place.
  var showsClearButton: Bool {
    !editingBuffer.text.isEmpty && shows(clearButtonMode) && !showsRightView
  }

  /// The style the field's text is laid out in, in `color`: its font, on one clipped line.
  func textStyle(color: UIColor) -> TextStyle {
    var style = TextStyle()
    style.font = _font
    style.color = color
    style.alignment = .left
    style.lineBreakMode = .byClipping
    style.numberOfLines = 1
    return style
  }

  /// Where the text's first character starts (before scrolling), for the current alignment.
  func textOrigin(in rect: CGRect, width: CGFloat) -> CGFloat {
    guard width < rect.width else { return rect.minX }
    let alignment: NSTextAlignment =
      textAlignment == .natural
      ? (effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left) : textAlignment
    switch alignment {
    case .center: return rect.minX + (rect.width - width) / 2
    case .right: return rect.maxX - width
    default: return rect.minX
    }
  }

  // MARK: Drawing

  /// Draws the border, the clear button, and the text with its selection or marked text
  /// (or the placeholder) into `context`: what `draw(_:)` shows.
  func drawField(in context: CGContext) {
    drawBorder()
    if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    if editingBuffer.text.isEmpty {
      if let placeholder, !placeholder.isEmpty {
        drawPlaceholder(in: placeholderRect(forBounds: bounds))
      }
      return
    }
    let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    let font = isEditing ? _font : fittedFont(width: area.width)
    if font == _font {
      refineCaretStops(
        shownFrom: textOrigin(in: area, width: caretOffsets.last ?? 0) - scrollX, in: area)
    }
    let offsets =
      font == _font ? caretOffsets : TextRenderer.caretOffsets(of: displayedText, font: font)
    let x = textOrigin(in: area, width: offsets.last ?? 0) - scrollX
    let lineHeight = font.lineHeight
    let top = area.midY - lineHeight / 2
    context.saveGState()
    context.clip(to: CGRect(x: area.minX, y: bounds.minY, width: area.width, height: bounds.height))
    let selection = editingBuffer.selection
    if let marked = editingBuffer.markedCharacters, marked.upperBound < offsets.count {
      let from = offsets[marked.lowerBound]
      let to = offsets[marked.upperBound]
      (textColor ?? .label).setFill()
      UIBezierPath(rect: CGRect(x: x + from, y: top + lineHeight + 1, width: to - from, height: 1))
        .fill()
    } else if isEditing, !selection.isEmpty {
      let from = offsets[selection.lowerBound]
      let to = offsets[selection.upperBound]
      tintColor.withAlphaComponent(0.25).setFill()
      UIBezierPath(rect: CGRect(x: x + from, y: top, width: to - from, height: lineHeight))
        .fill()
    }
    var style = textStyle(color: textColor ?? .label)
    style.font = font
    // A long text draws only the characters in view (and a few either side, for shaping).
    var shown = displayedText
    var shownX = x
    var shownWidth = offsets.last ?? 0
    if font == _font, offsets.count > 512, let stops = offsetsCache, stops.isIncreasing {
      let piece = stops.visiblePiece(from: area.minX - x, to: area.maxX - x)
      shown = piece.text
      shownX = x + piece.x
      shownWidth = piece.width
    }
    TextRenderer.draw(
      shown, style: style,
      in: CGRect(x: shownX, y: top, width: shownWidth + 1, height: lineHeight + 1),
      context: context, alphaMultiplier: isEnabled ? 1 : 0.5)
    context.restoreGState()
  }

  /// The font the text is drawn in while not editing: the field's, or with
  /// `adjustsFontSizeToFitWidth` a smaller one that fits `width` (not below
  /// `minimumFontSize`).
  private func fittedFont(width: CGFloat) -> UIFont {
    guard adjustsFontSizeToFitWidth, width > 0, !editingBuffer.text.isEmpty else { return _font }
    let natural = caretOffsets.last ?? 0
    guard natural > width else { return _font }
    let smallest = min(_font.pointSize, minimumFontSize > 0 ? minimumFontSize : 9)
    // Widths grow about linearly with the size: start from the proportional size, then step
    // down while hinting keeps it too wide.
    var size = max(smallest, (_font.pointSize * width / natural * 4).rounded(.down) / 4)
    while size > smallest,
      (TextRenderer.caretOffsets(of: displayedText, font: _font.withSize(size)).last ?? 0)
        > width
    {
      size = max(smallest, size - 0.5)
    }
    return _font.withSize(size)
  }

  /// Draws the border `borderStyle` asks for around `borderRect(forBounds:)`.
  private func drawBorder() {
    let frame = borderRect(forBounds: bounds)
    switch borderStyle {
    case .none:
      break
    case .line:
      UIColor.label.setStroke()
      let path = UIBezierPath(rect: frame.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
    case .bezel:
      UIColor.systemBackground.setFill()
      UIBezierPath(rect: frame).fill()
      UIColor.systemGray.setStroke()
      let path = UIBezierPath(rect: frame.insetBy(dx: 0.5, dy: 0.5))
      path.lineWidth = 1
      path.stroke()
    case .roundedRect:
      let path = UIBezierPath(roundedRect: frame.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
      UIColor.systemBackground.setFill()
      path.fill()
      UIColor.systemGray4.setStroke()
      path.lineWidth = 0.5
      path.stroke()
    }
  }

  /// Draws the clear button in `rect`: a gray circle with a cross.
  private func drawClearButton(in rect: CGRect) {
    let circle = UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
    UIColor.systemGray2.setFill()
    circle.fill()
    let cross = UIBezierPath()
    let c = CGPoint(x: rect.midX, y: rect.midY)
    let r: CGFloat = 3.5
    cross.move(to: CGPoint(x: c.x - r, y: c.y - r))
    cross.addLine(to: CGPoint(x: c.x + r, y: c.y + r))
    cross.move(to: CGPoint(x: c.x + r, y: c.y - r))
    cross.addLine(to: CGPoint(x: c.x - r, y: c.y + r))
    cross.lineWidth = 1.5
    UIColor.systemBackground.setStroke()
    cross.stroke()
  }
}
