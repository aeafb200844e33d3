import Foundation

// The options of each kind of cell accessory. A nil `isHidden` means not hidden, a nil
// `reservedLayoutWidth` means `.standard` and a nil `tintColor` the kind's own color.

extension UICellAccessory {
  /// Options of a disclosure indicator.
  public struct DisclosureIndicatorOptions {
    /// Whether the indicator is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the indicator's slot.
    public var reservedLayoutWidth: LayoutDimension?
    /// The indicator's color; nil uses the tertiary label gray.
    public var tintColor: UIColor?

    /// Creates options; nil values take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// Options of a checkmark.
  public struct CheckmarkOptions {
    /// Whether the checkmark is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the checkmark's slot.
    public var reservedLayoutWidth: LayoutDimension?
    /// The checkmark's color; nil uses the tint color.
    public var tintColor: UIColor?

    /// Creates options; nil values take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// Options of a delete button.
  public struct DeleteOptions {
    /// Whether the button is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the button's slot.
    public var reservedLayoutWidth: LayoutDimension?
    /// The color of the minus sign; nil uses white.
    public var tintColor: UIColor?
    /// The color of the round button; nil uses the system red.
    public var backgroundColor: UIColor?

    /// Creates options; nil values take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of an insert button.
  public struct InsertOptions {
    /// Whether the button is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the button's slot.
    public var reservedLayoutWidth: LayoutDimension?
    /// The color of the plus sign; nil uses white.
    public var tintColor: UIColor?
    /// The color of the round button; nil uses the system green.
    public var backgroundColor: UIColor?

    /// Creates options; nil values take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of a reorder grip.
  public struct ReorderOptions {
    /// Whether the grip is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the grip's slot.
    public var reservedLayoutWidth: LayoutDimension?
    /// The grip's color; nil uses the secondary label gray.
    public var tintColor: UIColor?
    /// Whether a thin vertical line separates the grip from the content; true by default.
    public var showsVerticalSeparator: Bool

    /// Creates options; nil values take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      showsVerticalSeparator: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// Options of a multiselect circle.
  public struct MultiselectOptions {
    /// Whether the circle is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the circle's slot.
    public var reservedLayoutWidth: LayoutDimension?
    /// The color of the checkmark circle when selected; nil uses the tint color.
    public var tintColor: UIColor?
    /// The color behind the circle; nil uses none.
    public var backgroundColor: UIColor?

    /// Creates options; nil values take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of an outline disclosure.
  public struct OutlineDisclosureOptions {
    /// How an outline disclosure looks and what a tap on its row does.
    public enum Style: Int, Sendable, Hashable {
      /// Chosen from the cell: `.header` when the cell is configured as a section header (its
      /// content configuration is a list header style, or it is shown as its section's first
      /// item in a list whose header mode is `.firstItemInSection`), `.cell` otherwise.
      case automatic = 0
      /// The disclosure of a section header: at the trailing edge, in the tint color. A tap
      /// anywhere on the row expands or collapses its item, and the row is never selected.
      case header = 1
      /// The disclosure of a row that can be selected and has children: only a tap on the
      /// disclosure expands or collapses the item; a tap elsewhere selects the row.
      case cell = 2
    }

    /// The disclosure's look and what a tap on its row does; `.automatic` by default.
    public var style: Style
    /// Whether the disclosure is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the disclosure's slot.
    public var reservedLayoutWidth: LayoutDimension?
    /// The disclosure's color; nil uses the tint color for headers and the secondary label
    /// gray for rows.
    public var tintColor: UIColor?

    /// Creates options; nil values take the defaults (a nil style is `.automatic`).
    public init(
      style: Style? = nil, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// Options of a label accessory.
  public struct LabelOptions {
    /// Whether the label is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the label's slot.
    public var reservedLayoutWidth: LayoutDimension?
    /// The text color; nil uses the secondary label gray.
    public var tintColor: UIColor?
    /// The font; nil uses the body font (17 points).
    public var font: UIFont?
    /// Whether the font follows the content size category; kept for the app (Mosaic has one
    /// size category).
    public var adjustsFontForContentSizeCategory: Bool

    /// Creates options; nil values take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// A view of the app's own shown as an accessory, and where it goes.
  public struct CustomViewConfiguration {
    /// The view shown.
    public var customView: UIView
    /// The side, when it shows, and the position among the side's accessories.
    public var placement: Placement
    /// Whether the view is hidden (its slot stays).
    public var isHidden: Bool?
    /// The width of the view's slot; `.standard` by default.
    public var reservedLayoutWidth: LayoutDimension
    /// The view's tint color; nil leaves the view's own.
    public var tintColor: UIColor?
    /// Whether the view keeps the size of its frame (true) or is sized to fit the cell's height
    /// from its `sizeThatFits(_:)` (false, the default).
    public var maintainsFixedSize: Bool

    /// Creates the configuration of `customView` at `placement`.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }
}
