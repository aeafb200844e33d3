import Foundation
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct ConstraintBasicsTests {
  @Test func prioritiesHaveUIKitsValues() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(UILayoutPriority.sceneSizeStaysPut.rawValue == 500)
    #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    let p: UILayoutPriority = 999
    #expect(p == .required - 1)
    #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
    let q: UILayoutPriority = 12.5
    #expect(q.rawValue == 12.5)
    #expect(UILayoutPriority(rawValue: 300) > .defaultLow)
    #expect(UIView.noIntrinsicMetric == -1)
    #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
    #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
    #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
  }

  @Test func anchorsPinASubviewWithConstants() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let child = constrained(UIView())
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 16, y: 20, width: 368, height: 44))
    // As in UIKit, each constraint is installed on the closest common ancestor of its items.
    #expect(root.constraints.count == 3)
    #expect(child.constraints.count == 1)
    #expect(root.constraints.allSatisfy { $0.isActive })
  }

  @Test func itemInitializerMultipliersAndCentres() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = constrained(UIView())
    let b = constrained(UIView())
    root.addSubview(a)
    root.addSubview(b)
    NSLayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
      multiplier: 0.5, constant: 0
    ).isActive = true
    NSLayoutConstraint(
      item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width,
      multiplier: 0.25, constant: 10
    ).isActive = true
    NSLayoutConstraint.activate([
      a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      a.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: -20),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 100, y: 120, width: 200, height: 60))
    #expect(b.frame == CGRect(x: 308, y: 196, width: 80, height: 10))
  }

  @Test func inequalitiesAndPriorities() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let v = constrained(UIView())
    root.addSubview(v)
    let wide = v.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = .defaultHigh
    NSLayoutConstraint.activate([
      v.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
      v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
      v.heightAnchor.constraint(lessThanOrEqualToConstant: 20).withPriority(.defaultLow),
      wide,
    ])
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 10, y: 0, width: 280, height: 30))
  }

  @Test func constantChangesReSolve() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let v = constrained(UIView())
    root.addSubview(v)
    let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, v.leftAnchor.constraint(equalTo: root.leftAnchor),
      v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(v.frame.minY == 10)
    top.constant = 120
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 0, y: 120, width: 50, height: 50))
    top.isActive = false
    #expect(!top.isActive)
    #expect(root.constraints.count == 1)
    v.topAnchor.constraint(equalTo: root.bottomAnchor, constant: -50).isActive = true
    root.layoutIfNeeded()
    #expect(v.frame.minY == 250)
  }

  @Test func aWindowWithNoConstraintChangesDoesNoSolverWork() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let v = constrained(UIView())
    window.addSubview(v)
    NSLayoutConstraint.activate([
      v.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      v.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
      v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    let solves = LayoutEngine.solveCount
    window.setNeedsLayout()
    window.layoutIfNeeded()
    window.layoutIfNeeded()
    #expect(LayoutEngine.solveCount == solves)
    #expect(v.frame == CGRect(x: 8, y: 8, width: 10, height: 10))
  }

  @Test func descriptionsReadLikeUIKits() {
    let root = UIView()
    let label = UILabel()
    root.addSubview(label)
    let c = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    #expect(
      c.description
        == "<NSLayoutConstraint:\(address(c)) UILabel:\(address(label)).leading == "
        + "UIView:\(address(root)).leading + 16>")
    c.isActive = true
    #expect(c.description.hasSuffix(" + 16   (active)>"))
    let w = label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
    w.identifier = "half"
    w.priority = .defaultHigh
    #expect(
      w.description
        == "<NSLayoutConstraint:\(address(w)) 'half' UILabel:\(address(label)).width == "
        + "0.5*UIView:\(address(root)).width - 8 @750>")
    let h = label.heightAnchor.constraint(equalToConstant: 44)
    #expect(h.description.hasSuffix("UILabel:\(address(label)).height == 44>"))
    #expect(c.firstItem === label && c.secondItem === root)
    #expect(c.firstAttribute == .leading && c.secondAttribute == .leading)
    #expect(h.secondItem == nil && h.secondAttribute == .notAnAttribute)
    #expect(c.relation == .equal && w.multiplier == 0.5)
    #expect(c.firstAnchor == label.leadingAnchor)
    #expect(c.secondAnchor == root.leadingAnchor)
    #expect(label.leadingAnchor.description.contains("\"UILabel:\(address(label)).leading\""))
    #expect(!c.shouldBeArchived)
  }
}

extension NSLayoutConstraint {
  @MainActor func withPriority(_ p: UILayoutPriority) -> NSLayoutConstraint {
    priority = p
    return self
  }
}
