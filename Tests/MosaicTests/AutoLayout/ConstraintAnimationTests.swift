import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct ConstraintAnimationTests {
  @Test func aConstantChangedInsideAnAnimationBlockAnimatesTheFrame() {
    VirtualTime.start()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = constrained(UIView())
    root.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let height = box.heightAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      leading, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 50), height,
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 50))
    var finished: Bool?
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        leading.constant = 110
        height.constant = 150
        root.layoutIfNeeded()
      }, completion: { finished = $0 })
    // The model frame is the final one at once; the layer shows the way there.
    #expect(box.frame == CGRect(x: 110, y: 20, width: 50, height: 150))
    VirtualTime.advance(by: 0.5)
    let halfway = box.layer.presentation()!
    #expect(abs(halfway.position.x - 85) < 1e-6)  // centre from 35 to 135
    #expect(abs(halfway.bounds.height - 100) < 1e-6)  // 50 to 150
    #expect(finished == nil)
    VirtualTime.advance(by: 0.6)
    #expect(finished == true)
    #expect(box.layer.presentation()!.position == CGPoint(x: 135, y: 95))
    // Outside an animation block the change is immediate.
    leading.constant = 0
    root.layoutIfNeeded()
    #expect(box.frame.minX == 0)
    #expect(box.layer.presentation()!.position.x == 25)
  }
}

@MainActor
struct ContentSizeConstraintTests {
  @Test func contentSizeConstraintsDescribeTheSizeAndPriorities() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = constrained(UILabel())
    label.text = "Hello"
    label.setContentHuggingPriority(.init(251), for: .horizontal)
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let width = label.intrinsicContentSize.width
    let described = label.constraintsAffectingLayout(for: .horizontal).map(\.description)
    let contentSize = described.filter { $0.contains("NSContentSizeLayoutConstraint") }
    #expect(contentSize.count == 2)
    #expect(
      contentSize.allSatisfy {
        $0.contains(
          "UILabel:\(address(label)).width == \(formatLayoutNumber(width)) Hug:251 "
            + "CompressionResistance:750")
      })
    // A new text makes new content-size constraints with the new width.
    label.text = "Hello, world"
    root.layoutIfNeeded()
    #expect(label.frame.width == label.intrinsicContentSize.width)
    #expect(label.frame.width > width)
  }
}
