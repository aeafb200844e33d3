import Testing

@testable import Mosaic

/// A content configuration of another type than the list's, with a view of its own.
struct BadgeConfiguration: UIContentConfiguration, Hashable {
  var title = ""
  var isSelected = false

  @MainActor func makeContentView() -> any UIView & UIContentView {
    BadgeView(configuration: self)
  }

  func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
    var c = self
    c.isSelected = (state as? UICellConfigurationState)?.isSelected ?? false
    return c
  }
}

@MainActor
final class BadgeView: UIView, UIContentView {
  var configuration: any UIContentConfiguration
  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is BadgeConfiguration
  }
}

@MainActor
struct CellConfigurationTests {
  func cell() -> UICollectionViewCell {
    UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test func aMatchingConfigurationUpdatesTheContentViewInPlace() {
    let cell = cell()
    let original = cell.contentView
    var c = UIListContentConfiguration.cell()
    c.text = "One"
    cell.contentConfiguration = c
    let listView = cell.contentView
    #expect(listView !== original)
    #expect(listView is UIListContentView)
    #expect(listView.superview === cell)
    #expect(original.superview == nil)
    #expect(listView.frame == cell.bounds)
    let label = (listView as! UIListContentView).textLabel
    c.text = "Two"
    c.secondaryText = "Detail"
    cell.contentConfiguration = c
    #expect(cell.contentView === listView)
    #expect((listView as! UIListContentView).textLabel === label)
    #expect(label.text == "Two")
    #expect((listView as! UIListContentView).secondaryTextLabel.text == "Detail")
    // Another style of the same type is applied in place too.
    var value = UIListContentConfiguration.valueCell()
    value.text = "Three"
    cell.contentConfiguration = value
    #expect(cell.contentView === listView)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Three")
  }

  @Test func anotherTypeOfConfigurationReplacesTheContentViewAndNilEmptiesIt() {
    let cell = cell()
    cell.backgroundView = UIView()
    var c = UIListContentConfiguration.cell()
    c.text = "One"
    cell.contentConfiguration = c
    let listView = cell.contentView
    cell.contentConfiguration = BadgeConfiguration(title: "Badge")
    #expect(cell.contentView is BadgeView)
    #expect(listView.superview == nil)
    // The content view stays above the background view.
    #expect(cell.subviews.firstIndex(of: cell.contentView)! > 0)
    #expect(cell.subviews.first === cell.backgroundView)
    let badge = cell.contentView
    cell.contentConfiguration = nil
    #expect(!(cell.contentView is BadgeView))
    #expect(!(cell.contentView is UIListContentView))
    #expect(cell.contentView.subviews.isEmpty)
    #expect(badge.superview == nil)
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentConfiguration == nil)
  }

  @Test func theContentViewTakesTheCellsSizeOnLayout() {
    let cell = cell()
    var c = UIListContentConfiguration.cell()
    c.text = "One"
    cell.contentConfiguration = c
    cell.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
    // A 60-point row centers its 20-point label.
    #expect((cell.contentView as! UIListContentView).textLabel.frame.minY == 20)
    #expect(cell.contentView.sizeThatFits(CGSize(width: 200, height: 0)).height == 44)
  }

  @Test func selectionUpdatesTheConfigurationsUnlessTheCellIsToldNotTo() {
    for automatic in [true, false] {
      let cell = cell()
      cell.automaticallyUpdatesContentConfiguration = automatic
      cell.automaticallyUpdatesBackgroundConfiguration = automatic
      var c = UIListContentConfiguration.sidebarCell()
      c.text = "Inbox"
      cell.contentConfiguration = c
      cell.backgroundConfiguration = .listSidebarCell()
      cell.layoutIfNeeded()
      let view = cell.contentView as! UIListContentView
      let background = cell.configurationStorage.backgroundView!
      #expect(view.textLabel.textColor == .label)
      #expect(background.fill.backgroundColor == .clear)
      cell.isSelected = true
      cell.layoutIfNeeded()
      #expect(view.textLabel.textColor == (automatic ? .white : .label))
      #expect(background.fill.backgroundColor == (automatic ? cell.tintColor : .clear))
      #expect(
        (cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color
          == (automatic ? .white : .label))
    }
  }

