import Foundation

/// The frames of a list content view's parts and the size they need.
struct ListContentFrames {
  var image: CGRect?
  var text: CGRect?
  var secondaryText: CGRect?
  var size: CGSize
}

extension UIListContentView {
  /// The margins in effect: the configuration's, raised to the superview's layout margins
  /// (less the distance from its edges) along the axes the configuration preserves them.
  func effectiveMargins(_ c: UIListContentConfiguration) -> NSDirectionalEdgeInsets {
    var m = c.directionalLayoutMargins
    guard let parent = superview, !c.axesPreservingSuperviewLayoutMargins.isEmpty else {
      return m
    }
    let p = parent.directionalLayoutMargins
    let f = frame
    let b = parent.bounds
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
      let leadingGap = rightToLeft ? b.maxX - f.maxX : f.minX - b.minX
      let trailingGap = rightToLeft ? f.minX - b.minX : b.maxX - f.maxX
      m.leading = max(m.leading, p.leading - leadingGap)
      m.trailing = max(m.trailing, p.trailing - trailingGap)
    }
    if c.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
      m.top = max(m.top, p.top - (f.minY - b.minY))
      m.bottom = max(m.bottom, p.bottom - (b.maxY - f.maxY))
    }
    return m
  }

  /// The size the image is shown at: its own, scaled down (keeping its aspect ratio) to fit
  /// `maximumSize` where that is positive.
  func shownImageSize(_ c: UIListContentConfiguration) -> CGSize? {
    guard let image = imageView.image, imageView.superview === self else { return nil }
    var size = image.size
    let maximum = c.imageProperties.maximumSize
    var factor: CGFloat = 1
    if maximum.width > 0, size.width > maximum.width { factor = maximum.width / size.width }
    if maximum.height > 0, size.height * factor > maximum.height {
      factor = maximum.height / size.height
    }
    if factor < 1 {
      size = CGSize(width: size.width * factor, height: size.height * factor)
    }
    return size
  }

  /// The box the image is centered in: the reserved layout size where it is set (the
  /// standard dimension being 1.5 times the text's point size, rounded up: a best
  /// reconstruction of the width UIKit reserves so that rows of symbols line up), never
  /// smaller than the image.
  func imageBox(_ c: UIListContentConfiguration, imageSize: CGSize) -> CGSize {
    let reserved = c.imageProperties.reservedLayoutSize
    let standard = (c.textProperties.font.pointSize * 1.5).rounded(.up)
    func dimension(_ value: CGFloat, _ own: CGFloat) -> CGFloat {
      if value == UIListContentConfiguration.ImageProperties.standardDimension {
        return max(standard, own)
      }
      return max(value, own)
    }
    return CGSize(
      width: dimension(reserved.width, imageSize.width),
      height: dimension(reserved.height, imageSize.height))
  }

  /// How far the text starts after the leading margin: past the image's box and its padding.
  static func textOffset(_ c: UIListContentConfiguration, box: CGSize?) -> CGFloat {
    box.map { $0.width + c.imageToTextPadding } ?? 0
  }

  /// The x of the text's frame in `contentLayout(width:height:)` of a left-to-right layout,
  /// at any size, or nil without text: found without measuring the labels.
  func leftToRightTextX() -> CGFloat? {
    guard textLabel.superview === self else { return nil }
    let c = configuration as! UIListContentConfiguration
    let box = shownImageSize(c).map { imageBox(c, imageSize: $0) }
    let scale = max(1, traitCollection.displayScale)
    return ((effectiveMargins(c).leading + Self.textOffset(c, box: box)) * scale).rounded() / scale
  }

  /// The frames of the content in a view `width` points wide (nil: as wide as the content
  /// on single lines) and `height` tall (nil: as tall as the content needs), in the view's
  /// coordinates, mirrored in a right-to-left layout. Positions are on the pixel grid.
  func contentLayout(width: CGFloat?, height: CGFloat?) -> ListContentFrames {
    let c = configuration as! UIListContentConfiguration
    let m = effectiveMargins(c)
    let scale = max(1, traitCollection.displayScale)
    func align(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }

    let imageSize = shownImageSize(c)
    let box = imageSize.map { imageBox(c, imageSize: $0) }
    let textOffset = Self.textOffset(c, box: box)
    let hasText = textLabel.superview === self
    let hasSecondary = secondaryTextLabel.superview === self
    let unlimited = CGFloat.greatestFiniteMagnitude

    func measure(_ label: UILabel, _ w: CGFloat) -> CGSize {
      let s = label.sizeThatFits(CGSize(width: w, height: unlimited))
      return CGSize(width: min(s.width, w), height: s.height)
    }
    func natural(_ label: UILabel) -> CGSize {
      label.sizeThatFits(CGSize(width: unlimited, height: unlimited))
    }

    let textWidth: CGFloat
    if let width {
      textWidth = max(0, width - m.leading - m.trailing - textOffset)
    } else {
      let t = hasText ? natural(textLabel).width : 0
      let s = hasSecondary ? natural(secondaryTextLabel).width : 0
      textWidth =
        c.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
        ? t + c.textToSecondaryTextHorizontalPadding + s : max(t, s)
    }

    // Side by side when preferred and both fit on one line each; stacked otherwise.
    var sideBySide = false
    var textSize = CGSize.zero
    var secondarySize = CGSize.zero
    if c.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
      let t = natural(textLabel)
      let s = natural(secondaryTextLabel)
      if t.width + c.textToSecondaryTextHorizontalPadding + s.width <= textWidth {
        sideBySide = true
        textSize = t
        secondarySize = s
      }
    }
    if !sideBySide {
      if hasText { textSize = measure(textLabel, textWidth) }
      if hasSecondary { secondarySize = measure(secondaryTextLabel, textWidth) }
    }
    let blockHeight: CGFloat
    if sideBySide {
      blockHeight = max(textSize.height, secondarySize.height)
    } else {
      let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
      blockHeight = textSize.height + gap + secondarySize.height
    }
    let contentHeight = max(box?.height ?? 0, blockHeight)
    let neededHeight = max(
      c.style.minimumHeight, (m.top + contentHeight + m.bottom).rounded(.up))
    let totalWidth = width ?? (m.leading + textOffset + textWidth + m.trailing).rounded(.up)
    let totalHeight = height ?? neededHeight

    // Vertically, everything is centered in the area inside the top and bottom margins.
    let areaTop = m.top
    let areaHeight = totalHeight - m.top - m.bottom
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    func place(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
      let left = rightToLeft ? totalWidth - x - w : x
      return CGRect(x: align(left), y: align(y), width: w, height: h)
    }

    var frames = ListContentFrames(size: CGSize(width: totalWidth, height: neededHeight))
    if let imageSize, let box {
      let x = m.leading + (box.width - imageSize.width) / 2
      let y = areaTop + (areaHeight - imageSize.height) / 2
      frames.image = place(x, y, imageSize.width, imageSize.height)
    }
    let textX = m.leading + textOffset
    let blockTop = areaTop + (areaHeight - blockHeight) / 2
    if sideBySide {
      frames.text = place(
        textX, blockTop + (blockHeight - textSize.height) / 2, textSize.width, textSize.height)
      frames.secondaryText = place(
        textX + textWidth - secondarySize.width,
        blockTop + (blockHeight - secondarySize.height) / 2, secondarySize.width,
        secondarySize.height)
    } else {
      if hasText {
        frames.text = place(textX, blockTop, textWidth, textSize.height)
      }
      if hasSecondary {
        let gap = hasText ? textSize.height + c.textToSecondaryTextVerticalPadding : 0
        frames.secondaryText = place(
          textX, blockTop + gap, textWidth, secondarySize.height)
      }
    }
    return frames
  }
}
