import Foundation

/// Checks every number of a compositional layout's specification before any geometry uses it,
/// replacing those no geometry can use: NaN and infinities become 0, negative sizes and
/// fractions become 0, and magnitudes past `largestLength` (points) or `largestFraction` are
/// clamped to them, so that sums and products of the values stay finite. Negative insets,
/// spacings and offsets are kept: they make elements overlap, as in UIKit. Each replacement is
/// described in `issues`, naming where the value was.
package struct CompositionalValueCheck: Sendable {
  /// The largest length, in points, a specification may give (a billion points).
  package static let largestLength: CGFloat = LayoutNumbers.largestLength
  /// The largest fraction a fractional dimension or offset may give.
  package static let largestFraction: CGFloat = 1e4

  /// The replacements made, one sentence each.
  package private(set) var issues: [String] = []

  /// Creates a check with no issues yet.
  package init() {}

  // MARK: Numbers

  /// A size in points: finite, not negative, at most `largestLength`.
  /// - Complexity: O(1).
  package mutating func length(_ value: CGFloat, _ place: @autoclosure () -> String) -> CGFloat {
    if value.isNaN || value.isInfinite || value < 0 {
      issues.append(
        "\(place()) is \(value); a size must be a finite number not below 0, so 0 is used")
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
  package mutating func offset(_ value: CGFloat, _ place: @autoclosure () -> String) -> CGFloat {
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
  package mutating func fraction(
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
  package mutating func dimension(_ d: CompositionalDimension, _ place: @autoclosure () -> String)
    -> CompositionalDimension
  {
    switch d {
    case .fractionalWidth(let f): .fractionalWidth(fraction(f, "\(place()) (.fractionalWidth)"))
    case .fractionalHeight(let f): .fractionalHeight(fraction(f, "\(place()) (.fractionalHeight)"))
    case .absolute(let v): .absolute(length(v, "\(place()) (.absolute)"))
    case .estimated(let v): .estimated(length(v, "\(place()) (.estimated)"))
    case .uniformAcrossSiblings(let v):
      .uniformAcrossSiblings(length(v, "\(place()) (.uniformAcrossSiblings)"))
    }
  }

  /// A size whose dimensions have usable numbers.
  /// - Complexity: O(1).
  package mutating func size(_ s: CompositionalSize, _ place: @autoclosure () -> String)
    -> CompositionalSize
  {
    CompositionalSize(
      width: dimension(s.width, "\(place())'s width"),
      height: dimension(s.height, "\(place())'s height"))
  }

  /// Insets with finite values.
  /// - Complexity: O(1).
  package mutating func insets(_ i: NSDirectionalEdgeInsets, _ place: @autoclosure () -> String)
    -> NSDirectionalEdgeInsets
  {
    if i == .zero { return i }
    return NSDirectionalEdgeInsets(
      top: offset(i.top, "\(place()).top"), leading: offset(i.leading, "\(place()).leading"),
      bottom: offset(i.bottom, "\(place()).bottom"),
      trailing: offset(i.trailing, "\(place()).trailing"))
  }

  /// A spacing with a finite value.
  /// - Complexity: O(1).
  package mutating func spacing(_ s: CompositionalSpacing, _ place: @autoclosure () -> String)
    -> CompositionalSpacing
  {
    switch s {
    case .fixed(let v): .fixed(offset(v, "\(place()) (.fixed)"))
    case .flexible(let v): .flexible(offset(v, "\(place()) (.flexible)"))
    }
  }

  /// A point given as an offset: finite, within the largest fraction when fractional.
  /// - Complexity: O(1).
  package mutating func point(_ p: CGPoint, fractional: Bool, _ place: @autoclosure () -> String)
    -> CGPoint
  {
    fractional
      ? CGPoint(
        x: fraction(p.x, "\(place()).x", signed: true),
        y: fraction(p.y, "\(place()).y", signed: true))
      : CGPoint(x: offset(p.x, "\(place()).x"), y: offset(p.y, "\(place()).y"))
  }

  /// An anchor with a usable offset.
  /// - Complexity: O(1).
  package mutating func anchor(_ a: CompositionalAnchor, _ place: @autoclosure () -> String)
    -> CompositionalAnchor
  {
    var a = a
    a.offset = point(a.offset, fractional: a.isFractionalOffset, "\(place())'s offset")
    return a
  }

  /// A supplementary item with usable numbers.
  /// - Complexity: O(1).
  package mutating func supplementary(
    _ s: CompositionalSupplementaryItem, _ place: @autoclosure () -> String
  )
    -> CompositionalSupplementaryItem
  {
    var s = s
    let kind = s.elementKind
    func here() -> String { "\(place())'s supplementary item \"\(kind)\"" }
    s.size = size(s.size, here())
    s.containerAnchor = anchor(s.containerAnchor, "\(here())'s container anchor")
    s.itemAnchor = s.itemAnchor.map { anchor($0, "\(here())'s item anchor") }
    s.contentInsets = insets(s.contentInsets, "\(here())'s contentInsets")
    return s
  }

  /// An item, or a group and everything in it, with usable numbers.
  /// - Complexity: O(number of items and groups in the specification).
  package mutating func item(_ item: CompositionalItem, _ place: @autoclosure () -> String)
    -> CompositionalItem
  {
    var item = item
    item.size = size(item.size, place())
    item.contentInsets = insets(item.contentInsets, "\(place())'s contentInsets")
    if let e = item.edgeSpacing {
      item.edgeSpacing = CompositionalEdgeSpacing(
        leading: e.leading.map { spacing($0, "\(place())'s edgeSpacing.leading") },
        top: e.top.map { spacing($0, "\(place())'s edgeSpacing.top") },
        trailing: e.trailing.map { spacing($0, "\(place())'s edgeSpacing.trailing") },
        bottom: e.bottom.map { spacing($0, "\(place())'s edgeSpacing.bottom") })
    }
    // Arrays are written only where a value was replaced (every replacement adds an issue),
    // so a sound specification is checked without copying them.
    for i in item.supplementaryItems.indices {
      let before = issues.count
      let checked = supplementary(item.supplementaryItems[i], place())
      if issues.count != before { item.supplementaryItems[i] = checked }
    }
    if var group = item.group {
      let before = issues.count
      group.interItemSpacing = group.interItemSpacing.map {
        spacing($0, "\(place())'s interItemSpacing")
      }
      if case .custom(var customItems) = group.layout {
        let beforeCustom = issues.count
        for i in customItems.indices {
          let frame = customItems[i].frame
          func where_() -> String { "\(place())'s custom item \(i) frame" }
          let checked = CGRect(
            x: offset(frame.origin.x, "\(where_()).origin.x"),
            y: offset(frame.origin.y, "\(where_()).origin.y"),
            width: length(frame.size.width, "\(where_()).width"),
            height: length(frame.size.height, "\(where_()).height"))
          if issues.count != beforeCustom { customItems[i].frame = checked }
        }
        if issues.count != beforeCustom { group.layout = .custom(customItems) }
      }
      for i in group.subitems.indices {
        let beforeSubitem = issues.count
        let checked = self.item(group.subitems[i], "\(place())'s subitem \(i)")
        if issues.count != beforeSubitem { group.subitems[i] = checked }
      }
      if issues.count != before { item.group = group }
    }
    return item
  }

  /// A boundary supplementary item with usable numbers.
  /// - Complexity: O(1).
  package mutating func boundary(_ b: CompositionalBoundaryItem, _ place: @autoclosure () -> String)
    -> CompositionalBoundaryItem
  {
    var b = b
    let kind = b.elementKind
    func here() -> String { "\(place())'s boundary item \"\(kind)\"" }
    b.size = size(b.size, here())
    b.absoluteOffset = point(b.absoluteOffset, fractional: false, "\(here())'s absoluteOffset")
    b.contentInsets = insets(b.contentInsets, "\(here())'s contentInsets")
    return b
  }

  /// A section with usable numbers throughout.
  /// - Complexity: O(size of the specification).
  package mutating func section(_ s: CompositionalSection, _ place: @autoclosure () -> String)
    -> CompositionalSection
  {
    var s = s
    s.group = item(s.group, "\(place())'s group")
    s.contentInsets = insets(s.contentInsets, "\(place())'s contentInsets")
    s.interGroupSpacing = offset(s.interGroupSpacing, "\(place())'s interGroupSpacing")
    for i in s.boundaryItems.indices {
      let before = issues.count
      let checked = boundary(s.boundaryItems[i], place())
      if issues.count != before { s.boundaryItems[i] = checked }
    }
    for i in s.decorationItems.indices {
      let d = s.decorationItems[i]
      let before = issues.count
      let checked = insets(
        d.contentInsets, "\(place())'s decoration item \"\(d.elementKind)\"'s contentInsets")
      if issues.count != before { s.decorationItems[i].contentInsets = checked }
    }
    return s
  }

  /// A measured size, or nil when it has no usable number (the element stays unmeasured).
  /// - Complexity: O(1).
  package mutating func measured(_ size: CGSize, _ place: @autoclosure () -> String) -> CGSize? {
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
