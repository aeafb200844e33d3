import MosaicCore
import Testing

@Suite struct TimingCurveTests {
  @Test func endpointsAreExact() {
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -0.5) == 0)
      #expect(curve.value(at: 1.5) == 1)
    }
  }

  @Test func namedControlPoints() {
    #expect(TimingCurve.easeIn == TimingCurve(controlPoints: 0.42, 0, 1, 1))
    #expect(TimingCurve.easeOut == TimingCurve(controlPoints: 0, 0, 0.58, 1))
    #expect(TimingCurve.easeInOut == TimingCurve(controlPoints: 0.42, 0, 0.58, 1))
    #expect(TimingCurve.linear == TimingCurve(controlPoints: 0, 0, 1, 1))
    let curve = TimingCurve.easeInOut
    #expect(curve.controlPoint(at: 0) == (0, 0))
    #expect(curve.controlPoint(at: 1) == (0.42, 0))
    #expect(curve.controlPoint(at: 2) == (0.58, 1))
    #expect(curve.controlPoint(at: 3) == (1, 1))
    // Control x values are clamped into [0, 1].
    #expect(
      TimingCurve(controlPoints: -1, 0.5, 2, 0.5) == TimingCurve(controlPoints: 0, 0.5, 1, 0.5))
  }

  @Test func linearIsIdentity() {
    for fraction in stride(from: 0.0, through: 1.0, by: 0.05) {
      #expect(isClose(TimingCurve.linear.value(at: fraction), fraction, 1e-9))
    }
  }

  // Reference values from solving the Bézier by 200-step bisection.
  @Test(arguments: [
    (TimingCurve.easeIn, [0.0170266, 0.0934647, 0.3153568, 0.6218619, 0.8394278]),
    (TimingCurve.easeOut, [0.1605722, 0.3781381, 0.6846432, 0.9065353, 0.9829734]),
    (TimingCurve.easeInOut, [0.0197225, 0.1291619, 0.5, 0.8708381, 0.9802775]),
    (TimingCurve.default, [0.0947963, 0.4085106, 0.8024034, 0.960459, 0.9943165]),
  ])
  func knownValues(curve: TimingCurve, expected: [Double]) {
    for (fraction, value) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
      #expect(isClose(curve.value(at: fraction), value, 1e-6), "at \(fraction)")
    }
  }

  @Test func easeInOutIsSymmetric() {
    #expect(isClose(TimingCurve.easeInOut.value(at: 0.5), 0.5, 1e-9))
    for fraction in stride(from: 0.0, through: 1.0, by: 0.01) {
      let a = TimingCurve.easeInOut.value(at: fraction)
      let b = TimingCurve.easeInOut.value(at: 1 - fraction)
      #expect(isClose(a + b, 1, 1e-8))
      // easeOut mirrors easeIn.
      #expect(
        isClose(
          TimingCurve.easeIn.value(at: fraction) + TimingCurve.easeOut.value(at: 1 - fraction), 1,
          1e-8))
    }
  }

  @Test func monotonicAndOvershooting() {
    var previous = 0.0
    for fraction in stride(from: 0.0, through: 1.0, by: 0.001) {
      let value = TimingCurve.easeInOut.value(at: fraction)
      #expect(value >= previous - 1e-12)
      previous = value
    }
    // A back-out curve rises above 1 before settling.
    let backOut = TimingCurve(controlPoints: 0.175, 0.885, 0.32, 1.275)
    #expect(backOut.value(at: 0.7) > 1)
    // Flat-slope curves fall back to bisection and stay precise.
    let steep = TimingCurve(controlPoints: 1, 0, 0, 1)
    #expect(isClose(steep.value(at: 0.5), 0.5, 1e-6))
    #expect(steep.value(at: 0.49) < 0.5 && steep.value(at: 0.51) > 0.5)
  }
}
