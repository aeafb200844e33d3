// A view controller written the way present-day iOS code is (Swift 5 mode, `import UIKit`),
// touching the small members such code takes for granted: label shrink-to-fit, layer
// rasterization and corner masks, size transitions, view transitions, large-title settings,
// life-cycle notifications, haptics, text styles and dynamic colors. Each test checks the
// behaviour behind them.
import MosaicTesting
import Testing
import UIKit

// MARK: - The probe controller

class ProbeViewController: UIViewController, UICollectionViewDelegateFlowLayout {
  var collectionView: UICollectionView!
  let label = UILabel()
  var transitionSizes: [CGSize] = []
  var observer: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.itemSize = UICollectionViewFlowLayout.automaticSize
    layout.sectionInsetReference = .fromSafeArea
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.showsVerticalScrollIndicator = false
    collectionView.decelerationRate = .fast
    collectionView.isPagingEnabled = true
    collectionView.alwaysBounceVertical = true
    collectionView.keyboardDismissMode = .onDrag
    collectionView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    collectionView.scrollIndicatorInsets = .zero
    collectionView.verticalScrollIndicatorInsets = .zero
    collectionView.remembersLastFocusedIndexPath = true
    collectionView.allowsSelection = true
    collectionView.backgroundView = nil
    view.addSubview(collectionView)
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOffset = CGSize(width: 0, height: 2)
    view.layer.shadowRadius = 4
    view.layer.shadowOpacity = 0.2
    view.layer.masksToBounds = false
    view.layer.shouldRasterize = true
    view.layer.rasterizationScale = UIScreen.main.scale
    view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9).rotated(by: .pi / 8)
    label.font = UIFont.preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    label.lineBreakMode = .byTruncatingTail
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    label.attributedText = NSAttributedString(
      string: "x",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.red])
    let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    label.textColor = dynamic
    _ = UIColor(named: "Accent")
    _ = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1)
    _ = UIColor.systemBlue.withAlphaComponent(0.3)
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
      options: [.curveEaseInOut, .allowUserInteraction],
      animations: {
        self.view.alpha = 1
      }, completion: nil)
    UIView.transition(
      with: view, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    let feedback = UIImpactFeedbackGenerator(style: .light)
    feedback.impactOccurred()
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.setImage(UIImage(systemName: "plus"), for: .normal)
    button.tintColor = .systemBlue
    button.titleLabel?.font = .systemFont(ofSize: 14)
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    button.isEnabled = false
    view.addSubview(label)
    view.addSubview(button)
    let imageView = UIImageView(image: UIImage(named: "x"))
    imageView.contentMode = .scaleAspectFit
    imageView.layer.cornerCurve = .continuous
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.title = "Probe"
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
    ) { _ in }
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    transitionSizes.append(size)
    collectionView.collectionViewLayout.invalidateLayout()
  }
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { .zero }
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A controller recording when its size-transition callbacks run and what size the view
/// had at each.
class TransitionRecorder: UIViewController {
  var events: [String] = []
  var contexts: [UIViewControllerTransitionCoordinatorContext] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    events.append("will \(Int(size.width))x\(Int(size.height)) view \(viewWidth)")
    coordinator.animate(
      alongsideTransition: { context in
        self.events.append("alongside view \(self.viewWidth)")
        self.contexts.append(context)
      },
      completion: { _ in self.events.append("completion view \(self.viewWidth)") })
  }

  private var viewWidth: Int { Int(view.bounds.width) }
}

/// An app delegate that makes its window in didFinishLaunching, as Xcode's template does.
class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var calls: [String] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    calls.append("didFinishLaunching")
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
  func applicationWillResignActive(_ application: UIApplication) {
    calls.append("willResignActive")
  }
  func applicationDidEnterBackground(_ application: UIApplication) {
    calls.append("didEnterBackground")
  }
  func applicationWillEnterForeground(_ application: UIApplication) {
    calls.append("willEnterForeground")
  }
  func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
}

// MARK: - Tests

