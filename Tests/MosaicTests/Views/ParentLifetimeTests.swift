import Mosaic
import Testing

/// Parents (superviews, superlayers) and a layer's view are not retained by their children;
/// children that outlive them see nil, never a dangling parent.
@MainActor
struct ParentLifetimeTests {
  @Test func aSubviewThatOutlivesItsSuperviewHasNoSuperview() {
    let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    weak var gone: UIView?
    do {
      let parent = UIView()
      parent.addSubview(child)
      gone = parent
      #expect(child.superview === parent)
      #expect(child.layer.superlayer === parent.layer)
    }
    #expect(gone == nil)
    #expect(child.superview == nil)
    #expect(child.layer.superlayer == nil)
    #expect(child.window == nil)
    // The child is usable: it can join a new parent.
    let other = UIView()
    other.addSubview(child)
    #expect(child.superview === other)
    #expect(other.layer.sublayers?.first === child.layer)
  }

  @Test func aSublayerThatOutlivesItsSuperlayerHasNoSuperlayer() {
    let child = CALayer()
    let grandchild = CALayer()
    child.addSublayer(grandchild)
    weak var gone: CALayer?
    do {
      let parent = CALayer()
      parent.addSublayer(child)
      gone = parent
      #expect(child.superlayer === parent)
    }
    #expect(gone == nil)
    #expect(child.superlayer == nil)
    #expect(grandchild.superlayer === child)
  }

  @Test func aLayerThatOutlivesItsViewHasNoDelegate() {
    var layer: CALayer?
    weak var gone: UIView?
    do {
      let view = UIView()
      layer = view.layer
      gone = view
      #expect(view.layer.delegate === view)
    }
    #expect(gone == nil)
    #expect(layer?.delegate == nil)
  }

  @Test func aLayerKeepsAnyOtherDelegateWeakly() {
    final class Drawer: NSObject, CALayerDelegate {
      func draw(_ layer: CALayer, in ctx: CGContext) {}
    }
    let layer = CALayer()
    var drawer: Drawer? = Drawer()
    layer.delegate = drawer
    #expect(layer.delegate === drawer)
    drawer = nil
    #expect(layer.delegate == nil)
    // A view's layer given another delegate reports that one, and its view again after.
    let view = UIView()
    let other = Drawer()
    view.layer.delegate = other
    #expect(view.layer.delegate === other)
    view.layer.delegate = view
    #expect(view.layer.delegate === view)
  }

  @Test func removedChildrenForgetTheirParent() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(child.layer.superlayer == nil)
    let layer = CALayer()
    parent.layer.addSublayer(layer)
    parent.layer.sublayers = nil
    #expect(layer.superlayer == nil)
  }

  @Test func aLayoutThatOutlivesItsCollectionViewHasNoCollectionView() {
    let layout = UICollectionViewFlowLayout()
    weak var gone: UICollectionView?
    do {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
      view.layoutIfNeeded()
      #expect(layout.collectionView === view)
      gone = view
    }
    #expect(gone == nil)
    #expect(layout.collectionView == nil)
  }
}
