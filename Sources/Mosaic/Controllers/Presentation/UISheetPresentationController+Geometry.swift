import Foundation

/// Where a sheet goes: at a detent at the bottom of a compact-width window, a centred card in
/// a regular-width one (see `UISheetPresentationController`).
extension UISheetPresentationController {
  /// The gap above a bottom sheet at its largest detent.
  static let compactTopInset: CGFloat = 10
  /// The width of a page sheet in a regular-width window.
  static let pageSheetWidth: CGFloat = 704
  /// The size of a form sheet whose controller prefers none.
  static let formSheetSize = CGSize(width: 540, height: 620)
  /// The least space left beside a centred sheet.
  static let regularSideMargin: CGFloat = 20
  /// The space above and below a page sheet, and the least beside a form sheet.
  static let regularVerticalMargin: CGFloat = 24

  /// Whether the presentation shows as a sheet at all (a delegate may adapt it to full
  /// screen).
  var showsAsSheet: Bool {
    effectiveStyle == .pageSheet || effectiveStyle == .formSheet
      || effectiveStyle == .automatic
  }

  /// Whether the sheet rests at detents at the bottom edge: in a compact-width or
  /// compact-height window, or when the sheet does not prefer page sizing.
  var isBottomSheet: Bool {
    guard showsAsSheet else { return false }
    let traits = traitCollection
    return traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
      || !prefersPageSizing
  }

  /// The height of the largest detent in a container of `height` points.
  func maximumDetentValue(containerHeight height: CGFloat) -> CGFloat {
    max(0, height - Self.compactTopInset)
  }

  /// The active detents with their heights, in the order given.
  func resolvedDetents(containerHeight height: CGFloat) -> [(Detent.Identifier, CGFloat)] {
    let context = SheetDetentContext(
      traits: traitCollection, maximum: maximumDetentValue(containerHeight: height))
    let resolved = detents.compactMap { d in d.resolvedValue(in: context).map { (d.identifier, $0) }
    }
    return resolved.isEmpty ? [(.large, context.maximumDetentValue)] : resolved
  }

  /// The detent the sheet rests at: the selected one when it is active, else the smallest.
  func currentDetent(containerHeight height: CGFloat) -> (Detent.Identifier, CGFloat) {
    let resolved = resolvedDetents(containerHeight: height)
    if let id = selectedDetentIdentifier, let match = resolved.first(where: { $0.0 == id }) {
      return match
    }
    return resolved.min { $0.1 < $1.1 }!
  }

  /// The sheet's frame in a container of `size`, at `detentHeight` (the current detent when
  /// nil) for a bottom sheet.
  func sheetFrame(in size: CGSize, detentHeight: CGFloat?) -> CGRect {
    guard showsAsSheet else { return CGRect(origin: .zero, size: size) }
    if isBottomSheet {
      let height = detentHeight ?? currentDetent(containerHeight: size.height).1
      var width = size.width
      if traitCollection.verticalSizeClass == .compact,
        traitCollection.horizontalSizeClass == .regular, prefersEdgeAttachedInCompactHeight
      {
        let preferred = presentedViewController.preferredContentSize.width
        width =
          widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
          ? min(preferred, size.width) : min(Self.pageSheetWidth, size.width)
      }
      return CGRect(
        x: ((size.width - width) / 2).rounded(), y: size.height - height, width: width,
        height: height)
    }
    let maxWidth = max(0, size.width - 2 * Self.regularSideMargin)
    let maxHeight = max(0, size.height - 2 * Self.regularVerticalMargin)
    var sheet: CGSize
    if effectiveStyle == .formSheet {
      let preferred = presentedViewController.preferredContentSize
      sheet = CGSize(
        width: preferred.width > 0 ? preferred.width : Self.formSheetSize.width,
        height: preferred.height > 0 ? preferred.height : Self.formSheetSize.height)
      sheet = CGSize(width: min(sheet.width, maxWidth), height: min(sheet.height, maxHeight))
    } else {
      sheet = CGSize(width: min(Self.pageSheetWidth, maxWidth), height: maxHeight)
    }
    return CGRect(
      x: ((size.width - sheet.width) / 2).rounded(),
      y: ((size.height - sheet.height) / 2).rounded(),
      width: sheet.width, height: sheet.height)
  }

  /// Whether the content beneath is dimmed at the current detent: always, unless a largest
  /// undimmed detent is set and the sheet rests at or below it.
  var isDimmedAtCurrentDetent: Bool {
    guard showsAsSheet else { return false }
    guard isBottomSheet, let undimmed = largestUndimmedDetentIdentifier,
      let height = containerView?.bounds.height
    else { return true }
    let resolved = resolvedDetents(containerHeight: height)
    guard let limit = resolved.first(where: { $0.0 == undimmed })?.1 else { return true }
    return currentDetent(containerHeight: height).1 > limit
  }

  /// Sets up the chrome: the grabber, the drag.
  func installSheetChrome() {
    guard let chrome = chromeView else { return }
    chrome.setGrabberVisible(prefersGrabberVisible)
    let pan = UIPanGestureRecognizer { [weak self] recognizer in
      self?.handleSheetPan(recognizer)
    }
    chrome.addGestureRecognizer(pan)
    dimmingView?.backgroundColor = UIColor(white: 0, alpha: 0.2)
    updateSheetChrome()
  }

  /// Follows a change of size class or detent: rounded corners, dimming, passing touches.
  func updateSheetChrome() {
    guard let chrome = chromeView else { return }
    let bottom = isBottomSheet
    chrome.roundedCorners =
      bottom ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : .allCorners
    if let dimming = dimmingView {
      dimming.passesAllTouches = !isDimmedAtCurrentDetent
      if !transitionRunning, drag == nil { dimming.alpha = shownDimmingAlpha }
    }
  }

  /// A property that changes the layout changed: lay the sheet out again.
  func sheetLayoutChanged() {
    containerView?.setNeedsLayout()
  }
}
