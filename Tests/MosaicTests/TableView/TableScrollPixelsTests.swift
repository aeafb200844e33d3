import MosaicTestSupport
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A table scrolls as a collection view does: its rows view follows the scroll, so the frame
/// buffer moves the pixels drawn and draws only the rows that came into view, and the result is
/// what drawing the table again gives.
@MainActor
struct TableScrollPixelsTests {
  private final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(indexPath.row)"
      cell.contentConfiguration = content
      return cell
    }
  }

  /// A screen holding a table under a 44-pt bar.
  private func makeTable(_ rows: Rows) -> (screen: UIView, table: UITableView) {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 524))
    screen.backgroundColor = .white
    let table = UITableView(frame: CGRect(x: 0, y: 44, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    screen.addSubview(table)
    return (screen, table)
  }

  @Test func scrollingMovesPixels() {
    defer { FrameBuffer.movesScrolledPixels = true }
    let rows = Rows()
    let (screen, table) = makeTable(rows)
    let (twinScreen, twin) = makeTable(rows)
    let moving = OffscreenFrame(size: screen.bounds.size, scale: 1)
    let drawing = OffscreenFrame(size: screen.bounds.size, scale: 1)
    FrameBuffer.movesScrolledPixels = true
    moving.render(screen)
    var moved = 0
    for step in 1...12 {
      let y = CGFloat(step * 20)
      table.contentOffset.y = y
      twin.contentOffset.y = y
      FrameBuffer.movesScrolledPixels = true
      moving.render(screen)
      moved += moving.lastReport.work.scrollsMoved
      let drawn = CGFloat(moving.lastReport.work.pixelsDrawn)
      #expect(drawn < 320 * 480 / 3, "step \(step): \(drawn) pixels drawn")
      FrameBuffer.movesScrolledPixels = false
      drawing.render(twinScreen, force: true)
      #expect(moving.pixels() == drawing.pixels(), "step \(step)")
    }
    #expect(moved == 12)
  }
}
