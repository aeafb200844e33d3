import Foundation

extension CGPath.Element {
  /// The elements between `a` (fraction 0) and `b` (fraction 1), point by point, or nil when
  /// the two paths differ in structure (another count or kind of element), which Core
  /// Animation cannot interpolate either.
  static func interpolated(
    _ a: [CGPath.Element], _ b: [CGPath.Element], fraction f: CGFloat
  ) -> [CGPath.Element]? {
    guard a.count == b.count else { return nil }
    func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
    }
    var result: [CGPath.Element] = []
    result.reserveCapacity(a.count)
    for (x, y) in zip(a, b) {
      switch (x, y) {
      case (.move(let p), .move(let q)): result.append(.move(mix(p, q)))
      case (.line(let p), .line(let q)): result.append(.line(mix(p, q)))
      case (.quad(let c, let p), .quad(let d, let q)):
        result.append(.quad(control: mix(c, d), to: mix(p, q)))
      case (.curve(let c1, let c2, let p), .curve(let d1, let d2, let q)):
        result.append(.curve(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(p, q)))
      case (.close, .close): result.append(.close)
      default: return nil
      }
    }
    return result
  }
}
