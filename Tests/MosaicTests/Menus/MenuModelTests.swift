import Testing

@testable import Mosaic

/// `UIMenu`, `UIMenuElement`, `UIAction` and `UIDeferredMenuElement` as values: UIKit's
/// defaults, options, children, copies and the selected elements.
@MainActor
@Suite struct MenuModelTests {
  @Test func aMenuMadeWithoutArgumentsHasUIKitsDefaults() {
    let menu = UIMenu()
    #expect(menu.title == "")
    #expect(menu.subtitle == nil)
    #expect(menu.image == nil)
    #expect(menu.options == [])
    #expect(menu.preferredElementSize == .automatic)
    #expect(menu.children.isEmpty)
    #expect(!menu.identifier.rawValue.isEmpty)
    #expect(UIMenu().identifier != menu.identifier)
  }

  @Test func optionsHaveUIKitsRawValues() {
    #expect(UIMenu.Options.displayInline.rawValue == 1)
    #expect(UIMenu.Options.destructive.rawValue == 2)
    #expect(UIMenu.Options.singleSelection.rawValue == 32)
    #expect(UIMenu.Options.displayAsPalette.rawValue == 128)
    #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
    #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
    #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
    #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
  }

  @Test func aMenuKeepsItsChildrenInOrderAndActionsAreMenuElements() {
    let copy = UIAction(title: "Copy", image: nil) { _ in }
    let paste = UIAction(title: "Paste", attributes: [.disabled]) { _ in }
    let sub = UIMenu(title: "More", children: [UIAction(title: "Flag") { _ in }])
    let menu = UIMenu(
      title: "Edit", image: nil, identifier: UIMenu.Identifier("edit"),
      options: [.displayInline], children: [copy, paste, sub])
    #expect(menu.children.map(\.title) == ["Copy", "Paste", "More"])
    #expect(menu.children[0] === copy)
    #expect(menu.identifier == UIMenu.Identifier(rawValue: "edit"))
    #expect(menu.options == .displayInline)
    let element: UIMenuElement = copy
    #expect(element.title == "Copy")
    let attributes: UIAction.Attributes = .destructive
    #expect(attributes == UIMenuElement.Attributes.destructive)
    copy.title = "Duplicate"
    #expect(menu.children[0].title == "Duplicate")
  }

  @Test func replacingChildrenCopiesEverythingElse() {
    let menu = UIMenu(
      title: "Sort", subtitle: "Newest first", identifier: UIMenu.Identifier("sort"),
      options: [.singleSelection], children: [UIAction(title: "Date") { _ in }])
    let flag = UIAction(title: "Flag") { _ in }
    let copy = menu.replacingChildren([flag])
    #expect(copy !== menu)
    #expect(copy.title == "Sort")
    #expect(copy.subtitle == "Newest first")
    #expect(copy.identifier == menu.identifier)
    #expect(copy.options == .singleSelection)
    #expect(copy.children.count == 1 && copy.children[0] === flag)
    #expect(menu.children.map(\.title) == ["Date"])
  }

  @Test func selectedElementsAreTheActionsThatAreOnIncludingSubmenus() {
    let a = UIAction(title: "A", state: .on) { _ in }
    let b = UIAction(title: "B", state: .mixed) { _ in }
    let c = UIAction(title: "C", state: .on) { _ in }
    let d = UIAction(title: "D") { _ in }
    let menu = UIMenu(children: [a, b, UIMenu(title: "Sub", children: [c, d])])
    #expect(menu.selectedElements.map(\.title) == ["A", "C"])
  }

  @Test func aDeferredElementRemembersWhetherItIsCached() {
    let cached = UIDeferredMenuElement { completion in completion([]) }
    let uncached = UIDeferredMenuElement.uncached { completion in completion([]) }
    #expect(!cached.isUncached)
    #expect(uncached.isUncached)
    #expect(cached.title == "")
  }

  @Test func anActionTakesUIKitsArgumentsAndDefaults() {
    let action = UIAction(
      title: "Sent", subtitle: "12", image: nil, selectedImage: nil,
      identifier: UIAction.Identifier("sent"), discoverabilityTitle: "Sent mail",
      attributes: [], state: .off
    ) { _ in }
    #expect(action.subtitle == "12")
    #expect(action.identifier.rawValue == "sent")
    let bare = UIAction { _ in }
    #expect(bare.title == "" && bare.state == .off && bare.attributes == [])
  }
}
