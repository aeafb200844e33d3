import Mosaic
import MosaicTesting
import Testing

/// Snapshots of `UIListContentConfiguration`'s styles as their content views draw them, each
/// with text, secondary text and a symbol image where the style shows one, on the background
/// configuration it is usually paired with. Record with MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct ListConfigurationSnapshotTests {
  typealias Style = (name: String, make: () -> UIListContentConfiguration)

  static let cells: [Style] = [
    ("cell", UIListContentConfiguration.cell),
    ("subtitleCell", UIListContentConfiguration.subtitleCell),
    ("valueCell", UIListContentConfiguration.valueCell),
    ("sidebarCell", UIListContentConfiguration.sidebarCell),
    ("sidebarSubtitleCell", UIListContentConfiguration.sidebarSubtitleCell),
    ("accompaniedSidebarCell", UIListContentConfiguration.accompaniedSidebarCell),
    ("accompaniedSidebarSubtitleCell", UIListContentConfiguration.accompaniedSidebarSubtitleCell),
  ]

  static let headers: [Style] = [
    ("sidebarHeader", UIListContentConfiguration.sidebarHeader),
    ("header", UIListContentConfiguration.header),
    ("footer", UIListContentConfiguration.footer),
    ("plainHeader", UIListContentConfiguration.plainHeader),
    ("plainFooter", UIListContentConfiguration.plainFooter),
    ("groupedHeader", UIListContentConfiguration.groupedHeader),
    ("groupedFooter", UIListContentConfiguration.groupedFooter),
    ("prominentInsetGroupedHeader", UIListContentConfiguration.prominentInsetGroupedHeader),
    (
      "extraProminentInsetGroupedHeader",
      UIListContentConfiguration.extraProminentInsetGroupedHeader
    ),
  ]

  /// A column of 320-point rows, one a style, each as tall as its content view wants.
  func column(_ styles: [Style], image: Bool) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    root.backgroundColor = .systemGroupedBackground
    var y: CGFloat = 0
    for style in styles {
      var configuration = style.make()
      configuration.text = style.name
      configuration.secondaryText = "Secondary"
      if image { configuration.image = UIImage(systemName: "star.fill") }
      let content = configuration.makeContentView()
      let height = max(
        44,
        content.systemLayoutSizeFitting(
          CGSize(width: 320, height: 44), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height)
      let row = UIView(frame: CGRect(x: 0, y: y, width: 320, height: height))
      row.backgroundColor = .systemBackground
      content.frame = row.bounds
      row.addSubview(content)
      root.addSubview(row)
      y += height + 1
    }
    root.frame.size.height = y
    return root
  }

  @Test func cellStyles() {
    let view = column(Self.cells, image: true)
    #expect(view.subviews.count == Self.cells.count)
    assertSnapshot(of: view, named: "list-configuration-cells", scale: 2)
  }

  @Test func headerAndFooterStyles() {
    let view = column(Self.headers, image: false)
    #expect(view.subviews.count == Self.headers.count)
    assertSnapshot(of: view, named: "list-configuration-headers", scale: 2)
  }
}
