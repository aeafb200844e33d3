extension UIView {
  /// Places the subview's layer among the sublayers so that sublayer order follows subview
  /// order (extra layers added directly stay where they are relative to view layers).
  func syncSublayerOrder(of view: UIView, at knownIndex: Int? = nil) {
    guard let i = knownIndex ?? _subviews.index(of: view) else { return }
    let sublayerCount = layer.sublayerCount
    // Layers know their places: no search, and no copy of the sublayer list.
    func index(of l: CALayer) -> Int? { layer.indexOfSublayer(l) }
    // The subview's layer goes right above the previous subview's layer (or right below the
    // next one's when it is the first), so layers added directly keep their places.
    var target: Int
    if i > 0, let prev = index(of: _subviews[i - 1].layer) {
      target = prev + 1
    } else if i == 0, _subviews.count > 1, let next = index(of: _subviews[1].layer) {
      target = next
    } else {
      target = i == 0 ? 0 : sublayerCount
    }
    if view.layer.superlayer !== layer {
      layer.insertSublayer(view.layer, at: UInt32(min(target, sublayerCount)))
      return
    }
    guard let current = index(of: view.layer) else { return }
    if current < target { target -= 1 }
    if current != target { layer.moveSublayer(view.layer, to: target) }
  }
}
