import Foundation
@_spi(MosaicTesting) import Mosaic

/// `present.sheet` and `present.alert`: the time from `present(_:animated:completion:)` to the
/// end of the first frame that shows the presentation, in a 1024×768 window over a screen of
/// 40 labels — the call, the layout and the composited frame (offscreen). Animated, the first
/// frame is the transition's first (the dimming and chrome in their start state); unanimated, it
/// is the finished presentation. Each run dismisses without animation and redraws, untimed.
@MainActor
enum PresentationBench {
  static func register(in registry: BenchRegistry) {
    registry.register(
      "present.sheet", "present a page sheet (a navigation controller): call to first frame"
    ) {
      run(name: "present.sheet") {
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.topViewController?.title = "Compose"
        nav.topViewController?.view.backgroundColor = .white
        nav.sheetPresentationController?.prefersGrabberVisible = true
        return nav
      }
    }
    registry.register(
      "present.alert", "present an alert with a text field and two buttons: call to first frame"
    ) {
      run(name: "present.alert") {
        let alert = UIAlertController(
          title: "New Mailbox", message: "Enter a name for this mailbox.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        return alert
      }
    }
  }

  static func run(name: String, make: () -> UIViewController) {
    let size = CGSize(width: 1024, height: 768)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let root = UIViewController()
    root.view.backgroundColor = .white
    for i in 0..<40 {
      let label = UILabel(
        frame: CGRect(
          x: 16 + CGFloat(i % 2) * 500, y: 16 + CGFloat(i / 2) * 36, width: 480, height: 24))
      label.text = "Message \(i + 1): lunch on Thursday?"
      root.view.addSubview(label)
    }
    window.rootViewController = root
    window.makeKeyAndVisible()
    let frame = OffscreenFrame(size: size)
    window.layoutIfNeeded()
    _ = frame.render(window, force: true)
    for animated in [true, false] {
      var samples: [Double] = []
      for run in 0..<65 {
        let vc = make()
        let start = monotonicNanoseconds()
        root.present(vc, animated: animated)
        window.layoutIfNeeded()
        _ = frame.render(window)
        let end = monotonicNanoseconds()
        if run >= 5 { samples.append(Double(end - start) / 1e9) }
        root.dismiss(animated: false)
        window.layoutIfNeeded()
        _ = frame.render(window)
      }
      report(
        "\(name)\(animated ? "" : ".unanimated")", BenchStats(samples: samples),
        extra: "(1024x768, call to first frame, 60 runs; one frame is 16.7 ms)")
    }
  }
}
