import CCairo
import Foundation
import MosaicCore

// Scrolling by moving pixels: when the only layer that scrolled since the last frame is an
// opaque clipping layer placed on whole device pixels, with nothing drawn above it, the
// frame buffer moves the pixels it already holds by the scroll distance, and only the strip
// that came into view (and whatever else changed) is drawn again. Everything that remembers
// where it painted in the buffer (the boxes of the layers below the scrolled one, damage
// left by removed layers) moves with the pixels. A layer kept over the scrolled layer's visible
// area whose bounds origin follows the scroll (a table's rows) scrolls with it as one.

extension FrameBuffer {
  /// Whether scrolls move pixels (`MOSAIC_SCROLL_COPY=off` or `0` turns it off, so scrolls
  /// redraw the scrolled layer whole).
  static var movesScrolledPixels: Bool = {
    let value = ProcessInfo.processInfo.environment["MOSAIC_SCROLL_COPY"]?.lowercased()
    return value != "off" && value != "0" && value != "false"
  }()

  /// What moving a scroll's pixels left to draw.
  struct ScrollMove {
    /// The scrolled layer's visible pixels, all of which changed.
    var visible: CGRect
    /// The pixels that came into view, which must be drawn.
    var exposed: [CGRect]
  }

  /// Moves the pixels of the one layer of `root`'s tree that scrolled since the last frame,
  /// when that can be done exactly, and returns what is left to draw; nil when the scroll is
  /// to be drawn as any other change.
  func moveScrolledPixels(
    of root: CALayer, scale: CGFloat, time: TimeInterval, extraDamage: CGRect?
  ) -> ScrollMove? {
    var scrolled: [CALayer] = []
    Self.findScrolled(under: root, into: &scrolled)
    // A layer that followed its superlayer's scroll exactly scrolled with it: one move.
    let followers = scrolled.filter { Self.followsScroll($0, of: scrolled) }
    scrolled.removeAll { layer in followers.contains { $0 === layer } }
    guard scrolled.count == 1, let layer = scrolled.first,
      let (visible, shiftX, shiftY) = scrollGeometry(
        of: layer, root: root, scale: scale, time: time)
    else { return nil }
    guard abs(shiftX) < Int(visible.width), abs(shiftY) < Int(visible.height) else {
      return nil
    }
    // Where the frame may start elsewhere and the view is as wide as the frame and nearly as
    // tall, the frame starts elsewhere: every row moves, and the few outside the view are drawn
    // again.
    var outside: [CGRect] = []
    if shiftX == 0, spareRows > 0, visible.minX == 0, Int(visible.width) == pixelWidth,
      (pixelHeight - Int(visible.height)) * 4 <= pixelHeight
    {
      shiftFrame(byRows: shiftY)
      if visible.minY > 0 {
        outside.append(CGRect(x: 0, y: 0, width: CGFloat(pixelWidth), height: visible.minY))
      }
      if Int(visible.maxY) < pixelHeight {
        outside.append(
          CGRect(
            x: 0, y: visible.maxY, width: CGFloat(pixelWidth),
            height: CGFloat(pixelHeight) - visible.maxY))
      }
    } else {
      movePixels(in: visible, byX: shiftX, y: shiftY)
    }
    // What painted below the scrolled layer moved with it (every box below it, in one
    // step); a follower stays in place on screen, only what it holds moved.
    let dx = CGFloat(shiftX)
    let dy = CGFloat(shiftY)
    let cache = layer.renderCache
    cache.descendantBoxShift.x += dx
    cache.descendantBoxShift.y += dy
    for follower in followers {
      let box = follower.drawnBox
      if !box.isNull { follower.drawnBox = box.offsetBy(dx: -dx, dy: -dy) }
    }
    // A removed layer's pixels inside `visible` moved with the others; elsewhere they stayed.
    let top = root.renderCache
    var removals: [CGRect] = []
    for box in top.removalDamage {
      guard box.intersects(visible) else {
        removals.append(box)
        continue
      }
      removals.append(box.offsetBy(dx: dx, dy: dy).intersection(visible))
      removals += Self.parts(of: box, outside: visible)
    }
    top.removalDamage = removals
    layer.renderCache.scrollMovesPixels = true
    for follower in followers { follower.renderCache.scrollMovesPixels = true }
    work.scrollsMoved += 1
    // The strips of `visible` that no moved pixel covers, and an overlay drawn over the last
    // frame (`extraDamage`) where its pixels moved to.
    var exposed = outside
    if let extraDamage, extraDamage.intersects(visible) {
      exposed.append(extraDamage.offsetBy(dx: dx, dy: dy).intersection(visible))
    }
    if shiftY > 0 {
      exposed.append(CGRect(x: visible.minX, y: visible.minY, width: visible.width, height: dy))
    } else if shiftY < 0 {
      exposed.append(
        CGRect(x: visible.minX, y: visible.maxY + dy, width: visible.width, height: -dy))
    }
    if shiftX > 0 {
      exposed.append(CGRect(x: visible.minX, y: visible.minY, width: dx, height: visible.height))
    } else if shiftX < 0 {
      exposed.append(
        CGRect(x: visible.maxX + dx, y: visible.minY, width: -dx, height: visible.height))
    }
    return ScrollMove(visible: visible, exposed: exposed)
  }

