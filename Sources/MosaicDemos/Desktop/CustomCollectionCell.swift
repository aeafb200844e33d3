import UIKit

/// The post's `CustomCollectionCell` (post 1, "CustomCollectionCell的代碼"): a picture in a
/// white border, scaled to fit the cell by `setImageWithText(_:text:)`, so landscape
/// pictures sit at the bottom of the cell and portrait ones at the top, centred.
final class CustomCollectionCell: UICollectionViewCell {
  /// The picture.
  var imageV: UIImageView
  /// The caption label (the post creates it and never shows text in it).
  var labelV: UILabel
  /// The white border behind the picture.
  var boundView: UIView

  override init(frame: CGRect) {
    imageV = UIImageView(frame: .zero)
    labelV = UILabel(frame: .zero)
    boundView = UIView(frame: .zero)
    super.init(frame: frame)
    backgroundColor = .clear
    boundView.backgroundColor = .white
    boundView.addSubview(imageV)
    addSubview(boundView)
    addSubview(labelV)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// Not in the post: a reused cell forgets its picture, so an item whose picture cannot be
  /// loaded (where `setImageWithText` returns early) shows an empty cell, not another one's.
  override func prepareForReuse() {
    super.prepareForReuse()
    imageV.image = nil
    boundView.frame = .zero
  }

  /// Shows `image` scaled to fit inside the cell with an 8-point white border: a landscape
  /// picture takes the cell's width and sits at the bottom, a portrait one takes its height
  /// and is centred at the top. Does nothing for a nil image.
  func setImageWithText(_ image: UIImage?, text: String) {
    guard let image else { return }
    let imgWidth = image.size.width
    let imgHeight = image.size.height
    var iconWidth: CGFloat = 0
    var iconHeight: CGFloat = 0
    if imgWidth > imgHeight {
      iconHeight = (((frame.size.width - 16) * imgHeight) / imgWidth).rounded()
      iconWidth = frame.size.width - 16
      boundView.frame = CGRect(
        x: 0, y: frame.size.height - iconHeight - 16, width: iconWidth + 16,
        height: iconHeight + 16)
      imageV.frame = CGRect(x: 8, y: 8, width: iconWidth, height: iconHeight)
    } else {
      iconWidth = (((frame.size.width - 16) * imgWidth) / imgHeight).rounded()
      iconHeight = frame.size.height - 16
      boundView.frame = CGRect(
        x: ((frame.size.width - iconWidth) / 2).rounded(), y: 0, width: iconWidth + 16,
        height: iconHeight + 16)
      imageV.frame = CGRect(x: 8, y: 8, width: iconWidth, height: iconHeight)
    }
    imageV.image = image
  }
}
