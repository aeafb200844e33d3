import MosaicTestSupport
import MosaicTesting
import Testing

@testable import Mosaic

/// One random drag, printable as Swift source so that a failure can be replayed as a
/// regression test: `DragThrashTests.replay(case)`.
struct DragCase: CustomStringConvertible {
  /// How the delegate changes the layout's proposed target.
  enum Redirect: String {
    /// It keeps the proposed index path.
    case none
    /// It moves the target to the first place of the proposed section.
    case sectionStart
    /// It answers an index path that does not exist (the collection view must ignore it).
    case invalid
  }

  /// One target position and the virtual time that passes after it.
  struct Step {
    var x: CGFloat
    var y: CGFloat
    var wait: TimeInterval
  }

  var horizontal: Bool
  /// The model before the drag.
  var sections: [[Int]]
  /// The content offset set before the drag.
  var offset: CGPoint
  var begin: IndexPath
  var steps: [Step]
  var redirect: Redirect
  /// Whether the drag ends (else it is cancelled).
  var ends: Bool

  var description: String {
    let steps = self.steps.map { "(x: \($0.x), y: \($0.y), wait: \($0.wait))" }
    return """
      DragCase(
        horizontal: \(horizontal), sections: \(sections),
        offset: CGPoint(x: \(offset.x), y: \(offset.y)),
        begin: IndexPath(item: \(begin.item), section: \(begin.section)),
        steps: [\(steps.map { "DragCase.Step\($0)" }.joined(separator: ", "))],
        redirect: .\(redirect.rawValue), ends: \(ends))
      """
  }
}

/// Seeded random drags (begin anywhere in 2–4 sections, some of them empty; move to random
/// points, outside the content too, with virtual time passing so that auto-scroll and the
/// animations run; then end or cancel) against a data source that applies each
/// `moveItemAt` to its arrays. After each drag the arrays must equal a reference model that
/// applies the same moves, no element may be lost or duplicated, every visible cell must
/// show its model element at its layout frame, and `moveItemAt` must have been called once
/// per ended drag. During the drag every visible cell must show the displayed order.
@MainActor
@Suite(.serialized)
struct DragThrashTests {
  init() { VirtualTime.start() }

  @Test func thousandRandomDragsKeepTheModelAndTheCellsInStep() {
    for round in 0..<10 {
      guard runThrash(seed: 0x5EED_0000 + UInt64(round), drags: 100) else { return }
    }
  }

