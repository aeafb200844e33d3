import Mosaic
import Testing

@MainActor
struct ViewHierarchyTests {
  @Test func addInsertAndReorderSubviewsKeepLayersInStep() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    root.bringSubviewToFront(c)
    #expect(root.subviews.last === c)
    root.sendSubviewToBack(b)
    #expect(root.subviews.first === b)
    root.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    #expect(
      root.layer.sublayers?.map(ObjectIdentifier.init)
        == root.subviews.map { ObjectIdentifier($0.layer) })
    root.insertSubview(a, aboveSubview: b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    root.insertSubview(a, belowSubview: c)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    #expect(
      root.layer.sublayers?.map(ObjectIdentifier.init)
        == root.subviews.map { ObjectIdentifier($0.layer) })
  }

  @Test func movingAViewToAnotherParentDetachesItFirst() {
    let p1 = UIView()
    let p2 = UIView()
    let child = UIView()
    p1.addSubview(child)
    p2.addSubview(child)
    #expect(p1.subviews.isEmpty)
    #expect(child.superview === p2)
    #expect(child.layer.superlayer === p2.layer)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(p2.layer.sublayers == nil)
  }

  @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let deep = UIView()
    a.tag = 1
    b.tag = 2
    deep.tag = 2
    root.addSubview(a)
    a.addSubview(deep)
    root.addSubview(b)
    #expect(root.viewWithTag(2) === deep)
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(99) == nil)
  }

  @Test func windowAndMoveCallbacks() {
    final class Probe: UIView {
      var log: [String] = []
      override func willMove(toSuperview newSuperview: UIView?) { log.append("willSuper") }
      override func didMoveToSuperview() { log.append("didSuper") }
      override func willMove(toWindow newWindow: UIWindow?) { log.append("willWindow") }
      override func didMoveToWindow() { log.append("didWindow") }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let probe = Probe()
    window.addSubview(probe)
    #expect(probe.window === window)
    #expect(probe.log == ["willSuper", "willWindow", "didSuper", "didWindow"])
  }

  @Test func addingAViewToItselfStopsWithUIKitsMessage() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let v = UIView()
        v.addSubview(v)
      }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      output.contains(
        "Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
          + "'Can't add self as subview'"))
  }

  @Test func addingAViewToItsDescendantIsRefused() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
      }
    }
  }
}
