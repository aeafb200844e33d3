import Foundation
import MosaicCore

/// Makes its items collide with each other and with boundaries: the reference bounds (when
/// `translatesReferenceBoundsIntoBoundary` is on), line segments and paths. Items of different
/// collision behaviours pass through each other.
@MainActor @preconcurrency
open class UICollisionBehavior: UIDynamicBehavior {
  /// What a collision behaviour's items collide with.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a mode from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The behaviour's items collide with each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// The behaviour's items collide with its boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both.
    public static let everything = Mode(rawValue: UInt.max)
  }

  private var itemList: [UIDynamicItem]
  private var identifiedBoundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []

  /// Creates a collision behaviour for `items`.
  public init(items: [UIDynamicItem]) {
    itemList = items
    super.init()
  }

  /// Creates a collision behaviour without items yet.
  public convenience override init() {
    self.init(items: [])
  }

  /// The items that collide.
  open var items: [UIDynamicItem] { itemList }

  /// Adds an item (once).
  open func addItem(_ item: UIDynamicItem) {
    add(item, to: &itemList)
  }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    remove(item, from: &itemList)
  }

  /// Whether the items collide with each other, with the boundaries, or both (the default).
  open var collisionMode: Mode = .everything {
    didSet { setNeedsUpdate() }
  }

  /// Whether the reference view's bounds (or the collection view's content) are a boundary.
  open var translatesReferenceBoundsIntoBoundary = false {
    didSet { setNeedsUpdate() }
  }

  /// The insets of the reference bounds' boundary.
  private(set) var referenceBoundaryInsets = UIEdgeInsets.zero

  /// Makes the reference bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceBoundaryInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// The object told when items touch each other or boundaries.
  open weak var collisionDelegate: UICollisionBehaviorDelegate?

  // MARK: Boundaries

  /// Adds (or replaces) the boundary `identifier` made of the segments of `bezierPath`
  /// (curves flattened), in reference coordinates.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    let path = bezierPath.copy() as? UIBezierPath ?? bezierPath
    if let index = indexOfBoundary(identifier) {
      identifiedBoundaries[index].path = path
    } else {
      identifiedBoundaries.append((identifier, path))
    }
    setNeedsUpdate()
  }

  /// Adds (or replaces) the boundary `identifier`: the segment from `p1` to `p2`.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The path of the boundary `identifier`, or nil.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    indexOfBoundary(identifier).map { identifiedBoundaries[$0].path }
  }

  /// Removes the boundary `identifier`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    guard let index = indexOfBoundary(identifier) else { return }
    identifiedBoundaries.remove(at: index)
    setNeedsUpdate()
  }

  /// The identifiers of the boundaries added by identifier, or nil when there are none.
  open var boundaryIdentifiers: [any NSCopying]? {
    identifiedBoundaries.isEmpty ? nil : identifiedBoundaries.map(\.identifier)
  }

  /// Removes every boundary added by identifier (not the reference bounds).
  open func removeAllBoundaries() {
    identifiedBoundaries.removeAll()
    setNeedsUpdate()
  }

  private func indexOfBoundary(_ identifier: any NSCopying) -> Int? {
    identifiedBoundaries.firstIndex { Self.sameIdentifier($0.identifier, identifier) }
  }

  /// Whether two identifiers are equal (`isEqual(_:)` for objects, identity otherwise).
  static func sameIdentifier(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let object = a as? NSObject { return object.isEqual(b) }
    return (a as AnyObject) === (b as AnyObject)
  }

  // MARK: What the animator asks

  override var dynamicItems: [UIDynamicItem] { itemList }

  override func contribute(to scene: inout DynamicsScene) {
    guard let group = scene.addCollisionGroup(self) else { return }
    let bit: UInt64 = 1 << UInt64(group)
    let withItems = collisionMode.contains(.items)
    let withBoundaries = collisionMode.contains(.boundaries)
    for item in itemList {
      scene.modifyBody(of: item) { body in
        if withItems { body.itemGroups |= bit }
        if withBoundaries { body.boundaryGroups |= bit }
      }
    }
    guard withBoundaries else { return }
    if translatesReferenceBoundsIntoBoundary, let bounds = scene.referenceBounds {
      let r = bounds.inset(by: referenceBoundaryInsets)
      let corners = [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ]
      for i in 0..<4 {
        scene.addBoundary(
          from: corners[i], to: corners[(i + 1) % 4], group: group, behavior: self,
          identifier: nil)
      }
    }
    for (identifier, path) in identifiedBoundaries {
      for (a, b) in Self.segments(of: path) {
        scene.addBoundary(from: a, to: b, group: group, behavior: self, identifier: identifier)
      }
    }
  }

  /// The line segments of a path: its lines, its curves flattened, and the closing segment of
  /// each closed subpath.
  static func segments(of path: UIBezierPath) -> [(CGPoint, CGPoint)] {
    var result: [(CGPoint, CGPoint)] = []
    var start = CGPoint.zero
    var last = CGPoint.zero
    let steps = 16
    for element in path.cgPath.elements {
      switch element {
      case .move(let p):
        start = p
        last = p
      case .line(let p):
        result.append((last, p))
        last = p
      case .quad(let c, let p):
        var previous = last
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          let q = CGPoint(
            x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
            y: u * u * last.y + 2 * u * t * c.y + t * t * p.y)
          result.append((previous, q))
          previous = q
        }
        last = p
      case .curve(let c1, let c2, let p):
        var previous = last
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          let q = CGPoint(
            x: u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
            y: u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y)
          result.append((previous, q))
          previous = q
        }
        last = p
      case .close:
        if last != start { result.append((last, start)) }
        last = start
      }
    }
    return result.filter {
      $0.0 != $0.1 && $0.0.x.isFinite && $0.0.y.isFinite && $0.1.x.isFinite
        && $0.1.y.isFinite
    }
  }
}
