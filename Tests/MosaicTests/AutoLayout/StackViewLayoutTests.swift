import Foundation
import Testing

@testable import Mosaic

/// Frames of arranged views for every distribution and alignment, on both axes.
///
/// The horizontal grid: a 380×100 stack view, spacing 10, arranging a (40×20), b (60×40) and
/// c (80×30). Intrinsic lengths add up to 180 and the two gaps to 20, so 180 points are left
/// over along the axis.
@MainActor
@Suite(.serialized)
struct StackViewLayoutTests {
  nonisolated static let distributions: [UIStackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  nonisolated static let alignments: [UIStackView.Alignment] = [
    .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
  ]

  /// (x, width) of a, b and c along a 380-point axis, worked out from UIKit's descriptions.
  static func expectedAlongAxis(_ d: UIStackView.Distribution) -> [(CGFloat, CGFloat)] {
    switch d {
    // a is the first of the views with the lowest hugging priority: it takes the 180 left.
    case .fill: return [(0, 220), (230, 60), (300, 80)]
    // (380 − 20) / 3 = 120 each.
    case .fillEqually: return [(0, 120), (130, 120), (260, 120)]
    // 360 shared 40 : 60 : 80.
    case .fillProportionally: return [(0, 80), (90, 120), (220, 160)]
    // Intrinsic widths, 180 shared by the two gaps.
    case .equalSpacing: return [(0, 40), (140, 60), (300, 80)]
    // Centres 20, 180, 340: 160 apart; gaps 110 and 90 are above the minimum 10.
    case .equalCentering: return [(0, 40), (150, 60), (300, 80)]
    }
  }

  /// (y, height) of a, b and c (20, 40 and 30 high) across a 100-point axis.
  static func expectedAcrossAxis(_ a: UIStackView.Alignment, vertical: Bool)
    -> [(CGFloat, CGFloat)]
  {
    let heights: [CGFloat] = [20, 40, 30]
    var mode = a
    // Baselines line views up side by side only; a column stretches them.
    if vertical && (a == .firstBaseline || a == .lastBaseline) { mode = .fill }
    switch mode {
    case .fill: return heights.map { _ in (0, 100) }
    // Views without text have their first baseline at the top: the row sits at the top.
    case .leading, .firstBaseline: return heights.map { (0, $0) }
    case .center: return heights.map { ((100 - $0) / 2, $0) }
    // ...and their last baseline at the bottom.
    case .trailing, .lastBaseline: return heights.map { (100 - $0, $0) }
    }
  }

  static func expectedFrames(
    _ d: UIStackView.Distribution, _ a: UIStackView.Alignment, vertical: Bool
  ) -> [CGRect] {
    let along = expectedAlongAxis(d)
    let across = expectedAcrossAxis(a, vertical: vertical)
    return zip(along, across).map { l, c in
      let r = CGRect(x: l.0, y: c.0, width: l.1, height: c.1)
      return vertical ? transposed(r) : r
    }
  }

  @Test(arguments: distributions, alignments)
  func horizontalGrid(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment)
  {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (_, _) = laidOutStack(views, frame: CGRect(x: 5, y: 7, width: 380, height: 100)) {
      $0.spacing = 10
      $0.distribution = distribution
      $0.alignment = alignment
    }
    #expect(views.map(\.frame) == Self.expectedFrames(distribution, alignment, vertical: false))
  }

  @Test(arguments: distributions, alignments)
  func verticalGrid(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment) {
    let views = [IntrinsicView(20, 40), IntrinsicView(40, 60), IntrinsicView(30, 80)]
    let (_, _) = laidOutStack(views, frame: CGRect(x: 5, y: 7, width: 100, height: 380)) {
      $0.axis = .vertical
      $0.spacing = 10
      $0.distribution = distribution
      $0.alignment = alignment
    }
    #expect(views.map(\.frame) == Self.expectedFrames(distribution, alignment, vertical: true))
  }

  @Test func changingTheConfigurationRelaysOutTheSameViews() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (root, stack) = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 380, height: 100)) {
      $0.spacing = 10
    }
    for d in Self.distributions {
      for a in Self.alignments {
        stack.distribution = d
        stack.alignment = a
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == Self.expectedFrames(d, a, vertical: false), "\(d) \(a)")
      }
    }
    // Turned into a column of the same size: the views follow.
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 380)
    stack.axis = .vertical
    for v in views { v.size = CGSize(width: v.size.height, height: v.size.width) }
    stack.distribution = .fillEqually
    stack.alignment = .center
    root.layoutIfNeeded()
    // The incremental solve after this long sequence of changes finds the same frames as a
    // fresh solve of the same constraints (below).
    #expect(views.map(\.frame) == Self.expectedFrames(.fillEqually, .center, vertical: true))
    // The same constraints solved afresh.
    stack.removeFromSuperview()
    root.addSubview(stack)
    root.layoutIfNeeded()
    #expect(views.map(\.frame) == Self.expectedFrames(.fillEqually, .center, vertical: true))
  }

  // MARK: Who grows and who shrinks in .fill

  @Test func fillStretchesTheViewWithTheLowestHuggingPriority() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    views[2].setContentHuggingPriority(.init(200), for: .horizontal)
    let (root, _) = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 380, height: 100)) {
      $0.spacing = 10
    }
    #expect(views.map(\.frame.minX) == [0, 50, 120])
    #expect(views.map(\.frame.width) == [40, 60, 260])
    // b ties with c at the lowest priority: the first of them in the arrangement grows.
    views[1].setContentHuggingPriority(.init(200), for: .horizontal)
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 50, 300])
    #expect(views.map(\.frame.width) == [40, 240, 80])
  }

  @Test func fillShrinksTheViewWithTheLowestCompressionResistance() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    views[1].setContentCompressionResistancePriority(.init(700), for: .horizontal)
    _ = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 150, height: 100)) {
      $0.spacing = 10
    }
    // 200 points of content in 150: b gives up 50.
    #expect(views.map(\.frame.minX) == [0, 50, 70])
    #expect(views.map(\.frame.width) == [40, 10, 80])
  }

  @Test func equalSpacingKeepsTheMinimumSpacingWhenTheViewsDoNotFit() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    views[2].setContentCompressionResistancePriority(.init(700), for: .horizontal)
    _ = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 170, height: 100)) {
      $0.spacing = 10
      $0.distribution = .equalSpacing
    }
    #expect(views.map(\.frame.minX) == [0, 50, 120])
    #expect(views.map(\.frame.width) == [40, 60, 50])
  }

  // MARK: Spacing

  @Test func customSpacingReplacesTheSpacingAfterOneView() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (root, stack) = sizeToContentStack(views) { $0.spacing = 10 }
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 200, height: 40))
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 70, 140])
    #expect(stack.frame.width == 220)
    // The system spacing is 8 points.
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 70, 138])
    // Back to the stack view's spacing.
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 50, 118])
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    // Negative spacing overlaps the views.
    stack.spacing = -10
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[1])
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 30, 80])
    #expect(stack.frame.width == 160)
  }

  @Test func systemSpacingAsTheStackViewsSpacing() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40)]
    let (_, stack) = sizeToContentStack(views) {
      $0.axis = .vertical
      $0.spacing = UIStackView.spacingUseSystem
    }
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 60, height: 20), CGRect(x: 0, y: 28, width: 60, height: 40),
      ])
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 60, height: 68))
  }

  // MARK: Sizing to content

  @Test(arguments: distributions)
  func anUnconstrainedStackViewIsAsLargeAsItsContent(_ distribution: UIStackView.Distribution) {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (_, stack) = sizeToContentStack(views) {
      $0.spacing = 10
      $0.alignment = .center
      $0.distribution = distribution
    }
    // fillEqually gives every view the widest intrinsic width (compression resistance beats
    // hugging); the others keep the intrinsic widths and the minimum spacing, except that
    // equal centering spaces the centres 80 apart so that c stays 10 from b (centres 20, 100,
    // 180).
    let width: CGFloat =
      switch distribution {
      case .fillEqually: 3 * 80 + 20
      case .equalCentering: 220
      default: 200
      }
    #expect(stack.frame == CGRect(x: 10, y: 20, width: width, height: 40))
    #expect(views.map(\.frame.minY) == [10, 0, 5])
  }

  @Test func systemLayoutSizeFittingMeasuresTheArrangement() {
    let views = [IntrinsicView(50, 20), IntrinsicView(70, 30), IntrinsicView(60, 40)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 8
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 70, height: 106))
    // Expanded: the content still decides (hugging and the stack view's own fit).
    stack.alignment = .leading
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        == CGSize(width: 70, height: 106))
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 76, height: 110))
    // The stack view itself is not changed by measuring.
    #expect(stack.frame == .zero)
  }

  // MARK: Margins

  @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
    let views = [IntrinsicView(40, 20), IntrinsicView(60, 40), IntrinsicView(80, 30)]
    let (root, stack) = laidOutStack(views, frame: CGRect(x: 0, y: 0, width: 410, height: 120)) {
      $0.spacing = 10
      $0.distribution = .fillEqually
      $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    }
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    // Relative to the bounds: (410 − 20) / 3 = 130 each.
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 130, height: 120), CGRect(x: 140, y: 0, width: 130, height: 120),
        CGRect(x: 280, y: 0, width: 130, height: 120),
      ])
    stack.isLayoutMarginsRelativeArrangement = true
    root.layoutIfNeeded()
    // Inside the margins: a 380×100 area at (10, 5).
    #expect(
      views.map(\.frame) == [
        CGRect(x: 10, y: 5, width: 120, height: 100), CGRect(x: 140, y: 5, width: 120, height: 100),
        CGRect(x: 270, y: 5, width: 120, height: 100),
      ])
    // The margins change: the arrangement follows.
    stack.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 30)
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 130, 260])
    #expect(views.map(\.frame.height) == [120, 120, 120])
  }

  // MARK: Baselines

  @Test func firstAndLastBaselineAlignmentOfLabelsInDifferentFonts() {
    let small = UILabel()
    small.text = "Small"
    small.font = .systemFont(ofSize: 12)
    let large = UILabel()
    large.text = "Large"
    large.font = .systemFont(ofSize: 30)
    let box = IntrinsicView(20, 20)
    let (root, stack) = sizeToContentStack([small, large, box]) {
      $0.alignment = .firstBaseline
      $0.spacing = 4
    }
    let s = small.intrinsicContentSize
    let l = large.intrinsicContentSize
    let sAscent = small.font.ascender
    let lAscent = large.font.ascender
    #expect(lAscent > sAscent)
    // The large label's top is the highest point: it is at the top, and the others' first
    // baselines (a box's is its top) are at its baseline.
    #expect(large.frame == pixelFrame(x: s.width + 4, y: 0, width: l.width, height: l.height))
    #expect(
      small.frame == pixelFrame(x: 0, y: lAscent - sAscent, width: s.width, height: s.height))
    #expect(
      box.frame == pixelFrame(x: s.width + l.width + 8, y: lAscent, width: 20, height: 20))
    #expect(
      stack.frame.height
        == pixelRounded(max(l.height, lAscent + 20, lAscent - sAscent + s.height)))

    // Last baselines: the bottom of the large label's text line, a box's bottom edge.
    stack.alignment = .lastBaseline
    root.layoutIfNeeded()
    let sDescent = -small.font.descender
    let lDescent = -large.font.descender
    // The large label's baseline is `l.height − lDescent` below its top; the box sits on it.
    let baseline = l.height - lDescent
    let top = min(0, baseline - 20, baseline - (s.height - sDescent))
    #expect(
      large.frame == pixelFrame(x: s.width + 4, y: -top, width: l.width, height: l.height))
    #expect(
      small.frame
        == pixelFrame(
          x: 0, y: baseline - (s.height - sDescent) - top, width: s.width, height: s.height))
    #expect(
      box.frame
        == pixelFrame(x: s.width + l.width + 8, y: baseline - 20 - top, width: 20, height: 20))
  }

  @Test func lastBaselineAlignmentPlacesTheRowAtTheBottomOfATallerStackView() {
    let a = IntrinsicView(20, 20)
    let b = IntrinsicView(20, 50)
    let (_, _) = laidOutStack([a, b], frame: CGRect(x: 0, y: 0, width: 100, height: 100)) {
      $0.alignment = .lastBaseline
      $0.distribution = .equalSpacing
    }
    #expect(a.frame == CGRect(x: 0, y: 80, width: 20, height: 20))
    #expect(b.frame == CGRect(x: 80, y: 50, width: 20, height: 50))
  }

  @Test func baselineRelativeArrangementMeasuresTheSpacingBetweenBaselines() {
    let first = UILabel()
    first.text = "Title"
    first.font = .systemFont(ofSize: 24)
    let second = UILabel()
    second.text = "Subtitle"
    second.font = .systemFont(ofSize: 12)
    let (root, stack) = sizeToContentStack([first, second]) {
      $0.axis = .vertical
      $0.alignment = .leading
      $0.spacing = 20
    }
    let f = first.intrinsicContentSize
    let s = second.intrinsicContentSize
    #expect(second.frame.minY == pixelRounded(f.height + 20))
    stack.isBaselineRelativeArrangement = true
    root.layoutIfNeeded()
    // Second's first baseline is 20 below first's last baseline.
    let firstBaseline = f.height + first.font.descender
    let y = firstBaseline + 20 - second.font.ascender
    #expect(first.frame == pixelFrame(x: 0, y: 0, width: f.width, height: f.height))
    #expect(second.frame == pixelFrame(x: 0, y: y, width: s.width, height: s.height))
  }
}
