import Foundation

/// A button shown in a navigation bar: a title (or a system item's title) drawn in the tint
/// color, that calls its action when tapped.
///
/// Target–action takes a method reference, as `UIControl` does:
/// `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: ViewController.edit)`,
/// where the method takes the item or takes no argument. The target is held weakly.
@MainActor @preconcurrency
open class UIBarButtonItem: NSObject {
  /// How the item is drawn.
  public enum Style: Int, Sendable {
    /// A plain title.
    case plain
    /// An older bordered style, drawn as `.plain`.
    case bordered
    /// A title for the action that completes a task, in a bolder font.
    case done
  }

  /// The standard items with their system titles.
  public enum SystemItem: Int, Sendable {
    /// "Done", in the bold style.
    case done
    /// "Cancel".
    case cancel
    /// "Edit".
    case edit
    /// "Save", in the bold style.
    case save
    /// "+".
    case add
    /// Flexible space (draws nothing).
    case flexibleSpace
    /// Fixed space (draws nothing).
    case fixedSpace
    /// "Compose".
    case compose
    /// "Reply".
    case reply
    /// "Share".
    case action
    /// "Organize".
    case organize
    /// "Bookmarks".
    case bookmarks
    /// "Search".
    case search
    /// "Refresh".
    case refresh
    /// "Stop".
    case stop
    /// "Camera".
    case camera
    /// "Delete".
    case trash
    /// "Play".
    case play
    /// "Pause".
    case pause
    /// "Rewind".
    case rewind
    /// "Fast Forward".
    case fastForward
    /// "Undo".
    case undo
    /// "Redo".
    case redo
    /// "Page Curl".
    case pageCurl
    /// "✕".
    case close

    var englishTitle: String? {
      switch self {
      case .done: return "Done"
      case .cancel: return "Cancel"
      case .edit: return "Edit"
      case .save: return "Save"
      case .add: return "+"
      case .flexibleSpace, .fixedSpace: return nil
      case .compose: return "Compose"
      case .reply: return "Reply"
      case .action: return "Share"
      case .organize: return "Organize"
      case .bookmarks: return "Bookmarks"
      case .search: return "Search"
      case .refresh: return "Refresh"
      case .stop: return "Stop"
      case .camera: return "Camera"
      case .trash: return "Delete"
      case .play: return "Play"
      case .pause: return "Pause"
      case .rewind: return "Rewind"
      case .fastForward: return "Fast Forward"
      case .undo: return "Undo"
      case .redo: return "Redo"
      case .pageCurl: return "Page Curl"
      case .close: return "✕"
      }
    }
  }

  /// Creates an empty plain item.
  public override init() { super.init() }

  /// Creates an item with a title that calls `action` (a method taking the item) on `target`
  /// when tapped.
  public convenience init<Target: AnyObject>(
    title: String?, style: UIBarButtonItem.Style, target: AnyObject?,
    action: ((Target) -> (UIBarButtonItem) -> Void)?
  ) {
    self.init()
    self.title = title
    self.style = style
    setAction(target, action)
  }

  /// Creates an item with a title that calls `action` (a method taking no argument) on
  /// `target` when tapped.
  public convenience init<Target: AnyObject>(
    title: String?, style: UIBarButtonItem.Style, target: AnyObject?,
    action: @escaping (Target) -> () -> Void
  ) {
    self.init()
    self.title = title
    self.style = style
    setAction(target) { t in { _ in action(t)() } }
  }

