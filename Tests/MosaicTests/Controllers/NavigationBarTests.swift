import Testing

@testable import Mosaic

@MainActor
struct NavigationBarTests {
  final class Delegate: UINavigationBarDelegate {
    var allowPop = true
    var log: [String] = []
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
      log.append("shouldPop \(item.title ?? "")")
      return allowPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
      log.append("didPop \(item.title ?? "")")
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
      log.append("didPush \(item.title ?? "")")
    }
  }

  @Test func standaloneBarPushesAndPopsItems() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let delegate = Delegate()
    bar.delegate = delegate
    let first = UINavigationItem(title: "Inbox")
    let second = UINavigationItem(title: "Message")
    bar.pushItem(first, animated: false)
    bar.pushItem(second, animated: false)
    #expect(bar.topItem === second)
    #expect(bar.backItem === first)
    #expect(delegate.log == ["didPush Inbox", "didPush Message"])
    bar.layoutIfNeeded()
    #expect(!bar.backButton.isHidden)
    #expect(bar.backButton.title == "Inbox")
    delegate.allowPop = false
    bar.backButton.sendActions(for: .touchUpInside)
    #expect(bar.items?.count == 2)
    delegate.allowPop = true
    bar.backButton.sendActions(for: .touchUpInside)
    #expect(bar.items?.count == 1)
    #expect(bar.topItem === first)
    #expect(
      delegate.log == [
        "didPush Inbox", "didPush Message", "shouldPop Message", "shouldPop Message",
        "didPop Message",
      ])
    #expect(bar.popItem(animated: false) == nil)
    bar.items = [second]
    #expect(bar.topItem === second && bar.backItem == nil)
    #expect(bar.sizeThatFits(CGSize(width: 200, height: 500)) == CGSize(width: 200, height: 44))
  }
}
