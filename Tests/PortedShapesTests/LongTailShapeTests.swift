// The UIKit long tail as iOS projects write it: nib hooks overridden, a custom layer class,
// bar button items with UIKit's defaulted arguments, an @IBAction-style `Any` sender,
// literals, NSIndexPath, Display P3 colors, renderer formats, symbol configurations,
// animation curves and class descriptions as reuse identifiers.
import MosaicTesting
import Testing
import UIKit

class StripeLayer: CALayer {}

class StripedBadgeView: UIView {
  private(set) var awoke = false

  override class var layerClass: AnyClass {
    return StripeLayer.self
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }

  override func prepareForInterfaceBuilder() {
    super.prepareForInterfaceBuilder()
    backgroundColor = .red
  }
}

class AccountViewController: UIViewController {
  private(set) var awoke = false
  private(set) var saves = 0
  private(set) var lastSender: Any?

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Save", image: nil, target: self, action: AccountViewController.save)
    navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
  }

  func save() { saves += 1 }

  func buttonTapped(_ sender: Any) {
    lastSender = sender
  }
}

class TagLabelCell: UICollectionViewCell {}

@MainActor
@Suite struct LongTailShapeTests {
  @Test func nibHooksCanBeOverriddenAndMosaicNeverCallsThem() {
    let badge = StripedBadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let controller = AccountViewController()
    _ = AppDriver(rootViewController: controller, size: CGSize(width: 200, height: 200))
    controller.view.addSubview(badge)
    #expect(!badge.awoke)
    #expect(!controller.awoke)
    #expect(badge.backgroundColor == nil)
  }

  @Test func aViewsLayerClassIsAnAnyClassOverride() {
    let badge = StripedBadgeView()
    #expect(badge.layer is StripeLayer)
    #expect(StripedBadgeView.layerClass == StripeLayer.self)
    #expect(type(of: UIView().layer) == CALayer.self)
  }

  @Test func barButtonItemsTakeUIKitsDefaultedArguments() {
    let plain = UIBarButtonItem()
    #expect(plain.title == nil)
    let titled = UIBarButtonItem(title: "Edit")
    #expect(titled.title == "Edit")
    let imaged = UIBarButtonItem(image: UIImage(systemName: "star"))
    #expect(imaged.image != nil && imaged.title == nil)
    var handled = 0
    let action = UIAction(title: "Share") { _ in handled += 1 }
    let acting = UIBarButtonItem(primaryAction: action)
    #expect(acting.title == "Share")
    #expect(acting.primaryAction === action)
    let system = UIBarButtonItem(systemItem: .done)
    #expect(system.style == .done)
    #expect(handled == 0)
  }

  @Test func aBarItemWithTitleImageTargetAndActionCallsItsMethod() throws {
    let controller = AccountViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let driver = AppDriver(rootViewController: navigation, size: CGSize(width: 320, height: 300))
    let save = try #require(Self.button(titled: "Save", in: driver.window))
    driver.tap(at: save.convert(CGPoint(x: save.bounds.midX, y: save.bounds.midY), to: nil))
    #expect(controller.saves == 1)
  }

  @Test func anActionWhoseSenderIsAnyReceivesTheControl() {
    let controller = AccountViewController()
    let button = UIButton(type: .system)
    button.addTarget(controller, action: AccountViewController.buttonTapped, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(controller.lastSender as? UIButton === button)
  }

  @Test func colorLiteralsAndDisplayP3Colors() {
    let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    literal.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(r == 1 && g == 0.5 && b == 0 && a == 1)
    let typed: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
    #expect(
      typed
        == UIColor(
          red: CGFloat(Float(0.2)), green: CGFloat(Float(0.4)), blue: CGFloat(Float(0.6)),
          alpha: CGFloat(Float(0.8))))

    let p3Coral = UIColor(displayP3Red: 0.8, green: 0.4, blue: 0.3, alpha: 1)
    p3Coral.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(abs(r - 0.8596) < 0.0005 && abs(g - 0.3704) < 0.0005 && abs(b - 0.2674) < 0.0005)
    // P3's pure red is outside sRGB: (1.093, -0.227, -0.150) in extended sRGB, drawn clamped.
    let p3Red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
    p3Red.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(r == 1 && g == 0 && b == 0)
    let p3Gray = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)
    p3Gray.getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(abs(r - 0.5) < 1e-6 && abs(g - 0.5) < 1e-6 && abs(b - 0.5) < 1e-6 && a == 0.25)
  }

  @Test func nsIndexPathHasSectionRowAndItem() {
    let path = NSIndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.item == 3)
    let item = NSIndexPath(item: 7, section: 2)
    #expect(item.section == 2 && item.item == 7 && item.length == 2)
  }

  @Test func anImagesRendererFormatKeepsItsScale() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image {
      context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    let copyFormat = image.imageRendererFormat
    #expect(copyFormat.scale == 2)
    #expect(copyFormat.opaque)
    let copy = UIGraphicsImageRenderer(size: image.size, format: copyFormat).image { _ in
      image.draw(at: .zero)
    }
    #expect(copy.scale == 2 && copy.size == CGSize(width: 4, height: 4))
  }

  @Test func anImageViewDrawsSymbolsWithItsPreferredConfiguration() throws {
    let symbol = try #require(UIImage(systemName: "star"))
    let imageView = UIImageView(image: symbol)
    let plainSize = imageView.intrinsicContentSize
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
    let bigSize = imageView.intrinsicContentSize
    #expect(bigSize.height > plainSize.height * 1.5)
    #expect(imageView.image === symbol)
    imageView.preferredSymbolConfiguration = nil
    #expect(imageView.intrinsicContentSize == plainSize)
  }

  @Test func keyboardAnimationCurvesConvertToOptions() {
    let curve = UIView.AnimationCurve(rawValue: 2)
    #expect(curve == .easeOut)
    let options = UIView.AnimationOptions(rawValue: UInt(curve!.rawValue << 16))
    #expect(options == .curveEaseOut)
    #expect(UIView.AnimationCurve.linear.rawValue == 3)
  }

  @Test func aClassDescriptionNamesTheClassForReuseIdentifiers() {
    #expect(TagLabelCell.description() == "PortedShapesTests.TagLabelCell")
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(
      TagLabelCell.self, forCellWithReuseIdentifier: TagLabelCell.description())
    #expect(TagLabelCell().description.contains("TagLabelCell"))
  }

  static func button(titled title: String, in view: UIView) -> UIButton? {
    if let button = view as? UIButton, button.title(for: .normal) == title { return button }
    for subview in view.subviews {
      if let found = button(titled: title, in: subview) { return found }
    }
    return nil
  }
}
