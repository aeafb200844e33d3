// The corpus's scene-based app as mosaic-port ported it, launched the way iOS launches it:
// the app delegate answers `configurationForConnecting` with a configuration that names no
// delegate class (an Info.plist would), Mosaic finds the module's `SceneDelegate`, and the
// scene delegate makes the window.
import MosaicTesting
import Testing
import UIKit

@testable import PortCorpusScenes

@MainActor
@Suite struct SceneLaunchTests {
  @Test func theSceneDelegateMakesTheWindowWithTheGroceryList() throws {
    let appDelegate = SceneAppDelegate()
    let driver = AppDriver(delegate: appDelegate, size: CGSize(width: 390, height: 600))
    let scene = try #require(driver.scenes.first as? UIWindowScene)
    let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
    let window = try #require(sceneDelegate.window)
    #expect(window === driver.window)
    #expect(window.windowScene === scene)
    #expect(window.isKeyWindow)
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? GroceryListViewController)
    #expect(list.tableView.style == .insetGrouped)
    #expect(list.title == "Groceries")
    #expect(list.tableView.numberOfRows(inSection: 0) == 4)
    #expect(scene.activationState == .foregroundActive)
  }
}
