import Foundation

/// A part of a list content view that has a layout guide.
enum ListContentPart: Hashable {
  case text, secondaryText, image
}

extension UIListContentView {
  /// A guide whose frame is the text's; nil while the configuration shows no text. Constrain
  /// views of your own to it, for example to line them up with the text.
  public var textLayoutGuide: UILayoutGuide? { guide(for: .text) }

  /// A guide whose frame is the secondary text's; nil while the configuration shows none.
  public var secondaryTextLayoutGuide: UILayoutGuide? { guide(for: .secondaryText) }

  /// A guide whose frame is the image's; nil while the configuration shows no image.
  public var imageLayoutGuide: UILayoutGuide? { guide(for: .image) }

  /// Whether the view shows `part` now.
  private func shows(_ part: ListContentPart) -> Bool {
    switch part {
    case .text: return textLabel.superview === self
    case .secondaryText: return secondaryTextLabel.superview === self
    case .image: return imageView.superview === self
    }
  }

  /// The guide of `part`, made and added on first use while the part shows; nil while it
  /// does not.
  private func guide(for part: ListContentPart) -> UILayoutGuide? {
    guard shows(part) else { return nil }
    if let guide = partGuides[part] { return guide }
    let name: String
    switch part {
    case .text: name = "UIListContentView-textLayoutGuide"
    case .secondaryText: name = "UIListContentView-secondaryTextLayoutGuide"
    case .image: name = "UIListContentView-imageLayoutGuide"
    }
    let guide = UILayoutGuide(role: .placed, identifier: name)
    partGuides[part] = guide
    addLayoutGuide(guide)
    placePartGuides(contentLayout(width: bounds.width, height: bounds.height))
    return guide
  }

  /// Puts each guide made so far on its part's frame (`.zero` while the part is not shown).
  func placePartGuides(_ frames: ListContentFrames) {
    guard !partGuides.isEmpty else { return }
    let engine = AutoLayout.engine(for: self, create: false)
    for (part, guide) in partGuides {
      let frame: CGRect?
      switch part {
      case .text: frame = frames.text
      case .secondaryText: frame = frames.secondaryText
      case .image: frame = frames.image
      }
      let placed = frame ?? .zero
      guard guide.placedFrame != placed else { continue }
      guide.placedFrame = placed
      engine?.itemChanged(guide)
    }
  }
}
