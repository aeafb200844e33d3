import Foundation

/// The device pixels of a frame that must be drawn again: a short list of whole-pixel
/// rectangles inside the frame's bounds, none overlapping another.
///
/// Rectangles that overlap are merged into their bounding box, and past `maximumCount`
/// rectangles the two whose bounding box adds the fewest pixels are merged, so drawing it
/// costs about its area plus a small constant per rectangle, and damage at opposite edges of
/// a frame (a row leaving at the top, one arriving at the bottom) stays apart.
struct DamageRegion: Equatable, Sendable {
  /// The frame's pixels: everything added is clipped to them.
  let bounds: CGRect
  /// The rectangles, whole pixels, disjoint, inside `bounds`.
  private(set) var rects: [CGRect] = []

  /// Past this many rectangles the closest two are merged.
  static let maximumCount = 16

  /// An empty region of a `bounds`-sized frame.
  init(bounds: CGRect) {
    self.bounds = bounds
  }

  /// Whether nothing is damaged.
  var isEmpty: Bool { rects.isEmpty }

  /// Whether the whole frame is damaged.
  var coversBounds: Bool { rects.count == 1 && rects[0] == bounds }

  /// The number of damaged pixels.
  var area: Double { rects.reduce(0) { $0 + Double($1.width * $1.height) } }

  /// The bounding box of the damage (`.null` when empty).
  var boundingBox: CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

  /// Damages the whole frame.
  mutating func addAll() {
    rects = bounds.isEmpty ? [] : [bounds]
  }

  /// Damages `rect` (device pixels), widened to whole pixels and clipped to the frame.
  /// Non-finite or empty rectangles add nothing.
  mutating func add(_ rect: CGRect) {
    guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
      rect.height.isFinite
    else { return }
    let x0 = max(bounds.minX, rect.minX.rounded(.down))
    let y0 = max(bounds.minY, rect.minY.rounded(.down))
    let x1 = min(bounds.maxX, rect.maxX.rounded(.up))
    let y1 = min(bounds.maxY, rect.maxY.rounded(.up))
    guard x1 > x0, y1 > y0 else { return }
    let r = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    if rects.contains(where: { $0.contains(r) }) { return }
    insertMerging(r)
    while rects.count > Self.maximumCount {
      let (i, j) = Self.closestPair(rects)
      let union = rects[i].union(rects[j])
      rects.remove(at: j)
      rects.remove(at: i)
      insertMerging(union)
    }
  }

  /// Adds `rect`, merged with every rectangle it overlaps until it overlaps none.
  private mutating func insertMerging(_ rect: CGRect) {
    var r = rect
    var merged = true
    while merged {
      merged = false
      var i = 0
      while i < rects.count {
        if rects[i].intersects(r) && !rects[i].intersection(r).isEmpty {
          r = r.union(rects[i])
          rects.remove(at: i)
          merged = true
        } else {
          i += 1
        }
      }
    }
    rects.append(r)
  }

  /// The indices `i < j` of the two rectangles whose bounding box adds the fewest pixels to
  /// theirs (the first such pair). `rects` has at least two rectangles.
  static func closestPair(_ rects: [CGRect]) -> (Int, Int) {
    var best = (0, 1)
    var bestCost = Double.infinity
    for i in rects.indices {
      let a = rects[i]
      let areaA = Double(a.width * a.height)
      for j in (i + 1)..<rects.count {
        let b = rects[j]
        let u = a.union(b)
        let cost = Double(u.width * u.height) - areaA - Double(b.width * b.height)
        if cost < bestCost {
          bestCost = cost
          best = (i, j)
        }
      }
    }
    return best
  }

  /// Merges rectangles for drawing: while the two closest rectangles' bounding box adds fewer
  /// than `pixelsPerPass` pixels, they become one. Each rectangle is drawn by its own pass over
  /// the layer tree, so when a pass costs about as much as drawing `pixelsPerPass` pixels,
  /// drawing a few more pixels in one pass is cheaper than another pass.
  mutating func mergeWhereCheaper(pixelsPerPass: Double) {
    while rects.count > 1 {
      let (i, j) = Self.closestPair(rects)
      let union = rects[i].union(rects[j])
      let added =
        Double(union.width * union.height) - Double(rects[i].width * rects[i].height)
        - Double(rects[j].width * rects[j].height)
      guard added < pixelsPerPass else { return }
      rects.remove(at: j)
      rects.remove(at: i)
      insertMerging(union)
    }
  }

  /// Adds every rectangle of `other`.
  mutating func formUnion(_ other: DamageRegion) {
    for r in other.rects { add(r) }
  }
}
