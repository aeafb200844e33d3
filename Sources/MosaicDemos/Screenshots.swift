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
      FileHandle.standardError.write(
        Data("mosaic-demos: cannot create \(directory): \(error)\n".utf8))
      exit(1)
    }
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: GalleryViewController())
    window.layoutIfNeeded()
    let target = url.appendingPathComponent("gallery.png")
    guard let png = window.renderedImage(scale: 2).pngData() else {
      FileHandle.standardError.write(Data("mosaic-demos: could not encode the screenshot\n".utf8))
      exit(1)
    }
    do {
      try png.write(to: target)
      print("mosaic-demos: wrote \(target.path)")
    } catch {
      FileHandle.standardError.write(
        Data("mosaic-demos: cannot write \(target.path): \(error)\n".utf8))
      exit(1)
    }
  }
}
