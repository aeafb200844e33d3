/// An error raised when Mosaic cannot open or drive a window on the host system.
///
/// The most common case is `noDisplay`: the process runs without an X11 or Wayland
/// display (a CI machine, an SSH session). Its message tells the user how to run
/// headless or inside a virtual display instead.
public struct HostError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The broad reason a host operation failed.
  public enum Kind: Sendable, Equatable {
    /// No display server could be reached, or SDL could not open a window on it.
    case noDisplay
    /// A window exists but SDL could not create a renderer or texture for it.
    case rendererUnavailable
  }

  /// The broad reason of the failure.
  public var kind: Kind
  /// A human-readable explanation, including what to do about it.
  public var message: String

  /// Creates an error of the given kind with a complete message.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// The error's message; this is what is printed when the error reaches the user.
  public var description: String { message }

  /// An error saying that no display is available, with `detail` (for example SDL's
  /// own error text) appended, and instructions for running headless.
  public static func noDisplay(_ detail: String) -> HostError {
    var text = "Mosaic: no display found"
    if !detail.isEmpty { text += " (\(detail))" }
    text += ".\n"
    text += "  Run headless and write PNG screenshots with: mosaic-demos --screenshot DIR\n"
    text += "  or run in a virtual display with: xvfb-run -a make demo"
    return HostError(kind: .noDisplay, message: text)
  }

  /// An error saying that SDL could not create a renderer or texture; `detail` is SDL's
  /// error text.
  public static func rendererUnavailable(_ detail: String) -> HostError {
    HostError(
      kind: .rendererUnavailable,
      message: "Mosaic: could not create an SDL renderer for the window (\(detail)).")
  }
}
