import MosaicTestSupport
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// `setNeedsComposite` walks the path to the root once per invalidation epoch; everything
/// that records a subtree generation, draws a frame or consumes the queued paths ends the
/// epoch, so a change after any drawing still reaches every cache above it.
@MainActor
struct InvalidationEpochTests {
  /// root → middle → (a, b), drawn once into a frame buffer.
  private func tree() -> (root: CALayer, middle: CALayer, a: CALayer, b: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.backgroundColor = UIColor.white.cgColor
    let middle = CALayer()
    middle.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
    root.addSublayer(middle)
    let a = CALayer()
    a.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    a.backgroundColor = UIColor.red.cgColor
    middle.addSublayer(a)
    let b = CALayer()
    b.frame = CGRect(x: 40, y: 0, width: 20, height: 20)
    b.backgroundColor = UIColor.blue.cgColor
    middle.addSublayer(b)
    return (root, middle, a, b)
  }

  /// The generation as the walk leaves it (without ending the epoch as a cache's read does).
  private func generation(_ layer: CALayer) -> UInt64 { layer.renderCache.subtreeGeneration }

  @Test func changesBelowAnAncestorAdvancedInTheEpochStopThere() {
    let (root, middle, a, b) = tree()
    OffscreenFrame(size: CGSize(width: 100, height: 100)).render(layer: root)
    a.backgroundColor = UIColor.green.cgColor
    let rootGeneration = generation(root)
    let middleGeneration = generation(middle)
    let bGeneration = generation(b)
    #expect(root.needsComposite)
    b.backgroundColor = UIColor.black.cgColor
    b.position.x += 1
    a.bounds.size.width = 30
    // b changed and is queued; the path above it was already advanced in this epoch.
    #expect(generation(b) == bGeneration + 1)
    #expect(generation(middle) == middleGeneration)
    #expect(generation(root) == rootGeneration)
    #expect(b.renderCache.queuedInParent && middle.renderCache.queuedInParent)
    #expect(
      middle.renderCache.changedSublayers.map(ObjectIdentifier.init)
        == [ObjectIdentifier(a), ObjectIdentifier(b)])
    #expect(b.renderCache.changeStamp == root.renderCache.frameCount)
  }

  @Test func readingAGenerationEndsTheEpoch() {
    let (root, middle, a, b) = tree()
    a.backgroundColor = UIColor.green.cgColor
    // A cache records the middle layer's generation (as the compositor's caches do).
    let recorded = middle.subtreeGeneration
    let rootGeneration = generation(root)
    b.backgroundColor = UIColor.black.cgColor
    #expect(middle.subtreeGeneration != recorded)
    #expect(generation(root) == rootGeneration + 1)
  }

  @Test func aFrameEndsTheEpochAndStampsChangesWithTheNextFrame() {
    let (root, middle, a, b) = tree()
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    a.backgroundColor = UIColor.green.cgColor
    let stamp = root.renderCache.frameCount
    #expect(middle.renderCache.changeStamp == stamp)
    frame.render(layer: root)
    #expect(!root.needsComposite)
    #expect(!b.renderCache.queuedInParent && !middle.renderCache.queuedInParent)
    b.backgroundColor = UIColor.black.cgColor
    #expect(root.needsComposite)
    #expect(root.renderCache.frameCount == stamp + 1)
    #expect(middle.renderCache.changeStamp == stamp + 1)
    #expect(root.renderCache.changeStamp == stamp + 1)
    #expect(b.renderCache.queuedInParent && middle.renderCache.queuedInParent)
    #expect(
      root.renderCache.changedSublayers.map(ObjectIdentifier.init) == [ObjectIdentifier(middle)])
  }

  @Test func aMoveAfterAnIndexWasBuiltIsNotedInIt() {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 400, height: 40)
    var cells: [CALayer] = []
    for i in 0..<40 {
      let cell = CALayer()
      cell.frame = CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 10)
      cell.backgroundColor = UIColor.red.cgColor
      root.addSublayer(cell)
      cells.append(cell)
    }
    let a = cells[0]
    a.position.y += 20  // noted while no index exists
    let drawing = UIGraphicsImageRenderer(size: root.bounds.size)
    _ = drawing.image { root.render(in: $0.cgContext) }
    #expect(root.renderCache.sublayerIndex != nil)
    #expect(root.renderCache.movedSublayers.isEmpty)
    a.position.y += 10
    a.bounds.size.width = 12
    #expect(root.renderCache.movedSublayers == [ObjectIdentifier(a)])
    let image = drawing.image { root.render(in: $0.cgContext) }
    #expect(GraphicsTestSupport.pixel(image, 5, 35) == 0xFFFF_0000)
    #expect(GraphicsTestSupport.pixel(image, 5, 5) == 0)
  }

  @Test func aLayerMovedToAnotherTreeQueuesItsNewPath() {
    let (root, _, a, _) = tree()
    let (other, otherMiddle, _, _) = tree()
    let frame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    let otherFrame = OffscreenFrame(size: CGSize(width: 100, height: 100))
    frame.render(layer: root)
    otherFrame.render(layer: other)
    otherMiddle.backgroundColor = UIColor.yellow.cgColor
    a.backgroundColor = UIColor.green.cgColor
    otherFrame.render(layer: other)
    // a, advanced in its old tree, moves under a layer of a tree that was just drawn.
    otherMiddle.addSublayer(a)
    a.backgroundColor = UIColor.black.cgColor
    #expect(other.needsComposite)
    #expect(a.renderCache.queuedInParent && otherMiddle.renderCache.queuedInParent)
    #expect(otherMiddle.renderCache.changeStamp == other.renderCache.frameCount)
    otherFrame.render(layer: other)
    // Where a is now in the other tree: (10, 10) + (0, 0) and 20 wide.
    let pixels = otherFrame.pixels()
    #expect(pixels[15 * 100 + 15] == 0xFF00_0000)
  }
}

