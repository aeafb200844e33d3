import CCairo

/// Blurs alpha masks (A8 image surfaces) in place, for layer shadows and text shadows.
enum AlphaMaskBlur {
  /// Blurs an A8 surface in place with three box blurs approximating a Gaussian of `sigma`
  /// pixels.
  static func blur(_ surface: OpaquePointer, sigma: CGFloat) {
    guard sigma >= 0.5 else { return }
    let w = Int(cairo_image_surface_get_width(surface))
    let h = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface), w > 0, h > 0 else { return }
    // Box width for three passes (Kovesi's formula, rounded to an odd width).
    var box = Int((12 * sigma * sigma / 3 + 1).squareRoot().rounded(.down))
    if box % 2 == 0 { box -= 1 }
    let r = max(1, box / 2)
    var line = [Int](repeating: 0, count: max(w, h))
    for _ in 0..<3 {
      for y in 0..<h {
        let row = data + y * stride
        for x in 0..<w { line[x] = Int(row[x]) }
        boxPass(&line, count: w, radius: r) { x, v in row[x] = UInt8(v) }
      }
      for x in 0..<w {
        for y in 0..<h { line[y] = Int(data[y * stride + x]) }
        boxPass(&line, count: h, radius: r) { y, v in data[y * stride + x] = UInt8(v) }
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  private static func boxPass(
    _ line: inout [Int], count n: Int, radius r: Int, write: (Int, Int) -> Void
  ) {
    let width = 2 * r + 1
    var sum = 0
    for i in -r...r { sum += (i >= 0 && i < n) ? line[i] : 0 }
    for i in 0..<n {
      write(i, sum / width)
      let out = i - r
      let inn = i + r + 1
      if out >= 0 { sum -= line[out] }
      if inn < n { sum += line[inn] }
    }
  }
}