  @Test func customizedColorsSurviveStateChanges() {
    let cell = cell()
    var c = UIListContentConfiguration.sidebarCell()
    c.text = "Inbox"
    c.textProperties.color = .systemRed
    cell.contentConfiguration = c
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = .systemYellow
    cell.backgroundConfiguration = background
    cell.isSelected = true
    cell.isHighlighted = true
    cell.layoutIfNeeded()
    let view = cell.contentView as! UIListContentView
    #expect(view.textLabel.textColor == .systemRed)
    #expect(cell.configurationStorage.backgroundView?.fill.backgroundColor == .systemYellow)
  }

  @Test func highlightAndDisabledDriveTheListStyles() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var c = cell.defaultContentConfiguration()
    c.text = "Row"
    cell.contentConfiguration = c
    cell.layoutIfNeeded()
    let fill = cell.configurationStorage.backgroundView!.fill
    #expect(fill.backgroundColor == .systemBackground)
    cell.isHighlighted = true
    cell.layoutIfNeeded()
    #expect(fill.backgroundColor == .systemGray4)
    cell.isHighlighted = false
    cell.isUserInteractionEnabled = false
    cell.layoutIfNeeded()
    #expect(fill.backgroundColor == .systemBackground)
    #expect(cell.configurationState.isDisabled)
    #expect((cell.contentView as! UIListContentView).textLabel.textColor == .secondaryLabel)
  }

  @Test func aBackgroundConfigurationAndABackgroundViewExcludeEachOther() {
    let cell = cell()
    cell.backgroundColor = .systemPink
    cell.backgroundView = UIView()
    var background = UIBackgroundConfiguration.clear()
    background.backgroundColor = .systemTeal
    background.cornerRadius = 8
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 2, leading: 4, bottom: 6, trailing: 8)
    background.strokeWidth = 2
    background.strokeOutset = 1
    background.strokeColor = .systemRed
    cell.backgroundConfiguration = background
    #expect(cell.backgroundView == nil)
    #expect(cell.backgroundColor == nil)
    cell.layoutIfNeeded()
    let view = cell.configurationStorage.backgroundView!
    #expect(view.superview === cell)
    #expect(cell.subviews.first === view)
    #expect(view.frame == cell.bounds)
    #expect(view.fill.frame == CGRect(x: 4, y: 2, width: 308, height: 36))
    #expect(view.fill.layer.cornerRadius == 8)
    #expect(view.fill.backgroundColor == .systemTeal)
    #expect(view.stroke.frame == CGRect(x: 3, y: 1, width: 310, height: 38))
    #expect(view.stroke.layer.borderWidth == 2)
    #expect(view.stroke.layer.cornerRadius == 9)
    cell.backgroundView = UIView()
    #expect(cell.backgroundConfiguration == nil)
    #expect(view.superview == nil)
  }

  @Test func editingUpdatesTheVisibleCells() {
    let model = ConfigurationLogModel(count: 3)
    let view = model.makeView()
    view.layoutIfNeeded()
    model.log = []
    view.isEditing = true
    #expect(model.log.isEmpty)
    view.layoutIfNeeded()
    #expect(model.log.count == 6)
    #expect(
      Set(model.log) == [
        "update 0 editing", "handler 0 editing", "update 1 editing", "handler 1 editing",
        "update 2 editing", "handler 2 editing",
      ])
  }

  @Test func requestsAreCoalescedIntoOneUpdateBeforeLayout() {
    let cell = LoggingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var log: [String] = []
    cell.onUpdate = { log.append("update \(ConfigurationLogModel.describe($0))") }
    cell.configurationUpdateHandler = { _, state in
      log.append("handler \(ConfigurationLogModel.describe(state))")
    }
    cell.layoutIfNeeded()
    #expect(log == ["update --", "handler --"])
    log = []
    cell.isHighlighted = true
    cell.isHighlighted = false
    cell.isSelected = true
    cell.setNeedsUpdateConfiguration()
    #expect(log.isEmpty)
    cell.layoutIfNeeded()
    #expect(log == ["update -s", "handler -s"])
    cell.layoutIfNeeded()
    #expect(log.count == 2)
    // Setting the same value again asks for nothing.
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(log.count == 2)
  }

  @Test func customStatesReachTheUpdate() {
    let cell = FlaggedCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var seen: [AnyHashable?] = []
    cell.configurationUpdateHandler = { _, state in seen.append(state[FlaggedCell.flagKey]) }
    cell.layoutIfNeeded()
    cell.flag = "done"
    cell.layoutIfNeeded()
    cell.flag = nil
    cell.layoutIfNeeded()
    #expect(seen == [nil, "done", nil])
  }

  @Test func stateValuesHoldCustomKeysAndCompare() {
    let traits = UITraitCollection()
    var a = UICellConfigurationState(traitCollection: traits)
    var b = UICellConfigurationState(traitCollection: traits)
    #expect(a == b)
    let key = UIConfigurationStateCustomKey("com.example.completed")
    #expect(key == UIConfigurationStateCustomKey(rawValue: "com.example.completed"))
    a[key] = true
    #expect(a[key] == AnyHashable(true))
    #expect(a != b)
    b[key] = true
    #expect(a == b)
    a[key] = nil
    #expect(a[key] == nil)
    a.cellDragState = .lifting
    a.cellDropState = .targeted
    a.isSwiped = true
    #expect(a.cellDragState == .lifting && a.cellDropState == .targeted && a.isSwiped)
    var view = UIViewConfigurationState(traitCollection: traits)
    view[key] = 3
    #expect(view[key] == AnyHashable(3))
    view.isFocused = true
    // A view state drives the configurations too.
    view.isSelected = true
    var sidebar = UIListContentConfiguration.sidebarCell()
    sidebar = sidebar.updated(for: view)
    #expect(sidebar.textProperties.color == .white)
    #expect(sidebar.imageProperties.tintColor == .white)
    #expect(sidebar.textProperties.resolvedColor() == .white)
    #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: view).backgroundColor == nil)
  }

  @Test func resolvedColorsApplyTheTransformers() {
    var background = UIBackgroundConfiguration.listSidebarCell()
    background.backgroundColor = nil
    #expect(background.resolvedBackgroundColor(for: .systemIndigo) == .systemIndigo)
    background.backgroundColorTransformer = .grayscale
    let gray = background.resolvedBackgroundColor(for: .red)
    #expect(abs(gray.rgba.r - 0.299) < 1e-6 && gray.rgba.r == gray.rgba.g)
    background.strokeColor = nil
    #expect(background.resolvedStrokeColor(for: .systemMint) == .systemMint)
    var image = UIListContentConfiguration.cell().imageProperties
    #expect(image.resolvedTintColor(for: .systemOrange) == .systemOrange)
    image.tintColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
    #expect(image.resolvedTintColor(for: .black).rgba.a == 0.5)
    let t = UIConfigurationColorTransformer { $0 }
    let copy = t
    #expect(t == copy)
    #expect(t != UIConfigurationColorTransformer { $0 })
  }
}

