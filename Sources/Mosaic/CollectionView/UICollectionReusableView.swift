import Foundation

/// A view a collection view shows for a supplementary element (a section header or footer)
/// or a decoration, and the base class of `UICollectionViewCell`. The collection view
/// creates instances with `init(frame:)` from the registered class and reuses them: a view
/// that scrolls out of sight waits in a queue per reuse identifier, gets `prepareForReuse()`,
/// and is handed out again by the `dequeue…` methods.
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
  /// The collection view sets the frames of its cells and reusable views: each solves its own
  /// constraints, so reuse never touches the window's engine.
  override var isAutoLayoutIsland: Bool { true }

  /// Creates a reusable view with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a reusable view from an archive. Mosaic has no archives, so this makes the same view as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a reusable view by calling `init(frame:)`: with the element's frame from the
  /// layout when the collection view creates a view of a registered class (as UIKit does),
  /// else with a zero frame. Subclasses that override `init(frame:)` inherit it.
  public required convenience init() {
    self.init(frame: UICollectionReusableView.creationFrame)
  }

  /// The frame `init()` passes to `init(frame:)`: set by the collection view while it creates
  /// a view for an element.
  static var creationFrame = CGRect.zero

  /// The identifier the view was dequeued with; nil for a view created directly.
  open internal(set) var reuseIdentifier: String?

  /// The attributes last applied to the view by its collection view.
  var appliedAttributes: UICollectionViewLayoutAttributes?
  /// The attributes the view was last asked about in `preferredLayoutAttributesFitting(_:)`
  /// (as the layout gave them); nil once it is enqueued for reuse.
  var askedAttributes: UICollectionViewLayoutAttributes?
  /// Set while the view is handed out by a dequeue call that its caller has not returned yet.
  var dequeueToken = 0
  /// The collection view's layout pass that last found the view's element visible, and the
  /// element's place in that pass's list.
  var layoutPass = 0
  var layoutPassIndex = 0

  /// Called just before the view is handed out again by a dequeue call; the default does
  /// nothing. Override it to reset state (calling `super`).
  open func prepareForReuse() {}

  /// Called when the layout gives the view new attributes, after its geometry, alpha,
  /// z order and visibility have been set; the default does nothing. Override it to use
  /// attributes of a custom subclass.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Lets the view change the attributes the layout proposes for it, typically its size to
  /// fit its content. The collection view asks every displayed cell and supplementary view,
  /// under every layout, whenever it applies attributes the view has not been asked about,
  /// and hands a different answer to the layout's
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`. The
  /// When the layout lets the element size itself (a flow layout with an
  /// `estimatedItemSize`), the default measures the view with
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// from the proposed size (so an override of that method is honoured) and returns the
  /// attributes with the measured size; otherwise it returns them unchanged. Override it to
  /// return a modified copy.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard let priorities = selfSizingPriorities else { return layoutAttributes }
    let size =
      (self as? UICollectionViewCell)?.configurationFittingSize(
        layoutAttributes.size, horizontal: priorities.horizontal, vertical: priorities.vertical)
      ?? systemLayoutSizeFitting(
        layoutAttributes.size, withHorizontalFittingPriority: priorities.horizontal,
        verticalFittingPriority: priorities.vertical)
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      return layoutAttributes
    }
    layoutAttributes.size = size
    return layoutAttributes
  }

  /// The fitting priorities of the layout asking `preferredLayoutAttributesFitting(_:)` right
  /// now, or nil when that layout sizes the view itself.
  var selfSizingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)?

  /// Called before a change of layout is animated; the default does nothing.
  open func willTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {}

  /// Called after a change of layout; the default does nothing.
  open func didTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {}
}
