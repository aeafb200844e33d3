import Foundation

/// A horizontal row of segments, each a title or an image, of which one can be selected.
///
/// The control draws as a light gray rounded bar with the selected segment raised on a white
/// rounded "thumb", as on iOS 13 and later. Lifting a finger on a segment selects it and sends
/// `.valueChanged` (and `.primaryActionTriggered`), then performs the segment's `UIAction` if it
/// was made with one; setting `selectedSegmentIndex` in code sends nothing. The control is 32
/// points tall; its natural width comes from the segments' titles and images.
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
  /// The `selectedSegmentIndex` when no segment is selected.
  public static let noSegment: Int = -1

  /// The control's natural height.
  static let height: CGFloat = 32
  /// Space on each side of a segment's content in its natural width.
  static let contentPadding: CGFloat = 12
  /// Inset of the selected-segment thumb inside its segment.
  static let thumbInset: CGFloat = 2

  /// What one segment shows and how it behaves.
  @MainActor struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    /// A fixed width, or 0 for a width the control chooses.
    var width: CGFloat = 0
    var contentOffset: CGSize = .zero
    let label = UILabel()
    let imageView = UIImageView()
  }

  var segments: [Segment] = []
  private let background = UIView()
  private let thumb = UIView()
  private var separators: [UIView] = []
  /// The segment a finger is down on, drawn dimmed.
  private var pressedSegment: Int?

  /// Creates an empty segmented control with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates an empty segmented control from an archive. Mosaic has no archives, so this makes
  /// the same control as `init(frame: .zero)`; it is designated and required, as in UIKit.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Creates a control with one segment per element of `items`, each a `String` title or a
  /// `UIImage`; elements of other types are skipped. The frame is the control's natural size.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        appendSegment(Segment(title: title))
      } else if let image = item as? UIImage {
        appendSegment(Segment(image: image))
      }
    }
    frame.size = sizeThatFits(.zero)
  }

  /// Creates a control with one segment per action, showing the action's title or image;
  /// selecting a segment performs its action.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for action in actions { appendSegment(Self.segment(for: action)) }
  }

  private static func segment(for action: UIAction) -> Segment {
    Segment(
      title: action.title.isEmpty ? nil : action.title,
      image: action.title.isEmpty ? action.image : nil, action: action)
  }

  private func setUp() {
    background.isUserInteractionEnabled = false
    background.backgroundColor = .tertiarySystemFill
    background.layer.cornerRadius = 9
    thumb.isUserInteractionEnabled = false
    thumb.layer.cornerRadius = 7
    thumb.layer.shadowColor = UIColor.black.cgColor
    thumb.layer.shadowOpacity = 0.12
    thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
    thumb.layer.shadowRadius = 4
    thumb.isHidden = true
    addSubview(background)
    addSubview(thumb)
  }

  private func appendSegment(_ segment: Segment) {
    insert(segment, at: segments.count, animated: false)
  }

  // MARK: Segments

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// The index of the selected segment, or `noSegment` (−1, the default) when none is. Setting
  /// an index outside `noSegment..<numberOfSegments` is ignored; setting it sends no action.
  open var selectedSegmentIndex: Int {
    get { selected }
    set {
      guard newValue >= Self.noSegment, newValue < segments.count, newValue != selected else {
        return
      }
      selected = newValue
      updateSegmentAppearance()
      setNeedsLayout()
    }
  }

  private var selected = UISegmentedControl.noSegment

  /// Whether a selection lasts only while the finger is down: the control sends its actions
  /// for the tapped segment and then shows no selection. False by default.
  open var isMomentary = false

  /// Whether segments are as wide as their content (true) or all equally wide (false, the
  /// default) when the control chooses their widths.
  open var apportionsSegmentWidthsByContent = false {
    didSet { segmentsChanged() }
  }

  /// The color of the selected segment's raised thumb; nil (the default) uses white.
  open var selectedSegmentTintColor: UIColor? {
    didSet { updateSegmentAppearance() }
  }

  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the text attributes (font, foreground color) of titles in `state`; `.selected`
  /// applies to the selected segment.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
    segmentsChanged()
  }

  /// The text attributes set for `state`, if any.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// Inserts a segment titled `title` at `segment`, an index clamped to
  /// `0...numberOfSegments`. A selection at or after that index moves with its segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment, animated: animated)
  }

  /// Inserts a segment showing `image` at `segment`, an index clamped to `0...numberOfSegments`.
  /// A selection at or after that index moves with its segment.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment, animated: animated)
  }

  /// Inserts a segment for `action` (its title, or its image without a title) at `segment`, an
  /// index clamped to `0...numberOfSegments`; selecting the segment performs the action.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Self.segment(for: action), at: segment, animated: animated)
  }

  private func insert(_ segment: Segment, at index: Int, animated: Bool) {
    let i = min(max(index, 0), segments.count)
    segment.label.isUserInteractionEnabled = false
    segment.label.textAlignment = .center
    segment.imageView.isUserInteractionEnabled = false
    segment.imageView.contentMode = .center
    addSubview(segment.imageView)
    addSubview(segment.label)
    segments.insert(segment, at: i)
    if selected != Self.noSegment && selected >= i { selected += 1 }
    segmentsChanged(animated: animated)
  }

  /// Removes the segment at `segment`; an index out of range is ignored. Removing the selected
  /// segment leaves none selected; a selection after it moves down by one.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    let removed = segments.remove(at: segment)
    removed.label.removeFromSuperview()
    removed.imageView.removeFromSuperview()
    if selected == segment {
      selected = Self.noSegment
    } else if selected > segment {
      selected -= 1
    }
    segmentsChanged(animated: animated)
  }

  /// Removes every segment; no segment is selected afterwards.
  open func removeAllSegments() {
    for s in segments {
      s.label.removeFromSuperview()
      s.imageView.removeFromSuperview()
    }
    segments.removeAll()
    selected = Self.noSegment
    segmentsChanged()
  }

  /// Sets the title of the segment at `segment` (replacing its image); an index out of range is
  /// ignored.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    if title != nil { segments[segment].image = nil }
    segmentsChanged()
  }

  /// The title of the segment at `segment`, or nil when it has none or the index is out of range.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of the segment at `segment` (replacing its title); an index out of range is
  /// ignored.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    if image != nil { segments[segment].title = nil }
    segmentsChanged()
  }

  /// The image of the segment at `segment`, or nil when it has none or the index is out of range.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Replaces the segment at `segment` with one for `action`.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    let fresh = Self.segment(for: action)
    segments[segment].title = fresh.title
    segments[segment].image = fresh.image
    segments[segment].action = action
    segmentsChanged()
  }

  /// The action of the segment at `segment`, if it was made with one.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has `identifier`, or `noSegment`.
  open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
  }

  /// Enables or disables the segment at `segment`; a disabled segment draws dimmed and cannot
  /// be selected by touch.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
    updateSegmentAppearance()
  }

  /// Whether the segment at `segment` is enabled; true for new segments.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Fixes the width of the segment at `segment`; 0 (the default) lets the control choose it.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(0, width.isFinite ? width : 0)
    segmentsChanged()
  }

  /// The width set for the segment at `segment`, or 0 when the control chooses it.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Moves the content of the segment at `segment` by `offset` from its centred place.
  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].contentOffset = offset
    setNeedsLayout()
  }

  /// The content offset of the segment at `segment`.
  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
  }

  private func segmentsChanged(animated: Bool = false) {
    updateSegmentAppearance()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    superview?.setNeedsLayout()
    if animated {
      UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    }
  }

  override func stateDidChange() {
    super.stateDidChange()
    updateSegmentAppearance()
  }

  // MARK: Appearance

  /// The font of titles in segments that are (or are not) selected: 13 points, semibold when
  /// selected, unless title text attributes say otherwise.
  func titleFont(selected: Bool) -> UIFont {
    let key = selected ? UIControl.State.selected.rawValue : UIControl.State.normal.rawValue
    if let font = titleAttributes[key]?[.font] as? UIFont { return font }
    if selected, let font = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont {
      return font
    }
    return selected ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 13)
  }

  private func titleColor(selected: Bool) -> UIColor {
    let key = selected ? UIControl.State.selected.rawValue : UIControl.State.normal.rawValue
    if let c = titleAttributes[key]?[.foregroundColor] as? UIColor { return c }
    if selected,
      let c = titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor
    {
      return c
    }
    return .label
  }

  private func updateSegmentAppearance() {
    for (i, s) in segments.enumerated() {
      let isSelected = i == selected
      s.label.text = s.title
      s.label.font = titleFont(selected: isSelected)
      s.label.textColor = titleColor(selected: isSelected)
      s.label.isHidden = s.title == nil
      s.imageView.image = s.image
      s.imageView.isHidden = s.image == nil
      s.imageView.tintColor = titleColor(selected: isSelected)
      let usable = s.isEnabled && isEnabled
      let alpha: CGFloat = !usable ? 0.3 : (pressedSegment == i && !isSelected ? 0.4 : 1)
      s.label.alpha = alpha
      s.imageView.alpha = alpha
    }
    thumb.backgroundColor = selectedSegmentTintColor ?? .systemBackground
    thumb.alpha = isEnabled ? 1 : 0.5
    setNeedsLayout()
  }

  // MARK: Size and layout

  /// The natural width of segment `i`'s content plus padding.
  func naturalWidth(of i: Int) -> CGFloat {
    let s = segments[i]
    var content: CGFloat = 0
    if let title = s.title, !title.isEmpty {
      // Measured with the selected (wider) font so the width does not change on selection.
      let measure = UILabel()
      measure.font = titleFont(selected: true)
      measure.text = title
      content = measure.intrinsicContentSize.width.rounded(.up)
    } else if let image = s.image {
      content = image.size.width
    }
    return content + 2 * Self.contentPadding
  }

  /// The widths the segments get in a control `totalWidth` points wide: fixed widths as set,
  /// the rest shared equally, or in proportion to content with
  /// `apportionsSegmentWidthsByContent`.
  func segmentWidths(totalWidth: CGFloat) -> [CGFloat] {
    guard !segments.isEmpty else { return [] }
    let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
    let free = segments.indices.filter { segments[$0].width == 0 }
    let left = max(0, totalWidth - fixed)
    var widths = segments.map { $0.width }
    guard !free.isEmpty else { return widths }
    if apportionsSegmentWidthsByContent {
      let natural = free.map { naturalWidth(of: $0) }
      let sum = natural.reduce(0, +)
      for (k, i) in free.enumerated() {
        widths[i] = sum > 0 ? left * natural[k] / sum : left / CGFloat(free.count)
      }
    } else {
      for i in free { widths[i] = left / CGFloat(free.count) }
    }
    return widths
  }

  /// The width the control wants: with equal widths, every free segment as wide as the widest
  /// content; with widths by content, each its own content; fixed widths as set.
  private var naturalTotalWidth: CGFloat {
    let free = segments.indices.filter { segments[$0].width == 0 }
    let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
    if apportionsSegmentWidthsByContent {
      return fixed + free.reduce(0) { $0 + naturalWidth(of: $1) }
    }
    let widest = free.map { naturalWidth(of: $0) }.max() ?? 0
    return fixed + widest * CGFloat(free.count)
  }

  /// The control's natural size: the segments' natural widths, 32 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: naturalTotalWidth, height: Self.height)
  }

  /// The control's natural size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The frames of the segments in the control's bounds.
  func segmentFrames() -> [CGRect] {
    var x = bounds.minX
    return segmentWidths(totalWidth: bounds.width).map { w in
      defer { x += w }
      return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
    }
  }

  /// Places the background, the selected segment's thumb, the separators and every segment's
  /// title or image.
  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    let frames = segmentFrames()
    for (i, s) in segments.enumerated() {
      let f = frames[i]
      let o = s.contentOffset
      if s.title != nil {
        let size = s.label.intrinsicContentSize
        let w = min(size.width.rounded(.up), max(0, f.width - 2 * 4))
        let h = size.height.rounded(.up)
        s.label.frame = CGRect(
          x: (f.midX - w / 2 + o.width).rounded(), y: (f.midY - h / 2 + o.height).rounded(),
          width: w, height: h)
      }
      s.imageView.frame = f.offsetBy(dx: o.width, dy: o.height)
    }
    if frames.indices.contains(selected) {
      let target = frames[selected].insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
      if thumb.isHidden {
        UIView.performWithoutAnimation { thumb.frame = target }
      } else if thumb.frame != target {
        thumb.frame = target
      }
      thumb.isHidden = false
    } else {
      thumb.isHidden = true
    }
    layoutSeparators(frames)
  }

  private func layoutSeparators(_ frames: [CGRect]) {
    let count = max(0, frames.count - 1)
    while separators.count < count {
      let s = UIView()
      s.isUserInteractionEnabled = false
      s.backgroundColor = UIColor.separator
      insertSubview(s, aboveSubview: background)
      separators.append(s)
    }
    while separators.count > count { separators.removeLast().removeFromSuperview() }
    for (i, s) in separators.enumerated() {
      let x = frames[i].maxX
      s.frame = CGRect(x: x - 0.5, y: bounds.midY - 8, width: 1, height: 16)
      // No separator beside the raised selected segment.
      s.isHidden = selected == i || selected == i + 1
    }
  }

  // MARK: Touches

  override var ownsSingleTaps: Bool { true }

  /// The index of the segment under `point` (in the control's coordinates), if any.
  func segmentIndex(at point: CGPoint) -> Int? {
    let frames = segmentFrames()
    if let i = frames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }) { return i }
    if let last = frames.last, point.x >= last.maxX { return frames.count - 1 }
    if let first = frames.first, point.x < first.minX { return 0 }
    return nil
  }

  /// Starts following a touch on an enabled segment, dimming it.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard let i = segmentIndex(at: touch.location(in: self)), segments[i].isEnabled else {
      return false
    }
    pressedSegment = i
    updateSegmentAppearance()
    return true
  }

  /// Follows the finger from segment to segment while it stays inside.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let p = touch.location(in: self)
    let i = bounds.insetBy(dx: 0, dy: -Self.touchSlop).contains(p) ? segmentIndex(at: p) : nil
    let next = i.flatMap { segments[$0].isEnabled ? $0 : nil }
    if next != pressedSegment {
      pressedSegment = next
      updateSegmentAppearance()
    }
    return true
  }

  /// Selects the segment the finger lifted on: sends `.valueChanged` and
  /// `.primaryActionTriggered` when the selection changed (always for a momentary control),
  /// then performs the segment's action.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let i = pressedSegment else { return }
    pressedSegment = nil
    let changed = i != selected || isMomentary
    if i != selected {
      selected = i
      updateSegmentAppearance()
      UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    } else {
      updateSegmentAppearance()
    }
    if changed {
      sendActions(for: [.valueChanged, .primaryActionTriggered])
      if let action = segments.indices.contains(i) ? segments[i].action : nil {
        sendAction(action)
      }
    }
    if isMomentary {
      selected = Self.noSegment
      updateSegmentAppearance()
    }
  }

  /// A cancelled touch leaves the selection as it was.
  open override func cancelTracking(with event: UIEvent?) {
    pressedSegment = nil
    updateSegmentAppearance()
  }
}