@MainActor
@Suite struct ProbeShapeTests {
  @Test func theProbeLoadsInANavigationController() {
    let probe = ProbeViewController()
    let navigation = UINavigationController(rootViewController: probe)
    let driver = AppDriver(rootViewController: navigation, size: CGSize(width: 400, height: 600))
    #expect(probe.isViewLoaded)
    #expect(navigation.navigationBar.prefersLargeTitles)
    // With large titles preferred the bar grows by the large title's 52 points.
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(probe.navigationItem.largeTitleDisplayMode == .always)
    #expect(probe.preferredStatusBarStyle == .lightContent)
    #expect(probe.collectionView.remembersLastFocusedIndexPath)
    #expect(probe.view.layer.shouldRasterize)
    driver.advance(by: 0.5)
    #expect(probe.view.subviews.count == 3)  // The cross-dissolve snapshot is gone.
  }

  @Test func aSingleLineLabelShrinksItsTextToFitItsWidth() throws {
    func inkBox(adjusts: Bool, scale: CGFloat, text: String) throws -> CGRect {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
      label.backgroundColor = .white
      label.textColor = .black
      label.font = .systemFont(ofSize: 20)
      label.text = text
      label.adjustsFontSizeToFitWidth = adjusts
      label.minimumScaleFactor = scale
      return try #require(label.renderedImage(scale: 1).inkBounds())
    }
    let long = "A heading far too wide for it"
    let truncated = try inkBox(adjusts: false, scale: 0.5, text: long)
    let shrunk = try inkBox(adjusts: true, scale: 0.5, text: long)
    let limited = try inkBox(adjusts: true, scale: 0.9, text: long)
    // The shrunk text is drawn in a smaller font (shorter glyphs), down to half the size,
    // and fits the width.
    #expect(shrunk.height < truncated.height * 0.85)
    #expect(shrunk.height > truncated.height * 0.45)
    #expect(shrunk.maxX <= 120)
    // A larger minimum scale stops the shrinking earlier.
    #expect(limited.height > shrunk.height)
    #expect(limited.height >= truncated.height * 0.8)
    // Text that fits is not shrunk; a scale factor of 0 means no shrinking.
    #expect(
      try inkBox(adjusts: true, scale: 0.5, text: "Fits")
        == inkBox(adjusts: false, scale: 0.5, text: "Fits"))
    #expect(try inkBox(adjusts: true, scale: 0, text: long) == truncated)

