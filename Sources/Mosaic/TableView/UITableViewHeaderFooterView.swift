import Foundation

/// A reusable view for a table's section header or footer: a `contentView` for the app's
/// subviews, a legacy `textLabel` and `detailTextLabel`, an optional `backgroundView`, or a
/// content configuration. Register a class with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue views with
/// `dequeueReusableHeaderFooterView(withIdentifier:)` from the delegate's
/// `tableView(_:viewForHeaderInSection:)`.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
  /// The view to add the content to; it fills the header or footer, with the text inset by the
  /// standard margins.
  public let contentView = UIView()

  /// The identifier the view was made or dequeued with.
  open internal(set) var reuseIdentifier: String?

  /// The identifier `init()` passes on while the table makes a view of a registered class.
  static var creationIdentifier: String?

  /// Creates a header or footer view that goes back to the `reuseIdentifier` queue when it
  /// leaves the screen.
  public init(reuseIdentifier: String?) {
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    self.reuseIdentifier = reuseIdentifier
    setUp()
  }

  /// Creates a view from an archive; Mosaic has none, so this makes an empty view.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Creates a view with no reuse identifier and the given frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a view by calling `init(reuseIdentifier:)`: how a table makes the views of a
  /// registered class (subclasses that override `init(reuseIdentifier:)` inherit it).
  public required convenience init() {
    self.init(reuseIdentifier: UITableViewHeaderFooterView.creationIdentifier)
  }

  private func setUp() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The header's title label, created in `contentView` the first time it is asked for.
  open var textLabel: UILabel? {
    if let textLabelStorage { return textLabelStorage }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    contentView.addSubview(label)
    textLabelStorage = label
    setNeedsLayout()
    return label
  }
  private var textLabelStorage: UILabel?

  /// A secondary label below the title, created the first time it is asked for.
  open var detailTextLabel: UILabel? {
    if let detailTextLabelStorage { return detailTextLabelStorage }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    detailTextLabelStorage = label
    setNeedsLayout()
    return label
  }
  private var detailTextLabelStorage: UILabel?

  /// A view behind the content; nil by default.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = bounds
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  /// What the view shows, as a content configuration (usually from
  /// `defaultContentConfiguration()`); nil by default. Setting it replaces the legacy labels.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { showContentConfiguration() }
  }
  private var configurationView: (any UIView & UIContentView)?

  /// A list header configuration in the style of the table the view is shown in (grouped
  /// tables' header style, else the plain one), with no content.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    tableStyle == .plain ? .plainHeader() : .groupedHeader()
  }

  /// The style of the table the view was last shown in.
  var tableStyle: UITableView.Style = .plain

  /// Called before the view is handed out again by
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`; override it to reset the content,
  /// calling `super`.
  open func prepareForReuse() {}

  private func showContentConfiguration() {
    guard let configuration = contentConfiguration else {
      configurationView?.removeFromSuperview()
      configurationView = nil
      textLabelStorage?.isHidden = false
      detailTextLabelStorage?.isHidden = false
      return
    }
    textLabelStorage?.isHidden = true
    detailTextLabelStorage?.isHidden = true
    if let view = configurationView, view.supports(configuration) {
      view.configuration = configuration
    } else {
      configurationView?.removeFromSuperview()
      let view = configuration.makeContentView()
      view.frame = contentView.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(view)
      configurationView = view
    }
    setNeedsLayout()
  }

  /// Shows `title` as the table shows a data source's header or footer title.
  func showTitle(_ title: String, isHeader: Bool, style: UITableView.Style) {
    tableStyle = style
    var configuration: UIListContentConfiguration
    switch (isHeader, style) {
    case (true, .plain): configuration = .plainHeader()
    case (true, _): configuration = .groupedHeader()
    case (false, .plain): configuration = .plainFooter()
    case (false, _): configuration = .groupedFooter()
    }
    configuration.text = title
    contentConfiguration = configuration
  }

  /// Places the content view and the legacy labels (inset by 16 points at the sides and 6 at
  /// the top and bottom).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    configurationView?.frame = contentView.bounds
    guard contentConfiguration == nil else { return }
    let width = max(0, bounds.width - 32)
    var y: CGFloat = 6
    for label in [textLabelStorage, detailTextLabelStorage].compactMap({ $0 }) {
      let height = ceil(
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
      label.frame = CGRect(x: 16, y: y, width: width, height: height)
      y += height
    }
  }

  /// The size that fits the content at the target width: the configuration's view, the
  /// contents' constraints, or the legacy labels with their margins.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    if let configurationView {
      return configurationView.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
    let labels = [textLabelStorage, detailTextLabelStorage].compactMap { $0 }
    if contentView.constraints.isEmpty, !labels.isEmpty {
      let width = max(0, targetSize.width - 32)
      let height = labels.reduce(CGFloat(12)) { total, label in
        total
          + ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
      }
      return CGSize(width: targetSize.width, height: height)
    }
    return super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }
}
