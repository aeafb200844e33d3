import Foundation
import MosaicCore

/// Animates dynamic items with physics: the behaviours added to it (gravity, collision, snap,
/// push, attachment, item properties) act on their items, and the animator moves them at every
/// frame of Mosaic's animation clock, setting each item's `center` and `transform`.
///
/// A reference view (`init(referenceView:)`) gives the coordinate system and, for collisions,
/// the reference bounds; its items are views inside it. A collection view layout
/// (`init(collectionViewLayout:)`) animates `UICollectionViewLayoutAttributes` in the
/// collection view's content coordinates and invalidates the layout at every step, so that
/// the layout can answer its queries from `items(in:)` and `layoutAttributesForCell(at:)`.
///
/// The simulation runs in fixed steps of 1/120 s, whatever the frame rate. When every item has
/// come to rest the animator pauses (its delegate is told) and asks for no more frames; a
/// change to a behaviour, `updateItem(usingCurrentState:)` or a new velocity resumes it.
@MainActor @preconcurrency
open class UIDynamicAnimator: NSObject {
  /// The key the animator's frame callback is registered under: it outlives the animator, so
  /// that a callback left by a released animator can remove itself.
  private final class ClockToken {}
  private let clockToken = ClockToken()

  /// The view whose coordinate system the animator works in, if it was made with one.
  open private(set) var referenceView: UIView? {
    get { referenceViewReference.wrappedValue }
    set { referenceViewReference.wrappedValue = newValue }
  }
  private var referenceViewReference = Unretained<UIView>()
  /// The collection view layout whose attributes the animator moves, if it was made with one.
  private(set) weak var collectionViewLayout: UICollectionViewLayout?
  private let usesLayout: Bool

  var world = DynamicsWorld()
  /// The items moved, one for each body of the world, in the same order.
  private(set) var items: [UIDynamicItem] = []
  private var indexOfItem: [ObjectIdentifier: Int] = [:]
  /// What was last written to (or read from) each item, so that unchanged items are not set.
  private var writtenPositions: [DynamicsVector] = []
  private var writtenRotations: [Double] = []
  func writtenPosition(_ i: Int) -> DynamicsVector { writtenPositions[i] }
  func writtenRotation(_ i: Int) -> Double { writtenRotations[i] }
  func setWritten(position: DynamicsVector, at i: Int) { writtenPositions[i] = position }
  func setWritten(rotation: Double, at i: Int) { writtenRotations[i] = rotation }
  private var needsCompile = false
  /// The reference bounds the boundaries were last built for.
  private var compiledReferenceBounds: CGRect?
  private var lastTick: TimeInterval = 0
  private var elapsed: TimeInterval = 0
  private(set) var collisionGroups: [UICollisionBehavior] = []
  private var boundaryOwners: [(behavior: UICollisionBehavior, identifier: (any NSCopying)?)] = []
  func boundaryOwner(_ tag: Int) -> (behavior: UICollisionBehavior, identifier: (any NSCopying)?) {
    boundaryOwners[tag]
  }
  private var cellIndex: [IndexPath: Int] = [:]
  private var supplementaryIndex: [String: [IndexPath: Int]] = [:]
  private var decorationIndex: [String: [IndexPath: Int]] = [:]

  /// Creates an animator whose items are views inside `view`, in `view`'s coordinates.
  public init(referenceView view: UIView) {
    referenceViewReference = Unretained(wrappedValue: view)
    usesLayout = false
    super.init()
  }

