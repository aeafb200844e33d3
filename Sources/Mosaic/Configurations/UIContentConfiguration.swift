import Foundation

/// What a content configuration provides: a description of a view's content and styling
/// (a value, cheap to make and copy) that makes the view showing it and that produces its
/// appearance for each state.
///
/// A cell's `contentConfiguration` is one; the cell shows it through the view that
/// `makeContentView()` makes, and later configurations update that view in place when it
/// `supports(_:)` them.
public protocol UIContentConfiguration {
  /// Makes a new content view that shows this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// Returns this configuration with the defaults of its style for `state` applied to the
  /// properties the app has not customized.
  func updated(for state: any UIConfigurationState) -> Self
}

/// What a content view provides: a view that shows a content configuration and takes new
/// ones in place.
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows; setting it applies the new configuration.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show `configuration` by having it set as its `configuration`
  /// (rather than being replaced by a new view). True unless the view says otherwise.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Any configuration is supported by default, as UIKit assumes when a content view
  /// does not say.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
