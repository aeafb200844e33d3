import Foundation

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight interpolation between neighbouring keyframes (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each keyframe's value holds until the next key time; no interpolation.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Even speed over the whole animation; key times and timing functions are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth curve through the keyframes (Mosaic uses a Catmull-Rom spline).
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth curve at even speed (Mosaic: Catmull-Rom, evenly spaced keyframes).
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The layer turns to follow the path's tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// The layer turns to face against the path's tangent.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Animates a property through a sequence of values, or a point property along a path.
@MainActor @preconcurrency
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  open var values: [Any]?
  /// A path the point property follows; when set, `values` is ignored.
  open var path: CGPath?
  /// When each keyframe is reached, as fractions 0…1 of the duration, increasing.
  open var keyTimes: [NSNumber]?
  /// The pacing of each segment between keyframes (one fewer than the keyframes).
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are computed.
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Whether a layer moving along `path` turns with it; nil does not turn it.
  open var rotationMode: CAAnimationRotationMode?
  /// Tension of the cubic modes (accepted; Mosaic's Catmull-Rom spline ignores it).
  open var tensionValues: [NSNumber]?
  /// Continuity of the cubic modes (accepted, ignored).
  open var continuityValues: [NSNumber]?
  /// Bias of the cubic modes (accepted, ignored).
  open var biasValues: [NSNumber]?

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    rotationMode = other.rotationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
  }

  /// The keyframes, converted once.
  private var frames: [AnimationValue]?
  /// The key times checked against the keyframes, once.
  private var times: [Double]?
  private var pathPoints: [CGPoint]?

  private func keyframes() -> [AnimationValue] {
    if let frames { return frames }
    var result: [AnimationValue] = []
    if let path {
      let points = path.polygons().flatMap { $0 }
      pathPoints = points
      result = points.map { .point($0) }
    } else {
      for v in values ?? [] {
        if let converted = AnimationValue(any: v) { result.append(converted) }
      }
    }
    frames = result
    return result
  }

  /// Key times for `count` keyframes: the given ones when they match, else evenly spaced (a
  /// path is paced by length); mismatched or decreasing key times are logged and replaced.
  private func keyTimeList(count: Int) -> [Double] {
    if let times { return times }
    var result: [Double] = []
    let wanted = calculationMode == .discrete ? [count, count + 1] : [count]
    if path == nil, calculationMode != .paced, calculationMode != .cubicPaced,
      let given = keyTimes?.map({ $0.doubleValue })
    {
      let increasing = zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
      if wanted.contains(given.count) && increasing && given.allSatisfy({ $0.isFinite }) {
        result = given
      } else {
        CAAnimation.log(
          "keyframe animation of \"\(keyPath ?? "")\" has \(given.count) key times for "
            + "\(count) values (or they do not increase); spacing the values evenly")
      }
    }
    if result.isEmpty {
      if path != nil || calculationMode == .paced || calculationMode == .cubicPaced {
        result = pacedTimes()
      } else if calculationMode == .discrete {
        result = (0..<count).map { Double($0) / Double(max(count, 1)) }
      } else {
        result = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
      }
    }
    times = result
    return result
  }

  private func pacedTimes() -> [Double] {
    let f = keyframes()
    guard f.count > 1 else { return f.isEmpty ? [] : [0] }
    var lengths = [0.0]
    for i in 1..<f.count { lengths.append(lengths[i - 1] + Double(f[i - 1].distance(to: f[i]))) }
    let total = lengths.last!
    if total <= 0 { return (0..<f.count).map { Double($0) / Double(f.count - 1) } }
    return lengths.map { $0 / total }
  }

  override func value(for sample: AnimationSample, base: AnimationValue) -> AnimationValue? {
    let f = keyframes()
    guard !f.isEmpty else { return nil }
    if f.count == 1 { return f[0] }
    let kt = keyTimeList(count: f.count)
    let u = progress(sample)
    if calculationMode == .discrete {
      var index = 0
      for (i, t) in kt.enumerated() where i < f.count && u >= t - 1e-9 { index = i }
      return f[index]
    }
    let (i, local) = segment(at: u, times: kt)
    var w = local
    if let fns = timingFunctions, calculationMode != .paced, !fns.isEmpty {
      w = fns[min(i, fns.count - 1)].progress(at: w)
    }
    if calculationMode == .cubic || calculationMode == .cubicPaced {
      return catmullRom(f, i, w)
    }
    return f[i].interpolated(to: f[i + 1], fraction: w)
  }

  /// The segment holding `u` and the fraction of it.
  private func segment(at u: Double, times kt: [Double]) -> (Int, Double) {
    let last = kt.count - 2
    var i = 0
    while i < last && u > kt[i + 1] { i += 1 }
    let span = kt[i + 1] - kt[i]
    let local = span > 0 ? (u - kt[i]) / span : 1
    return (i, min(1, max(0, local)))
  }

  /// A Catmull-Rom curve through the keyframes around segment `i`.
  private func catmullRom(_ f: [AnimationValue], _ i: Int, _ w: Double) -> AnimationValue {
    let p0 = f[max(i - 1, 0)]
    let p1 = f[i]
    let p2 = f[i + 1]
    let p3 = f[min(i + 2, f.count - 1)]
    let t = CGFloat(w)
    let t2 = t * t
    let t3 = t2 * t
    // 0.5 · (2p1 + (−p0 + p2)t + (2p0 − 5p1 + 4p2 − p3)t² + (−p0 + 3p1 − 3p2 + p3)t³)
    let a = p1.scaled(by: 2)
    let b = p2.subtracting(p0).scaled(by: t)
    let c = p0.scaled(by: 2).adding(p1.scaled(by: -5)).adding(p2.scaled(by: 4))
      .adding(p3.scaled(by: -1)).scaled(by: t2)
    let d = p0.scaled(by: -1).adding(p1.scaled(by: 3)).adding(p2.scaled(by: -3)).adding(p3)
      .scaled(by: t3)
    switch p1 {
    case .scalar, .point, .rect, .color, .array:
      return a.adding(b).adding(c).adding(d).scaled(by: 0.5)
    default: return p1.interpolated(to: p2, fraction: w)
    }
  }

  override func apply(
    _ sample: AnimationSample, to state: inout LayerPresentationState, layer: CALayer
  ) {
    super.apply(sample, to: &state, layer: layer)
    guard let rotationMode, path != nil, let points = pathPoints, points.count > 1 else { return }
    let kt = keyTimeList(count: points.count)
    let (i, _) = segment(at: progress(sample), times: kt)
    let a = points[i]
    let b = points[i + 1]
    var angle = atan2(b.y - a.y, b.x - a.x)
    if rotationMode == .rotateAutoReverse { angle += .pi }
    state.transform = CATransform3DConcat(
      CATransform3DMakeRotation(angle, 0, 0, 1), state.transform)
  }

  override func span(base: AnimationValue) -> (AnimationValue, AnimationValue)? {
    let f = keyframes()
    guard let first = f.first, let last = f.last else { return nil }
    return (first, last)
  }
}
