import CSDL2
import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// Events in order, as the application, the window and the views see them.
@MainActor
final class EventPathLog {
  var entries: [String] = []
}

/// An application object that logs every event it sends, then sends it on.
@MainActor
final class EventLoggingApplication: UIApplication {
  var log: EventPathLog?
  /// Whether events stop here instead of going on to the windows.
  var swallows = false
  override func sendEvent(_ event: UIEvent) {
    log?.entries.append("app \(EventPathTests.name(of: event))")
    if !swallows { super.sendEvent(event) }
  }
}

/// A window that logs every event it is sent, then delivers it.
@MainActor
final class EventLoggingWindow: UIWindow {
  var log: EventPathLog?
  override func sendEvent(_ event: UIEvent) {
    log?.entries.append("window \(EventPathTests.name(of: event))")
    super.sendEvent(event)
  }
}

/// A view that logs the touches and presses that reach it.
@MainActor
final class EventLoggingView: UIView {
  var log: EventPathLog?
  override var canBecomeFirstResponder: Bool { true }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.entries.append("view began")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.entries.append("view ended")
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log?.entries.append("view press \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
  }
}

@MainActor
final class EventPathDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  let log = EventPathLog()
  let view = EventLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = EventLoggingWindow(frame: UIScreen.main.bounds)
    window.log = log
    view.log = log
    window.addSubview(view)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}

/// The application's global state a host test changes (its windows, key window, pasteboard
/// store and application object), set aside for the test and given back after it.
@MainActor
struct ApplicationState {
  let windows: [UIWindow]
  let store: PasteboardStore
  let keyWindow: UIWindow?
  let application: UIApplication?

  /// Sets the current state aside: the test starts without windows.
  static func isolate() -> ApplicationState {
    let state = ApplicationState(
      windows: WindowRegistry.shared.windows, store: UIPasteboard.general.store,
      keyWindow: UIWindow.keyWindowStorage, application: UIApplication.sharedStorage)
    for window in state.windows { WindowRegistry.shared.remove(window) }
    return state
  }

  /// Gives the state set aside back.
  func restore() {
    for window in WindowRegistry.shared.windows { WindowRegistry.shared.remove(window) }
    for window in windows { WindowRegistry.shared.add(window) }
    UIPasteboard.general.store = store
    UIWindow.keyWindowStorage = keyWindow
    UIApplication.sharedStorage = application
  }
}

@MainActor
@Suite(.serialized)
struct EventPathTests {
  static func name(of event: UIEvent) -> String {
    switch event.type {
    case .touches: return "touches"
    case .presses: return "presses"
    case .scroll: return "scroll"
    default: return "other"
    }
  }

  /// Runs `body` with `application` as the application object, then restores the old one.
  private func with(_ application: UIApplication, _ body: () throws -> Void) rethrows {
    let state = ApplicationState.isolate()
    defer { state.restore() }
    UIApplication.sharedStorage = application
    try body()
  }

  @Test func driverEventsPassTheApplicationThenTheWindowThenTheView() {
    let application = EventLoggingApplication()
    with(application) {
      let delegate = EventPathDelegate()
      application.log = delegate.log
      let app = AppDriver(delegate: delegate, size: CGSize(width: 300, height: 300))
      app.tap(at: CGPoint(x: 50, y: 50))
      delegate.view.becomeFirstResponder()
      app.pressKey("a")
      app.scroll(dy: 10, at: CGPoint(x: 50, y: 50))
      #expect(
        delegate.log.entries == [
          "app touches", "window touches", "view began",
          "app touches", "window touches", "view ended",
          "app presses", "window presses", "view press a",
          "app presses", "window presses",
          "app scroll", "window scroll",
        ])
      delegate.view.resignFirstResponder()
    }
  }

  @Test func anApplicationThatKeepsEventsLeavesTheViewsUntouched() {
    let application = EventLoggingApplication()
    application.swallows = true
    with(application) {
      let delegate = EventPathDelegate()
      application.log = delegate.log
      let app = AppDriver(delegate: delegate, size: CGSize(width: 300, height: 300))
      app.tap(at: CGPoint(x: 50, y: 50))
      #expect(delegate.log.entries == ["app touches", "app touches"])
    }
  }

  @Test func composedTextReachesTheEditingFieldThroughTheDriver() {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.addSubview(field)
    let app = AppDriver(rootView: root, size: CGSize(width: 300, height: 100))
    field.becomeFirstResponder()
    app.type("a")
    app.compose("にほ", cursor: 2)
    #expect(field.text == "aにほ")
    #expect(field.markedTextRange != nil)
    app.type("日本")
    #expect(field.text == "a日本")
    #expect(field.markedTextRange == nil)
    field.resignFirstResponder()
  }
}

