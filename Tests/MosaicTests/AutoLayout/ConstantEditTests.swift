import Foundation
import MosaicTestSupport
import Testing

@testable import Mosaic

/// A view that counts its `layoutSubviews` calls.
@MainActor
final class LayoutCountingView: UIView {
  var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}

/// Editing an active constraint's constant: the engine changes it in the solver in place, and
/// the layout pass touches only the views whose frames changed.
@MainActor
@Suite(.serialized)
struct ConstantEditTests {
  /// A container in `root` holding a vertical chain of rows: rows 0, 2, 4… span the container's
  /// width (16 pt insets), rows 1, 3, 5… are 100 pt wide; heights 44 + 10·(i mod 3), 8 pt
  /// apart. The container's width is 300 and its bottom follows the last row.
  @MainActor
  struct Chain {
    let root: LayoutCountingView
    let container: LayoutCountingView
    let rows: [LayoutCountingView]
    let width: NSLayoutConstraint
    let heights: [NSLayoutConstraint]

    init(count: Int) {
      root = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 800, height: 2_000))
      container = constrained(LayoutCountingView())
      root.addSubview(container)
      width = container.widthAnchor.constraint(equalToConstant: 300)
      var constraints = [
        container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        width,
      ]
      var rows: [LayoutCountingView] = []
      var heights: [NSLayoutConstraint] = []
      var previousBottom = container.topAnchor
      for i in 0..<count {
        let row = constrained(LayoutCountingView())
        container.addSubview(row)
        let height = row.heightAnchor.constraint(equalToConstant: 44 + CGFloat(i % 3) * 10)
        constraints += [
          row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
          row.topAnchor.constraint(equalTo: previousBottom, constant: 8), height,
        ]
        if i % 2 == 0 {
          constraints.append(
            row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16))
        } else {
          constraints.append(row.widthAnchor.constraint(equalToConstant: 100))
        }
        previousBottom = row.bottomAnchor
        rows.append(row)
        heights.append(height)
      }
      constraints.append(container.bottomAnchor.constraint(equalTo: previousBottom, constant: 8))
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      self.rows = rows
      self.heights = heights
    }

    var views: [LayoutCountingView] { [root, container] + rows }

    func resetCounts() {
      for view in views { view.layouts = 0 }
    }

    /// The frames every row must have at container width `width` and row heights `heights`.
    func expectedFrames(width: CGFloat, heights: [CGFloat]) -> [CGRect] {
      var y: CGFloat = 8
      var frames: [CGRect] = []
      for (i, height) in heights.enumerated() {
        frames.append(
          CGRect(x: 16, y: y, width: i % 2 == 0 ? width - 32 : 100, height: height))
        y += height + 8
      }
      return frames
    }
  }

  @Test func aWidthEditLaysOutOnlyTheViewsWhoseSizeChanged() {
    let chain = Chain(count: 6)
    chain.resetCounts()
    chain.width.constant = 340
    chain.root.layoutIfNeeded()
    let heights: [CGFloat] = [44, 54, 64, 44, 54, 64]
    #expect(chain.rows.map(\.frame) == chain.expectedFrames(width: 340, heights: heights))
    #expect(chain.container.frame == CGRect(x: 10, y: 20, width: 340, height: 8 + 324 + 48))
    // The root and the container once each (subviews of theirs moved or were resized); the
    // rows that follow the container's width once; the 100-pt rows not at all.
    #expect(chain.root.layouts == 1)
    #expect(chain.container.layouts == 1)
    #expect(chain.rows.map(\.layouts) == [1, 0, 1, 0, 1, 0])
  }

  @Test func aHeightEditMovesTheRowsBelowWithoutLayingThemOut() {
    let chain = Chain(count: 6)
    chain.resetCounts()
    chain.heights[1].constant = 80
    chain.root.layoutIfNeeded()
    let heights: [CGFloat] = [44, 80, 64, 44, 54, 64]
    #expect(chain.rows.map(\.frame) == chain.expectedFrames(width: 300, heights: heights))
    #expect(chain.container.frame.height == CGFloat(8 + 350 + 48))
    // Only row 1 changed size; the rows below it moved, which asks nothing of them.
    #expect(chain.rows.map(\.layouts) == [0, 1, 0, 0, 0, 0])
    #expect(chain.container.layouts == 1)
    #expect(chain.root.layouts == 1)
  }

  @Test func anEditKeepsTheConstraintInTheSolverAndSolvesOnce() throws {
    let chain = Chain(count: 4)
    let engine = try #require(AutoLayout.engine(for: chain.root, create: false))
    let record = try #require(engine.records[ObjectIdentifier(chain.width)])
    let order = record.order
    let solves = LayoutEngine.solveCount
    chain.width.constant = 250
    chain.width.constant = 260
    chain.root.layoutIfNeeded()
    #expect(LayoutEngine.solveCount == solves + 1)
    // The same record, in its place in the order (a conflict breaks the same constraint as
    // before the edit).
    #expect(engine.records[ObjectIdentifier(chain.width)] === record)
    #expect(record.order == order)
    #expect(chain.rows[0].frame.width == CGFloat(260 - 32))
    // Back to the first constant: nothing is left of the edits.
    chain.width.constant = 300
    chain.root.layoutIfNeeded()
    #expect(
      chain.rows.map(\.frame)
        == chain.expectedFrames(width: 300, heights: [44, 54, 64, 44]))
  }

  @Test func anEditThatCannotHoldIsReportedAndTheLayoutRecovers() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = constrained(UIView())
    let b = constrained(UIView())
    root.addSubview(a)
    root.addSubview(b)
    let aWidth = a.widthAnchor.constraint(equalToConstant: 100)
    let bWidth = b.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10), aWidth,
      b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
      b.heightAnchor.constraint(equalToConstant: 10),
      b.widthAnchor.constraint(equalTo: a.widthAnchor), bWidth,
    ])
    root.layoutIfNeeded()
    #expect(b.frame == CGRect(x: 0, y: 10, width: 100, height: 10))
    let messages = autoLayoutMessages {
      bWidth.constant = 150
      root.layoutIfNeeded()
    }
    #expect(messages.contains { $0.contains("Unable to simultaneously satisfy constraints") })
    // The edited constraint is the one broken: the others still hold.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(b.frame == CGRect(x: 0, y: 10, width: 100, height: 10))
    // The broken constraint stays out (as UIKit leaves it); the others follow edits in place.
    let again = autoLayoutMessages {
      aWidth.constant = 150
      root.layoutIfNeeded()
    }
    #expect(again.isEmpty)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 150, height: 10))
    #expect(b.frame == CGRect(x: 0, y: 10, width: 150, height: 10))
  }

  @Test func framesAfterRandomEditsEqualThoseOfAFreshBuild() {
    for seed in UInt64(1)...20 {
      let count = 6 + Int(seed % 10)
      let edited = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2_100))
      let constraints = ConstraintOrderTests.layout(seed: seed, count: count, in: edited)
      NSLayoutConstraint.activate(constraints)
      edited.layoutIfNeeded()
      var rng = SeededGenerator(seed: seed &* 31)
      for step in 0..<40 {
        // Several edits a pass, sometimes the same constraint twice, sometimes a priority.
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          let c = constraints.randomElement(using: &rng)!
          if !c.priority.isRequired && Int.random(in: 0..<4, using: &rng) == 0 {
            c.priority = c.priority == .defaultHigh ? .defaultLow : .defaultHigh
          } else {
            c.constant = CGFloat(Int.random(in: 0...60, using: &rng))
          }
        }
        if step % 3 != 2 { edited.layoutIfNeeded() }
      }
      edited.layoutIfNeeded()

      let fresh = UIView(frame: edited.frame)
      let rebuilt = ConstraintOrderTests.layout(seed: seed, count: count, in: fresh)
      for (made, original) in zip(rebuilt, constraints) {
        made.constant = original.constant
        made.priority = original.priority
      }
      NSLayoutConstraint.activate(rebuilt)
      fresh.layoutIfNeeded()
      #expect(
        ConstraintOrderTests.frames(of: edited) == ConstraintOrderTests.frames(of: fresh),
        "seed \(seed): \(count) views, 40 rounds of edits")
    }
  }
}
