import Foundation

/// A cell of a collection view: a reusable view with a `contentView` for the app's subviews,
/// an optional `backgroundView`, and a `selectedBackgroundView` shown while the cell is
/// selected or highlighted.
///
/// The collection view sets `isHighlighted` while a finger is on the cell and `isSelected`
/// when it is selected; override them (calling `super`) to change the cell's appearance.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
  /// The view to add the cell's content to; it fills the cell and sits above the
  /// background views. Setting a `contentConfiguration` replaces it with the
  /// configuration's content view (or a new empty view when the configuration is removed).
  public internal(set) var contentView: UIView

  /// The cell's configurations and their update state (UICollectionViewCell+Configuration).
  let configurationStorage = CellConfigurationStorage()

  /// Creates a cell with the given frame.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.backgroundColor = nil
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a cell from an archive. Mosaic has no archives, so this makes the same cell as
  /// `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    contentView.backgroundColor = nil
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A view behind the content; nil by default. It is sized to the cell.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        // A background view and a background configuration exclude each other.
        removeBackgroundConfiguration()
        backgroundView.frame = bounds
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  /// A view shown above `backgroundView` and below the content while the cell is selected or
  /// highlighted; nil by default. It is sized to the cell.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard selectedBackgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      updateSelectedBackground()
    }
  }

  /// Whether the cell is selected; set by the collection view. Overrides must call `super`.
  open var isSelected = false {
    didSet {
      updateSelectedBackground()
      if oldValue != isSelected { setNeedsUpdateConfiguration() }
    }
  }

  /// Whether the cell is highlighted (a finger is on it); set by the collection view.
  /// Overrides must call `super`.
  open var isHighlighted = false {
    didSet {
      updateSelectedBackground()
      if oldValue != isHighlighted { setNeedsUpdateConfiguration() }
    }
  }

  /// Whether the cell takes touches; a cell that does not is disabled in its
  /// `configurationState`.
  open override var isUserInteractionEnabled: Bool {
    didSet {
      if oldValue != isUserInteractionEnabled { setNeedsUpdateConfiguration() }
    }
  }

  // MARK: Configurations (UICollectionViewCell+Configuration.swift)

  /// The background configuration; nil by default. Setting one replaces `backgroundView`
  /// and `backgroundColor`; with `automaticallyUpdatesBackgroundConfiguration` it is shown
  /// updated for the cell's current state.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configurationStorage.backgroundConfiguration }
    set { baseSetBackgroundConfiguration(newValue) }
  }

  /// Whether the cell shows its `contentConfiguration` updated for each new state (calling
  /// its `updated(for:)`); true by default. Turn it off when `updateConfiguration(using:)`
  /// or the `configurationUpdateHandler` sets the content configuration itself.
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether the cell shows its `backgroundConfiguration` updated for each new state;
  /// true by default.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// The cell's current state: its traits, whether it is selected, highlighted or disabled
  /// (not taking touches), and whether its collection view is editing. Override it (calling
  /// `super`) to add custom states, and call `setNeedsUpdateConfiguration()` when they change.
  open var configurationState: UICellConfigurationState { baseConfigurationState }

  /// Updates the cell's configurations for `state`; the default does nothing. The cell
  /// calls it before it is first displayed and once after each change of its state (after
  /// the automatic updates, before the `configurationUpdateHandler`). Do not call it
  /// directly: call `setNeedsUpdateConfiguration()`.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Asks the cell to update its configurations for its current state. Requests are
  /// combined: the update runs once, before the cell's next layout.
  open func setNeedsUpdateConfiguration() { baseSetNeedsUpdateConfiguration() }

  /// What a tap on the cell does instead of the collection view's highlight and selection,
  /// or nil when a tap selects it as usual. The collection view asks when a touch lands on
  /// the cell and again when it lifts; a list row whose outline disclosure has the header
  /// style answers with the disclosure's action.
  var tapActionReplacingSelection: (() -> Void)? { nil }

  /// The background configuration for the cell's style: `clear()` for a plain cell.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

  /// A change of traits updates the configurations.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsUpdateConfiguration()
  }

  /// Resets the selection and highlight state (the collection view sets them again) and
  /// asks for a configuration update before the cell is shown again.
  open override func prepareForReuse() {
    super.prepareForReuse()
    setNeedsUpdateConfiguration()
  }

  /// Runs a pending configuration update, then keeps the content and background views the
  /// size of the cell.
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    let r = bounds
    layoutContentView()
    backgroundView?.frame = r
    selectedBackgroundView?.frame = r
    configurationStorage.backgroundView?.frame = r
  }

  /// Places the content view during layout: over the whole cell here; list cells leave room
  /// for their accessories and indentation.
  func layoutContentView() {
    contentView.frame = bounds
  }

  private func updateSelectedBackground() {
    guard let view = selectedBackgroundView else { return }
    if isSelected || isHighlighted {
      if view.superview !== self {
        view.frame = bounds
        insertSubview(view, belowSubview: contentView)
      }
    } else if view.superview === self {
      view.removeFromSuperview()
    }
  }
}
