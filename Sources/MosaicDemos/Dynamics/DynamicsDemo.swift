import UIKit

/// The "Dynamics" demo: a playground for UIKit Dynamics. Blocks and balls fall under gravity,
/// bounce off the walls, a shelf and each other, and come to rest (the animator then pauses and
/// the window stops drawing). A tap drops a new block where it lands; dragging a block hangs it
/// on a spring under the pointer, and letting go throws it.
enum DynamicsDemo {
  @MainActor static func make() -> UIViewController {
    PlaygroundViewController()
  }

  /// A view that collides as a circle.
  final class Ball: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
  }

  final class PlaygroundViewController: UIViewController, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator!
    private let gravity = UIGravityBehavior()
    private let collision = UICollisionBehavior()
    private let material = UIDynamicItemBehavior()
    private var grab: UIAttachmentBehavior?
    private let status = UILabel()
    private var dropped = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Dynamics"
      view.backgroundColor = UIColor(white: 0.96, alpha: 1)
      status.frame = CGRect(x: 12, y: 8, width: 300, height: 20)
      status.font = .systemFont(ofSize: 13)
      status.textColor = .darkGray
      status.autoresizingMask = [.flexibleWidth]
      view.addSubview(status)

      animator = UIDynamicAnimator(referenceView: view)
      animator.delegate = self
      collision.translatesReferenceBoundsIntoBoundary = true
      material.elasticity = 0.45
      material.friction = 0.4
      // Rolling meets no friction: a little resistance lets balls come to rest.
      material.angularResistance = 1.5
      material.resistance = 0.3
      animator.addBehavior(gravity)
      animator.addBehavior(collision)
      animator.addBehavior(material)

      view.addGestureRecognizer(
        UITapGestureRecognizer { [weak self] tap in
          guard let self else { return }
          self.drop(at: tap.location(in: self.view), ball: self.dropped % 3 == 2)
        })
      view.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.drag(pan) })
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard dropped == 0 else { return }
      let width = view.bounds.width
      let shelf = UIView(
        frame: CGRect(x: 0, y: view.bounds.height * 0.55, width: width * 0.45, height: 6))
      shelf.backgroundColor = .darkGray
      view.addSubview(shelf)
      collision.addBoundary(
        withIdentifier: "shelf" as NSString, from: shelf.frame.origin,
        to: CGPoint(x: shelf.frame.maxX, y: shelf.frame.minY))
      for i in 0..<14 {
        let x = 30 + CGFloat(i % 7) * (width - 60) / 6
        drop(at: CGPoint(x: x, y: 60 + CGFloat(i / 7) * 70), ball: i % 3 == 1)
      }
    }

    private func drop(at point: CGPoint, ball: Bool) {
      let side: CGFloat = ball ? 40 : 34 + CGFloat(dropped % 4) * 8
      let block: UIView = ball ? Ball() : UIView()
      block.frame = CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
      block.backgroundColor = UIColor(
        hue: CGFloat(dropped % 12) / 12, saturation: 0.55, brightness: 0.92, alpha: 1)
      block.layer.cornerRadius = ball ? side / 2 : 6
      block.layer.borderWidth = 1
      block.layer.borderColor = UIColor(white: 0, alpha: 0.25).cgColor
      view.addSubview(block)
      dropped += 1
      gravity.addItem(block)
      collision.addItem(block)
      material.addItem(block)
    }

    private func drag(_ pan: UIPanGestureRecognizer) {
      let point = pan.location(in: view)
      switch pan.state {
      case .began:
        guard
          let block = gravity.items.last(where: { ($0 as? UIView)?.frame.contains(point) == true })
        else { return }
        let spring = UIAttachmentBehavior(item: block, attachedToAnchor: point)
        spring.length = 0
        spring.frequency = 3
        spring.damping = 0.6
        animator.addBehavior(spring)
        grab = spring
      case .changed:
        grab?.anchorPoint = point
      default:
        if let grab { animator.removeBehavior(grab) }
        grab = nil
      }
    }

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {
      status.text = "Running…"
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
      status.text = String(
        format: "At rest after %.1f s. Tap to drop a block.", animator.elapsedTime)
    }
  }
}
