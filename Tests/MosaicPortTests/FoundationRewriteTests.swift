import Testing

@testable import MosaicPort

@Suite struct FoundationRewriteTests {
  @Test func notificationObserversBecomeBlocksHoldingTheObserverWeakly() {
    let source = """
      class VC {
          func setUp() {
              NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: .x, object: nil)
              center.addObserver(self,
                                 selector: #selector(VC.reload),
                                 name: Notification.Name("y"), object: model)
              let token = NotificationCenter.default.addObserver(helper, selector: #selector(Helper.go(note:)), name: nil, object: nil)
          }
          func changed(_ n: Notification) {}
          func reload() {}
      }
      """
    let expected = """
      class VC {
          func setUp() {
              _ = NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { [weak self] notification in
                  MainActor.assumeIsolated { self?.changed(notification) }
              }
              _ = center.addObserver(forName: Notification.Name("y"), object: model, queue: nil) { [weak self] _ in
                  MainActor.assumeIsolated { self?.reload() }
              }
              let token = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { [weak helper] notification in
                  MainActor.assumeIsolated { helper?.go(note: notification) }
              }
          }
          func changed(_ n: Notification) {}
          func reload() {}
      }
      """
    #expect(ported(source) == expected)
  }

  @Test func timersBecomeBlockTimers() {
    let source = """
      class VC {
        var t: Timer?
        func start() {
          t = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
          Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(done), userInfo: nil, repeats: false)
          let u = Timer(timeInterval: 2, target: self, selector: #selector(done), userInfo: nil, repeats: true)
          let v = Timer(fireAt: date, interval: 3, target: self, selector: #selector(done), userInfo: nil, repeats: false)
        }
        func tick(_ timer: Timer) {}
        func done() {}
      }
      """
    let expected = """
      class VC {
        var t: Timer?
        func start() {
          t = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
            MainActor.assumeIsolated { self?.tick(timer) }
          }
          _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.done() }
          }
          let u = Timer(timeInterval: 2, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.done() }
          }
          let v = Timer(fire: date, interval: 3, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.done() }
          }
        }
        func tick(_ timer: Timer) {}
        func done() {}
      }
      """
    #expect(ported(source) == expected)
  }

  @Test func aTimerWithUserInfoIsReportedNotRewritten() {
    let source = """
      class VC {
        func f() { Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(g), userInfo: "x", repeats: false) }
      }
      """
    #expect(ported(source) == source)
    #expect(
      report(source) == [
        #"F.swift:2: cannot port scheduledTimer(…userInfo: "x"…): the block form has no userInfo; capture the value in a closure and use the block form"#
      ])
  }

  @Test func performBecomesACallOrADelayedCall() {
    let source = """
      class VC {
        func f() {
          perform(#selector(flash), with: nil, afterDelay: 0.25)
          self.perform(#selector(show(_:)), with: item, afterDelay: delay * 2)
          other.view.perform(#selector(UIView.layoutIfNeeded))
          perform(#selector(show(_:)), with: item)
        }
        func flash() {}
        func show(_ item: Item) {}
      }
      """
    let expected = """
      class VC {
        func f() {
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { self.flash() }
          DispatchQueue.main.asyncAfter(deadline: .now() + delay * 2) { self.show(item) }
          other.view.layoutIfNeeded()
          self.show(item)
        }
        func flash() {}
        func show(_ item: Item) {}
      }
      """
    #expect(ported(source) == expected)
  }
}
