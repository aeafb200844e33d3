import Foundation

/// The closure an action runs; it receives the action, whose `sender` tells who performed it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action: a title and image to show, and a handler to run when a control
/// (`UIControl.addAction(_:for:)`) or a bar button item performs it.
@MainActor @preconcurrency
open class UIAction: NSObject {
  /// A value that names an action, so that it can be found or removed by name.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// Creates an identifier from a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How an action is presented.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The action cannot be performed.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The action destroys data and is shown in red.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The action is not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// The check-mark state of an action shown in a menu.
  public enum State: Int, Sendable {
    /// Unchecked.
    case off
    /// Checked.
    case on
    /// Partly on.
    case mixed
  }

  /// The title shown for the action.
  open var title: String
  /// The image shown for the action.
  open var image: UIImage?
  /// The action's name; a unique one is made when none is given.
  public let identifier: UIAction.Identifier
  /// A longer description of the action.
  open var discoverabilityTitle: String?
  /// How the action is presented.
  open var attributes: UIAction.Attributes
  /// The action's check-mark state.
  open var state: UIAction.State
  /// The object that performed the action most recently (a control, a bar button item), or nil
  /// before it was performed.
  open internal(set) var sender: Any?

  let handler: UIActionHandler

  /// Creates an action that runs `handler` when performed.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIAction.Attributes = [],
    state: UIAction.State = .off, handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
  }

  /// Runs the handler with `sender` recorded as the performer.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
  }
}
