import Testing

@testable import Mosaic

/// A flow layout given item sizes UIKit warns about, or numbers that are not finite, writes
/// each warning once per layout and lays out finite frames.
@MainActor
struct FlowLayoutBadValueTests {
  private func makeView(_ layout: UICollectionViewFlowLayout, items: Int = 4) -> UICollectionView {
    let view = makeCollectionView(
      GridModel([items]), size: CGSize(width: 320, height: 400), layout: layout)
    // A second and a third pass meet the same values.
    layout.invalidateLayout()
    view.layoutIfNeeded()
    view.contentOffset.y = 5
    layout.invalidateLayout()
    view.layoutIfNeeded()
    return view
  }

  @Test func aNegativeItemWidthGetsUIKitsWarningOnce() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: -20, height: 50)
    let view = makeView(layout)
    #expect(
      layout.reportedIssues == ["negative or zero item sizes are not supported in the flow layout"])
    #expect(itemFrame(view, 0)?.width == 0)
    #expect(itemFrame(view, 0)?.height == 50)
  }

  @Test func aZeroSizeFromTheDelegateGetsTheSameWarning() {
    final class Sizes: GridModel, UICollectionViewDelegateFlowLayout {
      func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize {
        indexPath.item == 2 ? .zero : CGSize(width: 40, height: 40)
      }
    }
    let model = Sizes([4])
    let layout = UICollectionViewFlowLayout()
    let view = makeCollectionView(model, size: CGSize(width: 320, height: 400), layout: layout)
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(
      layout.reportedIssues == ["negative or zero item sizes are not supported in the flow layout"])
  }

  @Test func anItemWiderThanTheRoomGetsUIKitsWarningOnce() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    layout.itemSize = CGSize(width: 291, height: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.contentInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
    let model = GridModel([3])
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = model
    view.layoutIfNeeded()
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(
      layout.reportedIssues == [
        "The behavior of the UICollectionViewFlowLayout is not defined because: the item width "
          + "must be less than the width of the UICollectionView minus the section insets left and "
          + "right values, minus the content insets left and right values."
      ])
    // Laid out as UIKit does: one item a line, at the leading inset.
    #expect(itemFrame(view, 1) == CGRect(x: 10, y: 60, width: 291, height: 50))
    // An item that fits exactly is fine.
    let fitting = UICollectionViewFlowLayout()
    fitting.sectionInset = layout.sectionInset
    fitting.itemSize = CGSize(width: 290, height: 50)
    view.collectionViewLayout = fitting
    view.layoutIfNeeded()
    #expect(fitting.reportedIssues.isEmpty)
  }

  @Test func aTallItemScrollingHorizontallyGetsTheHeightWarning() {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 500)
    _ = makeView(layout)
    #expect(
      layout.reportedIssues == [
        "The behavior of the UICollectionViewFlowLayout is not defined because: the item height "
          + "must be less than the height of the UICollectionView minus the section insets top and "
          + "bottom values, minus the content insets top and bottom values."
      ])
  }

  @Test func numbersThatAreNotFiniteAreNamedAndReplaced() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: CGFloat.nan, height: 50)
    layout.minimumLineSpacing = .infinity
    layout.sectionInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    layout.headerReferenceSize = CGSize(width: 0, height: -CGFloat.infinity)
    let view = makeView(layout, items: 3)
    #expect(
      layout.reportedIssues == [
        "UICollectionViewFlowLayout: section 0's inset.top is nan; it must be a finite number, so "
          + "0 is used",
        "UICollectionViewFlowLayout: section 0's minimum line spacing is inf; it must be a finite "
          + "number, so 0 is used",
        "UICollectionViewFlowLayout: section 0's header reference size.height is -inf; it must be "
          + "a finite number, so 0 is used",
        "UICollectionViewFlowLayout: an item's width is nan; it must be a finite number, so 0 is "
          + "used",
        "negative or zero item sizes are not supported in the flow layout",
      ])
    for item in 0..<3 {
      let frame = itemFrame(view, item)
      #expect(frame.map { $0.minX.isFinite && $0.minY.isFinite && $0.height == 50 } == true)
    }
    #expect(view.contentSize.height.isFinite)
  }
}

/// A waterfall layout given numbers that are not finite names each once and lays out finite
/// frames.
@MainActor
struct WaterfallLayoutBadValueTests {
  final class Heights: GridModel, WaterfallLayoutDelegate {
    func collectionView(
      _ collectionView: UICollectionView, layout: WaterfallLayout,
      heightForItemAt indexPath: IndexPath
    ) -> CGFloat {
      indexPath.item % 2 == 0 ? .nan : 40
    }
  }

  @Test func badHeightsAndSpacingsAreNamedOnceAndTheFramesStayFinite() {
    let layout = WaterfallLayout()
    layout.rowSpacing = .infinity
    layout.sectionInset = UIEdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
    let model = Heights([6])
    let view = makeCollectionView(model, size: CGSize(width: 320, height: 400), layout: layout)
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(
      layout.reportedIssues == [
        "WaterfallLayout: rowSpacing is inf; it must be a finite number, so 0 is used",
        "WaterfallLayout: sectionInset.left is nan; it must be a finite number, so 0 is used",
        "WaterfallLayout: an item's height from the delegate is nan; it must be a finite number, "
          + "so 0 is used",
      ])
    for item in 0..<6 {
      let frame = itemFrame(view, item)
      #expect(frame.map { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite } == true)
    }
    #expect(itemFrame(view, 1)?.height == 40)
    #expect(view.contentSize.height.isFinite)
  }
}
