import UIKit

/// The post's `AFCollectionViewCell` (post 4, "selected、highlighted的理解"): an image inset
/// by 10 points on a white cell, a `selectedBackgroundView` shown while the cell is selected,
/// the image dimmed to 0.8 while highlighted, and `prepareForReuse` clearing the image.
final class AFCollectionViewCell: UICollectionViewCell {
  private let imageView: UIImageView

  /// The picture shown; setting it also sets the image view's image.
  var image: UIImage? {
    didSet { imageView.image = image }
  }

  override init(frame: CGRect) {
    imageView = UIImageView(frame: CGRect(origin: .zero, size: frame.size).insetBy(dx: 10, dy: 10))
    super.init(frame: frame)
    backgroundColor = .white
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(imageView)
    let selectedBackgroundView = UIView(frame: .zero)
    // The post uses `colorWithWhite:1.0 alpha:0.8`, white on the white cell, which cannot be
    // seen; this port tints it blue so the selection shows.
    selectedBackgroundView.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.95, alpha: 0.8)
    self.selectedBackgroundView = selectedBackgroundView
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  // MARK: Overridden UICollectionViewCell methods

  override func prepareForReuse() {
    super.prepareForReuse()
    backgroundColor = .white
    image = nil  // also resets imageView's image
  }

  override var isHighlighted: Bool {
    didSet {
      if isHighlighted {
        imageView.alpha = 0.8
      } else {
        imageView.alpha = 1.0
      }
    }
  }
}

/// The post's `AFCollectionHeaderView`: a section header with a title label.
final class AFCollectionHeaderView: UICollectionReusableView {
  /// The section's title.
  let titleLabel = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.22, alpha: 1)
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textColor = .white
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// Keeps the title 12 points from the leading edge.
  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: 12, dy: 0)
  }
}
