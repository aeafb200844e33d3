import Foundation
import Testing

@testable import MosaicCore

struct HomographyTests {
  /// A rotation about the y axis seen through a perspective of eye distance 500.
  static func tilted(_ degrees: Double) -> Homography {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    return Homography(
      planeOf: CATransform3DRotate(perspective, degrees * .pi / 180, 0, 1, 0))
  }

  @Test func planeOfAnAffineTransformIsThatTransform() {
    let m = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2)
    let h = Homography(planeOf: CATransform3DMakeAffineTransform(m))
    #expect(h == Homography(m))
    #expect(h.affineTransform == m)
  }

  @Test func perspectiveMakesTheNearEdgeLonger() throws {
    let h = Self.tilted(30)
    #expect(h.affineTransform == nil)
    // The left edge (x = -50) comes towards the eye: W < 1, so it is magnified.
    let nearTop = try #require(h.project(-50, -50))
    let farTop = try #require(h.project(50, -50))
    #expect(abs(nearTop.y - (-50 / 0.95)) < 1e-9)
    #expect(abs(farTop.y - (-50 / 1.05)) < 1e-9)
    #expect(abs(nearTop.x - (-50 * cos(Double.pi / 6) / 0.95)) < 1e-9)
  }

  @Test func inverseUndoesTheProjection() throws {
    let h = Self.tilted(60).concatenating(.translation(100, 80))
    let inverse = try #require(h.inverted())
    let p = try #require(h.project(-20, 35))
    let back = try #require(inverse.project(p.x, p.y))
    #expect(abs(back.x + 20) < 1e-9 && abs(back.y - 35) < 1e-9)
  }

  @Test func singularAndNonFiniteMatricesHaveNoInverse() {
    #expect(Homography(planeOf: CATransform3D()).inverted() == nil)
    var t = CATransform3DIdentity
    t.m34 = .nan
    t = CATransform3DRotate(t, 0.5, 0, 1, 0)
    #expect(Homography(planeOf: t).inverted() == nil)
    #expect(Homography(1, 0, 0, 2, 0, 0, 0, 0, 1).inverted() == nil)
  }

  @Test func facingIsTheDeterminantsSign() {
    #expect(Self.tilted(60).determinant > 0)
    #expect(Self.tilted(120).determinant < 0)
  }

  @Test func clipToFrontKeepsOnlyThePartBeforeTheEye() {
    // W = 1 - x / 100: behind the eye for x > 100.
    let h = Homography(1, 0, -0.01, 0, 1, 0, 0, 0, 1)
    let square = [(0.0, 0.0), (200.0, 0.0), (200.0, 50.0), (0.0, 50.0)]
    let front = h.clipToFront(square, minW: 0.5)
    #expect(front.count == 4)
    #expect(front.allSatisfy { $0.0 <= 50 + 1e-9 })
    #expect(front.contains { abs($0.0 - 50) < 1e-9 })
    #expect(h.clipToFront(square.map { ($0.0 + 300, $0.1) }, minW: 0.5).isEmpty)
    #expect(h.project(150, 0) == nil)
  }
}
