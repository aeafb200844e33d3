import Foundation

/// The supplementary view of a table's rows that shows a section header or footer, or the
/// table's own header or footer view: the view the table's delegate or data source gives (any
/// `UIView`), filling it.
final class TableHeaderFooterHost: UICollectionReusableView {
  /// What the host shows.
  enum Role: Equatable {
    case none
    case header(Int)
    case footer(Int)
    case tableHeader
    case tableFooter
  }

  private(set) var role: Role = .none
  private(set) var hosted: UIView?

  /// Shows `view` (nil: nothing) in `role`.
  func show(_ view: UIView?, role: Role) {
    self.role = role
    if hosted !== view {
      if let hosted, hosted.superview === self { hosted.removeFromSuperview() }
      hosted = view
      if let view { addSubview(view) }
    }
    setNeedsLayout()
  }

  /// Stops showing the hosted view and returns it when it came from a reuse queue (a section
  /// header or footer), so that it can go back there.
  func release() -> UIView? {
    defer {
      hosted = nil
      role = .none
    }
    guard let hosted else { return nil }
    switch role {
    case .header, .footer:
      if hosted.superview === self { hosted.removeFromSuperview() }
      return hosted
    case .tableHeader, .tableFooter, .none:
      return nil
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if let hosted, hosted.superview === self { hosted.frame = bounds }
  }

  /// A section header or footer sized to its content takes the hosted view's fitting height
  /// at the section's width; fixed heights and the table's own header and footer keep the
  /// layout's.
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard selfSizingPriorities != nil else { return layoutAttributes }
    switch role {
    case .header, .footer: break
    case .tableHeader, .tableFooter, .none: return layoutAttributes
    }
    let width = layoutAttributes.size.width
    let height: CGFloat
    if let hosted {
      let size = hosted.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      height = size.height.isFinite && size.height > 0 ? ceil(size.height) : hosted.frame.height
    } else {
      height = 0
    }
    layoutAttributes.size.height = max(0, height)
    return layoutAttributes
  }
}
