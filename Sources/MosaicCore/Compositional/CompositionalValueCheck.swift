import Foundation

/// Checks every number of a compositional layout's specification before any geometry uses it,
/// replacing those no geometry can use: NaN and infinities become 0, negative sizes and
/// fractions become 0, and magnitudes past `largestLength` (points) or `largestFraction` are
/// clamped to them, so that sums and products of the values stay finite. Negative insets,
/// spacings and offsets are kept: they make elements overlap, as in UIKit. Each replacement is
/// described in `issues`, naming where the value was.
public struct CompositionalValueCheck: Sendable {
  /// The largest length, in points, a specification may give (a billion points).
  public static let largestLength: CGFloat = LayoutNumbers.largestLength
  /// The largest fraction a fractional dimension or offset may give.
  public static let largestFraction: CGFloat = 1e4

  /// The replacements made, one sentence each.
  public private(set) var issues: [String] = []

  /// Creates a check with no issues yet.
  public init() {}

  // MARK: Numbers

  /// A size in points: finite, not negative, at most `largestLength`.
  /// - Complexity: O(1).
  public mutating func length(_ value: CGFloat, _ place: @autoclosure () -> String) -> CGFloat {
    if value.isNaN || value.isInfinite || value < 0 {
      issues.append("\(place()) is \(value); a size must be a finite number not below 0, so 0 is used")
      return 0
    }
    if value > Self.largestLength {
      issues.append(
        "\(place()) is \(value), more than the largest length (\(Self.largestLength) points), which "
          + "is used instead")
      return Self.largestLength
    }
    return value
  }

  /// An inset, spacing or offset in points: finite, at most `largestLength` either way.
  /// - Complexity: O(1).
  public mutating func offset(_ value: CGFloat, _ place: @autoclosure () -> String) -> CGFloat {
    if value.isNaN || value.isInfinite {
      issues.append("\(place()) is \(value); it must be a finite number, so 0 is used")
      return 0
    }
    if abs(value) > Self.largestLength {
      issues.append(
        "\(place()) is \(value), beyond the largest length (\(Self.largestLength) points), which "
          + "is used instead")
      return value < 0 ? -Self.largestLength : Self.largestLength
    }
    return value
  }

  /// A fraction of a container: finite, not negative (unless `signed`), at most
  /// `largestFraction`.
  /// - Complexity: O(1).
  public mutating func fraction(
    _ value: CGFloat, _ place: @autoclosure () -> String, signed: Bool = false
  ) -> CGFloat {
    if value.isNaN || value.isInfinite || (!signed && value < 0) {
      issues.append(
        "\(place()) is \(value); a fraction must be a finite number\(signed ? "" : " not below 0"), "
          + "so 0 is used")
      return 0
    }
    if abs(value) > Self.largestFraction {
      issues.append(
        "\(place()) is \(value), beyond the largest fraction (\(Self.largestFraction)), which is "
          + "used instead")
      return value < 0 ? -Self.largestFraction : Self.largestFraction
    }
    return value
  }

  // MARK: Specification parts

  /// A dimension with a usable number.
  /// - Complexity: O(1).
  public mutating func dimension(_ d: CompositionalDimension, _ place: String)
    -> CompositionalDimension
  {
    switch d {
    case .fractionalWidth(let f): .fractionalWidth(fraction(f, "\(place) (.fractionalWidth)"))
    case .fractionalHeight(let f): .fractionalHeight(fraction(f, "\(place) (.fractionalHeight)"))
    case .absolute(let v): .absolute(length(v, "\(place) (.absolute)"))
    case .estimated(let v): .estimated(length(v, "\(place) (.estimated)"))
    case .uniformAcrossSiblings(let v):
      .uniformAcrossSiblings(length(v, "\(place) (.uniformAcrossSiblings)"))
    }
  }

  /// A size whose dimensions have usable numbers.
  /// - Complexity: O(1).
  public mutating func size(_ s: CompositionalSize, _ place: String) -> CompositionalSize {
    CompositionalSize(
      width: dimension(s.width, "\(place)'s width"),
      height: dimension(s.height, "\(place)'s height"))
  }

  /// Insets with finite values.
  /// - Complexity: O(1).
  public mutating func insets(_ i: NSDirectionalEdgeInsets, _ place: String)
    -> NSDirectionalEdgeInsets
  {
    if i == .zero { return i }
    return NSDirectionalEdgeInsets(
      top: offset(i.top, "\(place).top"), leading: offset(i.leading, "\(place).leading"),
      bottom: offset(i.bottom, "\(place).bottom"), trailing: offset(i.trailing, "\(place).trailing"))
  }

  /// A spacing with a finite value.
  /// - Complexity: O(1).
  public mutating func spacing(_ s: CompositionalSpacing, _ place: String) -> CompositionalSpacing {
    switch s {
    case .fixed(let v): .fixed(offset(v, "\(place) (.fixed)"))
    case .flexible(let v): .flexible(offset(v, "\(place) (.flexible)"))
    }
  }

