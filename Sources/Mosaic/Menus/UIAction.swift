import Foundation

/// The closure an action runs; it receives the action, whose `sender` tells who performed it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action: a title and image to show, and a handler to run when a control
/// (`UIControl.addAction(_:for:)`), a bar button item or a menu performs it.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
  /// A value that names an action, so that it can be found or removed by name.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier as a string.
    public var rawValue: String
    /// Creates an identifier from a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How an action is presented (the menu element's attributes).
  public typealias Attributes = UIMenuElement.Attributes
  /// The check-mark state of an action shown in a menu (the menu element's state).
  public typealias State = UIMenuElement.State

  /// The title shown for the action.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The image shown for the action.
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The image shown instead of `image` while the action's state is `.on`.
  open var selectedImage: UIImage?
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
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIAction.Attributes = [],
    state: UIAction.State = .off, handler: @escaping UIActionHandler
  ) {
    self.selectedImage = selectedImage
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Creates an action from an archive. Mosaic has no archives, so this makes an untitled
  /// action that does nothing.
  public required init?(coder: NSCoder) {
    identifier = Identifier(rawValue: UUID().uuidString)
    attributes = []
    state = .off
    handler = { _ in }
    super.init(coder: coder)
  }

  /// Runs the handler with `sender` recorded as the performer.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
  }
}
