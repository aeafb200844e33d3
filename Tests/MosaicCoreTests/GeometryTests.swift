import Foundation
import MosaicCore
import Testing

@Suite struct EdgeInsetsTests {
  @Test func values() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
    #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(UIEdgeInsets() == .zero)
    #expect(insets != .zero)
    #expect(Set([insets, insets, .zero]).count == 2)
  }

  @Test func insetRect() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == CGRect(x: 12, y: 21, width: 94, height: 196))
    #expect(rect.inset(by: .zero) == rect)
    #expect(
      rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        == CGRect(x: 5, y: 15, width: 110, height: 210))
    // Insets larger than the rect give a negative size, kept as is.
    let collapsed = CGRect(x: 0, y: 0, width: 10, height: 10).inset(
      by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(collapsed.origin == CGPoint(x: 8, y: 8))
    #expect(collapsed.size == CGSize(width: -6, height: -6))
  }

  @Test func directionalInsetsAndOffset() {
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      directional.top == 1 && directional.leading == 2 && directional.bottom == 3
        && directional.trailing == 4)
    #expect(
      NSDirectionalEdgeInsets.zero
        == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    #expect(directional != .zero)
    let offset = UIOffset(horizontal: 3, vertical: -2)
    #expect(offset.horizontal == 3 && offset.vertical == -2)
    #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
    #expect(offset != .zero)
  }
}

@Suite struct IndexPathTests {
  @Test func itemAndRow() {
    let path = IndexPath(item: 3, section: 1)
    #expect(path.count == 2)
    #expect(path.section == 1)
    #expect(path.item == 3)
    #expect(path.row == 3)
    #expect(path == IndexPath(indexes: [1, 3]))
    #expect(IndexPath(row: 3, section: 1) == path)
  }

  @Test func settersAndOrdering() {
    var path = IndexPath(item: 0, section: 0)
    path.item = 7
    path.section = 2
    #expect(path == IndexPath(indexes: [2, 7]))
    path.row = 4
    #expect(path.item == 4)
    #expect(IndexPath(item: 5, section: 0) < IndexPath(item: 0, section: 1))
    #expect(IndexPath(item: 1, section: 1) < IndexPath(item: 2, section: 1))
  }

  @Test func itemPathsBehaveAsPathsFromIndexes() {
    let path = IndexPath(item: 9, section: 4)
    let fromIndexes = IndexPath(indexes: [4, 9])
    #expect(path.hashValue == fromIndexes.hashValue)
    #expect(Array(path) == [4, 9])
    #expect(Set([path, fromIndexes]).count == 1)
    var longer = path
    longer.append(2)
    #expect(longer == IndexPath(indexes: [4, 9, 2]))
    #expect(longer.dropLast() == path)
    #expect(IndexPath(item: -1, section: Int.max) == IndexPath(indexes: [Int.max, -1]))
  }
}

@Suite struct AffineComponentsTests {
  @Test func defaultsAreIdentity() {
    #expect(CGAffineTransform(CGAffineTransformComponents()) == .identity)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
  }

  @Test func decomposeRoundTrips() {
    let transforms = [
      CGAffineTransform.identity,
      CGAffineTransform(rotationAngle: 2).scaledBy(x: 3, y: 0.5).translatedBy(x: 4, y: -9),
      CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
      CGAffineTransform(scaleX: -1, y: 1),
      CGAffineTransform(scaleX: 1, y: -2),
      CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
    ]
    for t in transforms {
      #expect(isClose(CGAffineTransform(t.decomposed()), t))
    }
  }

  @Test func knownComponents() {
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(rotationAngle: 0.5))
      .concatenating(CGAffineTransform(translationX: 7, y: 8))
    let parts = t.decomposed()
    #expect(isClose(parts.scale.width, 2) && isClose(parts.scale.height, 3))
    #expect(isClose(parts.horizontalShear, 0))
    #expect(isClose(parts.rotation, 0.5))
    #expect(parts.translation == CGVector(dx: 7, dy: 8))
    let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0).decomposed()
    #expect(isClose(shear.horizontalShear, 0.5) && isClose(shear.rotation, 0))
    let flipX = CGAffineTransform(scaleX: -1, y: 1).decomposed()
    #expect(flipX.scale == CGSize(width: -1, height: 1) && isClose(flipX.rotation, 0))
    let flipY = CGAffineTransform(scaleX: 1, y: -1).decomposed()
    #expect(flipY.scale == CGSize(width: 1, height: -1) && isClose(flipY.rotation, 0))
  }
}
