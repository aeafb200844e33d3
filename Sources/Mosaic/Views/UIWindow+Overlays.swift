import Foundation

/// Windows above `.normal` (menus, alerts) are shown over another window rather than on
/// their own: their layers are drawn above that window's, inside its desktop window, and
/// touches there reach them first. They keep their base window's size.
extension UIWindow {
  /// Shows the window over `base`, above the windows already over it at its level or lower.
  func show(over base: UIWindow) {
    detachFromBaseWindow()
    baseWindow = base
    frame = CGRect(origin: .zero, size: base.bounds.size)
    let index = base.overlayWindows.firstIndex { $0.windowLevel > windowLevel }
    base.overlayWindows.insert(self, at: index ?? base.overlayWindows.count)
    base.stackOverlayLayers()
    isHidden = false
  }

  /// Puts the layers of the windows shown over this one on top of its own, in level order.
  func stackOverlayLayers() {
    let sublayers = layer.sublayers ?? []
    let tail = sublayers.suffix(overlayWindows.count)
    guard !tail.elementsEqual(overlayWindows.map(\.layer), by: ===) else { return }
    for overlay in overlayWindows { layer.addSublayer(overlay.layer) }
  }

  /// Follows a change of `isHidden`: a window above `.normal` shown without a base is shown
  /// over the key window (or the last normal window shown); a hidden one leaves its base.
  func windowVisibilityChanged() {
    if isHidden {
      detachFromBaseWindow()
      return
    }
    guard windowLevel > .normal, baseWindow == nil else { return }
    let candidates =
      [UIWindow.keyWindowStorage].compactMap { $0 }
      + WindowRegistry.shared.windows.reversed()
    if let base = candidates.first(where: {
      $0 !== self && !$0.isHidden && $0.windowLevel <= .normal
    }) {
      show(over: base)
    }
  }

  /// Takes the window off its base window.
  private func detachFromBaseWindow() {
    guard let base = baseWindow else { return }
    base.overlayWindows.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    baseWindow = nil
  }

  /// The window that takes input at `point` (in this window's coordinates): the topmost
  /// window shown over this one that has a view of its own there, else this window; with the
  /// point in that window's coordinates. Where a window shown over this one hits only itself
  /// (nothing of it is there), input passes through to the windows below.
  func inputWindow(at point: CGPoint, with event: UIEvent?) -> (UIWindow, CGPoint) {
    for overlay in overlayWindows.reversed() where !overlay.isHidden {
      let local = CGPoint(x: point.x - overlay.frame.minX, y: point.y - overlay.frame.minY)
      if let hit = overlay.hitTest(local, with: event), hit !== overlay { return (overlay, local) }
    }
    return (self, point)
  }

  /// Whether `window` is this window or one shown over it.
  func hosts(_ window: UIWindow?) -> Bool {
    guard let window else { return false }
    return window === self || window.baseWindow === self
  }
}

extension UIView {
  /// Whether the view (a window: with the windows shown over it) waits to be laid out.
  var needsLayoutIncludingOverlays: Bool {
    if subtreeNeedsLayout || needsLayoutFlag { return true }
    guard let window = self as? UIWindow else { return false }
    return window.overlayWindows.contains { $0.subtreeNeedsLayout || $0.needsLayoutFlag }
  }
}
