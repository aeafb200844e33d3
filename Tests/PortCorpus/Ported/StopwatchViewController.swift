//
//  StopwatchViewController.swift
//  Groceries
//
//  Buttons, gestures, bar items, notifications and a timer, wired the Objective-C way.
//

import UIKit

protocol StopwatchViewControllerDelegate: AnyObject {
    func stopwatchDidReset(_ controller: StopwatchViewController)
}

class StopwatchViewController: UIViewController {

    weak var delegate: StopwatchViewControllerDelegate?
    var onLap: ((Int) -> Void)?

    let startButton = UIButton(type: .system)
    let resetButton = UIButton(type: .system)
    let soundSwitch = UISwitch()
    let timeLabel = UILabel()

    private(set) var ticks = 0
    private(set) var laps: [Int] = []
    private(set) var taps = 0
    private(set) var longPresses = 0
    private(set) var soundOn = false
    private(set) var resignCount = 0
    private(set) var keyboardHeight: CGFloat = 0
    private(set) var flashCount = 0
    private(set) var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        startButton.setTitle("Start", for: .normal)
        startButton.addTarget(self, action: StopwatchViewController.toggleTimer(_:), for: .touchUpInside)
        resetButton.setTitle("Reset", for: .normal)
        resetButton.addTarget(self, action: StopwatchViewController.reset, for: .touchUpInside)
        soundSwitch.addTarget(self, action: StopwatchViewController.soundChanged(sender:), for: .valueChanged)

        let tap = UITapGestureRecognizer(target: self, action: StopwatchViewController.handleTap(_:))
        tap.numberOfTapsRequired = 2
        timeLabel.isUserInteractionEnabled = true
        timeLabel.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer()
        press.addTarget(self, action: StopwatchViewController.handleLongPress)
        timeLabel.addGestureRecognizer(press)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Lap", style: .plain, target: self, action: StopwatchViewController.lap)

        for subview in [startButton, resetButton, soundSwitch, timeLabel] as [UIView] {
            view.addSubview(subview)
        }
        startButton.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        resetButton.frame = CGRect(x: 140, y: 100, width: 100, height: 44)
        soundSwitch.frame = CGRect(x: 260, y: 106, width: 51, height: 31)
        timeLabel.frame = CGRect(x: 20, y: 160, width: 300, height: 44)
        timeLabel.text = "0.0"

        _ = NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.appWillResignActive() }
        }
        _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in
            MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func toggleTimer(_ sender: UIButton) {
        if let timer = timer {
            timer.invalidate()
            self.timer = nil
            sender.setTitle("Start", for: .normal)
        } else {
            timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
                MainActor.assumeIsolated { self?.tick(timer) }
            }
            sender.setTitle("Stop", for: .normal)
        }
    }

    func tick(_ timer: Timer) {
        ticks += 1
        timeLabel.text = String(format: "%.1f", Double(ticks) / 10)
    }

    func reset() {
        timer?.invalidate()
        timer = nil
        ticks = 0
        laps.removeAll()
        delegate?.stopwatchDidReset(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { self.flash() }
    }

    func flash() {
        flashCount += 1
    }

    func lap() {
        laps.append(ticks)
        onLap?(ticks)
    }

    func soundChanged(sender: UISwitch) {
        soundOn = sender.isOn
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended {
            taps += 1
        }
    }

    func handleLongPress() {
        longPresses += 1
    }

    func appWillResignActive() {
        resignCount += 1
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.flash() }
        }
    }

    func keyboardWillShow(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        keyboardHeight = frame?.height ?? 0
        let message = "keyboard: \(frame.map { "\($0.height)" } ?? "none") #selector(notMe)"
        print(message)
    }
}
