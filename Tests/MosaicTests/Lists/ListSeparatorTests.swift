import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// A 320-point-wide list of `counts` rows (`ListRows`), laid out.
@MainActor
func makeListView(
  _ configuration: UICollectionLayoutListConfiguration, counts: [Int],
  size: CGSize = CGSize(width: 320, height: 600), prepare: (ListRows) -> Void = { _ in }
) -> (UICollectionView, ListRows) {
  let layout = UICollectionViewCompositionalLayout.list(using: configuration)
  let rows = ListRows(counts)
  prepare(rows)
  let view = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
  for kind in [
    UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
  ] {
    view.register(
      UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: "listTitle")
  }
  rows.headerCells = true
  view.dataSource = rows
  view.layoutIfNeeded()
  view.layoutIfNeeded()
  return (view, rows)
}

@MainActor
func listCell(_ view: UICollectionView, _ item: Int, section: Int = 0) -> UICollectionViewListCell {
  view.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
}

@MainActor
struct ListSeparatorTests {
  /// The bottom separator's frame, nil when it does not show.
  func bottom(_ cell: UICollectionViewListCell) -> CGRect? {
    guard let line = cell.separatorView, !line.isHidden, line.superview === cell else {
      return nil
    }
    return line.frame
  }

  func top(_ cell: UICollectionViewListCell) -> CGRect? {
    guard let line = cell.topSeparatorView, !line.isHidden, line.superview === cell else {
      return nil
    }
    return line.frame
  }

