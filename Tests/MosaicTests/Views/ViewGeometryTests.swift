import Mosaic
import Testing

@MainActor
struct ViewGeometryTests {
  @Test func frameBoundsAndCenterAreOneGeometry() {
    let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(v.center == CGPoint(x: 60, y: 45))
    v.center = CGPoint(x: 0, y: 0)
    #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    v.bounds.size = CGSize(width: 20, height: 10)
    #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
  }

  @Test func transformChangesFrameButNotBoundsOrCenter() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    v.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(v.bounds.size == CGSize(width: 100, height: 50))
    #expect(v.center == CGPoint(x: 50, y: 25))
    #expect(v.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    v.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let f = v.frame
    #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
    #expect(abs(f.midX - 50) < 1e-9 && abs(f.midY - 25) < 1e-9)
  }

  @Test func convertThroughTransformedAndOffsetAncestors() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let outer = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    outer.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let inner = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 20))
    window.addSubview(outer)
    outer.addSubview(inner)
    // outer's centre is (150,150); rotating 90° maps local (x,y) about the centre (50,50):
    // (dx,dy) -> (-dy, dx).
    let p = inner.convert(CGPoint.zero, to: nil)  // inner's origin is (10,0) in outer
    #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 110) < 1e-9)
    let back = inner.convert(p, from: window)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    // A scroll-style bounds origin shifts subviews.
    let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(scroller)
    let content = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
    scroller.addSubview(content)
    scroller.bounds.origin = CGPoint(x: 0, y: 250)
    #expect(content.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 50))
    let r = content.convert(content.bounds, to: scroller)
    #expect(r == CGRect(x: 0, y: 300, width: 10, height: 10))
  }

  @Test func hitTestingSkipsHiddenTransparentAndDisabledViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let bottom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(bottom)
    root.addSubview(top)
    let p = CGPoint(x: 50, y: 50)
    #expect(root.hitTest(p, with: nil) === top)
    top.isHidden = true
    #expect(root.hitTest(p, with: nil) === bottom)
    top.isHidden = false
    top.alpha = 0
    #expect(root.hitTest(p, with: nil) === bottom)
    top.alpha = 1
    top.isUserInteractionEnabled = false
    #expect(root.hitTest(p, with: nil) === bottom)
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 250, y: 50), with: nil) == nil)
    // A scaled view is hit where it appears.
    let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    scaled.transform = CGAffineTransform(scaleX: 4, y: 4)
    root.addSubview(scaled)
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === scaled)
  }

  @Test func autoresizingMasksFollowTheSuperviewsSize() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    let centred = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 10))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
    for v in [fill, pinnedRight, centred, fixed] { parent.addSubview(v) }
    parent.frame.size = CGSize(width: 300, height: 150)
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
    #expect(pinnedRight.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
    #expect(centred.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
  }

  @Test func layoutIfNeededRunsLayoutSubviewsOnceForDirtyViews() {
    final class Counting: UIView {
      var count = 0
      override func layoutSubviews() { count += 1 }
    }
    let root = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let child = Counting(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(root.count == 1 && child.count == 1)
    root.layoutIfNeeded()
    #expect(root.count == 1 && child.count == 1)
    child.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.count == 1 && child.count == 2)
    root.frame.size.width = 20
    root.layoutIfNeeded()
    #expect(root.count == 2 && child.count == 2)
  }

  @Test func nonFiniteGeometryIsIgnored() {
    let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    v.center = CGPoint(x: CGFloat.infinity, y: 0)
    v.transform = CGAffineTransform(scaleX: .nan, y: 1)
    #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func sizeToFitUsesSizeThatFits() {
    let label = UILabel()
    label.text = "Hello"
    label.sizeToFit()
    #expect(label.bounds.width > 20 && label.bounds.height >= 17)
    let image = UIImageView(image: nil)
    #expect(image.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
  }
}
