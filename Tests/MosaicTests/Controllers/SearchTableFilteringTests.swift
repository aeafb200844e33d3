import Foundation
import MosaicTesting
import Testing

@_spi(MosaicTesting) @testable import Mosaic

/// A table of fruits filtered through a diffable data source as the user types in a search
/// bar shown as the table's header.
@MainActor
@Suite(.serialized)
struct SearchTableFilteringTests {
  final class FruitList: UITableViewController, UISearchResultsUpdating {
    static let fruits = [
      "Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Mango", "Orange", "Papaya",
      "Pear",
    ]
    var dataSource: UITableViewDiffableDataSource<Int, String>!
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
      dataSource = UITableViewDiffableDataSource(tableView: tableView) {
        tableView, indexPath, fruit in
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruit
        return cell
      }
      searchController.searchResultsUpdater = self
      searchController.obscuresBackgroundDuringPresentation = false
      tableView.tableHeaderView = searchController.searchBar
      definesPresentationContext = true
      show(Self.fruits)
    }

    func updateSearchResults(for searchController: UISearchController) {
      let query = searchController.searchBar.text ?? ""
      show(
        query.isEmpty
          ? Self.fruits : Self.fruits.filter { $0.localizedCaseInsensitiveContains(query) })
    }

    func show(_ fruits: [String]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(fruits)
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The texts of the rows shown, top to bottom.
    var shownRows: [String] {
      (0..<tableView.numberOfRows(inSection: 0)).compactMap {
        tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
      }
    }
  }

  @Test func typingFiltersTheRowsAndCancelBringsThemBack() {
    resetTouches()
    UIResponder.currentFirstResponder = nil
    let list = FruitList(style: .plain)
    let nav = UINavigationController(rootViewController: list)
    let app = AppDriver(rootViewController: nav, size: CGSize(width: 320, height: 700))
    let bar = list.searchController.searchBar
    #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 44, width: 320, height: 56))
    #expect(list.shownRows == FruitList.fruits)
    app.tap(at: CGPoint(x: 160, y: 72))
    app.advance(by: 0.3)
    #expect(list.searchController.isActive && bar.showsCancelButton)
    // The navigation bar hides while searching: the table and its search bar move up.
    #expect(nav.isNavigationBarHidden)
    #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 56))
    app.type("a")
    app.type("p")
    #expect(list.dataSource.snapshot().itemIdentifiers == ["Apple", "Apricot", "Grape", "Papaya"])
    #expect(list.shownRows == ["Apple", "Apricot", "Grape", "Papaya"])
    app.type("r")
    #expect(list.shownRows == ["Apricot"])
    // The first row sits right below the search bar and takes taps (nothing obscures it).
    let first = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
    let firstFrame = first.convert(first.bounds, to: nil)
    #expect(firstFrame.minY == 56)
    #expect(
      app.window.hitTest(CGPoint(x: 160, y: firstFrame.midY), with: nil)?.isDescendant(of: first)
        == true)
    app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    app.advance(by: 0.3)
    #expect(!list.searchController.isActive && bar.text == "")
    #expect(list.shownRows == FruitList.fruits)
    #expect(!nav.isNavigationBarHidden)
    #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 44, width: 320, height: 56))
    UIResponder.currentFirstResponder = nil
  }

  @Test func keepingTheNavigationBarWhileSearching() {
    resetTouches()
    UIResponder.currentFirstResponder = nil
    let list = FruitList(style: .plain)
    list.searchController.hidesNavigationBarDuringPresentation = false
    let nav = UINavigationController(rootViewController: list)
    let app = AppDriver(rootViewController: nav, size: CGSize(width: 320, height: 700))
    let bar = list.searchController.searchBar
    app.tap(at: CGPoint(x: 160, y: 72))
    app.advance(by: 0.3)
    #expect(list.searchController.isActive && !nav.isNavigationBarHidden)
    #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 44, width: 320, height: 56))
    list.searchController.isActive = false
    UIResponder.currentFirstResponder = nil
  }

  @Test func theScopeBarGrowsTheTableHeaderWhileSearching() {
    resetTouches()
    UIResponder.currentFirstResponder = nil
    let list = FruitList(style: .plain)
    list.searchController.searchBar.scopeButtonTitles = ["All", "Berries"]
    let app = AppDriver(rootViewController: list, size: CGSize(width: 320, height: 600))
    let bar = list.searchController.searchBar
    #expect(bar.frame.height == 56)
    app.tap(at: CGPoint(x: 160, y: 28))
    app.advance(by: 0.1)
    #expect(bar.frame.height == 100)
    let first = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
    #expect(first.convert(first.bounds, to: nil).minY == 100)
    app.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    app.advance(by: 0.1)
    #expect(bar.frame.height == 56)
    UIResponder.currentFirstResponder = nil
  }
}
