import Foundation
import MosaicCore
import Testing

@Suite struct InterpolationTests {
  @Test func scalarsAndGeometry() {
    #expect(2.0.interpolated(to: 4, fraction: 0.25) == 2.5)
    #expect(CGFloat(10).interpolated(to: 20, fraction: 0.5) == 15)
    #expect(CGFloat(10).interpolated(to: 20, fraction: 1.5) == 25)
    #expect(0.1.interpolated(to: 0.7, fraction: 1) == 0.7)
    #expect(0.1.interpolated(to: 0.7, fraction: 0) == 0.1)
    #expect(
      CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 10, y: 30), fraction: 0.5)
        == CGPoint(x: 5, y: 20))
    #expect(
      CGSize(width: 10, height: 10).interpolated(to: CGSize(width: 20, height: 0), fraction: 0.1)
        == CGSize(width: 11, height: 9))
    #expect(
      CGRect(x: 0, y: 0, width: 100, height: 100).interpolated(
        to: CGRect(x: 100, y: 50, width: 50, height: 200), fraction: 0.5)
        == CGRect(x: 50, y: 25, width: 75, height: 150))
  }

  @Test func affineRotationTurnsThroughAngles() {
    let start = CGAffineTransform.identity
    let end = CGAffineTransform(rotationAngle: .pi / 2)
    let middle = start.interpolated(to: end, fraction: 0.5)
    #expect(isClose(middle, CGAffineTransform(rotationAngle: .pi / 4)))
    // A naive entry-wise blend would shrink: check the determinant stays 1.
    #expect(isClose(middle.a * middle.d - middle.b * middle.c, 1))
    #expect(start.interpolated(to: end, fraction: 0) == start)
    #expect(start.interpolated(to: end, fraction: 1) == end)
  }

  @Test func rotationTakesTheShortWay() {
    // From 170° to −170° is 20° through 180°, not 340° back through 0°.
    let from = CGAffineTransform(rotationAngle: 170 * .pi / 180)
    let to = CGAffineTransform(rotationAngle: -170 * .pi / 180)
    let middle = from.interpolated(to: to, fraction: 0.5)
    #expect(isClose(middle, CGAffineTransform(rotationAngle: .pi), 1e-9))
    let back = to.interpolated(to: from, fraction: 0.25)
    #expect(isClose(back, CGAffineTransform(rotationAngle: -175 * .pi / 180), 1e-9))
  }

  @Test func affineScaleTranslationAndRotationTogether() {
    let from = CGAffineTransform(translationX: 0, y: 0)
    let to = CGAffineTransform(scaleX: 3, y: 3).rotated(by: 0).concatenating(
      CGAffineTransform(rotationAngle: 1)
    )
    .concatenating(CGAffineTransform(translationX: 100, y: -50))
    let middle = from.interpolated(to: to, fraction: 0.5)
    let expected = CGAffineTransform(scaleX: 2, y: 2).concatenating(
      CGAffineTransform(rotationAngle: 0.5)
    )
    .concatenating(CGAffineTransform(translationX: 50, y: -25))
    #expect(isClose(middle, expected))
    // Scale pieces interpolate linearly.
    let scaled = CGAffineTransform.identity.interpolated(
      to: CGAffineTransform(scaleX: 3, y: 0.5), fraction: 0.5)
    #expect(isClose(scaled, CGAffineTransform(scaleX: 2, y: 0.75)))
    // A horizontal flip interpolates through scale 0 without rotating.
    let flip = CGAffineTransform.identity.interpolated(
      to: CGAffineTransform(scaleX: -1, y: 1), fraction: 0.25)
    #expect(isClose(flip, CGAffineTransform(scaleX: 0.5, y: 1)))
  }

  @Test func transform3D() {
    let start = CATransform3DIdentity
    let end = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    // Both affine: turns through the angle.
    #expect(
      isClose(
        start.interpolated(to: end, fraction: 0.5), CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
    // Not affine: entry by entry.
    let deep = CATransform3DMakeScale(1, 1, 3)
    let halfway = start.interpolated(to: deep, fraction: 0.5)
    #expect(entries(halfway) == entries(CATransform3DMakeScale(1, 1, 2)))
    #expect(start.interpolated(to: deep, fraction: 1) == deep)
    #expect(deep.interpolated(to: start, fraction: 0) == deep)
  }
}
