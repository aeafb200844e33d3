import Foundation

// The legacy content of a table cell (`textLabel`, `detailTextLabel`, `imageView`) in its
// style, and the accessories the cell's table properties stand for.

extension UITableViewCell {
  /// The margin at the leading and trailing edges of the content, and the space between the
  /// image and the text, as UIKit's cells have them at the default text size.
  static let legacyMargin: CGFloat = 16
  /// The smallest height of a row sized to its legacy content.
  static let legacyMinimumHeight: CGFloat = 44
  /// The width of `.value2`'s text column.
  static let value2ColumnWidth: CGFloat = 91

  /// Whether the app uses the legacy labels or image.
  var usesLegacyContent: Bool {
    textLabelStorage != nil || detailTextLabelStorage != nil || imageViewStorage != nil
  }

  func applyTextLabelStyle(to label: UILabel) {
    switch style {
    case .value2:
      label.font = .systemFont(ofSize: 15, weight: .semibold)
      label.textColor = .tintColor
      label.textAlignment = .right
    default:
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .label
    }
  }

  func applyDetailTextLabelStyle(to label: UILabel) {
    switch style {
    case .value1:
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    case .value2:
      label.font = .systemFont(ofSize: 15)
      label.textColor = .label
    case .subtitle:
      label.font = .systemFont(ofSize: 12)
      label.textColor = .label
    case .default:
      break
    }
  }

  /// Lays out the legacy labels and image inside `contentView`, in the cell's style.
  func layoutLegacyContent() {
    guard contentConfiguration == nil, usesLegacyContent else { return }
    let bounds = contentView.bounds
    let margin = Self.legacyMargin
    var x = margin
    if let imageView = imageViewStorage, let image = imageView.image {
      let size = image.size
      imageView.frame = CGRect(
        x: margin, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      x = imageView.frame.maxX + margin
    } else {
      imageView?.frame = .zero
    }
    let right = bounds.width - margin
    let text = textLabelStorage
    let detail = detailTextLabelStorage
    func fitted(_ label: UILabel?, width: CGFloat) -> CGSize {
      guard let label, label.text?.isEmpty == false || label.attributedText != nil else {
        return .zero
      }
      let size = label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
      return CGSize(width: min(size.width, max(0, width)), height: ceil(size.height))
    }
    switch style {
    case .default:
      let size = fitted(text, width: right - x)
      text?.frame = CGRect(
        x: x, y: ((bounds.height - size.height) / 2).rounded(), width: right - x,
        height: size.height)
    case .value1:
      let detailSize = fitted(detail, width: right - x)
      let textSize = fitted(text, width: right - x - detailSize.width - 8)
      text?.frame = CGRect(
        x: x, y: ((bounds.height - textSize.height) / 2).rounded(), width: textSize.width,
        height: textSize.height)
      detail?.frame = CGRect(
        x: right - detailSize.width, y: ((bounds.height - detailSize.height) / 2).rounded(),
        width: detailSize.width, height: detailSize.height)
    case .value2:
      let column = Self.value2ColumnWidth
      let textSize = fitted(text, width: column)
      text?.frame = CGRect(
        x: x, y: ((bounds.height - textSize.height) / 2).rounded(), width: column,
        height: textSize.height)
      let detailX = x + column + 6
      let detailSize = fitted(detail, width: right - detailX)
      detail?.frame = CGRect(
        x: detailX, y: ((bounds.height - detailSize.height) / 2).rounded(),
        width: right - detailX, height: detailSize.height)
    case .subtitle:
      let textSize = fitted(text, width: right - x)
      let detailSize = fitted(detail, width: right - x)
      let total = textSize.height + detailSize.height
      let top = ((bounds.height - total) / 2).rounded()
      text?.frame = CGRect(x: x, y: top, width: right - x, height: textSize.height)
      detail?.frame = CGRect(
        x: x, y: top + textSize.height, width: right - x, height: detailSize.height)
    }
  }

  /// The height the legacy content needs at `width`: the labels (stacked for `.subtitle`,
  /// side by side otherwise) and the image, with 11 points above and below, and at least 44.
  func legacyFittingHeight(width: CGFloat) -> CGFloat {
    var available = width - 2 * Self.legacyMargin - accessoryReservedWidth
    var imageHeight: CGFloat = 0
    if let image = imageViewStorage?.image {
      available -= image.size.width + Self.legacyMargin
      imageHeight = image.size.height
    }
    func height(_ label: UILabel?, _ width: CGFloat) -> CGFloat {
      guard let label, label.text?.isEmpty == false || label.attributedText != nil else {
        return 0
      }
      return ceil(
        label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).height)
    }
    let textHeight: CGFloat
    switch style {
    case .subtitle:
      textHeight = height(textLabelStorage, available) + height(detailTextLabelStorage, available)
    case .value2:
      textHeight = max(
        height(textLabelStorage, Self.value2ColumnWidth),
        height(detailTextLabelStorage, available - Self.value2ColumnWidth - 6))
    case .default, .value1:
      textHeight = max(
        height(textLabelStorage, available), height(detailTextLabelStorage, available))
    }
    return max(Self.legacyMinimumHeight, max(textHeight, imageHeight) + 22)
  }

