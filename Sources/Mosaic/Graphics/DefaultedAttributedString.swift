import Foundation

/// An attributed string that reads as another one with default attributes filled in where a
/// run has none, some attributes replaced on every run, and optionally every paragraph
/// style's alignment replaced: what a label or text view returns as its `attributedText`.
///
/// The runs are computed when read rather than stored, because Foundation on Linux stops the
/// process when building a string whose neighbouring runs hold different values of Swift
/// classes (`UIColor`, `UIFont`, `NSParagraphStyle`) under the same key.
final class DefaultedAttributedString: NSAttributedString {
  /// Attributes added to runs that lack them.
  let defaults: [NSAttributedString.Key: Any]
  /// Attributes replacing the runs' own.
  let overrides: [NSAttributedString.Key: Any]
  /// The alignment every paragraph style takes, when set.
  let alignment: NSTextAlignment?

  /// Reads `base` with `defaults`, `overrides` and `alignment` applied.
  init(
    _ base: NSAttributedString, defaults: [NSAttributedString.Key: Any] = [:],
    overrides: [NSAttributedString.Key: Any] = [:], alignment: NSTextAlignment? = nil
  ) {
    self.defaults = defaults
    self.overrides = overrides
    self.alignment = alignment
    // Another defaulted string is read through its own base (this one's defaults and
    // overrides replace its); a mutable string is copied so later changes do not show.
    let underlying = (base as? DefaultedAttributedString)?.base ?? base
    self.base =
      underlying is NSMutableAttributedString
      ? NSAttributedString(attributedString: underlying) : underlying
    // The stored runs are the base's own, so a copy made through Foundation
    // (`NSMutableAttributedString(attributedString:)`) keeps them, without the defaults.
    super.init(attributedString: self.base)
  }

  /// The string whose runs are read.
  let base: NSAttributedString

  required init?(coder aDecoder: NSCoder) { nil }

  /// The attributes the run at `location` reads with.
  override func attributes(at location: Int, effectiveRange range: NSRangePointer?)
    -> [NSAttributedString.Key: Any]
  {
    var attributes = base.attributes(at: location, effectiveRange: range)
    for (key, value) in defaults where attributes[key] == nil { attributes[key] = value }
    for (key, value) in overrides { attributes[key] = value }
    if let alignment {
      let style = NSMutableParagraphStyle()
      style.setParagraphStyle(attributes[.paragraphStyle] as? NSParagraphStyle)
      style.alignment = alignment
      attributes[.paragraphStyle] = style
    }
    return attributes
  }

  /// The value of one attribute at `location`, as `attributes(at:effectiveRange:)` reads it.
  override func attribute(
    _ name: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?
  ) -> Any? {
    attributes(at: location, effectiveRange: range)[name]
  }

  /// Calls `block` with each run's attributes in `enumerationRange`.
  override func enumerateAttributes(
    in enumerationRange: NSRange, options opts: NSAttributedString.EnumerationOptions = [],
    using block: ([NSAttributedString.Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var runs: [([NSAttributedString.Key: Any], NSRange)] = []
    var location = enumerationRange.location
    let end = min(length, enumerationRange.location + enumerationRange.length)
    while location < end {
      var range = NSRange(location: 0, length: 0)
      let attributes = self.attributes(at: location, effectiveRange: &range)
      let runEnd = min(end, max(range.location + range.length, location + 1))
      runs.append((attributes, NSRange(location: location, length: runEnd - location)))
      location = runEnd
    }
    if opts.contains(.reverse) { runs.reverse() }
    var stop = ObjCBool(false)
    for (attributes, range) in runs {
      block(attributes, range, &stop)
      if stop.boolValue { return }
    }
  }

  /// Calls `block` with each run's value of `attrName` in `enumerationRange`.
  override func enumerateAttribute(
    _ attrName: NSAttributedString.Key, in enumerationRange: NSRange,
    options opts: NSAttributedString.EnumerationOptions = [],
    using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    enumerateAttributes(in: enumerationRange, options: opts) { attributes, range, stop in
      block(attributes[attrName], range, stop)
    }
  }
}
