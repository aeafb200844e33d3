import Foundation

/// The direction in which a layout's content scrolls (UIKit's
/// `UICollectionView.ScrollDirection`). Vertical layouts stack rows downwards; horizontal
/// layouts stack columns rightwards and are the mirror image of vertical ones.
package enum LayoutScrollDirection: Hashable, Sendable {
  /// Content grows downwards; lines are rows filled left to right.
  case vertical
  /// Content grows rightwards; lines are columns filled top to bottom.
  case horizontal
}

/// Converts between real rectangles and a layout's axis-neutral coordinates: `main` runs
/// along the scroll direction (y when vertical) and `cross` along a line (x when
/// vertical). The flow layout is written once in these coordinates.
struct LayoutAxes: Sendable {
  let direction: LayoutScrollDirection

  /// The rectangle whose extents along the main and cross axes are the given ones.
  @inline(__always)
  func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
    switch direction {
    case .vertical: CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    case .horizontal: CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }
  }

  /// A size's extent along the main (scroll) axis.
  @inline(__always) func main(_ size: CGSize) -> CGFloat {
    direction == .vertical ? size.height : size.width
  }

  /// A size's extent along the cross (line) axis.
  @inline(__always) func cross(_ size: CGSize) -> CGFloat {
    direction == .vertical ? size.width : size.height
  }

  /// A point's main-axis coordinate.
  @inline(__always) func main(_ point: CGPoint) -> CGFloat {
    direction == .vertical ? point.y : point.x
  }

  /// A point's cross-axis coordinate.
  @inline(__always) func cross(_ point: CGPoint) -> CGFloat {
    direction == .vertical ? point.x : point.y
  }

  /// A rectangle's (standardized) extent along the main axis.
  @inline(__always) func mainRange(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
    direction == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// A rectangle's (standardized) extent along the cross axis.
  @inline(__always) func crossRange(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
    direction == .vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
  }

  /// Insets as (main leading, main trailing, cross leading, cross trailing): top, bottom,
  /// left, right when vertical; left, right, top, bottom when horizontal.
  func insets(_ i: UIEdgeInsets) -> (
    mainLead: CGFloat, mainTrail: CGFloat, crossLead: CGFloat, crossTrail: CGFloat
  ) {
    switch direction {
    case .vertical: (i.top, i.bottom, i.left, i.right)
    case .horizontal: (i.left, i.right, i.top, i.bottom)
    }
  }
}
