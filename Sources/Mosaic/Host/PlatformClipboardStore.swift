import Foundation

/// The platform's clipboard as the general pasteboard's store, while a host runs.
@MainActor
final class PlatformClipboardStore: PasteboardStore {
  private let platform: HostPlatform

  init(platform: HostPlatform) {
    self.platform = platform
  }

  var text: String? {
    get { platform.clipboardText }
    set { platform.clipboardText = newValue }
  }
}