    let label = UILabel()
    #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
    #expect(!label.adjustsFontForContentSizeCategory)
    label.allowsDefaultTighteningForTruncation = true
    #expect(label.allowsDefaultTighteningForTruncation)
  }

  @Test func aWindowResizeCallsViewWillTransitionWithTheNewSize() {
    let probe = ProbeViewController()
    let navigation = UINavigationController(rootViewController: probe)
    let driver = AppDriver(rootViewController: navigation, size: CGSize(width: 400, height: 600))
    driver.resize(to: CGSize(width: 800, height: 500))
    // The navigation controller passes the message to its child.
    #expect(probe.transitionSizes == [CGSize(width: 800, height: 500)])
    driver.resize(to: CGSize(width: 800, height: 500))
    #expect(probe.transitionSizes.count == 1)  // No change, no transition.
  }

  @Test func theCoordinatorRunsAlongsideBlocksInTheResizeAndCompletionsAfter() throws {
    let recorder = TransitionRecorder()
    let driver = AppDriver(rootViewController: recorder, size: CGSize(width: 400, height: 600))
    driver.resize(to: CGSize(width: 700, height: 600))
    #expect(
      recorder.events == [
        "will 700x600 view 400", "alongside view 700", "completion view 700",
      ])
    let context = try #require(recorder.contexts.first)
    #expect(!context.isAnimated)
    #expect(!context.isCancelled)
    #expect(context.transitionDuration == 0)
  }

  @Test func aCrossDissolveFadesTheOldAppearanceOverTheNew() throws {
    let root = UIView()
    root.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    root.addSubview(box)
    let driver = AppDriver(rootView: root, size: CGSize(width: 200, height: 200))
    var finished: Bool?
    UIView.transition(
      with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: { box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) },
      completion: { finished = $0 })
    // The change is applied at once; the old picture covers it.
    #expect(box.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    driver.advance(by: 0.5)
    let midway = try #require(driver.snapshot().pixel(x: 50, y: 50))
    #expect(abs(Int(midway.red) - 128) <= 8 && abs(Int(midway.blue) - 128) <= 8)
    #expect(finished == nil)
    driver.advance(by: 0.6)
    let end = try #require(driver.snapshot().pixel(x: 50, y: 50))
    #expect(end.blue >= 250 && end.red <= 5)
    #expect(finished == true)
    #expect(box.subviews.isEmpty)
  }

  @Test func aFlipIsAcceptedAndDrawnAsACrossDissolve() throws {
    let root = UIView()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    box.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    root.addSubview(box)
    let driver = AppDriver(rootView: root, size: CGSize(width: 200, height: 200))
    var finished = false
    UIView.transition(
      with: box, duration: 0.4, options: [.transitionFlipFromLeft, .curveLinear],
      animations: { box.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) },
      completion: { finished = $0 })
    driver.advance(by: 0.2)
    let midway = try #require(driver.snapshot().pixel(x: 50, y: 50))
    #expect(abs(Int(midway.green) - 128) <= 8 && abs(Int(midway.blue) - 128) <= 8)
    driver.advance(by: 0.3)
    #expect(finished)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
  }

  @Test func transitionFromToFadesOneViewIntoTheOther() {
    let root = UIView()
    let old = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let new = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(old)
    let driver = AppDriver(rootView: root, size: CGSize(width: 100, height: 100))
    var finished = false
    UIView.transition(
      from: old, to: new, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      completion: { finished = $0 })
    #expect(new.superview === root)
    driver.advance(by: 0.5)
    let newOpacity = new.layer.presentation()?.opacity ?? -1
    let oldOpacity = old.layer.presentation()?.opacity ?? -1
    #expect(abs(newOpacity - 0.5) < 0.05)
    #expect(abs(oldOpacity - 0.5) < 0.05)
    driver.advance(by: 0.6)
    #expect(finished)
    #expect(old.superview == nil && old.alpha == 1)
    #expect(new.superview === root && new.alpha == 1)

    // With showHideTransitionViews both stay; the old one ends hidden.
    let other = UIView()
    other.isHidden = true
    root.addSubview(other)
    UIView.transition(
      from: new, to: other, duration: 0.2,
      options: [.transitionCrossDissolve, .showHideTransitionViews])
    driver.advance(by: 0.3)
    #expect(new.superview === root && new.isHidden)
    #expect(!other.isHidden)
  }

  @Test func theApplicationPostsItsLifeCycleNotifications() {
    let names: [NSNotification.Name] = [
      UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
    ]
    final class Log: @unchecked Sendable { var names: [String] = [] }
    let log = Log()
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        log.names.append($0.name.rawValue.replacingOccurrences(of: "UIApplication", with: ""))
      }
    }
    defer { for o in observers { NotificationCenter.default.removeObserver(o) } }
    let delegate = ProbeAppDelegate()
    let driver = AppDriver(delegate: delegate, size: CGSize(width: 300, height: 300))
    #expect(log.names == ["DidFinishLaunchingNotification", "DidBecomeActiveNotification"])
    #expect(UIApplication.shared.applicationState == .active)
    driver.setWindowFocused(false)
    #expect(UIApplication.shared.applicationState == .inactive)
    driver.setWindowMinimized(true)
    #expect(UIApplication.shared.applicationState == .background)
    driver.setWindowMinimized(false)
    driver.setWindowFocused(true)
    #expect(UIApplication.shared.applicationState == .active)
    driver.closeWindow()
    #expect(
      log.names == [
        "DidFinishLaunchingNotification", "DidBecomeActiveNotification",
        "WillResignActiveNotification", "DidEnterBackgroundNotification",
        "WillEnterForegroundNotification", "DidBecomeActiveNotification",
        "WillResignActiveNotification", "WillTerminateNotification",
      ])
    #expect(
      delegate.calls == [
        "didFinishLaunching", "didBecomeActive", "willResignActive", "didEnterBackground",
        "willEnterForeground", "didBecomeActive", "willResignActive", "willTerminate",
      ])
  }

  @Test func textStylesHaveTheirDefaultSizes() {
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
    }
    #expect(
      UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
    #expect(UIFont.preferredFont(forTextStyle: .body) == .systemFont(ofSize: 17))
  }

  @Test func dynamicColorsResolveWithTheCurrentTraits() throws {
    let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(dynamic.resolvedColor(with: dark) == .white)
    #expect(dynamic.resolvedColor(with: light) == .black)
    #expect(UIColor.red.resolvedColor(with: dark) == .red)
    dark.performAsCurrent { #expect(dynamic.cgColor == UIColor.white.cgColor) }
    light.performAsCurrent { #expect(dynamic.cgColor == UIColor.black.cgColor) }
    let faded = dynamic.withAlphaComponent(0.5)
    #expect(faded.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
    #expect(UIColor(named: "Accent") == nil)

    // A label draws with the color for its own traits (the desktop's light style).
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    label.backgroundColor = .white
    label.font = .boldSystemFont(ofSize: 24)
    label.text = "MMM"
    label.textColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .red }
    _ = AppDriver(rootView: label, size: CGSize(width: 80, height: 30))
    let pixels = try #require(label.renderedImage(scale: 1).cgImage).premultipliedARGBPixels()
    let red = pixels.filter { ($0 >> 16) & 0xFF >= 200 && ($0 >> 8) & 0xFF <= 60 }
    let blackish = pixels.filter { ($0 >> 16) & 0xFF <= 60 }
    #expect(red.count > 20)
    #expect(blackish.isEmpty)
  }

  @Test func maskedCornersRoundOnlyTheChosenCorners() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    view.layer.cornerRadius = 16
    #expect(view.layer.maskedCorners.contains(.layerMaxXMaxYCorner))
    #expect(view.layer.cornerCurve == .circular)
    view.layer.maskedCorners = [.layerMinXMinYCorner]
    view.layer.cornerCurve = .continuous
    let image = view.renderedImage(scale: 1)
    #expect(try #require(image.pixel(x: 1, y: 1)).alpha == 0)  // Rounded top left.
    #expect(try #require(image.pixel(x: 38, y: 1)).alpha == 255)  // Square corners.
    #expect(try #require(image.pixel(x: 1, y: 38)).alpha == 255)
    #expect(try #require(image.pixel(x: 38, y: 38)).alpha == 255)
    view.layer.maskedCorners = [.layerMaxXMaxYCorner]
    let other = view.renderedImage(scale: 1)
    #expect(try #require(other.pixel(x: 1, y: 1)).alpha == 255)
    #expect(try #require(other.pixel(x: 38, y: 38)).alpha == 0)
  }

  @Test func aRasterizedLayerDrawsAsBeforeAndFollowsChanges() throws {
    let root = UIView()
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
    card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let dot = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    card.addSubview(dot)
    root.addSubview(card)
    let driver = AppDriver(rootView: root, size: CGSize(width: 100, height: 100))
    let plain = driver.snapshot()
    card.layer.shouldRasterize = true
    card.layer.rasterizationScale = 2
    #expect(card.layer.rasterizationScale == 2)
    driver.advance(by: 0.05)
    _ = driver.snapshot()
    let rasterized = driver.snapshot()
    #expect(rasterized.pngData() == plain.pngData())
    // A change inside the rasterized subtree shows in the next frame.
    dot.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    driver.advance(by: 0.05)
    let changed = try #require(driver.snapshot().pixel(x: 40, y: 40))
    #expect(changed.green >= 250 && changed.red <= 5)
  }

  @Test func navigationItemsBackButtonDisplayMode() throws {
    func backButtonInk(_ mode: UINavigationItem.BackButtonDisplayMode) throws -> Int {
      let first = UIViewController()
      first.title = "Photos and More"
      first.navigationItem.backButtonDisplayMode = mode
      let navigation = UINavigationController(rootViewController: first)
      let driver = AppDriver(rootViewController: navigation, size: CGSize(width: 800, height: 300))
      navigation.pushViewController(UIViewController(), animated: false)
      driver.advance(by: 0.1)
      let image = driver.snapshot()
      return image.countInk(in: CGRect(x: 0, y: 0, width: 260, height: 44))
    }
    let item = UINavigationItem(title: "t")
    #expect(item.backButtonDisplayMode == .default)
    #expect(item.largeTitleDisplayMode == .automatic)
    let full = try backButtonInk(.default)
    let generic = try backButtonInk(.generic)
    let minimal = try backButtonInk(.minimal)
    #expect(minimal > 0)  // The chevron stays.
    #expect(minimal < generic && generic < full)
  }

  @Test func collectionViewFocusAndEditingFlags() {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    #expect(!collectionView.isEditing)
    #expect(!collectionView.remembersLastFocusedIndexPath)
    #expect(!collectionView.selectionFollowsFocus)
    #expect(!collectionView.allowsFocus)
    collectionView.isEditing = true
    collectionView.selectionFollowsFocus = true
    collectionView.allowsFocus = true
    #expect(collectionView.isEditing && collectionView.selectionFollowsFocus)
    #expect(collectionView.allowsFocus)
  }

  @Test func feedbackGeneratorsAreQuietObjects() {
    let impact = UIImpactFeedbackGenerator(style: .heavy)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    #expect(impact.style == .heavy)
    #expect(UIImpactFeedbackGenerator().style == .medium)
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    let notification = UINotificationFeedbackGenerator()
    notification.notificationOccurred(.success)
    #expect((notification as UIFeedbackGenerator) !== (selection as UIFeedbackGenerator))
  }

  @Test func statusBarPreferencesAreKeptWithoutAStatusBar() {
    let controller = UIViewController()
    #expect(controller.preferredStatusBarStyle == .default)
    #expect(!controller.prefersStatusBarHidden)
    controller.setNeedsStatusBarAppearanceUpdate()
    #expect(ProbeViewController().preferredStatusBarStyle == .lightContent)
    #expect(UIStatusBarStyle.darkContent.rawValue == 3)
  }
}

