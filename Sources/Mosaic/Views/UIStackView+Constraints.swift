import Foundation

// The constraints a stack view makes for its arrangement. They are named as UIKit names its
// own (`UISV-…` identifiers), are installed on the stack view, and are made again only when
// the arrangement changes (`UIStackView.updateConstraints()`).

/// The attributes of one axis: its two edges, its centre and its length.
struct StackAxisAttributes {
  let leading: NSLayoutConstraint.Attribute
  let trailing: NSLayoutConstraint.Attribute
  let center: NSLayoutConstraint.Attribute
  let length: NSLayoutConstraint.Attribute

  static let horizontal = StackAxisAttributes(
    leading: .leading, trailing: .trailing, center: .centerX, length: .width)
  static let vertical = StackAxisAttributes(
    leading: .top, trailing: .bottom, center: .centerY, length: .height)
}

extension UIStackView {
  /// The priority that makes the stack view as small as its content allows where nothing
  /// else decides its size (just above `fittingSizeLevel`, so that fitting sizes hug too).
  static let canvasFitPriority = UILayoutPriority(51)
  /// The priority that settles what the other constraints leave open (a view without an
  /// intrinsic length, which view of a `.fill` arrangement grows).
  static let ambiguitySuppressionPriority = UILayoutPriority(25)
  /// The priority of `.equalCentering`'s equal distances: below the views' compression
  /// resistance, so that the gaps shrink to `spacing` before the views do.
  static let equalCenteringPriority = UILayoutPriority(150)
  /// The priority of `.fillProportionally`'s proportions.
  static let proportionalPriority = UILayoutPriority(999)
  /// The priority that places a baseline-aligned row at the stack view's top (first
  /// baseline) or bottom (last baseline) edge when the stack view is taller than the row.
  static let baselinePlacementPriority = UILayoutPriority(49)

  /// The space after `view` and before the next visible arranged view.
  func spacing(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == UIStackView.spacingUseSystem ? AutoLayout.systemSpacing : value
  }

  /// The intrinsic lengths along the axis `.fillProportionally` shares the space by (0 for a
  /// view without one).
  func proportionalLengths(of views: [UIView]) -> [CGFloat] {
    views.map { view in
      let size = view.intrinsicContentSize
      let value = axis == .horizontal ? size.width : size.height
      return value == UIView.noIntrinsicMetric || !value.isFinite || value < 0 ? 0 : value
    }
  }

