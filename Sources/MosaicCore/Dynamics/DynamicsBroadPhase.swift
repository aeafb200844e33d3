import Foundation

/// Finds the pairs of bodies whose bounding boxes overlap with a uniform grid, without testing
/// every pair: each box is filed in the cells it covers (counting sort), and a pair is reported
/// only by the cell holding the corner where the two boxes' overlap begins, so once.
///
/// The cell size follows the boxes' average extent; a box covering more than 16 cells is kept
/// aside and tested against all others, so that one huge body does not put every body into
/// one cell. The buffers are kept between steps.
struct DynamicsBroadPhase {
  private var cellStarts: [Int32] = []
  private var entries: [Int32] = []
  private var oversized: [Int32] = []
  private var cellOfBox: [(x0: Int32, y0: Int32, x1: Int32, y1: Int32)] = []

  /// Appends `(i, j)` with `i < j` to `pairs` once for every pair of overlapping boxes whose
  /// masks share a bit, in an order that depends only on the boxes.
  ///
  /// - Complexity: O(n + k) for n boxes of comparable size and k overlapping pairs.
  mutating func findPairs(
    minima: [DynamicsVector], maxima: [DynamicsVector], masks: [UInt64],
    into pairs: inout [(Int, Int)]
  ) {
    let n = minima.count
    guard n >= 2 else { return }
    var lo = DynamicsVector(Double.infinity, Double.infinity)
    var hi = DynamicsVector(-Double.infinity, -Double.infinity)
    var extent = 0.0
    var counted = 0
    for i in 0..<n where masks[i] != 0 {
      lo = DynamicsVector(min(lo.x, minima[i].x), min(lo.y, minima[i].y))
      hi = DynamicsVector(max(hi.x, maxima[i].x), max(hi.y, maxima[i].y))
      extent += max(maxima[i].x - minima[i].x, maxima[i].y - minima[i].y)
      counted += 1
    }
    guard counted >= 2, lo.isFinite, hi.isFinite else { return }
    var cell = max(2 * extent / Double(counted), 1)
    // Keep the grid within about four cells a body.
    let area = (hi.x - lo.x + cell) * (hi.y - lo.y + cell)
    let limit = Double(4 * counted + 16)
    if area / (cell * cell) > limit { cell = (area / limit).squareRoot() }
    let columns = Int((hi.x - lo.x) / cell) + 1
    let rows = Int((hi.y - lo.y) / cell) + 1
    let cellCount = columns * rows

    cellStarts.removeAll(keepingCapacity: true)
    cellStarts.append(contentsOf: repeatElement(0, count: cellCount + 1))
    oversized.removeAll(keepingCapacity: true)
    cellOfBox.removeAll(keepingCapacity: true)
    for i in 0..<n {
      guard masks[i] != 0 else {
        cellOfBox.append((0, 0, -1, -1))
        continue
      }
      let x0 = Int32((minima[i].x - lo.x) / cell)
      let y0 = Int32((minima[i].y - lo.y) / cell)
      let x1 = Int32(min(Double(columns - 1), (maxima[i].x - lo.x) / cell))
      let y1 = Int32(min(Double(rows - 1), (maxima[i].y - lo.y) / cell))
      if Int(x1 - x0 + 1) * Int(y1 - y0 + 1) > 16 {
        oversized.append(Int32(i))
        cellOfBox.append((0, 0, -1, -1))
        continue
      }
      cellOfBox.append((x0, y0, x1, y1))
      for y in y0...y1 {
        for x in x0...x1 { cellStarts[Int(y) * columns + Int(x) + 1] += 1 }
      }
    }
    for c in 0..<cellCount { cellStarts[c + 1] += cellStarts[c] }
    entries.removeAll(keepingCapacity: true)
    entries.append(contentsOf: repeatElement(0, count: Int(cellStarts[cellCount])))
    var fill = cellStarts
    for i in 0..<n {
      let box = cellOfBox[i]
      guard box.x1 >= box.x0 else { continue }
      for y in box.y0...box.y1 {
        for x in box.x0...box.x1 {
          let c = Int(y) * columns + Int(x)
          entries[Int(fill[c])] = Int32(i)
          fill[c] += 1
        }
      }
    }

    @inline(__always) func overlap(_ a: Int, _ b: Int) -> Bool {
      minima[a].x <= maxima[b].x && minima[b].x <= maxima[a].x && minima[a].y <= maxima[b].y
        && minima[b].y <= maxima[a].y && masks[a] & masks[b] != 0
    }

    for c in 0..<cellCount {
      let start = Int(cellStarts[c])
      let end = Int(cellStarts[c + 1])
      guard end - start >= 2 else { continue }
      let cx = Int32(c % columns)
      let cy = Int32(c / columns)
      for p in start..<(end - 1) {
        let a = Int(entries[p])
        for q in (p + 1)..<end {
          let b = Int(entries[q])
          guard overlap(a, b) else { continue }
          // Only the cell holding the overlap's first corner reports the pair.
          let homeX = max(cellOfBox[a].x0, cellOfBox[b].x0)
          let homeY = max(cellOfBox[a].y0, cellOfBox[b].y0)
          guard homeX == cx, homeY == cy else { continue }
          pairs.append((min(a, b), max(a, b)))
        }
      }
    }
    for (k, big) in oversized.enumerated() {
      let a = Int(big)
      for b in 0..<n where b != a {
        // Pairs of two oversized boxes are reported by the first of them only.
        if cellOfBox[b].x1 < cellOfBox[b].x0, oversized[..<k].contains(Int32(b)) { continue }
        if masks[b] == 0 { continue }
        if overlap(a, b) { pairs.append((min(a, b), max(a, b))) }
      }
    }
  }
}
