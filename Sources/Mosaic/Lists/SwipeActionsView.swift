import Foundation

/// The buttons a swiped list row reveals on one side: one `SwipeActionButton` per contextual
/// action, side by side, the first action nearest the row's edge. The view covers the strip the
/// row's content slid away from; while that strip is narrower or wider than the buttons'
/// natural widths, each button gets its share of it in proportion. When a full swipe is armed,
/// the first action's button covers the whole strip.
@MainActor
final class SwipeActionsView: UIView {
  /// The configuration whose actions are shown.
  let configuration: UISwipeActionsConfiguration
  /// Whether the view sits at the row's right side (the first action rightmost).
  let isOnRight: Bool
  /// The buttons, in the order of the configuration's actions.
  let buttons: [SwipeActionButton]
  /// Whether the first action's button covers the whole strip (a full swipe is armed).
  var isExpanded = false {
    didSet { if isExpanded != oldValue { setNeedsLayout() } }
  }

  init(
    configuration: UISwipeActionsConfiguration, isOnRight: Bool,
    tapped: @escaping @MainActor (SwipeActionButton) -> Void
  ) {
    self.configuration = configuration
    self.isOnRight = isOnRight
    buttons = configuration.actions.map { SwipeActionButton(action: $0, isOnRight: isOnRight) }
    super.init(frame: .zero)
    clipsToBounds = true
    // The buttons nearer the content are drawn over the outer ones as they slide in.
    for button in buttons.reversed() {
      button.addAction(
        UIAction { [weak button] _ in if let button { tapped(button) } }, for: .touchUpInside)
      addSubview(button)
    }
  }

  required init?(coder: NSCoder) {
    preconditionFailure("SwipeActionsView is made in code")
  }

  /// The buttons' natural widths added up: how far the row opens.
  var naturalWidth: CGFloat { buttons.reduce(0) { $0 + $1.naturalWidth } }

  /// The frames of the buttons (in the order of the actions) for a strip `width` points wide
  /// and `height` tall: proportional shares of the width from the edge inwards, or all of it
  /// for the first button when `expanded`.
  func buttonFrames(width: CGFloat, height: CGFloat, expanded: Bool) -> [CGRect] {
    let total = naturalWidth
    var frames: [CGRect] = []
    var fromEdge: CGFloat = 0
    for (index, button) in buttons.enumerated() {
      let w: CGFloat
      if expanded {
        w = index == 0 ? width : 0
      } else {
        w = total > 0 ? button.naturalWidth * width / total : 0
      }
      let x = isOnRight ? width - fromEdge - w : fromEdge
      frames.append(CGRect(x: x, y: 0, width: w, height: height))
      if !expanded { fromEdge += w }
    }
    if expanded {
      // The other buttons wait, closed, at the inner side.
      for i in frames.indices.dropFirst() {
        frames[i].origin.x = isOnRight ? 0 : width
      }
    }
    return frames
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let frames = buttonFrames(width: bounds.width, height: bounds.height, expanded: isExpanded)
    for (button, frame) in zip(buttons, frames) { button.frame = frame }
  }
}

/// The button of one contextual action: the action's background color, its image (white)
/// above its title (white), centred in the button's natural width. A button stretched wider
/// (a full swipe) keeps its content on the side next to the row's content.
@MainActor
final class SwipeActionButton: UIControl {
  /// The space left and right of the button's content.
  static let horizontalPadding: CGFloat = 16
  /// The narrowest a button is when the row is open.
  static let minimumWidth: CGFloat = 64
  /// The gap between the image and the title.
  static let imageTitleSpacing: CGFloat = 4

  let action: UIContextualAction
  /// Whether the button is on the row's right side (its inner side, next to the content, is
  /// then its left).
  let isOnRight: Bool
  private let titleLabel = UILabel()
  private let imageView = UIImageView()

  init(action: UIContextualAction, isOnRight: Bool) {
    self.action = action
    self.isOnRight = isOnRight
    super.init(frame: .zero)
    backgroundColor = action.backgroundColor
    clipsToBounds = true
    titleLabel.text = action.title
    titleLabel.textColor = .white
    titleLabel.font = .systemFont(ofSize: 15, weight: .medium)
    titleLabel.isUserInteractionEnabled = false
    titleLabel.isHidden = (action.title ?? "").isEmpty
    imageView.image = action.image?.withRenderingMode(.alwaysTemplate)
    imageView.tintColor = .white
    imageView.contentMode = .center
    imageView.isUserInteractionEnabled = false
    imageView.isHidden = action.image == nil
    addSubview(imageView)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("SwipeActionButton is made in code")
  }

  override var ownsSingleTaps: Bool { true }

  /// The title's size, in whole points (zero without a title).
  private var titleSize: CGSize {
    guard !titleLabel.isHidden else { return .zero }
    let s = titleLabel.intrinsicContentSize
    return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
  }

  /// The image's size (zero without an image).
  private var imageSize: CGSize { imageView.isHidden ? .zero : (imageView.image?.size ?? .zero) }

  /// The width the button takes when the row is open: its content and padding, at least
  /// `minimumWidth`.
  var naturalWidth: CGFloat {
    let content = max(titleSize.width, imageSize.width)
    return max(Self.minimumWidth, content + 2 * Self.horizontalPadding)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let title = titleSize
    let image = imageSize
    let gap = title.height > 0 && image.height > 0 ? Self.imageTitleSpacing : 0
    let height = image.height + gap + title.height
    var y = ((bounds.height - height) / 2).rounded()
    let natural = naturalWidth
    let midX =
      bounds.width <= natural
      ? bounds.midX : (isOnRight ? bounds.minX + natural / 2 : bounds.maxX - natural / 2)
    if image.height > 0 {
      imageView.frame = CGRect(
        x: (midX - image.width / 2).rounded(), y: y, width: image.width, height: image.height)
      y += image.height + gap
    }
    if title.height > 0 {
      titleLabel.frame = CGRect(
        x: (midX - title.width / 2).rounded(), y: y, width: title.width, height: title.height)
    }
  }
}
