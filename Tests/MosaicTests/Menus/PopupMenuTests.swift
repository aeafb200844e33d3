import Testing

@testable import Mosaic
@testable import MosaicTesting

/// A "Sort" bar button item whose menu has a single-selection inline group, an action with an
/// image, a disabled action, a submenu and a destructive inline group; every handler logs its
/// title and sender.
@MainActor
private final class SortMenuScreen {
  /// What the handlers saw: the chosen titles and their senders.
  final class Log {
    var titles: [String] = []
    var senders: [AnyObject?] = []
  }

  private let record = Log()
  var log: [String] { record.titles }
  var senders: [AnyObject?] { record.senders }
  let controller = UIViewController()
  let navigation: UINavigationController
  let item: UIBarButtonItem
  let date: UIAction
  let sender: UIAction
  let driver: AppDriver

  init() {
    let record = self.record
    func action(
      _ title: String, image: UIImage? = nil, attributes: UIMenuElement.Attributes = [],
      state: UIMenuElement.State = .off
    ) -> UIAction {
      UIAction(title: title, image: image, attributes: attributes, state: state) { action in
        record.titles.append(action.title)
        record.senders.append(action.sender as AnyObject?)
      }
    }
    date = action("Date", state: .on)
    sender = action("Sender")
    let sortGroup = UIMenu(options: [.displayInline, .singleSelection], children: [date, sender])
    let more = UIMenu(title: "More", children: [action("Mark as Read"), action("Flag")])
    let menu = UIMenu(children: [
      sortGroup, action("Archive", image: UIImage(systemName: "archivebox")),
      action("Move", attributes: .disabled), more,
      UIMenu(options: .displayInline, children: [action("Delete", attributes: .destructive)]),
    ])
    item = UIBarButtonItem(title: "Sort", menu: menu)
    controller.navigationItem.rightBarButtonItem = item
    controller.view.backgroundColor = .white
    navigation = UINavigationController(rootViewController: controller)
    driver = AppDriver(rootViewController: navigation, size: CGSize(width: 390, height: 500))
  }

