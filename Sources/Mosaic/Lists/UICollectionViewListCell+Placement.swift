import Foundation

extension UICollectionViewListCell {
  /// Shows the list's default background, still following the list.
  func showDefaultBackground() {
    super.backgroundConfiguration = defaultBackgroundConfiguration()
    showsDefaultBackground = true
  }

  /// Takes the cell's place in its list (from `collectionView`'s layout, for the element
  /// `key` names: an item, or a section's header or footer): its default background,
  /// separator and corners follow.
  func updateListPlacement(in collectionView: UICollectionView, for key: ElementKey) {
    let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
    let placement: ListPlacement?
    switch key {
    case .cell(let path): placement = layout?.listPlacement(ofItemAt: path)
    case .supplementary(let kind, let path):
      placement = layout?.listPlacement(ofSupplementaryOfKind: kind, at: path)
    case .decoration: placement = nil
    }
    guard placement != listPlacement else { return }
    listPlacement = placement
    if showsDefaultBackground { showDefaultBackground() }
    updateListCorners()
    setNeedsLayout()
  }

  /// Rounds the top corners of an inset grouped section's first row and the bottom corners of
  /// its last (all four for a section of one row).
  private func updateListCorners() {
    guard let p = listPlacement, p.appearance == .insetGrouped, p.isFirst || p.isLast else {
      if roundsListCorners {
        roundsListCorners = false
        layer.cornerRadius = 0
        layer.maskedCorners = .allCorners
        clipsToBounds = false
      }
      return
    }
    var corners: CACornerMask = []
    if p.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if p.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    roundsListCorners = true
    layer.cornerRadius = 10
    layer.maskedCorners = corners
    clipsToBounds = true
  }
}

extension UICollectionViewCell {
  /// The size a cell showing a list content view (which lays itself out without
  /// constraints) needs, the axes at the given priorities held to `target`'s: with the width
  /// held, the height the content takes in the room the accessories leave; with the height
  /// held, the content's natural width and the accessories'. Nil for other cells, which are
  /// measured through Auto Layout.
  func configurationFittingSize(
    _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize? {
    guard contentConfiguration != nil, let content = contentView as? UIListContentView else {
      return nil
    }
    let list = self as? UICollectionViewListCell
    // The content's margins follow the cell's where the content view meets its edges: lay
    // the content view out in the cell's current bounds first.
    layoutIfNeeded()
    if horizontal.isRequired && !vertical.isRequired {
      let width =
        list?.contentWidth(forCellWidth: target.width, height: target.height) ?? target.width
      let height = content.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        .height
      return CGSize(width: target.width, height: height.rounded(.up))
    }
    if vertical.isRequired && !horizontal.isRequired {
      let natural = content.sizeThatFits(CGSize(width: CGFloat.infinity, height: target.height))
        .width
      let contentWidth =
        list?.contentWidth(forCellWidth: target.width, height: target.height) ?? target.width
      let accessories = target.width - contentWidth
      return CGSize(width: (natural + accessories).rounded(.up), height: target.height)
    }
    return nil
  }
}
