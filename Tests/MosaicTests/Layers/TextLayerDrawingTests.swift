import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
struct TextLayerDrawingTests {
  /// The columns of the frame holding a dark pixel.
  private func inkColumns(_ layer: CATextLayer, size: CGSize) -> [Int] {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.backgroundColor = UIColor.white.cgColor
    layer.frame = root.bounds
    root.addSublayer(layer)
    let frame = OffscreenFrame(size: size)
    frame.render(layer: root)
    let pixels = frame.pixels()
    let w = Int(size.width)
    return (0..<w).filter { x in
      (0..<Int(size.height)).contains { y in argb(pixels, width: w, x, y) & 0xFF < 0x80 }
    }
  }

  @Test func theDefaultsAreCoreAnimations() {
    let layer = CATextLayer()
    #expect(layer.fontSize == 36)
    #expect(layer.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(layer.alignmentMode == .natural)
    #expect(layer.truncationMode == .none)
    #expect(!layer.isWrapped)
  }

  @Test func alignmentPlacesTheLine() throws {
    for (mode, check) in [
      (CATextLayerAlignmentMode.left, { (c: [Int]) in c.first! < 4 && c.last! < 60 }),
      (.right, { (c: [Int]) in c.first! > 140 && c.last! > 195 }),
      (.center, { (c: [Int]) in abs((c.first! + c.last!) / 2 - 100) <= 3 }),
    ] {
      let layer = CATextLayer()
      layer.string = "Hello"
      layer.fontSize = 20
      layer.foregroundColor = UIColor.black.cgColor
      layer.alignmentMode = mode
      let columns = inkColumns(layer, size: CGSize(width: 200, height: 30))
      #expect(!columns.isEmpty)
      if !columns.isEmpty {
        #expect(check(columns), "\(mode.rawValue): \(columns.first!)…\(columns.last!)")
      }
    }
  }

  @Test func wrappingAndTruncationKeepTheTextInsideTheBounds() {
    let text = "A line of text far too long for the layer's width"
    let plain = CATextLayer()
    plain.string = text
    plain.fontSize = 14
    plain.foregroundColor = UIColor.black.cgColor
    // Not wrapped: one line, cut at the right edge.
    #expect(inkColumns(plain, size: CGSize(width: 80, height: 60)).last! >= 77)
    let truncated = CATextLayer()
    truncated.string = text
    truncated.fontSize = 14
    truncated.foregroundColor = UIColor.black.cgColor
    truncated.truncationMode = .end
    // With an ellipsis the line ends before the edge.
    #expect(inkColumns(truncated, size: CGSize(width: 80, height: 60)).last! < 79)
    // The ellipsis follows as much of the text as fits: further right than the first word.
    let firstWord = CATextLayer()
    firstWord.string = "A line"
    firstWord.fontSize = 14
    firstWord.foregroundColor = UIColor.black.cgColor
    let wordEnd = inkColumns(firstWord, size: CGSize(width: 80, height: 60)).last!
    let ellipsisEnd = inkColumns(truncated, size: CGSize(width: 80, height: 60)).last!
    #expect(ellipsisEnd > wordEnd + 8, "\(ellipsisEnd) vs \(wordEnd)")
    let attributed = CATextLayer()
    attributed.string = NSAttributedString(
      string: "Red",
      attributes: [.foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 30)])
    #expect(!inkColumns(attributed, size: CGSize(width: 80, height: 40)).isEmpty)
  }
}
