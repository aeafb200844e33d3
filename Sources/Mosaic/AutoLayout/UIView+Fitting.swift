import Foundation

extension UIView {
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`'s
  /// work: the view's own subtree is solved in a private engine, with the view's width and
  /// height wanting `targetSize` at the given priorities; the view itself is not changed.
  ///
  /// The engine is kept with the view. Measuring again while the subtree's constraints,
  /// guides and Auto Layout subviews are the same ones (constants, priorities, intrinsic
  /// sizes and margins may change) re-solves it incrementally instead of building it anew.
  func baseSystemLayoutSizeFitting(
    _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    let s = autoLayout
    let fittingSize = CGSize(
      width: targetSize.width.isFinite ? targetSize.width : UIView.layoutFittingExpandedSize.width,
      height: targetSize.height.isFinite
        ? targetSize.height : UIView.layoutFittingExpandedSize.height)
    let engine: LayoutEngine
    if let cached = s.fittingEngine, s.fittingStamp == s.subtreeStamp,
      cached.hearsAllItsConstraints
    {
      engine = cached
      engine.fittingSize = fittingSize
      engine.fittingPriorities = (horizontal, vertical)
      engine.refreshAllItems()
    } else {
      s.fittingEngine?.dissolve()
      engine = LayoutEngine(host: self, fitting: true)
      engine.fittingSize = fittingSize
      engine.fittingPriorities = (horizontal, vertical)
      _ = engine.retain(self)
      AutoLayout.forEachAutoLayoutView(in: self, skippingIslands: true) { _, s in
        for c in s.constraints { engine.add(c) }
      }
      s.fittingEngine = engine
      s.fittingStamp = s.subtreeStamp
    }
    engine.update()
    return engine.solvedRect(of: self)?.size ?? .zero
  }
}
