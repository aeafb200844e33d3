import Foundation
import Mosaic

/// The gallery's first screen: the showcase in a scroll view. A tap on a card opens it, a
/// long press lifts a card and drags it, the wheel and a drag scroll, Ctrl+C copies the title.
/// What happens is printed on standard output, one line per change, for the end-to-end tests.
final class GalleryViewController: UIViewController {
  let scrollView = UIScrollView()
  let showcase = ShowcaseView(frame: .zero)
  private var lifted: UIView?
  private var scrollGeneration = 0
  private var liftOffset = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mosaic"
    view.backgroundColor = .systemBackground
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.alwaysBounceVertical = true
    scrollView.delegate = self
    view.addSubview(scrollView)
    scrollView.addSubview(showcase)

    let tap = UITapGestureRecognizer(target: self, action: GalleryViewController.handleTap)
    showcase.addGestureRecognizer(tap)
    let press = UILongPressGestureRecognizer(
      target: self, action: GalleryViewController.handlePress)
    showcase.addGestureRecognizer(press)

    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Grid", style: .plain, target: self, action: GalleryViewController.showGrid)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Waterfall", style: .plain, target: self, action: GalleryViewController.showWaterfall)
  }

  func showGrid() {
    report("open grid")
    navigationController?.pushViewController(BigGridViewController(), animated: true)
  }

  func showWaterfall() {
    report("open waterfall")
    navigationController?.pushViewController(WaterfallDemoViewController(), animated: true)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = scrollView.bounds.width
    let height = max(showcase.preferredHeight(forWidth: width), scrollView.bounds.height + 1)
    showcase.frame = CGRect(x: 0, y: 0, width: width, height: height)
    scrollView.contentSize = showcase.frame.size
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }

  override var canBecomeFirstResponder: Bool { true }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let key = presses.first?.key else { return }
    if key.modifierFlags.contains(.control) && key.charactersIgnoringModifiers == "c" {
      UIPasteboard.general.string = "Mosaic"
      report("copied Mosaic")
    } else {
      super.pressesBegan(presses, with: event)
    }
  }

  func handleTap(_ recognizer: UITapGestureRecognizer) {
    guard let card = showcase.card(at: recognizer.location(in: showcase)) else { return }
    report("open \(card.name)")
    navigationController?.pushViewController(
      CardDetailViewController(name: card.name, image: card.image), animated: true)
  }

  func handlePress(_ recognizer: UILongPressGestureRecognizer) {
    let point = recognizer.location(in: showcase)
    switch recognizer.state {
    case .began:
      guard let card = showcase.card(at: point) else { return }
      lifted = card.view
      liftOffset = CGPoint(x: card.view.center.x - point.x, y: card.view.center.y - point.y)
      showcase.bringSubviewToFront(card.view)
      UIView.animate(withDuration: 0.2) {
        card.view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        card.view.alpha = 0.9
      }
      report("lift \(card.name)")
    case .changed:
      lifted?.center = CGPoint(x: point.x + liftOffset.x, y: point.y + liftOffset.y)
    case .ended, .cancelled:
      guard let view = lifted else { return }
      UIView.animate(withDuration: 0.2) {
        view.transform = .identity
        view.alpha = 1
      }
      let name = showcase.name(of: view) ?? "?"
      report("drop \(name) at \(Int(view.center.x)),\(Int(view.center.y))")
      lifted = nil
    default:
      break
    }
  }

  func report(_ line: String) {
    DemoLog.report("gallery: \(line)")
  }
}

extension GalleryViewController: UIScrollViewDelegate {
  /// Reports the offset once scrolling has been quiet for a moment (wheel glides, flicks and
  /// drags alike).
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrollGeneration += 1
    let generation = scrollGeneration
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
      guard let self, self.scrollGeneration == generation else { return }
      self.report("scrolled to \(Int(self.scrollView.contentOffset.y))")
    }
  }
}

/// A card opened from the gallery: its picture, large, and its name.
final class CardDetailViewController: UIViewController {
  let name: String
  let image: UIImage?

  init(name: String, image: UIImage?) {
    self.name = name
    self.image = image
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let imageView = UIImageView(image: image)
    imageView.contentMode = .scaleAspectFit
    imageView.frame = view.bounds.insetBy(dx: 20, dy: 40)
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(imageView)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    DemoLog.report("gallery: closed \(name)")
  }
}
