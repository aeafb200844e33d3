// The corpus as mosaic-port ported it, run: every rewritten selector, observer, timer and
// delayed call reaches its method.
import Foundation
import MosaicTesting
import Testing
import UIKit

@testable import PortCorpus

@MainActor
@Suite struct PortedCorpusTests {
  private func button(titled title: String, in view: UIView) -> UIButton? {
    if let button = view as? UIButton, button.title(for: .normal) == title { return button }
    for subview in view.subviews {
      if let found = button(titled: title, in: subview) { return found }
    }
    return nil
  }

  private func center(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  @Test func theStopwatchsButtonsGesturesAndBarItemCallTheirMethods() throws {
    let stopwatch = StopwatchViewController()
    let navigation = UINavigationController(rootViewController: stopwatch)
    let driver = AppDriver(rootViewController: navigation, size: CGSize(width: 390, height: 500))
    driver.tap(at: center(of: stopwatch.soundSwitch))
    #expect(stopwatch.soundOn)
    driver.tap(at: center(of: stopwatch.timeLabel))
    driver.advance(by: 0.1)
    driver.tap(at: center(of: stopwatch.timeLabel))
    driver.advance(by: 0.5)
    #expect(stopwatch.taps == 1)
    driver.longPress(at: center(of: stopwatch.timeLabel))
    #expect(stopwatch.longPresses >= 1)
    let lap = try #require(button(titled: "Lap", in: driver.window))
    driver.tap(at: center(of: lap))
    #expect(stopwatch.laps == [0])
    driver.tap(at: center(of: stopwatch.startButton))
    #expect(stopwatch.startButton.title(for: .normal) == "Stop")
  }

  @Test func theTimerNotificationsAndDelayedCallRunTheirBlocks() async throws {
    let stopwatch = StopwatchViewController()
    let driver = AppDriver(rootViewController: stopwatch, size: CGSize(width: 390, height: 500))
    stopwatch.toggleTimer(stopwatch.startButton)
    let timer = try #require(stopwatch.timer)
    #expect(timer.isValid && timer.timeInterval == 0.1)
    timer.fire()
    timer.fire()
    #expect(stopwatch.ticks == 2)
    #expect(stopwatch.timeLabel.text == "0.2")
    stopwatch.toggleTimer(stopwatch.startButton)
    #expect(!timer.isValid && stopwatch.timer == nil)

    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 300, width: 390, height: 216)
      ])
    #expect(stopwatch.keyboardHeight == 216)
    NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
    #expect(stopwatch.resignCount == 1)

    let delegate = ResetRecorder()
    stopwatch.delegate = delegate
    driver.tap(at: center(of: stopwatch.resetButton))
    #expect(delegate.resets == 1)
    #expect(stopwatch.flashCount == 0)
    // The delayed call runs on the main queue a quarter of a second later.
    try await Task.sleep(nanoseconds: 500_000_000)
    #expect(stopwatch.flashCount == 1)
  }

  @Test func theGroceryListAddsRowsFromItsBarItemAndRefreshes() throws {
    let list = GroceryListViewController(style: .plain)
    let driver = AppDriver(rootViewController: UINavigationController(rootViewController: list))
    let add = try #require(list.navigationItem.rightBarButtonItem)
    #expect(add.title == "+")
    let before = list.items.count
    let addButton = try #require(button(titled: "+", in: driver.window))
    driver.tap(at: center(of: addButton))
    #expect(list.items.count == before + 1)
    #expect(list.tableView.numberOfRows(inSection: 0) == before + 1)
    list.refreshControl?.sendActions(for: .valueChanged)
    #expect(list.refreshCount == 1)
  }

  @Test func thePhotoDataSourceAnswersTheEditMenuWithSelectors() throws {
    let source = PhotoGridDataSource(titles: ["Dunes", "Reef"])
    let layout = UICollectionViewFlowLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    collectionView.dataSource = source
    let path = IndexPath(item: 1, section: 0)
    #expect(
      source.collectionView(
        collectionView, canPerformAction: Selector("copy:"), forItemAt: path, withSender: nil))
    #expect(
      source.collectionView(
        collectionView, canPerformAction: Selector("paste:"), forItemAt: path, withSender: nil))
    #expect(
      !source.collectionView(
        collectionView, canPerformAction: Selector("cut:"), forItemAt: path, withSender: nil))
    source.collectionView(
      collectionView, performAction: Selector("copy:"), forItemAt: path, withSender: nil)
    #expect(UIPasteboard.general.string == "Reef")
    let cell = source.collectionView(collectionView, cellForItemAt: path) as? PhotoCell
    #expect(cell?.titleLabel.text == "Reef")
  }
}

final class ResetRecorder: StopwatchViewControllerDelegate {
  var resets = 0
  func stopwatchDidReset(_ controller: StopwatchViewController) { resets += 1 }
}
