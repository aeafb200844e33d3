import Mosaic

/// The foundation showcase: labels (Latin and Chinese), images in every content mode, rounded
/// and masked corners, borders, shadows, transforms and a pattern background.
@MainActor
final class ShowcaseView: UIView {
  private let titleLabel = UILabel()
  private let subtitle = UILabel()
  private var cards: [UIView] = []
  private var names: [String] = []
  private var images: [UIImage?] = []
  private let pulse = UIView()
  private var laidOutWidth: CGFloat = -1

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(patternImage: DemoArt.checkerTile())

    titleLabel.text = "Mosaic"
    titleLabel.font = .boldSystemFont(ofSize: 28)
    titleLabel.textColor = .white
    addSubview(titleLabel)

    subtitle.text = "UIKit 视图，在 Linux 上运行 · views, layers and text on Cairo"
    subtitle.font = .systemFont(ofSize: 13)
    subtitle.textColor = UIColor(white: 1, alpha: 0.85)
    subtitle.numberOfLines = 2
    addSubview(subtitle)

    var modes: [(UIView.ContentMode, String)] = [
      (.scaleAspectFit, "aspect fit"), (.scaleAspectFill, "aspect fill"),
      (.scaleToFill, "scale to fill"), (.center, "center"), (.topLeft, "top left"),
      (.bottomRight, "bottom right"),
    ]
    for n in 7...14 { modes.append((.scaleAspectFill, "photo \(n)")) }
    for (i, (mode, name)) in modes.enumerated() {
      let card = UIView()
      card.backgroundColor = .white
      card.layer.cornerRadius = 12
      card.layer.shadowOpacity = 0.3
      card.layer.shadowRadius = 6
      card.layer.shadowOffset = CGSize(width: 0, height: 3)
      let picture = DemoArt.landscape(index: i)
      let image = UIImageView(image: picture)
      image.contentMode = mode
      image.clipsToBounds = true
      image.layer.cornerRadius = 8
      image.backgroundColor = UIColor(white: 0.92, alpha: 1)
      image.tag = 1
      card.addSubview(image)
      let label = UILabel()
      label.text = name
      label.font = .systemFont(ofSize: 12)
      label.textAlignment = .center
      label.tag = 2
      card.addSubview(label)
      addSubview(card)
      cards.append(card)
      names.append(name)
      images.append(picture)
    }

    let rotated = UILabel()
    rotated.text = "我的频道"
    rotated.font = .boldSystemFont(ofSize: 18)
    rotated.textAlignment = .center
    rotated.textColor = .white
    rotated.backgroundColor = .systemBlue
    rotated.layer.cornerRadius = 10
    rotated.clipsToBounds = true
    rotated.transform = CGAffineTransform(rotationAngle: -.pi / 12)
    addSubview(rotated)
    cards.append(rotated)
    names.append("我的频道")
    images.append(nil)

    let bordered = UILabel()
    bordered.text = "频道推荐 · border"
    bordered.textAlignment = .center
    bordered.font = .systemFont(ofSize: 15)
    bordered.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.86, alpha: 1)
    bordered.layer.borderWidth = 3
    bordered.layer.borderColor = UIColor.orange.cgColor
    bordered.layer.cornerRadius = 16
    bordered.layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)
    addSubview(bordered)
    cards.append(bordered)
    names.append("频道推荐")
    images.append(nil)

    pulse.backgroundColor = .systemRed
    pulse.layer.cornerRadius = 20
    addSubview(pulse)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// The card under `point` (topmost first): its view, name and picture.
  func card(at point: CGPoint) -> (view: UIView, name: String, image: UIImage?)? {
    for (i, card) in cards.enumerated().reversed() where card.frame.contains(point) {
      return (card, names[i], images[i])
    }
    return nil
  }

  /// The name of a card view.
  func name(of view: UIView) -> String? {
    cards.firstIndex { $0 === view }.map { names[$0] }
  }

  /// The height the showcase needs at `width`.
  func preferredHeight(forWidth width: CGFloat) -> CGFloat {
    let g = grid(forWidth: width)
    let rows = (cards.count + g.columns - 1) / g.columns
    return 110 + CGFloat(rows) * (g.cardHeight + 16) + 16
  }

  private func grid(forWidth w: CGFloat) -> (columns: Int, cardWidth: CGFloat, cardHeight: CGFloat)
  {
    let margin: CGFloat = 16
    let columns = max(2, Int((w - margin) / 180))
    let cardWidth = (w - margin * CGFloat(columns + 1)) / CGFloat(columns)
    return (columns, cardWidth, cardWidth * 0.9)
  }

  override func layoutSubviews() {
    let w = bounds.width
    // Cards keep where a drag put them until the width changes.
    guard w != laidOutWidth else { return }
    laidOutWidth = w
    let margin: CGFloat = 16
    titleLabel.frame = CGRect(x: margin, y: 24, width: w - 2 * margin, height: 36)
    subtitle.frame = CGRect(x: margin, y: 60, width: w - 2 * margin, height: 36)
    let (columns, cardWidth, cardHeight) = grid(forWidth: w)
    for (i, card) in cards.enumerated() {
      let col = i % columns
      let row = i / columns
      let frame = CGRect(
        x: margin + CGFloat(col) * (cardWidth + margin),
        y: 110 + CGFloat(row) * (cardHeight + margin), width: cardWidth, height: cardHeight)
      card.bounds = CGRect(origin: .zero, size: frame.size)
      card.center = CGPoint(x: frame.midX, y: frame.midY)
      if let image = card.viewWithTag(1) {
        image.frame = CGRect(x: 8, y: 8, width: cardWidth - 16, height: cardHeight - 36)
      }
      if let label = card.viewWithTag(2) {
        label.frame = CGRect(x: 4, y: cardHeight - 26, width: cardWidth - 8, height: 20)
      }
    }
    pulse.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    pulse.center = CGPoint(x: w - 40, y: 44)
  }

  /// Scales the red dot up and down forever with UIView animations.
  func startPulsing() {
    UIView.animate(
      withDuration: 0.8, delay: 0, options: [.curveEaseInOut],
      animations: {
        self.pulse.transform =
          self.pulse.transform.isIdentity ? CGAffineTransform(scaleX: 0.5, y: 0.5) : .identity
      },
      completion: { _ in self.startPulsing() })
  }
}
