import Foundation
@_spi(MosaicTesting) import Mosaic

/// `autolayout.chain.N`: the `autolayout.solver` stack built the way apps build it, through
/// UIKit's API — views, anchors, one `NSLayoutConstraint.activate`, `layoutIfNeeded()` — so the
/// whole layer between `NSLayoutConstraint` and the solver is measured, not the solver alone.
@MainActor
enum AutoLayoutChainBench {
  /// A container placed by constraints in a window's root view (top and leading to the root,
  /// its width a constant that the edit changes, its bottom 8 pt below the last row), holding a
  /// vertical chain of `count` plain views: leading and trailing 16 pt inside the container,
  /// each top 8 pt below the previous bottom, heights at least 44 and preferably
  /// 44 + (i mod 3)·10 at priority 750 — the solver benchmark's five constraints a row.
  struct Chain {
    let window: UIWindow
    let root: UIView
    let container: UIView
    let rows: [UIView]
    let width: NSLayoutConstraint

    init(count: Int) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
      root = UIView(frame: window.bounds)
      window.addSubview(root)
      container = UIView()
      container.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(container)
      width = container.widthAnchor.constraint(equalToConstant: 390)
      var constraints = [
        container.topAnchor.constraint(equalTo: root.topAnchor),
        container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        width,
      ]
      var rows: [UIView] = []
      rows.reserveCapacity(count)
      var previousBottom = container.topAnchor
      for i in 0..<count {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(row)
        let preferred = row.heightAnchor.constraint(equalToConstant: 44 + CGFloat(i % 3) * 10)
        preferred.priority = .defaultHigh
        constraints += [
          row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
          row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
          row.topAnchor.constraint(equalTo: previousBottom, constant: 8),
          row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
          preferred,
        ]
        previousBottom = row.bottomAnchor
        rows.append(row)
      }
      constraints.append(container.bottomAnchor.constraint(equalTo: previousBottom, constant: 8))
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      self.rows = rows
    }

    /// Checks the frames every row must have at the container width `width`.
    func check(width: CGFloat) {
      var y: CGFloat = 8
      for (i, row) in rows.enumerated() {
        let expected = CGRect(x: 16, y: y, width: width - 32, height: 44 + CGFloat(i % 3) * 10)
        precondition(row.frame == expected, "row \(i): \(row.frame), expected \(expected)")
        y += expected.height + 8
      }
      precondition(container.frame.height == y, "container: \(container.frame)")
    }
  }

  /// The chain's views placed by hand: the container's `layoutSubviews` gives each row the
  /// frame the constraints would, from the container's width. An edit then costs what any
  /// layout that moves every row costs in the view layer (frames set, `layoutSubviews`
  /// called), with no solver: the floor under `autolayout.edit.N`.
  final class ManualChain {
    final class Container: UIView {
      var count = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 8
        for (i, row) in subviews.enumerated() {
          let height = 44 + CGFloat(i % 3) * 10
          row.frame = CGRect(x: 16, y: y, width: bounds.width - 32, height: height)
          y += height + 8
        }
      }
    }

    final class Root: UIView {
      let container = Container()
      var containerWidth: CGFloat = 390 {
        didSet { setNeedsLayout() }
      }
      override func layoutSubviews() {
        super.layoutSubviews()
        var height: CGFloat = 8
        for i in 0..<container.count { height += 44 + CGFloat(i % 3) * 10 + 8 }
        container.frame = CGRect(x: 0, y: 0, width: containerWidth, height: height)
      }
    }

    let window: UIWindow
    let root: Root

    init(count: Int) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
      root = Root(frame: window.bounds)
      window.addSubview(root)
      root.addSubview(root.container)
      root.container.count = count
      for _ in 0..<count { root.container.addSubview(UIView()) }
      root.layoutIfNeeded()
    }

    /// Checks the frames every row must have at the container width `width`.
    func check(width: CGFloat) {
      var y: CGFloat = 8
      for (i, row) in root.container.subviews.enumerated() {
        let expected = CGRect(x: 16, y: y, width: width - 32, height: 44 + CGFloat(i % 3) * 10)
        precondition(row.frame == expected, "row \(i): \(row.frame), expected \(expected)")
        y += expected.height + 8
      }
    }
  }

  static func register(in registry: BenchRegistry) {
    for count in [40, 160, 1_000, 10_000] {
      let name = "autolayout.chain.\(count)"
      registry.register(
        name,
        "\(count) constrained views through NSLayoutConstraint: activate + layout, width edit"
      ) {
        run(count: count, name: name)
      }
    }
    for count in [1_000, 10_000] {
      let name = "autolayout.edit.\(count)"
      registry.register(
        name, "the width edit of autolayout.chain.\(count) alone, many times (for profiling)"
      ) {
        runEdits(count: count, name: name)
      }
      let manual = "autolayout.edit.frames.\(count)"
      registry.register(
        manual,
        "the frames of autolayout.edit.\(count) set by hand in layoutSubviews: its floor"
      ) {
        runManualEdits(count: count, name: manual)
      }
    }
  }

  /// Times width edits of the hand-placed chain: a new width, then `layoutIfNeeded()`.
  static func runManualEdits(count: Int, name: String) {
    let chain = ManualChain(count: count)
    timeEdits(
      of: chain, count: count, name: name,
      extra: "(container width + layoutIfNeeded; frames set by hand)",
      setWidth: { chain.root.containerWidth = $0 }, layout: { chain.root.layoutIfNeeded() },
      check: chain.check(width:))
  }

  /// Builds the chain once, unmeasured, and times only width edits + `layoutIfNeeded()`.
  static func runEdits(count: Int, name: String) {
    let chain = Chain(count: count)
    timeEdits(
      of: chain, count: count, name: name, extra: "(container width constant + layoutIfNeeded)",
      setWidth: { chain.width.constant = $0 }, layout: { chain.root.layoutIfNeeded() },
      check: chain.check(width:))
  }

  /// Times many edits of a built chain's container width (390 and 414 in turn), each
  /// followed by a layout, checking the rows' frames before and after.
  static func timeEdits<Subject>(
    of subject: Subject, count: Int, name: String, extra: String,
    setWidth: (CGFloat) -> Void, layout: () -> Void, check: (CGFloat) -> Void
  ) {
    check(390)
    var width: CGFloat = 390
    let edit = measure(warmup: 10, iterations: count >= 10_000 ? 400 : 4_000) {
      width = width == 390 ? 414 : 390
      setWidth(width)
      layout()
    }
    report(name, edit, extra: extra)
    check(width)
    withExtendedLifetime(subject) {}
  }

  static func run(count: Int, name: String) {
    var chain: Chain?
    let big = count >= 10_000
    let build = measure(warmup: big ? 0 : 1, iterations: big ? 3 : (count >= 1_000 ? 10 : 40)) {
      chain = nil
      chain = Chain(count: count)
    }
    report(
      name, build,
      extra: "(\(count) views × 5 constraints: views, activate, first layoutIfNeeded)")
    guard let chain else { return }
    chain.check(width: 390)
    var width: CGFloat = 390
    let edit = measure(warmup: 5, iterations: big ? 50 : 200) {
      width = width == 390 ? 414 : 390
      chain.width.constant = width
      chain.root.layoutIfNeeded()
    }
    report("\(name).edit", edit, extra: "(container width constant + layoutIfNeeded)")
    chain.check(width: width)
  }
}
