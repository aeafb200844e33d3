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
    return withLabelDefaults(attributedContent ?? NSAttributedString(string: text))
  }

  /// `string` with the label's font, color and paragraph style added to the characters that
  /// have none.
  func withLabelDefaults(_ string: NSAttributedString) -> NSAttributedString {
    let result = NSMutableAttributedString(attributedString: string)
    let whole = NSRange(location: 0, length: result.length)
    guard whole.length > 0 else { return result }
    let defaults: [(NSAttributedString.Key, Any)] = [
      (.font, font ?? UIFont.systemFont(ofSize: 17)), (.foregroundColor, textColor ?? .label),
      (.paragraphStyle, labelParagraphStyle),
    ]
    for (key, value) in defaults {
      for range in rangesWithout(key, in: result) {
        result.addAttribute(key, value: value, range: range)
      }
    }
    return result
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
    let content = withLabelDefaults(string)
    text = content.string
    attributedContent = content
    if content.length > 0 {
      let first = content.attributes(at: 0, effectiveRange: nil)
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
    guard !isAdoptingAttributes, let content = attributedContent, content.length > 0 else {
      return
    }
    let restyled = NSMutableAttributedString(attributedString: content)
    restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: content.length))
    attributedContent = restyled
  }

  /// Gives every paragraph style of the attributed text the label's alignment (a default
  /// style with it where there is none).
  func realignAttributedContent() {
    guard !isAdoptingAttributes, let content = attributedContent, content.length > 0 else {
      return
    }
    let realigned = NSMutableAttributedString(attributedString: content)
    var location = 0
    while location < content.length {
      var range = NSRange(location: 0, length: 0)
      let existing = content.attribute(.paragraphStyle, at: location, effectiveRange: &range)
      let style = NSMutableParagraphStyle()
      style.setParagraphStyle(existing as? NSParagraphStyle)
      style.alignment = textAlignment
      let end = max(range.location + range.length, location + 1)
      realigned.addAttribute(
        .paragraphStyle, value: style, range: NSRange(location: location, length: end - location))
      location = end
    }
    attributedContent = realigned
  }

  /// The ranges of `string` whose characters have no value for `key`.
  private func rangesWithout(_ key: NSAttributedString.Key, in string: NSAttributedString)
    -> [NSRange]
  {
    var ranges: [NSRange] = []
    var location = 0
    while location < string.length {
      var range = NSRange(location: 0, length: 0)
      let value = string.attribute(key, at: location, effectiveRange: &range)
      let end = min(string.length, max(range.location + range.length, location + 1))
      if value == nil { ranges.append(NSRange(location: location, length: end - location)) }
      location = end
    }
    return ranges
  }
}
