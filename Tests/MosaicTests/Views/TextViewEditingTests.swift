import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// An editable text view edits its text through the shared editing engine: typing, the
/// editing keys, the caret on wrapped lines, taps and undo.
@MainActor
@Suite(.serialized)
struct TextViewEditingTests {
  /// Counts the changes a text view posts.
  final class ChangeCounter: @unchecked Sendable {
    var count = 0
  }

  /// A 320×300 screen whose window holds a 300×200 text view at (10, 10) with the 14-point
  /// system font, driven through the host's event path.
  private func makeTextView(_ text: String = "") -> (AppDriver, UITextView) {
    UIResponder.currentFirstResponder = nil
    let root = UIView()
    let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
    textView.font = .systemFont(ofSize: 14)
    textView.text = text
    root.addSubview(textView)
    let app = AppDriver(rootView: root, size: CGSize(width: 320, height: 300))
    return (app, textView)
  }

  /// Ends editing; the driver (and so the window) lives until then.
  private func finish(_ app: AppDriver, _ textView: UITextView) {
    textView.resignFirstResponder()
    UIResponder.currentFirstResponder = nil
    withExtendedLifetime(app) {}
  }

  @Test func onlyAnEditableTextViewBecomesTheFirstResponder() {
    let (app, textView) = makeTextView("Read me")
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
    #expect(textView.subviews.isEmpty, "no caret is added to a text view that never edits")
    textView.isEditable = true
    #expect(textView.becomeFirstResponder())
    #expect(textView.isFirstResponder)
    #expect(textView.subviews.count == 1)
    textView.isEditable = false
    #expect(!textView.isFirstResponder, "no longer editable: editing ends")
    #expect(textView.subviews[0].isHidden)
    finish(app, textView)
  }

  @Test func typingBackspaceAndReturnEditOnceEach() {
    let (app, textView) = makeTextView("ab")
    let changes = ChangeCounter()
    let observer = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: textView, queue: nil
    ) { _ in changes.count += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }
    textView.becomeFirstResponder()
    app.type("c👍🏽")
    #expect(textView.text == "abc👍🏽")
    app.pressKey("", keyCode: .keyboardDeleteOrBackspace)
    #expect(textView.text == "abc")
    app.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    app.type("d")
    #expect(textView.text == "abc\nd")
    #expect(textView.editingBuffer.selection == 5..<5)
    #expect(changes.count == 4)
    textView.text = "set"
    #expect(changes.count == 4, "setting the text in code posts nothing")
    #expect(textView.editingBuffer.selection == 3..<3)
    finish(app, textView)
  }

  @Test func arrowsSelectAndCtrlKeysCopyPasteAndUndo() {
    let (app, textView) = makeTextView("one two")
    textView.becomeFirstResponder()
    app.pressKey("", modifiers: [.shift, .alternate], keyCode: .keyboardLeftArrow)
    #expect(textView.editingBuffer.selection == 4..<7)
    app.pressKey("c", modifiers: .control, keyCode: .keyboardC)
    #expect(UIPasteboard.general.string == "two")
    app.pressKey("", keyCode: .keyboardHome)
    #expect(textView.editingBuffer.selection == 0..<0)
    app.pressKey("v", modifiers: .control, keyCode: .keyboardV)
    #expect(textView.text == "twoone two")
    app.pressKey("z", modifiers: .control, keyCode: .keyboardZ)
    #expect(textView.text == "one two")
    app.pressKey("z", modifiers: [.control, .shift], keyCode: .keyboardZ)
    #expect(textView.text == "twoone two")
    app.pressKey("a", modifiers: .control, keyCode: .keyboardA)
    app.pressKey("", keyCode: .keyboardDeleteForward)
    #expect(textView.text == "")
    finish(app, textView)
  }

  @Test func upAndDownAndTabAreLeftToTheResponderChain() {
    let (app, textView) = makeTextView("one\ntwo")
    textView.becomeFirstResponder()
    app.pressKey("", keyCode: .keyboardUpArrow)
    app.pressKey("\t", keyCode: .keyboardTab)
    #expect(textView.editingBuffer.selection == 7..<7)
    #expect(textView.text == "one\ntwo")
    finish(app, textView)
  }

  @Test func theCaretStandsOnTheLineOfItsCharacter() {
    let (app, textView) = makeTextView("first\nsecond")
    textView.becomeFirstResponder()
    app.advance(by: app.frameDuration)
    let caret = textView.subviews[0]
    let lineHeight = textView.font!.lineHeight
    let area = textView.textRect
    #expect(!caret.isHidden)
    #expect(caret.frame.width == 2)
    #expect(abs(caret.frame.minY - (area.minY + lineHeight)) <= 1, "the end is on line two")
    let secondWidth = TextRenderer.caretOffsets(of: "second", font: textView.font!).last!
    #expect(abs(caret.frame.midX - (area.minX + secondWidth)) <= 1)
    textView.move(to: 0, extending: false)
    #expect(caret.frame.minY == area.minY.rounded())
    #expect(abs(caret.frame.midX - area.minX) <= 1)
    app.advance(by: 0.51)
    #expect(caret.isHidden, "the caret blinks")
    finish(app, textView)
  }

  @Test func aTapBeginsEditingWithTheCaretWhereItLanded() {
    let (app, textView) = makeTextView("first\nsecond")
    let area = textView.textRect
    let offsets = TextRenderer.caretOffsets(of: "second", font: textView.font!)
    // Just right of the boundary after "sec", on the second line (window coordinates).
    let point = CGPoint(
      x: 10 + area.minX + offsets[3] + 1, y: 10 + area.minY + textView.font!.lineHeight * 1.5)
    app.tap(at: point)
    #expect(textView.isFirstResponder)
    #expect(textView.editingBuffer.selection == 9..<9)
    finish(app, textView)
  }

  @Test func anInputMethodComposesInTheTextViewAndTheCaretReachesTheFrameReport() throws {
    let (app, textView) = makeTextView("")
    #expect(textView.becomeFirstResponder())
    app.type("a")
    app.compose("にほ", cursor: 2)
    #expect(textView.text == "aにほ", "composed text is part of the text, as in UIKit")
    app.compose("にほん", cursor: 1)
    #expect(textView.text == "aにほん")
    #expect(textView.editingBuffer.markedCharacters == 1..<4)
    #expect(textView.editingBuffer.selection == 2..<2)
    // Committing replaces the composed text.
    app.type("日本")
    #expect(textView.text == "a日本")
    #expect(textView.editingBuffer.markedCharacters == nil)
    // An empty composition removes what was composed.
    app.compose("x", cursor: 1)
    app.compose("", cursor: 0)
    #expect(textView.text == "a日本")
    // The text view interprets Backspace and Return itself, once each.
    app.pressKey("\u{8}", keyCode: .keyboardDeleteOrBackspace)
    #expect(textView.text == "a日")
    app.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(textView.text == "a日\n")
    // The caret's place goes to the host in the frame's report.
    let frame = OffscreenFrame(size: app.window.bounds.size)
    frame.render(app.window)
    let caret = try #require(frame.lastReport.caretRect)
    #expect(caret == textView.convert(textView.caret.frame, to: app.window))
    textView.resignFirstResponder()
    frame.render(app.window)
    #expect(frame.lastReport.caretRect == nil)
    finish(app, textView)
  }
}
