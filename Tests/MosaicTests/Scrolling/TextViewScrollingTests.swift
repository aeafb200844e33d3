import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct TextViewScrollingTests {
  init() { VirtualTime.start() }

  @Test func contentSizeFollowsTheTextHeight() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let scrollView: UIScrollView = textView
    textView.font = .systemFont(ofSize: 14)
    textView.text = "Short"
    #expect(scrollView.contentSize.width == 200)
    let short = textView.contentSize.height
    #expect(short == textView.sizeThatFits(CGSize(width: 200, height: 1000)).height)
    #expect(short < 100)
    textView.text = String(repeating: "A book about collection views. ", count: 20)
    let long = textView.contentSize.height
    #expect(long == textView.sizeThatFits(CGSize(width: 200, height: 1000)).height)
    #expect(long > 200)
    // A narrower view wraps into more lines.
    textView.frame.size.width = 120
    textView.layoutIfNeeded()
    #expect(textView.contentSize.width == 120)
    #expect(textView.contentSize.height > long)
  }

  @Test func longTextScrollsAndShortTextDoesNot() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.font = .systemFont(ofSize: 14)
    textView.text = "Short"
    window.addSubview(textView)
    window.deliverScroll(dx: 0, dy: 50, at: CGPoint(x: 50, y: 50), precise: true)
    #expect(textView.contentOffset == .zero)
    textView.text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
    let bottom = textView.contentSize.height - 100
    window.deliverScroll(dx: 0, dy: 10_000, at: CGPoint(x: 50, y: 50), precise: true)
    #expect(textView.contentOffset.y == bottom)
    drag(textView, by: CGPoint(x: 0, y: 60))
    #expect(textView.contentOffset.y == bottom - 60)
  }

  @Test func scrolledTextIsDrawnAtItsOffset() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.font = .systemFont(ofSize: 14)
    textView.textColor = .black
    textView.backgroundColor = .white
    // Text, then many blank lines, then text again: scrolled to the middle, nothing shows.
    textView.text = "Top\n" + String(repeating: "\n", count: 30) + "Bottom"
    func darkRows() -> [Int] {
      let pixels = textView.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
      return (0..<100).filter { y in (0..<200).contains { x in pixels[y * 200 + x] & 0xFF < 0x80 } }
    }
    #expect(!darkRows().isEmpty)
    textView.contentOffset.y = textView.contentSize.height / 2 - 50
    #expect(darkRows().isEmpty)
    textView.contentOffset.y = textView.contentSize.height - 100
    let rows = darkRows()
    #expect(!rows.isEmpty)
    #expect(rows.min()! > 50)
  }
}
