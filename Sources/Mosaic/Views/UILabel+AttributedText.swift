import Foundation

extension UILabel {
  /// The attributes that make a link look like one in a label: the tint color, underlined.
  var linkTextAttributes: [NSAttributedString.Key: Any] {
    [.foregroundColor: tintColor ?? .systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue]
  }

  /// What the attributed renderer uses where the string has no attribute: `style` (the
  /// label's font, color, alignment, line breaking and lines) and the label's link look.
  func attributedDefaults(_ style: TextStyle) -> AttributedTextDefaults {
    AttributedTextDefaults(
      style: style, naturalAlignment: resolvedTextAlignment(.natural),
      linkAttributes: linkTextAttributes)
  }

  /// The label's paragraph style: its alignment and line break mode.
  var labelParagraphStyle: NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    return style
  }

  /// The text with its attributes, the label's font, color and paragraph style filling the
  /// characters that have none; nil without text.
  func attributedTextWithLabelDefaults() -> NSAttributedString? {
    guard let text else { return nil }
    if let attributedContent { return attributedContent }
    return DefaultedAttributedString(NSAttributedString(string: text), defaults: labelDefaults)
  }

  /// The label's font, color and paragraph style as attributes.
  var labelDefaults: [NSAttributedString.Key: Any] {
    [
      .font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label,
      .paragraphStyle: labelParagraphStyle,
    ]
  }

  /// Stores a new attributed text, the label's font, color and paragraph style filling the
  /// characters without them, and takes the label's font, color and alignment from its first
  /// character.
  func setAttributedContent(_ string: NSAttributedString?) {
    guard let string else {
      attributedContent = nil
      text = nil
      return
    }
    let content = DefaultedAttributedString(string, defaults: labelDefaults)
    text = content.string
    attributedContent = content
    if content.length > 0 {
      let first = string.attributes(at: 0, effectiveRange: nil)
      isAdoptingAttributes = true
      if let font = first[.font] as? UIFont { self.font = font }
      if let color = first[.foregroundColor] as? UIColor { textColor = color }
      if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
        textAlignment = paragraph.alignment
      }
      isAdoptingAttributes = false
    }
    textChanged()
  }

  /// Gives every character of the attributed text `value` for `key` (what setting `font` or
  /// `textColor` does to attributed text).
  func restyleAttributedContent(_ key: NSAttributedString.Key, value: Any) {
    guard !isAdoptingAttributes, let content = attributedContent else { return }
    var overrides = content.overrides
    overrides[key] = value
    attributedContent = DefaultedAttributedString(
      content, defaults: content.defaults, overrides: overrides, alignment: content.alignment)
  }

  /// Gives every paragraph style of the attributed text the label's alignment (a default
  /// style with it where there is none).
  func realignAttributedContent() {
    guard !isAdoptingAttributes, let content = attributedContent else { return }
    attributedContent = DefaultedAttributedString(
      content, defaults: content.defaults, overrides: content.overrides, alignment: textAlignment)
  }
}
