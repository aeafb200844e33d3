import Foundation

/// The one door events come in by. The desktop host (`ApplicationHost`) and the test host
/// (MosaicTesting's `AppDriver`, through `HostSimulation`) both hand it the platform-neutral
/// `HostEvent`s of a window, and it turns them into what UIKit does with them:
///
/// - touches (the primary mouse button acts as finger 0; touch-screen fingers keep their own
///   ids), key presses and wheel scrolls become `UIEvent`s sent through
///   `UIApplication.sendEvent(_:)` → `UIWindow.sendEvent(_:)` → hit testing, gesture
///   recognizers and the responder chain;
/// - typed and composed text goes to the first responder, as the system's text input does;
/// - window changes become UIKit's: a focused window becomes the key window and the
///   application active, a minimized one sends it to the background (in an app that uses
///   scenes, the window's scene: see `UIApplication+SceneLifecycle.swift`), a resize changes the
///   window (and, for the first window, the screen) with one trait change, a close hides the
///   window and the last close ends the application.
///
/// Input is stamped with the animation clock, so gesture timing and animations share one
/// time line.
@MainActor
final class HostEventDispatcher {
  /// The dispatcher of the application.
  static let shared = HostEventDispatcher()

  private var application: UIApplication { UIApplication.shared }

  /// Touch ids of touch-screen fingers start here, apart from the mouse's finger 0.
  static let fingerIDBase = 1000

  /// Handles `event`, which happened in `window` (the key window when nil). `isMainWindow`
  /// tells whether the window stands for the whole screen (the application's first window),
  /// whose size is the main screen's.
  func dispatch(_ event: HostEvent, to window: UIWindow?, isMainWindow: Bool = true) {
    let window = window ?? application.keyWindow ?? application.windows.last
    switch event {
    case .quit:
      application.prepareForTermination()
    case .closeRequested:
      guard let window else { return }
      window.isHidden = true
      WindowRegistry.shared.remove(window)
      if window.isKeyWindow,
        let next = application.windows.last(where: { !$0.isHidden && $0.baseWindow == nil })
      {
        next.makeKey()
      }
      application.sceneWindowClosed(window)
      if !application.windows.contains(where: { !$0.isHidden }) {
        application.prepareForTermination()
      }
    case .resized(let size, let scale):
      guard let window else { return }
      application.updatingSceneGeometry(of: window) {
        DesktopEnvironment.applyHostWindowChange(
          size: size, scale: scale, windows: [window], changesScreen: isMainWindow)
      }
    case .exposed:
      window?.layer.needsComposite = true
    case .focusChanged(let focused):
      if focused, let window, !window.isKeyWindow { window.makeKey() }
      if !application.sceneWindowFocusChanged(window, focused: focused) {
        application.hostWindowFocusChanged(focused)
      }
    case .minimizedChanged(let minimized):
      if !application.sceneWindowMinimizedChanged(window, minimized: minimized) {
        application.hostWindowMinimizedChanged(minimized)
      }
    case .pointerDown(let p, _):
      touch(window, id: 0, .began, p)
    case .pointerMoved(let p, let down, _):
      if down { touch(window, id: 0, .moved, p) }
    case .pointerUp(let p, _):
      touch(window, id: 0, .ended, p)
    case .fingerDown(let id, let p, _):
      touch(window, id: Self.fingerIDBase + id, .began, p)
    case .fingerMoved(let id, let p, _):
      touch(window, id: Self.fingerIDBase + id, .moved, p)
    case .fingerUp(let id, let p, _):
      touch(window, id: Self.fingerIDBase + id, .ended, p)
    case .wheel(let dx, let dy, let p, let precise, _):
      window?.deliverScroll(dx: dx, dy: dy, at: p, precise: precise)
    case .key(let key):
      window?.deliverKey(
        isDown: key.isDown, characters: key.characters, modifiers: key.modifiers,
        keyCode: key.keyCode, timestamp: AnimationClock.now)
    case .text(let text, _):
      window?.deliverText(text)
    case .composing(let text, let cursor, _):
      window?.deliverMarkedText(text, cursor: cursor)
    case .fileDropped:
      // Drop sessions (UIDropInteraction) are not built yet: the event stops here.
      break
    }
  }

  private func touch(_ window: UIWindow?, id: Int, _ phase: UITouch.Phase, _ p: CGPoint) {
    window?.deliverTouch(id: id, phase: phase, location: p, timestamp: AnimationClock.now)
  }
}