  @Test func eachAppearanceHasItsFramesHeadersFootersAndSeparators() {
    // (appearance, row x, row width, first row y with a header)
    let cases: [(UICollectionLayoutListConfiguration.Appearance, CGFloat, CGFloat)] = [
      (.plain, 0, 320), (.grouped, 0, 320), (.insetGrouped, 20, 280), (.sidebar, 10, 300),
      (.sidebarPlain, 0, 320),
    ]
    for (appearance, x, width) in cases {
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      let (view, rows) = makeListView(configuration, counts: [3, 2])
      withExtendedLifetime(rows) {}
      let header = view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))!
      let footer = view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0))!
      #expect(header.frame.minY == 0, "\(appearance)")
      // Headers and footers span the rows' width (inset in inset grouped lists and sidebars).
      #expect(header.frame.minX == x && header.frame.width == width)
      var y = header.frame.maxY
      for item in 0..<3 {
        let row = listCell(view, item)
        #expect(row.frame.minX == x && row.frame.width == width, "\(appearance) \(item)")
        #expect(row.frame.minY == y, "\(appearance) \(item)")
        y = row.frame.maxY
        let separator = bottom(row)
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        if item < 2 && !sidebar {
          // Under the text: from the 16-point margin to the trailing edge, one pixel high.
          #expect(
            separator == CGRect(x: 16, y: row.bounds.height - 1, width: width - 16, height: 1),
            "\(appearance) \(item)")
        } else {
          #expect(separator == nil, "\(appearance) \(item)")
        }
        #expect(top(row) == nil)
      }
      #expect(footer.frame.minY == y, "\(appearance)")
      // Headers and footers draw no separators.
      #expect(bottom(header as! UICollectionViewListCell) == nil)
      #expect(bottom(footer as! UICollectionViewListCell) == nil)
      #expect(listCell(view, 0, section: 1).frame.minY >= footer.frame.maxY)
    }
  }

  @Test func insetGroupedCornersUseTheTenPointRadius() {
    let (view, rows) = makeListView(.init(appearance: .insetGrouped), counts: [2])
    withExtendedLifetime(rows) {}
    #expect(listCell(view, 0).layer.cornerRadius == 10)
    #expect(listCell(view, 0).frame.minY == 35)
  }

  @Test func theSectionConfigurationSetsColorAndInsets() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    #expect(configuration.separatorConfiguration.color == .separator)
    #expect(configuration.separatorConfiguration.bottomSeparatorVisibility == .automatic)
    #expect(
      configuration.separatorConfiguration.bottomSeparatorInsets
        == UIListSeparatorConfiguration.automaticInsets)
    configuration.separatorConfiguration.color = .systemRed
    // Only the trailing edge set: the leading edge stays automatic (under the text).
    var insets = UIListSeparatorConfiguration.automaticInsets
    insets.trailing = 30
    configuration.separatorConfiguration.bottomSeparatorInsets = insets
    let (view, rows) = makeListView(configuration, counts: [3])
    withExtendedLifetime(rows) {}
    let row = listCell(view, 0)
    #expect(bottom(row) == CGRect(x: 16, y: row.bounds.height - 1, width: 320 - 16 - 30, height: 1))
    #expect(row.separatorView?.backgroundColor == .systemRed)
  }

  @Test func theItemHandlerChangesOneItemsSeparators() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var asked: [IndexPath] = []
    configuration.itemSeparatorHandler = { indexPath, section in
      asked.append(indexPath)
      var c = section
      switch indexPath.item {
      case 0:
        c.topSeparatorVisibility = .visible
        c.topSeparatorInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 0)
      case 1:
        c.bottomSeparatorInsets = .init(top: 0, leading: 60, bottom: 0, trailing: 10)
      case 3:
        // Item 3's top is item 2's bottom: hiding it hides that line.
        c.topSeparatorVisibility = .hidden
      case 4:
        c.bottomSeparatorVisibility = .visible
      default: break
      }
      return c
    }
    let (view, rows) = makeListView(configuration, counts: [5])
    withExtendedLifetime(rows) {}
    #expect(Set(asked).isSuperset(of: (0..<5).map { IndexPath(item: $0, section: 0) }))
    let first = listCell(view, 0)
    #expect(top(first) == CGRect(x: 0, y: 0, width: 320, height: 1))
    #expect(bottom(first) == CGRect(x: 16, y: first.bounds.height - 1, width: 304, height: 1))
    let second = listCell(view, 1)
    #expect(bottom(second) == CGRect(x: 60, y: second.bounds.height - 1, width: 250, height: 1))
    #expect(bottom(listCell(view, 2)) == nil)
    #expect(bottom(listCell(view, 3)) != nil)
    #expect(top(listCell(view, 3)) == nil)
    // The last item shows a bottom separator only because it asked for one.
    #expect(bottom(listCell(view, 4)) != nil)
  }

  @Test func hiddenSeparatorsHideEverything() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
    configuration.separatorConfiguration.topSeparatorVisibility = .visible
    let (view, rows) = makeListView(configuration, counts: [3])
    withExtendedLifetime(rows) {}
    for item in 0..<3 {
      #expect(bottom(listCell(view, item)) == nil)
      #expect(top(listCell(view, item)) == nil)
    }
  }

  @Test func aSidebarShowsSeparatorsItAsksFor() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
    let (view, rows) = makeListView(configuration, counts: [2])
    withExtendedLifetime(rows) {}
    #expect(bottom(listCell(view, 0)) != nil)
    #expect(bottom(listCell(view, 1)) != nil)
  }

  @Test func selectedRowsOfAMultipleSelectionTakeTheMultipleSelectionColor() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.separatorConfiguration.multipleSelectionColor = .systemBlue
    let (view, rows) = makeListView(configuration, counts: [3])
    withExtendedLifetime(rows) {}
    view.allowsMultipleSelection = true
    view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    view.layoutIfNeeded()
    #expect(listCell(view, 0).separatorView?.backgroundColor == .systemBlue)
    #expect(listCell(view, 1).separatorView?.backgroundColor == .separator)
  }

  @Test func aCellsOwnOverrideComesAfterTheList() {
    let (view, rows) = makeListView(.init(appearance: .plain), counts: [3])
    withExtendedLifetime(rows) {}
    let row = listCell(view, 0)
    row.separatorConfigurationOverride = { c in
      var c = c
      c.bottomSeparatorInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 0)
      return c
    }
    row.setNeedsLayout()
    row.layoutIfNeeded()
    #expect(bottom(row) == CGRect(x: 0, y: row.bounds.height - 1, width: 320, height: 1))
    row.separatorConfigurationOverride = { c in
      var c = c
      c.bottomSeparatorVisibility = .hidden
      return c
    }
    row.setNeedsLayout()
    row.layoutIfNeeded()
    #expect(bottom(row) == nil)
  }

  @Test func rightToLeftMirrorsTheInsets() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.separatorConfiguration.bottomSeparatorInsets = .init(
      top: 0, leading: 40, bottom: 0, trailing: 10)
    let (view, rows) = makeListView(configuration, counts: [2])
    withExtendedLifetime(rows) {}
    view.semanticContentAttribute = .forceRightToLeft
    let row = listCell(view, 0)
    row.semanticContentAttribute = .forceRightToLeft
    row.setNeedsLayout()
    row.layoutIfNeeded()
    #expect(bottom(row) == CGRect(x: 10, y: row.bounds.height - 1, width: 270, height: 1))
  }

  // MARK: Layout guides

  @Test func theSeparatorGuideIsTheSeparatorAndMovesIt() {
    let (view, rows) = makeListView(.init(appearance: .plain), counts: [3])
    withExtendedLifetime(rows) {}
    let row = listCell(view, 0)
    let guide = row.separatorLayoutGuide
    #expect(row.layoutGuides.contains { $0 === guide })
    #expect(guide.layoutFrame == bottom(row))
    // Constrained by the app: the separator starts where the guide's leading edge goes.
    guide.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 52).isActive = true
    row.setNeedsLayout()
    row.layoutIfNeeded()
    #expect(bottom(row) == CGRect(x: 52, y: row.bounds.height - 1, width: 268, height: 1))
    #expect(guide.layoutFrame == bottom(row))
  }

  @Test func theTextGuideIsTheTextsFrame() {
    let content = UIListContentView(configuration: .cell())
    #expect(content.textLayoutGuide == nil)
    var configuration = UIListContentConfiguration.cell()
    configuration.text = "Title"
    configuration.secondaryText = "Detail"
    configuration.image = UIImage(systemName: "star")
    content.configuration = configuration
    content.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
    content.layoutIfNeeded()
    let text = content.textLayoutGuide
    #expect(text != nil)
    #expect(text?.layoutFrame == content.textLabel.frame)
    #expect(content.textLabel.frame.minX > 16)
    #expect(content.secondaryTextLayoutGuide?.layoutFrame == content.secondaryTextLabel.frame)
    #expect(content.imageLayoutGuide?.layoutFrame == content.imageView.frame)
    // A view constrained to the guide lines up with the text.
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: text!.leadingAnchor),
      badge.topAnchor.constraint(equalTo: text!.bottomAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 4),
    ])
    content.layoutIfNeeded()
    #expect(badge.frame.minX == content.textLabel.frame.minX)
    #expect(badge.frame.minY == content.textLabel.frame.maxY)
  }

  @Test func theAutomaticInsetStartsWhereTheTextDoesWithoutMeasuringIt() {
    // The separator's automatic inset reads the text's x from margins and the image alone:
    // it must be the x of the text's frame in the whole layout, for every kind of content.
    var plain = UIListContentConfiguration.cell()
    plain.text = "Title"
    var withImage = UIListContentConfiguration.subtitleCell()
    withImage.text = "Title"
    withImage.secondaryText = "Detail"
    withImage.image = UIImage(systemName: "star")
    var reserved = withImage
    reserved.imageProperties.reservedLayoutSize = CGSize(width: 60, height: 20)
    reserved.imageToTextPadding = 7.3
    var sideBySide = UIListContentConfiguration.valueCell()
    sideBySide.text = "Name"
    sideBySide.secondaryText = "Value"
    sideBySide.image = UIImage(systemName: "gear")
    sideBySide.directionalLayoutMargins.leading = 21.4
    var noText = UIListContentConfiguration.cell()
    noText.secondaryText = "Only detail"
    for (index, configuration) in [plain, withImage, reserved, sideBySide, noText].enumerated() {
      let content = UIListContentView(configuration: configuration)
      for width: CGFloat in [120, 300, 777] {
        content.frame = CGRect(x: 0, y: 0, width: width, height: 60)
        content.layoutIfNeeded()
        let full = content.contentLayout(width: width, height: 60).text?.minX
        #expect(content.leftToRightTextX() == full, "configuration \(index), width \(width)")
      }
    }
    #expect(UIListContentView(configuration: noText).leftToRightTextX() == nil)
    // In a list: the bottom separator starts at the text's leading edge.
    let (view, rows) = makeListView(.init(appearance: .plain), counts: [3])
    withExtendedLifetime(rows) {}
    let row = listCell(view, 1)
    row.contentConfiguration = reserved
    row.layoutIfNeeded()
    let content = row.contentView as! UIListContentView
    let textX = row.contentView.frame.minX + content.textLabel.frame.minX
    #expect(textX > 60)
    #expect(row.automaticSeparatorInset == textX)
    #expect(bottom(row)?.minX == textX)
  }
}