  /// Replayed drags: cases a failing run printed belong here, as regression tests (these two
  /// are hand-written: into an empty section and off the content, and a cancelled
  /// horizontal drag with a redirecting delegate).
  @Test func replayedCasesStillPass() {
    let cases = [
      DragCase(
        horizontal: false, sections: [[0, 1, 2], [], [20, 21, 22, 23, 24, 25, 26]],
        offset: CGPoint(x: 0, y: 40), begin: IndexPath(item: 6, section: 2),
        steps: [
          DragCase.Step(x: 160, y: 60, wait: 0.05), DragCase.Step(x: 400, y: -80, wait: 0.1),
          DragCase.Step(x: 30, y: 330, wait: 0.02),
        ],
        redirect: .none, ends: true),
      DragCase(
        horizontal: true, sections: [[], [10, 11, 12, 13], [20]],
        offset: CGPoint(x: 0, y: 0), begin: IndexPath(item: 0, section: 2),
        steps: [DragCase.Step(x: 20, y: 150, wait: 0.08)], redirect: .sectionStart, ends: false),
    ]
    for c in cases { #expect(Self.replay(c).isEmpty) }
  }

  // MARK: Running

  /// Runs `drags` random drags from `seed`; on the first failure records an issue with the
  /// seed and the drag as a replayable case and returns false.
  @discardableResult
  func runThrash(seed: UInt64, drags: Int) -> Bool {
    var rng = SeededGenerator(seed: seed)
    let horizontal = Bool.random(using: &rng)
    var next = 0
    var sections: [[Int]] = (0..<Int.random(in: 2...4, using: &rng)).map { _ in
      let count = Int.random(in: 0..<4, using: &rng) == 0 ? 0 : Int.random(in: 1...25, using: &rng)
      defer { next += 100 }
      return Array(next..<(next + count))
    }
    if sections.allSatisfy(\.isEmpty) { sections[0] = [1, 2, 3] }
    let scene = DragScene(sections: sections, horizontal: horizontal)
    for index in 0..<drags {
      let drag = randomDrag(in: scene, horizontal: horizontal, using: &rng)
      let failures = scene.run(drag)
      if !failures.isEmpty {
        let message =
          "Drag thrash failed: seed \(seed), drag \(index):\n" + failures.joined(separator: "\n")
          + "\nReplay the seed with runThrash(seed: \(seed), drags: \(index + 1)), or the drag "
          + "alone with DragThrashTests.replay(\(drag))"
        print(message)
        Issue.record(Comment(rawValue: message))
        return false
      }
    }
    VirtualTime.advance(by: 0.5)
    return true
  }

  /// Runs one drag on a new scene; returns the failures.
  static func replay(_ drag: DragCase) -> [String] {
    let scene = DragScene(sections: drag.sections, horizontal: drag.horizontal)
    let failures = scene.run(drag)
    VirtualTime.advance(by: 0.5)
    return failures
  }

  private func randomDrag(
    in scene: DragScene, horizontal: Bool, using rng: inout SeededGenerator
  ) -> DragCase {
    let view = scene.view
    let content = view.contentSize
    let sections = scene.model.sections
    let candidates = sections.indices.flatMap { s in sections[s].indices.map { path($0, s) } }
    let begin = candidates.randomElement(using: &rng)!
    var offset = view.contentOffset
    if Int.random(in: 0..<3, using: &rng) == 0 {
      let maxX = max(0, content.width - view.bounds.width)
      let maxY = max(0, content.height - view.bounds.height)
      offset = CGPoint(
        x: horizontal ? CGFloat(Int.random(in: 0...Int(maxX), using: &rng)) : 0,
        y: horizontal ? 0 : CGFloat(Int.random(in: 0...Int(maxY), using: &rng)))
    }
    let steps = (0..<Int.random(in: 1...6, using: &rng)).map { _ -> DragCase.Step in
      // Mostly around the visible area (its edges start auto-scroll), sometimes anywhere in
      // or outside the content.
      let area =
        Int.random(in: 0..<4, using: &rng) == 0
        ? CGRect(origin: .zero, size: content).insetBy(dx: -100, dy: -100)
        : CGRect(origin: offset, size: view.bounds.size).insetBy(dx: -60, dy: -60)
      return DragCase.Step(
        x: CGFloat(Int.random(in: Int(area.minX)...Int(area.maxX), using: &rng)),
        y: CGFloat(Int.random(in: Int(area.minY)...Int(area.maxY), using: &rng)),
        wait: Double(Int.random(in: 0...8, using: &rng)) * 0.015)
    }
    let redirect: DragCase.Redirect
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: redirect = .sectionStart
    case 1: redirect = .invalid
    default: redirect = .none
    }
    return DragCase(
      horizontal: horizontal, sections: sections, offset: offset, begin: begin, steps: steps,
      redirect: redirect, ends: Int.random(in: 0..<10, using: &rng) < 7)
  }
}

/// A 320×300 collection view with a flow layout (headers of 20, insets of 5) over a
/// `MovableModel`, and the reference model the drags are checked against.
@MainActor
final class DragScene {
  let model: MovableModel
  let view: UICollectionView
  var reference: [[Int]]
  var ended = 0
  /// Every element, sorted: no drag may lose or duplicate one.
  let elements: [Int]

  init(sections: [[Int]], horizontal: Bool) {
    model = MovableModel(sections)
    reference = sections
    elements = sections.flatMap { $0 }.sorted()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = horizontal ? .horizontal : .vertical
    layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    layout.headerReferenceSize = CGSize(width: 20, height: 20)
    view = makeMovableView(model, size: CGSize(width: 320, height: 300), layout: layout)
  }

