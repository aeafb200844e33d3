import Foundation
import Testing

@testable import Mosaic

@MainActor
@Suite(.serialized)
struct GuideAndDirectionTests {
  func pinned(in root: UIView, _ make: (UIView) -> [NSLayoutConstraint]) -> UIView {
    let v = constrained(UIView())
    root.addSubview(v)
    NSLayoutConstraint.activate(make(v))
    root.layoutIfNeeded()
    return v
  }

  @Test func leadingAndTrailingFollowTheLayoutDirection() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let v = pinned(in: root) { v in
      [
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        v.widthAnchor.constraint(equalToConstant: 100),
        v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    let w = pinned(in: root) { w in
      [
        w.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 8),
        w.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        w.topAnchor.constraint(equalTo: root.topAnchor), w.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    #expect(v.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
    #expect(w.frame == CGRect(x: 128, y: 0, width: 162, height: 10))
    for view in [root, v, w] { view.semanticContentAttribute = .forceRightToLeft }
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 180, y: 0, width: 100, height: 10))
    #expect(w.frame == CGRect(x: 10, y: 0, width: 162, height: 10))
    // Left and right do not flip.
    let x = pinned(in: root) { x in
      [
        x.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
        x.widthAnchor.constraint(equalToConstant: 10),
        x.topAnchor.constraint(equalTo: root.topAnchor), x.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    x.semanticContentAttribute = .forceRightToLeft
    root.layoutIfNeeded()
    #expect(x.frame.minX == 5)
  }

  @Test func marginAttributesAndTheMarginsGuideFollowTheMargins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let v = pinned(in: root) { v in
      [
        v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        v.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
      ]
    }
    #expect(v.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 240, height: 160))
    let m = constrained(UIView())
    root.addSubview(m)
    NSLayoutConstraint(
      item: m, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
      multiplier: 1, constant: 0
    ).isActive = true
    NSLayoutConstraint(
      item: m, attribute: .centerY, relatedBy: .equal, toItem: root,
      attribute: .centerYWithinMargins, multiplier: 1, constant: 0
    ).isActive = true
    NSLayoutConstraint.activate([
      m.widthAnchor.constraint(equalToConstant: 10), m.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(m.frame == CGRect(x: 20, y: 85, width: 10, height: 10))
  }

  @Test func readableContentGuideIsAtMost672WideCentredInTheMargins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 200))
    let v = pinned(in: root) { v in
      [
        v.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
        v.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
        v.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
        v.heightAnchor.constraint(equalToConstant: 10),
      ]
    }
    #expect(v.frame == CGRect(x: 164, y: 8, width: 672, height: 10))
    root.frame.size.width = 400
    root.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 8, y: 8, width: 384, height: 10))
  }

  @Test func safeAreaGuideAndAppGuides() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let spacer = UILayoutGuide()
    spacer.identifier = "spacer"
    root.addLayoutGuide(spacer)
    #expect(root.layoutGuides == [spacer] && spacer.owningView === root)
    let a = constrained(UIView())
    let b = constrained(UIView())
    root.addSubview(a)
    root.addSubview(b)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 50),
      spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      spacer.trailingAnchor.constraint(equalTo: b.leadingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
      spacer.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      spacer.heightAnchor.constraint(equalToConstant: 1),
      a.topAnchor.constraint(equalTo: spacer.bottomAnchor), a.heightAnchor.constraint(equalToConstant: 5),
      b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(spacer.layoutFrame == CGRect(x: 50, y: 5, width: 150, height: 1))
    #expect(b.frame == CGRect(x: 200, y: 6, width: 100, height: 5))
    #expect(spacer.description.contains("\"spacer\", layoutFrame = {{50, 5}, {150, 1}}"))
  }

  @Test func anchorWithOffsetConstrainsADistance() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = constrained(UIView())
    let b = constrained(UIView())
    root.addSubview(a)
    root.addSubview(b)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 40),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      b.widthAnchor.constraint(equalToConstant: 40),
      a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      // The space between them equals twice the space above b.
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
        equalTo: root.topAnchor.anchorWithOffset(to: b.topAnchor), multiplier: 1, constant: 0),
    ])
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    #expect(gap.description.contains("UIView:\(address(b)).leading - UIView:\(address(a)).trailing"))
    root.layoutIfNeeded()
    #expect(b.frame.minX - a.frame.maxX == 200)
  }

  @Test func viewsWithAutoresizingMasksEnterAsFixedConstraints() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
    container.autoresizingMask = [.flexibleWidth]
    window.addSubview(container)
    let v = constrained(UIView())
    container.addSubview(v)
    NSLayoutConstraint.activate([
      v.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -5),
      v.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
      v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 275, y: 375, width: 20, height: 20))
    container.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    window.layoutIfNeeded()
    #expect(v.frame == CGRect(x: 175, y: 75, width: 20, height: 20))
    // The window grows: the container's flexible width follows, and so does v.
    window.frame.size.width = 420
    window.layoutIfNeeded()
    #expect(container.frame.width == 300)
    #expect(v.frame == CGRect(x: 275, y: 75, width: 20, height: 20))
    let listed = container.constraintsAffectingLayout(for: .horizontal)
    #expect(listed.contains { $0.description.hasPrefix("<NSAutoresizingMaskLayoutConstraint:") })
    #expect(listed.contains { $0.description.contains("h=-&- v=--&") })
  }

  @Test func scrollViewContentLayoutGuideDefinesContentSize() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let content = constrained(UIView())
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    scroll.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 200, height: 1000))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 1000))
    // A view pinned to the frame guide stays put while the content scrolls.
    let badge = constrained(UIView())
    scroll.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 4),
      badge.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 4),
      badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    scroll.contentOffset = CGPoint(x: 0, y: 250)
    scroll.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 4, y: 254, width: 10, height: 10))
  }

  @Test func aSubclassCallingSuperSeesSolvedFrames() {
    final class Container: UIView {
      let child = constrained(UIView())
      var seen: CGRect?
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
        NSLayoutConstraint.activate([
          child.centerXAnchor.constraint(equalTo: centerXAnchor),
          child.centerYAnchor.constraint(equalTo: centerYAnchor),
          child.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
          child.heightAnchor.constraint(equalToConstant: 10),
        ])
      }
      required init?(coder: NSCoder) { fatalError() }
      override func layoutSubviews() {
        super.layoutSubviews()
        seen = child.frame
      }
    }
    let c = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    c.layoutIfNeeded()
    #expect(c.seen == CGRect(x: 25, y: 45, width: 50, height: 10))
  }
}
