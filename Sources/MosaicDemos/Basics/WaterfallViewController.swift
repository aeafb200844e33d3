import Foundation
import UIKit

extension BasicsDemo {
  /// The post's waterfall screen: 40 random-colour items in a `WaterfallCollectionLayout`.
  /// After each layout it reports the two column heights and the tallest item, so the
  /// end-to-end test can check that the columns are balanced.
  final class WaterfallViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    /// The post's `collect`.
    var collect: UICollectionView!
    private var lastReport = ""
    private var laidOutSize = CGSize.zero
    private var scrollGeneration = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Waterfall"
      view.backgroundColor = .white
      let layout = WaterfallCollectionLayout()
      layout.didPrepare = { [weak self] layout in self?.reportColumns(of: layout) }
      collect = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collect.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collect.backgroundColor = .white
      collect.delegate = self
      collect.dataSource = self
      collect.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.addSubview(collect)
    }

    /// The layout takes the width in `prepare` only, and a plain `UICollectionViewLayout` is
    /// not invalidated by a size change, so a resized window asks for a new layout here.
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      guard collect.bounds.size != laidOutSize else { return }
      laidOutSize = collect.bounds.size
      collect.collectionViewLayout.invalidateLayout()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      40
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.backgroundColor = randomColor().color
      return cell
    }

    /// Reports the offset once scrolling has been quiet for a moment (wheel, drag or
    /// flick alike).
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrollGeneration += 1
      let generation = scrollGeneration
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
        guard let self, self.scrollGeneration == generation else { return }
        report("waterfall scrolled to \(Int(self.collect.contentOffset.y))")
      }
    }

    private func reportColumns(of layout: WaterfallCollectionLayout) {
      let heights = layout.columnHeights.map { String(Int($0)) }.joined(separator: " ")
      let tallest = layout.attributeArray.map(\.frame.height).max() ?? 0
      let line = "waterfall columns \(heights), tallest \(Int(tallest))"
      guard line != lastReport else { return }
      lastReport = line
      report(line)
    }
  }
}