// MARK: Drawing between changes

extension InvalidationEpochTests {
  /// A white root view holding a rounded card (a raster candidate once it stays unchanged for
  /// a frame) with a dot inside.
  private func cardScene() -> (root: UIView, card: UIView, dot: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
    card.backgroundColor = .lightGray
    card.layer.cornerRadius = 8
    root.addSubview(card)
    let dot = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    dot.backgroundColor = .red
    card.addSubview(dot)
    return (root, card, dot)
  }

  private static let red: UInt32 = 0xFFFF_0000
  private static let green: UInt32 = 0xFF00_FF00
  private static let blue: UInt32 = 0xFF00_00FF

  /// The offscreen drawings a change may fall between.
  enum Drawing: CaseIterable {
    case drawHierarchy, renderInContext
  }

  private func drawOffscreen(_ root: UIView, _ drawing: Drawing) -> UIImage {
    UIGraphicsImageRenderer(size: root.bounds.size).image { context in
      switch drawing {
      case .drawHierarchy: root.drawHierarchy(in: root.bounds, afterScreenUpdates: false)
      case .renderInContext: root.layer.render(in: context.cgContext)
      }
    }
  }

  /// The dot's pixel (at (40, 40) in the root) in a frame and in an offscreen drawing.
  @Test(arguments: Drawing.allCases)
  func aChangeAfterAnOffscreenDrawingAppearsInTheNextFrame(drawing: Drawing) throws {
    let (root, card, dot) = cardScene()
    let frame = OffscreenFrame(size: root.bounds.size)
    frame.render(root)
    frame.render(root, force: true)  // unchanged for a frame: now drawn from a raster
    #expect(card.layer.renderCache.raster != nil, "the card is drawn from a raster")
    #expect(frame.pixels()[40 * 120 + 40] == Self.red)
    dot.backgroundColor = .green
    // Drawn twice offscreen: unchanged since the first, the card gets a raster of the green
    // dot's generation.
    _ = drawOffscreen(root, drawing)
    let greenImage = drawOffscreen(root, drawing)
    #expect(GraphicsTestSupport.pixel(greenImage, 40, 40) == Self.green)
    dot.backgroundColor = .blue
    #expect(GraphicsTestSupport.pixel(drawOffscreen(root, drawing), 40, 40) == Self.blue)
    frame.render(root)
    #expect(frame.pixels()[40 * 120 + 40] == Self.blue)
    // And again once the frame buffer has made a raster of it.
    frame.render(root, force: true)
    #expect(card.layer.renderCache.raster != nil, "the card is drawn from a raster")
    dot.backgroundColor = .red
    frame.render(root)
    #expect(frame.pixels()[40 * 120 + 40] == Self.red)
  }

  /// Constraint edits resize rows through their bounds and centres, many changes in one
  /// epoch: every frame after an edit shows the rows at their new width.
  @Test func widthEditsOfConstrainedRowsAppearInTheNextFrames() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let container = UIView()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let width = container.widthAnchor.constraint(equalToConstant: 100)
    var constraints = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 100), width,
    ]
    for i in 0..<3 {
      let row = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      row.backgroundColor = .red
      container.addSubview(row)
      constraints += [
        row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
        row.topAnchor.constraint(equalTo: container.topAnchor, constant: 10 + CGFloat(i) * 30),
        row.heightAnchor.constraint(equalToConstant: 20),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    let frame = OffscreenFrame(size: root.bounds.size)
    frame.render(root)
    func column(_ x: Int) -> [UInt32] { [20, 50, 80].map { frame.pixels()[$0 * 200 + x] } }
    #expect(column(85) == [Self.red, Self.red, Self.red])
    #expect(column(120) == [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF])
    for (constant, reach) in [(150, 139), (100, 89), (180, 169)] as [(CGFloat, Int)] {
      width.constant = constant
      frame.render(root)
      #expect(column(reach) == [Self.red, Self.red, Self.red], "width \(constant)")
      #expect(column(reach + 1) == [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF], "width \(constant)")
    }
  }

  /// A change between two offscreen drawings that made no frame appears in the second.
  @Test(arguments: Drawing.allCases)
  func aChangeBetweenOffscreenDrawingsAppearsInTheNext(drawing: Drawing) throws {
    let (root, _, dot) = cardScene()
    _ = drawOffscreen(root, drawing)
    _ = drawOffscreen(root, drawing)
    dot.backgroundColor = .green
    _ = drawOffscreen(root, drawing)
    let image = drawOffscreen(root, drawing)
    #expect(GraphicsTestSupport.pixel(image, 40, 40) == Self.green)
    dot.backgroundColor = .blue
    #expect(GraphicsTestSupport.pixel(drawOffscreen(root, drawing), 40, 40) == Self.blue)
    dot.frame.origin.x += 30
    let moved = drawOffscreen(root, drawing)
    #expect(GraphicsTestSupport.pixel(moved, 40, 40) == 0xFFAA_AAAA)
    #expect(GraphicsTestSupport.pixel(moved, 70, 40) == Self.blue)
  }
}
