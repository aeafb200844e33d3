import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A scene-based app on the desktop: the scene connects in UIKit's order, focus, minimising
/// and closing its window drive its life cycle, and the application's state follows.
@MainActor
@Suite(.serialized)
struct SceneLifecycleTests {
  @Test func aSceneConnectsInUIKitsOrder() throws {
    try withFreshApplication { application in
      var activeNotifications = 0
      let observer = NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
      ) { _ in MainActor.assumeIsolated { activeNotifications += 1 } }
      defer { NotificationCenter.default.removeObserver(observer) }
      let app = AppDriver(delegate: SceneAppDelegate(), size: CGSize(width: 400, height: 300))
      #expect(
        SceneLog.take() == [
          "configurationForConnecting", "1 delegate init", "1 willConnectTo", "1 window shown",
          "1 willEnterForeground", "1 didBecomeActive",
        ], "the app delegate's applicationDidBecomeActive is not called in a scene-based app")
      #expect(activeNotifications == 1, "the application's notification is posted all the same")
      let scene = try #require(app.scenes.first as? UIWindowScene)
      #expect(application.connectedScenes == [scene])
      #expect(application.openSessions == [scene.session])
      #expect(scene.session.role == .windowApplication)
      #expect(scene.session.configuration.delegateClass == LoggingSceneDelegate.self)
      #expect(scene.session.scene === scene)
      #expect(scene.activationState == .foregroundActive)
      #expect(application.applicationState == .active)
      #expect(application.supportsMultipleScenes)
      #expect(scene.windows == [app.window] && app.window.windowScene === scene)
      #expect(scene.keyWindow === app.window)
      #expect(app.window.bounds.size == CGSize(width: 400, height: 300))
      #expect((scene.delegate as? LoggingSceneDelegate)?.window === app.window)
      #expect(scene.interfaceOrientation == .landscapeRight)
      #expect(scene.traitCollection.horizontalSizeClass == .compact)
    }
  }

  @Test func focusMinimiseAndRestoreMoveTheSceneThroughItsStates() throws {
    try withFreshApplication { application in
      let app = AppDriver(delegate: SceneAppDelegate(), size: CGSize(width: 400, height: 300))
      let scene = try #require(app.scenes.first)
      _ = SceneLog.take()

      app.setWindowFocused(false)
      #expect(SceneLog.take() == ["1 willResignActive"])
      #expect(scene.activationState == .foregroundInactive)
      #expect(application.applicationState == .inactive)

      app.setWindowMinimized(true)
      #expect(SceneLog.take() == ["1 didEnterBackground"])
      #expect(scene.activationState == .background)
      #expect(application.applicationState == .background)

      app.setWindowMinimized(false)
      #expect(SceneLog.take() == ["1 willEnterForeground"])
      #expect(scene.activationState == .foregroundInactive)
      #expect(application.applicationState == .inactive)

      app.setWindowFocused(true)
      #expect(SceneLog.take() == ["1 didBecomeActive"])
      #expect(application.applicationState == .active)

      // Minimised while active: it resigns first.
      app.setWindowMinimized(true)
      #expect(SceneLog.take() == ["1 willResignActive", "1 didEnterBackground"])
      // Focused straight from the background (restored by a click in the task bar).
      app.setWindowFocused(true)
      #expect(SceneLog.take() == ["1 willEnterForeground", "1 didBecomeActive"])
    }
  }

  @Test func closingTheWindowDisconnectsTheSceneAndDiscardsItsSession() throws {
    try withFreshApplication { application in
      let app = AppDriver(delegate: SceneAppDelegate(), size: CGSize(width: 400, height: 300))
      let scene = try #require(app.scenes.first)
      let session = scene.session
      _ = SceneLog.take()
      app.closeWindow(app.window)
      #expect(
        SceneLog.take() == [
          "1 willResignActive", "1 didEnterBackground", "1 didDisconnect", "app didDiscard 1",
          "app willTerminate",
        ])
      #expect(scene.activationState == .unattached)
      #expect(application.connectedScenes.isEmpty && application.openSessions.isEmpty)
      #expect(session.scene == nil)
      // Its session cannot be activated again.
      var error: (any Error)?
      application.requestSceneSessionActivation(
        session, userActivity: nil, options: nil, errorHandler: { error = $0 })
      let sceneError = try #require(error as? UISceneError)
      #expect(sceneError.code == .requestDenied)
      #expect(sceneError.message.contains(session.persistentIdentifier))
      #expect(SceneLog.take() == [])
    }
  }

  @Test func aSecondSceneOpensItsOwnWindowWithItsOwnDelegate() throws {
    try withFreshApplication { application in
      let app = AppDriver(delegate: SceneAppDelegate(), size: CGSize(width: 400, height: 300))
      let first = try #require(app.scenes.first as? UIWindowScene)
      _ = SceneLog.take()
      let second = try #require(
        app.openScene(userActivity: NSUserActivity(activityType: "com.example.compose")))
      #expect(
        SceneLog.take() == [
          "configurationForConnecting", "2 delegate init", "2 willConnectTo", "2 window shown",
          "2 activity com.example.compose", "2 willEnterForeground", "1 willResignActive",
          "2 didBecomeActive",
        ])
      #expect(application.connectedScenes.count == 2 && application.openSessions.count == 2)
      #expect(first.delegate !== second.delegate)
      #expect(first.session.persistentIdentifier != second.session.persistentIdentifier)
      let secondWindow = try #require(second.windows.first)
      #expect(secondWindow !== app.window && secondWindow.isKeyWindow)
      #expect(application.windows.filter { !$0.isHidden }.count == 2)
      #expect(first.activationState == .foregroundInactive)
      #expect(second.activationState == .foregroundActive)

      // Clicking the first window moves the focus back.
      app.setWindowFocused(true, window: app.window)
      #expect(SceneLog.take() == ["2 willResignActive", "1 didBecomeActive"])
      #expect(app.window.isKeyWindow)
      // Activating the second session raises its window.
      application.requestSceneSessionActivation(
        second.session, userActivity: nil, options: nil, errorHandler: nil)
      #expect(SceneLog.take() == ["1 willResignActive", "2 didBecomeActive"])
      #expect(secondWindow.isKeyWindow)

      // Closing the second window leaves the first running; the app goes on.
      app.closeWindow(secondWindow)
      #expect(
        SceneLog.take() == [
          "2 willResignActive", "2 didEnterBackground", "2 didDisconnect", "app didDiscard 1",
        ])
      #expect(application.connectedScenes == [first])
      #expect(app.window.isKeyWindow)
    }
  }

  @Test func destroyingASessionClosesItsWindow() throws {
    try withFreshApplication { application in
      let app = AppDriver(delegate: SceneAppDelegate(), size: CGSize(width: 400, height: 300))
      let second = try #require(app.openScene())
      let window = try #require(second.windows.first)
      _ = SceneLog.take()
      application.requestSceneSessionDestruction(second.session, options: nil, errorHandler: nil)
      #expect(
        SceneLog.take() == [
          "2 willResignActive", "2 didEnterBackground", "2 didDisconnect", "app didDiscard 1",
        ])
      #expect(window.isHidden && app.window.isKeyWindow)
      var error: (any Error)?
      application.requestSceneSessionDestruction(
        second.session, options: nil, errorHandler: { error = $0 })
      #expect((error as? UISceneError)?.code == .requestDenied)
    }
  }

  @Test func resizingTheWindowUpdatesTheWindowScene() throws {
    try withFreshApplication { _ in
      let app = AppDriver(delegate: SceneAppDelegate(), size: CGSize(width: 400, height: 300))
      let scene = try #require(app.scenes.first as? UIWindowScene)
      _ = SceneLog.take()
      app.resize(to: CGSize(width: 700, height: 500))
      #expect(SceneLog.take() == ["1 didUpdate from 400"])
      #expect(scene.coordinateSpace.bounds.size == CGSize(width: 700, height: 500))
      #expect(scene.traitCollection.horizontalSizeClass == .regular)
    }
  }

  @Test func aConfigurationWhoseDelegateClassIsNoSceneDelegateStopsTheLaunchNamingIt() {
    withFreshApplication { application in
      let saved = UIApplication.sceneLaunchFailed
      defer { UIApplication.sceneLaunchFailed = saved }
      var failure: SceneConfigurationError?
      UIApplication.sceneLaunchFailed = { failure = $0 }
      let delegate = SceneAppDelegate()
      delegate.delegateClass = NotASceneDelegate.self
      application.finishLaunching(delegate: delegate)
      #expect(
        failure?.message
          == "UIScene: the scene configuration \"Default Configuration\" names the delegate class MosaicTests.NotASceneDelegate, which does not conform to UISceneDelegate. Set delegateClass to a class that adopts UIWindowSceneDelegate."
      )
      #expect(application.connectedScenes.isEmpty)
      // No scene connected, so the app is not scene-based: a new scene is refused.
      var error: (any Error)?
      application.requestSceneSessionActivation(
        nil, userActivity: nil, options: nil, errorHandler: { error = $0 })
      #expect((error as? UISceneError)?.code == .multipleScenesNotSupported)
    }
  }

  @Test func anAppWithoutScenesKeepsItsDelegateCallbacks() {
    withFreshApplication { application in
      final class PlainDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []
        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          window?.makeKeyAndVisible()
          return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.append("active") }
        func applicationWillResignActive(_ application: UIApplication) { log.append("resign") }
      }
      let delegate = PlainDelegate()
      let app = AppDriver(delegate: delegate, size: CGSize(width: 300, height: 200))
      app.setWindowFocused(false)
      #expect(delegate.log == ["active", "resign"])
      #expect(application.connectedScenes.isEmpty && !application.supportsMultipleScenes)
      #expect(app.window.windowScene == nil)
    }
  }
}
