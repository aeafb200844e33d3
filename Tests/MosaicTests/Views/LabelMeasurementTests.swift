import Mosaic
import Testing

/// A label keeps its last measurements, and everything that shapes its text measures it
/// again.
@MainActor
struct LabelMeasurementTests {
  @Test func measurementsFollowEveryChangeThatShapesTheText() {
    let label = UILabel()
    label.text = "Words that wrap onto more lines"
    let oneLine = label.sizeThatFits(CGSize(width: 100, height: 1000))
    #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)) == oneLine)
    label.numberOfLines = 0
    let wrapped = label.sizeThatFits(CGSize(width: 100, height: 1000))
    #expect(wrapped.height > oneLine.height)
    #expect(wrapped.width <= 100)
    // Another width is measured at that width; the first answer is kept for its own.
    let wider = label.sizeThatFits(CGSize(width: 400, height: 1000))
    #expect(wider.height == oneLine.height)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)) == wrapped)
    label.font = .systemFont(ofSize: 34)
    let larger = label.sizeThatFits(CGSize(width: 100, height: 1000))
    #expect(larger.height > wrapped.height)
    label.text = "Short"
    let short = label.sizeThatFits(CGSize(width: 100, height: 1000))
    #expect(short.height < larger.height)
    label.attributedText = NSAttributedString(string: "Short and then much longer text")
    #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)).height > short.height)
    label.lineBreakMode = .byCharWrapping
    label.numberOfLines = 1
    #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)).height == short.height)
    label.text = nil
    #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)) == .zero)
  }
}
