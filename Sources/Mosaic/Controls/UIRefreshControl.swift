import Foundation

/// A control that starts the refresh of a scroll view's content: set it as the scroll view's
/// (or table view controller's) `refreshControl`, and handle `.valueChanged`. Pulling the
/// content down past the top by 80 points, or on the desktop turning the wheel up by as much
/// while the content is at its top, shows the spinner, sets `isRefreshing` and sends
/// `.valueChanged`; call `endRefreshing()` when the new content is in.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
  /// The height of the area the control shows above the content while refreshing.
  static let height: CGFloat = 60
  /// How far the content must be pulled past its top to start a refresh.
  static let pullThreshold: CGFloat = 80

  private let spinner = UIActivityIndicatorView(style: .medium)
  private let titleLabel = UILabel()

  /// Creates a refresh control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpControl()
  }

  /// Creates a refresh control.
  public convenience init() {
    self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.height))
  }

  /// Creates a refresh control (Mosaic has no archives).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpControl()
  }

  private func setUpControl() {
    spinner.hidesWhenStopped = false
    addSubview(spinner)
    titleLabel.font = .preferredFont(forTextStyle: .footnote)
    titleLabel.textColor = .secondaryLabel
    titleLabel.textAlignment = .center
    addSubview(titleLabel)
    alpha = 0
  }

  /// Whether a refresh is under way.
  open private(set) var isRefreshing = false

  /// The text shown under the spinner; nil by default.
  open var attributedTitle: NSAttributedString? {
    didSet {
      titleLabel.text = attributedTitle?.string
      setNeedsLayout()
    }
  }

  /// The spinner's colour.
  open override var tintColor: UIColor! {
    didSet { spinner.color = tintColor }
  }

  /// Shows the control refreshing (the content moves down to show it) without sending
  /// `.valueChanged`: call it when a refresh starts by other means.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    spinner.startAnimating()
    alpha = 1
    guard let scrollView = superview as? UIScrollView else { return }
    let wasAtTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top
    scrollView.updateAdjustedContentInset()
    if wasAtTop, !scrollView.isDragging {
      scrollView.setContentOffset(
        CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top),
        animated: true)
    }
  }

  /// Ends the refresh: the spinner stops and the content moves back up.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    spinner.stopAnimating()
    guard let scrollView = superview as? UIScrollView else {
      alpha = 0
      return
    }
    let wasShowing =
      scrollView.contentOffset.y < -scrollView.adjustedContentInset.top + UIRefreshControl.height
    scrollView.updateAdjustedContentInset()
    if wasShowing, !scrollView.isDragging {
      scrollView.setContentOffset(
        CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top),
        animated: true)
    }
    UIView.animate(withDuration: 0.25) { self.alpha = 0 }
  }

  // MARK: Following the scroll view

  /// The extra top inset the scroll view keeps while the control refreshes.
  var insetWhileRefreshing: CGFloat { isRefreshing ? UIRefreshControl.height : 0 }

  /// How far the wheel pulled past the top since the content last left it.
  private var wheelPull: CGFloat = 0

  /// Puts the control above the content of `scrollView`, as wide as it.
  func place(in scrollView: UIScrollView) {
    let top = scrollView.adjustedContentInset.top - insetWhileRefreshing
    frame = CGRect(
      x: 0, y: -top - UIRefreshControl.height, width: scrollView.bounds.width,
      height: UIRefreshControl.height)
  }

  /// Lays out the spinner and the title.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let hasTitle = titleLabel.text?.isEmpty == false
    let spinnerSize = spinner.bounds.size
    let titleHeight: CGFloat = hasTitle ? 18 : 0
    let top = (bounds.height - spinnerSize.height - titleHeight) / 2
    spinner.center = CGPoint(x: bounds.midX, y: top + spinnerSize.height / 2)
    titleLabel.frame = CGRect(
      x: 0, y: top + spinnerSize.height, width: bounds.width, height: titleHeight)
  }

  /// Follows a scroll: the control fades in as the content is pulled down, and a drag past
  /// the threshold starts a refresh.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    place(in: scrollView)
    let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    if pulled <= 0 {
      wheelPull = 0
      // A pull that started a refresh ends with the drag, however the content moves meanwhile.
      if !scrollView.isDragging { isArmed = true }
    }
    guard !isRefreshing else { return }
    alpha = min(1, max(0, pulled / UIRefreshControl.pullThreshold))
    if isArmed, scrollView.isDragging, pulled >= UIRefreshControl.pullThreshold {
      startByUser()
    }
  }

  /// Whether a wheel turn of `dy` points goes to the control: turned up while the content is
  /// at its top and no refresh runs.
  func takesWheelPull(dy: CGFloat, in scrollView: UIScrollView) -> Bool {
    dy < 0 && isEnabled && !isRefreshing
      && scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
  }

  /// The wheel pulled `distance` points past the top: past the threshold, a refresh starts.
  func wheelPulled(by distance: CGFloat, in scrollView: UIScrollView) {
    wheelPull += distance
    alpha = min(1, wheelPull / UIRefreshControl.pullThreshold)
    if wheelPull >= UIRefreshControl.pullThreshold {
      wheelPull = 0
      startByUser()
    }
  }

  /// Whether a pull may start a refresh: one pull starts one, and the content must come back
  /// to its top after the drag before the next.
  private var isArmed = true

  private func startByUser() {
    isArmed = false
    beginRefreshing()
    sendActions(for: .valueChanged)
  }
}
