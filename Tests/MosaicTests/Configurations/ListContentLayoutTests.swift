import Testing

@testable import Mosaic

/// Exact frames of a list content view's image, text and secondary text per style. The
/// system font measures "Favorites" 77×20 points at 17 pt, 68×18 at 15 pt, 59×16 at 13 pt,
/// 89×20 at 17 pt semibold, 105×24 at 20 pt bold and 115×26 at 22 pt bold; a default
/// symbol image is 17×17.
@MainActor
struct ListContentLayoutTests {
  /// A list content view showing `configuration`, `width` wide and as tall as it asks.
  func laidOut(_ configuration: UIListContentConfiguration, width: CGFloat = 320)
    -> UIListContentView
  {
    let view = UIListContentView(configuration: configuration)
    let size = view.sizeThatFits(CGSize(width: width, height: 0))
    view.frame = CGRect(origin: .zero, size: size)
    view.layoutIfNeeded()
    return view
  }

  func frames(_ view: UIListContentView) -> [CGRect?] {
    [
      view.imageView.superview === view ? view.imageView.frame : nil,
      view.textLabel.superview === view ? view.textLabel.frame : nil,
      view.secondaryTextLabel.superview === view ? view.secondaryTextLabel.frame : nil,
    ]
  }

  @Test func cellIsA44PointRowWithTheTextInsideSixteenPointMargins() {
    var c = UIListContentConfiguration.cell()
    c.text = "Favorites"
    let view = laidOut(c)
    #expect(view.bounds.size == CGSize(width: 320, height: 44))
    #expect(frames(view) == [nil, CGRect(x: 16, y: 12, width: 288, height: 20), nil])
    #expect(view.textLabel.font.pointSize == 17)
    #expect(view.textLabel.textColor == .label)
  }

