import Testing

@testable import Mosaic

@MainActor
struct FlowLastLineLayoutTests {
  @Test func lastLineOfAUniformSectionStaysOnTheGridColumns() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 40)
    let view = makeCollectionView(GridModel([6]), layout: layout)
    // Four 60-pt items a line in 320 (4·60 + 3·10 = 270), justified 26⅔ apart: columns at
    // 0, 86⅔, 173⅓, 260; the last line's two items on the first two.
    #expect(itemFrame(view, 4) == CGRect(x: 0, y: 50, width: 60, height: 40))
    #expect(close(itemFrame(view, 5), CGRect(x: 260.0 / 3, y: 50, width: 60, height: 40)))
    #expect(close(itemFrame(view, 1), CGRect(x: 260.0 / 3, y: 0, width: 60, height: 40)))
  }

  @Test func lastLineOfANonUniformSectionIsLeadingAlignedAtMinimumInteritemSpacing() {
    let model = SizedModel([5])
    model.sizes = [
      CGSize(width: 150, height: 40), CGSize(width: 150, height: 40),
      CGSize(width: 60, height: 40), CGSize(width: 60, height: 40), CGSize(width: 60, height: 40),
    ]
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 5
    let view = makeCollectionView(model, layout: layout)
    // Line 1 justified (150 + 150, 20 apart); line 2, the last, leading at 5 apart, not on
    // the 60-pt grid's columns (which would be 86⅔ apart).
    #expect(itemFrame(view, 1) == CGRect(x: 170, y: 0, width: 150, height: 40))
    #expect(itemFrame(view, 2) == CGRect(x: 0, y: 50, width: 60, height: 40))
    #expect(itemFrame(view, 3) == CGRect(x: 65, y: 50, width: 60, height: 40))
    #expect(itemFrame(view, 4) == CGRect(x: 130, y: 50, width: 60, height: 40))
  }
}
