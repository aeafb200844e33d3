import Foundation

/// An accessory a list cell shows beside its content: a disclosure indicator, a checkmark, an
/// outline disclosure that expands and collapses the item's children, editing controls (delete,
/// insert, reorder, multiselect), a text label or a view of the app's own.
///
/// Set them on `UICollectionViewListCell.accessories`. Each accessory is shown always, only
/// while the collection view is editing, or only while it is not (`DisplayedState`). The
/// system accessories have fixed sides: delete, insert, multiselect and the cell-style outline
/// disclosure at the leading edge; labels, checkmarks, header-style outline disclosures,
/// disclosure indicators and reorder controls at the trailing edge, in that order towards the
/// edge. Custom views go where their `placement` says.
@MainActor @preconcurrency
public struct UICellAccessory {
  /// When an accessory shows, depending on whether the collection view is editing.
  public enum DisplayedState: Sendable, Hashable {
    /// In and out of editing mode.
    case always
    /// Only while editing.
    case whenEditing
    /// Only while not editing.
    case whenNotEditing

    func shows(editing: Bool) -> Bool {
      switch self {
      case .always: return true
      case .whenEditing: return editing
      case .whenNotEditing: return !editing
      }
    }
  }

  /// How wide an accessory's slot is, so that accessories of different cells line up.
  public enum LayoutDimension: Sendable, Hashable {
    /// As wide as the accessory's view.
    case actual
    /// The system's standard width for the kind of accessory (at least the view's width).
    case standard
    /// A width of the app's choice, in points.
    case custom(CGFloat)
  }

  /// Where a custom accessory goes among the accessories of its side: given the accessories
  /// already on that side (ordered from the edge inwards), returns the index to insert at.
  public typealias Position = ([UICellAccessory]) -> Int

  /// A position right after (further from the edge than) the first accessory of the same kind
  /// as `accessory` on the side, or at the end when there is none.
  public static func position(after accessory: UICellAccessory) -> Position {
    let kind = accessory.kind.name
    return { accessories in
      accessories.firstIndex { $0.kind.name == kind }.map { $0 + 1 } ?? accessories.count
    }
  }

  /// A position right before (closer to the edge than) the first accessory of the same kind as
  /// `accessory` on the side, or at the end when there is none.
  public static func position(before accessory: UICellAccessory) -> Position {
    let kind = accessory.kind.name
    return { accessories in
      accessories.firstIndex { $0.kind.name == kind } ?? accessories.count
    }
  }

  /// The side a custom view accessory goes on, when it shows, and its position there.
  public enum Placement {
    /// At the leading edge; by default shown always, nearest the edge.
    case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    /// At the trailing edge; by default shown always, nearest the edge.
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
  }

  /// The kind of accessory and what it needs.
  enum Kind {
    case disclosureIndicator(DisclosureIndicatorOptions)
    case checkmark(CheckmarkOptions)
    case delete(DeleteOptions, (() -> Void)?)
    case insert(InsertOptions, (() -> Void)?)
    case reorder(ReorderOptions)
    case multiselect(MultiselectOptions)
    case outlineDisclosure(OutlineDisclosureOptions, (() -> Void)?)
    case label(String, LabelOptions)
    case customView(CustomViewConfiguration)

    var name: String {
      switch self {
      case .disclosureIndicator: "disclosureIndicator"
      case .checkmark: "checkmark"
      case .delete: "delete"
      case .insert: "insert"
      case .reorder: "reorder"
      case .multiselect: "multiselect"
      case .outlineDisclosure: "outlineDisclosure"
      case .label: "label"
      case .customView: "customView"
      }
    }
  }

  let kind: Kind

  /// When the accessory shows: always, or only in or out of editing mode.
  public var displayedState: DisplayedState

  /// Whether the accessory is hidden while keeping its place (its slot stays reserved).
  public var isHidden: Bool

  /// The width of the accessory's slot.
  public var reservedLayoutWidth: LayoutDimension

  /// The accessory's color; nil uses the kind's own (the tint color, gray or red).
  public var tintColor: UIColor?

  init(
    _ kind: Kind, displayed: DisplayedState, isHidden: Bool?,
    reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
  ) {
    self.kind = kind
    self.displayedState = displayed
    self.isHidden = isHidden ?? false
    self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
    self.tintColor = tintColor
  }

  // MARK: The accessories

  /// A chevron at the trailing edge saying that selecting the cell shows more; shown always by
  /// default. Tapping it selects the cell.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .disclosureIndicator(options), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A checkmark at the trailing edge, in the tint color; shown always by default.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .checkmark(options), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A red minus button at the leading edge, shown while editing by default; tapping it runs
  /// `actionHandler`, or without one reveals the row's trailing swipe actions (its list
  /// section's `trailingSwipeActionsConfigurationProvider`).
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .delete(options, actionHandler), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A green plus button at the leading edge, shown while editing by default; tapping it runs
  /// `actionHandler`.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .insert(options, actionHandler), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A reorder grip (three lines) at the trailing edge, shown while editing by default.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .reorder(options), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A selection circle at the leading edge, filled with a checkmark while the cell is
  /// selected; shown while editing by default.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .multiselect(options), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A chevron that points down while the cell's item is expanded in its section snapshot's
  /// outline and forward while collapsed; shown always by default. Tapping it runs
  /// `actionHandler`, or without one expands or collapses the item through the diffable data
  /// source (asking its `sectionSnapshotHandlers`). With the header style (`options.style`),
  /// a tap anywhere on the row does the same and the row is never highlighted or selected;
  /// with the cell style, a tap elsewhere on the row selects it.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .outlineDisclosure(options, actionHandler), displayed: displayed,
      isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
      tintColor: options.tintColor)
  }

  /// A text label at the trailing edge, in the secondary label color; shown always by default.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .label(text, options), displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A view of the app's own, on the side and at the position its configuration's placement
  /// gives.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let d, _), .trailing(let d, _): displayed = d
    }
    return UICellAccessory(
      .customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
      reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
  }
}
