import Foundation

/// An attributed string made of explicit runs. Building a many-run string with
/// `NSMutableAttributedString` on Linux can stop the process (Foundation compares attribute
/// values of Swift classes in neighbouring runs), so random strings are built with this.
final class RunListAttributedString: NSAttributedString {
  let runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]

  init(_ pieces: [(String, [NSAttributedString.Key: Any])]) {
    var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
    var location = 0
    for (text, attributes) in pieces {
      let length = (text as NSString).length
      runs.append((NSRange(location: location, length: length), attributes))
      location += length
    }
    self.runs = runs
    super.init(string: pieces.map(\.0).joined())
  }

  required init?(coder aDecoder: NSCoder) { nil }

  override func attributes(at location: Int, effectiveRange range: NSRangePointer?)
    -> [NSAttributedString.Key: Any]
  {
    let run = runs.first { NSLocationInRange(location, $0.range) }!
    range?.pointee = run.range
    return run.attributes
  }

  override func attribute(
    _ name: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?
  ) -> Any? {
    attributes(at: location, effectiveRange: range)[name]
  }
}
