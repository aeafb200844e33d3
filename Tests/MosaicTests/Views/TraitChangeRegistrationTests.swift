import Foundation
import MosaicTesting
import Testing

@testable import Mosaic

/// A custom trait for the tests: whether content is emphasised.
enum EmphasisTrait: UITraitDefinition {
  static let defaultValue = false
}

/// `registerForTraitChanges`, `traitOverrides` and trait definitions: a registration hears each
/// change of its traits once, with the traits from before, and nothing after it is removed;
/// overrides flow down to the views and controllers below.
@MainActor
@Suite(.serialized)
struct TraitChangeRegistrationTests {
  final class TraitController: UIViewController {
    var log: [String] = []
    func sizeClassChanged() { log.append("action \(traitCollection.horizontalSizeClass.rawValue)") }
    func traitsChanged(_ controller: TraitController, _ previous: UITraitCollection) {
      log.append("action previous \(previous.horizontalSizeClass.rawValue)")
    }
  }

  @Test func aHandlerHearsEachChangeOnceWithThePreviousTraitsAndNothingAfterUnregistering() {
    let controller = TraitController()
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 500))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(child)
    var calls: [(UIView, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = []
    let registration = child.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (view: UIView, previous: UITraitCollection) in
      calls.append((view, previous.horizontalSizeClass, view.traitCollection.horizontalSizeClass))
    }
    app.resize(to: CGSize(width: 700, height: 500))
    #expect(calls.count == 1)
    #expect(calls.first?.0 === child)
    #expect(calls.first?.1 == .compact && calls.first?.2 == .regular)
    // A change of other traits (the height's size class) does not call it.
    app.resize(to: CGSize(width: 800, height: 700))
    #expect(calls.count == 1)
    child.unregisterForTraitChanges(registration)
    app.resize(to: CGSize(width: 390, height: 700))
    #expect(calls.count == 1)
  }

  @Test func targetActionRegistrationsCallMethodReferences() {
    let controller = TraitController()
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 500))
    controller.registerForTraitChanges(
      [UITraitHorizontalSizeClass.self], action: TraitController.sizeClassChanged)
    let second = controller.registerForTraitChanges(
      [UITraitHorizontalSizeClass.self], target: controller, action: TraitController.traitsChanged)
    app.resize(to: CGSize(width: 700, height: 500))
    #expect(controller.log == ["action 2", "action previous 1"])
    controller.unregisterForTraitChanges(second)
    app.resize(to: CGSize(width: 390, height: 500))
    #expect(controller.log == ["action 2", "action previous 1", "action 1"])
  }

  @Test func overridesFlowDownAndTellOnlyWhatChanged() {
    let controller = TraitController()
    let app = AppDriver(rootViewController: controller, size: CGSize(width: 390, height: 500))
    _ = app
    let outer = UIView()
    let inner = UIView()
    let pinned = UIView()
    controller.view.addSubview(outer)
    outer.addSubview(inner)
    outer.addSubview(pinned)
    pinned.traitOverrides.userInterfaceStyle = .light
    var innerStyles: [UIUserInterfaceStyle] = []
    var pinnedCalls = 0
    inner.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (view: UIView, previous: UITraitCollection) in
      innerStyles.append(previous.userInterfaceStyle)
    }
    pinned.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (_: UIView, _: UITraitCollection) in pinnedCalls += 1
    }
    controller.traitOverrides.userInterfaceStyle = .dark
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(pinned.traitCollection.userInterfaceStyle == .light)
    #expect(innerStyles == [.light])
    #expect(pinnedCalls == 0, "a view that overrides the trait itself does not change")
    #expect(controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))

    controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    #expect(innerStyles == [.light, .dark])
    #expect(!controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    pinned.traitOverrides.remove(UITraitUserInterfaceStyle.self)
  }

  @Test func customTraitsAreReadOverriddenAndObserved() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let app = AppDriver(rootView: root, size: CGSize(width: 100, height: 100))
    _ = app
    let child = UIView()
    root.addSubview(child)
    #expect(child.traitCollection[EmphasisTrait.self] == false)
    var previous: [Bool] = []
    child.registerForTraitChanges([EmphasisTrait.self]) { (_: UIView, old: UITraitCollection) in
      previous.append(old[EmphasisTrait.self])
    }
    root.traitOverrides[EmphasisTrait.self] = true
    #expect(child.traitCollection[EmphasisTrait.self] == true)
    #expect(previous == [false])
    root.traitOverrides[EmphasisTrait.self] = true
    #expect(previous == [false], "setting the same value again changes nothing")
    root.traitOverrides.remove(EmphasisTrait.self)
    #expect(child.traitCollection[EmphasisTrait.self] == false)
    #expect(previous == [false, true])

    let made = UITraitCollection { traits in
      traits.userInterfaceStyle = .dark
      traits[EmphasisTrait.self] = true
    }
    #expect(made.userInterfaceStyle == .dark && made[EmphasisTrait.self])
    let modified = made.modifyingTraits { $0.horizontalSizeClass = .compact }
    #expect(modified.horizontalSizeClass == .compact && modified.userInterfaceStyle == .dark)
    #expect(modified[EmphasisTrait.self])
    #expect(made[UITraitUserInterfaceStyle.self] == .dark)
  }
}
