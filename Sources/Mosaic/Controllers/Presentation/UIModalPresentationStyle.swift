import Foundation

/// How a presented view controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  /// The system's choice: a page sheet (`.pageSheet`) for most controllers.
  case automatic = -2
  /// No adaptation: returned by an adaptive delegate to keep the presentation as it is.
  case none = -1
  /// The presented view covers the window; the presenter's view is removed once the
  /// presentation is over, and the presenter disappears.
  case fullScreen = 0
  /// A sheet: in a regular-width window a page-sized card centred over a dimmed presenter,
  /// in a compact-width one a card rising from the bottom to its detent.
  case pageSheet = 1
  /// A smaller sheet centred in a regular-width window, `preferredContentSize` honoured; like
  /// a page sheet in a compact-width window.
  case formSheet = 2
  /// The presented view covers the view of the controller that defines the presentation
  /// context, which disappears once the presentation is over (Mosaic hides its view rather
  /// than removing it, so the container it is in does not put it back).
  case currentContext = 3
  /// A presentation managed by the presented controller's transitioning delegate; Mosaic
  /// shows it as `.overFullScreen`.
  case custom = 4
  /// The presented view covers the window; the views beneath stay, so content that is not
  /// opaque shows them.
  case overFullScreen = 5
  /// The presented view covers the view of the controller that defines the presentation
  /// context; the views beneath stay.
  case overCurrentContext = 6
  /// A popover pointing at a source view, rectangle or bar button item.
  case popover = 7
  /// A full-screen presentation that blurs the content beneath (tvOS); shown as
  /// `.overFullScreen`.
  case blurOverFullScreen = 8
}

/// The animation of a modal presentation, with UIKit's raw values. Mosaic animates
/// `.coverVertical` (the presented view slides up from the bottom, and down when dismissed)
/// and `.crossDissolve` (it fades in and out); `.flipHorizontal` and `.partialCurl` fall back
/// to a cross dissolve.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
  /// The presented view slides up from the bottom edge; the default.
  case coverVertical = 0
  /// A 3D flip from right to left (shown in Mosaic as a cross dissolve).
  case flipHorizontal = 1
  /// The presented view fades in over the presenter.
  case crossDissolve = 2
  /// The presenter's view curls up to reveal the presented one (shown in Mosaic as a cross
  /// dissolve).
  case partialCurl = 3
}
