import Foundation
import Testing

@testable import Mosaic

/// A view with a fixed intrinsic content size, as a label or an image view has one.
final class IntrinsicView: UIView {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { size }
}

/// A stack view of `views` placed at `frame` in a root view (through its frame, as a view made
/// in code is), laid out.
@MainActor
func laidOutStack(
  _ views: [UIView], frame: CGRect, configure: (UIStackView) -> Void = { _ in }
) -> (root: UIView, stack: UIStackView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
  let stack = UIStackView(arrangedSubviews: views)
  stack.frame = frame
  configure(stack)
  root.addSubview(stack)
  root.layoutIfNeeded()
  return (root, stack)
}

/// A stack view of `views` pinned by its top and leading edges only, so its constraints
/// decide its size; laid out.
@MainActor
func sizeToContentStack(
  _ views: [UIView], configure: (UIStackView) -> Void = { _ in }
) -> (root: UIView, stack: UIStackView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
  let stack = UIStackView(arrangedSubviews: views)
  stack.translatesAutoresizingMaskIntoConstraints = false
  configure(stack)
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
  ])
  root.layoutIfNeeded()
  return (root, stack)
}

/// `rect` with its axes swapped (a horizontal arrangement seen as a vertical one).
func transposed(_ rect: CGRect) -> CGRect {
  CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
}

/// A value rounded to the screen's pixel grid, as the layout engine rounds solved frames.
@MainActor
func pixelRounded(_ value: CGFloat) -> CGFloat {
  let scale = max(1, UIScreen.main.scale)
  return (value * scale).rounded() / scale
}

/// The frame the engine gives a rectangle solved at (x, y, width, height): each edge on the
/// pixel grid.
@MainActor
func pixelFrame(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> CGRect {
  let minX = pixelRounded(x)
  let minY = pixelRounded(y)
  return CGRect(
    x: minX, y: minY, width: pixelRounded(x + width) - minX,
    height: pixelRounded(y + height) - minY)
}
