import Foundation

/// A URL a scene is asked to open, with the options it came with. The desktop opens no URLs
/// in scenes, so Mosaic never makes one; the type exists for the connection options.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
  init(url: URL) {
    self.url = url
    super.init()
  }

  /// The URL to open.
  public let url: URL
}
