import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// Scenes on the headless platform: each scene has a desktop window, titled by the scene and
/// limited by its size restrictions; closing one leaves the others, and closing the last ends
/// the process through the host's exit path.
@MainActor
@Suite(.serialized)
struct SceneWindowHostTests {
  @Test func eachSceneHasADesktopWindowAndTheLastClosingEndsTheProcess() throws {
    try withFreshApplication { application in
      let platform = HeadlessPlatform()
      let host = try ApplicationHost(application: application, platform: platform)
      application.host = host
      defer { application.host = nil }
      var exits = 0
      host.exitProcess = { exits += 1 }
      application.finishLaunching(delegate: SceneAppDelegate())
      host.syncWindows()
      #expect(platform.openWindows.count == 1)
      let first = try #require(application.connectedScenes.first as? UIWindowScene)
      let one = try #require(platform.openWindows.first)
      #expect(one.title == ProcessInfo.processInfo.processName)

      first.title = "Inbox"
      first.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 240)
      first.sizeRestrictions?.maximumSize = CGSize(width: 1200, height: 900)
      #expect(one.title == "Inbox")
      #expect(one.sizeLimits.minimum == CGSize(width: 320, height: 240))
      #expect(one.sizeLimits.maximum == CGSize(width: 1200, height: 900))

      application.requestSceneSessionActivation(
        nil, userActivity: nil, options: nil, errorHandler: nil)
      host.syncWindows()
      #expect(platform.openWindows.count == 2)
      let two = try #require(platform.openWindows.last)
      #expect(two.focusRequests == 1, "the new scene's window takes the focus")
      host.frame()
      #expect(one.framesPresented == 1 && two.framesPresented == 1)

      // Idle: nothing changed, so no window asks for a frame.
      #expect(!host.hostedWindows.contains { $0.window.map(FramePipeline.needsFrame) ?? false })

      // The first window closes: the second stays and stands for the screen.
      _ = SceneLog.take()
      host.handle(PlatformEvent(window: one.id, event: .closeRequested))
      #expect(one.isClosed && !two.isClosed)
      #expect(platform.openWindows.count == 1 && host.hostedWindows.first?.isMain == true)
      #expect(exits == 0)
      #expect(application.connectedScenes.count == 1)
      #expect(
        SceneLog.take() == ["1 didEnterBackground", "1 didDisconnect", "app didDiscard 1"])

      // The last one closes: the app is told, and the process ends.
      host.handle(PlatformEvent(window: two.id, event: .closeRequested))
      #expect(exits == 1)
      #expect(two.isClosed)
      #expect(
        SceneLog.take() == [
          "2 willResignActive", "2 didEnterBackground", "2 didDisconnect", "app didDiscard 1",
          "app willTerminate",
        ])
    }
  }
}
