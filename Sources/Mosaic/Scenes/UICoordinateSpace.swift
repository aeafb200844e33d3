import Foundation

/// A frame of reference for points and rectangles: a bounds, and conversions to and from
/// another space. A window scene's `coordinateSpace` is one.
@MainActor @preconcurrency
public protocol UICoordinateSpace: NSObjectProtocol {
  /// The space's bounds.
  var bounds: CGRect { get }
  /// Converts `point` from this space to `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts `point` from `coordinateSpace` to this space.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// Converts `rect` from this space to `coordinateSpace`.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// Converts `rect` from `coordinateSpace` to this space.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A coordinate space with fixed bounds whose origin is the screen's (a window scene's, or
/// the value of one kept from before a change).
@MainActor
final class FixedCoordinateSpace: NSObject, UICoordinateSpace {
  let bounds: CGRect

  init(bounds: CGRect) {
    self.bounds = bounds
    super.init()
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}
