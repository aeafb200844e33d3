import Foundation

/// The collection view that shows a table view's rows: a list laid out by a compositional
/// layout whose sections the table describes (`UITableView+Sections.swift`). The table keeps it
/// over its visible area with the same coordinates as its own; it does not scroll by itself.
final class TableRowsView: UICollectionView {
  /// The table the rows belong to.
  var table: UITableView? {
    get { link.table }
    set { link.table = newValue }
  }
  private let link: TableLink

  /// The reuse identifier of the views that host section headers and footers and the table's
  /// header and footer.
  static let hostIdentifier = "Mosaic.TableHeaderFooterHost"
  /// The element kinds of the table's own header and footer.
  static let tableHeaderKind = "Mosaic.TableHeader"
  static let tableFooterKind = "Mosaic.TableFooter"

  init(frame: CGRect, style: UITableView.Style) {
    let link = TableLink()
    self.link = link
    let layout = UICollectionViewCompositionalLayout { [link] index, environment in
      link.table?.listSection(at: index, environment: environment)
        ?? NSCollectionLayoutSection.list(
          using: .init(appearance: .plain), layoutEnvironment: environment)
    }
    super.init(frame: frame, collectionViewLayout: layout)
    isScrollEnabled = false
    showsVerticalScrollIndicator = false
    showsHorizontalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    backgroundColor = .clear
    discardsUnidentifiedCells = true
    // Its frame and bounds origin follow the table's scroll together.
    layer.followsSuperlayerScroll = true
    updateSubjectName = "table view"
    updateErrorWording = { UpdateError(TableRowsView.tableWording($0.message)) }
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      Self.tableHeaderKind, Self.tableFooterKind,
    ] {
      register(
        TableHeaderFooterHost.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: Self.hostIdentifier)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("TableRowsView is made by its table view")
  }

  /// The content offset; a change the rows view makes itself (scroll anchoring) scrolls the
  /// table by the same distance.
  override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      let old = super.contentOffset
      super.contentOffset = newValue
      let new = super.contentOffset
      if new != old { table?.rowsMovedContent(from: old, to: new) }
    }
  }

  /// The content size the layout gives; it becomes the table's.
  override var contentSize: CGSize {
    didSet { table?.rowsContentSizeChanged(contentSize) }
  }

  /// A queued cell with `identifier`, prepared for reuse; else a new one of the class
  /// registered for it; else nil.
  func dequeueQueuedCell(withIdentifier identifier: String) -> UICollectionViewCell? {
    let key = ReuseKey(category: .cell, kind: Self.elementKindCell, identifier: identifier)
    let view: UICollectionReusableView
    if var queue = reuseQueues[key], let reused = queue.popLast() {
      reuseQueues[key] = queue
      view = reused
      view.prepareForReuse()
    } else if let type = cellClasses[identifier] {
      view = type.init()
      view.reuseIdentifier = identifier
    } else {
      return nil
    }
    view.dequeueToken = viewRequestSerial
    return view as? UICollectionViewCell
  }

  /// A collection view's update message in a table view's words: rows instead of items.
  static func tableWording(_ message: String) -> String {
    message
      .replacingOccurrences(of: "number of items", with: "number of rows")
      .replacingOccurrences(of: " items ", with: " rows ")
      .replacingOccurrences(of: " items)", with: " rows)")
      .replacingOccurrences(of: "delete item ", with: "delete row ")
      .replacingOccurrences(of: "insert item ", with: "insert row ")
      .replacingOccurrences(of: "move item ", with: "move row ")
      .replacingOccurrences(of: "reload item ", with: "reload row ")
      .replacingOccurrences(of: "collection view", with: "table view")
  }
}

/// The table a rows view belongs to, which its layout's section provider asks.
@MainActor
private final class TableLink {
  @Unretained var table: UITableView?
}
