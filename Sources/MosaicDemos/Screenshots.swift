import Foundation
import UIKit

/// Renders the gallery's screens to PNG files without a window, at scale 2: `gallery.png`,
/// each demo's first screen as `<id>.png` (in `DemoCatalog.all` order), then `grid.png` and
/// `waterfall.png` (the stress screens behind the gallery's bar buttons); and
/// `overview.png`, every demo's first screen side by side under its title (the README's
/// picture).
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
    var images: [String: UIImage] = [:]
    for (name, pushed) in screens {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let navigation = UINavigationController(rootViewController: GalleryViewController())
      window.rootViewController = navigation
      if let pushed { navigation.pushViewController(pushed, animated: false) }
      window.layoutIfNeeded()
      let image = window.renderedImage(scale: 2)
      images[name] = image
      write(image, to: url.appendingPathComponent("\(name).png"))
    }
    let tiles = DemoCatalog.all.compactMap { demo in images[demo.id].map { (demo.title, $0) } }
    write(overview(of: tiles), to: url.appendingPathComponent("overview.png"))
  }

  /// The screens side by side, four to a row, each at half its size under its title.
  static func overview(of tiles: [(title: String, image: UIImage)]) -> UIImage {
    let columns = 4
    let screen = UIScreen.main.bounds.size
    let tile = CGSize(width: (screen.width / 2).rounded(), height: (screen.height / 2).rounded())
    let gap: CGFloat = 16
    let titleHeight: CGFloat = 22
    let rows = (tiles.count + columns - 1) / columns
    let size = CGSize(
      width: CGFloat(columns) * tile.width + CGFloat(columns + 1) * gap,
      height: CGFloat(rows) * (tile.height + titleHeight) + CGFloat(rows + 1) * gap)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      UIColor.systemGroupedBackground.setFill()
      context.fill(CGRect(origin: .zero, size: size))
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.label,
      ]
      for (index, (title, image)) in tiles.enumerated() {
        let x = gap + CGFloat(index % columns) * (tile.width + gap)
        let y = gap + CGFloat(index / columns) * (tile.height + titleHeight + gap)
        (title as NSString).draw(at: CGPoint(x: x, y: y + 2), withAttributes: attributes)
        image.draw(in: CGRect(x: x, y: y + titleHeight, width: tile.width, height: tile.height))
      }
    }
  }

  /// Writes `image` as a PNG file at `target`; exits on failure.
  private static func write(_ image: UIImage, to target: URL) {
    guard let png = image.pngData() else { fail("could not encode \(target.path)") }
    do {
      try png.write(to: target)
      print("mosaic-demos: wrote \(target.path)")
    } catch {
      fail("cannot write \(target.path): \(error)")
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mosaic-demos: \(message)\n".utf8))
    exit(1)
  }
}