/// Two windows on the headless platform: each has a platform window, takes keys while it is
/// focused, draws and presents on its own, and one closing leaves the other running.
@MainActor
@Suite(.serialized)
struct SeveralWindowsTests {
  final class ColorController: UIViewController {
    let color: UIColor
    let log = EventPathLog()
    init(_ color: UIColor) {
      self.color = color
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
      let view = EventLoggingView()
      view.log = log
      view.backgroundColor = color
      self.view = view
    }
  }

  @Test func twoWindowsTakeKeysInTurnDrawApartAndOneClosingLeavesTheOther() throws {
    let state = ApplicationState.isolate()
    defer { state.restore() }
    let platform = HeadlessPlatform()
    let host = try ApplicationHost(application: .shared, platform: platform)
    let red = ColorController(.red)
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    first.rootViewController = red
    first.makeKeyAndVisible()
    let blue = ColorController(.blue)
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    second.rootViewController = blue
    second.makeKeyAndVisible()
    host.syncWindows()
    #expect(platform.openWindows.count == 2)
    let one = try #require(platform.openWindows.first)
    let two = try #require(platform.openWindows.last)
    #expect(two.pointSize == CGSize(width: 120, height: 80))
    // The desktop's focus follows the key window.
    #expect(two.focusRequests == 1 && one.focusRequests == 0)
    first.makeKey()
    host.syncWindows()
    #expect(one.focusRequests == 1)

    // Both draw their first frame, each into its own platform window.
    host.frame()
    #expect(one.framesPresented == 1 && two.framesPresented == 1)
    #expect(one.presentedPixels.first == 0xFFFF_0000)
    #expect(two.presentedPixels.first == 0xFF00_00FF)
    #expect(two.presentedPixels.count == 120 * 80)

    // Keys go to the window whose platform window has the focus.
    red.view.becomeFirstResponder()
    host.handle(PlatformEvent(window: one.id, event: .focusChanged(true)))
    #expect(first.isKeyWindow)
    host.handle(PlatformEvent(window: one.id, event: .key(key("x"))))
    host.handle(PlatformEvent(window: two.id, event: .focusChanged(true)))
    #expect(second.isKeyWindow)
    host.handle(PlatformEvent(window: two.id, event: .key(key("y"))))
    #expect(red.log.entries == ["view press x"])
    #expect(blue.log.entries == [], "the second window has no first responder: the window takes it")

    // A change in one window presents that window only.
    blue.view.backgroundColor = .green
    host.frame()
    #expect(one.framesPresented == 1 && two.framesPresented == 2)
    #expect(two.presentedPixels.first == 0xFF00_FF00)

    // Closing the second leaves the first running, and key.
    host.handle(PlatformEvent(window: two.id, event: .closeRequested))
    #expect(two.isClosed && !one.isClosed)
    #expect(second.isHidden && first.isKeyWindow)
    #expect(UIApplication.shared.windows.contains { $0 === first })
    red.view.backgroundColor = .white
    host.frame()
    #expect(one.framesPresented == 2 && two.framesPresented == 2)
    red.view.resignFirstResponder()
  }

