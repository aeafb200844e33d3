// Custom layouts of the kinds iOS libraries ship, written the way those libraries write them
// (Swift 5 mode, `import UIKit`): a left-aligned flow layout that re-places the copies of its
// superclass's attributes, and a paging layout whose per-item animator turns pages like the
// faces of a cube with a perspective transform.
import MosaicTesting
import Testing
import UIKit

/// Lines of a flow layout packed against the leading inset at `minimumInteritemSpacing`.
class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
    var copies: [UICollectionViewLayoutAttributes] = []
    var lineY: CGFloat = -1
    var x = sectionInset.left
    for original in attributes {
      let attribute = original.copy() as! UICollectionViewLayoutAttributes
      if attribute.representedElementCategory == .cell {
        if attribute.frame.origin.y >= lineY + 0.5 || attribute.frame.origin.y <= lineY - 0.5 {
          x = sectionInset.left
          lineY = attribute.frame.origin.y
        }
        attribute.frame.origin.x = x
        x += attribute.frame.width + minimumInteritemSpacing
      }
      copies.append(attribute)
    }
    return copies
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    collectionView!.bounds.width != newBounds.width
  }
}

/// A horizontally paging layout, one page per screen, with a cube animator: each page turns
/// about its leading or trailing edge by its distance from the centre of the screen.
class CubePagingLayout: UICollectionViewFlowLayout {
  override func prepare() {
    super.prepare()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
    minimumInteritemSpacing = 0
    itemSize = collectionView!.bounds.size
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect)?.map { original in
      let attributes = original.copy() as! UICollectionViewLayoutAttributes
      animate(attributes)
      return attributes
    }
  }

  /// How far (in pages, -1…1) the page is from the visible page.
  func progress(of attributes: UICollectionViewLayoutAttributes) -> CGFloat {
    let width = collectionView!.bounds.width
    let distance = attributes.center.x - (collectionView!.contentOffset.x + width / 2)
    return max(-1, min(1, distance / width))
  }

  func animate(_ attributes: UICollectionViewLayoutAttributes) {
    let position = progress(of: attributes)
    var transform = CATransform3DIdentity
    transform.m34 = -1 / 500
    let angle = position * .pi / 2 * 0.5
    // Turn about the edge shared with the visible page.
    let edge = (position > 0 ? -0.5 : 0.5) * attributes.size.width
    transform = CATransform3DTranslate(transform, edge, 0, 0)
    transform = CATransform3DRotate(transform, angle, 0, 1, 0)
    transform = CATransform3DTranslate(transform, -edge, 0, 0)
    attributes.transform3D = transform
    attributes.zIndex = Int((1 - abs(position)) * 10)
  }
}

final class SizedWordsModel: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let widths: [CGFloat] = [60, 90, 40, 120, 70, 50, 100]

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { widths.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "word", for: indexPath)
    cell.backgroundColor = .systemBlue
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: widths[indexPath.item], height: 30)
  }
}

final class PagesModel: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 5 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemRed : .systemGreen
    return cell
  }
}

@MainActor
@Suite struct CustomLayoutPortTests {
  @Test func aLeftAlignedFlowLayoutPacksEveryLineAgainstTheLeadingInset() {
    let layout = LeftAlignedFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 6
    let model = SizedWordsModel()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "word")
    collectionView.dataSource = model
    collectionView.delegate = model
    let driver = AppDriver(rootView: collectionView, size: CGSize(width: 300, height: 400))
    _ = driver
    let frames = (0..<model.widths.count).map {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    // Line 1: 60 + 90 + 40 fit in 280 (with 8 between); 120 does not.
    #expect(frames[0] == CGRect(x: 10, y: 10, width: 60, height: 30))
    #expect(frames[1] == CGRect(x: 78, y: 10, width: 90, height: 30))
    #expect(frames[2] == CGRect(x: 176, y: 10, width: 40, height: 30))
    // Line 2: 120 + 70 + 50 = 240 + 16; line 3: 100.
    #expect(frames[3] == CGRect(x: 10, y: 46, width: 120, height: 30))
    #expect(frames[4] == CGRect(x: 138, y: 46, width: 70, height: 30))
    #expect(frames[5] == CGRect(x: 216, y: 46, width: 50, height: 30))
    #expect(frames[6] == CGRect(x: 10, y: 82, width: 100, height: 30))
  }

  @Test func aCubePagingLayoutTurnsThePagesWithPerspective() throws {
    let layout = CubePagingLayout()
    let model = PagesModel()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: layout)
    collectionView.isPagingEnabled = true
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
    collectionView.dataSource = model
    let driver = AppDriver(rootView: collectionView, size: CGSize(width: 200, height: 120))
    #expect(collectionView.contentSize == CGSize(width: 1000, height: 120))
    // At rest, the visible page is flat.
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(CATransform3DIsIdentity(first.layer.transform) == false)  // m34 is kept
    #expect(first.layer.transform.m34 == -1.0 / 500)
    #expect(first.layer.transform.m11 == 1)
    // A quarter of the way to the next page, both pages are turned, in opposite directions.
    collectionView.contentOffset = CGPoint(x: 50, y: 0)
    driver.advance(by: 1.0 / 60)
    let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(first.layer.transform.m13 != 0)
    #expect(second.layer.transform.m13 != 0)
    #expect((first.layer.transform.m13 > 0) != (second.layer.transform.m13 > 0))
    // The screen shows the projection: the turning first page (red, on screen from x = 0 to
    // 150) is not a rectangle, its edges differ in height.
    let image = driver.snapshot()
    let pixels = try #require(image.cgImage).premultipliedARGBPixels()
    let width = Int(image.size.width * image.scale)
    func redRows(atColumn x: Int) -> Int {
      (0..<Int(image.size.height * image.scale)).filter { y in
        let p = pixels[y * width + x]
        return (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF < 100
      }.count
    }
    let near = redRows(atColumn: 140)
    let far = redRows(atColumn: 10)
    #expect(near > 0 && far > 0)
    #expect(abs(near - far) >= 4)
  }
}
