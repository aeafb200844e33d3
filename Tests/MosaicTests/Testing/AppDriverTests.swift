import Foundation
import Mosaic
import MosaicTesting
import Testing

@MainActor
final class TouchLog: UIView {
  var log: [String] = []
  override var canBecomeFirstResponder: Bool { true }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    let p = touches.first!.location(in: self)
    log.append("began \(Int(p.x)),\(Int(p.y))")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("moved")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let p = touches.first!.location(in: self)
    log.append("ended \(Int(p.x)),\(Int(p.y))")
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.append("press \(presses.first!.key!.charactersIgnoringModifiers)")
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.append("release \(presses.first!.key!.keyCode)")
  }
}

@MainActor
final class DriverTestAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let target = TouchLog(frame: CGRect(x: 50, y: 100, width: 200, height: 100))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.backgroundColor = .white
    target.backgroundColor = .red
    window.addSubview(target)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

@MainActor
@Suite(.serialized)
struct AppDriverTests {
  @Test func launchesADelegateAtTheGivenSizeAndDeliversTouches() {
    let delegate = DriverTestAppDelegate()
    let app = AppDriver(delegate: delegate, size: CGSize(width: 320, height: 480))
    #expect(app.window.bounds.size == CGSize(width: 320, height: 480))
    #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
    app.tap(at: CGPoint(x: 60, y: 110))
    app.tap(at: CGPoint(x: 10, y: 10))  // outside the target
    app.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 140, y: 150), steps: 2)
    #expect(
      delegate.target.log == [
        "began 10,10", "ended 10,10", "began 50,50", "moved", "moved", "ended 90,50",
      ])
  }

  @Test func longPressTakesVirtualTimeNotRealTime() {
    let app = AppDriver(rootView: UIView())
    let clockBefore = CACurrentMediaTime()
    let wallBefore = Date()
    app.longPress(at: CGPoint(x: 5, y: 5), duration: 3)
    #expect(CACurrentMediaTime() - clockBefore >= 3)
    #expect(Date().timeIntervalSince(wallBefore) < 2)
  }

  @Test func runUntilIdleFinishesAnimations() {
    let view = UIView()
    let app = AppDriver(rootView: view)
    var done = false
    UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.2 }, completion: { done = $0 })
    #expect(app.runUntilIdle())
    #expect(done)
  }

  @Test func keysGoToTheFirstResponder() {
    let delegate = DriverTestAppDelegate()
    let app = AppDriver(delegate: delegate)
    #expect(delegate.target.becomeFirstResponder())
    app.pressKey(UIKeyCommand.inputUpArrow, keyCode: .keyboardUpArrow)
    app.pressKey("c", modifiers: .control, keyCode: .keyboardC)
    #expect(
      delegate.target.log == [
        "press UIKeyInputUpArrow", "release keyboardUpArrow", "press c", "release keyboardC",
      ])
    delegate.target.resignFirstResponder()
  }

  @Test func snapshotShowsTheWindow() {
    let delegate = DriverTestAppDelegate()
    let app = AppDriver(delegate: delegate, size: CGSize(width: 320, height: 480))
    let pixels = app.snapshot().cgImage!.premultipliedARGBPixels()
    #expect(pixels[150 * 320 + 100] == 0xFFFF_0000)
    #expect(pixels[10 * 320 + 10] == 0xFFFF_FFFF)
  }
}

@MainActor
struct PasteboardTests {
  @Test func stringsAndImagesRoundTrip() {
    let board = UIPasteboard.withUniqueName()
    #expect(!board.hasStrings)
    let before = board.changeCount
    board.string = "我的频道"
    #expect(board.string == "我的频道")
    #expect(board.strings == ["我的频道"])
    #expect(board.hasStrings)
    #expect(board.changeCount == before + 1)
    board.strings = ["a", "b"]
    #expect(board.strings == ["a", "b"])
    #expect(board.numberOfItems == 2)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { ctx in
      UIColor.red.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    board.image = image
    #expect(board.hasImages)
    #expect(board.image === image)
    #expect(!board.hasStrings)
    board.string = nil
    #expect(board.string == nil)
  }
}

@MainActor
@Suite(.serialized)
struct AppDriverNavigationTests {
  final class Screen: UIViewController {
    var log: [String] = []
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.append("appeared")
    }
  }

  @Test func pushAndComeBackWithTheBackButton() {
    let root = Screen()
    root.title = "Books"
    let nav = UINavigationController(rootViewController: root)
    let app = AppDriver(rootViewController: nav, size: CGSize(width: 320, height: 480))
    #expect(root.log == ["appeared"])
    let detail = Screen()
    detail.title = "Detail"
    nav.pushViewController(detail, animated: true)
    app.runUntilIdle()
    #expect(detail.log == ["appeared"])
    #expect(nav.topViewController === detail)
    // The back button sits at the left of the 44-point bar.
    app.tap(at: CGPoint(x: 30, y: 22))
    app.runUntilIdle()
    #expect(nav.topViewController === root)
    #expect(root.log == ["appeared", "appeared"])
  }
}
