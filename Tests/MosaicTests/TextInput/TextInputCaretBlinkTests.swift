import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A caret blinks every half second of the animation clock while its owner is active.
@MainActor
@Suite(.serialized)
struct TextInputCaretBlinkTests {
  /// Counts the blink's toggles.
  final class Owner {
    var active = true
    var toggles: [Bool] = []
    var blink: CaretBlink?
  }

  @Test func itBlinksEveryHalfSecondWhileActive() {
    VirtualTime.start()
    let owner = Owner()
    let blink = CaretBlink(
      isActive: { owner.active }, didToggle: { owner.toggles.append(owner.blink?.isOn ?? true) })
    owner.blink = blink
    blink.restart()
    #expect(blink.isOn)
    VirtualTime.advance(by: 0.45)
    #expect(owner.toggles == [])
    VirtualTime.advance(by: 0.1)
    #expect(owner.toggles == [false])
    VirtualTime.advance(by: 0.5)
    #expect(owner.toggles == [false, true])
    VirtualTime.advance(by: 0.3)
    blink.restart()
    #expect(blink.isOn, "a restart shows the caret")
    VirtualTime.advance(by: 0.45)
    #expect(owner.toggles == [false, true], "and starts the half second again")
    owner.active = false
    blink.schedule()
    VirtualTime.advance(by: 2)
    #expect(owner.toggles == [false, true], "an inactive caret does not blink")
    owner.blink = nil
  }

  @Test func theIntervalIsHalfASecond() {
    #expect(CaretBlink.interval == 0.5)
  }
}
