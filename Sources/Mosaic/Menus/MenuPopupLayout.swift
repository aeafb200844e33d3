import Foundation

/// One row of a popup menu's panel: what it shows and where.
@MainActor
struct MenuPopupRow {
  /// What a row shows.
  enum Kind {
    /// An action: chosen when clicked.
    case action(UIAction)
    /// A submenu: opens beside the row.
    case submenu(UIMenu)
    /// An inline group's title, in small grey type.
    case header(String)
    /// The line between inline groups.
    case separator
    /// A deferred element whose provider has not answered yet.
    case loading
    /// One cell of a palette (children shown side by side).
    case paletteCell(UIMenuElement)
  }

  var kind: Kind
  /// The menu the row's element belongs to (for `.singleSelection`).
  weak var owner: UIMenu?
  /// The row's area in the panel's coordinates.
  var frame: CGRect = .zero

  /// The row's element (an action or a submenu), if it has one.
  var element: UIMenuElement? {
    switch kind {
    case .action(let action): return action
    case .submenu(let menu): return menu
    case .paletteCell(let element): return element
    case .header, .separator, .loading: return nil
    }
  }

  /// Whether the row can be highlighted and chosen.
  var isSelectable: Bool {
    switch kind {
    case .action(let action): return !action.attributes.contains(.disabled)
    case .submenu(let menu): return !menu.children.isEmpty
    case .paletteCell(let element):
      return !((element as? UIAction)?.attributes.contains(.disabled) ?? false)
    case .header, .separator, .loading: return false
    }
  }

  /// Whether the row is drawn in red.
  var isDestructive: Bool {
    switch kind {
    case .action(let action): return action.attributes.contains(.destructive)
    case .submenu(let menu): return menu.options.contains(.destructive)
    case .paletteCell(let element):
      return (element as? UIAction)?.attributes.contains(.destructive) ?? false
    case .header, .separator, .loading: return false
    }
  }

  /// The row's check-mark state.
  var state: UIMenuElement.State {
    if case .action(let action) = kind { return action.state }
    return .off
  }
}

/// The rows of one panel of a popup menu and where they go: a menu's children flattened into
/// rows (inline groups between separators, with their titles as headers; submenus as rows
/// with a chevron; palettes as one row of cells), measured and stacked from the top.
///
/// Columns, left to right: a check mark (when some row is on or mixed), the title with its
/// subtitle under it, the image, and a submenu's chevron (each when some row has one).
@MainActor
struct MenuPopupLayout {
  static let verticalPadding: CGFloat = 6
  static let horizontalInset: CGFloat = 6
  static let textPadding: CGFloat = 10
  static let checkColumnWidth: CGFloat = 20
  static let imageColumnWidth: CGFloat = 26
  static let chevronColumnWidth: CGFloat = 16
  static let rowHeight: CGFloat = 32
  static let subtitledRowHeight: CGFloat = 44
  static let headerHeight: CGFloat = 26
  static let separatorHeight: CGFloat = 9
  static let paletteHeight: CGFloat = 40
  static let minimumWidth: CGFloat = 180
  static let maximumWidth: CGFloat = 360

  /// The rows, top to bottom (a palette's cells share one line).
  var rows: [MenuPopupRow]
  /// The panel's size.
  var size: CGSize
  /// Whether the check-mark column is there.
  var hasCheckColumn: Bool
  /// Whether the image column is there.
  var hasImageColumn: Bool
  /// Whether the chevron column is there.
  var hasChevronColumn: Bool

