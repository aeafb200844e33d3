import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// The stack view's API: arranged views, defaults, hiding (and animating it), removal, and a
/// stack view inside a collection view cell.
@MainActor
@Suite(.serialized)
struct StackViewArrangementTests {
  init() { VirtualTime.start() }

  @Test func defaultsAndRawValuesAreUIKits() {
    let stack = UIStackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(UIStackView.requiresConstraintBasedLayout)
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    let distributions: [UIStackView.Distribution] = [
      .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    #expect(distributions.map(\.rawValue) == [0, 1, 2, 3, 4])
    let alignments: [UIStackView.Alignment] = [
      .fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline,
    ]
    #expect(alignments.map(\.rawValue) == [0, 1, 1, 2, 3, 4, 4, 5])
    #expect(UIStackView.Alignment.top == .leading)
    #expect(UIStackView.Alignment.bottom == .trailing)
    #expect(UIStackView.Alignment(rawValue: 5) == .lastBaseline)
    #expect(UIStackView.Distribution(rawValue: 5) == nil)
  }

  @Test func arrangedSubviewsAreSubviewsPlacedByConstraints() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews == [a, b])
    #expect(stack.subviews == [a, b])
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(!b.translatesAutoresizingMaskIntoConstraints)
    // The stack view itself is placed the way its creator chooses.
    #expect(stack.translatesAutoresizingMaskIntoConstraints)

