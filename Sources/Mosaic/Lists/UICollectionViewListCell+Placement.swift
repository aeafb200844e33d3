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

  /// The thickness of a separator: one device pixel.
  private var separatorThickness: CGFloat {
    1 / max(1, UIScreen.main.scale)
  }

  /// Whether the row shows a separator under it: list rows but a section's last, its header
  /// item and sidebar rows, when the list shows separators.
  private var showsSeparator: Bool {
    guard let p = listPlacement, p.showsSeparators, !p.isLast, !p.isHeader else { return false }
    return p.appearance != .sidebar && p.appearance != .sidebarPlain
  }

  /// Places the separator along the bottom edge, from the content's leading margin to the
  /// trailing edge (mirrored in right-to-left layouts).
  func layoutSeparator() {
    guard showsSeparator else {
      separatorView?.isHidden = true
      return
    }
    let separator: UIView
    if let existing = separatorView {
      separator = existing
    } else {
      separator = UIView()
      separator.isUserInteractionEnabled = false
      separator.backgroundColor = .separator
      separatorView = separator
    }
    if separator.superview !== self || subviews.last !== separator { addSubview(separator) }
    separator.isHidden = false
    // From where the text starts (after the image), as UIKit aligns separators.
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let c = contentView.frame
    var inset =
      (rightToLeft ? bounds.width - c.maxX : c.minX)
      + UIListContentConfiguration.rowMargins.leading
    if let content = contentView as? UIListContentView,
      let text = content.contentLayout(width: c.width, height: c.height).text
    {
      inset = rightToLeft ? bounds.width - (c.minX + text.maxX) : c.minX + text.minX
    }
    let thickness = separatorThickness
    let width = max(0, bounds.width - inset)
    let x = rightToLeft ? 0 : inset
    separator.frame = CGRect(x: x, y: bounds.height - thickness, width: width, height: thickness)
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
