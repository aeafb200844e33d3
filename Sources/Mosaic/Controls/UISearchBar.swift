import Foundation

/// A bar for searching: a search field, an optional Cancel button at its right, an optional
/// prompt above it and an optional scope bar (a segmented control of scope buttons) below it.
///
/// The bar is 56 points tall on its own (`sizeToFit()`), 44 more with the scope bar and 30
/// more with a prompt; in a navigation bar its field row is 52 points tall. Its delegate hears
/// about editing, typing, Return (`searchBarSearchButtonClicked`), Cancel and scope changes.
/// Escape while the field edits acts as Cancel when the Cancel button shows (or a search
/// controller manages the bar).
@MainActor @preconcurrency
open class UISearchBar: UIView {
  /// Creates a search bar with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSearchBar()
  }

  /// Creates a search bar from an archive. Mosaic has no archives, so this makes the same bar
  /// as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchBar()
  }

  private let field = UISearchTextField(frame: .zero)
  private let relay = SearchFieldRelay()
  private let background = UIView()
  private let promptLabel = UILabel()
  /// The Cancel button.
  let cancelButton = UIButton(type: .system)
  /// The scope bar's segmented control.
  let scopeControl = UISegmentedControl(frame: .zero)

  /// The controller that manages the bar (a search controller), if any.
  weak var owner: SearchBarOwner?

  /// Whether the bar is shown inside a navigation bar: taller margins, a 52-point field row
  /// and no background of its own.
  var isInNavigationBar = false {
    didSet {
      guard oldValue != isInNavigationBar else { return }
      updateBackground()
      setNeedsLayout()
    }
  }

  /// The height of the field row on its own and inside a navigation bar.
  static let fieldRowHeight: CGFloat = 56
  static let navigationFieldRowHeight: CGFloat = 52
  /// The height of the scope bar's row and of the prompt.
  static let scopeRowHeight: CGFloat = 44
  static let promptHeight: CGFloat = 30
  /// The default background of a prominent bar.
  static let defaultBarColor = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 1)

  private func setUpSearchBar() {
    background.isUserInteractionEnabled = false
    addSubview(background)
    relay.searchBar = self
    field.delegate = relay
    field.searchBar = self
    field.placeholder = Self.defaultPlaceholder
    field.addAction(
      UIAction { [me = unretained] _ in me.wrappedValue?.fieldTextDidChange() },
      for: .editingChanged)
    addSubview(field)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
    cancelButton.isHidden = true
    cancelButton.addAction(
      UIAction { [me = unretained] _ in me.wrappedValue?.cancelButtonTapped() }, for: .touchUpInside
    )
    addSubview(cancelButton)
    scopeControl.isHidden = true
    scopeControl.addAction(
      UIAction { [me = unretained] _ in me.wrappedValue?.scopeControlChanged() }, for: .valueChanged
    )
    addSubview(scopeControl)
    promptLabel.font = .systemFont(ofSize: 13)
    promptLabel.textColor = .secondaryLabel
    promptLabel.textAlignment = .center
    promptLabel.isHidden = true
    addSubview(promptLabel)
    updateBackground()
  }

  /// What the field shows while there is no text and no `placeholder`.
  static let defaultPlaceholder = "Search"

  // MARK: Text

  /// The search field the bar shows.
  open var searchTextField: UISearchTextField { field }

  /// The text of the search field; "" when empty. Setting it calls no delegate method.
  open var text: String? {
    get { field.text }
    set {
      guard newValue ?? "" != field.text ?? "" else { return }
      field.text = newValue
      owner?.searchBarTextDidChange(self)
    }
  }

  /// The text shown in gray while the field is empty; nil by default (the field shows
  /// "Search").
  open var placeholder: String? {
    didSet { field.placeholder = placeholder ?? Self.defaultPlaceholder }
  }

  /// A line of text shown above the field, or nil (the default).
  open var prompt: String? {
    didSet {
      promptLabel.text = prompt
      promptLabel.isHidden = prompt == nil
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  /// The object asked about and told of the bar's editing, buttons and scope.
  open weak var delegate: UISearchBarDelegate?

  // MARK: Buttons

  /// Whether the Cancel button shows at the right of the field; false by default.
  open var showsCancelButton: Bool {
    get { !cancelButton.isHidden }
    set { setShowsCancelButton(newValue, animated: false) }
  }

  /// Shows or hides the Cancel button; when `animated`, the field's width changes smoothly.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    guard showsCancelButton == cancelButton.isHidden else { return }
    let animates = animated && window != nil
    if showsCancelButton, animates {
      // The button slides in from beyond the right edge while the field narrows.
      UIView.performWithoutAnimation {
        let size = cancelButton.sizeThatFits(CGSize(width: 0, height: fieldRowHeight))
        cancelButton.frame = CGRect(
          x: bounds.maxX, y: fieldRowTop, width: size.width.rounded(.up), height: fieldRowHeight)
      }
    }
    cancelButton.isHidden = !showsCancelButton
    setNeedsLayout()
    if animates {
      UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    }
  }

  /// Whether a bookmark button shows in the field (kept; Mosaic draws none).
  open var showsBookmarkButton = false

  /// Whether a search results button shows in the field (kept; Mosaic draws none).
  open var showsSearchResultsButton = false

  private func cancelButtonTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    _ = owner?.searchBarDidCancel(self)
  }

  /// Escape in the field: a tap on Cancel while it shows, else the owner's cancel. Returns
  /// whether Escape was used.
  func escapePressed() -> Bool {
    if showsCancelButton {
      cancelButtonTapped()
      return true
    }
    return owner?.searchBarDidCancel(self) ?? false
  }

  // MARK: Scope bar

  /// The titles of the scope buttons, or nil (the default).
  open var scopeButtonTitles: [String]? {
    didSet {
      scopeControl.removeAllSegments()
      for (i, title) in (scopeButtonTitles ?? []).enumerated() {
        scopeControl.insertSegment(withTitle: title, at: i, animated: false)
      }
      scopeControl.selectedSegmentIndex =
        scopeControl.numberOfSegments > 0
        ? min(selectedScopeButtonIndex, scopeControl.numberOfSegments - 1) : -1
      updateScopeVisibility()
    }
  }

  /// The index of the selected scope button; 0 by default. Setting it calls no delegate
  /// method.
  open var selectedScopeButtonIndex: Int = 0 {
    didSet {
      if scopeControl.numberOfSegments > 0 {
        scopeControl.selectedSegmentIndex = min(
          max(0, selectedScopeButtonIndex), scopeControl.numberOfSegments - 1)
      }
    }
  }

  /// Whether the scope bar shows below the field (when there are scope buttons); false by
  /// default.
  open var showsScopeBar = false {
    didSet { updateScopeVisibility() }
  }

  /// Shows or hides the scope bar.
  open func setShowsScope(_ show: Bool, animated: Bool) {
    showsScopeBar = show
  }

  /// Whether the scope bar shows now.
  var isScopeBarVisible: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

  private func updateScopeVisibility() {
    let visible = isScopeBarVisible
    guard scopeControl.isHidden == visible else { return }
    scopeControl.isHidden = !visible
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  private func scopeControlChanged() {
    let index = scopeControl.selectedSegmentIndex
    guard index >= 0, index != selectedScopeButtonIndex else { return }
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    owner?.searchBarScopeDidChange(self)
  }

  private func fieldTextDidChange() {
    delegate?.searchBar(self, textDidChange: field.text ?? "")
    owner?.searchBarTextDidChange(self)
  }

  // MARK: Looks

  /// How the bar draws its background; `.default` by default.
  open var searchBarStyle: Style = .default {
    didSet { updateBackground() }
  }

  /// The bar's background color; nil (the default) gives the style's.
  open var barTintColor: UIColor? {
    didSet { updateBackground() }
  }

  /// Whether the bar's background is translucent; true by default (Mosaic draws it opaque).
  open var isTranslucent = true

  /// The Cancel button and the field's caret follow the tint color.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    cancelButton.tintColor = tintColor
  }

  private func updateBackground() {
    if isInNavigationBar || searchBarStyle == .minimal {
      background.backgroundColor = barTintColor.map { searchBarStyle == .minimal ? .clear : $0 }
      background.isHidden = background.backgroundColor == nil
    } else {
      background.backgroundColor = barTintColor ?? Self.defaultBarColor
      background.isHidden = false
    }
  }

  // MARK: Text input traits

  /// How typed text is capitalized (the field's).
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { field.autocapitalizationType }
    set { field.autocapitalizationType = newValue }
  }
  /// Whether spelling is corrected (the field's).
  open var autocorrectionType: UITextAutocorrectionType {
    get { field.autocorrectionType }
    set { field.autocorrectionType = newValue }
  }
  /// Whether misspellings are marked (the field's).
  open var spellCheckingType: UITextSpellCheckingType {
    get { field.spellCheckingType }
    set { field.spellCheckingType = newValue }
  }
  /// The keyboard asked for (the field's).
  open var keyboardType: UIKeyboardType {
    get { field.keyboardType }
    set { field.keyboardType = newValue }
  }
  /// The Return key's title (the field's; `.search` by default).
  open var returnKeyType: UIReturnKeyType {
    get { field.returnKeyType }
    set { field.returnKeyType = newValue }
  }
  /// The view shown above the keyboard while editing (the field's).
  open var inputAccessoryView: UIView? {
    get { field.inputAccessoryView }
    set { field.inputAccessoryView = newValue }
  }

  // MARK: First responder

  /// The bar's field can become the first responder.
  open override var canBecomeFirstResponder: Bool { field.canBecomeFirstResponder }

  /// Whether the bar's field is editing.
  open override var isFirstResponder: Bool { field.isFirstResponder }

  /// Makes the search field the first responder: editing begins there.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { field.becomeFirstResponder() }

  /// Stops editing in the search field.
  @discardableResult
  open override func resignFirstResponder() -> Bool { field.resignFirstResponder() }

  // MARK: Layout

  /// The height of the field row where the bar is shown.
  private var fieldRowHeight: CGFloat {
    isInNavigationBar ? Self.navigationFieldRowHeight : Self.fieldRowHeight
  }

  /// The top of the field row: below the prompt, if any.
  private var fieldRowTop: CGFloat { prompt == nil ? 0 : Self.promptHeight }

  /// The space at the bar's sides.
  private var sideMargin: CGFloat { isInNavigationBar ? 16 : 8 }

  /// The bar's height: the field row, with the prompt and the scope bar when they show.
  var preferredHeight: CGFloat {
    (prompt == nil ? 0 : Self.promptHeight) + fieldRowHeight
      + (isScopeBarVisible ? Self.scopeRowHeight : 0)
  }

  /// The bar's size for `size`: the width given and its preferred height (56 points alone).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: preferredHeight)
  }

  /// No natural width; the preferred height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
  }

  /// Places the prompt, the field and the Cancel button, and the scope bar.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    background.frame = b
    let top = fieldRowTop
    if prompt != nil {
      promptLabel.frame = CGRect(x: sideMargin, y: 0, width: b.width - 2 * sideMargin, height: 30)
    }
    let row = fieldRowHeight
    var fieldRight = b.width - sideMargin
    if !cancelButton.isHidden {
      let size = cancelButton.sizeThatFits(CGSize(width: 0, height: row))
      let width = size.width.rounded(.up)
      cancelButton.frame = CGRect(
        x: b.width - sideMargin - width, y: top, width: width, height: row)
      fieldRight = cancelButton.frame.minX - 8
    }
    let fieldHeight: CGFloat = 36
    field.frame = CGRect(
      x: sideMargin, y: top + ((row - fieldHeight) / 2).rounded(),
      width: max(0, fieldRight - sideMargin), height: fieldHeight)
    if !scopeControl.isHidden {
      scopeControl.frame = CGRect(
        x: sideMargin, y: top + row + 2, width: max(0, b.width - 2 * sideMargin), height: 32)
    }
  }
}
