import MosaicTestSupport
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A layer that draws its own content: a disc whose colour follows `hue`.
private final class DiscLayer: CALayer {
  var hue: CGFloat = 0

  override func draw(in ctx: CGContext) {
    ctx.setFillColor(UIColor(hue: hue, saturation: 0.8, brightness: 0.9, alpha: 1))
    ctx.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2))
  }
}

@MainActor
struct DamageTrackingTests {
  // MARK: Exact rectangles

  /// A white 100×100 root with one red 20×20 child at (10, 10).
  private func scene() -> (root: CALayer, child: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.backgroundColor = UIColor.white.cgColor
    let child = CALayer()
    child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    child.backgroundColor = UIColor.red.cgColor
    root.addSublayer(child)
    return (root, child)
  }

  @Test func aMoveDamagesTheOldAndTheNewPlace() {
    let (root, child) = scene()
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    #expect(frame.render(layer: root))
    #expect(frame.lastDamage == [CGRect(x: 0, y: 0, width: 100, height: 100)])
    child.position = CGPoint(x: 90, y: 90)  // frame (80, 80, 20, 20)
    #expect(frame.render(layer: root))
    // Two pixels of margin around each box, for antialiasing, clipped to the frame.
    #expect(
      frame.lastDamage == [
        CGRect(x: 8, y: 8, width: 24, height: 24), CGRect(x: 78, y: 78, width: 22, height: 22),
      ])
    #expect(!frame.render(layer: root))
    // Close by, one pass over both places costs less than two passes: they are drawn as one.
    child.position = CGPoint(x: 60, y: 50)  // frame (50, 40, 20, 20)
    #expect(frame.render(layer: root))
    #expect(frame.lastDamage == [CGRect(x: 48, y: 38, width: 52, height: 62)])
  }

  @Test func rectanglesMergeForDrawingWhileAPassCostsMoreThanTheExtraPixels() {
    var region = DamageRegion(bounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    region.add(CGRect(x: 0, y: 0, width: 100, height: 100))
    region.add(CGRect(x: 110, y: 0, width: 100, height: 100))
    region.add(CGRect(x: 800, y: 800, width: 100, height: 100))
    // Merging the first two adds 10×100 pixels; the third is 700 pixels away.
    var cheap = region
    cheap.mergeWhereCheaper(pixelsPerPass: 999)
    #expect(cheap.rects.count == 3)
    cheap.mergeWhereCheaper(pixelsPerPass: 1001)
    #expect(
      Set(cheap.rects) == [
        CGRect(x: 0, y: 0, width: 210, height: 100),
        CGRect(x: 800, y: 800, width: 100, height: 100),
      ])
    // Only when a pass costs more than the 900×900 box's extra pixels do all three merge.
    cheap.mergeWhereCheaper(pixelsPerPass: 900 * 900 - 210 * 100 - 100 * 100)
    #expect(cheap.rects.count == 2)
    cheap.mergeWhereCheaper(pixelsPerPass: 900 * 900)
    #expect(cheap.rects == [CGRect(x: 0, y: 0, width: 900, height: 900)])
  }

  @Test func aMoveDamagesDevicePixelsAtTheFrameScale() {
    let (root, child) = scene()
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100), scale: 2)
    frame.render(layer: root)
    child.position = CGPoint(x: 60, y: 50)
    frame.render(layer: root)
    #expect(
      frame.lastDamage == [
        CGRect(x: 18, y: 18, width: 44, height: 44), CGRect(x: 98, y: 78, width: 44, height: 44),
      ])
  }

  @Test func aTransformDamagesTheBoxOfTheTransformedBounds() {
    let (root, child) = scene()
    child.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
    frame.render(layer: root)
    // The rotated square reaches 10·√2 ≈ 14.14 from its centre (50, 50); the old box lies
    // inside the new one.
    #expect(frame.lastDamage == [CGRect(x: 33, y: 33, width: 34, height: 34)])
  }

  @Test func opacityAndColourChangesDamageOnlyTheLayer() {
    let (root, child) = scene()
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    child.opacity = 0.5
    frame.render(layer: root)
    #expect(frame.lastDamage == [CGRect(x: 8, y: 8, width: 24, height: 24)])
    child.backgroundColor = UIColor.blue.cgColor
    frame.render(layer: root)
    #expect(frame.lastDamage == [CGRect(x: 8, y: 8, width: 24, height: 24)])
  }

  @Test func removalDamagesWhereTheLayerWas() {
    let (root, child) = scene()
    let grandchild = CALayer()
    grandchild.frame = CGRect(x: 30, y: 0, width: 10, height: 10)  // outside its parent
    grandchild.backgroundColor = UIColor.green.cgColor
    child.addSublayer(grandchild)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    child.removeFromSuperlayer()
    frame.render(layer: root)
    // The boxes the subtree painted, as one.
    #expect(frame.lastDamage == [CGRect(x: 8, y: 8, width: 44, height: 24)])
    let pixels = frame.pixels()
    #expect(pixels[20 * 100 + 20] == 0xFFFF_FFFF)
    #expect(pixels[15 * 100 + 45] == 0xFFFF_FFFF)
  }

  @Test func insertionDamagesWhereTheLayerLands() {
    let (root, _) = scene()
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    let added = CALayer()
    added.frame = CGRect(x: 70, y: 70, width: 10, height: 10)
    added.backgroundColor = UIColor.blue.cgColor
    root.addSublayer(added)
    frame.render(layer: root)
    #expect(frame.lastDamage == [CGRect(x: 68, y: 68, width: 14, height: 14)])
    #expect(frame.pixels()[75 * 100 + 75] == 0xFF00_00FF)
  }

  @Test func damageOutsideTheFrameIsClippedAway() {
    let (root, child) = scene()
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    child.position = CGPoint(x: 300, y: 300)
    frame.render(layer: root)
    #expect(frame.lastDamage == [CGRect(x: 8, y: 8, width: 24, height: 24)])
    child.backgroundColor = UIColor.blue.cgColor
    #expect(root.needsComposite)
    #expect(!frame.render(layer: root))
    #expect(frame.lastDamage.isEmpty)
    child.position = CGPoint(x: 95, y: 95)  // half inside
    frame.render(layer: root)
    #expect(frame.lastDamage == [CGRect(x: 83, y: 83, width: 17, height: 17)])
  }

  @Test func scrollingAClippingLayerRedrawsItsBounds() {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.backgroundColor = UIColor.white.cgColor
    let scroller = CALayer()
    scroller.frame = CGRect(x: 10, y: 20, width: 50, height: 60)
    scroller.masksToBounds = true
    for i in 0..<10 {
      let row = CALayer()
      row.frame = CGRect(x: 0, y: CGFloat(i) * 20, width: 50, height: 18)
      row.backgroundColor = UIColor(white: CGFloat(i) / 10, alpha: 1).cgColor
      scroller.addSublayer(row)
    }
    root.addSublayer(scroller)
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    scroller.bounds.origin.y = 25
    frame.render(layer: root)
    #expect(frame.lastDamage == [CGRect(x: 8, y: 18, width: 54, height: 64)])
  }

  @Test func regionsMergeOverlapsAndCollapseWhenTooMany() {
    var region = DamageRegion(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    region.add(CGRect(x: 0.5, y: 0.5, width: 10, height: 10))
    #expect(region.rects == [CGRect(x: 0, y: 0, width: 11, height: 11)])
    region.add(CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(region.rects == [CGRect(x: 0, y: 0, width: 15, height: 15)])
    region.add(CGRect(x: 2, y: 2, width: 3, height: 3))
    #expect(region.rects.count == 1)
    region.add(CGRect(x: 90, y: 90, width: 50, height: 50))
    #expect(region.rects.last == CGRect(x: 90, y: 90, width: 10, height: 10))
    region.add(CGRect(x: -10, y: 200, width: 5, height: 5))
    #expect(region.rects.count == 2)
    var many = DamageRegion(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    for i in 0..<17 { many.add(CGRect(x: CGFloat(i) * 5, y: 0, width: 2, height: 2)) }
    // The first two of the closest pairs merge.
    #expect(many.rects.count == DamageRegion.maximumCount)
    #expect(many.rects.contains(CGRect(x: 0, y: 0, width: 7, height: 2)))
    #expect(many.area == 7 * 2 + 15 * 2 * 2)
    #expect(many.boundingBox == CGRect(x: 0, y: 0, width: 82, height: 2))
  }

  /// A scroll that takes a row away at the top and brings one in at the bottom damages two
  /// bands, not the frame between them.
  @Test func tooManyRectanglesMergeWithTheirNeighbours() {
    var region = DamageRegion(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800))
    for column in 0..<10 {
      region.add(CGRect(x: CGFloat(column) * 128, y: 0, width: 124, height: 20))
      region.add(CGRect(x: CGFloat(column) * 128, y: 760, width: 124, height: 40))
    }
    region.add(CGRect(x: 0, y: 780, width: 1280, height: 20))
    #expect(region.rects.count <= DamageRegion.maximumCount)
    #expect(region.rects.allSatisfy { $0.maxY <= 20 || $0.minY >= 760 })
    #expect(region.area <= 1280 * 60)
    #expect(region.area >= 10 * 124 * 20 + 10 * 124 * 40)
  }

  // MARK: Full and damaged frames agree

  /// Builds the same random scene in any number of trees and changes them alike.
  private struct Scenes {
    var roots: [CALayer] = []
    var nextName = 0
    /// Whether transforms may rotate (else they scale and translate).
    var rotations = true

    init(count: Int, random: inout SeededGenerator) {
      let seed = random.next()
      for _ in 0..<count {
        var r = SeededGenerator(seed: seed)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
        var name = 0
        for _ in 0..<6 {
          let layer = Self.makeLayer(&r, name: &name)
          if Bool.random(using: &r) {
            for _ in 0..<Int.random(in: 1...3, using: &r) {
              layer.addSublayer(Self.makeLayer(&r, name: &name))
            }
          }
          root.addSublayer(layer)
        }
        roots.append(root)
        nextName = name
      }
    }

    static func makeLayer(_ r: inout SeededGenerator, name: inout Int) -> CALayer {
      let layer: CALayer = Bool.random(using: &r) ? DiscLayer() : CALayer()
      if let disc = layer as? DiscLayer { disc.hue = CGFloat.random(in: 0...1, using: &r) }
      layer.name = "\(name)"
      name += 1
      layer.frame = CGRect(
        x: CGFloat(Int.random(in: -10...140, using: &r)),
        y: CGFloat(Int.random(in: -10...100, using: &r)),
        width: CGFloat(Int.random(in: 4...50, using: &r)),
        height: CGFloat(Int.random(in: 4...50, using: &r)))
      layer.backgroundColor =
        UIColor(
          red: .random(in: 0...1, using: &r), green: .random(in: 0...1, using: &r),
          blue: .random(in: 0...1, using: &r), alpha: Bool.random(using: &r) ? 1 : 0.6
        ).cgColor
      if Int.random(in: 0..<4, using: &r) == 0 { layer.cornerRadius = 6 }
      if Int.random(in: 0..<4, using: &r) == 0 { layer.masksToBounds = true }
      if Int.random(in: 0..<5, using: &r) == 0 {
        layer.borderWidth = 2
        layer.borderColor = UIColor.black.cgColor
      }
      if Int.random(in: 0..<6, using: &r) == 0 {
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 3
      }
      return layer
    }

    /// Every layer of tree `index` below its root, depth first.
    func layers(_ index: Int) -> [CALayer] {
      var result: [CALayer] = []
      func visit(_ layer: CALayer) {
        for sub in layer.sublayers ?? [] {
          result.append(sub)
          visit(sub)
        }
      }
      visit(roots[index])
      return result
    }

    /// Applies one random change to every tree; returns its description.
    mutating func change(_ r: inout SeededGenerator) -> String {
      let kind = Int.random(in: 0..<13, using: &r)
      let pick = Int.random(in: 0..<1000, using: &r)
      let a = CGFloat.random(in: 0...1, using: &r)
      let b = CGFloat.random(in: 0...1, using: &r)
      let creation = r.next()
      var description = ""
      for index in roots.indices {
        let all = layers(index)
        guard !all.isEmpty else { return "empty" }
        let layer = all[pick % all.count]
        description = "change \(kind) of layer \(layer.name ?? "?")"
        switch kind {
        case 0:
          layer.position = CGPoint(x: (a * 180).rounded() - 10, y: (b * 140).rounded() - 10)
        case 1:
          layer.position.x += (a - 0.5) * 15  // fractional moves too
        case 2:
          layer.setAffineTransform(
            CGAffineTransform(rotationAngle: rotations ? (a - 0.5) * 2 : 0)
              .scaledBy(x: 0.5 + b, y: 0.5 + (rotations ? b : a)))
        case 3:
          layer.opacity = Float(a)
        case 4:
          layer.isHidden.toggle()
        case 5:
          if all.count > 3 { layer.removeFromSuperlayer() }
        case 6:
          var creator = SeededGenerator(seed: creation)
          var name = nextName
          let added = Self.makeLayer(&creator, name: &name)
          let parent = b < 0.5 ? roots[index] : layer
          parent.insertSublayer(added, at: UInt32(pick % 4))
          if index == roots.count - 1 { nextName = name }
        case 7:
          if let disc = layer as? DiscLayer {
            disc.hue = a
            disc.setNeedsDisplay()
          } else {
            layer.borderWidth = a * 4
          }
        case 8:
          layer.backgroundColor = UIColor(red: a, green: b, blue: 1 - a, alpha: 1).cgColor
        case 9:
          layer.cornerRadius = (a * 12).rounded()
        case 10:
          // Restack among its siblings.
          if let parent = layer.superlayer {
            parent.insertSublayer(layer, at: UInt32(pick % ((parent.sublayers?.count ?? 1))))
          }
        case 11:
          layer.bounds.size = CGSize(width: 4 + (a * 50).rounded(), height: 4 + (b * 50).rounded())
        default:
          layer.masksToBounds.toggle()
        }
      }
      return description
    }
  }

  /// How the two trees' caches differ (for a failure message).
  private static func cacheDifferences(_ scenes: Scenes) -> String {
    zip(scenes.layers(0), scenes.layers(1)).compactMap { a, b -> String? in
      let ca = a.renderCache
      let cb = b.renderCache
      var notes: [String] = []
      if ca.drawMode != cb.drawMode { notes.append("mode \(ca.drawMode)/\(cb.drawMode)") }
      if (ca.raster == nil) != (cb.raster == nil) || ca.raster?.offsetX != cb.raster?.offsetX
        || ca.raster?.offsetY != cb.raster?.offsetY
      {
        notes.append(
          "raster \(String(describing: ca.raster.map { ($0.offsetX, $0.offsetY, $0.width) })) / \(String(describing: cb.raster.map { ($0.offsetX, $0.offsetY, $0.width) }))"
        )
      }
      if ca.backingSize != cb.backingSize {
        notes.append("backing \(ca.backingSize)/\(cb.backingSize)")
      }
      return notes.isEmpty ? nil : "layer \(a.name ?? "?"): " + notes.joined(separator: ", ")
    }.joined(separator: "; ")
  }

  /// The layers of tree 0 whose frame in the root contains `p`.
  private static func describe(_ scenes: Scenes, at p: CGPoint) -> String {
    scenes.layers(0).compactMap { l -> String? in
      let f = l.convert(l.bounds, to: scenes.roots[0])
      guard f.insetBy(dx: -3, dy: -3).contains(p) else { return nil }
      let c = l.renderCache
      return
        "\(l.name ?? "?") in \(l.superlayer?.name ?? "root") f=\(f) op=\(l.opacity) r=\(l.cornerRadius) m=\(l.masksToBounds) h=\(l.isHidden) t=\(l.affineTransform()) bw=\(l.borderWidth) sh=\(l.shadowOpacity) bg=\(String(describing: l.backgroundColor.map { UIColor(cgColor: $0).rgba })) mode=\(c.drawMode) disc=\(l is DiscLayer)"
    }.joined(separator: "\n")
  }

  /// Damaged frames show what full frames show. Stale pixels (damage missed) differ by far
  /// more than the tolerance; what it allows is Cairo rounding a few pixels of a layer drawn
  /// directly with group opacity or a clip under a scale or rotation differently when only
  /// part of it is composited (at most 3 units in a channel, in at most 0.5% of the pixels).
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func damagedFramesMatchFullFrames(seed: UInt64) {
    compareDamagedAndFullFrames(seed: seed, rotations: seed % 2 == 0, tolerance: 3)
  }

  /// Rasters and backgrounds painted through pixman directly give exactly Cairo's pixels, in
  /// full frames and damaged ones, with clips, group opacity and transforms around them.
  @Test(arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
  func paintingDirectlyGivesCairosPixels(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var scenes = Scenes(count: 2, random: &random)
    scenes.rotations = seed % 2 == 0
    let size = CGSize(width: 160, height: 120)
    let direct = OffscreenFrame(size: size)
    let viaCairo = OffscreenFrame(size: size)
    defer { Compositor.paintsDirectly = true }
    var directPaints = 0
    func renderBoth(full: Bool) {
      Compositor.paintsDirectly = true
      direct.render(layer: scenes.roots[0], force: full)
      directPaints += direct.lastReport.work.directPaints
      Compositor.paintsDirectly = false
      viaCairo.render(layer: scenes.roots[1], force: full)
      Compositor.paintsDirectly = true
    }
    renderBoth(full: true)
    for step in 0..<60 {
      var changes: [String] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        changes.append(scenes.change(&random))
      }
      renderBoth(full: step % 10 == 9)
      let a = direct.pixels()
      let b = viaCairo.pixels()
      let differing = zip(a, b).enumerated().filter { $0.element.0 != $0.element.1 }
      if let first = differing.first {
        let x = first.offset % 160
        let y = first.offset / 160
        Issue.record(
          """
          seed \(seed), step \(step) (\(changes.joined(separator: ", "))): \(differing.count) \
          pixels differ, first at (\(x), \(y)): \(String(first.element.0, radix: 16)) directly, \
          \(String(first.element.1, radix: 16)) through Cairo
          """)
        return
      }
    }
    #expect(directPaints > 100, "the direct paths were taken")
  }

  /// Damaged frames still show what full frames show when the changed tree is also drawn
  /// offscreen (`render(in:)`, which makes and reuses rasters as frames do) between changes
  /// and between frames.
  @Test(arguments: [31, 32, 33, 34, 35, 36] as [UInt64])
  func damagedFramesMatchFullFramesAcrossOffscreenDrawings(seed: UInt64) {
    compareDamagedAndFullFrames(seed: seed, rotations: false, tolerance: 3, drawsOffscreen: true)
  }

  private func compareDamagedAndFullFrames(
    seed: UInt64, rotations: Bool, tolerance: Int, drawsOffscreen: Bool = false
  ) {
    var random = SeededGenerator(seed: seed)
    var scenes = Scenes(count: 2, random: &random)
    scenes.rotations = rotations
    let size = CGSize(width: 160, height: 120)
    let damaged = OffscreenFrame(size: size)
    let full = OffscreenFrame(size: size)
    damaged.render(layer: scenes.roots[0])
    full.render(layer: scenes.roots[1], force: true)
    var damagedArea = 0.0
    var steps = 0
    var looks = Looks()
    for step in 0..<80 {
      var changes: [String] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        changes.append(scenes.change(&random))
        guard drawsOffscreen else { continue }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          if let stale = looks.staleGenerations(scenes) {
            Issue.record(
              "seed \(seed), step \(step) (\(changes.joined(separator: ", "))): \(stale)")
            return
          }
          // Both trees, so that they keep the same caches (rasters placed on whole pixels).
          for root in scenes.roots {
            _ = UIGraphicsImageRenderer(size: root.bounds.size).image { context in
              root.render(in: context.cgContext)
            }
          }
          looks.record(scenes)
          changes.append("offscreen drawing")
        }
      }
      if drawsOffscreen, let stale = looks.staleGenerations(scenes) {
        Issue.record("seed \(seed), step \(step) (\(changes.joined(separator: ", "))): \(stale)")
        return
      }
      damaged.render(layer: scenes.roots[0])
      full.render(layer: scenes.roots[1], force: true)
      looks.record(scenes)
      damagedArea += damaged.lastDamage.reduce(0) { $0 + Double($1.width * $1.height) }
      steps += 1
      let a = damaged.pixels()
      let b = full.pixels()
      func differs(_ p: UInt32, _ q: UInt32) -> Bool {
        for i in 0..<4 {
          let x = Int((p >> UInt32(8 * i)) & 0xFF)
          let y = Int((q >> UInt32(8 * i)) & 0xFF)
          if abs(x - y) > tolerance { return true }
        }
        return false
      }
      let rounded = zip(a, b).filter { $0 != $1 }.count
      let differing = zip(a, b).enumerated().filter { differs($0.element.0, $0.element.1) }
      #expect(
        rounded * 200 <= a.count, "seed \(seed), step \(step): \(rounded) pixels round differently")
      if let first = differing.first {
        Issue.record(
          """
          seed \(seed)\(rotations ? " with rotations" : ""), step \(step) (\(changes.joined(separator: ", "))): \(differing.count) \
          pixels differ, first at (\(first.offset % 160), \(first.offset / 160)): \
          damaged \(String(first.element.0, radix: 16)), full \(String(first.element.1, radix: 16)); \
          damage \(damaged.lastDamage); \(Self.cacheDifferences(scenes))
          \(Self.describe(scenes, at: CGPoint(x: first.offset % 160, y: first.offset / 160)))
          """)
        return
      }
    }
    // Damage tracking did redraw less than everything.
    #expect(damagedArea < Double(steps) * 160 * 120 * 0.8)
  }
}

