import Mosaic
import Testing

/// Constraints and anchors do not keep their views and guides alive; once an item is gone
/// they report nil for it, and the views left behind lay out as before.
@MainActor
struct ConstraintItemLifetimeTests {
  @Test func aConstraintThatOutlivesItsViewsReportsNoItems() {
    var constraint: NSLayoutConstraint?
    var anchor: NSLayoutXAxisAnchor?
    weak var goneView: UIView?
    weak var goneGuide: UILayoutGuide?
    do {
      let view = UIView()
      let guide = UILayoutGuide()
      view.addLayoutGuide(guide)
      constraint = view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 4)
      anchor = view.trailingAnchor
      #expect(constraint?.firstItem === view)
      #expect(constraint?.secondItem === guide)
      #expect(anchor?.item === view)
      goneView = view
      goneGuide = guide
    }
    #expect(goneView == nil)
    #expect(goneGuide == nil)
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem == nil)
    #expect(anchor?.item == nil)
  }

  @Test func removingAConstrainedSubviewLetsItGoAndKeepsTheRestLaidOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let kept = UIView()
    kept.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(kept)
    weak var gone: UIView?
    do {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 20),
        kept.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
        kept.widthAnchor.constraint(equalToConstant: 30),
        kept.heightAnchor.constraint(equalToConstant: 30),
      ])
      root.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
      view.setNeedsUpdateConstraints()
      view.removeFromSuperview()
      gone = view
    }
    #expect(gone == nil)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(kept.frame == CGRect(x: 5, y: 40, width: 30, height: 30))
  }
}
