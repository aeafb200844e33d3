import Foundation

/// A drag of a sheet in progress: where the sheet's top edge was when it began.
struct SheetDrag {
  var startTop: CGFloat
}

/// Dragging a sheet: between detents, and down to dismiss it.
///
/// The sheet follows the pointer. On release its top edge is projected by the release
/// velocity (0.2 s of travel); a bottom sheet settles at the detent nearest that projection,
/// or is dismissed when the projection is nearer the bottom edge than the smallest detent
/// (or the release is faster than 1500 points a second downward from it). A centred sheet is
/// dismissed when dragged down a quarter of its height, or released faster than 1000 points a
/// second downward. A refused dismissal (see `isModalInPresentation`) moves the sheet only a
/// third of the pointer's way below its resting place and springs back. A drag that starts in
/// a scroll view that scrolls vertically scrolls it and leaves the sheet where it is.
extension UISheetPresentationController {
  /// Seconds of travel the release velocity adds to where the sheet ends.
  static let projectionTime: CGFloat = 0.2

  func handleSheetPan(_ pan: UIPanGestureRecognizer) {
    guard let container = containerView, let chrome = chromeView, !transitionRunning,
      showsAsSheet
    else { return }
    let rest = chromeFrame()
    switch pan.state {
    case .began:
      let translation = pan.translation(in: chrome)
      let current = pan.location(in: chrome)
      let start = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
      guard !startsInScrollableContent(at: start, in: chrome) else { return }
      drag = SheetDrag(startTop: chrome.frame.minY)
      chrome.isInteracting = true
      chrome.layer.removeAllAnimations()
    case .changed:
      guard let d = drag else { return }
      let dy = pan.translation(in: container).y
      chrome.frame = draggedFrame(rest: rest, startTop: d.startTop, dy: dy, container: container)
      updateDimmingWhileDragging(chrome.frame, rest: rest, container: container)
    case .ended:
      guard drag != nil else { return }
      drag = nil
      chrome.isInteracting = false
      let velocity = pan.velocity(in: container).y
      finishDrag(velocity: velocity, container: container, chrome: chrome)
    case .cancelled, .failed:
      guard drag != nil else { return }
      drag = nil
      chrome.isInteracting = false
      springToRest(velocity: 0)
    default:
      break
    }
  }

  /// Whether a drag starting at `point` (in the chrome) starts in a scroll view that scrolls
  /// vertically: the scroll view takes such drags, and the sheet stays.
  private func startsInScrollableContent(at point: CGPoint, in chrome: UIView) -> Bool {
    var view = chrome.hitTest(point, with: nil)
    while let v = view, v !== chrome {
      if let scroll = v as? UIScrollView, scroll.isScrollEnabled,
        scroll.contentSize.height + scroll.adjustedContentInset.top
          + scroll.adjustedContentInset.bottom > scroll.bounds.height
      {
        return true
      }
      view = v.superview
    }
    return false
  }

  /// The sheet's frame `dy` points into a drag begun with its top at `startTop`.
  private func draggedFrame(rest: CGRect, startTop: CGFloat, dy: CGFloat, container: UIView)
    -> CGRect
  {
    let height = container.bounds.height
    var top = startTop + dy
    if isBottomSheet {
      let tops = resolvedDetents(containerHeight: height).map { height - $0.1 }
      let highest = tops.min() ?? rest.minY
      let lowest = tops.max() ?? rest.minY
      if top < highest { top = highest - rubberBand(highest - top) }
      if refusesInteractiveDismissal, top > lowest { top = lowest + (top - lowest) / 3 }
      let sheetHeight = max(0, height - max(top, highest))
      var frame = rest
      frame.origin.y = top
      frame.size.height = top < highest ? height - top : sheetHeight
      return frame
    }
    if top < rest.minY { top = rest.minY - rubberBand(rest.minY - top) }
    if refusesInteractiveDismissal, top > rest.minY { top = rest.minY + (top - rest.minY) / 3 }
    return rest.offsetBy(dx: 0, dy: top - rest.minY)
  }

  /// How far a sheet pulled `distance` points beyond its limit goes: ever less.
  private func rubberBand(_ distance: CGFloat) -> CGFloat {
    let d: CGFloat = 120
    return (1 - 1 / (distance * 0.55 / d + 1)) * d
  }

  private func updateDimmingWhileDragging(_ frame: CGRect, rest: CGRect, container: UIView) {
    guard let dimming = dimmingView, shownDimmingAlpha > 0 else { return }
    let travel = max(1, container.bounds.height - rest.minY)
    let below = max(0, frame.minY - rest.minY)
    dimming.alpha = max(0, 1 - below / travel)
  }

  private func finishDrag(velocity: CGFloat, container: UIView, chrome: PresentationChromeView) {
    let height = container.bounds.height
    let top = chrome.frame.minY
    let projected = top + velocity * Self.projectionTime
    var dismiss: Bool
    var target: Detent.Identifier?
    if isBottomSheet {
      let detents = resolvedDetents(containerHeight: height)
      let smallest = detents.map(\.1).min() ?? 0
      let lowestTop = height - smallest
      let nearest = detents.min { abs(height - $0.1 - projected) < abs(height - $1.1 - projected) }
      dismiss =
        abs(height - projected) < abs(lowestTop - projected)
        || (velocity > 1500 && top >= lowestTop - 1)
      target = nearest?.0
    } else {
      let rest = chromeFrame()
      dismiss = top - rest.minY > rest.height / 4 || velocity > 1000
    }
    if dismiss {
      if mayDismissInteractively() {
        attemptInteractiveDismissal(checked: true)
        return
      }
      springToRest(velocity: velocity)
      return
    }
    if let target, target != currentDetent(containerHeight: height).0 {
      selectedDetentIdentifier = target
      (delegate as? UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
    springToRest(velocity: velocity)
  }

  /// Springs the sheet back to its resting frame and dimming.
  func springToRest(velocity: CGFloat) {
    guard let chrome = chromeView else { return }
    let target = chromeFrame()
    let distance = target.minY - chrome.frame.minY
    let relative = abs(distance) > 1 ? velocity / distance : 0
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.9,
      initialSpringVelocity: relative.isFinite ? min(max(relative, -10), 10) : 0,
      options: [.beginFromCurrentState, .allowUserInteraction],
      animations: {
        chrome.frame = target
        chrome.layoutIfNeeded()
        self.dimmingView?.alpha = self.shownDimmingAlpha
      },
      completion: { _ in self.updateSheetChrome() })
  }
}
