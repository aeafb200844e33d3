import Foundation
import Testing

@testable import Mosaic

@MainActor
struct VisualFormatLayoutTests {
  /// A 320×400 root with `names` as constraint-laid subviews.
  func root(_ names: [String]) -> (UIView, [String: UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    var views: [String: UIView] = [:]
    for name in names {
      let view = constrained(UIView())
      root.addSubview(view)
      views[name] = view
    }
    return (root, views)
  }

  @Test func standardSpacingUsesTheMarginsAtTheEdgesAndEightBetweenViews() {
    let (root, views) = root(["a", "b"])
    let constraints =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a(50)]-[b]-|", options: .alignAllTop, metrics: nil, views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-20-[a(44)]", options: [], metrics: nil, views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:[b(==a)]", options: [], metrics: nil, views: views)
    // Returned inactive, as UIKit does.
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(constraints.count == 8)
    #expect(constraints[4].firstAttribute == .top && constraints[4].firstItem === views["b"])
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // The root's layout margins are 8 points.
    #expect(views["a"]!.frame == CGRect(x: 8, y: 20, width: 50, height: 44))
    #expect(views["b"]!.frame == CGRect(x: 66, y: 20, width: 246, height: 44))
    // The edge connections relate to the margins, as UIKit's do.
    #expect(constraints[1].secondAttribute == .leadingMargin)
    #expect(constraints[3].firstAttribute == .trailingMargin)
    #expect(constraints[2].constant == 8)
  }

  @Test func metricsPrioritiesAndAlignment() {
    let (root, views) = root(["a", "b", "c"])
    let metrics: [String: Any] = ["pad": 12, "w": CGFloat(60), "gap": 4.0, "low": 250]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-pad-[a(30)]-gap-[b(w@low)]-(>=gap)-[c(20)]|",
        options: [.alignAllCenterX], metrics: metrics, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:[a(100)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-pad-[a]", options: [], metrics: metrics, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:[b(40)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:[c(==b)]", options: [], metrics: nil, views: views)
    )
    root.layoutIfNeeded()
    #expect(views["a"]!.frame == CGRect(x: 12, y: 12, width: 100, height: 30))
    // b is centred on a; its height of 60 gives way (priority 250) to nothing here.
    #expect(views["b"]!.frame == CGRect(x: 42, y: 46, width: 40, height: 60))
    // c sits on the bottom edge, at least 4 below b.
    #expect(views["c"]!.frame == CGRect(x: 42, y: 380, width: 40, height: 20))
  }

  @Test func directionOptionsChooseTheEdges() {
    let (root, views) = root(["a", "b"])
    let leftToRight = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-10-[a(30)]-5-[b(30)]", options: .directionLeftToRight,
      metrics: nil, views: views)
    #expect(leftToRight.map(\.firstAttribute).contains(.left))
    let rightToLeft = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-10-[a(30)]-5-[b(30)]", options: .directionRightToLeft,
      metrics: nil, views: views)
    NSLayoutConstraint.activate(
      rightToLeft
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: views))
    root.layoutIfNeeded()
    // Right to left: a starts 10 from the right edge, b to its left.
    #expect(views["a"]!.frame == CGRect(x: 280, y: 0, width: 30, height: 10))
    #expect(views["b"]!.frame == CGRect(x: 245, y: 0, width: 30, height: 10))
  }

  @Test func baselineSpacingRelatesTheLabelsBaselines() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let top = constrained(UILabel())
    top.text = "Title"
    top.font = .systemFont(ofSize: 20)
    let bottom = constrained(UILabel())
    bottom.text = "Subtitle"
    root.addSubview(top)
    root.addSubview(bottom)
    let views = ["top": top, "bottom": bottom]
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-10-[top]-24-[bottom]", options: .spacingBaselineToBaseline,
      metrics: nil, views: views)
    #expect(constraints[1].firstAttribute == .firstBaseline)
    #expect(constraints[1].secondAttribute == .lastBaseline)
    NSLayoutConstraint.activate(
      constraints
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|[top]", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "H:|[bottom]", options: [], metrics: nil, views: views))
    root.layoutIfNeeded()
    let topBaseline = top.frame.midY + CGFloat(top.baselineOffsets!.last)
    let bottomBaseline = bottom.frame.midY + CGFloat(bottom.baselineOffsets!.first)
    #expect(abs(bottomBaseline - topBaseline - 24) <= 0.5)
  }

  @Test func badFormatsGiveUIKitsMessageAndNoConstraints() {
    let (_, views) = root(["a", "b"])
    var result: [NSLayoutConstraint]?
    var messages = autoLayoutMessages {
      result = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a", options: [], metrics: nil, views: views)
    }
    #expect(result?.isEmpty == true)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("Unable to parse constraint format: \n") == true)
    #expect(messages.first?.hasSuffix("H:|-[a\n      ^") == true)

    messages = autoLayoutMessages {
      result = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a]-[b]", options: .alignAllLeading, metrics: nil, views: views)
    }
    #expect(result?.isEmpty == true)
    #expect(
      messages == [
        "Unable to parse constraint format: \nOptions mask required views to be aligned on a "
          + "vertical edge, which is not allowed for layout that is also horizontal.\nH:[a]-[b]"
      ])

    let loose = constrained(UIView())
    messages = autoLayoutMessages {
      result = NSLayoutConstraint.constraints(
        withVisualFormat: "V:|[loose]", options: [], metrics: nil, views: ["loose": loose])
    }
    #expect(result?.isEmpty == true)
    #expect(
      messages == [
        "Unable to parse constraint format: \nUnable to interpret '|' character, because the "
          + "related view doesn't have a superview\nV:|[loose]\n  ^"
      ])

    messages = autoLayoutMessages {
      result = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a(w)]", options: [], metrics: ["w": "wide"], views: views)
    }
    #expect(result?.isEmpty == true)
    #expect(messages.count == 1)
  }
}
