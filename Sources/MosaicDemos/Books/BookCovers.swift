import UIKit

/// The book covers of the "Book list" demo, drawn with UIGraphicsImageRenderer the first time
/// a name is asked for (the post loads PNG files with `UIImage(named:)`). The covers have
/// different sizes, so the post's half-size variant gives cells of different sizes.
@MainActor
enum BookCovers {
  private static var cache: [String: UIImage] = [:]

  /// What each cover shows: its big word, its size and its hue.
  private static let specs: [String: (word: String, size: CGSize, hue: CGFloat)] = [
    "ajax.png": ("Ajax", CGSize(width: 200, height: 260), 0.58),
    "android.png": ("Android", CGSize(width: 240, height: 300), 0.30),
    "html.png": ("HTML5", CGSize(width: 220, height: 300), 0.05),
    "java.png": ("Java", CGSize(width: 240, height: 320), 0.10),
    "java2.png": ("Java", CGSize(width: 180, height: 240), 0.95),
    "javaee.png": ("Java EE", CGSize(width: 230, height: 310), 0.70),
    "javaee2.png": ("Java EE", CGSize(width: 210, height: 280), 0.45),
    "xml.png": ("XML", CGSize(width: 190, height: 250), 0.83),
  ]

  /// The cover called `name`, or nil (with a message on standard error) for an unknown name,
  /// as `UIImage(named:)` gives nil for a missing file.
  static func image(named name: String) -> UIImage? {
    if let image = cache[name] { return image }
    guard let spec = specs[name] else {
      FileHandle.standardError.write(Data("books: no cover named \(name)\n".utf8))
      return nil
    }
    let image = draw(word: spec.word, size: spec.size, hue: spec.hue)
    cache[name] = image
    return image
  }

  private static func draw(word: String, size: CGSize, hue: CGFloat) -> UIImage {
    func centered(_ text: String, font: UIFont, y: CGFloat) {
      let attributes: [NSAttributedString.Key: Any] = [
        .font: font, .foregroundColor: UIColor.white,
      ]
      let width = text.size(withAttributes: attributes).width
      text.draw(at: CGPoint(x: (size.width - width) / 2, y: y), withAttributes: attributes)
    }
    return UIGraphicsImageRenderer(size: size).image { context in
      let cg = context.cgContext
      UIColor(hue: hue, saturation: 0.55, brightness: 0.75, alpha: 1).setFill()
      cg.fill(CGRect(origin: .zero, size: size))
      UIColor(hue: hue, saturation: 0.7, brightness: 0.45, alpha: 1).setFill()
      cg.fill(CGRect(x: 0, y: size.height * 0.62, width: size.width, height: size.height * 0.38))
      UIColor(white: 1, alpha: 0.9).setFill()
      cg.fill(CGRect(x: 0, y: size.height * 0.6, width: size.width, height: 4))
      centered("疯狂系列", font: .boldSystemFont(ofSize: size.width / 10), y: size.height * 0.1)
      centered(word, font: .boldSystemFont(ofSize: size.width / 5), y: size.height * 0.3)
      centered("讲义", font: .systemFont(ofSize: size.width / 9), y: size.height * 0.7)
    }
  }
}
