import UIKit

/// The post's `TestViewController`, pushed when a picture is tapped: it shows the picture
/// named `imageName`, as large as fits, on a dark background, with its name below.
/// (The post loads it from a nib; Mosaic builds the same screen in code.)
final class TestViewController: UIViewController {
  /// The name of the picture to show, set before the controller is pushed.
  var imageName = ""
  private let imageView = UIImageView(frame: .zero)
  private let nameLabel = UILabel(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = imageName
    view.backgroundColor = UIColor(white: 0.12, alpha: 1)
    imageView.contentMode = .scaleAspectFit
    imageView.image = DesktopDemo.image(named: imageName)
    view.addSubview(imageView)
    nameLabel.text = imageName
    nameLabel.textColor = .white
    nameLabel.textAlignment = .center
    nameLabel.font = .systemFont(ofSize: 17)
    view.addSubview(nameLabel)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    imageView.frame = bounds.insetBy(dx: 20, dy: 60)
    nameLabel.frame = CGRect(x: 0, y: bounds.maxY - 50, width: bounds.width, height: 30)
  }
}
