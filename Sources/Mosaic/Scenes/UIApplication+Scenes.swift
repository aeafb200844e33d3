import Foundation

extension UIApplicationDelegate {
  /// Returns a configuration named "Default Configuration" for the session's role, naming no
  /// delegate class. An app that uses scenes implements this method and sets the
  /// configuration's `delegateClass` (Mosaic has no Info.plist to name it in).
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
}

extension UIApplication {
  /// The scenes connected to the app now: one for each open desktop window of a scene-based
  /// app; none for an app that does not use scenes.
  public var connectedScenes: Set<UIScene> { Set(sceneRegistry.connected) }

  /// The sessions of the app's scenes. A session is discarded when its window closes.
  public var openSessions: Set<UISceneSession> { Set(sceneRegistry.sessions) }

  /// Whether the app can show more than one scene at once: true for a scene-based app (each
  /// scene is a desktop window of its own), false for an app without scenes.
  public var supportsMultipleScenes: Bool { sceneRegistry.usesScenes }

  /// Asks to show the scene of `sceneSession`, or a new scene when it is nil: a new desktop
  /// window, connected (configuration, delegate, `scene(_:willConnectTo:options:)`), brought to
  /// the foreground and made active before this returns. `userActivity` reaches the new
  /// scene's connection options. An existing session's window is raised and focused.
  ///
  /// `errorHandler` hears of a session that was destroyed (`.requestDenied`), of an app that
  /// does not use scenes (`.multipleScenesNotSupported`), and of a configuration whose
  /// delegate class cannot be a scene delegate.
  public func requestSceneSessionActivation(
    _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
    options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
  ) {
    let registry = sceneRegistry
    if let sceneSession {
      guard registry.sessions.contains(where: { $0 === sceneSession }),
        let scene = sceneSession.scene
      else {
        errorHandler?(
          UISceneError(
            .requestDenied,
            message:
              "The scene session \(sceneSession.persistentIdentifier) was destroyed and cannot be activated."
          ))
        return
      }
      (scene as? UIWindowScene)?.keyWindow?.makeKey()
      activate(scene)
      return
    }
    guard registry.usesScenes else {
      errorHandler?(
        UISceneError(
          .multipleScenesNotSupported,
          message:
            "The app does not use scenes: return a UISceneConfiguration with a delegateClass from application(_:configurationForConnecting:options:)."
        ))
      return
    }
    let session = registry.makeSession(role: .windowApplication)
    let options = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
    do {
      _ = try connectScene(session: session, options: options)
    } catch {
      errorHandler?(error)
    }
  }

  /// Closes the scene of `sceneSession` and discards the session: its windows close, its
  /// delegate hears `sceneDidEnterBackground(_:)` (if it was in the foreground) and
  /// `sceneDidDisconnect(_:)`, and the app delegate `application(_:didDiscardSceneSessions:)`.
  /// Destroying the last scene ends the app, as closing the last window does. A session that
  /// is not open goes to `errorHandler` (`.requestDenied`).
  public func requestSceneSessionDestruction(
    _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard sceneRegistry.sessions.contains(where: { $0 === sceneSession }) else {
      errorHandler?(
        UISceneError(
          .requestDenied,
          message:
            "The scene session \(sceneSession.persistentIdentifier) is not open and cannot be destroyed."
        ))
      return
    }
    let scene = sceneSession.scene
    let windows = (scene as? UIWindowScene)?.windows ?? []
    let wasKey = windows.contains { $0.isKeyWindow }
    for window in windows where !window.isHidden {
      window.isHidden = true
      WindowRegistry.shared.remove(window)
    }
    if let scene {
      disconnect(scene)
    } else {
      discard(sceneSession)
    }
    let visible = self.windows.filter { !$0.isHidden && $0.baseWindow == nil }
    if wasKey, let next = visible.last { next.makeKey() }
    if visible.isEmpty {
      prepareForTermination()
      host?.lastWindowClosed()
    }
  }

  // MARK: Connecting

  /// Connects the app's first scene after launch (forgetting any scenes of an earlier launch in
  /// the same process): asks the delegate for the configuration of
  /// a new session and, when it names a scene delegate, connects the scene. When it names
  /// none and the delegate made no window (it keeps none in `window`, and made none key while
  /// launching), a class named `SceneDelegate` in the delegate's
  /// module is used if it is a scene delegate (what the Info.plist of Xcode's template names).
  /// Otherwise the app does not use scenes.
  func connectLaunchScene(delegate: UIApplicationDelegate, madeWindow: Bool)
    throws(SceneConfigurationError)
  {
    let registry = sceneRegistry
    // A launch starts with no scenes (a test host may launch several apps in one process).
    registry.reset()
    let session = registry.makeSession(role: .windowApplication)
    let options = UIScene.ConnectionOptions()
    let configuration = configuration(for: session, options: options, delegate: delegate)
    if configuration.delegateClass == nil, !madeWindow, delegate.window == nil {
      configuration.delegateClass = Self.conventionalSceneDelegateClass(besides: delegate)
    }
    guard configuration.delegateClass != nil else { return }
    try connect(session: session, configuration: configuration, options: options)
  }