  /// A point given as an offset: finite, within the largest fraction when fractional.
  /// - Complexity: O(1).
  public mutating func point(_ p: CGPoint, fractional: Bool, _ place: String) -> CGPoint {
    fractional
      ? CGPoint(
        x: fraction(p.x, "\(place).x", signed: true), y: fraction(p.y, "\(place).y", signed: true))
      : CGPoint(x: offset(p.x, "\(place).x"), y: offset(p.y, "\(place).y"))
  }

  /// An anchor with a usable offset.
  /// - Complexity: O(1).
  public mutating func anchor(_ a: CompositionalAnchor, _ place: String) -> CompositionalAnchor {
    var a = a
    a.offset = point(a.offset, fractional: a.isFractionalOffset, "\(place)'s offset")
    return a
  }

  /// A supplementary item with usable numbers.
  /// - Complexity: O(1).
  public mutating func supplementary(_ s: CompositionalSupplementaryItem, _ place: String)
    -> CompositionalSupplementaryItem
  {
    var s = s
    let place = "\(place)'s supplementary item \"\(s.elementKind)\""
    s.size = size(s.size, place)
    s.containerAnchor = anchor(s.containerAnchor, "\(place)'s container anchor")
    s.itemAnchor = s.itemAnchor.map { anchor($0, "\(place)'s item anchor") }
    s.contentInsets = insets(s.contentInsets, "\(place)'s contentInsets")
    return s
  }

  /// An item, or a group and everything in it, with usable numbers.
  /// - Complexity: O(number of items and groups in the specification).
  public mutating func item(_ item: CompositionalItem, _ place: String) -> CompositionalItem {
    var item = item
    item.size = size(item.size, place)
    item.contentInsets = insets(item.contentInsets, "\(place)'s contentInsets")
    if let e = item.edgeSpacing {
      item.edgeSpacing = CompositionalEdgeSpacing(
        leading: e.leading.map { spacing($0, "\(place)'s edgeSpacing.leading") },
        top: e.top.map { spacing($0, "\(place)'s edgeSpacing.top") },
        trailing: e.trailing.map { spacing($0, "\(place)'s edgeSpacing.trailing") },
        bottom: e.bottom.map { spacing($0, "\(place)'s edgeSpacing.bottom") })
    }
    if !item.supplementaryItems.isEmpty {
      item.supplementaryItems = item.supplementaryItems.map { supplementary($0, place) }
    }
    if var group = item.group {
      group.interItemSpacing = group.interItemSpacing.map {
        spacing($0, "\(place)'s interItemSpacing")
      }
      if case .custom(let customItems) = group.layout {
        group.layout = .custom(
          customItems.enumerated().map { i, custom in
            var custom = custom
            let where_ = "\(place)'s custom item \(i) frame"
            custom.frame = CGRect(
              x: offset(custom.frame.origin.x, "\(where_).origin.x"),
              y: offset(custom.frame.origin.y, "\(where_).origin.y"),
              width: length(custom.frame.size.width, "\(where_).width"),
              height: length(custom.frame.size.height, "\(where_).height"))
            return custom
          })
      }
      group.subitems = group.subitems.enumerated().map { i, sub in
        self.item(sub, "\(place)'s subitem \(i)")
      }
      item.group = group
    }
    return item
  }

  /// A boundary supplementary item with usable numbers.
  /// - Complexity: O(1).
  public mutating func boundary(_ b: CompositionalBoundaryItem, _ place: String)
    -> CompositionalBoundaryItem
  {
    var b = b
    let place = "\(place)'s boundary item \"\(b.elementKind)\""
    b.size = size(b.size, place)
    b.absoluteOffset = point(b.absoluteOffset, fractional: false, "\(place)'s absoluteOffset")
    b.contentInsets = insets(b.contentInsets, "\(place)'s contentInsets")
    return b
  }

  /// A section with usable numbers throughout.
  /// - Complexity: O(size of the specification).
  public mutating func section(_ s: CompositionalSection, _ place: String) -> CompositionalSection {
    var s = s
    s.group = item(s.group, "\(place)'s group")
    s.contentInsets = insets(s.contentInsets, "\(place)'s contentInsets")
    s.interGroupSpacing = offset(s.interGroupSpacing, "\(place)'s interGroupSpacing")
    s.boundaryItems = s.boundaryItems.map { boundary($0, place) }
    s.decorationItems = s.decorationItems.map { d in
      var d = d
      d.contentInsets = insets(
        d.contentInsets, "\(place)'s decoration item \"\(d.elementKind)\"'s contentInsets")
      return d
    }
    return s
  }

  /// A measured size, or nil when it has no usable number (the element stays unmeasured).
  /// - Complexity: O(1).
  public mutating func measured(_ size: CGSize, _ place: @autoclosure () -> String) -> CGSize? {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      issues.append(
        "\(place()) measured \(size.width)×\(size.height), which is not a finite size not below 0; "
          + "the estimate is kept")
      return nil
    }
    return CGSize(
      width: min(size.width, Self.largestLength), height: min(size.height, Self.largestLength))
  }
}
