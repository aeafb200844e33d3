import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

@MainActor
@Suite(.serialized)
struct SearchBarTests {
  /// Records what a search bar asks and tells, in order.
  final class Recorder: NSObject, UISearchBarDelegate {
    var log: [String] = []
    var allowsChange = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
      log.append("shouldBegin")
      return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
      log.append("shouldEnd")
      return true
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      log.append("textDidChange '\(searchText)'")
    }
    func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      log.append("shouldChange \(range.location),\(range.length) '\(text)'")
      return allowsChange
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBar(
      _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
    ) {
      log.append("scope \(selectedScope)")
    }
  }

  /// A 320-point-wide screen with a search bar sized to fit at its top.
  private func makeBar() -> (AppDriver, UISearchBar, Recorder) {
    UIResponder.currentFirstResponder = nil
    let root = UIView()
    root.backgroundColor = .white
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    bar.sizeToFit()
    let recorder = Recorder()
    bar.delegate = recorder
    root.addSubview(bar)
    let app = AppDriver(rootView: root, size: CGSize(width: 320, height: 400))
    return (app, bar, recorder)
  }

  @Test func defaultsAndSizeFollowUIKit() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    #expect(bar.text == "")
    #expect(bar.placeholder == nil)
    #expect(bar.searchTextField.placeholder == "Search")
    #expect(bar.prompt == nil)
    #expect(!bar.showsCancelButton && !bar.showsScopeBar)
    #expect(bar.scopeButtonTitles == nil && bar.selectedScopeButtonIndex == 0)
    #expect(bar.searchBarStyle == .default && bar.barTintColor == nil && bar.isTranslucent)
    #expect(bar.returnKeyType == .search)
    #expect(bar.searchTextField.clearButtonMode == .whileEditing)
    #expect(bar.searchTextField.leftViewMode == .always)
    bar.sizeToFit()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    bar.placeholder = "Mail"
    #expect(bar.searchTextField.placeholder == "Mail")
    bar.prompt = "Find a message"
    bar.sizeToFit()
    #expect(bar.frame.height == 86)
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame.minY == 40)
  }

  @Test func typingReturnAndCancelCallTheDelegateInOrder() {
    let (app, bar, recorder) = makeBar()
    bar.showsCancelButton = true
    app.advance(by: 0.1)
    #expect(bar.searchTextField.frame.maxX < bar.cancelButton.frame.minX)
    app.tap(at: CGPoint(x: 100, y: 28))
    #expect(bar.isFirstResponder && bar.searchTextField.isEditing)
    app.type("a")
    app.type("b")
    app.pressKey("", keyCode: .keyboardDeleteOrBackspace)
    app.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(bar.isFirstResponder, "Return does not end editing")
    let cancel = bar.cancelButton.frame
    app.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
    #expect(
      recorder.log == [
        "shouldBegin", "didBegin",
        "shouldChange 0,0 'a'", "textDidChange 'a'",
        "shouldChange 1,0 'b'", "textDidChange 'ab'",
        "shouldChange 1,1 ''", "textDidChange 'a'",
        "search", "cancel",
      ])
    #expect(bar.text == "a")
    recorder.log = []
    bar.text = "code"
    #expect(recorder.log.isEmpty, "setting text in code calls no delegate method")
    recorder.allowsChange = false
    app.type("x")
    #expect(bar.text == "code")
    #expect(recorder.log == ["shouldChange 4,0 'x'"])
    recorder.log = []
    bar.resignFirstResponder()
    #expect(recorder.log == ["shouldEnd", "didEnd"])
    bar.delegate = nil
    UIResponder.currentFirstResponder = nil
  }

  @Test func escapeActsAsCancelWhileTheCancelButtonShows() {
    let (app, bar, recorder) = makeBar()
    bar.becomeFirstResponder()
    app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    #expect(!recorder.log.contains("cancel"))
    bar.setShowsCancelButton(true, animated: true)
    app.advance(by: 0.3)
    app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    #expect(recorder.log.last == "cancel")
    bar.delegate = nil
    UIResponder.currentFirstResponder = nil
  }

  @Test func scopeBarLaysOutBelowTheFieldAndReportsChanges() {
    let (app, bar, recorder) = makeBar()
    bar.scopeButtonTitles = ["All", "Inbox", "Sent"]
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56, "hidden scope bar")
    bar.showsScopeBar = true
    bar.sizeToFit()
    app.advance(by: 0.1)
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    #expect(bar.scopeControl.frame == CGRect(x: 8, y: 58, width: 304, height: 32))
    #expect(bar.scopeControl.numberOfSegments == 3 && bar.scopeControl.selectedSegmentIndex == 0)
    // The second of three equal segments.
    app.tap(at: CGPoint(x: 8 + 304 / 2, y: 74))
    #expect(bar.selectedScopeButtonIndex == 1)
    #expect(recorder.log == ["scope 1"])
    bar.selectedScopeButtonIndex = 2
    #expect(bar.scopeControl.selectedSegmentIndex == 2)
    #expect(recorder.log == ["scope 1"], "setting the index in code calls no delegate method")
    bar.delegate = nil
  }

  @Test func tokensComeBeforeTheTextAndBackspaceRemovesThem() {
    let (app, bar, _) = makeBar()
    let field = bar.searchTextField
    let plain = field.textRect(forBounds: field.bounds)
    #expect(plain.minX == 32, "the text starts 6 points after the 18-point glass at x = 8")
    field.insertToken(UISearchToken(icon: nil, text: "Unread"), at: 0)
    let withToken = field.textRect(forBounds: field.bounds)
    #expect(withToken.minX > plain.minX + 40)
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    bar.becomeFirstResponder()
    app.type("a")
    app.pressKey("", keyCode: .keyboardDeleteOrBackspace)
    #expect(field.tokens.count == 1 && bar.text == "")
    app.pressKey("", keyCode: .keyboardDeleteOrBackspace)
    #expect(field.tokens.isEmpty)
    #expect(changes == 3)
    bar.delegate = nil
    UIResponder.currentFirstResponder = nil
  }
}