  /// Connects a scene for `session`: asks the app delegate for its configuration (the launch
  /// scene's delegate class stands in when it names none), makes the scene and its delegate,
  /// tells it it connects, then brings it to the foreground and makes it active. Returns nil
  /// when no delegate class is known.
  @discardableResult
  func connectScene(session: UISceneSession, options: UIScene.ConnectionOptions)
    throws(SceneConfigurationError) -> UIScene?
  {
    guard let delegate else { return nil }
    let configuration = configuration(for: session, options: options, delegate: delegate)
    if configuration.delegateClass == nil {
      configuration.delegateClass = sceneRegistry.defaultDelegateClass
    }
    guard configuration.delegateClass != nil else { return nil }
    return try connect(session: session, configuration: configuration, options: options)
  }

  private func configuration(
    for session: UISceneSession, options: UIScene.ConnectionOptions,
    delegate: UIApplicationDelegate
  ) -> UISceneConfiguration {
    let returned = delegate.application(self, configurationForConnecting: session, options: options)
    // The session keeps a copy: the app may reuse the object it returned.
    return returned.copy() as? UISceneConfiguration ?? returned
  }

  @discardableResult
  private func connect(
    session: UISceneSession, configuration: UISceneConfiguration,
    options: UIScene.ConnectionOptions
  ) throws(SceneConfigurationError) -> UIScene {
    let (sceneType, delegateType) = try Self.classes(of: configuration)
    let registry = sceneRegistry
    session.configuration = configuration
    let scene = sceneType.init(session: session, connectionOptions: options)
    let sceneDelegate = delegateType.init(coder: NSCoder()) as? UISceneDelegate
    scene.delegate = sceneDelegate
    session.scene = scene
    registry.usesScenes = true
    if registry.defaultDelegateClass == nil { registry.defaultDelegateClass = delegateType }
    registry.connected.append(scene)
    if !registry.sessions.contains(where: { $0 === session }) { registry.sessions.append(session) }
    NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    sceneDelegate?.scene(scene, willConnectTo: session, options: options)
    enterForeground(scene)
    activate(scene)
    return scene
  }

  /// The scene class and delegate class a configuration names, checked.
  private static func classes(of configuration: UISceneConfiguration)
    throws(SceneConfigurationError) -> (UIScene.Type, UIResponder.Type)
  {
    let name = configuration.name.map { "\"\($0)\"" } ?? "(unnamed)"
    var sceneType: UIScene.Type = UIWindowScene.self
    if let sceneClass = configuration.sceneClass {
      guard let type = sceneClass as? UIScene.Type else {
        throw SceneConfigurationError(
          message:
            "UIScene: the scene configuration \(name) names the scene class \(String(reflecting: sceneClass)), which is not a UIScene subclass."
        )
      }
      sceneType = type
    }
    guard let delegateClass = configuration.delegateClass else {
      throw SceneConfigurationError(
        message: "UIScene: the scene configuration \(name) names no delegate class.")
    }
    let className = String(reflecting: delegateClass)
    guard delegateClass is any UISceneDelegate.Type else {
      throw SceneConfigurationError(
        message:
          "UIScene: the scene configuration \(name) names the delegate class \(className), which does not conform to UISceneDelegate. Set delegateClass to a class that adopts UIWindowSceneDelegate."
      )
    }
    guard let responderType = delegateClass as? UIResponder.Type else {
      throw SceneConfigurationError(
        message:
          "UIScene: the scene delegate class \(className) must be a UIResponder subclass (class \(className.split(separator: ".").last ?? ""): UIResponder, UIWindowSceneDelegate) for Mosaic to create it."
      )
    }
    return (sceneType, responderType)
  }

  /// `SceneDelegate` in the module of the app delegate's class, when it is a scene delegate.
  private static func conventionalSceneDelegateClass(besides delegate: UIApplicationDelegate)
    -> AnyClass?
  {
    let name = String(reflecting: type(of: delegate))
    guard let dot = name.firstIndex(of: "."),
      let found = NSClassFromString("\(name[..<dot]).SceneDelegate"),
      found is any UISceneDelegate.Type
    else { return nil }
    return found
  }
}
