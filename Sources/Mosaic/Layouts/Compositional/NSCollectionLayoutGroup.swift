import Foundation

/// The frame of one item of a custom group, with its stacking order.
@MainActor @preconcurrency
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
  /// The item's frame in the group's coordinates.
  public let frame: CGRect
  /// The item's stacking order; 0 by default.
  public let zIndex: Int

  /// Creates a custom item at `frame`.
  public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

  /// Creates a custom item at `frame` with a stacking order.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }

  /// Returns the custom item itself: it is immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The closure a custom group calls to place its items in a layout environment.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A container of items (or other groups) in a compositional layout: side by side,
/// stacked, or at custom frames. A section repeats its group until every item has a place.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Arrangement {
    case horizontal, vertical
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  let arrangement: Arrangement
  let count: CompositionalGroupCount
  /// The group's items (or groups), in order.
  public let subitems: [NSCollectionLayoutItem]
  /// The space between the group's items along its axis; nil (none) by default.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, arrangement: Arrangement,
    subitems: [NSCollectionLayoutItem],
    count: CompositionalGroupCount
  ) {
    self.arrangement = arrangement
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  // MARK: Making groups

  /// A group of `layoutSize` that places `subitems` side by side along its width, in turn,
  /// repeating them while they fit.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: .repeating)
  }

  /// A group of `layoutSize` holding exactly `count` of `subitem` side by side, each at its own
  /// size.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: .exactly(count))
  }

  /// A group of `layoutSize` holding exactly `count` of `subitem` side by side, their widths
  /// made to share the group's width with the spacing between them. Deprecated in UIKit in
  /// favour of `horizontal(layoutSize:repeatingSubitem:count:)`.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem],
      count: .sizedToFit(count))
  }

  /// A group of `layoutSize` that stacks `subitems` along its height, in turn, repeating them
  /// while they fit.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: .repeating)
  }

  /// A group of `layoutSize` holding exactly `count` of `subitem` stacked, each at its own size.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: .exactly(count))
  }

  /// A group of `layoutSize` holding exactly `count` of `subitem` stacked, their heights made
  /// to share the group's height with the spacing between them. Deprecated in UIKit in favour
  /// of `vertical(layoutSize:repeatingSubitem:count:)`.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem],
      count: .sizedToFit(count))
  }

  /// A group of `layoutSize` whose items are placed at the frames `itemProvider` returns for
  /// the layout environment, one item a frame.
  open class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: .repeating)
  }

  /// Supplementary views attached to the group.
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  // MARK: Specification

  /// The group as the layout engine reads it, custom groups placed in `environment`.
  func groupSpecification(in environment: any NSCollectionLayoutEnvironment) -> CompositionalItem {
    var spec = specification
    let layout: CompositionalGroupLayout
    switch arrangement {
    case .horizontal: layout = .horizontal
    case .vertical: layout = .vertical
    case .custom(let provider):
      layout = .custom(
        provider(environment).map { CompositionalCustomItem(frame: $0.frame, zIndex: $0.zIndex) })
    }
    spec.group = CompositionalGroup(
      layout: layout,
      subitems: subitems.map { sub in
        (sub as? NSCollectionLayoutGroup)?.groupSpecification(in: environment) ?? sub.specification
      }, count: count, interItemSpacing: interItemSpacing?.value)
    return spec
  }

  /// A text drawing of the group's arrangement, for debugging: each item a box of its
  /// dimensions, side by side or stacked.
  open func visualDescription() -> String {
    var lines: [String] = []
    describe(into: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func describe(into lines: inout [String], depth: Int) {
    let pad = String(repeating: "  ", count: depth)
    let kind: String
    switch arrangement {
    case .horizontal: kind = "horizontal"
    case .vertical: kind = "vertical"
    case .custom: kind = "custom"
    }
    var head = "\(pad)+ \(kind) group \(layoutSize)"
    switch count {
    case .repeating: break
    case .exactly(let n): head += " ×\(n)"
    case .sizedToFit(let n): head += " ×\(n) sized to fit"
    }
    if let interItemSpacing {
      head += " spacing \(interItemSpacing.isFlexibleSpacing ? "≥" : "")\(interItemSpacing.spacing)"
    }
    lines.append(head)
    for sub in subitems {
      if let group = sub as? NSCollectionLayoutGroup {
        group.describe(into: &lines, depth: depth + 1)
      } else {
        lines.append("\(pad)  [item \(sub.layoutSize)]")
      }
    }
  }

  /// A copy of the group with the same values.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: count)
    copy.interItemSpacing = interItemSpacing
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.supplementaryItems = supplementaryItems
    return copy
  }
}
