import Foundation

/// A fixed line segment bodies collide with: one edge of the reference bounds, a segment added
/// with `addBoundary(withIdentifier:from:to:)`, or one piece of a boundary path. It stops the
/// bodies of its collision group only.
package struct DynamicsBoundary: Equatable, Sendable {
  /// One end of the segment.
  package var start: DynamicsVector
  /// The other end.
  package var end: DynamicsVector
  /// The collision group (0–63) whose bodies the segment stops.
  package var group: Int
  /// A number of the caller's, reported with the segment's contact events.
  package var tag: Int

  /// Creates the segment from `start` to `end` for collision group `group`.
  package init(from start: DynamicsVector, to end: DynamicsVector, group: Int, tag: Int = 0) {
    self.start = start
    self.end = end
    self.group = group
    self.tag = tag
  }
}

/// A change of contact reported by `DynamicsWorld`: a body began or stopped touching another
/// body or a boundary segment.
package struct DynamicsContactEvent: Equatable, Sendable {
  /// What the body touched.
  package enum Other: Equatable, Sendable {
    /// Another body, by index (always greater than `body`).
    case body(Int)
    /// A boundary segment, by index in `DynamicsWorld.boundaries`.
    case boundary(Int)
  }
  /// True when the contact began, false when it ended.
  package var began: Bool
  /// The body's index.
  package var body: Int
  /// What it touched.
  package var other: Other
  /// Where they touch (for a contact that began; the last known point for one that ended).
  package var point: DynamicsVector
}
