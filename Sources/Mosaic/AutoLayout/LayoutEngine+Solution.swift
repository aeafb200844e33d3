import Foundation

extension LayoutEngine {
  /// How many times any engine read its solution; a superview is asked for layout once per
  /// read however many of its subviews moved.
  @exclusivity(unchecked) static var readCount = 0

  /// Reads the solution into the items whose variables changed (and the items registered
  /// since the last read), and gives the constraint-driven views among them, and among the
  /// subviews of those that moved, their frames (through their superviews' `layoutSubviews`).
  ///
  /// The cost follows what changed: the solver reports the variables whose values changed,
  /// with their values, and only those are read; each superview is asked for layout once.
  func readSolution() {
    addQueuedStays()
    removeQueuedSolverConstraints()
    let fresh = unreadItems
    unreadItems = []
    var changed = fresh
    for item in fresh { item.isUnread = true }
    // The changes as an array rather than through a callback: a closure made here would check
    // on every call that it runs on the main actor.
    for change in solver.changedValues() {
      guard let item = itemsByVariable[change.variable] else { continue }
      item.take(change.value, for: change.variable)
      guard !item.isUnread else { continue }
      item.isUnread = true
      changed.append(item)
    }
    // A new item's variables may have been in the solver before it (their values then were
    // reported to nobody): they are read whole.
    if !fresh.isEmpty {
      solver.readValues { value in
        for item in fresh {
          let v = item.variables
          item.minX = value(v.minX)
          item.minY = value(v.minY)
          item.width = value(v.width)
          item.height = value(v.height)
        }
      }
    }
    let scale = Double(max(1, UIScreen.main.scale))
    func px(_ v: Double) -> CGFloat { CGFloat((v * scale).rounded() / scale) }
    // Items whose origin moved: their subviews' frames (relative to them) change too.
    var moved: [EngineItem] = []
    for item in changed {
      let x = item.minX
      let y = item.minY
      let w = item.width
      let h = item.height
      guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { continue }
      let minX = px(x)
      let minY = px(y)
      let rect = CGRect(x: minX, y: minY, width: px(x + w) - minX, height: px(y + h) - minY)
      if item.solved?.origin != rect.origin { moved.append(item) }
      item.solved = rect
    }
    guard !isFitting else {
      for item in changed { item.isUnread = false }
      return
    }
    var placed = changed
    for item in moved {
      guard let view = item.object as? UIView, !view.subviews.isEmpty else { continue }
      for sub in view.subviews {
        if let subItem = items[ObjectIdentifier(sub)], !subItem.isUnread {
          subItem.isUnread = true
          placed.append(subItem)
        }
      }
    }
    Self.readCount &+= 1
    let read = Self.readCount
    for item in placed {
      item.isUnread = false
      guard !item.isHost, let rect = item.solved, let parentRect = item.parent?.solved,
        let object = item.object
      else { continue }
      guard let view = object as? UIView else {
        guard let guide = object as? UILayoutGuide else { continue }
        if guide.role == .scrollContent, !guide.referencing.isEmpty,
          let scroll = guide.owningView as? UIScrollView, scroll.contentSize != rect.size
        {
          scroll.contentSize = rect.size
        }
        continue
      }
      guard let storage = view.autoLayoutStorage,
        !storage.translatesAutoresizingMaskIntoConstraints, let superview = view._superview
      else { continue }
      let frame = CGRect(
        x: rect.minX - parentRect.minX, y: rect.minY - parentRect.minY, width: rect.width,
        height: rect.height)
      storage.solvedFrame = frame
      guard !view.untransformedFrame.isSame(as: frame) else { continue }
      let superStorage = superview.autoLayout
      if !storage.isPendingSolvedFrame {
        storage.isPendingSolvedFrame = true
        superStorage.pendingSolvedSubviews.append(view)
      }
      if superStorage.layoutRequestRead != read {
        superStorage.layoutRequestRead = read
        superview.setNeedsLayout()
      }
    }
  }
}

extension EngineItem {
  /// Keeps a value the solver reported for one of the item's variables.
  func take(_ value: Double, for variable: ConstraintVariable) {
    // Identifiers compared directly: `==` of the variables is a call through the protocol.
    let v = variables
    let id = variable.id
    if id == v.minX.id {
      minX = value
    } else if id == v.minY.id {
      minY = value
    } else if id == v.width.id {
      width = value
    } else if id == v.height.id {
      height = value
    }
  }
}

extension UIView {
  /// The frame the view has without its transform: its bounds size placed around its centre.
  var untransformedFrame: CGRect {
    let b = bounds.size
    let a = layer.anchorPoint
    let c = center
    return CGRect(x: c.x - b.width * a.x, y: c.y - b.height * a.y, width: b.width, height: b.height)
  }

  /// Places the view at `frame` (in its superview's coordinates) through its bounds and
  /// centre, so that its transform is kept, as the engine does.
  func applyEngineFrame(_ frame: CGRect) {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return }
    var b = bounds
    if b.size != frame.size {
      b.size = frame.size
      bounds = b
    }
    let a = layer.anchorPoint
    let c = CGPoint(x: frame.minX + frame.width * a.x, y: frame.minY + frame.height * a.y)
    if center != c { center = c }
  }
}
