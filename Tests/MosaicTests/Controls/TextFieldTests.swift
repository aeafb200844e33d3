import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// Notifications seen, written from observer closures.
private final class Seen: @unchecked Sendable {
  var names: [String] = []
}

@MainActor
@Suite(.serialized)
struct TextFieldTests {
  /// Records what a text field asks and tells, in order.
  final class Recorder: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    var returns = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      log.append("shouldBegin")
      return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      log.append("shouldEnd")
      return allowsEnd
    }
    func textFieldDidEndEditing(
      _ textField: UITextField, reason: UITextField.DidEndEditingReason
    ) {
      log.append("didEnd")
    }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      log.append("shouldChange \(range.location),\(range.length) '\(string)'")
      return allowsChange(range, string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("selection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      log.append("shouldClear")
      return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      log.append("shouldReturn")
      return returns
    }
  }

  /// A 320×200 window with a rounded field at (20, 20, 200, 34) whose delegate and actions
  /// write to one log.
  private func makeField() -> (UIWindow, UITextField, Recorder) {
    VirtualTime.start()
    UIResponder.currentFirstResponder = nil
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
    field.borderStyle = .roundedRect
    let recorder = Recorder()
    field.delegate = recorder
    for (event, name) in [
      (UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"),
    ] {
      field.addAction(UIAction { _ in recorder.log.append(name) }, for: event)
    }
    window.addSubview(field)
    window.layoutIfNeeded()
    return (window, field, recorder)
  }

  private func key(
    _ window: UIWindow, _ code: UIKeyboardHIDUsage, _ characters: String = "",
    _ modifiers: UIKeyModifierFlags = []
  ) {
    window.deliverKey(
      isDown: true, characters: characters, modifiers: modifiers, keyCode: code, timestamp: 0)
    window.deliverKey(
      isDown: false, characters: characters, modifiers: modifiers, keyCode: code, timestamp: 0)
  }

  private func finish(_ field: UITextField) {
    field.delegate = nil
    field.resignFirstResponder()
    UIResponder.currentFirstResponder = nil
  }

  @Test func defaultsFollowUIKit() {
    let field = UITextField()
    #expect(field.text == "")
    #expect(field.placeholder == nil)
    #expect(field.borderStyle == .none)
    #expect(field.clearButtonMode == .never)
    #expect(field.font == .preferredFont(forTextStyle: .body))
    #expect(field.textColor == .label)
    #expect(field.textAlignment == .natural)
    #expect(!field.isEditing && !field.isSecureTextEntry && !field.clearsOnBeginEditing)
    #expect(field.autocapitalizationType == .sentences)
    #expect(field.keyboardType == .default && field.returnKeyType == .default)
    field.text = nil
    #expect(field.text == "")
    field.text = "two\nlines"
    #expect(field.text == "two lines")
    let rounded = UITextField()
    rounded.borderStyle = .roundedRect
    #expect(rounded.intrinsicContentSize.height == (rounded.font!.lineHeight + 14).rounded(.up))
  }

  @Test func beginningAndEndingEditingAskAndTellInOrder() {
    let (_, field, recorder) = makeField()
    let notes = Seen()
    let center = NotificationCenter.default
    let observers = [
      UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
    ].map { name in
      center.addObserver(forName: name, object: field, queue: nil) { note in
        notes.names.append(note.name.rawValue)
      }
    }
    defer { observers.forEach(center.removeObserver) }
    #expect(field.becomeFirstResponder())
    #expect(field.isEditing && field.isFirstResponder)
    #expect(recorder.log == ["shouldBegin", "didBegin", "editingDidBegin"])
    #expect(notes.names == ["UITextFieldTextDidBeginEditingNotification"])
    recorder.log = []
    recorder.allowsEnd = false
    #expect(!field.resignFirstResponder())
    #expect(field.isEditing)
    recorder.allowsEnd = true
    #expect(field.resignFirstResponder())
    #expect(!field.isEditing && !field.isFirstResponder)
    #expect(recorder.log == ["shouldEnd", "shouldEnd", "didEnd", "editingDidEnd"])
    #expect(notes.names.last == "UITextFieldTextDidEndEditingNotification")

    recorder.log = []
    recorder.allowsBegin = false
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing)
    field.isEnabled = false
    recorder.allowsBegin = true
    #expect(!field.becomeFirstResponder())
    #expect(recorder.log == ["shouldBegin"])
    finish(field)
  }

  @Test func typingInsertsAndTheEditingKeysEdit() {
    let (window, field, recorder) = makeField()
    field.becomeFirstResponder()
    recorder.log = []
    let changes = Seen()
    let observer = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: field, queue: nil
    ) { note in changes.names.append(note.name.rawValue) }
    defer { NotificationCenter.default.removeObserver(observer) }
    window.deliverText("Hello")
    window.deliverText(" world")
    #expect(field.text == "Hello world")
    #expect(
      recorder.log == [
        "shouldChange 0,0 'Hello'", "editingChanged", "selection",
        "shouldChange 5,0 ' world'", "editingChanged", "selection",
      ])
    #expect(changes.names.count == 2)
    key(window, .keyboardDeleteOrBackspace, "\u{8}")
    #expect(field.text == "Hello worl")
    key(window, .keyboardHome)
    key(window, .keyboardDeleteForward, "\u{7F}")
    #expect(field.text == "ello worl")
    key(window, .keyboardRightArrow)
    key(window, .keyboardRightArrow)
    key(window, .keyboardRightArrow, "", .shift)
    key(window, .keyboardRightArrow, "", .shift)
    #expect(field.selectedCharacterRange == 2..<4)
    window.deliverText("L")
    #expect(field.text == "elL worl")
    #expect(field.selectedCharacterRange == 3..<3)
    // Shift-Left past the anchor selects to the other side.
    key(window, .keyboardEnd)
    key(window, .keyboardLeftArrow, "", .shift)
    key(window, .keyboardHome, "", .shift)
    #expect(field.selectedCharacterRange == 0..<8)
    key(window, .keyboardRightArrow)
    #expect(field.selectedCharacterRange == 8..<8)
    // Setting the text in code sends nothing.
    recorder.log = []
    field.text = "Set"
    #expect(recorder.log == [])
    #expect(changes.names.count == 5, "two insertions, two deletions, one replacement")
    finish(field)
  }

  @Test func theDelegateSeesUTF16RangesAndCanRefuseAnEdit() {
    let (window, field, recorder) = makeField()
    field.text = "a😀b"
    field.becomeFirstResponder()
    recorder.log = []
    key(window, .keyboardDeleteOrBackspace, "\u{8}")
    #expect(field.text == "a😀")
    key(window, .keyboardDeleteOrBackspace, "\u{8}")
    #expect(field.text == "a")
    #expect(
      recorder.log.filter { $0.hasPrefix("shouldChange") } == [
        "shouldChange 3,1 ''", "shouldChange 1,2 ''",
      ])
    recorder.allowsChange = { _, string in !string.contains(" ") }
    recorder.log = []
    window.deliverText("no spaces")
    #expect(field.text == "a")
    #expect(recorder.log == ["shouldChange 1,0 'no spaces'"])
    finish(field)
  }

  @Test func copyCutPasteAndSelectAllGoThroughThePasteboard() {
    let (window, field, _) = makeField()
    let pasteboard = UIPasteboard.general
    field.text = "copy me"
    field.becomeFirstResponder()
    key(window, .keyboardA, "a", .control)
    #expect(field.selectedCharacterRange == 0..<7)
    key(window, .keyboardC, "c", .control)
    #expect(pasteboard.string == "copy me")
    key(window, .keyboardLeftArrow)
    key(window, .keyboardRightArrow, "", .shift)
    key(window, .keyboardRightArrow, "", .shift)
    key(window, .keyboardX, "x", .control)
    #expect(field.text == "py me")
    #expect(pasteboard.string == "co")
    pasteboard.string = "line one\nline two"
    key(window, .keyboardEnd)
    key(window, .keyboardV, "v", .command)
    #expect(field.text == "py meline one line two")
    // A secret is not copied.
    field.isSecureTextEntry = true
    pasteboard.string = "before"
    field.selectAll(nil)
    key(window, .keyboardC, "c", .control)
    #expect(pasteboard.string == "before")
    finish(field)
  }

  @Test func returnAsksTheDelegateAndEndsEditingWhenDidEndOnExitHasAnAction() {
    let (window, field, recorder) = makeField()
    field.becomeFirstResponder()
    recorder.log = []
    key(window, .keyboardReturnOrEnter, "\r")
    #expect(recorder.log == ["shouldReturn"])
    #expect(field.isEditing, "no action for .editingDidEndOnExit: editing goes on")
    field.addAction(UIAction { _ in recorder.log.append("exit") }, for: .editingDidEndOnExit)
    recorder.returns = false
    recorder.log = []
    key(window, .keyboardReturnOrEnter, "\r")
    #expect(recorder.log == ["shouldReturn"])
    recorder.returns = true
    recorder.log = []
    key(window, .keyboardReturnOrEnter, "\r")
    #expect(recorder.log == ["shouldReturn", "exit", "shouldEnd", "didEnd", "editingDidEnd"])
    #expect(!field.isEditing)
    finish(field)
  }

  @Test func tappingBeginsEditingAtTheTapAndDraggingSelects() {
    let (window, field, recorder) = makeField()
    field.text = "abcdefgh"
    window.layoutIfNeeded()
    let offsets = TextRenderer.caretOffsets(of: "abcdefgh", font: field.font!)
    let origin =
      field.convert(CGPoint.zero, to: window).x + field.textRect(forBounds: field.bounds).minX
    func point(_ index: Int) -> CGPoint { CGPoint(x: origin + offsets[index] + 0.5, y: 37) }
    window.deliverTouch(id: 1, phase: .began, location: point(3), timestamp: 0)
    #expect(!field.isEditing, "editing begins when the tap ends")
    window.deliverTouch(id: 1, phase: .ended, location: point(3), timestamp: 0.1)
    #expect(field.isEditing)
    #expect(field.selectedCharacterRange == 3..<3)
    #expect(recorder.log.prefix(3) == ["shouldBegin", "didBegin", "editingDidBegin"])
    window.deliverTouch(id: 1, phase: .began, location: point(2), timestamp: 1)
    window.deliverTouch(id: 1, phase: .moved, location: point(6), timestamp: 1.1)
    window.deliverTouch(id: 1, phase: .ended, location: point(6), timestamp: 1.2)
    #expect(field.selectedCharacterRange == 2..<6)
    // Past the end, the caret goes to the end.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 210, y: 37), timestamp: 2)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 210, y: 37), timestamp: 2.1)
    #expect(field.selectedCharacterRange == 8..<8)
    finish(field)
  }

  @Test func theClearButtonAsksThenEmptiesTheField() {
    let (window, field, recorder) = makeField()
    field.clearButtonMode = .always
    field.text = "clear me"
    window.layoutIfNeeded()
    let button = field.clearButtonRect(forBounds: field.bounds)
    #expect(field.textRect(forBounds: field.bounds).maxX <= button.minX)
    let p = field.convert(CGPoint(x: button.midX, y: button.midY), to: window)
    window.deliverTouch(id: 1, phase: .began, location: p, timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: p, timestamp: 0.1)
    #expect(field.text == "")
    #expect(recorder.log.first == "shouldClear")
    #expect(recorder.log.contains("editingChanged"))
    finish(field)
  }

  @Test func theCaretFollowsTheTextBlinksAndScrollsLongTextIntoView() {
    let (window, field, _) = makeField()
    field.becomeFirstResponder()
    window.deliverText("abc")
    window.layoutIfNeeded()
    let caret = field.subviews[0]
    let offsets = TextRenderer.caretOffsets(of: "abc", font: field.font!)
    let area = field.textRect(forBounds: field.bounds)
    #expect(caret.frame.width == 2)
    #expect(abs(caret.frame.midX - (area.minX + offsets[3])) <= 1)
    #expect(!caret.isHidden)
    VirtualTime.advance(by: 0.51)
    #expect(caret.isHidden)
    VirtualTime.advance(by: 0.5)
    #expect(!caret.isHidden)
    VirtualTime.advance(by: 0.3)
    window.deliverText("d")
    VirtualTime.advance(by: 0.3)
    #expect(!caret.isHidden, "typing restarts the blink")
    // Much more text than fits: the caret stays inside the text area.
    window.deliverText(String(repeating: "wide text ", count: 10))
    window.layoutIfNeeded()
    #expect(caret.frame.maxX <= area.maxX + 1)
    #expect(caret.frame.minX >= area.maxX - 12)
    key(window, .keyboardHome)
    window.layoutIfNeeded()
    #expect(abs(caret.frame.midX - area.minX) <= 1)
    key(window, .keyboardEnd)
    window.layoutIfNeeded()
    #expect(abs(field.caretRect(for: field.beginningOfDocument).midX - area.minX) > 50)
    field.resignFirstResponder()
    #expect(caret.isHidden)
    // Not editing, a long text shows from its start.
    #expect(abs(field.caretRect(for: field.beginningOfDocument).midX - area.minX) <= 1)
    finish(field)
  }

  @Test func endEditingForcesAndLeavingTheWindowEndsEditing() {
    let (window, field, recorder) = makeField()
    field.becomeFirstResponder()
    recorder.allowsEnd = false
    #expect(!window.endEditing(false))
    #expect(field.isEditing)
    #expect(window.endEditing(true))
    #expect(!field.isEditing && !field.isFirstResponder)
    recorder.allowsEnd = true
    field.becomeFirstResponder()
    recorder.log = []
    field.removeFromSuperview()
    #expect(!field.isEditing && !field.isFirstResponder)
    #expect(recorder.log == ["didEnd", "editingDidEnd"])
    finish(field)
  }

  @Test func positionsAndRangesCountUTF16AsUIKitDoes() throws {
    let (_, field, recorder) = makeField()
    field.text = "a😀bc"
    #expect(field.selectedTextRange == nil, "no selection while not editing")
    field.becomeFirstResponder()
    let end = field.endOfDocument
    #expect(field.offset(from: field.beginningOfDocument, to: end) == 5)
    let caret = try #require(field.selectedTextRange)
    #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 5)
    // Select the emoji and the "b" after it.
    let from = try #require(field.position(from: field.beginningOfDocument, offset: 1))
    let to = try #require(field.position(from: from, offset: 3))
    #expect(field.position(from: end, offset: 1) == nil)
    #expect(field.compare(from, to: to) == .orderedAscending)
    let range = try #require(field.textRange(from: to, to: from))
    #expect(field.text(in: range) == "😀b")
    recorder.log = []
    field.selectedTextRange = range
    #expect(field.selectedCharacterRange == 1..<3)
    #expect(recorder.log == ["selection"])
    // Character-wise moves step over the emoji whole.
    let back = try #require(field.position(from: to, in: .left, offset: 2))
    #expect(field.offset(from: field.beginningOfDocument, to: back) == 1)
    field.replace(range, withText: "XY")
    #expect(field.text == "aXYc")
    #expect(recorder.log.contains("shouldChange 1,3 'XY'"))
    #expect(field.selectedCharacterRange == 3..<3)
    let rect = field.caretRect(for: field.beginningOfDocument)
    #expect(rect.width == 2 && abs(rect.midX - field.textRect(forBounds: field.bounds).minX) <= 1)
    let nearest = try #require(field.closestPosition(to: CGPoint(x: 500, y: 10)))
    #expect(nearest == field.endOfDocument)
    finish(field)
  }

  @Test func wordKeysDoubleClicksAndTabMoveByWordsAndFields() {
    let (window, field, _) = makeField()
    let second = UITextField(frame: CGRect(x: 20, y: 120, width: 200, height: 34))
    let beside = UITextField(frame: CGRect(x: 240, y: 20, width: 60, height: 34))
    second.text = "second"
    window.addSubview(second)
    window.addSubview(beside)
    field.text = "one two, three"
    field.becomeFirstResponder()
    key(window, .keyboardLeftArrow, "", .control)
    #expect(field.selectedCharacterRange == 9..<9)
    key(window, .keyboardLeftArrow, "", [.control, .shift])
    #expect(field.selectedCharacterRange == 4..<9)
    key(window, .keyboardLeftArrow)
    key(window, .keyboardRightArrow, "", .alternate)
    #expect(field.selectedCharacterRange == 7..<7)
    key(window, .keyboardDeleteOrBackspace, "\u{8}", .control)
    #expect(field.text == "one , three")
    // A double click selects the word under it.
    field.layoutIfNeeded()
    let offsets = TextRenderer.caretOffsets(of: "one , three", font: field.font!)
    let x = field.convert(CGPoint.zero, to: window).x + field.textRect(forBounds: field.bounds).minX
    let p = CGPoint(x: x + (offsets[7] + offsets[8]) / 2, y: 37)
    window.deliverTouch(id: 1, phase: .began, location: p, timestamp: 10)
    window.deliverTouch(id: 1, phase: .ended, location: p, timestamp: 10.05)
    window.deliverTouch(id: 1, phase: .began, location: p, timestamp: 10.2)
    window.deliverTouch(id: 1, phase: .ended, location: p, timestamp: 10.25)
    #expect(field.selectedCharacterRange == 6..<11)
    // Tab goes to the field to the right (same row), then the one below, then back round.
    key(window, .keyboardTab, "\t")
    #expect(beside.isFirstResponder && !field.isEditing)
    key(window, .keyboardTab, "\t")
    #expect(second.isFirstResponder)
    #expect(second.selectedCharacterRange == 0..<6, "the field's text is selected")
    key(window, .keyboardTab, "\t", .shift)
    #expect(beside.isFirstResponder)
    key(window, .keyboardTab, "\t")
    key(window, .keyboardTab, "\t")
    #expect(field.isFirstResponder)
    finish(field)
  }

  @Test func adjustsFontSizeToFitWidthShrinksTextThatIsTooWide() {
    func darkColumns(adjusting: Bool) -> (first: Int, last: Int) {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
      field.backgroundColor = .white
      field.text = "MMMMMMMMMMMMMMMM"
      field.adjustsFontSizeToFitWidth = adjusting
      field.minimumFontSize = 6
      let pixels = field.renderedImage(scale: 1).cgImage!.premultipliedARGBPixels()
      var columns: [Int] = []
      for x in 0..<120 where (0..<30).contains(where: { pixels[$0 * 120 + x] & 0xFF < 200 }) {
        columns.append(x)
      }
      return (columns.first ?? -1, columns.last ?? -1)
    }
    let clipped = darkColumns(adjusting: false)
    let fitted = darkColumns(adjusting: true)
    #expect(clipped.first <= 3 && clipped.last >= 114, "too wide: cut at the edge")
    #expect(fitted.first <= 3 && fitted.last < 119 && fitted.last > 100, "shrunk to fit")
    // About 16 letters in 120 points: the font shrank to about half its 17-point size.
    #expect(fitted.last - fitted.first > 100)

  }

  @Test func undoTakesBackARunOfTypingOrOneEditAndRedoMakesItAgain() {
    let (window, field, recorder) = makeField()
    field.text = "start"
    field.becomeFirstResponder()
    window.deliverText(" one")
    window.deliverText(" two")
    key(window, .keyboardLeftArrow)
    window.deliverText("X")
    #expect(field.text == "start one twXo")
    key(window, .keyboardDeleteOrBackspace, "\u{8}")
    key(window, .keyboardDeleteOrBackspace, "\u{8}")
    #expect(field.text == "start one to")
    recorder.log = []
    key(window, .keyboardZ, "z", .control)
    #expect(field.text == "start one two", "each deletion is a step")
    #expect(field.selectedCharacterRange == 12..<12)
    #expect(recorder.log == ["editingChanged", "selection"], "the delegate is not asked")
    key(window, .keyboardZ, "z", .control)
    #expect(field.text == "start one twXo")
    key(window, .keyboardZ, "z", .control)
    #expect(field.text == "start one two", "the X typed after moving the caret is its own step")
    key(window, .keyboardZ, "z", .control)
    #expect(field.text == "start", "typing ' one two' in a run is one step")
    #expect(field.selectedCharacterRange == 5..<5)
    key(window, .keyboardZ, "z", .control)
    #expect(field.text == "start", "nothing more to undo: setting the text cleared the history")
    key(window, .keyboardZ, "z", [.control, .shift])
    #expect(field.text == "start one two")
    key(window, .keyboardY, "y", .control)
    #expect(field.text == "start one twXo")
    // A new edit ends the redo history.
    window.deliverText("!")
    #expect(field.text == "start one twX!o")
    key(window, .keyboardY, "y", .control)
    #expect(field.text == "start one twX!o")
    finish(field)
  }

  @Test func anInputMethodComposesUnderlinedTextThenCommitsIt() throws {
    let (window, field, recorder) = makeField()
    field.becomeFirstResponder()
    window.deliverText("a")
    recorder.log = []
    window.deliverMarkedText("にほ", cursor: 2)
    #expect(field.text == "aにほ", "composed text is part of the text, as in UIKit")
    #expect(field.markedCharacterRange == 1..<3)
    #expect(field.selectedCharacterRange == 3..<3)
    window.deliverMarkedText("にほん", cursor: 1)
    #expect(field.text == "aにほん")
    #expect(field.selectedCharacterRange == 2..<2)
    let marked = try #require(field.markedTextRange)
    #expect(field.text(in: marked) == "にほん")
    #expect(
      recorder.log.filter { $0.hasPrefix("shouldChange") } == [
        "shouldChange 1,0 'にほ'", "shouldChange 1,2 'にほん'",
      ])
    #expect(recorder.log.filter { $0 == "editingChanged" }.count == 2)
    // The caret's place goes to the host in the frame's report, for the input method's
    // candidate window.
    let frame = OffscreenFrame(size: window.bounds.size)
    frame.render(window)
    let caret = try #require(frame.lastReport.caretRect)
    #expect(caret == field.convert(field.subviews[0].frame, to: window))
    // Committing replaces the composed text.
    window.deliverText("日本")
    #expect(field.text == "a日本")
    #expect(field.markedTextRange == nil)
    #expect(field.selectedCharacterRange == 3..<3)
    // A composition the input method cancels leaves the text as it was.
    window.deliverMarkedText("x", cursor: 1)
    #expect(field.text == "a日本x")
    window.deliverMarkedText("", cursor: 0)
    #expect(field.text == "a日本")
    #expect(field.markedTextRange == nil)
    // unmarkText keeps the composed text.
    field.setMarkedText("y", selectedRange: NSRange(location: 1, length: 0))
    field.unmarkText()
    #expect(field.text == "a日本y" && field.markedTextRange == nil)
    field.resignFirstResponder()
    frame.render(window)
    #expect(frame.lastReport.caretRect == nil)
    finish(field)
  }

  @Test func aCustomKeyInputViewGetsTypedText() {
    final class PinView: UIView, UIKeyInput {
      var digits = ""
      var hasText: Bool { !digits.isEmpty }
      func insertText(_ text: String) { digits += text.filter(\.isNumber) }
      func deleteBackward() { _ = digits.popLast() }
      override var canBecomeFirstResponder: Bool { true }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let pin = PinView(frame: window.bounds)
    window.addSubview(pin)
    #expect(pin.becomeFirstResponder())
    window.deliverText("12a3")
    #expect(pin.digits == "123")
    window.deliverKey(
      isDown: true, characters: "\u{8}", modifiers: [], keyCode: .keyboardDeleteOrBackspace,
      timestamp: 0)
    #expect(pin.digits == "12")
    #expect(pin.keyboardType == .default, "the traits have defaults")
    pin.resignFirstResponder()
  }
}
