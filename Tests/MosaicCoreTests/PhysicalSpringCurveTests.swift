import Foundation
import MosaicCore
import Testing

/// Springs described by their physics (mass, stiffness, damping) and by iOS 17's perceived
/// duration and bounce: the damping ratio and frequency they imply, and a settling time that
/// is the first moment the motion stays within the threshold.
@Suite struct PhysicalSpringCurveTests {
  @Test(arguments: [
    (1.0, 100.0, 10.0, 0.0), (1, 100, 20, 0), (2, 300, 60, 0), (1, 50, 2, 3), (0.5, 200, 5, -1),
  ])
  func theSettlingTimeIsTheFirstMomentTheMotionStaysClose(
    mass: Double, stiffness: Double, damping: Double, velocity: Double
  ) {
    let spring = SpringCurve(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    #expect(abs(spring.naturalFrequency - (stiffness / mass).squareRoot()) < 1e-12)
    #expect(
      abs(spring.dampingRatio - damping / (2 * (stiffness * mass).squareRoot())) < 1e-12)
    #expect(spring.distanceBound(at: spring.duration) <= SpringCurve.settlingThreshold)
    #expect(spring.distanceBound(at: spring.duration - 2e-6) > SpringCurve.settlingThreshold)
    // Just before it lands, the spring is within the threshold of its target.
    #expect(
      abs(spring.value(at: spring.duration - 1e-6) - 1) <= SpringCurve.settlingThreshold + 1e-5)
    #expect(spring.value(at: spring.duration) == 1)
  }

  @Test func anUndampedSpringLandsAtTheLongestSettlingTime() {
    let spring = SpringCurve(mass: 1, stiffness: 100, damping: 0)
    #expect(spring.duration == SpringCurve.longestSettlingTime)
  }

  @Test func aBounceIsADampingRatio() {
    #expect(SpringCurve(perceptualDuration: 1, bounce: 0).dampingRatio == 1)
    #expect(abs(SpringCurve(perceptualDuration: 1, bounce: 0.25).dampingRatio - 0.75) < 1e-12)
    #expect(abs(SpringCurve(perceptualDuration: 1, bounce: -0.75).dampingRatio - 4) < 1e-12)
    #expect(abs(SpringCurve(perceptualDuration: 0.25, bounce: 0).naturalFrequency - 8 * .pi) < 1e-9)
    // Unusable numbers: half a second, no bounce.
    #expect(
      SpringCurve(perceptualDuration: .nan, bounce: .infinity)
        == SpringCurve(perceptualDuration: 0.5, bounce: 0))
  }
}
