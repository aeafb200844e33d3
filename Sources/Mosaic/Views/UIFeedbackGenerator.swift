import Foundation

/// The base class of the objects that play haptic feedback.
///
/// A desktop computer has no haptic engine, so Mosaic's generators are real objects whose
/// methods do nothing — what UIKit itself does on devices without a haptic engine.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
  /// Creates a generator.
  public override init() { super.init() }

  /// Gets the haptic engine ready to play feedback soon. Does nothing here (no haptic
  /// engine).
  open func prepare() {}
}

/// A generator of haptic impacts, as of objects colliding.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels, with UIKit's raw values.
  public enum FeedbackStyle: Int, Sendable, Hashable {
    /// A collision of small, light objects.
    case light = 0
    /// A collision of moderately sized objects.
    case medium = 1
    /// A collision of large, heavy objects.
    case heavy = 2
    /// A collision of soft, flexible objects.
    case soft = 3
    /// A collision of hard, rigid objects.
    case rigid = 4
  }

  /// The style the generator plays.
  public let style: FeedbackStyle

  /// Creates a generator of impacts of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates a generator of medium impacts.
  public convenience override init() { self.init(style: .medium) }

  /// Plays an impact. Does nothing here (no haptic engine).
  open func impactOccurred() {}

  /// Plays an impact of `intensity` (0…1). Does nothing here (no haptic engine).
  open func impactOccurred(intensity: CGFloat) {}
}

/// A generator of the haptic tick that tells the user a selection changed.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection tick. Does nothing here (no haptic engine).
  open func selectionChanged() {}
}

/// A generator of the haptics that tell the user a task succeeded, failed or needs care.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The kinds of notification feedback, with UIKit's raw values.
  public enum FeedbackType: Int, Sendable, Hashable {
    /// A task succeeded.
    case success = 0
    /// A task produced a warning.
    case warning = 1
    /// A task failed.
    case error = 2
  }

  /// Plays the feedback for `notificationType`. Does nothing here (no haptic engine).
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
