import Foundation

/// The root of a view hierarchy shown on screen: it presents its root view controller's view,
/// and delivers events to its views.
@MainActor @preconcurrency
open class UIWindow: UIView {
  /// Creates a window with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
  }

  /// Creates a window from an archive. Mosaic has no archives, so this makes the same window as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = nil
  }

  /// Creates a window that fills the main screen.
  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// The view controller whose view fills the window. Setting it removes the old controller's
  /// view, installs the new one's view at the window's size (resizing with it), and sends the
  /// appearance callbacks: the old controller's `viewWillDisappear`, the new one's
  /// `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`. The controller becomes the
  /// next responder of its view, and the window that of the controller.
  open var rootViewController: UIViewController? {
    get { rootViewControllerStorage }
    set {
      let old = rootViewControllerStorage
      guard old !== newValue else { return }
      rootViewControllerStorage = newValue
      newValue?.loadViewIfNeeded()
      old?.beginAppearanceTransition(false, animated: false)
      newValue?.beginAppearanceTransition(true, animated: false)
      if let oldView = old?.viewIfLoaded, oldView.superview === self {
        oldView.removeFromSuperview()
      }
      if let view = newValue?.view {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
      }
      old?.endAppearanceTransition()
      newValue?.endAppearanceTransition()
    }
  }

  private var rootViewControllerStorage: UIViewController?

  /// The window's traits once worked out (see `UIView+Traits.swift`).
  var windowTraitStorage: UITraitCollection?

  /// The window's position in the z axis relative to other windows.
  open var windowLevel: UIWindow.Level = .normal

  /// Levels windows are shown at.
  public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: CGFloat
    /// Creates a level from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default level.
    public static let normal = Level(rawValue: 0)
    /// The level of alerts.
    public static let alert = Level(rawValue: 2000)
    /// The level of the edit menu's window, between the normal windows and alerts.
    static let editMenu = Level(rawValue: 1500)
    /// Orders levels by raw value.
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
  }

  /// Whether this is the application's key window.
  open var isKeyWindow: Bool { UIWindow.keyWindowStorage === self }

  @Unretained static var keyWindowStorage: UIWindow?

  /// Makes this the key window.
  open func makeKey() {
    UIWindow.keyWindowStorage = self
  }

  /// Makes this the key window and shows it.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
    WindowRegistry.shared.add(self)
  }

  /// Whether the window is hidden. Showing a window (here or with `makeKeyAndVisible()`)
  /// makes it one of the application's windows: one above `.normal` (an alert's, a menu's)
  /// is shown over the key window, inside its desktop window; any other is shown in a desktop
  /// window of its own while a host runs. Hiding it takes it off the screen.
  open override var isHidden: Bool {
    didSet {
      if !isHidden { WindowRegistry.shared.add(self) }
      windowVisibilityChanged()
    }
  }

  /// For a window shown over another (see `isHidden`): the window it is shown over.
  @Unretained var baseWindow: UIWindow?
  /// The windows shown over this one, lowest level first.
  var overlayWindows: [UIWindow] = []

  /// Lays out the window and the windows shown over it.
  open override func layoutIfNeeded() {
    super.layoutIfNeeded()
    for overlay in overlayWindows { overlay.layoutIfNeeded() }
  }

  /// Lays out the window's subviews; windows shown over it keep its size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for overlay in overlayWindows where overlay.bounds.size != bounds.size {
      overlay.frame = CGRect(origin: .zero, size: bounds.size)
    }
  }

  /// Delivers an event to the window's views: a touch event to the gesture recognizers and
  /// views of its touches, a press event to the first responder (or the window), a scroll
  /// event to the scroll view under the pointer. `UIApplication.sendEvent(_:)` calls it; a
  /// subclass that overrides it must call `super` for the event to arrive.
  open func sendEvent(_ event: UIEvent) {
    switch event.type {
    case .touches: TouchRouter.shared.dispatch(event)
    case .presses: routePresses(event)
    case .scroll: routeScroll(event)
    default: break
    }
  }

  /// The window the view is in: itself.
  open override var window: UIWindow? { self }

  // MARK: - Scenes

  /// The scene the window belongs to; setting it moves the window to that scene's windows
  /// (see `UIWindow+Scene.swift`).
  open weak var windowScene: UIWindowScene? {
    didSet { windowSceneDidChange(from: oldValue) }
  }
}

/// The windows an application shows, in order.
@MainActor
final class WindowRegistry {
  static let shared = WindowRegistry()
  private(set) var windows: [UIWindow] = []

  func add(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
  }

  func remove(_ window: UIWindow) {
    windows.removeAll { $0 === window }
  }
}