  @Test func thePointerIsAnIBeamOverEditableTextAndAnArrowElsewhere() throws {
    let state = ApplicationState.isolate()
    defer { state.restore() }
    let platform = HeadlessPlatform()
    let host = try ApplicationHost(application: .shared, platform: platform)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    field.borderStyle = .roundedRect
    window.addSubview(field)
    window.makeKeyAndVisible()
    host.syncWindows()
    let platformWindow = try #require(platform.openWindows.first)
    func move(_ x: CGFloat, _ y: CGFloat) {
      host.handle(
        PlatformEvent(
          window: platformWindow.id,
          event: .pointerMoved(CGPoint(x: x, y: y), buttonDown: false, timestamp: 0)))
    }
    move(100, 35)
    #expect(platformWindow.cursor == .iBeam)
    // While the field edits, each frame tells the platform where its caret is.
    field.becomeFirstResponder()
    host.frame()
    #expect(
      platformWindow.textInputRect
        == field.convert(field.caretRect(for: field.endOfDocument), to: nil))
    field.resignFirstResponder()
    move(100, 150)
    #expect(platformWindow.cursor == .arrow)
    field.isUserInteractionEnabled = false
    move(100, 35)
    #expect(platformWindow.cursor == .arrow, "a field that takes no touches is not text to edit")
    // A text view is text to edit while it is editable.
    let textView = UITextView(frame: CGRect(x: 20, y: 80, width: 200, height: 100))
    window.addSubview(textView)
    move(100, 130)
    #expect(platformWindow.cursor == .iBeam)
    move(100, 190)
    textView.isEditable = false
    move(100, 130)
    #expect(platformWindow.cursor == .arrow, "read-only text is not text to edit")
  }

  @Test func aWindowAboveNormalIsDrawnAndTouchedOverItsBaseWindow() throws {
    let state = ApplicationState.isolate()
    defer { state.restore() }
    let platform = HeadlessPlatform()
    let host = try ApplicationHost(application: .shared, platform: platform)
    let base = ColorController(.white)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.rootViewController = base
    window.makeKeyAndVisible()
    host.syncWindows()
    host.frame()
    let desktop = try #require(platform.openWindows.first)
    #expect(desktop.presentedPixels[10] == 0xFFFF_FFFF)

    // An alert-level window with a red box at (0, 0, 50, 50) shows over it.
    let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    alert.windowLevel = .alert
    let box = EventLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let log = EventPathLog()
    box.log = log
    box.backgroundColor = .red
    alert.addSubview(box)
    alert.isHidden = false
    host.syncWindows()
    #expect(platform.openWindows.count == 1, "no desktop window of its own")
    #expect(alert.baseWindow === window && window.overlayWindows == [alert])
    host.frame()
    #expect(desktop.presentedPixels[10 * 200 + 10] == 0xFFFF_0000, "the box is drawn over")
    #expect(desktop.presentedPixels[10 * 200 + 100] == 0xFFFF_FFFF, "the base shows around it")

    // A touch on the box reaches it; one beside it passes through to the base window.
    func tap(_ x: CGFloat, _ y: CGFloat) {
      let p = CGPoint(x: x, y: y)
      host.handle(PlatformEvent(window: desktop.id, event: .pointerDown(p, timestamp: 0)))
      host.handle(PlatformEvent(window: desktop.id, event: .pointerUp(p, timestamp: 0)))
    }
    tap(10, 10)
    tap(100, 50)
    #expect(log.entries == ["view began", "view ended"])
    #expect(base.log.entries == ["view began", "view ended"])

    // Hidden, it leaves the base window and its pixels go.
    alert.isHidden = true
    #expect(window.overlayWindows.isEmpty && alert.layer.superlayer == nil)
    host.frame()
    #expect(desktop.presentedPixels[10 * 200 + 10] == 0xFFFF_FFFF)
  }

  private func key(_ characters: String) -> KeyEvent {
    KeyEvent(isDown: true, keyCode: .keyboardErrorUndefined, modifiers: [], characters: characters)
  }
}