  /// The parts of `box` outside `rect` (which it meets): up to four bands.
  static func parts(of box: CGRect, outside rect: CGRect) -> [CGRect] {
    var parts: [CGRect] = []
    if box.minY < rect.minY {
      parts.append(CGRect(x: box.minX, y: box.minY, width: box.width, height: rect.minY - box.minY))
    }
    if box.maxY > rect.maxY {
      parts.append(
        CGRect(x: box.minX, y: rect.maxY, width: box.width, height: box.maxY - rect.maxY))
    }
    let minY = max(box.minY, rect.minY)
    let maxY = min(box.maxY, rect.maxY)
    if box.minX < rect.minX {
      parts.append(CGRect(x: box.minX, y: minY, width: rect.minX - box.minX, height: maxY - minY))
    }
    if box.maxX > rect.maxX {
      parts.append(CGRect(x: rect.maxX, y: minY, width: box.maxX - rect.maxX, height: maxY - minY))
    }
    return parts
  }

  /// The layers of the changed paths below `layer` that scrolled since the last frame.
  private static func findScrolled(under layer: CALayer, into result: inout [CALayer]) {
    for child in layer.renderCache.changedSublayers
    where child.superlayer === layer && child.renderCache.queuedInParent {
      if child.renderCache.scrolled { result.append(child) }
      findScrolled(under: child, into: &result)
    }
  }

  /// Whether `layer` follows the scroll of its superlayer (also in `scrolled`) exactly: it moved
  /// with the superlayer's bounds origin and its own bounds origin moved as far, so on screen
  /// it stays in place while its content moves with the superlayer's; it covers the
  /// superlayer's bounds, so its own drawing (a uniform background or none) looks the same
  /// wherever the pixels move; and nothing else about it changed.
  private static func followsScroll(_ layer: CALayer, of scrolled: [CALayer]) -> Bool {
    guard layer.followsSuperlayerScroll, let parent = layer.superlayer,
      scrolled.contains(where: { $0 === parent })
    else { return false }
    let cache = layer.renderCache
    let shift = parent.renderCache.scrollShift
    return !cache.damagesSelf && cache.scrollShift == shift
      && cache.followShift == CGPoint(x: -shift.x, y: -shift.y)
      && layer.hasNoAnimations && CATransform3DIsIdentity(layer.transform)
      && layer.frame == parent.bounds && layer.contents == nil && layer.borderWidth == 0
      && layer.cornerRadius == 0
  }

  /// The device pixels `layer` shows and how far its content moved in whole device pixels,
  /// or nil unless its pixels can simply be moved: it and every layer above it on the path
  /// from the root are unchanged but for the scroll, placed by whole pixels without
  /// transforms or animations; it paints its bounds opaquely; no border is drawn over it;
  /// and nothing drawn after it overlaps what it shows.
  private func scrollGeometry(
    of layer: CALayer, root: CALayer, scale: CGFloat, time: TimeInterval
  ) -> (CGRect, Int, Int)? {
    let cache = layer.renderCache
    // The layer's own content stays in place while its sublayers scroll.
    guard !cache.damagesSelf, layer.masksToBounds, layer.coversItsBoundsOpaquely,
      layer.borderWidth == 0, layer.contents == nil, cache.backing == nil
    else { return nil }
    var path: [CALayer] = [layer]
    while let parent = path.last?.superlayer {
      path.append(parent)
      if parent === root { break }
    }
    guard path.last === root, root.superlayer == nil else { return nil }
    path.reverse()  // root first
    var device = Homography.translation(-Double(root.bounds.minX), -Double(root.bounds.minY))
      .concatenating(.scale(Double(scale), Double(scale)))
    var visible = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    var drawnLater: [CALayer] = []
    for (index, current) in path.enumerated() {
      guard current.hasNoAnimations, !current.isHidden, current.opacity >= 1,
        !current.hasSublayerTransform, current.borderWidth == 0
      else { return nil }
      if index > 0 {
        let parent = path[index - 1]
        guard !current.renderCache.damagesSelf || current === layer else { return nil }
        let s = current.presentationState(at: time)
        guard CATransform3DIsIdentity(s.transform) else { return nil }
        device = Homography(
          planeOf: CALayer.placement(
            bounds: s.bounds, anchorPoint: current.anchorPoint, position: s.position,
            zPosition: current.zPosition, transform: s.transform, parentSublayer: nil)
        ).concatenating(device)
        // Nothing drawn after the path may have painted over what the layer shows (checked
        // once that is known).
        let siblings = parent.sublayerArray
        if let at = siblings.firstIndex(where: { $0 === current }) {
          drawnLater += siblings[(at + 1)...]
        }
        // Sublayers sorted by z position would change the order: keep it simple.
        if siblings.contains(where: { $0.zPosition != 0 || $0.animatesZPosition }) { return nil }
      }
      if current.masksToBounds || current === layer {
        guard let box = Compositor.projectedBox(of: current.bounds, through: device) else {
          return nil
        }
        visible = visible.intersection(box)
      }
    }
    // The device mapping must be a whole-pixel translation at `scale`.
    guard device.h12 == 0, device.h13 == 0, device.h21 == 0, device.h23 == 0, device.h33 == 1,
      device.h11 == Double(scale), device.h22 == Double(scale)
    else { return nil }
    guard !visible.isNull, !visible.isEmpty, visible == visible.integral else { return nil }
    for later in drawnLater {
      var budget = DamageCollector.layerBudget
      guard let box = Self.paintedPixels(of: later, budget: &budget) else { return nil }
      if !box.intersection(visible).isEmpty { return nil }
    }
    let shiftX = Double(cache.scrollShift.x * scale)
    let shiftY = Double(cache.scrollShift.y * scale)
    guard shiftX == shiftX.rounded(), shiftY == shiftY.rounded() else { return nil }
    return (visible, Int(shiftX), Int(shiftY))
  }

