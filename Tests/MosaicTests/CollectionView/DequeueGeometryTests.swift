import Testing

@testable import Mosaic

/// A cell that records the frame it was created with and the frame it had while the data
/// source configured it.
@MainActor
private final class FrameRecordingCell: UICollectionViewCell {
  var initFrame = CGRect.null
  override init(frame: CGRect) {
    initFrame = frame
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
}

/// A header that records the frame it was created with.
@MainActor
private final class FrameRecordingHeader: UICollectionReusableView {
  var initFrame = CGRect.null
  override init(frame: CGRect) {
    initFrame = frame
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
}

/// A data source recording each cell's frame as `cellForItemAt` sees it after dequeuing.
@MainActor
private final class FrameModel: GridModel {
  var framesWhenConfigured: [IndexPath: CGRect] = [:]
  var headerInitFrames: [IndexPath: CGRect] = [:]

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "frame", for: indexPath)
    framesWhenConfigured[indexPath] = cell.frame
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "frameHeader", for: indexPath)
    headerInitFrames[indexPath] = (view as! FrameRecordingHeader).initFrame
    return view
  }
}

/// As in UIKit, views of registered classes are created with `init(frame:)` of the element's
/// layout frame, and a dequeued view already has its frame while the data source configures
/// it (the seed posts' cells lay themselves out from `self.frame` and `self.bounds`).
@MainActor
@Suite("Dequeued view geometry")
struct DequeueGeometryTests {
  private func makeView(_ model: FrameModel) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 210, height: 150), collectionViewLayout: layout)
    view.register(FrameRecordingCell.self, forCellWithReuseIdentifier: "frame")
    view.register(
      FrameRecordingHeader.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "frameHeader")
    view.dataSource = model
    view.delegate = model
    keptModels.append(model)
    view.layoutIfNeeded()
    return view
  }

  @Test func newCellsAreCreatedWithTheirLayoutFrame() throws {
    let model = FrameModel([4])
    let view = makeView(model)
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    let expected = CGRect(x: 110, y: 30, width: 100, height: 60)
    #expect((cell as! FrameRecordingCell).initFrame == expected)
    #expect(model.framesWhenConfigured[IndexPath(item: 1, section: 0)] == expected)
    #expect(
      model.framesWhenConfigured[IndexPath(item: 2, section: 0)]
        == CGRect(x: 0, y: 100, width: 100, height: 60))
    #expect(
      model.headerInitFrames[IndexPath(item: 0, section: 0)]
        == CGRect(x: 0, y: 0, width: 210, height: 30))
  }

  @Test func reusedCellsHaveTheirNewFrameWhenConfigured() {
    let model = FrameModel([40])
    let view = makeView(model)
    view.contentOffset = CGPoint(x: 0, y: 700)
    view.layoutIfNeeded()
    // Item 20 is in row 10: y = 30 + 10 × 70.
    #expect(
      model.framesWhenConfigured[IndexPath(item: 20, section: 0)]
        == CGRect(x: 0, y: 730, width: 100, height: 60))
    // A cell made directly (not by the collection view) still starts with a zero frame.
    #expect(FrameRecordingCell().initFrame == .zero)
  }
}