/// The real window: events pushed into SDL's queue reach an overridden `sendEvent` of the
/// application and of the window, as the driver's do.
@Suite(
  .serialized,
  .enabled(
    if: !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty,
    "Needs an X11 display; run under xvfb-run to include it"))
@MainActor
struct RealWindowEventPathTests {
  @Test func aMouseClickInTheDesktopWindowPassesTheApplicationAndTheWindow() throws {
    let state = ApplicationState.isolate()
    defer { state.restore() }
    let application = EventLoggingApplication()
    UIApplication.sharedStorage = application
    let log = EventPathLog()
    application.log = log
    let platform = SDLPlatform()
    let host = try ApplicationHost(application: application, platform: platform)
    defer { for hosted in host.hostedWindows { hosted.platformWindow.close() } }
    let window = EventLoggingWindow(frame: UIScreen.main.bounds)
    window.log = log
    let view = EventLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.log = log
    window.addSubview(view)
    window.makeKeyAndVisible()
    host.syncWindows()
    let id = try #require(host.hostedWindows.first?.platformWindow.id)
    // Drain what opening the window queued.
    _ = platform.waitForEvents(timeout: 0.05)
    for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
      var event = SDL_Event()
      event.type = type.rawValue
      event.button.windowID = id
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.x = 20
      event.button.y = 20
      SDL_PushEvent(&event)
    }
    for event in platform.waitForEvents(timeout: 0) {
      if case .pointerMoved = event.event { continue }
      if event.event.timestamp == nil { continue }
      host.handle(event)
    }
    #expect(
      log.entries == [
        "app touches", "window touches", "view began",
        "app touches", "window touches", "view ended",
      ])
  }

  @Test func twoDesktopWindowsTakeTheirOwnKeysAndTheWindowManagerClosesOne() throws {
    let state = ApplicationState.isolate()
    defer { state.restore() }
    let platform = SDLPlatform()
    let host = try ApplicationHost(application: .shared, platform: platform)
    defer { for hosted in host.hostedWindows { hosted.platformWindow.close() } }
    let log = EventPathLog()
    func window(_ name: String, size: CGSize) -> EventLoggingWindow {
      let window = EventLoggingWindow(frame: CGRect(origin: .zero, size: size))
      window.log = log
      window.backgroundColor = .white
      window.makeKeyAndVisible()
      return window
    }
    let first = window("first", size: CGSize(width: 200, height: 150))
    let second = window("second", size: CGSize(width: 160, height: 120))
    host.syncWindows()
    #expect(host.hostedWindows.count == 2)
    let ids = host.hostedWindows.map(\.platformWindow.id)
    #expect(Set(ids).count == 2, "each window has a desktop window of its own")
    #expect(host.hostedWindows[1].platformWindow.pointSize == CGSize(width: 160, height: 120))
    host.frame()
    _ = platform.waitForEvents(timeout: 0.05)
    func push(key: SDL_KeyCode, to id: UInt32) {
      var event = SDL_Event()
      event.type = SDL_KEYDOWN.rawValue
      event.key.windowID = id
      event.key.keysym.sym = SDL_Keycode(key.rawValue)
      SDL_PushEvent(&event)
    }
    push(key: SDLK_a, to: ids[0])
    push(key: SDLK_b, to: ids[1])
    var close = SDL_Event()
    close.type = SDL_WINDOWEVENT.rawValue
    close.window.windowID = ids[1]
    close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
    SDL_PushEvent(&close)
    var windowsSeen: [String] = []
    for event in platform.waitForEvents(timeout: 0) {
      switch event.event {
      case .key:
        let before = log.entries.count
        host.handle(event)
        if log.entries.count > before {
          windowsSeen.append(event.window == ids[0] ? "first" : "second")
        }
      case .closeRequested:
        host.handle(event)
      default:
        continue
      }
    }
    #expect(windowsSeen == ["first", "second"])
    #expect(second.isHidden && !first.isHidden)
    #expect(host.hostedWindows.count == 1)
    #expect(host.hostedWindows.first?.window === first)
  }
}
