import Foundation
import MosaicCore
import Testing

/// Maps a point through a 3D transform as a row vector, dividing by w.
private func project(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ t: CATransform3D) -> (
  CGFloat, CGFloat, CGFloat
) {
  let px = x * t.m11 + y * t.m21 + z * t.m31 + t.m41
  let py = x * t.m12 + y * t.m22 + z * t.m32 + t.m42
  let pz = x * t.m13 + y * t.m23 + z * t.m33 + t.m43
  let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
  return (px / w, py / w, pz / w)
}

@Suite struct CATransform3DTests {
  @Test func identity() {
    #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
    #expect(entries(CATransform3D()) == Array(repeating: 0, count: 16))
    #expect(
      CATransform3DEqualToTransform(
        CATransform3DMakeScale(2, 2, 2), CATransform3DMakeScale(2, 2, 2)))
    #expect(
      !CATransform3DEqualToTransform(
        CATransform3DMakeScale(2, 2, 2), CATransform3DMakeScale(2, 2, 1)))
  }

  @Test func makeFunctionsPlaceEntries() {
    #expect(
      entries(CATransform3DMakeTranslation(1, 2, 3)) == [
        1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1,
      ])
    #expect(
      entries(CATransform3DMakeScale(2, 3, 4)) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    let p = project(1, 1, 1, CATransform3DMakeTranslation(10, 20, 30))
    #expect(p == (11, 21, 31))
  }

  @Test func rotations() {
    // About z equals the affine rotation.
    let z = CATransform3DMakeRotation(0.9, 0, 0, 1)
    #expect(isClose(z, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.9))))
    // The axis need not be normalized.
    #expect(isClose(CATransform3DMakeRotation(0.9, 0, 0, 5), z))
    // A quarter turn about y maps z onto x: (0, 0, 1) -> (1, 0, 0).
    let y = project(0, 0, 1, CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
    #expect(isClose(y.0, 1) && isClose(y.1, 0) && isClose(y.2, 0))
    // A quarter turn about x maps y onto z.
    let x = project(0, 1, 0, CATransform3DMakeRotation(.pi / 2, 1, 0, 0))
    #expect(isClose(x.0, 0) && isClose(x.1, 0) && isClose(x.2, 1))
    // A third of a turn about (1,1,1) cycles the axes: x -> y.
    let cycle = project(1, 0, 0, CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1))
    #expect(isClose(cycle.0, 0) && isClose(cycle.1, 1) && isClose(cycle.2, 0))
    // A zero axis gives the identity.
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
  }

  @Test func concatAppliesFirstThenSecond() {
    let scale = CATransform3DMakeScale(2, 2, 2)
    let move = CATransform3DMakeTranslation(10, 0, 0)
    #expect(project(1, 1, 1, CATransform3DConcat(scale, move)) == (12, 2, 2))
    #expect(project(1, 1, 1, CATransform3DConcat(move, scale)) == (22, 2, 2))
    // Agrees with affine concatenation.
    let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let b = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 3, y: 9)
    #expect(
      isClose(
        CATransform3DConcat(
          CATransform3DMakeAffineTransform(a), CATransform3DMakeAffineTransform(b)),
        CATransform3DMakeAffineTransform(a.concatenating(b))))
  }

  @Test func scaleTranslateRotatePrepend() {
    let base = CATransform3DConcat(
      CATransform3DMakeRotation(0.3, 1, 2, 3), CATransform3DMakeTranslation(4, 5, 6))
    #expect(
      CATransform3DScale(base, 2, 3, 4)
        == CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), base))
    #expect(
      CATransform3DTranslate(base, 7, 8, 9)
        == CATransform3DConcat(CATransform3DMakeTranslation(7, 8, 9), base))
    #expect(
      CATransform3DRotate(base, 1.2, 0, 1, 0)
        == CATransform3DConcat(CATransform3DMakeRotation(1.2, 0, 1, 0), base))
    // Matches the affine prepending operations.
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let lifted = CATransform3DMakeAffineTransform(affine)
    #expect(
      isClose(
        CATransform3DScale(lifted, 2, 3, 1),
        CATransform3DMakeAffineTransform(affine.scaledBy(x: 2, y: 3))))
    #expect(
      isClose(
        CATransform3DTranslate(lifted, 2, 3, 0),
        CATransform3DMakeAffineTransform(affine.translatedBy(x: 2, y: 3))))
    #expect(
      isClose(
        CATransform3DRotate(lifted, 0.5, 0, 0, 1),
        CATransform3DMakeAffineTransform(affine.rotated(by: 0.5))))
  }

  @Test func inverse() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let transforms = [
      CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 1, 0), perspective),
      CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 10, -20, 30),
      CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)),
      CATransform3D(
        m11: 0, m12: 1, m13: 0, m14: 0, m21: 1, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
        m34: 0.25, m41: 0, m42: 0, m43: 2, m44: 1),
    ]
    for t in transforms {
      let inverse = CATransform3DInvert(t)
      #expect(isClose(CATransform3DConcat(t, inverse), CATransform3DIdentity))
      #expect(isClose(CATransform3DConcat(inverse, t), CATransform3DIdentity))
    }
    let singular = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(singular) == singular)
    var projective = CATransform3DIdentity
    projective.m33 = 0
    projective.m43 = 0
    projective.m34 = 0
    projective.m14 = 1
    projective.m11 = 2  // rows 1 and 4 are independent, column 3 is all zero: singular
    #expect(CATransform3DInvert(projective) == projective)
  }

  @Test func affineRoundTrip() {
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let lifted = CATransform3DMakeAffineTransform(affine)
    #expect(entries(lifted) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    #expect(CATransform3DIsAffine(lifted))
    #expect(CATransform3DGetAffineTransform(lifted) == affine)
    #expect(CATransform3DIsAffine(CATransform3DIdentity))
    #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 0, 1, 0)))
    var perspective = CATransform3DIdentity
    perspective.m34 = -0.002
    #expect(!CATransform3DIsAffine(perspective))
    // Getting the affine part ignores z entries.
    let scaled = CATransform3DMakeScale(2, 3, 4)
    #expect(CATransform3DGetAffineTransform(scaled) == CGAffineTransform(scaleX: 2, y: 3))
  }
}