extension UIImage {

  /// The pixel rectangle holding every pixel darker than `threshold` (on a light
  /// background), or nil when there is none.
  fileprivate func inkBounds(threshold: Int = 128) -> CGRect? {
    guard let cgImage else { return nil }
    let pixels = cgImage.premultipliedARGBPixels()
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<cgImage.height {
      for x in 0..<cgImage.width {
        let p = pixels[y * cgImage.width + x]
        let luma = (Int((p >> 16) & 0xFF) + Int((p >> 8) & 0xFF) + Int(p & 0xFF)) / 3
        guard luma < threshold, p >> 24 > 128 else { continue }
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The number of pixels in `rect` that differ clearly from the background at its
  /// top-left corner.
  fileprivate func countInk(in rect: CGRect) -> Int {
    guard let cgImage else { return 0 }
    let pixels = cgImage.premultipliedARGBPixels()
    let background = pixels[Int(rect.minY) * cgImage.width + Int(rect.minX)]
    func channels(_ p: UInt32) -> [Int] {
      [Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
    }
    let base = channels(background)
    var count = 0
    for y in Int(rect.minY)..<min(Int(rect.maxY), cgImage.height) {
      for x in Int(rect.minX)..<min(Int(rect.maxX), cgImage.width) {
        let c = channels(pixels[y * cgImage.width + x])
        if zip(c, base).map({ abs($0 - $1) }).max()! > 60 { count += 1 }
      }
    }
    return count
  }
}
