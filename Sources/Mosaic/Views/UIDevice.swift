import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The device the app runs on: on Linux, the computer.
///
/// Its answers are honest about the machine: the model is "PC", the system "Linux" at the
/// kernel's release, the name the host name. The idiom is `.pad`, as in the trait collections
/// (see `DesktopEnvironment`). There is no battery or proximity sensor to report, so those
/// properties give UIKit's "unknown" values.
@MainActor @preconcurrency
open class UIDevice: NSObject {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// The name of the device: the machine's host name.
  open var name: String { ProcessInfo.processInfo.hostName }

  /// The kind of device: "PC".
  open var model: String { "PC" }

  /// The kind of device in the user's language: "PC".
  open var localizedModel: String { "PC" }

  /// The name of the operating system: "Linux".
  open var systemName: String { "Linux" }

  /// The version of the operating system: the kernel's release (`uname -r`), such as
  /// "6.8.0-45-generic".
  open var systemVersion: String { UIDevice.kernelRelease }

  /// The style of interface on this device: `.pad`, the same as the trait collections' idiom.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

  /// The orientation of the device, from the shape of the app's window: `.landscapeLeft` when
  /// it is wider than tall, `.portrait` otherwise, `.unknown` before there is a window size.
  open var orientation: UIDeviceOrientation {
    let size = (UIApplication.shared.keyWindow?.bounds ?? UIScreen.main.bounds).size
    guard size.width > 0, size.height > 0 else { return .unknown }
    return size.width > size.height ? .landscapeLeft : .portrait
  }

  /// Whether the device can run apps side by side: true.
  open var isMultitaskingSupported: Bool { true }

  /// An identifier of the device for apps of one vendor, stable across launches: derived from
  /// the machine's `/etc/machine-id` (so it does not reveal that id); nil when the machine has
  /// none.
  open var identifierForVendor: UUID? { UIDevice.vendorIdentifier }

  private var generatingOrientationNotifications = 0

  /// Whether orientation notifications were asked for (`beginGeneratingDeviceOrientationNotifications()`).
  open var isGeneratingDeviceOrientationNotifications: Bool {
    generatingOrientationNotifications > 0
  }

  /// Asks for orientation change notifications; calls nest with
  /// `endGeneratingDeviceOrientationNotifications()`.
  open func beginGeneratingDeviceOrientationNotifications() {
    generatingOrientationNotifications += 1
  }

  /// Ends a request made with `beginGeneratingDeviceOrientationNotifications()`.
  open func endGeneratingDeviceOrientationNotifications() {
    generatingOrientationNotifications = max(0, generatingOrientationNotifications - 1)
  }

  // MARK: Battery and sensors

  /// Whether the app monitors the battery; false by default. The value set is kept; with no
  /// battery to read, the battery properties stay unknown.
  open var isBatteryMonitoringEnabled = false

  /// The battery's charge from 0 to 1, or -1 when it is unknown: always -1 here.
  open var batteryLevel: Float { -1 }

  /// The battery's state: always `.unknown` here.
  open var batteryState: BatteryState { .unknown }

  /// Whether the app monitors the proximity sensor; there is none, so setting it leaves it
  /// false, as UIKit does on devices without the sensor.
  open var isProximityMonitoringEnabled: Bool {
    get { false }
    set {}
  }

  /// Whether the proximity sensor is close to the user: always false.
  open var proximityState: Bool { false }

  /// Plays the keyboard click sound; the desktop has none, so it does nothing.
  open func playInputClick() {}

  /// The state of the device's battery.
  public enum BatteryState: Int, Sendable, Hashable {
    /// The state cannot be known.
    case unknown = 0
    /// On battery power, discharging.
    case unplugged = 1
    /// Plugged in and charging.
    case charging = 2
    /// Plugged in and fully charged.
    case full = 3
  }

  // MARK: Machine facts

  /// The kernel's release string from `uname`.
  nonisolated static let kernelRelease: String = {
    var info = utsname()
    guard uname(&info) == 0 else { return "" }
    return withUnsafeBytes(of: &info.release) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }()

  /// The vendor identifier: `/etc/machine-id` (or D-Bus's copy) mixed with a fixed key into a
  /// version-8 UUID.
  nonisolated static let vendorIdentifier: UUID? = {
    let paths = ["/etc/machine-id", "/var/lib/dbus/machine-id"]
    guard
      let text = paths.lazy.compactMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
        .first,
      let id = Optional(text.trimmingCharacters(in: .whitespacesAndNewlines)), !id.isEmpty
    else { return nil }
    return uuid(derivedFrom: "mosaic.identifierForVendor:" + id)
  }()

  /// A UUID that depends only on `text`: two 64-bit mixes of its bytes, with the version (8,
  /// custom) and variant bits set.
  nonisolated static func uuid(derivedFrom text: String) -> UUID {
    func mix(_ seed: UInt64) -> UInt64 {
      var h = seed
      for byte in text.utf8 {
        h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        h ^= h >> 29
      }
      // SplitMix64's finalizer spreads every input bit over the output.
      h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
      h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
      return h ^ (h >> 31)
    }
    let a = mix(0xCBF2_9CE4_8422_2325)
    let b = mix(0x9E37_79B9_7F4A_7C15)
    var bytes = [UInt8](repeating: 0, count: 16)
    for i in 0..<8 {
      bytes[i] = UInt8(truncatingIfNeeded: a >> (8 * UInt64(i)))
      bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (8 * UInt64(i)))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x80
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}

/// The physical orientation of a device.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
  /// The orientation is not known.
  case unknown = 0
  /// Upright, the home button (or bottom edge) at the bottom.
  case portrait = 1
  /// Upside down, the bottom edge at the top.
  case portraitUpsideDown = 2
  /// On its side, turned so that the bottom edge is on the right.
  case landscapeLeft = 3
  /// On its side, turned so that the bottom edge is on the left.
  case landscapeRight = 4
  /// Flat, screen facing up.
  case faceUp = 5
  /// Flat, screen facing down.
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether the orientation is one an interface can take (portrait or landscape).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
