import Foundation

/// One command of the edit menu: the title shown and the action sent when it is chosen.
struct EditMenuItem: Equatable {
  var title: String
  var action: Selector

  /// The standard edit commands a collection view's menu may offer, in the order UIKit shows
  /// them.
  static let standardEditActions: [EditMenuItem] = [
    EditMenuItem(title: "Cut", action: Selector("cut:")),
    EditMenuItem(title: "Copy", action: Selector("copy:")),
    EditMenuItem(title: "Paste", action: Selector("paste:")),
  ]
}

/// Where the edit menu's bar goes and how its parts are placed: a row of items in a rounded
/// bubble, with a small arrow pointing at the target.
///
/// The bar sits above the target, centred on it, its arrow's tip on the target's top edge;
/// when there is no room above it (within `screenMargin` of the container's edge) it goes
/// below, pointing up at the target's bottom edge. It is moved sideways to stay inside the
/// container, and the arrow then moves along the bar to keep pointing at the target's centre.
/// Pure geometry: every number here is in points.
struct EditMenuLayout: Equatable {
  /// The height of the bubble (without the arrow).
  static let barHeight: CGFloat = 36
  /// The radius of the bubble's corners.
  static let cornerRadius: CGFloat = 8
  /// The width of the arrow's base.
  static let arrowWidth: CGFloat = 18
  /// How far the arrow sticks out of the bubble.
  static let arrowHeight: CGFloat = 8
  /// The space left and right of each item's title.
  static let itemPadding: CGFloat = 12
  /// The closest the bubble comes to the container's edges.
  static let screenMargin: CGFloat = 8

  /// Which way the arrow points.
  enum ArrowDirection: Equatable {
    /// Down, at the target's top edge: the bar is above the target.
    case down
    /// Up, at the target's bottom edge: the bar is below the target.
    case up
  }

  /// The bar view's frame in the container: the bubble and the arrow.
  var frame: CGRect
  /// The bubble in the bar view's coordinates.
  var bubble: CGRect
  /// Which way the arrow points.
  var arrowDirection: ArrowDirection
  /// The x coordinate of the arrow's tip in the bar view's coordinates.
  var arrowTipX: CGFloat
  /// Each item's area in the bar view's coordinates, left to right.
  var itemRects: [CGRect]

  /// Places a bar of items `titleWidths` wide (text only) for `target` inside `container`
  /// (both in the container's coordinates).
  init(titleWidths: [CGFloat], target: CGRect, container: CGRect) {
    let itemWidths = titleWidths.map { ($0 + 2 * Self.itemPadding).rounded(.up) }
    let width = itemWidths.reduce(0, +)
    let h = Self.barHeight
    let a = Self.arrowHeight
    let m = Self.screenMargin

    // Across: centred on the target, kept inside the container.
    let minX = container.minX + m
    let maxX = max(minX, container.maxX - m - width)
    let x = min(max((target.midX - width / 2).rounded(), minX), maxX)

    // Up or down: above when it fits, else below when that fits, else at the container's top.
    let above = (target.minY - a - h).rounded(.down)
    let below = (target.maxY + a).rounded(.up)
    let bubbleY: CGFloat
    if above >= container.minY + m {
      arrowDirection = .down
      bubbleY = above
    } else if below + h <= container.maxY - m {
      arrowDirection = .up
      bubbleY = below
    } else {
      arrowDirection = .up
      bubbleY = container.minY + m + a
    }

    switch arrowDirection {
    case .down:
      frame = CGRect(x: x, y: bubbleY, width: width, height: h + a)
      bubble = CGRect(x: 0, y: 0, width: width, height: h)
    case .up:
      frame = CGRect(x: x, y: bubbleY - a, width: width, height: h + a)
      bubble = CGRect(x: 0, y: a, width: width, height: h)
    }

    // The arrow points at the target's centre, but stays on the straight part of the edge.
    let inset = Self.cornerRadius + Self.arrowWidth / 2
    let lowTip = inset
    let highTip = max(lowTip, width - inset)
    arrowTipX = min(max((target.midX - x).rounded(), lowTip), highTip)

    var rects: [CGRect] = []
    var left: CGFloat = 0
    for w in itemWidths {
      rects.append(CGRect(x: left, y: bubble.minY, width: w, height: h))
      left += w
    }
    itemRects = rects
  }

  /// The index of the item under `point` (bar view coordinates), if any.
  func itemIndex(at point: CGPoint) -> Int? {
    itemRects.firstIndex { $0.contains(point) }
  }

  /// Whether `point` (bar view coordinates) is on the bubble or its arrow.
  func contains(_ point: CGPoint) -> Bool {
    if bubble.contains(point) { return true }
    let halfBase = Self.arrowWidth / 2
    guard point.x >= arrowTipX - halfBase, point.x <= arrowTipX + halfBase else { return false }
    switch arrowDirection {
    case .down: return point.y >= bubble.maxY && point.y <= bubble.maxY + Self.arrowHeight
    case .up: return point.y >= bubble.minY - Self.arrowHeight && point.y <= bubble.minY
    }
  }
}
