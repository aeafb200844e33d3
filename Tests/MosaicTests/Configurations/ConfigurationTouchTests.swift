import Testing

@testable import Mosaic
@testable import MosaicTesting

/// Configuration updates driven by touches on a collection view in a window: each touch's
/// state changes reach `updateConfiguration(using:)` and then the handler, once, at the
/// layout that follows the delegate's calls.
@MainActor
struct ConfigurationTouchTests {
  @Test func aTapHighlightsThenSelectsWithOneUpdateEach() {
    let model = ConfigurationLogModel(count: 3)
    let view = model.makeView()
    let app = AppDriver(rootView: view, size: CGSize(width: 320, height: 200))
    // Every cell is updated once before it is first displayed.
    #expect(
      model.log == [
        "update 0 --", "handler 0 --", "update 1 --", "handler 1 --", "update 2 --",
        "handler 2 --",
      ])
    model.log = []
    let point = CGPoint(x: 160, y: 44 + 22)
    app.touchDown(at: point)
    let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))!
    let fill = cell.configurationStorage.backgroundView!.fill
    app.advance(by: 0.05)
    app.touchUp(at: point)
    // The highlight comes with the lift here; unhighlighting and selecting are one update.
    #expect(
      model.log == [
        "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
        "didSelect 1", "update 1 -s", "handler 1 -s",
      ])
    #expect(fill.backgroundColor == .systemGray4)
    model.log = []
    // Selecting another row deselects this one: both update at the next layout.
    app.tap(at: CGPoint(x: 160, y: 22))
    #expect(
      model.log == [
        "shouldHighlight 0", "didHighlight 0", "shouldSelect 0",
        "didUnhighlight 0", "didDeselect 1", "didSelect 0", "update 0 -s", "handler 0 -s",
        "update 1 --", "handler 1 --",
      ])
    #expect(fill.backgroundColor == .systemBackground)
    app.advance(by: 1)
  }
}