    // A subview that is not arranged is not laid out by the stack view.
    let extra = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    stack.addSubview(extra)
    #expect(stack.arrangedSubviews == [a, b])
    // Arranging it later keeps it where it is among the subviews.
    let c = UIView()
    stack.insertArrangedSubview(c, at: 1)
    stack.insertArrangedSubview(extra, at: 0)
    #expect(stack.arrangedSubviews == [extra, a, c, b])
    #expect(stack.subviews == [a, b, extra, c])
    // Moving an arranged view to another index.
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews == [b, extra, a, c])
    stack.addArrangedSubview(b)
    #expect(stack.arrangedSubviews == [extra, a, c, b])
    // Reordering the subviews does not change the arrangement.
    stack.addSubview(a)
    stack.sendSubviewToBack(c)
    #expect(stack.arrangedSubviews == [extra, a, c, b])
    #expect(stack.subviews == [c, b, extra, a])
  }

  @Test func arrangedViewsFromAnotherStackViewMoveOver() {
    let a = IntrinsicView(10, 10)
    let first = UIStackView(arrangedSubviews: [a])
    let second = UIStackView()
    second.addArrangedSubview(a)
    #expect(first.arrangedSubviews.isEmpty)
    #expect(first.subviews.isEmpty)
    #expect(second.arrangedSubviews == [a])
  }

  @Test func removeArrangedSubviewKeepsTheSubviewButRemovesItsConstraints() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (root, stack) = sizeToContentStack(views) { $0.spacing = 10 }
    #expect(stack.frame.width == 200)
    let b = views[1]
    stack.setCustomSpacing(30, after: b)
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews == [views[0], views[2]])
    #expect(b.superview === stack)
    #expect(stack.subviews.contains(b))
    #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    root.layoutIfNeeded()
    #expect(views[2].frame == CGRect(x: 50, y: 0, width: 80, height: 30))
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 130, height: 30))
    #expect(!stack.constraints.contains { $0.firstItem === b || $0.secondItem === b })
    // Still a subview: arranging it again puts it back.
    stack.insertArrangedSubview(b, at: 1)
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 50, 120])
  }

  @Test func removeFromSuperviewAlsoLeavesTheArrangement() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (root, stack) = sizeToContentStack(views) { $0.spacing = 10 }
    views[0].removeFromSuperview()
    #expect(stack.arrangedSubviews == [views[1], views[2]])
    #expect(stack.subviews == [views[1], views[2]])
    root.layoutIfNeeded()
    #expect(views[1].frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    #expect(views[2].frame == CGRect(x: 70, y: 0, width: 80, height: 40))
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 150, height: 40))
    // Moved to another superview: gone from the arrangement as well.
    root.addSubview(views[2])
    #expect(stack.arrangedSubviews == [views[1]])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 60, height: 40))
  }

  // MARK: Hidden views

  @Test func hiddenArrangedViewsCollapseAndTheirSpacingGoes() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (root, stack) = sizeToContentStack(views) {
      $0.spacing = 10
      $0.alignment = .top
    }
    stack.setCustomSpacing(25, after: views[1])
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 50, 135])
    #expect(stack.frame.width == 215)

    // The hidden view's custom spacing goes with it; the one before keeps its own.
    views[1].isHidden = true
    #expect(stack.arrangedSubviews == views)
    root.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(views[1].frame.width == 0)
    #expect(views[2].frame == CGRect(x: 50, y: 0, width: 80, height: 30))
    // It no longer counts for the stack view's height either.
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 130, height: 30))

    views[0].isHidden = true
    root.layoutIfNeeded()
    #expect(views[2].frame == CGRect(x: 0, y: 0, width: 80, height: 30))
    #expect(stack.frame.width == 80)

    views[2].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame.size == .zero)

    for v in views { v.isHidden = false }
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 50, 135])
    #expect(views.map(\.frame.width) == [40, 60, 80])
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 215, height: 40))
  }

  @Test func hidingInsideAnAnimationBlockAnimatesTheOtherViews() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (root, stack) = sizeToContentStack(views) { $0.spacing = 10 }
    let c = views[2]
    #expect(stack.superview === root)
    #expect(c.frame == CGRect(x: 120, y: 0, width: 80, height: 40))
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { views[1].isHidden = true },
      completion: { finished = $0 })
    // The model values are the final ones at once.
    #expect(c.frame == CGRect(x: 50, y: 0, width: 80, height: 30))
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 130, height: 30))
    VirtualTime.advance(by: 0.5)
    // Halfway: c's centre between 160 and 90, the stack view's width between 200 and 130.
    let cp = c.layer.presentation()!
    #expect(abs(cp.position.x - 125) < 1e-6)
    #expect(abs(cp.position.y - 17.5) < 1e-6)
    let sp = stack.layer.presentation()!
    #expect(abs(sp.bounds.width - 165) < 1e-6)
    #expect(abs(sp.position.x - 92.5) < 1e-6)
    #expect(finished == nil)
    VirtualTime.advance(by: 0.6)
    #expect(finished == true)
    #expect(c.layer.presentation()!.position == CGPoint(x: 90, y: 15))

    // Showing it again animates back.
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      views[1].isHidden = false
    }
    #expect(c.frame == CGRect(x: 120, y: 0, width: 80, height: 40))
    VirtualTime.advance(by: 0.25)
    #expect(abs(c.layer.presentation()!.position.x - (90 + 70 * 0.25)) < 1e-6)
    VirtualTime.advance(by: 1)
  }

  // MARK: Cost

  @Test func constraintsAreRemadeOnlyWhenTheArrangementChanges() {
    let labels = (0..<3).map { i -> UILabel in
      let l = UILabel()
      l.text = "Line \(i)"
      return l
    }
    let stack = UIStackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 4
    _ = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(stack.arrangementRebuildCount == 1)
    let constraints = stack.constraints
    for _ in 0..<5 { _ = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
    labels[0].text = "A longer first line"
    let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size.width == pixelRounded(labels[0].intrinsicContentSize.width))
    #expect(stack.arrangementRebuildCount == 1)
    #expect(stack.constraints.count == constraints.count)
    #expect(zip(stack.constraints, constraints).allSatisfy { $0 === $1 })
    // Setting a value to what it is changes nothing.
    stack.spacing = 4
    stack.axis = .vertical
    labels[1].isHidden = false
    _ = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(stack.arrangementRebuildCount == 1)
    // Several changes are remade together once.
    stack.spacing = 6
    stack.alignment = .leading
    labels[1].isHidden = true
    let smaller = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(stack.arrangementRebuildCount == 2)
    let h = labels.map(\.intrinsicContentSize.height)
    #expect(smaller.height == pixelRounded(h[0] + h[2] + 6))
  }

  @Test func fillProportionallyFollowsIntrinsicSizeChanges() {
    let a = IntrinsicView(40, 20)
    let b = IntrinsicView(60, 20)
    let (root, stack) = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 210, height: 20)) {
      $0.distribution = .fillProportionally
      $0.spacing = 10
    }
    #expect(a.frame.width == 80)
    #expect(b.frame == CGRect(x: 90, y: 0, width: 120, height: 20))
    let count = stack.arrangementRebuildCount
    b.size = CGSize(width: 160, height: 20)
    root.layoutIfNeeded()
    #expect(stack.arrangementRebuildCount == count + 1)
    #expect(a.frame.width == 40)
    #expect(b.frame == CGRect(x: 50, y: 0, width: 160, height: 20))
  }

  // MARK: In a cell

  @Test func stackViewPinnedInACollectionViewCellsContentView() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let views = [IntrinsicView(50, 20), IntrinsicView(70, 30), IntrinsicView(60, 40)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
      stack.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
      stack.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
      stack.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
    ])
    let fitting = cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(fitting == CGSize(width: 200, height: 8 + 20 + 8 + 30 + 8 + 40 + 8))
    cell.frame = CGRect(origin: .zero, size: fitting)
    cell.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 8, y: 8, width: 184, height: 106))
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 184, height: 20), CGRect(x: 0, y: 28, width: 184, height: 30),
        CGRect(x: 0, y: 66, width: 184, height: 40),
      ])
    // Hiding a row makes the cell shorter.
    views[1].isHidden = true
    let shorter = cell.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(shorter == CGSize(width: 200, height: 8 + 20 + 8 + 40 + 8))
  }
}
