import Foundation

extension UIView {
  /// Options for how a view resizes when its superview's bounds change.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Options for how a view lays out its content when its size changes.
  public enum ContentMode: Int, Sendable {
    /// Stretch the content to fill the bounds.
    case scaleToFill
    /// Scale the content to fit, keeping its aspect ratio.
    case scaleAspectFit
    /// Scale the content to fill, keeping its aspect ratio; some may extend past the bounds.
    case scaleAspectFill
    /// Redraw the content when the bounds change.
    case redraw
    /// Centre the content without scaling.
    case center
    /// Align the content to the top, centred horizontally.
    case top
    /// Align the content to the bottom, centred horizontally.
    case bottom
    /// Align the content to the left, centred vertically.
    case left
    /// Align the content to the right, centred vertically.
    case right
    /// Align the content to the top-left corner.
    case topLeft
    /// Align the content to the top-right corner.
    case topRight
    /// Align the content to the bottom-left corner.
    case bottomLeft
    /// Align the content to the bottom-right corner.
    case bottomRight

    var contentsGravity: CALayerContentsGravity {
      switch self {
      case .scaleToFill, .redraw: return .resize
      case .scaleAspectFit: return .resizeAspect
      case .scaleAspectFill: return .resizeAspectFill
      case .center: return .center
      case .top: return .top
      case .bottom: return .bottom
      case .left: return .left
      case .right: return .right
      case .topLeft: return .topLeft
      case .topRight: return .topRight
      case .bottomLeft: return .bottomLeft
      case .bottomRight: return .bottomRight
      }
    }
  }

  func layoutSubtreeIfNeeded() {
    guard subtreeNeedsLayout || needsLayoutFlag else { return }
    var passes = 0
    let controller = owningViewController as? UIViewController
    // Property updates come first in the pass: the controller's, then the view's.
    controller?.runUpdatesBeforeLayout()
    updatePropertiesIfNeeded()
    while needsLayoutFlag && passes < 8 {
      needsLayoutFlag = false
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.placeContentUnavailableView()
      controller?.viewDidLayoutSubviews()
      passes += 1
    }
    subtreeNeedsLayout = false
    let children = childrenNeedingLayout
    childrenNeedingLayout = []
    departedLayoutEntries = 0
    // An entry whose view left (and perhaps came back, registering again) is skipped.
    for v in children where v._superview === self && v.isRegisteredForLayout {
      v.isRegisteredForLayout = false
      v.layoutSubtreeIfNeeded()
    }
  }

  func resize(withOldSuperviewSize old: CGSize, newSize new: CGSize) {
    let mask = autoresizingMask
    guard !mask.isEmpty else { return }
    var f = frame
    func distribute(
      _ delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
      flexLeading: Bool, flexSize: Bool, flexTrailing: Bool
    ) -> (CGFloat, CGFloat) {
      // Share the change among the flexible parts in proportion to their current lengths
      // (equally when all of them are zero).
      let parts = [
        flexLeading ? max(leading, 0) : 0, flexSize ? max(size, 0) : 0,
        flexTrailing ? max(trailing, 0) : 0,
      ]
      let flexCount = [flexLeading, flexSize, flexTrailing].filter { $0 }.count
      guard flexCount > 0 else { return (leading, size) }
      let total = parts.reduce(0, +)
      let shares: [CGFloat] =
        total > 0
        ? parts.map { $0 / total }
        : [flexLeading, flexSize, flexTrailing].map { $0 ? 1 / CGFloat(flexCount) : 0 }
      return (leading + delta * shares[0], max(0, size + delta * shares[1]))
    }
    let dx = new.width - old.width
    let dy = new.height - old.height
    if dx != 0 {
      let (x, w) = distribute(
        dx, leading: f.minX, size: f.width, trailing: old.width - f.maxX,
        flexLeading: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
        flexTrailing: mask.contains(.flexibleRightMargin))
      f.origin.x = x
      f.size.width = w
    }
    if dy != 0 {
      let (y, h) = distribute(
        dy, leading: f.minY, size: f.height, trailing: old.height - f.maxY,
        flexLeading: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
        flexTrailing: mask.contains(.flexibleBottomMargin))
      f.origin.y = y
      f.size.height = h
    }
    if f != frame { frame = f }
  }

  /// The value meaning a view has no intrinsic size in an axis.
  public static let noIntrinsicMetric: CGFloat = -1
}

extension UIView {
  /// `layoutIfNeeded()`'s work: the engine's queued changes, then the layout pass from the
  /// topmost ancestor that needs it, repeated while the pass changed constraints.
  func baseLayoutIfNeeded() {
    if AutoLayout.root(of: self).rootHasUnengagedAutoLayout {
      _ = AutoLayout.engine(for: self, create: true)
    }
    updateAutoLayoutBeforeLayout()
    guard subtreeNeedsLayout || needsLayoutFlag else { return }
    // Lay out from the topmost ancestor that needs it, as UIKit does.
    layoutSubtreeIfNeeded()
    // Constraints changed during the pass (views added with constraints, constants edited in
    // `layoutSubviews`, the first constraint-laid view joining a hierarchy that had none) are
    // solved and laid out before returning.
    var passes = 0
    while passes < 4 {
      if AutoLayout.root(of: self).rootHasUnengagedAutoLayout {
        _ = AutoLayout.engine(for: self, create: true)
      }
      guard !LayoutEngine.dirtyEngines.isEmpty,
        let engine = AutoLayout.engine(for: self, create: false), engine.isDirty
      else { break }
      passes += 1
      engine.update()
      layoutSubtreeIfNeeded()
    }
  }

  /// `child`, registered in `childrenNeedingLayout`, is leaving this view. A short list loses
  /// its entry now; a long one keeps it until the next layout pass (which skips views that are
  /// no longer subviews) or until such entries are half of it — so each removal is O(1)
  /// amortized however many subviews need layout.
  func unregisterForLayout(_ child: UIView) {
    child.isRegisteredForLayout = false
    if childrenNeedingLayout.count <= 32 {
      childrenNeedingLayout.removeFirst(identicalTo: child)
      return
    }
    departedLayoutEntries += 1
    if departedLayoutEntries * 2 > childrenNeedingLayout.count {
      childrenNeedingLayout.removeAll { !($0.isRegisteredForLayout && $0._superview === self) }
      departedLayoutEntries = 0
    }
  }

  func markSubtreeNeedsLayout() {
    subtreeNeedsLayout = true
    var child: UIView = self
    while let parent = child._superview {
      if !child.isRegisteredForLayout {
        parent.childrenNeedingLayout.append(child)
        child.isRegisteredForLayout = true
      }
      // A flagged parent is already registered with its own parent.
      if parent.subtreeNeedsLayout { return }
      parent.subtreeNeedsLayout = true
      child = parent
    }
  }
}
