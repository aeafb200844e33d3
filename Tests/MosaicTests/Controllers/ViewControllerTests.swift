import Testing

@testable import Mosaic

@MainActor
struct ViewControllerTests {
  @Test func viewLoadsLazilyOnceLoadViewBeforeViewDidLoad() {
    let log = CallbackLog()
    let vc = ProbeController("A", log: log)
    #expect(!vc.isViewLoaded)
    #expect(vc.viewIfLoaded == nil)
    #expect(log.entries.isEmpty)
    let v = vc.view
    #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
    #expect(vc.isViewLoaded)
    #expect(vc.viewIfLoaded === v)
    _ = vc.view
    vc.loadViewIfNeeded()
    #expect(log.entries.isEmpty)
  }

  @Test func loadViewIfNeededLoadsWithoutReadingView() {
    let log = CallbackLog()
    let vc = ProbeController("A", log: log)
    vc.loadViewIfNeeded()
    #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
    #expect(vc.isViewLoaded)
  }

  @Test func defaultViewFillsTheScreenAndResizes() {
    let vc = UIViewController()
    #expect(vc.view.frame == UIScreen.main.bounds)
    #expect(vc.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(vc.view.backgroundColor == nil)
  }

  @Test func responderChainRunsViewControllerSuperview() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let container = UIView()
    window.addSubview(container)
    let vc = UIViewController()
    container.addSubview(vc.view)
    #expect(vc.view.next === vc)
    #expect(vc.next === container)
    vc.view.removeFromSuperview()
    #expect(vc.next == nil)
    let parent = UIViewController()
    parent.addChild(vc)
    #expect(vc.next === parent)
  }

  @Test func containmentCallbacks() {
    let log = CallbackLog()
    let parent = ProbeController("P", log: log)
    let child = ProbeController("C", log: log)
    parent.addChild(child)
    #expect(log.take() == ["C.willMove(P)"])
    #expect(child.parent === parent)
    #expect(parent.children.count == 1 && parent.children[0] === child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(
      withoutLayout(log.take()) == [
        "P.loadView", "P.viewDidLoad", "C.loadView", "C.viewDidLoad", "C.didMove(P)",
      ])
    // Adding it again to the same parent does nothing.
    parent.addChild(child)
    #expect(log.entries.isEmpty)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(log.take() == ["C.willMove(nil)", "C.didMove(nil)"])
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
    // Removing a controller without a parent does nothing.
    child.removeFromParent()
    #expect(log.entries.isEmpty)
  }

  @Test func addingToAnotherParentRemovesFromTheOldOne() {
    let log = CallbackLog()
    let p1 = ProbeController("P1", log: log)
    let p2 = ProbeController("P2", log: log)
    let child = ProbeController("C", log: log)
    p1.addChild(child)
    _ = log.take()
    p2.addChild(child)
    #expect(log.take() == ["C.didMove(nil)", "C.willMove(P2)"])
    #expect(p1.children.isEmpty)
    #expect(child.parent === p2)
  }

  @Test func titleFeedsTheNavigationItem() {
    let vc = UIViewController()
    #expect(vc.navigationItem.title == nil)
    vc.title = "Books"
    #expect(vc.navigationItem.title == "Books")
    vc.navigationItem.title = "Own"
    vc.title = "Other"
    #expect(vc.navigationItem.title == "Own")
    #expect(vc.navigationItem === vc.navigationItem)
  }

  @Test func layoutCallbacksSurroundLayoutSubviews() {
    let log = CallbackLog()
    let vc = ProbeController("A", log: log)
    let v = vc.view as! LoggingView
    v.log = log
    v.name = "view"
    _ = log.take()
    v.setNeedsLayout()
    v.layoutIfNeeded()
    #expect(
      log.take() == ["A.viewWillLayoutSubviews", "view.layoutSubviews", "A.viewDidLayoutSubviews"])
    v.layoutIfNeeded()
    #expect(log.entries.isEmpty)
  }

  @Test func windowRootViewControllerInstallsTheViewAndSendsAppearance() {
    let log = CallbackLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    let a = ProbeController("A", log: log)
    window.rootViewController = a
    #expect(
      withoutLayout(log.take()) == [
        "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear",
      ])
    #expect(a.view.superview === window)
    #expect(a.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    #expect(a.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(a.next === window)
    window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
    #expect(a.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))

    let b = ProbeController("B", log: log)
    window.rootViewController = b
    #expect(
      withoutLayout(log.take()) == [
        "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "A.viewDidDisappear", "B.viewDidAppear",
      ])
    #expect(a.view.superview == nil)
    #expect(window.rootViewController === b)
  }

  @Test func appearanceIsForwardedToChildrenInTheView() {
    let log = CallbackLog()
    let parent = ProbeController("P", log: log)
    let inView = ProbeController("C1", log: log)
    let notInView = ProbeController("C2", log: log)
    parent.addChild(inView)
    parent.view.addSubview(inView.view)
    inView.didMove(toParent: parent)
    parent.addChild(notInView)
    notInView.didMove(toParent: parent)
    _ = log.take()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController = parent
    #expect(
      withoutLayout(log.take()) == [
        "P.viewWillAppear", "C1.viewWillAppear", "P.viewDidAppear", "C1.viewDidAppear",
      ])
    // Beginning the same transition twice sends nothing more.
    parent.beginAppearanceTransition(true, animated: false)
    #expect(log.entries.isEmpty)
    window.rootViewController = nil
    #expect(
      withoutLayout(log.take()) == [
        "P.viewWillDisappear", "C1.viewWillDisappear", "P.viewDidDisappear",
        "C1.viewDidDisappear",
      ])
  }

  @Test func navigationControllerIsFoundAmongAncestors() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let grandchild = UIViewController()
    root.addChild(grandchild)
    #expect(root.navigationController === nav)
    #expect(grandchild.navigationController === nav)
    #expect(UIViewController().navigationController == nil)
  }

  @Test func loadViewThatSetsNoViewIsRefused() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        final class Broken: UIViewController {
          override func loadView() {}
        }
        _ = Broken().view
      }
    }
  }
}

/// Subclasses written as on iOS: a designated `init()` or `init(value:)` calling
/// `super.init(nibName:bundle:)`, with the required `init?(coder:)`.
@MainActor
final class PlainInitController: UIViewController {
  init() { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
final class ValueInitController: UIViewController {
  let value: Int
  init(value: Int) {
    self.value = value
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
struct ViewControllerSubclassingTests {
  @Test func subclassesWithTheirOwnInitializers() {
    #expect(PlainInitController().isViewLoaded == false)
    #expect(ValueInitController(value: 3).value == 3)
    #expect(UIViewController(nibName: "Ignored", bundle: nil).view.frame == UIScreen.main.bounds)
    #expect(UIViewController(coder: NSCoder()) != nil)
  }
}

@MainActor
struct ViewControllerEditingTests {
  @Test func editButtonItemTogglesEditing() {
    final class Editor: UIViewController {
      var changes: [Bool] = []
      override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        changes.append(editing)
      }
    }
    let vc = Editor()
    let item = vc.editButtonItem
    #expect(item === vc.editButtonItem)
    #expect(item.title == "Edit" && item.style == .plain)
    item.performAction()
    #expect(vc.isEditing)
    #expect(item.title == "Done" && item.style == .done)
    vc.isEditing = false
    #expect(item.title == "Edit")
    #expect(vc.changes == [true, false])
  }

  @Test func showPushesOnTheNavigationController() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let next = UIViewController()
    root.show(next, sender: nil)
    #expect(nav.topViewController === next)
  }
}