  /// Moves the pixels of `rect` by whole pixels; what moves out of `rect` is dropped, and
  /// what comes in is left as it was (to be drawn).
  private func movePixels(in rect: CGRect, byX dx: Int, y dy: Int) {
    guard let surface, let base = cairo_image_surface_get_data(surface) else { return }
    cairo_surface_flush(surface)
    let rowBytes = bytesPerRow
    let x0 = Int(rect.minX)
    let y0 = Int(rect.minY)
    let width = Int(rect.width)
    let height = Int(rect.height)
    let rows = height - abs(dy)
    let columns = width - abs(dx)
    guard rows > 0, columns > 0 else { return }
    let fromX = dx >= 0 ? x0 : x0 - dx
    let toX = dx >= 0 ? x0 + dx : x0
    func copy(_ row: Int) {
      let fromY = dy >= 0 ? y0 + row : y0 - dy + row
      let toY = fromY + dy
      memmove(
        base + toY * rowBytes + toX * 4, base + fromY * rowBytes + fromX * 4, columns * 4)
    }
    // Rows move down from the bottom up, up from the top down, so none is overwritten first.
    if dy > 0 {
      for row in stride(from: rows - 1, through: 0, by: -1) { copy(row) }
    } else {
      for row in 0..<rows { copy(row) }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Moves the whole frame `dy` rows down (up when negative) by starting it elsewhere in the
  /// external pixels; when it would leave them, its rows are moved to the far end, so a scroll
  /// that goes on the same way crosses all the spare rows again before the next such move.
  private func shiftFrame(byRows dy: Int) {
    work.framesStartedElsewhere += 1
    let start = firstRow - dy
    if start >= 0 && start <= spareRows {
      startFrame(atRow: start)
      return
    }
    work.framesMovedInPixels += 1
    guard let surface, let data = cairo_image_surface_get_data(surface) else { return }
    cairo_surface_flush(surface)
    // New row r shows old row r - dy; the rows that stay in the frame move in one block.
    let target = dy < 0 ? 0 : spareRows
    let rowBytes = bytesPerRow
    let base = UnsafeMutableRawPointer(data) - firstRow * rowBytes
    let rows = pixelHeight - abs(dy)
    if rows > 0 {
      let first = max(0, dy)
      memmove(
        base + (target + first) * rowBytes, base + (firstRow + first - dy) * rowBytes,
        rows * rowBytes)
    }
    startFrame(atRow: target)
  }

  /// The device pixels `layer` and its sublayers can have painted in the last frames (`.null`
  /// when none): their drawn boxes without the padding added for antialiasing, widened to whole
  /// pixels, and by one pixel more for rasters (placed on the nearest whole pixel, possibly
  /// made at another sub-pixel position). Nil when more than `budget` layers would be visited.
  static func paintedPixels(of layer: CALayer, budget: inout Int) -> CGRect? {
    paintedPixels(of: layer, shiftAbove: layer.boxShiftAbove, budget: &budget)
  }

  private static func paintedPixels(
    of layer: CALayer, shiftAbove: CGPoint, budget: inout Int
  ) -> CGRect? {
    let cache = layer.renderCache
    var result = CGRect.null
    let drawn = layer.drawnBox(shiftAbove: shiftAbove)
    if !drawn.isNull {
      let p = DamageCollector.padding
      let box = drawn.insetBy(dx: p, dy: p)
      let slack: CGFloat = cache.drawMode == .raster ? 1 : 0
      let x0 = box.minX.rounded(.down) - slack
      let y0 = box.minY.rounded(.down) - slack
      result = CGRect(
        x: x0, y: y0, width: box.maxX.rounded(.up) + slack - x0,
        height: box.maxY.rounded(.up) + slack - y0)
    }
    if cache.drawnBoxCoversSubtree { return result }
    let below = layer.boxShiftBelow(shiftAbove)
    for sublayer in layer.sublayerArray {
      budget -= 1
      if budget < 0 { return nil }
      guard let inner = paintedPixels(of: sublayer, shiftAbove: below, budget: &budget) else {
        return nil
      }
      result = result.union(inner)
    }
    return result
  }
}
