import Foundation
import Mosaic

/// Renders the gallery's screens to PNG files without a window.
@MainActor
enum Screenshots {
  static func render(into directory: String) {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      fail("cannot create \(directory): \(error)")
    }
    let screens: [(String, UIViewController?)] = [
      ("gallery", nil), ("grid", BigGridViewController()),
      ("waterfall", WaterfallDemoViewController()),
    ]
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
