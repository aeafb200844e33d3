import Foundation

extension UITableView {
  /// How a table view looks.
  public enum Style: Int, Sendable {
    /// Rows edge to edge; section headers and footers float over the rows while their section
    /// shows.
    case plain = 0
    /// Sections in groups on the grouped background, with space between them; headers and
    /// footers scroll with the rows.
    case grouped = 1
    /// Grouped sections inset from the table's edges, with rounded corners.
    case insetGrouped = 2
  }

  /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put the
  /// row.
  public enum ScrollPosition: Int, Sendable {
    /// Scroll just enough to show the row (no scrolling when it is already shown).
    case none = 0
    /// The row's top at the top of the visible area.
    case top = 1
    /// The row centred in the visible area.
    case middle = 2
    /// The row's bottom at the bottom of the visible area.
    case bottom = 3
  }

  /// How inserted and deleted rows and sections are animated.
  public enum RowAnimation: Int, Sendable {
    /// The rows fade in or out.
    case fade = 0
    /// The rows slide in from, or out to, the right.
    case right = 1
    /// The rows slide in from, or out to, the left.
    case left = 2
    /// The rows slide in from, or out to, the top.
    case top = 3
    /// The rows slide in from, or out to, the bottom.
    case bottom = 4
    /// No animation of the rows themselves; the others still move.
    case none = 5
    /// The rows stay centred while they appear or disappear.
    case middle = 6
    /// The table picks a suitable animation.
    case automatic = 100
  }

  /// What separator insets are measured from.
  public enum SeparatorInsetReference: Int, Sendable {
    /// From the cell's edges.
    case fromCellEdges = 0
    /// From the table's automatic insets (its layout margins).
    case fromAutomaticInsets = 1
  }

  /// A height or estimated height that asks the table to work it out: rows and headers are
  /// sized to their content. `-1`, as in UIKit.
  nonisolated public static let automaticDimension: CGFloat = -1

  /// Posted when a table view's selection changes through the user's touch; the object is the
  /// table view.
  nonisolated public static let selectionDidChangeNotification = Notification.Name(
    "UITableViewSelectionDidChangeNotification")
}

extension UITableViewCell {
  /// The standard layouts of a table view cell's text labels and image.
  public enum CellStyle: Int, Sendable {
    /// An image and one left-aligned text label.
    case `default` = 0
    /// A text label on the left and a right-aligned, secondary-coloured detail label on the
    /// right (Settings' style).
    case value1 = 1
    /// A small right-aligned text label in a column, then a left-aligned detail label
    /// (Contacts' style).
    case value2 = 2
    /// An image, a text label and a smaller detail label below it.
    case subtitle = 3
  }

  /// The standard accessory shown at the trailing edge of a row.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron: tapping the row leads somewhere else.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// How a selected or highlighted row looks.
  public enum SelectionStyle: Int, Sendable {
    /// No change.
    case none = 0
    /// A blue background (shown as the default grey, as UIKit has since iOS 7).
    case blue = 1
    /// A grey background.
    case gray = 2
    /// The default highlight: a grey background.
    case `default` = 3
  }

  /// The editing control a row shows while its table is editing.
  public enum EditingStyle: Int, Sendable {
    /// No control.
    case none = 0
    /// A red minus circle: the row can be deleted.
    case delete = 1
    /// A green plus circle: a row can be inserted there.
    case insert = 2
  }

  /// The separator lines between rows.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none = 0
    /// A hairline under each row.
    case singleLine = 1
    /// The same as `singleLine` (the etched style is gone from UIKit).
    case singleLineEtched = 2
  }

  /// How a cell's focus is drawn; Mosaic has no focus engine and keeps the value.
  public enum FocusStyle: Int, Sendable {
    /// The system's focus appearance.
    case `default` = 0
    /// The cell draws focus itself.
    case custom = 1
  }

  /// What the cell's states mean for the drag-and-drop interaction's appearance.
  public enum DragState: Int, Sendable {
    /// Not part of a drag.
    case none = 0
    /// Lifting.
    case lifting = 1
    /// Being dragged.
    case dragging = 2
  }
}
