import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A field holding a long text, edited a key at a time, puts its caret where a field given
/// the same text at once puts it.
@MainActor
@Suite(.serialized)
struct TextFieldLongTextTests {
  private func makeField(_ text: String) -> (AppDriver, UITextField) {
    let root = UIView()
    let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 40))
    root.addSubview(field)
    let app = AppDriver(rootView: root)
    _ = field.becomeFirstResponder()
    field.text = text
    app.advance(by: 0.02)
    return (app, field)
  }

  private func caretX(_ field: UITextField, at offset: Int) -> CGFloat {
    let position = field.position(from: field.beginningOfDocument, offset: offset)!
    return field.caretRect(for: position).minX
  }

  @Test func typingIntoALongTextPlacesTheCaretAsMeasuringItWhole() {
    let words = (0..<400).map { ["lorem", "ipsum", "office", "AVAVA", "naïve"][$0 % 5] }
    let (app, field) = makeField(words.joined(separator: " "))
    let middle = field.position(from: field.beginningOfDocument, offset: 1200)!
    field.selectedTextRange = field.textRange(from: middle, to: middle)
    app.type("To fi")
    app.pressKey("", keyCode: .keyboardLeftArrow)
    app.type("ﬀ 漢字")
    field.deleteBackward()
    let end = field.endOfDocument
    field.selectedTextRange = field.textRange(from: end, to: end)
    app.type(" Wa")
    let (freshApp, fresh) = makeField(field.text ?? "")
    // Both carets at the start: neither field is scrolled.
    for (app, field) in [(app, field), (freshApp, fresh)] {
      let start = field.beginningOfDocument
      field.selectedTextRange = field.textRange(from: start, to: start)
      app.advance(by: 0.02)
    }
    for offset in [0, 1199, 1200, 1203, 1205, 1208, 1300, (field.text ?? "").utf16.count] {
      #expect(caretX(field, at: offset) == caretX(fresh, at: offset), "at \(offset)")
    }
  }
}
