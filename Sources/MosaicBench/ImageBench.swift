import Foundation
import Mosaic

/// `image.*`: image renderers at sizes past what decoded files may have.
@MainActor
enum ImageBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "image.renderer.large", "a 20,000×20,000-point UIGraphicsImageRenderer image at scale 1"
    ) {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      let renderer = UIGraphicsImageRenderer(
        size: CGSize(width: 20_000, height: 20_000), format: format)
      var size = CGSize.zero
      let stats = measure(warmup: 0, iterations: 3) {
        let image = renderer.image { context in
          UIColor.orange.setFill()
          context.fill(CGRect(x: 0, y: 0, width: 20_000, height: 20_000))
        }
        size = image.size
      }
      report(
        "image.renderer.large", stats,
        extra: "(image of \(Int(size.width))×\(Int(size.height)) points, 1.6 GB of pixels)")
    }
  }
}
