extension UIView {
  /// The timing curves of UIKit's animations, with UIKit's raw values (the keyboard
  /// notifications' `keyboardAnimationCurveUserInfoKey` holds one). Shifted left by 16 bits, a
  /// curve's raw value is the matching `UIView.AnimationOptions` curve option.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end, faster in the middle; the default.
    case easeInOut = 0
    /// Slow at the start, then faster.
    case easeIn = 1
    /// Fast at the start, slowing down at the end.
    case easeOut = 2
    /// Even speed from start to end.
    case linear = 3
  }
}
