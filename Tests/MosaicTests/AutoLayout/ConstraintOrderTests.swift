import Foundation
import MosaicTestSupport
import Testing

@testable import Mosaic

/// The frames a set of constraints gives do not depend on how it was activated.
@MainActor
@Suite(.serialized)
struct ConstraintOrderTests {
  /// A random, fully determined layout of `count` views in a container placed in `root`: each
  /// view's left edge follows the container or an earlier view, its width is a constant or a
  /// multiple of an earlier view's, its top follows the container or an earlier view's bottom,
  /// and its height is at least a minimum and preferably a constant.
  static func layout(seed: UInt64, count: Int, in root: UIView) -> [NSLayoutConstraint] {
    var rng = SeededGenerator(seed: seed)
    let container = constrained(UIView())
    root.addSubview(container)
    var constraints = [
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      container.widthAnchor.constraint(equalToConstant: 300),
      container.heightAnchor.constraint(equalToConstant: 2_000),
    ]
    var views: [UIView] = []
    for _ in 0..<count {
      let view = constrained(UIView())
      container.addSubview(view)
      let constant = CGFloat(Int.random(in: 0...20, using: &rng))
      if let other = views.randomElement(using: &rng), Bool.random(using: &rng) {
        constraints.append(
          view.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: constant))
      } else {
        constraints.append(
          view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: constant))
      }
      if let other = views.randomElement(using: &rng), Bool.random(using: &rng) {
        let multiplier = [0.5, 1, 1.5][Int.random(in: 0..<3, using: &rng)]
        constraints.append(
          view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: multiplier))
      } else {
        constraints.append(
          view.widthAnchor.constraint(
            equalToConstant: CGFloat(Int.random(in: 10...120, using: &rng))))
      }
      if let other = views.randomElement(using: &rng), Bool.random(using: &rng) {
        constraints.append(
          view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: constant))
      } else {
        constraints.append(
          view.topAnchor.constraint(equalTo: container.topAnchor, constant: constant))
      }
      let minimum = CGFloat(Int.random(in: 20...40, using: &rng))
      let preferred = view.heightAnchor.constraint(
        equalToConstant: CGFloat(Int.random(in: 10...60, using: &rng)))
      preferred.priority = .defaultHigh
      constraints += [
        view.heightAnchor.constraint(greaterThanOrEqualToConstant: minimum), preferred,
      ]
      views.append(view)
    }
    return constraints
  }

  static func frames(of root: UIView) -> [CGRect] {
    var frames: [CGRect] = []
    func walk(_ view: UIView) {
      for sub in view.subviews {
        frames.append(sub.frame)
        walk(sub)
      }
    }
    walk(root)
    return frames
  }

  @Test func constraintsActivatedAtOnceOrOneByOneGiveTheSameFrames() {
    for seed in UInt64(1)...25 {
      let count = 5 + Int(seed % 20)
      let together = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2_100))
      NSLayoutConstraint.activate(Self.layout(seed: seed, count: count, in: together))
      together.layoutIfNeeded()

      let oneByOne = UIView(frame: together.frame)
      var rng = SeededGenerator(seed: seed &* 7)
      for constraint in Self.layout(seed: seed, count: count, in: oneByOne).shuffled(using: &rng) {
        constraint.isActive = true
        oneByOne.layoutIfNeeded()
      }

      let a = Self.frames(of: together)
      let b = Self.frames(of: oneByOne)
      #expect(a == b, "seed \(seed): \(count) views")
      // The layout is determined: every view got a size.
      #expect(a.dropFirst().allSatisfy { $0.width >= 0 && $0.height >= 20 }, "seed \(seed)")
    }
  }

  @Test func removingAndAddingBackInTheMiddleOfAChainGivesTheSameFrames() {
    for seed in UInt64(1)...10 {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2_100))
      let constraints = Self.layout(seed: seed, count: 15, in: root)
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      let before = Self.frames(of: root)
      var rng = SeededGenerator(seed: seed)
      let removed = Array(constraints.shuffled(using: &rng).prefix(6))
      NSLayoutConstraint.deactivate(removed)
      root.layoutIfNeeded()
      NSLayoutConstraint.activate(removed)
      root.layoutIfNeeded()
      #expect(Self.frames(of: root) == before, "seed \(seed)")
    }
  }
}
