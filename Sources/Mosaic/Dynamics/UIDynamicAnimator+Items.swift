import Foundation
import MosaicCore

extension UIDynamicAnimator {
  /// Problems the animator reports once per process on standard error.
  enum LogTopic: Hashable {
    case zeroSize
    case nonFiniteVelocity
    case nonFiniteCenter
    case departedItem
    case tooManyCollisionBehaviors

    var message: String {
      switch self {
      case .zeroSize:
        "an item without size was added; it moves but collides with nothing"
      case .nonFiniteVelocity:
        "a velocity that is not a finite number was ignored"
      case .nonFiniteCenter:
        "an item whose center is not a finite point was placed at the origin"
      case .departedItem:
        "an item left the reference view; behaviours holding it alone (attachments, snaps) were removed"
      case .tooManyCollisionBehaviors:
        "more than 64 collision behaviours; the extra ones are ignored"
      }
    }
  }

  private static var logged: Set<LogTopic> = []

  /// Writes `topic`'s message to standard error, the first time only.
  static func logOnce(_ topic: LogTopic) {
    guard logged.insert(topic).inserted else { return }
    FileHandle.standardError.write(Data("UIDynamicAnimator: \(topic.message)\n".utf8))
  }

  /// A body with `item`'s current centre (in reference coordinates), rotation and outline.
  func makeBody(for item: UIDynamicItem) -> DynamicsBody {
    let size = item.bounds.size
    let width = Double(size.width)
    let height = Double(size.height)
    var shape = DynamicsShape.none
    if width > 0, height > 0, width.isFinite, height.isFinite {
      switch item.collisionBoundsType {
      case .rectangle: shape = .rectangle(width: width, height: height)
      case .ellipse: shape = .ellipse(width: width, height: height)
      case .path:
        let points = UICollisionBehavior.segments(of: item.collisionBoundingPath).map {
          DynamicsVector(Double($0.0.x), Double($0.0.y))
        }
        shape = .convexHull(of: points)
      }
    } else {
      Self.logOnce(.zeroSize)
    }
    var center = referencePoint(of: item)
    if !center.isFinite {
      Self.logOnce(.nonFiniteCenter)
      center = .zero
    }
    var body = DynamicsBody(position: center, shape: shape)
    let t = item.transform
    let rotation = Double(atan2(t.b, t.a))
    body.rotation = rotation.isFinite ? rotation : 0
    return body
  }

  /// The item's centre in reference coordinates.
  private func referencePoint(of item: UIDynamicItem) -> DynamicsVector {
    var p = item.center
    if let view = item as? UIView, let reference = referenceView, let parent = view.superview,
      parent !== reference
    {
      p = parent.convert(p, to: reference)
    }
    return DynamicsVector(Double(p.x), Double(p.y))
  }

  /// Sets the centre and rotation of every item whose body moved since the last write.
  ///
  /// - Complexity: O(n) for n items.
  func writeBack() {
    for i in world.bodies.indices {
      let body = world.bodies[i]
      let item = items[i]
      if body.position != writtenPosition(i) {
        var p = CGPoint(x: body.position.x, y: body.position.y)
        if let view = item as? UIView, let reference = referenceView, let parent = view.superview,
          parent !== reference
        {
          p = parent.convert(p, from: reference)
        }
        item.center = p
        setWritten(position: body.position, at: i)
      }
      if body.rotation != writtenRotation(i) {
        item.transform = CGAffineTransform(rotationAngle: CGFloat(body.rotation))
        setWritten(rotation: body.rotation, at: i)
      }
    }
  }

  /// Tells the collision behaviours' delegates about the contacts that began and ended in the
  /// last frame's steps, in the order they happened.
  func reportContacts() {
    for event in world.events {
      let item = items[event.body]
      let point = CGPoint(x: event.point.x, y: event.point.y)
      switch event.other {
      case .boundary(let index):
        let owner = boundaryOwner(world.boundaries[index].tag)
        guard let delegate = owner.behavior.collisionDelegate else { continue }
        if event.began {
          delegate.collisionBehavior(
            owner.behavior, beganContactFor: item, withBoundaryIdentifier: owner.identifier,
            at: point)
        } else {
          delegate.collisionBehavior(
            owner.behavior, endedContactFor: item, withBoundaryIdentifier: owner.identifier)
        }
      case .body(let otherIndex):
        let other = items[otherIndex]
        let shared = world.bodies[event.body].itemGroups & world.bodies[otherIndex].itemGroups
        for (group, behavior) in collisionGroups.enumerated()
        where shared & (1 << UInt64(group)) != 0 {
          guard let delegate = behavior.collisionDelegate else { continue }
          if event.began {
            delegate.collisionBehavior(behavior, beganContactFor: item, with: other, at: point)
          } else {
            delegate.collisionBehavior(behavior, endedContactFor: item, with: other)
          }
        }
      }
    }
  }

  /// Removes from the animator's behaviours the views that are no longer inside the reference
  /// view: behaviours with item lists lose the item; attachments and snaps holding it are
  /// removed (logged once).
  func dropDepartedItems() {
    guard let reference = referenceView else { return }
    let departed = items.filter { item in
      guard let view = item as? UIView else { return false }
      return !view.isDescendant(of: reference)
    }
    guard !departed.isEmpty else { return }
    Self.logOnce(.departedItem)
    var tree: [UIDynamicBehavior] = []
    func visit(_ b: UIDynamicBehavior) {
      tree.append(b)
      for child in b.childBehaviors { visit(child) }
    }
    for b in behaviors { visit(b) }
    for behavior in tree {
      for item in departed {
        switch behavior {
        case let b as UIGravityBehavior: b.removeItem(item)
        case let b as UICollisionBehavior: b.removeItem(item)
        case let b as UIPushBehavior: b.removeItem(item)
        case let b as UIDynamicItemBehavior: b.removeItem(item)
        case let b as UIAttachmentBehavior where b.holds(item): detach(b)
        case let b as UISnapBehavior where b.item === item: detach(b)
        default: break
        }
      }
    }
  }

  private func detach(_ behavior: UIDynamicBehavior) {
    if let parent = behavior.parent {
      parent.removeChildBehavior(behavior)
    } else {
      removeBehavior(behavior)
    }
  }
}
