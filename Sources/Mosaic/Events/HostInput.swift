import Foundation

/// The entry points through which a host (the SDL window, or MosaicTesting's driver) feeds
/// input into a window. Coordinates are window points; timestamps are animation-clock seconds.
extension UIWindow {
  /// A finger (or the mouse acting as one) touched down, moved, lifted or was cancelled.
  /// `id` tells simultaneous fingers apart.
  func deliverTouch(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
    TouchRouter.shared.deliver(
      window: self, id: id, phase: phase, location: location, timestamp: timestamp)
  }
}

/// Tracks the touches in progress and delivers them to the views they began in.
@MainActor
final class TouchRouter {
  static let shared = TouchRouter()

  private var active: [Int: UITouch] = [:]

  func deliver(
    window: UIWindow, id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval
  ) {
    let event = UIEvent()
    event.timestamp = timestamp
    let touch: UITouch
    if phase == .began {
      if let stale = active[id] {
        // A touch that never ended (the window lost it): cancel it first.
        stale.phase = .cancelled
        event.touchSet = [stale]
        stale.view?.touchesCancelled([stale], with: event)
      }
      touch = UITouch()
      touch.window = window
      touch.view = window.hitTest(location, with: event)
      touch.locationInWindow = location
      touch.previousLocationInWindow = location
      active[id] = touch
    } else {
      guard let existing = active[id] else { return }
      touch = existing
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = location
    }
    touch.phase = phase
    touch.timestamp = timestamp
    event.touchSet = [touch]
    let view = touch.view
    switch phase {
    case .began: view?.touchesBegan([touch], with: event)
    case .moved, .stationary: view?.touchesMoved([touch], with: event)
    case .ended:
      active[id] = nil
      view?.touchesEnded([touch], with: event)
    case .cancelled:
      active[id] = nil
      view?.touchesCancelled([touch], with: event)
    }
  }
}