  /// Performs `drag`; returns what went wrong.
  func run(_ drag: DragCase) -> [String] {
    var failures: [String] = []
    model.redirect = { _, proposed in
      switch drag.redirect {
      case .none: return proposed
      case .sectionStart: return IndexPath(item: 0, section: proposed.section)
      case .invalid: return IndexPath(item: 1000, section: proposed.section)
      }
    }
    view.contentOffset = view.clampedContentOffset(drag.offset)
    view.layoutIfNeeded()
    let movesBefore = model.moves.count
    guard view.beginInteractiveMovementForItem(at: drag.begin) else {
      return ["begin refused at \(drag.begin)"]
    }
    for step in drag.steps {
      view.updateInteractiveMovementTargetPosition(CGPoint(x: step.x, y: step.y))
      failures += checkDisplayedOrder(original: drag.begin, when: "after \(step)")
      VirtualTime.advance(by: step.wait)
      failures += checkDisplayedOrder(original: drag.begin, when: "after waiting \(step.wait)")
    }
    guard let final = view.interactiveMovement?.target else {
      return failures + ["the movement ended by itself"]
    }
    if drag.ends {
      view.endInteractiveMovement()
      let element = reference[drag.begin.section].remove(at: drag.begin.item)
      reference[final.section].insert(element, at: final.item)
      ended += 1
      if model.moves.count != movesBefore + 1 || model.moves.last != [drag.begin, final] {
        failures.append(
          "moveItemAt calls \(model.moves.suffix(2)), expected \(drag.begin) → \(final)")
      }
    } else {
      view.cancelInteractiveMovement()
      if model.moves.count != movesBefore { failures.append("cancel called moveItemAt") }
    }
    if view.interactiveMovement != nil { failures.append("the movement is still in progress") }
    VirtualTime.advance(by: 0.3)
    view.layoutIfNeeded()
    if model.sections != reference {
      failures.append("model \(model.sections) != reference \(reference)")
    }
    if model.sections.flatMap({ $0 }).sorted() != elements {
      failures.append("elements lost or duplicated: \(model.sections)")
    }
    if !model.badRequests.isEmpty {
      failures.append("cells asked for items that do not exist: \(model.badRequests)")
      model.badRequests.removeAll()
    }
    if model.moves.count != ended {
      failures.append("\(model.moves.count) moves for \(ended) ends")
    }
    failures += checkSettled()
    return failures
  }

  /// Every visible cell shows the element the displayed order (the reference with the
  /// moving element at the current target) has at its index path.
  private func checkDisplayedOrder(original: IndexPath, when: String) -> [String] {
    guard let target = view.interactiveMovement?.target else { return ["no movement \(when)"] }
    var displayed = reference
    let element = displayed[original.section].remove(at: original.item)
    guard displayed.indices.contains(target.section),
      (0...displayed[target.section].count).contains(target.item)
    else { return ["invalid target \(target) \(when)"] }
    displayed[target.section].insert(element, at: target.item)
    view.layoutIfNeeded()
    var failures: [String] = []
    for (s, items) in displayed.enumerated() where view.numberOfItems(inSection: s) != items.count {
      failures.append("section \(s) count \(view.numberOfItems(inSection: s)) \(when)")
    }
    for (p, shown) in view.shownElements where displayed[p.section][p.item] != shown {
      failures.append(
        "cell at \(p) shows \(shown), displayed order has \(displayed[p.section][p.item]) \(when)")
    }
    if let lifted = view.cellForItem(at: target) as? MovableCell,
      lifted.center != view.interactiveMovement!.position
    {
      failures.append(
        "lifted cell at \(lifted.center), position \(view.interactiveMovement!.position)")
    }
    return failures
  }

  /// After a drag: the counts and every visible cell agree with the model, and each cell sits
  /// at its layout frame, not animating, at its usual z order.
  private func checkSettled() -> [String] {
    var failures: [String] = []
    for (s, items) in model.sections.enumerated()
    where view.numberOfItems(inSection: s) != items.count {
      failures.append(
        "section \(s) shows \(view.numberOfItems(inSection: s)) items, model \(items.count)")
    }
    for (p, shown) in view.shownElements {
      if model.sections[p.section][p.item] != shown {
        failures.append(
          "cell at \(p) shows \(shown), model has \(model.sections[p.section][p.item])")
      }
      let cell = view.cellForItem(at: p)!
      if cell.frame != view.layoutAttributesForItem(at: p)?.frame {
        failures.append("cell at \(p) frame \(cell.frame)")
      }
      if cell.layer.animationKeys() != nil || cell.layer.zPosition != 0 {
        failures.append("cell at \(p) still animating or lifted")
      }
    }
    return failures
  }
}
