import Foundation

/// A menu: a titled group of elements (actions, submenus, inline groups, deferred elements).
///
/// Shown as a popup panel by a bar button item (`UIBarButtonItem.menu`) or a button
/// (`UIButton.menu` with `showsMenuAsPrimaryAction`). A submenu opens beside its row; a menu
/// with `.displayInline` shows its children in its parent's panel between separators; one with
/// `.displayAsPalette` shows them side by side in one row. A menu is immutable once made: use
/// `replacingChildren(_:)` for a copy with other children.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
  /// A value that names a menu.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier as a string.
    public var rawValue: String
    /// Creates an identifier from a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent menu's panel, set apart by separators, instead of in a
    /// submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu's title is shown in red: its actions destroy data.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child action is on: choosing one turns it on and the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show side by side in one row (for colours, tags, ratings).
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// How large the children of a menu are drawn.
  public enum ElementSize: Int, Sendable {
    /// Small, icon-sized elements.
    case small
    /// Medium elements.
    case medium
    /// Full rows (the default look).
    case large
    /// Chosen by the system: full rows.
    case automatic = -1
  }

  /// The menu's name.
  public let identifier: UIMenu.Identifier
  /// How the menu shows its children.
  public let options: UIMenu.Options
  /// The size of the children; rows are drawn at full size whatever it is.
  open var preferredElementSize: UIMenu.ElementSize
  /// The menu's elements, in order.
  public let children: [UIMenuElement]

  /// Creates a menu. Every argument may be left out, as in UIKit; a unique identifier is made
  /// when none is given.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    preferredElementSize: UIMenu.ElementSize = .automatic, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Creates a menu from an archive. Mosaic has no archives, so this makes an empty menu.
  public required init?(coder: NSCoder) {
    identifier = Identifier(rawValue: UUID().uuidString)
    options = []
    preferredElementSize = .automatic
    children = []
    super.init(coder: coder)
  }

  /// A copy of the menu (same title, image, identifier and options) with `newChildren`.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    let copy = UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
    return copy
  }

  /// The actions of the menu and of its submenus whose state is `.on`, in menu order.
  open var selectedElements: [UIMenuElement] {
    var found: [UIMenuElement] = []
    for child in children {
      if let action = child as? UIAction, action.state == .on { found.append(action) }
      if let menu = child as? UIMenu { found += menu.selectedElements }
    }
    return found
  }

  /// Makes `chosen` the only action that is on among the menu's actions (those of its inline
  /// groups included), for a `.singleSelection` menu.
  func select(_ chosen: UIAction) {
    for child in children {
      if let action = child as? UIAction {
        action.state = action === chosen ? .on : .off
      } else if let menu = child as? UIMenu, menu.options.contains(.displayInline) {
        menu.select(chosen)
      }
    }
  }

  /// Whether `element` is one of the menu's children or in one of its inline groups.
  func containsInline(_ element: UIMenuElement) -> Bool {
    children.contains { child in
      child === element
        || ((child as? UIMenu).map {
          $0.options.contains(.displayInline) && $0.containsInline(element)
        }
          ?? false)
    }
  }
}
