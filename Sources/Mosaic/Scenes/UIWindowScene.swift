import Foundation

/// A scene that shows the app's windows: on the desktop, one desktop window.
///
/// Its `windows` are the `UIWindow`s made with `UIWindow(windowScene:)` (or given the scene
/// through `windowScene`); the first one shown takes the scene's desktop window. The scene's
/// `title` is that window's title, and `sizeRestrictions` its minimum and maximum size.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
  /// Creates a window scene for `session`.
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// Unavailable: scenes are made by the system for a session.
  public required init?(coder: NSCoder) { nil }

  /// The scene's windows, not kept alive (UIKit's scenes do not keep their windows; the
  /// delegate's `window` property does).
  private var windowList: [Unretained<UIWindow>] = []

  /// The scene's trait overrides and registrations (see `UIWindowScene+TraitChanges.swift`).
  var traitChangeStorage: TraitChangeStorage?

  /// The windows of the scene, in the order they joined it.
  open var windows: [UIWindow] { windowList.compactMap(\.wrappedValue) }

  /// The scene's key window: the one of its windows that takes keyboard input.
  open var keyWindow: UIWindow? {
    windows.first { $0.isKeyWindow } ?? windows.first { !$0.isHidden }
  }

  /// The screen the scene is shown on.
  open var screen: UIScreen { UIScreen.main }

  /// The scene's frame of reference: its desktop window's bounds.
  open var coordinateSpace: any UICoordinateSpace {
    FixedCoordinateSpace(bounds: sceneBounds)
  }

  /// The bounds of the scene: its first window's, else the screen's.
  var sceneBounds: CGRect {
    windows.first.map { CGRect(origin: .zero, size: $0.bounds.size) } ?? UIScreen.main.bounds
  }

  /// The scene's traits: those of its first window (which include `traitOverrides`), else the
  /// screen's with the overrides.
  open var traitCollection: UITraitCollection {
    if let window = windows.first { return window.traitCollection }
    return sceneTraits(base: UIScreen.main.traitCollection)
  }

  /// Called after the scene's traits changed; the default does nothing (register for trait
  /// changes instead).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The orientation of the scene's interface: `.portrait` when its window is at least as
  /// tall as it is wide, else `.landscapeRight` (a desktop window does not rotate).
  open var interfaceOrientation: UIInterfaceOrientation {
    let size = sceneBounds.size
    return size.height >= size.width ? .portrait : .landscapeRight
  }

  /// The desktop window's minimum and maximum size.
  open var sizeRestrictions: UISceneSizeRestrictions? { restrictions }

  private lazy var restrictions = UISceneSizeRestrictions { [weak self] in
    self?.hostPropertiesChanged()
  }

  override func sceneTitleDidChange() { hostPropertiesChanged() }

  /// Counts changes of the title and size restrictions, so the host applies each change once.
  private(set) var hostPropertiesGeneration = 0

  private func hostPropertiesChanged() {
    hostPropertiesGeneration += 1
    UIWindowScene.hostPropertiesDidChange?()
  }

  /// Set by the host: brings the desktop windows in line with a scene's title and size
  /// restrictions.
  static var hostPropertiesDidChange: (@MainActor () -> Void)?

  // MARK: Windows

  func attach(_ window: UIWindow) {
    windowList.removeAll { $0.wrappedValue == nil || $0.wrappedValue === window }
    windowList.append(Unretained(wrappedValue: window))
  }

  func detach(_ window: UIWindow) {
    windowList.removeAll { $0.wrappedValue == nil || $0.wrappedValue === window }
  }
}

extension UIWindowScene: UITraitEnvironment {}
