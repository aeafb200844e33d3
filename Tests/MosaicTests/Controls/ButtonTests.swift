import Testing

@testable import Mosaic

@MainActor
struct ButtonTests {
  @Test func typesAndDefaults() {
    #expect(UIButton(frame: .zero).buttonType == .custom)
    #expect(UIButton(type: .system).buttonType == .system)
    #expect(UIButton(type: .close).currentTitle == "✕")
    #expect(UIButton(type: .contactAdd).currentTitle == "+")
    let b = UIButton(type: .system)
    #expect(b.titleLabel != nil && b.imageView != nil)
    #expect(b.currentTitle == nil)
    #expect(b.titleLabel?.font.pointSize == 15)
  }

  @Test func titlePerStateFallsBackToNormal() {
    let b = UIButton(type: .custom)
    b.setTitle("Play", for: .normal)
    b.setTitle("Pressed", for: .highlighted)
    b.setTitle("Playing", for: .selected)
    #expect(b.currentTitle == "Play")
    #expect(b.titleLabel?.text == "Play")
    b.isHighlighted = true
    #expect(b.currentTitle == "Pressed")
    #expect(b.titleLabel?.text == "Pressed")
    b.isHighlighted = false
    b.isSelected = true
    #expect(b.currentTitle == "Playing")
    b.isHighlighted = true
    // highlighted + selected has no title of its own: the selected one is used.
    #expect(b.currentTitle == "Playing")
    #expect(b.title(for: .disabled) == "Play")
    b.setTitle(nil, for: .selected)
    b.isHighlighted = false
    #expect(b.currentTitle == "Play")
  }

  @Test func titleColorsPerStateAndDefaults() {
    let custom = UIButton(type: .custom)
    #expect(custom.currentTitleColor == .white)
    custom.setTitleColor(.red, for: .normal)
    custom.setTitleColor(.green, for: .highlighted)
    #expect(custom.titleLabel?.textColor == .red)
    custom.isHighlighted = true
    #expect(custom.titleLabel?.textColor == .green)
    #expect(custom.titleLabel?.alpha == 1)

    let system = UIButton(type: .system)
    system.setTitle("OK", for: .normal)
    #expect(system.currentTitleColor == .systemBlue)
    system.tintColor = .systemRed
    #expect(system.titleLabel?.textColor == .systemRed)
    system.isHighlighted = true
    #expect(abs(system.titleLabel!.alpha - 0.2) < 1e-6)
    system.isHighlighted = false
    #expect(system.titleLabel?.alpha == 1)
    system.isEnabled = false
    #expect(system.currentTitleColor == .tertiaryLabel)
  }

  @Test func systemButtonFollowsItsSuperviewsTint() {
    let container = UIView()
    container.tintColor = .systemGreen
    let b = UIButton(type: .system)
    b.setTitle("OK", for: .normal)
    container.addSubview(b)
    #expect(b.titleLabel?.textColor == .systemGreen)
  }

  @Test func imagePerState() {
    let normal = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
    let selected = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
    let b = UIButton(type: .custom)
    b.setImage(normal, for: .normal)
    b.setImage(selected, for: .selected)
    #expect(b.currentImage === normal)
    #expect(b.imageView?.image === normal)
    b.isSelected = true
    #expect(b.currentImage === selected)
    #expect(b.imageView?.image === selected)
  }

  @Test func sizeIsTitlePlusInsets() {
    let b = UIButton(type: .system)
    b.setTitle("Continue", for: .normal)
    let reference = UILabel()
    reference.font = .systemFont(ofSize: 15)
    reference.text = "Continue"
    let t = reference.sizeThatFits(CGSize(width: 1000, height: 1000))
    let title = CGSize(width: t.width.rounded(.up), height: t.height.rounded(.up))
    #expect(title.width > 40 && title.height >= 15)
    #expect(b.intrinsicContentSize == title)
    b.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 7, right: 12)
    let expected = CGSize(width: title.width + 22, height: title.height + 12)
    #expect(b.sizeThatFits(.zero) == expected)
    #expect(b.intrinsicContentSize == expected)
    b.sizeToFit()
    #expect(b.bounds.size == expected)
    b.layoutIfNeeded()
    #expect(b.titleLabel?.frame == CGRect(x: 10, y: 5, width: title.width, height: title.height))

    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 40)).image { _ in }
    b.setImage(image, for: .normal)
    #expect(
      b.sizeThatFits(.zero) == CGSize(width: title.width + 20 + 22, height: 40 + 12))
  }

  @Test func contentIsCentredInALargerButton() {
    let b = UIButton(type: .system)
    b.setTitle("Hi", for: .normal)
    let size = b.intrinsicContentSize
    b.frame = CGRect(x: 0, y: 0, width: size.width + 100, height: size.height + 40)
    b.layoutIfNeeded()
    #expect(b.titleLabel?.frame.origin == CGPoint(x: 50, y: 20))
    b.contentHorizontalAlignment = .left
    b.layoutIfNeeded()
    #expect(b.titleLabel?.frame.origin == CGPoint(x: 0, y: 20))
  }

  @Test func aButtonWinsOverItsSuperviewsSingleTap() {
    resetTouches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    var log: [String] = []
    let tap = UITapGestureRecognizer { _ in log.append("tap") }
    container.addGestureRecognizer(tap)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 100, width: 60, height: 30)
    button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
    container.addSubview(button)
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 110, y: 110), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 110, y: 110), timestamp: 0.1)
    #expect(log == ["button"])
    // Outside the button the superview's tap recognizes.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 1)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 10, y: 10), timestamp: 1.1)
    #expect(log == ["button", "tap"])
  }

  @Test func highlightFollowsTheTouch() {
    resetTouches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let b = UIButton(type: .system)
    b.setTitle("Tap", for: .normal)
    b.setTitle("Down", for: .highlighted)
    b.frame = CGRect(x: 100, y: 100, width: 60, height: 30)
    window.addSubview(b)
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 110, y: 110), timestamp: 0)
    #expect(b.titleLabel?.text == "Down")
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 110, y: 250), timestamp: 0.1)
    #expect(b.titleLabel?.text == "Tap")
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 110, y: 120), timestamp: 0.2)
    #expect(b.titleLabel?.text == "Down")
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 110, y: 120), timestamp: 0.3)
    #expect(b.titleLabel?.text == "Tap")
  }
}
