import Foundation

/// A cell of a collection view: a reusable view with a `contentView` for the app's subviews,
/// an optional `backgroundView`, and a `selectedBackgroundView` shown while the cell is
/// selected or highlighted.
///
/// The collection view sets `isHighlighted` while a finger is on the cell and `isSelected`
/// when it is selected; override them (calling `super`) to change the cell's appearance.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add the cell's content to; it fills the cell and sits above the
  /// background views.
  public let contentView: UIView

  /// Creates a cell with the given frame.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.backgroundColor = nil
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a cell from an archive. Mosaic has no archives, so this makes the same cell as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    contentView.backgroundColor = nil
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A view behind the content; nil by default. It is sized to the cell.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = bounds
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  /// A view shown above `backgroundView` and below the content while the cell is selected or
  /// highlighted; nil by default. It is sized to the cell.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      updateSelectedBackground()
    }
  }

  /// Whether the cell is selected; set by the collection view. Overrides must call `super`.
  open var isSelected = false {
    didSet { updateSelectedBackground() }
  }

  /// Whether the cell is highlighted (a finger is on it); set by the collection view.
  /// Overrides must call `super`.
  open var isHighlighted = false {
    didSet { updateSelectedBackground() }
  }

  /// Resets the selection and highlight state (the collection view sets them again).
  open override func prepareForReuse() {
    super.prepareForReuse()
  }

  /// Keeps the content and background views the size of the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let r = bounds
    contentView.frame = r
    backgroundView?.frame = r
    selectedBackgroundView?.frame = r
  }

  private func updateSelectedBackground() {
    guard let view = selectedBackgroundView else { return }
    if isSelected || isHighlighted {
      if view.superview !== self {
        view.frame = bounds
        insertSubview(view, belowSubview: contentView)
      }
    } else if view.superview === self {
      view.removeFromSuperview()
    }
  }
}
