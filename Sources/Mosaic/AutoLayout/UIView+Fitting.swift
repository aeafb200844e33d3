import Foundation

extension UIView {
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`'s
  /// work: the view's own subtree is solved in a private engine, with the view's width and
  /// height wanting `targetSize` at the given priorities; the view itself is not changed.
  func baseSystemLayoutSizeFitting(
    _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(host: self, fitting: true)
    engine.fittingSize = CGSize(
      width: targetSize.width.isFinite ? targetSize.width : UIView.layoutFittingExpandedSize.width,
      height: targetSize.height.isFinite
        ? targetSize.height : UIView.layoutFittingExpandedSize.height)
    engine.fittingPriorities = (horizontal, vertical)
    _ = engine.retain(self)
    AutoLayout.forEachAutoLayoutView(in: self) { _, s in
      for c in s.constraints { engine.add(c) }
    }
    engine.update()
    let size = engine.solvedRect(of: self)?.size ?? .zero
    engine.dissolve()
    return size
  }
}

extension UILabel {
  /// The offsets of the first and last baselines from the label's vertical centre (the text
  /// is centred vertically), for baseline constraints; nil without text.
  var baselineOffsets: (first: Double, last: Double)? {
    guard let text, !text.isEmpty, let font else { return nil }
    let height = intrinsicContentSize.height
    guard height.isFinite, height > 0 else { return nil }
    return (Double(-height / 2 + font.ascender), Double(height / 2 + font.descender))
  }
}
