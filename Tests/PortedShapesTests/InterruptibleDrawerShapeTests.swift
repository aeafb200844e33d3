// An interruptible drawer as iOS code writes it with UIViewPropertyAnimator: a pan gesture
// pauses the animator, scrubs `fractionComplete` with the finger and, on release, continues the
// animation — forward, or reversed when the drawer was let go less than half-way. The one edit
// a port needs: `#selector(handlePan(_:))` becomes `DrawerViewController.handlePan`.
import MosaicTesting
import Testing
import UIKit

final class DrawerViewController: UIViewController {
  let drawer = UIView()
  let closedCenterY: CGFloat = 300
  let openCenterY: CGFloat = 100
  private var animator: UIViewPropertyAnimator?
  private var progressWhenInterrupted: CGFloat = 0
  private(set) var completions: [UIViewAnimatingPosition] = []
  private(set) var scrubbedFractions: [CGFloat] = []

  var currentAnimator: UIViewPropertyAnimator? { animator }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    drawer.frame = CGRect(x: 0, y: closedCenterY - 50, width: 200, height: 100)
    drawer.backgroundColor = .systemBlue
    drawer.layer.cornerRadius = 12
    view.addSubview(drawer)
    let pan = UIPanGestureRecognizer(target: self, action: DrawerViewController.handlePan)
    drawer.addGestureRecognizer(pan)
  }

  private func makeAnimator() -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
      self.drawer.center.y = self.openCenterY
      self.drawer.layer.cornerRadius = 0
    }
    animator.addCompletion { [weak self] position in
      self?.completions.append(position)
      self?.animator = nil
    }
    return animator
  }

  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      let animator = self.animator ?? makeAnimator()
      self.animator = animator
      animator.pauseAnimation()
      progressWhenInterrupted = animator.fractionComplete
    case .changed:
      guard let animator else { return }
      let translation = recognizer.translation(in: view)
      animator.fractionComplete =
        -translation.y / (closedCenterY - openCenterY) + progressWhenInterrupted
      scrubbedFractions.append(animator.fractionComplete)
    case .ended, .cancelled:
      guard let animator else { return }
      animator.isReversed = animator.fractionComplete < 0.5
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    default:
      break
    }
  }
}

@MainActor
@Suite(.serialized)
struct InterruptibleDrawerShapeTests {
  @Test func draggingScrubsTheDrawerAndReleasingPastHalfwayOpensIt() {
    let controller = DrawerViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 200, height: 400))
    driver.touchDown(at: CGPoint(x: 100, y: 300))
    for y in stride(from: 290, through: 160, by: -10) {
      driver.touchMove(to: CGPoint(x: 100, y: CGFloat(y)))
      driver.advance(by: 1.0 / 60)
    }
    guard let animator = controller.currentAnimator else {
      Issue.record("the pan made no animator")
      return
    }
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    // The model is already open; the drawer on screen follows the finger linearly.
    #expect(controller.drawer.center.y == 100)
    let fraction = animator.fractionComplete
    #expect(controller.scrubbedFractions.last == fraction)
    #expect(fraction > 0.5 && fraction <= 0.7)
    let presented = controller.drawer.layer.presentation()!
    #expect(abs(presented.position.y - (300 - 200 * fraction)) < 1e-9)
    #expect(abs(presented.cornerRadius - 12 * (1 - fraction)) < 1e-9)

    driver.touchUp(at: CGPoint(x: 100, y: 160))
    #expect(animator.isRunning)
    #expect(!animator.isReversed)
    driver.advance(by: 0.05)
    let moving = controller.drawer.layer.presentation()!.position.y
    #expect(moving < 300 - 200 * fraction && moving > 100)
    driver.advance(by: 0.4 * (1 - fraction))
    #expect(controller.completions == [.end])
    #expect(controller.drawer.layer.presentation()!.position.y == 100)
    #expect(controller.drawer.layer.cornerRadius == 0)
  }

  @Test func releasingBeforeHalfwaySendsTheDrawerBack() {
    let controller = DrawerViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 200, height: 400))
    driver.touchDown(at: CGPoint(x: 100, y: 300))
    for y in stride(from: 290, through: 250, by: -10) {
      driver.touchMove(to: CGPoint(x: 100, y: CGFloat(y)))
      driver.advance(by: 1.0 / 60)
    }
    let fraction = controller.currentAnimator?.fractionComplete ?? -1
    #expect(fraction > 0 && fraction < 0.5)
    driver.touchUp(at: CGPoint(x: 100, y: 250))
    #expect(controller.currentAnimator?.isReversed == true)
    driver.advance(by: 0.4 * fraction + 0.02)
    #expect(controller.completions == [.start])
    #expect(controller.drawer.center.y == 300)
    #expect(controller.drawer.layer.cornerRadius == 12)
  }
}
