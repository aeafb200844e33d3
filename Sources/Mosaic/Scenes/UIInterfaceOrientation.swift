import Foundation

/// The orientation of the app's interface. A desktop window does not rotate: Mosaic reports
/// `.portrait` for a window at least as tall as it is wide and `.landscapeRight` otherwise.
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
  /// The orientation is not known.
  case unknown = 0
  /// Upright, taller than wide.
  case portrait = 1
  /// Upside down, taller than wide.
  case portraitUpsideDown = 2
  /// Wider than tall, the device's top on the left.
  case landscapeLeft = 4
  /// Wider than tall, the device's top on the right.
  case landscapeRight = 3

  /// Whether the orientation is one of the portrait ones.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the orientation is one of the landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