  /// Makes the constraints of the current arrangement. Constraints identical to ones the
  /// previous arrangement had are kept as they are; only the others are deactivated and
  /// activated, so the engine changes as little as the arrangement did.
  func rebuildArrangementConstraints() {
    proportionalSizes = []
    let oldGuides = spacerGuides
    spacerGuides = []
    let list = StackConstraintList(reusableGuides: oldGuides)

    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let along = axis == .horizontal ? StackAxisAttributes.horizontal : .vertical
    let across = axis == .horizontal ? StackAxisAttributes.vertical : .horizontal
    let visible = arrangedStorage.filter { !$0.isHidden }
    let baselineSpacing = axis == .vertical && isBaselineRelativeArrangement

    // Along the axis: the ends of the row touch the canvas, neighbours keep their spacing.
    if let first = visible.first, let last = visible.last {
      list.make(first, along.leading, .equal, canvas, along.leading, "UISV-canvas-connection")
      list.make(canvas, along.trailing, .equal, last, along.trailing, "UISV-canvas-connection")
    } else {
      list.make(
        canvas, along.length, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority,
        "UISV-canvas-fit")
    }
    let exactSpacing =
      distribution == .fill || distribution == .fillEqually
      || distribution == .fillProportionally
    var totalSpacing: CGFloat = 0
    for (a, b) in zip(visible, visible.dropFirst()) {
      let space = spacing(after: a)
      totalSpacing += space
      let relation: NSLayoutConstraint.Relation = exactSpacing ? .equal : .greaterThanOrEqual
      if baselineSpacing {
        list.make(b, .firstBaseline, relation, a, .lastBaseline, constant: space, "UISV-spacing")
      } else {
        list.make(b, along.leading, relation, a, along.trailing, constant: space, "UISV-spacing")
      }
    }

    switch distribution {
    case .fill:
      // The first view with the lowest hugging priority takes the space left over; the others
      // are held at their intrinsic lengths.
      let hugging = visible.map { $0.contentHuggingPriority(for: axis) }
      if let lowest = hugging.min(), let stretcher = hugging.firstIndex(of: lowest) {
        for (i, view) in visible.enumerated() where i != stretcher {
          list.make(
            view, along.length, .equal, nil, .notAnAttribute,
            priority: Self.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }
      }
    case .fillEqually:
      makeEqualLengths(visible, along, list)
    case .fillProportionally:
      let lengths = proportionalLengths(of: visible)
      proportionalSizes = lengths
      let total = lengths.reduce(0, +)
      if total > 0 {
        for (view, length) in zip(visible, lengths) where length > 0 {
          let share = length / total
          list.make(
            view, along.length, .equal, canvas, along.length, multiplier: share,
            constant: -share * totalSpacing, priority: Self.proportionalPriority,
            "UISV-fill-proportionally")
        }
        for (view, length) in zip(visible, lengths) where length == 0 {
          list.make(
            view, along.length, .equal, nil, .notAnAttribute,
            priority: Self.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }
      } else {
        makeEqualLengths(visible, along, list)
      }
    case .equalSpacing, .equalCentering:
      let centering = distribution == .equalCentering
      var firstGuide: UILayoutGuide?
      for (a, b) in zip(visible, visible.dropFirst()) {
        let guide = list.nextGuide()
        if guide.owningView !== self {
          guide.identifier = "UISV-distributing"
          addLayoutGuide(guide)
        }
        spacerGuides.append(guide)
        let edgeA = centering ? along.center : along.trailing
        let edgeB = centering ? along.center : along.leading
        list.make(guide, along.leading, .equal, a, edgeA, "UISV-distributing-edge")
        list.make(guide, along.trailing, .equal, b, edgeB, "UISV-distributing-edge")
        if let firstGuide {
          list.make(
            guide, along.length, .equal, firstGuide, along.length,
            priority: centering ? Self.equalCenteringPriority : .required, "UISV-fill-equally")
        } else {
          firstGuide = guide
        }
      }
      if !visible.isEmpty {
        list.make(
          canvas, along.length, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority,
          "UISV-canvas-fit")
      }
    }

    // Hidden views collapse where they would be, after the previous visible view.
    var previousVisible: UIView?
    for view in arrangedStorage {
      if !view.isHidden {
        previousVisible = view
        continue
      }
      list.make(view, along.length, .equal, nil, .notAnAttribute, "UISV-hiding")
      if let previousVisible {
        list.make(view, along.leading, .equal, previousVisible, along.trailing, "UISV-hiding")
      } else {
        list.make(view, along.leading, .equal, canvas, along.leading, "UISV-hiding")
      }
      list.make(view, across.leading, .equal, canvas, across.leading, "UISV-hiding")
    }

    // Across the axis.
    makeAlignment(visible, canvas, across, list)

    // Keep what did not change.
    var previous: [StackConstraintKey: [NSLayoutConstraint]] = [:]
    for c in arrangementConstraints where c.isActive {
      previous[StackConstraintKey(c), default: []].append(c)
    }
    var result: [NSLayoutConstraint] = []
    var added: [NSLayoutConstraint] = []
    for c in list.constraints {
      let key = StackConstraintKey(c)
      if var same = previous[key], let kept = same.popLast() {
        previous[key] = same
        result.append(kept)
      } else {
        result.append(c)
        added.append(c)
      }
    }
    NSLayoutConstraint.deactivate(previous.values.flatMap { $0 })
    for guide in oldGuides where !spacerGuides.contains(where: { $0 === guide }) {
      removeLayoutGuide(guide)
    }
    arrangementConstraints = result
    NSLayoutConstraint.activate(added)
  }

  /// Every visible view as long as the first.
  private func makeEqualLengths(
    _ visible: [UIView], _ along: StackAxisAttributes,
    _ list: StackConstraintList
  ) {
    guard let first = visible.first else { return }
    for view in visible.dropFirst() {
      list.make(
        view, along.length, .equal, first, along.length, priority: .required, "UISV-fill-equally")
    }
  }

  /// The constraints that place the visible views across the axis.
  private func makeAlignment(
    _ visible: [UIView], _ canvas: AnyObject, _ across: StackAxisAttributes,
    _ list: StackConstraintList
  ) {
    guard let reference = visible.first else {
      list.make(
        canvas, across.length, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority,
        "UISV-canvas-fit")
      return
    }
    var mode = alignment
    // Baselines only line views up side by side; a column fills instead.
    if axis == .vertical && (mode == .firstBaseline || mode == .lastBaseline) { mode = .fill }
    let required = UILayoutPriority.required
    for view in visible {
      switch mode {
      case .fill:
        list.make(
          view, across.leading, .equal, canvas, across.leading, priority: required,
          "UISV-canvas-connection")
        list.make(
          canvas, across.trailing, .equal, view, across.trailing, priority: required,
          "UISV-canvas-connection")
      case .leading:
        list.make(
          view, across.leading, .equal, canvas, across.leading, priority: required,
          "UISV-canvas-connection")
        list.make(
          canvas, across.trailing, .greaterThanOrEqual, view, across.trailing, priority: required,
          "UISV-spanning-boundary")
      case .trailing:
        list.make(
          canvas, across.trailing, .equal, view, across.trailing, priority: required,
          "UISV-canvas-connection")
        list.make(
          view, across.leading, .greaterThanOrEqual, canvas, across.leading, priority: required,
          "UISV-spanning-boundary")
      case .center:
        list.make(
          view, across.center, .equal, canvas, across.center, priority: required,
          "UISV-canvas-connection")
        list.make(
          view, across.leading, .greaterThanOrEqual, canvas, across.leading, priority: required,
          "UISV-spanning-boundary")
      case .firstBaseline, .lastBaseline:
        let baseline: NSLayoutConstraint.Attribute =
          mode == .firstBaseline ? .firstBaseline : .lastBaseline
        if view !== reference {
          list.make(
            view, baseline, .equal, reference, baseline, priority: required, "UISV-alignment")
        }
        list.make(
          view, across.leading, .greaterThanOrEqual, canvas, across.leading, priority: required,
          "UISV-spanning-boundary")
        list.make(
          canvas, across.trailing, .greaterThanOrEqual, view, across.trailing, priority: required,
          "UISV-spanning-boundary")
        if mode == .firstBaseline {
          list.make(
            view, across.leading, .equal, canvas, across.leading,
            priority: Self.baselinePlacementPriority, "UISV-canvas-connection")
        } else {
          list.make(
            canvas, across.trailing, .equal, view, across.trailing,
            priority: Self.baselinePlacementPriority, "UISV-canvas-connection")
        }
      }
    }
    if mode != .fill {
      list.make(
        canvas, across.length, .equal, nil, .notAnAttribute, priority: Self.canvasFitPriority,
        "UISV-canvas-fit")
    }
  }
}

/// What makes two arrangement constraints the same: items, attributes, relation, multiplier,
/// constant and priority.
@MainActor
struct StackConstraintKey: Hashable {
  let first: ObjectIdentifier?
  let firstAttribute: Int
  let second: ObjectIdentifier?
  let secondAttribute: Int
  let relation: Int
  let multiplier: CGFloat
  let constant: CGFloat
  let priority: Float

  init(_ c: NSLayoutConstraint) {
    first = c.firstItem.map { ObjectIdentifier($0) }
    firstAttribute = c.firstAttribute.rawValue
    second = c.secondItem.map { ObjectIdentifier($0) }
    secondAttribute = c.secondAttribute.rawValue
    relation = c.relation.rawValue
    multiplier = c.multiplier
    constant = c.constant
    priority = c.priority.rawValue
  }
}

/// The constraints of one arrangement, collected before they are activated together, and the
/// spacer guides of the previous arrangement, reused in order.
@MainActor
final class StackConstraintList {
  private(set) var constraints: [NSLayoutConstraint] = []
  private var reusableGuides: [UILayoutGuide]

  init(reusableGuides: [UILayoutGuide]) {
    self.reusableGuides = reusableGuides.reversed()
  }

  /// A spacer guide: one of the previous arrangement's, or a new one.
  func nextGuide() -> UILayoutGuide {
    reusableGuides.popLast() ?? UILayoutGuide()
  }

  /// Adds `item1.attribute1 relation multiplier × item2.attribute2 + constant` at `priority`,
  /// named `identifier`.
  func make(
    _ item1: AnyObject, _ attribute1: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ item2: AnyObject?,
    _ attribute2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: UILayoutPriority = .required, _ identifier: String
  ) {
    let c = NSLayoutConstraint(
      item: item1, attribute: attribute1, relatedBy: relation, toItem: item2,
      attribute: attribute2, multiplier: multiplier, constant: constant)
    c.priority = priority
    c.identifier = identifier
    constraints.append(c)
  }
}
