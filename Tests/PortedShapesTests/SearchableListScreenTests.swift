// A searchable list as iOS projects write one (Swift 5 mode, `import UIKit`): a table view
// controller owning a `UISearchController` with no results controller, acting as its
// results updater and as the search bar's delegate, the search bar in the navigation item,
// scope buttons filtering by category, and `definesPresentationContext` set.
import MosaicTesting
import Testing
import UIKit

struct Candy {
  let category: String
  let name: String
}

final class CandyListViewController: UITableViewController, UISearchResultsUpdating,
  UISearchBarDelegate
{
  let searchController = UISearchController(searchResultsController: nil)
  let candies = [
    Candy(category: "Chocolate", name: "Chocolate Bar"),
    Candy(category: "Chocolate", name: "Chocolate Chip"),
    Candy(category: "Hard", name: "Lollipop"),
    Candy(category: "Hard", name: "Candy Cane"),
    Candy(category: "Other", name: "Caramel"),
    Candy(category: "Other", name: "Gummi Bear"),
  ]
  var filteredCandies: [Candy] = []
  var searchButtonTaps = 0

  var isSearchBarEmpty: Bool {
    return searchController.searchBar.text?.isEmpty ?? true
  }

  var isFiltering: Bool {
    let searchBarScopeIsFiltering = searchController.searchBar.selectedScopeButtonIndex != 0
    return searchController.isActive && (!isSearchBarEmpty || searchBarScopeIsFiltering)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Candies"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Candies"
    searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Hard", "Other"]
    searchController.searchBar.delegate = self
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true
  }

  func filterContentForSearchText(_ searchText: String, category: String? = nil) {
    filteredCandies = candies.filter { (candy: Candy) -> Bool in
      let doesCategoryMatch = category == nil || category == "All" || candy.category == category
      if isSearchBarEmpty {
        return doesCategoryMatch
      } else {
        return doesCategoryMatch && candy.name.lowercased().contains(searchText.lowercased())
      }
    }
    tableView.reloadData()
  }

  // MARK: - UISearchResultsUpdating

  func updateSearchResults(for searchController: UISearchController) {
    let searchBar = searchController.searchBar
    let category = searchBar.scopeButtonTitles![searchBar.selectedScopeButtonIndex]
    filterContentForSearchText(searchBar.text!, category: category)
  }

  // MARK: - UISearchBarDelegate

  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    let category = searchBar.scopeButtonTitles![selectedScope]
    filterContentForSearchText(searchBar.text!, category: category)
  }

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    searchButtonTaps += 1
    searchBar.resignFirstResponder()
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    if isFiltering {
      return filteredCandies.count
    }
    return candies.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    let candy = isFiltering ? filteredCandies[indexPath.row] : candies[indexPath.row]
    cell.textLabel?.text = candy.name
    cell.detailTextLabel?.text = candy.category
    return cell
  }
}

@MainActor
struct SearchableListScreenTests {
  @Test func searchingAndScopesFilterTheCandies() {
    let candies = CandyListViewController(style: .plain)
    let navigationController = UINavigationController(rootViewController: candies)
    let app = AppDriver(rootViewController: navigationController)
    let searchBar = candies.searchController.searchBar
    #expect(searchBar.placeholder == "Search Candies")
    #expect(candies.tableView.numberOfRows(inSection: 0) == 6)

    // Click into the field and type.
    let field = searchBar.searchTextField
    let fieldFrame = field.convert(field.bounds, to: nil)
    app.tap(at: CGPoint(x: fieldFrame.midX, y: fieldFrame.midY))
    #expect(candies.searchController.isActive)
    app.type("choc")
    #expect(candies.tableView.numberOfRows(inSection: 0) == 2)

    // The "Hard" scope with the text still there finds nothing; with the text gone, two.
    searchBar.selectedScopeButtonIndex = 2
    candies.updateSearchResults(for: candies.searchController)
    #expect(candies.tableView.numberOfRows(inSection: 0) == 0)
    searchBar.text = ""
    candies.updateSearchResults(for: candies.searchController)
    #expect(candies.tableView.numberOfRows(inSection: 0) == 2)

    // Return: the search button.
    app.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(candies.searchButtonTaps == 1)
    #expect(!searchBar.isFirstResponder)
    #expect(candies.searchController.isActive)

    candies.searchController.isActive = false
    searchBar.selectedScopeButtonIndex = 0
    candies.updateSearchResults(for: candies.searchController)
    #expect(candies.tableView.numberOfRows(inSection: 0) == 6)
  }
}