  @Test func cellWithASymbolPutsTheTextSixteenPointsAfterTheImage() throws {
    var c = UIListContentConfiguration.cell()
    c.text = "Favorites"
    c.image = try #require(UIImage(systemName: "star"))
    let view = laidOut(c)
    #expect(
      frames(view) == [
        CGRect(x: 16, y: 14, width: 17, height: 17), CGRect(x: 49, y: 12, width: 255, height: 20),
        nil,
      ])
  }

  @Test func subtitleCellStacksTheSecondaryTextThreePointsBelow() throws {
    var c = UIListContentConfiguration.subtitleCell()
    c.text = "Favorites"
    c.secondaryText = "Favorites"
    c.image = try #require(UIImage(systemName: "star"))
    let view = laidOut(c)
    // 11 + 20 + 3 + 18 + 11.
    #expect(view.bounds.height == 63)
    #expect(
      frames(view) == [
        CGRect(x: 16, y: 23, width: 17, height: 17), CGRect(x: 49, y: 11, width: 255, height: 20),
        CGRect(x: 49, y: 34, width: 255, height: 18),
      ])
    #expect(view.secondaryTextLabel.font.pointSize == 15)
    #expect(view.secondaryTextLabel.textColor == .secondaryLabel)
  }

  @Test func valueCellPutsTheValueAtTheTrailingEdgeAndStacksWhenItDoesNotFit() {
    var c = UIListContentConfiguration.valueCell()
    c.text = "Favorites"
    c.secondaryText = "Favorites"
    let wide = laidOut(c)
    #expect(wide.bounds.height == 44)
    #expect(
      frames(wide) == [
        nil, CGRect(x: 16, y: 12, width: 77, height: 20),
        CGRect(x: 227, y: 12, width: 77, height: 20),
      ])
    #expect(wide.secondaryTextLabel.font.pointSize == 17)
    #expect(wide.secondaryTextLabel.textColor == .secondaryLabel)
    // 138 points of text width cannot hold 77 + 8 + 77: the texts stack.
    let narrow = laidOut(c, width: 170)
    #expect(narrow.bounds.height == 65)
    #expect(
      frames(narrow) == [
        nil, CGRect(x: 16, y: 11, width: 138, height: 20),
        CGRect(x: 16, y: 34, width: 138, height: 20),
      ])
  }

  @Test func headersAndFootersTakeTheirStylesFontsAndMargins() {
    func header(_ c: UIListContentConfiguration) -> UIListContentView {
      var c = c
      c.text = "Favorites"
      return laidOut(c)
    }
    let grouped = header(.groupedHeader())
    #expect(grouped.bounds.height == 38)
    #expect(frames(grouped) == [nil, CGRect(x: 16, y: 16, width: 288, height: 16), nil])
    #expect(grouped.textLabel.text == "FAVORITES")
    #expect(grouped.textLabel.textColor == .secondaryLabel)
    let groupedFooter = header(.groupedFooter())
    #expect(frames(groupedFooter) == [nil, CGRect(x: 16, y: 6, width: 288, height: 16), nil])
    #expect(groupedFooter.bounds.height == 38)
    #expect(groupedFooter.textLabel.text == "Favorites")
    let plain = header(.plainHeader())
    #expect(plain.bounds.height == 36)
    #expect(frames(plain) == [nil, CGRect(x: 16, y: 8, width: 288, height: 20), nil])
    #expect(plain.textLabel.font == .systemFont(ofSize: 17, weight: .semibold))
    let prominent = header(.prominentInsetGroupedHeader())
    #expect(frames(prominent) == [nil, CGRect(x: 16, y: 16, width: 288, height: 24), nil])
    #expect(prominent.bounds.height == 50)
    let extra = header(.extraProminentInsetGroupedHeader())
    #expect(frames(extra) == [nil, CGRect(x: 16, y: 16, width: 288, height: 26), nil])
    #expect(extra.bounds.height == 52)
    #expect(header(.header()).bounds.height == 36)
    #expect(header(.footer()).bounds.height == 32)
  }

  @Test func sidebarCellPutsTheTextTenPointsAfterTheImage() throws {
    var c = UIListContentConfiguration.sidebarCell()
    c.text = "Favorites"
    c.image = try #require(UIImage(systemName: "star"))
    let view = laidOut(c)
    #expect(frames(view)[1] == CGRect(x: 43, y: 12, width: 261, height: 20))
  }

  @Test func rightToLeftMirrorsTheRow() throws {
    var c = UIListContentConfiguration.cell()
    c.text = "Favorites"
    c.image = try #require(UIImage(systemName: "star"))
    let view = UIListContentView(configuration: c)
    view.semanticContentAttribute = .forceRightToLeft
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    view.layoutIfNeeded()
    #expect(
      frames(view) == [
        CGRect(x: 287, y: 14, width: 17, height: 17), CGRect(x: 16, y: 12, width: 255, height: 20),
        nil,
      ])
  }

  @Test func maximumSizeScalesTheImageDown() {
    let big = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    var c = UIListContentConfiguration.cell()
    c.text = "Favorites"
    c.image = big
    c.imageProperties.maximumSize = CGSize(width: 20, height: 20)
    let view = laidOut(c)
    #expect(view.bounds.height == 44)
    #expect(
      frames(view) == [
        CGRect(x: 16, y: 12, width: 20, height: 20), CGRect(x: 52, y: 12, width: 252, height: 20),
        nil,
      ])
    // Without a maximum the 40-point image makes the row 62 tall.
    c.imageProperties.maximumSize = .zero
    #expect(laidOut(c).bounds.height == 62)
  }

  @Test func theStandardReservedSizeCentersTheSymbolInABox() throws {
    var c = UIListContentConfiguration.cell()
    c.text = "Favorites"
    c.image = try #require(UIImage(systemName: "star"))
    let standard = UIListContentConfiguration.ImageProperties.standardDimension
    c.imageProperties.reservedLayoutSize = CGSize(width: standard, height: standard)
    let view = laidOut(c)
    // A 26-point box (1.5 × 17, rounded up): 11 + 26 + 11.
    #expect(view.bounds.height == 48)
    #expect(
      frames(view) == [
        CGRect(x: 21, y: 16, width: 17, height: 17), CGRect(x: 58, y: 14, width: 246, height: 20),
        nil,
      ])
  }

  @Test func theSuperviewsMarginsArePreservedAlongTheChosenAxes() {
    var c = UIListContentConfiguration.cell()
    c.text = "Favorites"
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    container.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 30, bottom: 4, trailing: 40)
    let view = UIListContentView(configuration: c)
    view.frame = container.bounds
    container.addSubview(view)
    view.layoutIfNeeded()
    #expect(view.textLabel.frame == CGRect(x: 30, y: 12, width: 250, height: 20))
    c.axesPreservingSuperviewLayoutMargins = .vertical
    view.configuration = c
    view.layoutIfNeeded()
    #expect(view.textLabel.frame == CGRect(x: 16, y: 12, width: 288, height: 20))
  }

  @Test func customMarginsAndPaddingsAreUsed() {
    var c = UIListContentConfiguration.subtitleCell()
    c.text = "Favorites"
    c.secondaryText = "Favorites"
    c.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 20, leading: 10, bottom: 20, trailing: 30)
    c.textToSecondaryTextVerticalPadding = 10
    let view = laidOut(c)
    #expect(
      frames(view) == [
        nil, CGRect(x: 10, y: 20, width: 280, height: 20),
        CGRect(x: 10, y: 50, width: 280, height: 18),
      ])
  }

  @Test func theNaturalSizeFitsTheTextOnOneLine() {
    var c = UIListContentConfiguration.valueCell()
    c.text = "Favorites"
    c.secondaryText = "Favorites"
    let view = UIListContentView(configuration: c)
    #expect(view.intrinsicContentSize == CGSize(width: 16 + 77 + 8 + 77 + 16, height: 44))
    #expect(view.sizeThatFits(.zero) == view.intrinsicContentSize)
  }

  @Test func textPropertiesReachTheLabel() {
    var c = UIListContentConfiguration.cell()
    c.text = "favorite things"
    c.textProperties.transform = .capitalized
    c.textProperties.numberOfLines = 1
    c.textProperties.alignment = .center
    c.textProperties.lineBreakMode = .byTruncatingMiddle
    c.textProperties.colorTransformer = UIConfigurationColorTransformer { _ in .systemGreen }
    let view = laidOut(c)
    #expect(view.textLabel.text == "Favorite Things")
    #expect(view.textLabel.numberOfLines == 1)
    #expect(view.textLabel.textAlignment == .center)
    #expect(view.textLabel.lineBreakMode == .byTruncatingMiddle)
    #expect(view.textLabel.textColor == .systemGreen)
  }

  @Test func attributedTextAndTextReplaceEachOther() {
    var c = UIListContentConfiguration.cell()
    c.text = "Plain"
    c.attributedText = NSAttributedString(string: "Attributed")
    #expect(c.text == nil)
    #expect(laidOut(c).textLabel.text == "Attributed")
    c.text = "Plain again"
    #expect(c.attributedText == nil)
    c.secondaryAttributedText = NSAttributedString(string: "Second")
    c.secondaryText = "Second plain"
    #expect(c.secondaryAttributedText == nil)
  }
}