  /// Creates an item with an image that calls `action` (a method taking the item) on
  /// `target` when tapped.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: UIBarButtonItem.Style, target: AnyObject?,
    action: ((Target) -> (UIBarButtonItem) -> Void)?
  ) {
    self.init()
    self.image = image
    self.style = style
    setAction(target, action)
  }

  /// Creates an item with an image that calls `action` (a method taking no argument) on
  /// `target` when tapped.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: UIBarButtonItem.Style, target: AnyObject?,
    action: @escaping (Target) -> () -> Void
  ) {
    self.init()
    self.image = image
    self.style = style
    setAction(target) { t in { _ in action(t)() } }
  }

  /// Creates a system item (with its English title) that calls `action` (a method taking the
  /// item) on `target` when tapped.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: AnyObject?,
    action: ((Target) -> (UIBarButtonItem) -> Void)?
  ) {
    self.init()
    configure(systemItem)
    setAction(target, action)
  }

  /// Creates a system item (with its English title) that calls `action` (a method taking no
  /// argument) on `target` when tapped.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: AnyObject?,
    action: @escaping (Target) -> () -> Void
  ) {
    self.init()
    configure(systemItem)
    setAction(target) { t in { _ in action(t)() } }
  }

  /// Creates a system item with no action.
  public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem) {
    self.init()
    configure(systemItem)
  }

  /// Creates a plain item with a title and an image that performs `primaryAction` (titled
  /// with the action's title and image when those are nil), or, without one, opens `menu`
  /// when tapped; every argument may be left out, as in UIKit.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a system item (with its English title) that performs `primaryAction`, or,
  /// without one, opens `menu` when tapped.
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    configure(systemItem)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a plain item with a title and an image that calls `action` (a method taking the
  /// item) on `target` when tapped, or opens `menu` when it has no action.
  public convenience init<Target: AnyObject>(
    title: String?, image: UIImage?, target: AnyObject?,
    action: ((Target) -> (UIBarButtonItem) -> Void)?, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.menu = menu
    setAction(target, action)
  }

  /// Creates a plain item with a title and an image that calls `action` (a method taking no
  /// argument) on `target` when tapped.
  public convenience init<Target: AnyObject>(
    title: String?, image: UIImage?, target: AnyObject?, action: @escaping (Target) -> () -> Void,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.menu = menu
    setAction(target) { t in { _ in action(t)() } }
  }

  /// Creates an item that shows `customView` instead of a button.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  private func configure(_ systemItem: SystemItem) {
    self.systemItem = systemItem
    title = systemItem.englishTitle
    style = (systemItem == .done || systemItem == .save) ? .done : .plain
  }

  private func setAction<Target: AnyObject>(
    _ target: AnyObject?, _ action: ((Target) -> (UIBarButtonItem) -> Void)?
  ) {
    requireActionTarget(target, of: Target.self, in: "UIBarButtonItem")
    self.target = target
    sendsAlongResponderChain = target == nil
    guard let action else { return }
    invoke = { object, item in
      if let t = object as? Target { action(t)(item) }
    }
    findTarget = { item in
      var responder: UIResponder? = item.button
      while let r = responder {
        if let t = r as? Target { return t }
        responder = r.next
      }
      return nil
    }
  }

  private var invoke: ((AnyObject, UIBarButtonItem) -> Void)?
  /// Whether a tap performs an action of the item's own (target–action or a primary action)
  /// rather than opening its menu.
  var hasOwnAction: Bool { invoke != nil || primaryAction != nil }
  private var sendsAlongResponderChain = false
  private var findTarget: ((UIBarButtonItem) -> AnyObject?)?

  /// The system item the item was made from, if any.
  private(set) var systemItem: SystemItem?

  /// The title shown.
  open var title: String? {
    didSet { changed() }
  }

  /// The image shown when there is no title.
  open var image: UIImage? {
    didSet { changed() }
  }

  /// How the item is drawn; `.plain` by default.
  open var style: Style = .plain {
    didSet { changed() }
  }

  /// Whether the item can be tapped; true by default. A disabled item is drawn dimmed.
  open var isEnabled = true {
    didSet { changed() }
  }

  /// The item's color; the bar's tint color when nil.
  open var tintColor: UIColor? {
    didSet { changed() }
  }

  /// A view shown in place of the button.
  open var customView: UIView? {
    didSet { changed() }
  }

  /// The width of a fixed-space item, or of the button when positive.
  open var width: CGFloat = 0 {
    didSet { changed() }
  }

  /// An integer identifying the item.
  open var tag = 0

  /// The object that receives the action (held weakly); nil sends the action along the
  /// responder chain from the bar.
  open weak var target: AnyObject?

  /// A closure action performed when the item is tapped, after the target's action.
  open var primaryAction: UIAction?

  /// The menu the item opens: when tapped if it has no action of its own (no target–action
  /// and no primary action), else when long-pressed; nil by default. The menu shows as a popup
  /// below the item, and the chosen action's sender is the item.
  open var menu: UIMenu? {
    didSet { changed() }
  }

  /// The button drawing the item in a navigation bar.
  @Unretained var button: UIButton?
  /// The button given a long press that opens the item's menu.
  @Unretained var menuLongPressButton: UIButton?

  private func changed() {
    (button?.superview as? UINavigationBar)?.setNeedsLayout()
    (button?.superview as? UIToolbar)?.setNeedsLayout()
    if let button { UINavigationBar.configure(button, for: self) }
  }

  /// Performs the item's action as a tap does.
  func performAction() {
    guard isEnabled else { return }
    if let menu, !hasOwnAction {
      showMenu(menu)
      return
    }
    if let invoke, let t = sendsAlongResponderChain ? findTarget?(self) : target {
      invoke(t, self)
    }
    primaryAction?.perform(sender: self)
  }
}