  /// The centre of a view in window coordinates.
  func center(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  func openMenu() throws -> MenuPopupPresenter {
    let button = try #require(item.button)
    driver.tap(at: center(of: button))
    return try #require(MenuPopupPresenter.current)
  }

  /// The centre of row `index` of panel `level`, in window coordinates.
  func rowCenter(_ index: Int, panel level: Int = 0) -> CGPoint {
    let panel = MenuPopupPresenter.current!.panels[level]
    let f = panel.layout.rows[index].frame
    return CGPoint(x: panel.frame.minX + f.midX, y: panel.frame.minY + f.midY)
  }

  func titles(panel level: Int = 0) -> [String] {
    MenuPopupPresenter.current!.panels[level].layout.rows.map { row in
      switch row.kind {
      case .action(let a): return a.title
      case .submenu(let m): return m.title + " >"
      case .header(let t): return "[\(t)]"
      case .separator: return "---"
      case .loading: return "Loading…"
      case .paletteCell(let e): return "(\(e.title))"
      }
    }
  }

  func close() {
    MenuPopupPresenter.current?.dismiss()
    driver.advance(by: 0.1)
  }
}

@MainActor
@Suite(.serialized) struct PopupMenuTests {
  @Test func tappingTheBarButtonItemOpensAPanelOfRowsBelowIt() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    let presenter = try screen.openMenu()
    #expect(
      screen.titles() == [
        "Date", "Sender", "---", "Archive", "Move", "More >", "---", "Delete",
      ])
    let panel = presenter.panels[0]
    #expect(
      panel.layout.rows.map(\.frame) == [
        CGRect(x: 6, y: 6, width: 168, height: 32), CGRect(x: 6, y: 38, width: 168, height: 32),
        CGRect(x: 0, y: 70, width: 180, height: 9), CGRect(x: 6, y: 79, width: 168, height: 32),
        CGRect(x: 6, y: 111, width: 168, height: 32), CGRect(x: 6, y: 143, width: 168, height: 32),
        CGRect(x: 0, y: 175, width: 180, height: 9), CGRect(x: 6, y: 184, width: 168, height: 32),
      ])
    #expect(panel.frame.size == CGSize(width: 180, height: 222))
    #expect(panel.layout.hasCheckColumn && panel.layout.hasImageColumn)
    #expect(panel.layout.hasChevronColumn)
    let button = try #require(screen.item.button)
    let buttonFrame = button.convert(button.bounds, to: nil)
    #expect(panel.frame.minY == (buttonFrame.maxY + 4).rounded())
    // The item is at the bar's right end: the panel is kept 8 points inside the window.
    #expect(panel.frame.origin == CGPoint(x: 390 - 8 - 180, y: (buttonFrame.maxY + 4).rounded()))
    #expect(!presenter.window.isHidden)
    #expect(panel.isFirstResponder)
  }

  @Test func clickingARowRunsItsHandlerOnceWithTheItemAsSenderAndClosesTheMenu() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    let presenter = try screen.openMenu()
    screen.driver.tap(at: screen.rowCenter(3))
    #expect(screen.log == ["Archive"])
    #expect(screen.senders.count == 1 && screen.senders[0] === screen.item)
    #expect(MenuPopupPresenter.current == nil)
    #expect(presenter.window.isHidden)
    #expect(screen.date.state == .on)
  }

  @Test func choosingInASingleSelectionGroupMovesTheCheckMark() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    _ = try screen.openMenu()
    screen.driver.tap(at: screen.rowCenter(1))
    #expect(screen.log == ["Sender"])
    #expect(screen.sender.state == .on)
    #expect(screen.date.state == .off)
    #expect(screen.item.menu?.selectedElements.map(\.title) == ["Sender"])
  }

  @Test func downDownReturnChoosesTheSecondRowOnce() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    let presenter = try screen.openMenu()
    let d = screen.driver
    d.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    #expect(presenter.panels[0].highlightedIndex == 0)
    d.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    #expect(presenter.panels[0].highlightedIndex == 1)
    d.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(screen.log == ["Sender"])
    #expect(MenuPopupPresenter.current == nil)
  }

  @Test func upFromNothingHighlightsTheLastRowAndSkipsDisabledOnes() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    let presenter = try screen.openMenu()
    let d = screen.driver
    d.pressKey(UIKeyCommand.inputUpArrow, keyCode: .keyboardUpArrow)
    #expect(presenter.panels[0].highlightedIndex == 7)
    d.pressKey(UIKeyCommand.inputUpArrow, keyCode: .keyboardUpArrow)
    #expect(presenter.panels[0].highlightedIndex == 5)
    d.pressKey(UIKeyCommand.inputUpArrow, keyCode: .keyboardUpArrow)
    #expect(presenter.panels[0].highlightedIndex == 3)
  }

  @Test func escapeClosesTheMenuWithoutChoosing() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    let presenter = try screen.openMenu()
    screen.driver.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    #expect(MenuPopupPresenter.current == nil)
    #expect(presenter.window.isHidden)
    #expect(screen.log.isEmpty)
  }

  @Test func aClickOutsideClosesTheMenuAndGoesNoFurther() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    var tapped = 0
    let target = UIButton(type: .system)
    target.frame = CGRect(x: 20, y: 400, width: 100, height: 40)
    target.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
    screen.controller.view.addSubview(target)
    _ = try screen.openMenu()
    let point = screen.center(of: target)
    screen.driver.tap(at: point)
    #expect(MenuPopupPresenter.current == nil)
    #expect(tapped == 0)
    #expect(screen.log.isEmpty)
    screen.driver.tap(at: point)
    #expect(tapped == 1)
  }

  @Test func aDisabledRowCannotBeChosen() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    _ = try screen.openMenu()
    screen.driver.tap(at: screen.rowCenter(4))
    #expect(screen.log.isEmpty)
    #expect(MenuPopupPresenter.current != nil)
  }

  @Test func aSubmenuOpensBesideItsRowAndLeftClosesIt() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    let presenter = try screen.openMenu()
    screen.driver.tap(at: screen.rowCenter(5))
    #expect(presenter.panels.count == 2)
    #expect(screen.titles(panel: 1) == ["Mark as Read", "Flag"])
    let root = presenter.panels[0].frame
    let sub = presenter.panels[1].frame
    // No room on the right of a panel at the window's right edge: it opens on the left.
    #expect(sub.maxX == root.minX - 2)
    #expect(sub.minY == root.minY + 143 - 6)
    #expect(presenter.panels[1].highlightedIndex == 0)
    #expect(presenter.panels[1].isFirstResponder)
    screen.driver.pressKey(UIKeyCommand.inputLeftArrow, keyCode: .keyboardLeftArrow)
    #expect(presenter.panels.count == 1)
    #expect(presenter.panels[0].isFirstResponder)
    screen.driver.pressKey(UIKeyCommand.inputRightArrow, keyCode: .keyboardRightArrow)
    #expect(presenter.panels.count == 2)
    screen.driver.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    screen.driver.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(screen.log == ["Flag"])
    #expect(MenuPopupPresenter.current == nil)
  }

  @Test func panelsOpenBelowOrAboveAndStayInside() {
    let container = CGRect(x: 8, y: 8, width: 374, height: 484)
    let size = CGSize(width: 180, height: 200)
    #expect(
      MenuPopupPresenter.origin(
        of: size, anchor: CGRect(x: 20, y: 40, width: 60, height: 30), beside: false,
        in: container) == CGPoint(x: 20, y: 74))
    #expect(
      MenuPopupPresenter.origin(
        of: size, anchor: CGRect(x: 20, y: 400, width: 60, height: 30), beside: false,
        in: container) == CGPoint(x: 20, y: 196))
    #expect(
      MenuPopupPresenter.origin(
        of: size, anchor: CGRect(x: 300, y: 40, width: 60, height: 30), beside: false,
        in: container) == CGPoint(x: 202, y: 74))
    #expect(
      MenuPopupPresenter.origin(
        of: size, anchor: CGRect(x: 20, y: 100, width: 160, height: 32), beside: true,
        in: container) == CGPoint(x: 182, y: 94))
    #expect(
      MenuPopupPresenter.origin(
        of: size, anchor: CGRect(x: 200, y: 100, width: 160, height: 32), beside: true,
        in: container) == CGPoint(x: 18, y: 94))
  }

  @Test func aDeferredElementShowsLoadingUntilItAnswersAndIsCached() throws {
    var asks = 0
    var answer: (([UIMenuElement]) -> Void)?
    let deferred = UIDeferredMenuElement { completion in
      asks += 1
      answer = completion
    }
    var log: [String] = []
    let menu = UIMenu(children: [UIAction(title: "Inbox") { _ in log.append("Inbox") }, deferred])
    let button = UIButton(type: .system)
    button.setTitle("Folders", for: .normal)
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    driver.tap(at: CGPoint(x: 70, y: 40))
    let presenter = try #require(MenuPopupPresenter.current)
    #expect(asks == 1)
    #expect(presenter.panels[0].layout.rows.count == 2)
    if case .loading = presenter.panels[0].layout.rows[1].kind {
    } else {
      Issue.record("the second row is not loading")
    }
    answer?([UIAction(title: "Drafts") { _ in log.append("Drafts") }])
    #expect(presenter.panels[0].layout.rows.map { $0.element?.title } == ["Inbox", "Drafts"])
    #expect(presenter.panels[0].frame.minY == 64)
    driver.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    driver.tap(at: CGPoint(x: 70, y: 40))
    let again = try #require(MenuPopupPresenter.current)
    #expect(asks == 1)
    #expect(again.panels[0].layout.rows.map { $0.element?.title } == ["Inbox", "Drafts"])
    driver.tap(
      at: CGPoint(
        x: again.panels[0].frame.minX + again.panels[0].layout.rows[1].frame.midX,
        y: again.panels[0].frame.minY + again.panels[0].layout.rows[1].frame.midY))
    #expect(log == ["Drafts"])
  }

  @Test func anUncachedDeferredElementIsAskedEachTimeTheMenuOpens() throws {
    var asks = 0
    let deferred = UIDeferredMenuElement.uncached { completion in
      asks += 1
      completion([UIAction(title: "Recent \(asks)") { _ in }])
    }
    let button = UIButton(type: .system)
    button.menu = UIMenu(children: [deferred])
    button.showsMenuAsPrimaryAction = true
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    driver.tap(at: CGPoint(x: 70, y: 40))
    #expect(
      MenuPopupPresenter.current?.panels[0].layout.rows.map { $0.element?.title } == ["Recent 1"])
    driver.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    driver.tap(at: CGPoint(x: 70, y: 40))
    #expect(asks == 2)
    #expect(
      MenuPopupPresenter.current?.panels[0].layout.rows.map { $0.element?.title } == ["Recent 2"])
  }

  @Test func aButtonShowingItsMenuAsPrimaryActionSendsMenuActionTriggeredNotThePrimaryAction()
    throws
  {
    var events: [String] = []
    let button = UIButton(type: .system)
    button.setTitle("Options", for: .normal)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
    var chosenSender: AnyObject?
    button.menu = UIMenu(children: [
      UIAction(title: "Rename") { a in chosenSender = a.sender as AnyObject? }
    ])
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    driver.tap(at: CGPoint(x: 70, y: 40))
    #expect(events == ["primary"])
    #expect(MenuPopupPresenter.current == nil)
    button.showsMenuAsPrimaryAction = true
    driver.tap(at: CGPoint(x: 70, y: 40))
    #expect(events == ["primary", "menu"])
    let presenter = try #require(MenuPopupPresenter.current)
    let row = presenter.panels[0].layout.rows[0].frame
    driver.tap(
      at: CGPoint(
        x: presenter.panels[0].frame.minX + row.midX, y: presenter.panels[0].frame.minY + row.midY))
    #expect(chosenSender === button)
  }

  @Test func aPopUpButtonShowsTheTitleOfTheActionThatIsOn() throws {
    let small = UIAction(title: "Small") { _ in }
    let large = UIAction(title: "Large") { _ in }
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.menu = UIMenu(children: [small, large])
    button.changesSelectionAsPrimaryAction = true
    #expect(button.title(for: .normal) == "Small")
    #expect(small.state == .on && large.state == .off)
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    driver.tap(at: CGPoint(x: 70, y: 40))
    driver.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    driver.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    driver.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(button.title(for: .normal) == "Large")
    #expect(small.state == .off && large.state == .on)
  }

  @Test func anActionThatKeepsTheMenuPresentedLeavesItOpen() throws {
    var count = 0
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.menu = UIMenu(children: [
      UIAction(title: "Zoom In", attributes: .keepsMenuPresented) { _ in count += 1 }
    ])
    button.showsMenuAsPrimaryAction = true
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    driver.tap(at: CGPoint(x: 70, y: 40))
    driver.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    driver.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    driver.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(count == 2)
    #expect(MenuPopupPresenter.current != nil)
  }

  @Test func aPaletteShowsItsChildrenSideBySide() throws {
    let colors = ["Red", "Green", "Blue", "Gray"].map { UIAction(title: $0) { _ in } }
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.menu = UIMenu(children: [
      UIAction(title: "Rename") { _ in },
      UIMenu(title: "Tag", options: .displayAsPalette, children: colors),
    ])
    button.showsMenuAsPrimaryAction = true
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    driver.tap(at: CGPoint(x: 70, y: 40))
    let rows = try #require(MenuPopupPresenter.current).panels[0].layout.rows
    #expect(rows.count == 7)
    #expect(
      rows.suffix(4).map(\.frame) == [
        CGRect(x: 6, y: 73, width: 42, height: 40), CGRect(x: 48, y: 73, width: 42, height: 40),
        CGRect(x: 90, y: 73, width: 42, height: 40), CGRect(x: 132, y: 73, width: 42, height: 40),
      ])
  }

  @Test func aBarItemWithItsOwnActionOpensItsMenuOnALongPress() throws {
    var taps = 0
    var chosen: [String] = []
    let item = UIBarButtonItem(
      title: "Back", primaryAction: UIAction { _ in taps += 1 },
      menu: UIMenu(children: [UIAction(title: "Inbox") { _ in chosen.append("Inbox") }]))
    let controller = UIViewController()
    controller.navigationItem.rightBarButtonItem = item
    let driver = AppDriver(
      rootViewController: UINavigationController(rootViewController: controller),
      size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    let button = try #require(item.button)
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    driver.tap(at: center)
    #expect(taps == 1)
    #expect(MenuPopupPresenter.current == nil)
    driver.longPress(at: center)
    #expect(taps == 1)
    let presenter = try #require(MenuPopupPresenter.current)
    driver.pressKey(UIKeyCommand.inputDownArrow, keyCode: .keyboardDownArrow)
    driver.pressKey("\r", keyCode: .keyboardReturnOrEnter)
    #expect(chosen == ["Inbox"])
    #expect(!presenter.isShowing)
  }

  @Test func aButtonWithAMenuItDoesNotShowOnTapOpensItOnALongPress() throws {
    var primary = 0
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
    button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    driver.longPress(at: CGPoint(x: 70, y: 40))
    #expect(primary == 0)
    #expect(MenuPopupPresenter.current != nil)
    MenuPopupPresenter.current?.dismiss()
    // Shown as the primary action, a slow click still opens it (on release).
    button.showsMenuAsPrimaryAction = true
    driver.longPress(at: CGPoint(x: 70, y: 40))
    #expect(MenuPopupPresenter.current != nil)
    #expect(primary == 0)
  }

  @Test func aMenuWithNothingToShowDoesNotOpen() {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.menu = UIMenu(children: [
      UIAction(title: "Secret", attributes: .hidden) { _ in },
      UIMenu(options: .displayInline, children: []),
    ])
    button.showsMenuAsPrimaryAction = true
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    driver.tap(at: CGPoint(x: 70, y: 40))
    #expect(MenuPopupPresenter.current == nil)
    // An empty submenu is shown but cannot be opened.
    button.menu = UIMenu(children: [UIMenu(title: "Empty", children: [])])
    driver.tap(at: CGPoint(x: 70, y: 40))
    let presenter = MenuPopupPresenter.current
    #expect(presenter?.panels.first?.layout.rows.map(\.isSelectable) == [false])
    presenter?.dismiss()
  }

  @Test func aDeferredAnswerAfterTheMenuClosedIsKeptAndASecondAnswerIgnored() throws {
    var answer: (([UIMenuElement]) -> Void)?
    var asks = 0
    let deferred = UIDeferredMenuElement { completion in
      asks += 1
      answer = completion
    }
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.menu = UIMenu(children: [deferred])
    button.showsMenuAsPrimaryAction = true
    let root = UIView()
    root.addSubview(button)
    let driver = AppDriver(rootView: root, size: CGSize(width: 390, height: 500))
    defer {
      MenuPopupPresenter.current?.dismiss()
      driver.advance(by: 0.1)
    }
    driver.tap(at: CGPoint(x: 70, y: 40))
    driver.pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape)
    answer?([UIAction(title: "Later") { _ in }])
    answer?([UIAction(title: "Twice") { _ in }])
    driver.tap(at: CGPoint(x: 70, y: 40))
    #expect(asks == 1)
    let rows = try #require(MenuPopupPresenter.current).panels[0].layout.rows
    #expect(rows.map { $0.element?.title } == ["Later"])
  }

  @Test func theEditMenuClosesAPopupMenu() throws {
    let screen = SortMenuScreen()
    defer { screen.close() }
    let presenter = try screen.openMenu()
    UIMenuController.shared.show(
      [EditMenuItem(title: "Copy", action: Selector("copy:"))], from: screen.controller.view,
      rect: CGRect(x: 100, y: 300, width: 10, height: 10), choose: { _ in }, dismissed: {})
    #expect(!presenter.isShowing)
    #expect(UIMenuController.shared.isMenuVisible)
    UIMenuController.shared.hideMenu()
  }
}
