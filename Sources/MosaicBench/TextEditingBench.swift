import Foundation
@_spi(MosaicTesting) import Mosaic
import MosaicTesting

/// `text.*`: editing a 1 MB text in a `UITextField`.
@MainActor
enum TextEditingBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "text.field.paste", "1 MB pasted into a text field, the caret moved to the end, a frame"
    ) {
      var samples: [Double] = []
      for run in 0..<4 {
        let (app, field) = makeField()
        UIPasteboard.general.string = megabyte(seed: UInt64(run))
        let start = monotonicNanoseconds()
        field.paste(nil)
        let end = field.endOfDocument
        field.selectedTextRange = field.textRange(from: end, to: end)
        app.advance(by: app.frameDuration)
        let elapsed = Double(monotonicNanoseconds() - start) / 1e9
        if run > 0 { samples.append(elapsed) }
      }
      report("text.field.paste", BenchStats(samples: samples), extra: "(1 MB of words, 390x844)")
    }
    registry.register(
      "text.field.keystroke", "a key typed, and the caret moved, in a field holding 1 MB"
    ) {
      let (app, field) = makeField()
      field.text = megabyte(seed: 9)
      let end = field.endOfDocument
      field.selectedTextRange = field.textRange(from: end, to: end)
      app.advance(by: app.frameDuration)
      let typing = measure(warmup: 3, iterations: 30) {
        app.type("a")
        app.advance(by: app.frameDuration)
      }
      report("text.field.keystroke", typing, extra: "(typed at the end of 1 MB, with a frame)")
      let middle = field.position(from: field.beginningOfDocument, offset: 500_000)!
      field.selectedTextRange = field.textRange(from: middle, to: middle)
      app.advance(by: app.frameDuration)
      let typingInside = measure(warmup: 3, iterations: 30) {
        app.type("b")
        app.advance(by: app.frameDuration)
      }
      report(
        "text.field.keystroke.middle", typingInside,
        extra: "(typed in the middle of 1 MB, with a frame)")
      let moving = measure(warmup: 3, iterations: 30) {
        app.pressKey("", keyCode: .keyboardLeftArrow)
        app.advance(by: app.frameDuration)
      }
      report("text.field.caret", moving, extra: "(left arrow in the middle of 1 MB, with a frame)")
    }
  }

  static func makeField() -> (AppDriver, UITextField) {
    let root = UIView()
    let field = UITextField(frame: CGRect(x: 10, y: 100, width: 370, height: 40))
    field.borderStyle = .roundedRect
    root.addSubview(field)
    let app = AppDriver(rootView: root)
    _ = field.becomeFirstResponder()
    return (app, field)
  }

  /// About a million bytes of lowercase words of 2 to 9 letters.
  static func megabyte(seed: UInt64) -> String {
    var state = seed &+ 0x9E37_79B9_7F4A_7C15
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1_000_010)
    while bytes.count < 1_000_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = 2 + Int((state >> 33) % 8)
      for k in 0..<length { bytes.append(UInt8(97 + Int((state >> UInt64(k * 5)) % 26))) }
      bytes.append(32)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
