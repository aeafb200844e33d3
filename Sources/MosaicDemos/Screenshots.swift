import Foundation
import UIKit

/// Renders the gallery's screens to PNG files without a window, at scale 2: `gallery.png`,
/// each demo's first screen as `<id>.png` (in `DemoCatalog.all` order), then `grid.png` and
/// `waterfall.png` (the stress screens behind the gallery's bar buttons).
@MainActor
enum Screenshots {
  /// Writes the PNG files into `directory`, creating it if needed; exits on failure.
  static func render(into directory: String) {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      fail("cannot create \(directory): \(error)")
    }
    var screens: [(String, UIViewController?)] = [("gallery", nil)]
    for demo in DemoCatalog.all { screens.append((demo.id, demo.make())) }
    screens += [("grid", BigGridViewController()), ("waterfall", WaterfallDemoViewController())]
    for (name, pushed) in screens {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let navigation = UINavigationController(rootViewController: GalleryViewController())
      window.rootViewController = navigation
      if let pushed { navigation.pushViewController(pushed, animated: false) }
      window.layoutIfNeeded()
      let target = url.appendingPathComponent("\(name).png")
      guard let png = window.renderedImage(scale: 2).pngData() else {
        fail("could not encode \(target.path)")
      }
      do {
        try png.write(to: target)
        print("mosaic-demos: wrote \(target.path)")
      } catch {
        fail("cannot write \(target.path): \(error)")
      }
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mosaic-demos: \(message)\n".utf8))
    exit(1)
  }
}
