import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct DeviceAndScreenTests {
  @Test func theDeviceDescribesTheMachine() throws {
    let device = UIDevice.current
    #expect(device === UIDevice.current)
    #expect(device.systemName == "Linux")
    #expect(device.model == "PC")
    #expect(device.localizedModel == "PC")
    let release = try String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(device.systemVersion == release)
    #expect(device.name == ProcessInfo.processInfo.hostName)
    #expect(!device.name.isEmpty)
    #expect(device.userInterfaceIdiom == .pad)
    #expect(device.userInterfaceIdiom == UIScreen.main.traitCollection.userInterfaceIdiom)
    #expect(device.isMultitaskingSupported)
    #expect(device.batteryLevel == -1)
    #expect(device.batteryState == .unknown)
    #expect(!device.isBatteryMonitoringEnabled)
    device.isProximityMonitoringEnabled = true
    #expect(!device.isProximityMonitoringEnabled)
    #expect(!device.proximityState)
  }

  @Test func theVendorIdentifierIsStableAndDoesNotRevealTheMachineID() throws {
    let machineID = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let id = UIDevice.current.identifierForVendor
    if let machineID, !machineID.isEmpty {
      let uuid = try #require(id)
      #expect(uuid == UIDevice.current.identifierForVendor)
      let text = uuid.uuidString.lowercased().replacingOccurrences(of: "-", with: "")
      #expect(text != machineID)
      #expect(Array(text)[12] == "8")  // version 8
      #expect("89ab".contains(Array(text)[16]))  // RFC variant
    }
    // The derivation depends on its input only.
    #expect(UIDevice.uuid(derivedFrom: "a") == UIDevice.uuid(derivedFrom: "a"))
    #expect(UIDevice.uuid(derivedFrom: "a") != UIDevice.uuid(derivedFrom: "b"))
  }

  @Test func orientationFollowsTheWindowsShape() {
    let driver = AppDriver(rootView: UIView(), size: CGSize(width: 390, height: 844))
    driver.window.makeKey()
    #expect(UIDevice.current.orientation == .portrait)
    driver.resize(to: CGSize(width: 1024, height: 600))
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(UIDevice.current.orientation.isLandscape)
    #expect(!UIDevice.current.orientation.isPortrait)
    #expect(UIDeviceOrientation.faceUp.isFlat)
    #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3)
    let device = UIDevice.current
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications)
  }

  @Test func theScreenFollowsTheWindow() {
    let driver = AppDriver(rootView: UIView(), size: CGSize(width: 500, height: 400), scale: 2)
    let screen = UIScreen.main
    #expect(UIScreen.screens.count == 1)
    #expect(UIScreen.screens.first === screen)
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 500, height: 400))
    #expect(screen.scale == 2)
    #expect(screen.nativeScale == 2)
    #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1000, height: 800))
    #expect(screen.brightness == 1)
    #expect(screen.traitCollection.displayScale == 2)
    #expect(screen.traitCollection.horizontalSizeClass == .compact)
    #expect(screen.traitCollection.verticalSizeClass == .compact)
    driver.resize(to: CGSize(width: 700, height: 650), scale: 1.5)
    #expect(screen.scale == 1.5)
    #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1050, height: 975))
    #expect(screen.traitCollection.displayScale == 1.5)
    #expect(screen.traitCollection.horizontalSizeClass == .regular)
    #expect(driver.window.traitCollection == screen.traitCollection)
  }
}