/// A cell that reports its `updateConfiguration(using:)` calls.
@MainActor
final class LoggingCell: UICollectionViewListCell {
  var onUpdate: ((UICellConfigurationState) -> Void)?
  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    onUpdate?(state)
  }
}

/// A cell with a custom state.
@MainActor
final class FlaggedCell: UICollectionViewCell {
  static let flagKey = UIConfigurationStateCustomKey("flag")
  var flag: String? {
    didSet { setNeedsUpdateConfiguration() }
  }
  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state[Self.flagKey] = flag
    return state
  }
}

/// A one-column list of `LoggingCell`s showing list content configurations, logging the
/// delegate's selection calls and the cells' configuration updates in one sequence.
@MainActor
final class ConfigurationLogModel: UICollectionViewDataSource, UICollectionViewDelegate {
  let count: Int
  var log: [String] = []
  init(count: Int) { self.count = count }

  static func describe(_ state: UICellConfigurationState) -> String {
    if state.isEditing { return "editing" }
    return (state.isHighlighted ? "h" : "-") + (state.isSelected ? "s" : "-")
  }

  func makeView() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    view.register(LoggingCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = self
    view.delegate = self
    return view
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      as! LoggingCell
    var content = cell.defaultContentConfiguration()
    content.text = "Item \(indexPath.item)"
    cell.contentConfiguration = content
    let item = indexPath.item
    cell.onUpdate = { [unowned self] in log.append("update \(item) \(Self.describe($0))") }
    cell.configurationUpdateHandler = { [unowned self] _, state in
      log.append("handler \(item) \(Self.describe(state))")
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    log.append("shouldHighlight \(indexPath.item)")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.item)")
  }
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    log.append("didUnhighlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelect \(indexPath.item)")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.item)")
  }
}
