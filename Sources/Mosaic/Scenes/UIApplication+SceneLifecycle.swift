import Foundation

/// A scene-based app's life cycle on the desktop, where a scene is a desktop window: the
/// window taking the input focus makes its scene active (any other active scene resigns
/// first, as one window has the focus), losing it makes the scene inactive, minimising sends
/// it to the background and restoring brings it back to the foreground; closing it sends it
/// to the background, disconnects it and discards its session.
///
/// The application's state follows its scenes: active while one is active, inactive while
/// one is in the foreground, background otherwise. Its notifications are posted as before;
/// its delegate's life-cycle methods (`applicationDidBecomeActive(_:)` and the others) are
/// not called, as UIKit does not call them in an app that uses scenes.
extension UIApplication {
  // MARK: Window events

  /// The scene a window belongs to (a window shown over another belongs to that one's).
  private func scene(of window: UIWindow?) -> UIScene? {
    guard let window else { return nil }
    return window.windowScene ?? window.baseWindow?.windowScene
  }

  /// A desktop window gained (true) or lost (false) the input focus. Returns false when the
  /// app does not use scenes (the application handles it as before).
  func sceneWindowFocusChanged(_ window: UIWindow?, focused: Bool) -> Bool {
    guard sceneRegistry.usesScenes else { return false }
    guard let scene = scene(of: window), sceneRegistry.connected.contains(scene) else {
      return true
    }
    if focused {
      activate(scene)
    } else {
      resignActive(scene)
      syncApplicationStateWithScenes()
    }
    return true
  }

  /// A desktop window was minimised (true) or restored (false). Returns false when the app
  /// does not use scenes.
  func sceneWindowMinimizedChanged(_ window: UIWindow?, minimized: Bool) -> Bool {
    guard sceneRegistry.usesScenes else { return false }
    guard let scene = scene(of: window), sceneRegistry.connected.contains(scene) else {
      return true
    }
    if minimized {
      resignActive(scene)
      enterBackground(scene)
    } else {
      enterForeground(scene)
    }
    syncApplicationStateWithScenes()
    return true
  }

  /// A desktop window was closed (the window is hidden already): when its scene has no
  /// visible window left, the scene disconnects and its session is discarded.
  func sceneWindowClosed(_ window: UIWindow) {
    guard let scene = window.windowScene, sceneRegistry.connected.contains(scene) else { return }
    if (scene as? UIWindowScene)?.windows.contains(where: { !$0.isHidden }) == true { return }
    disconnect(scene)
  }

  /// Runs `change` (a resize of `window`) and, when the window's scene changed size,
  /// orientation or traits, tells the scene's delegate with the values from before.
  func updatingSceneGeometry(of window: UIWindow?, _ change: () -> Void) {
    guard let scene = window?.windowScene, sceneRegistry.connected.contains(scene) else {
      change()
      return
    }
    let space = FixedCoordinateSpace(bounds: scene.sceneBounds)
    let orientation = scene.interfaceOrientation
    let traits = scene.traitCollection
    change()
    guard
      scene.sceneBounds != space.bounds || scene.interfaceOrientation != orientation
        || scene.traitCollection != traits
    else { return }
    (scene.delegate as? UIWindowSceneDelegate)?.windowScene(
      scene, didUpdate: space, interfaceOrientation: orientation, traitCollection: traits)
  }

  // MARK: Transitions

  /// Brings `scene` from the background (or from connecting) to the foreground, inactive.
  func enterForeground(_ scene: UIScene) {
    guard scene.activationState == .background || scene.activationState == .unattached else {
      return
    }
    scene.delegate?.sceneWillEnterForeground(scene)
    NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
    scene.activationState = .foregroundInactive
  }

  /// Makes `scene` the active one: any other active scene resigns first; a scene in the
  /// background comes to the foreground on the way.
  func activate(_ scene: UIScene) {
    for other in sceneRegistry.connected where other !== scene {
      resignActive(other)
    }
    if scene.activationState == .background { enterForeground(scene) }
    if scene.activationState == .foregroundInactive {
      scene.activationState = .foregroundActive
      scene.delegate?.sceneDidBecomeActive(scene)
      NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    }
    syncApplicationStateWithScenes()
  }

  /// Makes an active `scene` inactive.
  func resignActive(_ scene: UIScene) {
    guard scene.activationState == .foregroundActive else { return }
    scene.delegate?.sceneWillResignActive(scene)
    NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
    scene.activationState = .foregroundInactive
  }

  /// Sends an inactive `scene` to the background.
  func enterBackground(_ scene: UIScene) {
    guard scene.activationState == .foregroundInactive else { return }
    scene.activationState = .background
    scene.delegate?.sceneDidEnterBackground(scene)
    NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
  }

  /// Disconnects `scene`: it resigns and goes to the background if it was in the foreground,
  /// its delegate hears `sceneDidDisconnect(_:)`, and its session is discarded.
  func disconnect(_ scene: UIScene) {
    resignActive(scene)
    enterBackground(scene)
    sceneRegistry.connected.removeAll { $0 === scene }
    scene.activationState = .unattached
    scene.delegate?.sceneDidDisconnect(scene)
    NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
    discard(scene.session)
    syncApplicationStateWithScenes()
  }

  /// Discards `session`: it is no longer open, and the app delegate hears of it.
  func discard(_ session: UISceneSession) {
    let registry = sceneRegistry
    guard registry.sessions.contains(where: { $0 === session }) else { return }
    registry.sessions.removeAll { $0 === session }
    registry.destroyed.insert(session.persistentIdentifier)
    session.scene = nil
    delegate?.application(self, didDiscardSceneSessions: [session])
  }

  /// Moves the application's state to follow its scenes: active while one is active,
  /// inactive while one is in the foreground, background while all are in the background.
  func syncApplicationStateWithScenes() {
    let states = sceneRegistry.connected.map(\.activationState)
    guard !states.isEmpty else { return }
    if states.contains(.foregroundActive) {
      applicationEnterForeground()
      applicationBecomeActive()
    } else if states.contains(.foregroundInactive) {
      applicationResignActive()
      applicationEnterForeground()
    } else {
      applicationResignActive()
      applicationEnterBackground()
    }
  }
}
