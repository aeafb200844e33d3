import Foundation

extension UICollectionViewListCell {
  /// The thickness of a separator: one device pixel.
  var separatorThickness: CGFloat {
    1 / max(1, UIScreen.main.scale)
  }

  /// The separator configuration the cell shows, with whether its top and bottom separators
  /// show: its list section's, passed through the cell's own override; nil outside lists.
  var shownSeparators: ListItemSeparators? {
    guard let p = listPlacement, var separators = p.separators else { return nil }
    if let override = separatorConfigurationOverride {
      let changed = override(separators.configuration)
      if changed.bottomSeparatorVisibility != separators.configuration.bottomSeparatorVisibility {
        separators.showsBottom =
          p.showsSeparators && changed.bottomSeparatorVisibility == .visible
      }
      separators.showsTop = p.showsSeparators && changed.topSeparatorVisibility == .visible
      separators.configuration = changed
    }
    return separators
  }

  /// The separator guide, made and added to the cell on first use.
  func separatorGuide() -> UILayoutGuide {
    if let guide = separatorGuideStorage { return guide }
    let guide = UILayoutGuide(role: .placed, identifier: "UICollectionViewListCell-separatorGuide")
    guide.placedWeakEdge = (
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left, .defaultLow
    )
    separatorGuideStorage = guide
    addLayoutGuide(guide)
    placeSeparatorGuide(separatorFrame(automaticLeading: automaticSeparatorInset))
    return guide
  }

  /// Where the text of the content starts, from the cell's leading edge: the text of a list
  /// content view, else the content view's leading layout margin.
  var automaticSeparatorInset: CGFloat {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let c = contentView.frame
    if let content = contentView as? UIListContentView {
      // Left to right, the text's x follows from margins and the image alone: no label is
      // measured for it.
      if !rightToLeft && content.effectiveUserInterfaceLayoutDirection == .leftToRight {
        if let x = content.leftToRightTextX() { return c.minX + x }
      } else if let text = content.contentLayout(width: c.width, height: c.height).text {
        return rightToLeft ? bounds.width - (c.minX + text.maxX) : c.minX + text.minX
      }
    }
    return (rightToLeft ? bounds.width - c.maxX : c.minX)
      + UIListContentConfiguration.rowMargins.leading
  }

  /// The frame of the bottom separator for an automatic leading inset of `automaticLeading`,
  /// in the cell's coordinates (mirrored in right-to-left layouts).
  func separatorFrame(automaticLeading: CGFloat) -> CGRect {
    let configuration =
      shownSeparators?.configuration ?? UIListSeparatorConfiguration(listAppearance: .plain)
    let insets = configuration.resolved(
      configuration.bottomSeparatorInsets, automaticLeading: automaticLeading)
    return lineFrame(insets: insets, y: bounds.height - separatorThickness)
  }

  /// A separator line with `insets` from the leading and trailing edges at `y`.
  private func lineFrame(insets: NSDirectionalEdgeInsets, y: CGFloat) -> CGRect {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let width = max(0, bounds.width - insets.leading - insets.trailing)
    let x = rightToLeft ? insets.trailing : insets.leading
    return CGRect(x: x, y: y, width: width, height: separatorThickness)
  }

  /// Puts the separator guide at `frame`, its leading edge weakly held there.
  private func placeSeparatorGuide(_ frame: CGRect) {
    guard let guide = separatorGuideStorage else { return }
    let weakEdge: NSLayoutConstraint.Attribute =
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    guard guide.placedFrame != frame || guide.placedWeakEdge?.edge != weakEdge else { return }
    guide.placedFrame = frame
    guide.placedWeakEdge = (weakEdge, .defaultLow)
    AutoLayout.engine(for: self, create: false)?.itemChanged(guide)
  }

  /// The bottom separator's frame: the configuration's insets (automatic ones from where the
  /// text starts), its leading edge moved where the app constrained the separator guide.
  private func bottomSeparatorFrame() -> CGRect {
    var frame = separatorFrame(automaticLeading: automaticSeparatorInset)
    placeSeparatorGuide(frame)
    if let guide = separatorGuideStorage, !guide.guideReferencing.isEmpty {
      let solved = guide.layoutFrame
      if effectiveUserInterfaceLayoutDirection == .rightToLeft {
        frame.size.width = max(0, solved.maxX - frame.minX)
      } else {
        frame = CGRect(
          x: solved.minX, y: frame.minY, width: max(0, frame.maxX - solved.minX),
          height: frame.height)
      }
    }
    return frame
  }

  /// A separator view in the cell's color, above the cell's other subviews.
  private func separatorLine(_ existing: UIView?) -> UIView {
    let line = existing ?? UIView()
    if existing == nil { line.isUserInteractionEnabled = false }
    if line.superview !== self || subviews.last !== line { addSubview(line) }
    line.isHidden = false
    return line
  }

  /// The color of the separators: the configuration's, or its multiple selection color while
  /// the cell is selected in a collection view that selects several items.
  private func separatorColor(_ configuration: UIListSeparatorConfiguration) -> UIColor {
    guard isSelected, let collectionView = owningCollectionView,
      collectionView.touchAllowsMultipleSelection
    else { return configuration.color }
    return configuration.multipleSelectionColor
  }

  /// Places the separators the cell's list asks for: the bottom one along the bottom edge,
  /// the top one along the top edge, each inset by its configuration (mirrored in
  /// right-to-left layouts).
  func layoutSeparator() {
    guard let separators = shownSeparators else {
      separatorView?.isHidden = true
      topSeparatorView?.isHidden = true
      return
    }
    let color = separatorColor(separators.configuration)
    if separators.showsBottom {
      let line = separatorLine(separatorView)
      separatorView = line
      line.backgroundColor = color
      line.frame = bottomSeparatorFrame()
    } else {
      separatorView?.isHidden = true
    }
    if separators.showsTop {
      let line = separatorLine(topSeparatorView)
      topSeparatorView = line
      line.backgroundColor = color
      let configuration = separators.configuration
      line.frame = lineFrame(
        insets: configuration.resolved(
          configuration.topSeparatorInsets, automaticLeading: automaticSeparatorInset),
        y: 0)
    } else {
      topSeparatorView?.isHidden = true
    }
  }
}
