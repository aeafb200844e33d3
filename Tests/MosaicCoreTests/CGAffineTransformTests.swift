import Foundation
import MosaicCore
import Testing

@Suite struct CGAffineTransformTests {
  @Test func identityAndInitializers() {
    #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(
      CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    )
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    #expect(
      CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
    #expect(
      CGAffineTransform(translationX: 5, y: -7)
        == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -7))
    #expect(!CGAffineTransform(translationX: 5, y: 0).isIdentity)
    let rotation = CGAffineTransform(rotationAngle: .pi / 6)
    #expect(isClose(rotation.a, 3.0.squareRoot() / 2))
    #expect(isClose(rotation.b, 0.5))
    #expect(isClose(rotation.c, -0.5))
    #expect(isClose(rotation.d, 3.0.squareRoot() / 2))
    #expect(CGAffineTransform(rotationAngle: 0) == .identity)
  }

  @Test func description() {
    #expect(
      CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).description
        == "CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
  }

  @Test func hashableUsesAllEntries() {
    let set: Set = [CGAffineTransform.identity, CGAffineTransform(scaleX: 2, y: 2), .identity]
    #expect(set.count == 2)
  }

  @Test func concatenationAppliesSelfFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let move = CGAffineTransform(translationX: 10, y: 20)
    let scaleThenMove = scale.concatenating(move)
    #expect(scaleThenMove == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
    let moveThenScale = move.concatenating(scale)
    #expect(moveThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
    #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 63))
    // The full matrix product.
    let m1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let m2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
    #expect(m1.concatenating(m2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
  }

  @Test func scaledRotatedTranslatedPrepend() {
    let base = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(base.scaledBy(x: 2, y: -3) == CGAffineTransform(scaleX: 2, y: -3).concatenating(base))
    #expect(
      base.translatedBy(x: 7, y: -8)
        == CGAffineTransform(translationX: 7, y: -8).concatenating(base))
    #expect(
      isClose(base.rotated(by: 0.7), CGAffineTransform(rotationAngle: 0.7).concatenating(base)))
    // Translating a scaled transform moves by scaled amounts.
    let scaled = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 5)
    #expect(scaled == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 10))
    #expect(CGPoint.zero.applying(scaled) == CGPoint(x: 20, y: 10))
    // Identity.translatedBy equals a translation.
    #expect(
      CGAffineTransform.identity.translatedBy(x: 3, y: 4)
        == CGAffineTransform(translationX: 3, y: 4))
  }

  @Test func rotationTurnsClockwiseInFlippedCoordinates() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
    #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
    let composed = CGAffineTransform(rotationAngle: 0.3).rotated(by: 0.4)
    #expect(isClose(composed, CGAffineTransform(rotationAngle: 0.7)))
  }

  @Test func inverses() {
    let transforms = [
      CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
      CGAffineTransform(rotationAngle: 1.1).scaledBy(x: 3, y: 0.25).translatedBy(x: -40, y: 17),
      CGAffineTransform(scaleX: -2, y: 5),
      CGAffineTransform(translationX: 100, y: -3),
    ]
    for t in transforms {
      let inverse = t.inverted()
      #expect(isClose(t.concatenating(inverse), .identity))
      #expect(isClose(inverse.concatenating(t), .identity))
      let point = CGPoint(x: 12.5, y: -7)
      #expect(isClose(point.applying(t).applying(inverse), point))
    }
    #expect(
      CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
    #expect(
      CGAffineTransform(translationX: 3, y: -4).inverted()
        == CGAffineTransform(translationX: -3, y: 4))
  }

  @Test func singularInverseReturnsSelf() {
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 9)
    #expect(singular.inverted() == singular)
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
    #expect(CGAffineTransform().inverted() == CGAffineTransform())
  }

  @Test func applyingToPointsAndSizes() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CGPoint(x: 10, y: 20).applying(t) == CGPoint(x: 75, y: 106))
    #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 70, height: 100))
    #expect(
      CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 50, y: 50))
        == CGSize(width: 10, height: 20))
    #expect(
      CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 2))
        == CGSize(width: -10, height: 40))
  }

  @Test func applyingToRects() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.applying(.identity) == rect)
    #expect(
      rect.applying(CGAffineTransform(translationX: 5, y: -5))
        == CGRect(x: 15, y: 15, width: 30, height: 40))
    #expect(
      rect.applying(CGAffineTransform(scaleX: 2, y: 0.5))
        == CGRect(x: 20, y: 10, width: 60, height: 20))
    // A flip gives a standardized rect.
    #expect(
      rect.applying(CGAffineTransform(scaleX: -1, y: 1))
        == CGRect(x: -40, y: 20, width: 30, height: 40))
    // A quarter turn about the origin: (x, y) -> (-y, x).
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(isClose(turned, CGRect(x: -60, y: 10, width: 40, height: 30)))
    // 45° turn of a 10×10 square at the origin: its bounding box is 10√2 wide.
    let diamond = CGRect(x: 0, y: 0, width: 10, height: 10).applying(
      CGAffineTransform(rotationAngle: .pi / 4))
    let half = 5 * 2.0.squareRoot()
    #expect(isClose(diamond, CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half)))
    // A non-standard rect is standardized first.
    #expect(
      CGRect(x: 10, y: 10, width: -10, height: -10).applying(.identity)
        == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func nullAndInfiniteRectsAreUnchanged() {
    let t = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 10, y: 10)
    #expect(CGRect.null.applying(t).isNull)
    #expect(CGRect.infinite.applying(t) == CGRect.infinite)
  }
}