  /// Creates an animator that moves the layout attributes of `layout`'s collection view and
  /// invalidates `layout` at every step.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    usesLayout = true
    super.init()
  }

  /// Creates an animator without a reference system, for items of your own.
  public override init() {
    usesLayout = false
    super.init()
  }

  // MARK: Behaviours

  /// The behaviours added to the animator, in order.
  open private(set) var behaviors: [UIDynamicBehavior] = []

  /// Adds a behaviour: its items start moving.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    if let other = behavior.dynamicAnimator, other !== self { other.removeBehavior(behavior) }
    behavior.parent?.removeChildBehavior(behavior)
    behaviors.append(behavior)
    behavior.moveTree(to: self)
    behaviorDidChange()
  }

  /// Removes a behaviour.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    behavior.moveTree(to: nil)
    behaviorDidChange()
  }

  /// Removes every behaviour.
  open func removeAllBehaviors() {
    let removed = behaviors
    behaviors.removeAll()
    for behavior in removed { behavior.moveTree(to: nil) }
    behaviorDidChange()
  }

  /// Every behaviour with its children, depth first, in order.
  private var behaviorTree: [UIDynamicBehavior] {
    var result: [UIDynamicBehavior] = []
    func visit(_ b: UIDynamicBehavior) {
      result.append(b)
      for child in b.childBehaviors { visit(child) }
    }
    for b in behaviors { visit(b) }
    return result
  }

  // MARK: Running

  /// Whether the animator is moving its items (false once they are all at rest).
  open private(set) var isRunning = false

  /// The time the animator has been running, in seconds.
  open var elapsedTime: TimeInterval { elapsed }

  /// The object told when the animator pauses and resumes.
  open weak var delegate: UIDynamicAnimatorDelegate?

  /// A behaviour changed: take it into account and run.
  func behaviorDidChange() {
    needsCompile = true
    world.wake()
    resume()
  }

  private func resume() {
    guard !isRunning else { return }
    compileIfNeeded()
    guard !items.isEmpty else { return }
    delegate?.dynamicAnimatorWillResume(self)
    isRunning = true
    lastTick = AnimationClock.now
    let token = clockToken
    AnimationEngine.shared.addFrameCallback(for: token) { [weak self] now in
      guard let self else {
        AnimationEngine.shared.removeFrameCallback(for: token)
        return
      }
      self.frame(at: now)
    }
  }

  private func pause() {
    guard isRunning else { return }
    isRunning = false
    AnimationEngine.shared.removeFrameCallback(for: clockToken)
    delegate?.dynamicAnimatorDidPause(self)
  }

  /// One frame: steps the world by the time since the last frame, moves the items, reports
  /// contacts, runs the behaviours' actions and pauses once everything is at rest.
  private func frame(at now: TimeInterval) {
    guard isRunning else { return }
    dropDepartedItems()
    // The reference bounds boundary follows the reference view's (or content's) size.
    if referenceBounds != compiledReferenceBounds { needsCompile = true }
    compileIfNeeded()
    let interval = max(0, now - lastTick)
    lastTick = now
    let steps = world.advance(by: interval)
    elapsed += interval
    if steps > 0 {
      writeBack()
      reportContacts()
    }
    for behavior in behaviorTree { behavior.action?() }
    if steps > 0, usesLayout { collectionViewLayout?.invalidateLayout() }
    if items.isEmpty || world.isAtRest { pause() }
  }

  // MARK: Items

  /// The items whose outlines meet `rect` (reference coordinates), in the order they joined.
  ///
  /// - Complexity: O(n) for n items.
  open func items(in rect: CGRect) -> [UIDynamicItem] {
    compileIfNeeded()
    var result: [UIDynamicItem] = []
    for (i, body) in world.bodies.enumerated() {
      let box = body.bounds
      let frame = CGRect(
        x: box.min.x, y: box.min.y, width: box.max.x - box.min.x, height: box.max.y - box.min.y)
      let meets =
        frame.width > 0 && frame.height > 0
        ? frame.intersects(rect) : rect.contains(CGPoint(x: body.position.x, y: body.position.y))
      if meets { result.append(items[i]) }
    }
    return result
  }

  /// Reads `item`'s centre, size and rotation again (after you changed them), replacing what
  /// the animator had, and runs the animator.
  open func updateItem(usingCurrentState item: UIDynamicItem) {
    compileIfNeeded()
    guard let index = indexOfItem[ObjectIdentifier(item)] else { return }
    let fresh = makeBody(for: item)
    world.bodies[index].position = fresh.position
    world.bodies[index].rotation = fresh.rotation
    if world.bodies[index].shape != fresh.shape { world.bodies[index].shape = fresh.shape }
    writtenPositions[index] = fresh.position
    writtenRotations[index] = fresh.rotation
    world.wake()
    resume()
  }

  /// The animated attributes of the cell at `indexPath`, for an animator made with a layout.
  open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    compileIfNeeded()
    return cellIndex[indexPath].flatMap { items[$0] as? UICollectionViewLayoutAttributes }
  }

  /// The animated attributes of the supplementary view of `kind` at `indexPath`.
  open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    compileIfNeeded()
    return supplementaryIndex[kind]?[indexPath].flatMap {
      items[$0] as? UICollectionViewLayoutAttributes
    }
  }

  /// The animated attributes of the decoration view of `kind` at `indexPath`.
  open func layoutAttributesForDecorationView(
    ofKind decorationViewKind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    compileIfNeeded()
    return decorationIndex[decorationViewKind]?[indexPath].flatMap {
      items[$0] as? UICollectionViewLayoutAttributes
    }
  }

  /// The body moving `item`, if any.
  func body(of item: UIDynamicItem) -> DynamicsBody? {
    compileIfNeeded()
    return indexOfItem[ObjectIdentifier(item)].map { world.bodies[$0] }
  }

  /// Adds velocities to the body of `item`; false when the animator does not move it (yet).
  func addVelocity(_ linear: DynamicsVector, angular: Double, to item: UIDynamicItem) -> Bool {
    compileIfNeeded()
    guard let index = indexOfItem[ObjectIdentifier(item)] else { return false }
    world.bodies[index].velocity += linear
    world.bodies[index].angularVelocity += angular
    world.wake()
    resume()
    return true
  }

  // MARK: Building the world

  /// The rectangle of the reference bounds boundary, in reference coordinates.
  private var referenceBounds: CGRect? {
    if let referenceView { return referenceView.bounds }
    if let layout = collectionViewLayout {
      return CGRect(origin: .zero, size: layout.collectionViewContentSize)
    }
    return nil
  }

  /// Rebuilds the world's bodies, forces, joints and boundaries from the behaviours when they
  /// changed. Bodies of items still animated keep their motion.
  ///
  /// - Complexity: O(n + b) for n items and b behaviours.
  private func compileIfNeeded() {
    guard needsCompile else { return }
    needsCompile = false
    let tree = behaviorTree
    var wanted: [UIDynamicItem] = []
    var seen = Set<ObjectIdentifier>()
    for behavior in tree {
      for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
        wanted.append(item)
      }
    }
    // Keep the bodies of items still wanted, in their order; append the new ones.
    let keep = items.map { seen.contains(ObjectIdentifier($0)) }
    if keep.contains(false) {
      let map = world.removeBodies(keeping: keep)
      var keptItems: [UIDynamicItem] = []
      var keptPositions: [DynamicsVector] = []
      var keptRotations: [Double] = []
      for i in items.indices where map[i] != nil {
        keptItems.append(items[i])
        keptPositions.append(writtenPositions[i])
        keptRotations.append(writtenRotations[i])
      }
      items = keptItems
      writtenPositions = keptPositions
      writtenRotations = keptRotations
    }
    indexOfItem = [:]
    for (i, item) in items.enumerated() { indexOfItem[ObjectIdentifier(item)] = i }
    for item in wanted where indexOfItem[ObjectIdentifier(item)] == nil {
      let body = makeBody(for: item)
      indexOfItem[ObjectIdentifier(item)] = world.add(body)
      items.append(item)
      writtenPositions.append(body.position)
      writtenRotations.append(body.rotation)
    }
    for i in world.bodies.indices { Self.resetConfiguration(of: &world.bodies[i]) }

    compiledReferenceBounds = referenceBounds
    var scene = DynamicsScene(
      world: world, indexOfItem: indexOfItem, referenceBounds: compiledReferenceBounds)
    world = DynamicsWorld()
    for behavior in tree { behavior.contribute(to: &scene) }
    scene.finish()
    world = scene.world
    collisionGroups = scene.collisionBehaviors
    boundaryOwners = scene.boundaryOwners
    if scene.droppedCollisionGroups { Self.logOnce(.tooManyCollisionBehaviors) }
    for work in scene.afterCompile { work() }
    indexAttributes()
  }

  private static func resetConfiguration(of body: inout DynamicsBody) {
    body.gravity = .zero
    body.force = .zero
    body.torque = 0
    body.itemGroups = 0
    body.boundaryGroups = 0
    if body.density != 1 { body.density = 1 }
    body.elasticity = 0
    body.friction = 0
    body.resistance = 0
    body.angularResistance = 0
    body.allowsRotation = true
    body.isAnchored = false
  }

  private func indexAttributes() {
    cellIndex = [:]
    supplementaryIndex = [:]
    decorationIndex = [:]
    guard usesLayout else { return }
    for (i, item) in items.enumerated() {
      guard let attributes = item as? UICollectionViewLayoutAttributes else { continue }
      switch attributes.representedElementCategory {
      case .cell: cellIndex[attributes.indexPath] = i
      case .supplementaryView:
        supplementaryIndex[attributes.representedElementKind ?? "", default: [:]][
          attributes.indexPath] = i
      case .decorationView:
        decorationIndex[attributes.representedElementKind ?? "", default: [:]][
          attributes.indexPath] = i
      }
    }
  }
}