  /// Lays out `menu`'s children, under its title when `showsTitle` (a submenu's title is on
  /// the row that opened it); `resolve` gives a deferred element's elements, or nil while
  /// they are loading; `measure` gives a text's width for a row title (or subtitle/header when
  /// `small` is true).
  init(
    menu: UIMenu, showsTitle: Bool, resolve: (UIDeferredMenuElement) -> [UIMenuElement]?,
    measure: (String, _ small: Bool) -> CGFloat, maximumWidth available: CGFloat
  ) {
    var rows: [MenuPopupRow] = []
    if showsTitle, !menu.title.isEmpty {
      rows.append(MenuPopupRow(kind: .header(menu.title), owner: menu))
    }
    Self.append(menu.children, owner: menu, into: &rows, resolve: resolve)
    rows = Self.tidySeparators(rows)

    hasCheckColumn = rows.contains {
      $0.state != .off
        || ($0.owner?.options.contains(.singleSelection) ?? false)
          && $0.element is UIAction
    }
    hasImageColumn = rows.contains {
      if case .paletteCell = $0.kind { return false }
      return $0.element?.image != nil
    }
    hasChevronColumn = rows.contains {
      if case .submenu = $0.kind { return true } else { return false }
    }

    // Width: the widest row's content with the columns, within the limits.
    var textWidth: CGFloat = 0
    for row in rows {
      switch row.kind {
      case .action, .submenu:
        let element = row.element!
        textWidth = max(textWidth, measure(element.title, false))
        if let subtitle = element.subtitle { textWidth = max(textWidth, measure(subtitle, true)) }
      case .header(let title):
        textWidth = max(textWidth, measure(title, true) - Self.leadingWidth(check: hasCheckColumn))
      case .loading: textWidth = max(textWidth, measure("Loading…", false))
      case .separator, .paletteCell: break
      }
    }
    let columns =
      Self.leadingWidth(check: hasCheckColumn) + (hasImageColumn ? Self.imageColumnWidth : 0)
      + (hasChevronColumn ? Self.chevronColumnWidth : 0) + Self.textPadding + Self.horizontalInset
    let upper = max(Self.minimumWidth, min(Self.maximumWidth, available))
    let width = min(upper, max(Self.minimumWidth, (textWidth + columns).rounded(.up)))

    // Stacking.
    var y = Self.verticalPadding
    let rowWidth = width - 2 * Self.horizontalInset
    var index = 0
    while index < rows.count {
      switch rows[index].kind {
      case .paletteCell:
        var end = index
        while end < rows.count, case .paletteCell = rows[end].kind,
          rows[end].owner === rows[index].owner
        {
          end += 1
        }
        let count = CGFloat(end - index)
        let cellWidth = (rowWidth / count).rounded(.down)
        for i in index..<end {
          rows[i].frame = CGRect(
            x: Self.horizontalInset + CGFloat(i - index) * cellWidth, y: y, width: cellWidth,
            height: Self.paletteHeight)
        }
        y += Self.paletteHeight
        index = end
        continue
      case .action, .submenu:
        let h = rows[index].element?.subtitle == nil ? Self.rowHeight : Self.subtitledRowHeight
        rows[index].frame = CGRect(x: Self.horizontalInset, y: y, width: rowWidth, height: h)
      case .header:
        rows[index].frame = CGRect(
          x: Self.horizontalInset, y: y, width: rowWidth, height: Self.headerHeight)
      case .separator:
        rows[index].frame = CGRect(x: 0, y: y, width: width, height: Self.separatorHeight)
      case .loading:
        rows[index].frame = CGRect(
          x: Self.horizontalInset, y: y, width: rowWidth, height: Self.rowHeight)
      }
      y += rows[index].frame.height
      index += 1
    }
    self.rows = rows
    size = CGSize(width: width, height: y + Self.verticalPadding)
  }

  /// The space before a row's title: the inset, the text padding and the check column.
  static func leadingWidth(check: Bool) -> CGFloat {
    horizontalInset + textPadding + (check ? checkColumnWidth : 0)
  }

  /// The index of the selectable row under `point` (panel coordinates), if any.
  func rowIndex(at point: CGPoint) -> Int? {
    rows.firstIndex { $0.isSelectable && $0.frame.contains(point) }
  }

  /// The selectable rows' indices, top to bottom.
  var selectableIndices: [Int] { rows.indices.filter { rows[$0].isSelectable } }

  private static func append(
    _ elements: [UIMenuElement], owner: UIMenu, into rows: inout [MenuPopupRow],
    resolve: (UIDeferredMenuElement) -> [UIMenuElement]?
  ) {
    for element in elements {
      switch element {
      case let action as UIAction:
        if !action.attributes.contains(.hidden) {
          rows.append(MenuPopupRow(kind: .action(action), owner: owner))
        }
      case let menu as UIMenu where menu.options.contains(.displayAsPalette):
        rows.append(MenuPopupRow(kind: .separator, owner: owner))
        if !menu.title.isEmpty { rows.append(MenuPopupRow(kind: .header(menu.title), owner: menu)) }
        for child in menu.children {
          if let action = child as? UIAction, action.attributes.contains(.hidden) { continue }
          rows.append(MenuPopupRow(kind: .paletteCell(child), owner: menu))
        }
        rows.append(MenuPopupRow(kind: .separator, owner: owner))
      case let menu as UIMenu where menu.options.contains(.displayInline):
        rows.append(MenuPopupRow(kind: .separator, owner: owner))
        if !menu.title.isEmpty { rows.append(MenuPopupRow(kind: .header(menu.title), owner: menu)) }
        append(menu.children, owner: menu, into: &rows, resolve: resolve)
        rows.append(MenuPopupRow(kind: .separator, owner: owner))
      case let menu as UIMenu:
        rows.append(MenuPopupRow(kind: .submenu(menu), owner: owner))
      case let deferred as UIDeferredMenuElement:
        if let resolved = resolve(deferred) {
          append(resolved, owner: owner, into: &rows, resolve: resolve)
        } else {
          rows.append(MenuPopupRow(kind: .loading, owner: owner))
        }
      default:
        break
      }
    }
  }

  /// Without separators at the ends or two in a row.
  private static func tidySeparators(_ rows: [MenuPopupRow]) -> [MenuPopupRow] {
    var result: [MenuPopupRow] = []
    for row in rows {
      if case .separator = row.kind {
        if result.isEmpty { continue }
        if case .separator = result.last!.kind { continue }
        if case .header = result.last!.kind, result.count == 1 { continue }
      }
      result.append(row)
    }
    while let last = result.last, case .separator = last.kind { result.removeLast() }
    return result
  }
}