extension DamageTrackingTests {
  /// What the layers of the first tree whose generation a cache holds (a raster, the extent
  /// of the sublayers, the generation last drawn) looked like at the last drawing.
  private struct Looks {
    var recorded: [ObjectIdentifier: (generation: UInt64, look: String)] = [:]

    /// How a layer's subtree looks in its own coordinates: its own content, and its sublayers
    /// with their placement. Its own placement is not part of it.
    static func look(of layer: CALayer) -> String {
      let color = layer.backgroundColor.map { UIColor(cgColor: $0).rgba }
      var text =
        "\(layer.bounds) \(String(describing: color)) \(layer.cornerRadius) \(layer.masksToBounds) "
        + "\(layer.borderWidth) \(layer.shadowOpacity)"
      if let disc = layer as? DiscLayer { text += " hue \(disc.hue)" }
      for sub in layer.sublayers ?? [] {
        text +=
          " [\(sub.position) \(sub.affineTransform()) \(sub.opacity) \(sub.isHidden) "
          + look(of: sub) + "]"
      }
      return text
    }

    /// Every layer of the first tree, its root included.
    private static func all(_ scenes: Scenes) -> [CALayer] { [scenes.roots[0]] + scenes.layers(0) }

    mutating func record(_ scenes: Scenes) {
      recorded = [:]
      for layer in Self.all(scenes) {
        let cache = layer.renderCache
        let generation = cache.subtreeGeneration
        let held = [
          cache.raster?.generation, cache.projected?.generation, cache.sublayersExtentGeneration,
          cache.lastDrawnGeneration,
        ]
        guard held.contains(generation) else { continue }
        recorded[ObjectIdentifier(layer)] = (generation, Self.look(of: layer))
      }
    }

    /// The layers whose subtree changed since a cache took their generation while the
    /// generation (read without ending the invalidation epoch) stayed the same, or nil when
    /// there are none.
    func staleGenerations(_ scenes: Scenes) -> String? {
      let stale = Self.all(scenes).filter { layer in
        guard let old = recorded[ObjectIdentifier(layer)] else { return false }
        return old.generation == layer.renderCache.subtreeGeneration
          && old.look != Self.look(of: layer)
      }
      guard !stale.isEmpty else { return nil }
      return "generation unchanged although the subtree changed: "
        + stale.map { $0.name ?? "root" }.joined(separator: ", ")
    }
  }
}
