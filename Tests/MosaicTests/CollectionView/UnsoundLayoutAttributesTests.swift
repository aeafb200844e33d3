import Testing

@testable import Mosaic

/// A custom layout that returns attributes for cells the data source does not have (UIKit's
/// message) or frames that are not finite: the message before any such view is asked for — a
/// trap in debug builds, a logged message and the attributes skipped in release builds.
@MainActor
@Suite struct UnsoundLayoutAttributesTests {
  /// Five real cells in a row, plus item 99 of section 0 and item 0 of section 5.
  final class StrayLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 300) }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      let paths =
        (0..<5).map { IndexPath(item: $0, section: 0) }
        + [IndexPath(item: 99, section: 0), IndexPath(item: 0, section: 5)]
      return paths.enumerated().map { i, path in
        let a = UICollectionViewLayoutAttributes(forCellWith: path)
        a.frame = CGRect(x: CGFloat(i) * 40, y: 0, width: 40, height: 40)
        return a
      }
    }
  }

  /// Three cells, the second at a NaN origin, the third infinitely wide.
  final class NaNLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 300) }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      let frames = [
        CGRect(x: 0, y: 0, width: 40, height: 40),
        CGRect(x: CGFloat.nan, y: 0, width: 40, height: 40),
        CGRect(x: 80, y: 0, width: CGFloat.infinity, height: 40),
      ]
      return frames.enumerated().map { i, frame in
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
        a.frame = frame
        return a
      }
    }
  }

  final class Source: NSObject, UICollectionViewDataSource {
    var requested: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      requested.append(indexPath)
      return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  static func makeView(_ source: Source) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: StrayLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    view.layoutIfNeeded()
    return view
  }

  @Test func releaseBuildsLogUIKitsMessageAndSkipTheAttributes() {
    let source = Source()
    var view: UICollectionView?
    var hit: IndexPath?
    let logged = capturingUpdateFailures {
      view = Self.makeView(source)
      // Later passes and queries meet the same attributes: nothing more is written.
      view?.contentOffset.y = 1
      view?.layoutIfNeeded()
      hit = view?.indexPathForItem(at: CGPoint(x: 220, y: 20))
    }
    #expect(
      logged == [
        "*** Mosaic: 'NSInternalInconsistencyException', reason: 'UICollectionView received "
          + "layout attributes for a cell with an index path that does not exist: {length = 2, "
          + "path = 0 - 99}'; the attributes are skipped",
        "*** Mosaic: 'NSInternalInconsistencyException', reason: 'UICollectionView received "
          + "layout attributes for a cell with an index path that does not exist: {length = 2, "
          + "path = 5 - 0}'; the attributes are skipped",
      ])
    #expect(Set(source.requested) == Set((0..<5).map { IndexPath(item: $0, section: 0) }))
    #expect(view?.visibleCells.count == 5)
    #expect(hit == nil)
  }

  @Test func debugBuildsStopWithUIKitsMessage() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        FailureReport.hook = nil
        _ = UnsoundLayoutAttributesTests.makeView(UnsoundLayoutAttributesTests.Source())
      }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
          + "'UICollectionView received layout attributes for a cell with an index path that does "
          + "not exist: {length = 2, path = 0 - 99}'"))
  }

  @Test func framesThatAreNotFiniteAreSkippedWithAMessage() {
    let source = Source()
    var view: UICollectionView?
    let logged = capturingUpdateFailures {
      view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: NaNLayout())
      view?.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view?.dataSource = source
      view?.layoutIfNeeded()
    }
    #expect(logged.count == 2)
    #expect(
      logged.first?.contains(
        "reason: 'UICollectionView received layout attributes with a frame that is not finite "
          + "(") == true)
    #expect(logged.first?.contains("for the cell at {length = 2, path = 0 - 1}'") == true)
    #expect(logged.last?.contains("for the cell at {length = 2, path = 0 - 2}'") == true)
    #expect(source.requested == [IndexPath(item: 0, section: 0)])
    #expect(view?.visibleCells.count == 1)
  }

  /// A layout whose content size is NaN wide and infinitely tall, with one cell.
  final class NaNSizeLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize {
      CGSize(width: CGFloat.nan, height: CGFloat.infinity)
    }
    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      a.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      return [a]
    }
  }

  @Test func aContentSizeThatIsNotFiniteBecomesZeroWithAMessage() {
    var view: UICollectionView?
    let logged = capturingUpdateFailures {
      view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: NaNSizeLayout())
      view?.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view?.dataSource = Self.oneCell
      view?.layoutIfNeeded()
      view?.contentOffset.y = 20
      view?.layoutIfNeeded()
    }
    #expect(
      logged == [
        "*** Mosaic: NaNSizeLayout returned a collectionViewContentSize of nan×inf, which is not "
          + "a finite size not below 0; 0.0×0.0 is used"
      ])
    #expect(view?.contentSize == .zero)
    #expect(view?.visibleCells.count == 1)
  }

  static let oneCell = Source()
}
