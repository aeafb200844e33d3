import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

@MainActor
struct ListIndentationTests {
  func cell(_ accessories: [UICellAccessory] = [], level: Int, indentsAccessories: Bool = true)
    -> UICollectionViewListCell
  {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var content = cell.defaultContentConfiguration()
    content.text = "Indented"
    cell.contentConfiguration = content
    cell.accessories = accessories
    cell.indentationLevel = level
    cell.indentsAccessories = indentsAccessories
    cell.layoutIfNeeded()
    return cell
  }

  @Test func theDefaultsAreUIKits() {
    let cell = UICollectionViewListCell(frame: .zero)
    #expect(cell.indentationLevel == 0)
    #expect(cell.indentationWidth == 10)
    #expect(cell.indentsAccessories)
  }

  @Test func theContentMovesByLevelTimesWidth() {
    let c = cell(level: 2)
    #expect(c.contentView.frame == CGRect(x: 20, y: 0, width: 300, height: 44))
    c.indentationWidth = 25
    c.layoutIfNeeded()
    #expect(c.contentView.frame == CGRect(x: 50, y: 0, width: 270, height: 44))
    // The separator guide follows the text, which moved with the content.
    let text = (c.contentView as! UIListContentView).textLabel.frame
    #expect(text.minX == 16)
    c.indentationLevel = -3
    c.layoutIfNeeded()
    #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test func leadingAccessoriesMoveWithTheContentUnlessToldNotTo() {
    let always = UICellAccessory.multiselect(displayed: .always)
    let indented = cell([always, .disclosureIndicator()], level: 3)
    let circle = indented.accessoryStorage[0]
    let indicator = indented.accessoryStorage[1]
    #expect(abs(circle.frame.minX - (30 + 16)) < 0.001)
    #expect(indented.contentView.frame.minX == circle.frame.maxX)
    // Trailing accessories stay at their edge.
    #expect(indicator.frame.maxX == 304)
    let still = cell([always], level: 3, indentsAccessories: false)
    #expect(abs(still.accessoryStorage[0].frame.minX - 16) < 0.001)
    #expect(still.contentView.frame.minX == still.accessoryStorage[0].frame.maxX + 30)
  }

  @Test func rightToLeftIndentsFromTheRight() {
    let c = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    c.semanticContentAttribute = .forceRightToLeft
    c.indentationLevel = 2
    c.layoutIfNeeded()
    #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
    c.accessories = [.multiselect(displayed: .always)]
    c.layoutIfNeeded()
    let circle = c.accessoryStorage[0]
    #expect(abs(circle.frame.maxX - (320 - 20 - 16)) < 0.001)
    #expect(c.contentView.frame.maxX == circle.frame.minX)
  }

  @Test func anOutlineSetsTheLevelOfEachItem() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .sidebar)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["A"])
    outline.append(["a"], to: "A")
    outline.append(["x"], to: "a")
    outline.expand(["A", "a"])
    source.apply(outline, to: 0, animatingDifferences: false)
    view.layoutIfNeeded()
    let levels = (0..<3).map {
      (view.cellForItem(at: IndexPath(item: $0, section: 0)) as! UICollectionViewListCell)
        .indentationLevel
    }
    #expect(levels == [0, 1, 2])
    let deepest = view.cellForItem(at: IndexPath(item: 2, section: 0))!
    #expect(deepest.contentView.frame.minX == 20)
  }
}
