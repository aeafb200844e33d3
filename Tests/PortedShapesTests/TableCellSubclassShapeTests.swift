// Table cell and header subclasses as iOS projects write them: a cell overriding
// init(style:reuseIdentifier:) to pick the subtitle style and add its own subviews, with the
// usual fatalError init(coder:); a header view overriding init(reuseIdentifier:); both
// registered and dequeued; and a UITableViewController subclass with a refresh control.
import MosaicTesting
import Testing
import UIKit

class MessageCell: UITableViewCell {
  static let reuseIdentifier = "MessageCell"
  let badge = UILabel()
  var madeWithStyle = false

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    madeWithStyle = true
    badge.text = "New"
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    badge.isHidden = false
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    badge.textColor = selected ? .white : .systemBlue
  }
}

class SectionHeader: UITableViewHeaderFooterView {
  let title = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(title)
    title.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class MessagesViewController: UITableViewController {
  var messages = (1...30).map { "Message \($0)" }
  var refreshes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
    tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    let control = UIRefreshControl()
    control.addTarget(self, action: MessagesViewController.refresh, for: .valueChanged)
    refreshControl = control
  }

  func refresh() {
    refreshes += 1
    messages.insert("Fresh message", at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    refreshControl?.endRefreshing()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
      as! MessageCell
    cell.textLabel?.text = messages[indexPath.row]
    cell.detailTextLabel?.text = "Today"
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    let header =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader
    header?.title.text = "Inbox"
    return header
  }
}

@MainActor
@Suite struct TableCellSubclassShapeTests {
  @Test func subclassesMadeByTheTableRunTheirOwnInitializers() {
    let controller = MessagesViewController()
    let driver = AppDriver(rootViewController: controller, size: CGSize(width: 320, height: 480))
    let table = controller.tableView!
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell
    #expect(cell?.madeWithStyle == true)
    #expect(cell?.detailTextLabel?.text == "Today")
    #expect(cell?.reuseIdentifier == MessageCell.reuseIdentifier)
    let header = table.headerView(forSection: 0) as? SectionHeader
    #expect(header?.title.text == "Inbox")
    // The header sizes itself from its constraints: the label's height and 8 above and below.
    let headerRect = table.rectForHeader(inSection: 0)
    #expect(headerRect.height == (header?.title.intrinsicContentSize.height ?? 0) + 16)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerRect.maxY)
    // Selection reaches the cell's setSelected override.
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(cell?.badge.textColor == .white)
    // Pulling down refreshes, and the new message is the first row.
    driver.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 420), duration: 0.5)
    driver.advance(by: 1)
    #expect(controller.refreshes == 1)
    #expect(
      (table.cellForRow(at: IndexPath(row: 0, section: 0)))?.textLabel?.text == "Fresh message")
  }
}