  /// The width the accessories take from the content.
  var accessoryReservedWidth: CGFloat {
    bounds.width - contentView.frame.width
  }

  // MARK: Separators

  /// The row's separator in the table's terms: the table's `separatorColor`, and the cell's
  /// or the table's `separatorInset` when the app set one (else the text's start, the legacy
  /// text label's when the cell uses it).
  func tableSeparatorConfiguration(_ configuration: UIListSeparatorConfiguration)
    -> UIListSeparatorConfiguration
  {
    var result = configuration
    guard let table = tableView else { return result }
    if let color = table.separatorColor { result.color = color }
    if let inset = ownSeparatorInset ?? table.ownSeparatorInset {
      result.bottomSeparatorInsets = NSDirectionalEdgeInsets(
        top: 0, leading: inset.left, bottom: 0, trailing: inset.right)
    } else if contentConfiguration == nil, let label = textLabelStorage {
      let start = label.convert(label.bounds, to: self).minX
      result.bottomSeparatorInsets.leading = start
      result.bottomSeparatorInsets.trailing = 0
    }
    return result
  }

  // MARK: Accessories

  /// Rebuilds `accessories` from the accessory types and views, the editing style and the
  /// reorder control.
  func updateTableAccessories() {
    var list: [UICellAccessory] = []
    switch editingStyle {
    case .delete:
      list.append(
        .delete(displayed: .whenEditing) { [me = unretained] in
          me.wrappedValue?.deleteControlTapped()
        })
    case .insert:
      list.append(
        .insert(displayed: .whenEditing) { [me = unretained] in
          me.wrappedValue?.insertControlTapped()
        })
    case .none:
      break
    }
    list += accessories(for: accessoryType, view: accessoryView, displayed: .whenNotEditing)
    list += accessories(
      for: editingAccessoryType, view: editingAccessoryView, displayed: .whenEditing)
    if showsReorderControl { list.append(.reorder(displayed: .whenEditing)) }
    accessories = list
  }

  private func accessories(
    for type: AccessoryType, view: UIView?, displayed: UICellAccessory.DisplayedState
  ) -> [UICellAccessory] {
    if let view {
      return [
        .customView(
          configuration: .init(
            customView: view, placement: .trailing(displayed: displayed),
            reservedLayoutWidth: .actual, maintainsFixedSize: true))
      ]
    }
    switch type {
    case .none: return []
    case .disclosureIndicator: return [.disclosureIndicator(displayed: displayed)]
    case .checkmark: return [.checkmark(displayed: displayed)]
    case .detailButton: return [detailButtonAccessory(displayed: displayed)]
    case .detailDisclosureButton:
      return [
        detailButtonAccessory(displayed: displayed), .disclosureIndicator(displayed: displayed),
      ]
    }
  }

  private func detailButtonAccessory(displayed: UICellAccessory.DisplayedState) -> UICellAccessory {
    let button = UIButton(type: .detailDisclosure)
    button.sizeToFit()
    button.addAction(
      UIAction { [me = unretained] _ in me.wrappedValue?.accessoryButtonTapped() },
      for: .touchUpInside)
    return .customView(
      configuration: .init(
        customView: button, placement: .trailing(displayed: displayed),
        reservedLayoutWidth: .actual, maintainsFixedSize: true))
  }

  private func accessoryButtonTapped() {
    guard let table = tableView, let path = table.indexPath(for: self) else { return }
    table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: path)
  }

  private func deleteControlTapped() {
    guard let table = tableView, let path = table.indexPath(for: self) else { return }
    table.deleteControlTapped(at: path)
  }

  private func insertControlTapped() {
    guard let table = tableView, let path = table.indexPath(for: self) else { return }
    table.tableDataSource?.tableView(table, commit: .insert, forRowAt: path)
  }
}
