import Testing

@testable import Mosaic

/// A data source that returns a cell it made itself instead of dequeuing one.
@MainActor
final class HandMadeCellModel: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 1 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
}

@MainActor
struct MisuseTests {
  @Test func messagesUseUIKitsWording() {
    #expect(
      UICollectionView.unregisteredMessage(kind: "UICollectionElementKindCell", identifier: "X")
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier X - "
        + "must register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
    #expect(
      UICollectionView.missingSectionMessage(3, sections: 1)
        == "request for number of items in section 3 when there are only 1 sections in the "
        + "collection view")
  }

  @Test func dequeuingAnUnregisteredIdentifierStopsNamingIt() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        _ = view.dequeueReusableCell(
          withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        text.contains(
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing"))
    }
  }

  @Test func aCellThatWasNotDequeuedStops() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let model = HandMadeCellModel()
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = model
        view.layoutIfNeeded()
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(text.contains("-dequeueReusable"))
      #expect(text.contains("{length = 2, path = 0 - 0}"))
    }
  }

  @Test func scrollingToAMissingItemNamesIt() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        view.scrollToItem(at: IndexPath(item: 4, section: 2), at: .top, animated: false)
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(text.contains("attempt to scroll to invalid index path: {length = 2, path = 2 - 4}"))
    }
  }
}
