// A frame-synchronised animation as iOS code writes it, with the one edit a port needs:
// `#selector(step(_:))` becomes the method reference `SpinnerViewController.step`.
import MosaicTesting
import QuartzCore
import Testing
import UIKit

class SpinnerViewController: UIViewController {
  let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  private var displayLink: CADisplayLink?
  private var startTime: CFTimeInterval = 0
  private(set) var angles: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(spinner)
  }

  func start() {
    startTime = CACurrentMediaTime()
    let link = CADisplayLink(target: self, selector: SpinnerViewController.step)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  func stop() {
    displayLink?.invalidate()
    displayLink = nil
  }

  func step(_ link: CADisplayLink) {
    let angle = CGFloat(link.targetTimestamp - startTime) * .pi
    spinner.transform = CGAffineTransform(rotationAngle: angle)
    angles.append(angle)
  }
}

@MainActor
@Suite struct DisplayLinkShapeTests {
  @Test func aDisplayLinkDrivesAnAnimationFrameByFrame() {
    let controller = SpinnerViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 100, height: 100))
    controller.start()
    driver.advance(by: 0.25)
    controller.stop()
    driver.advance(by: 0.25)
    #expect(controller.angles.count == 15)
    // Each frame aims at the time it will be shown: one refresh after the tick.
    if let last = controller.angles.last {
      #expect(abs(last - (0.25 + 1.0 / 60) * .pi) < 1e-6)
    }
  }
}
