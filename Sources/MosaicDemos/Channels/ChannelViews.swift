import UIKit

/// The post's `ChannelCollectionViewCell` (post 3; the post does not show its code): a
/// channel name centred on a light rounded tile, in `displayLabel`.
final class ChannelCollectionViewCell: UICollectionViewCell {
  /// The channel's name.
  let displayLabel = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.96, alpha: 1)
    contentView.layer.cornerRadius = 6
    contentView.layer.borderWidth = 1
    contentView.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
    displayLabel.frame = contentView.bounds
    displayLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    displayLabel.textAlignment = .center
    displayLabel.font = .systemFont(ofSize: 16)
    displayLabel.textColor = UIColor(white: 0.2, alpha: 1)
    contentView.addSubview(displayLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// The post's `ZWHeaderCollectionReusableView` (post 3; code not shown in the post): a
/// section title in `displayLabel`, on the left.
final class ZWHeaderCollectionReusableView: UICollectionReusableView {
  /// The section's title.
  let displayLabel = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    displayLabel.font = .boldSystemFont(ofSize: 18)
    displayLabel.textColor = .black
    addSubview(displayLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// Keeps the title 12 points from the leading edge.
  override func layoutSubviews() {
    super.layoutSubviews()
    displayLabel.frame = bounds.insetBy(dx: 12, dy: 0)
  }
}
