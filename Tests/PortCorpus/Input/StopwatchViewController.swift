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
        startButton.addTarget(self, action: #selector(toggleTimer(_:)), for: .touchUpInside)
        resetButton.setTitle("Reset", for: .normal)
        resetButton.addTarget(self, action: #selector(StopwatchViewController.reset), for: .touchUpInside)
        soundSwitch.addTarget(self, action: #selector(self.soundChanged(sender:)), for: .valueChanged)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tap.numberOfTapsRequired = 2
        timeLabel.isUserInteractionEnabled = true
        timeLabel.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer()
        press.addTarget(self, action: #selector(handleLongPress))
        timeLabel.addGestureRecognizer(press)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Lap", style: .plain, target: self, action: #selector(lap))

        for subview in [startButton, resetButton, soundSwitch, timeLabel] as [UIView] {
            view.addSubview(subview)
        }
        startButton.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        resetButton.frame = CGRect(x: 140, y: 100, width: 100, height: 44)
        soundSwitch.frame = CGRect(x: 260, y: 106, width: 51, height: 31)
        timeLabel.frame = CGRect(x: 20, y: 160, width: 300, height: 44)
        timeLabel.text = "0.0"

        NotificationCenter.default.addObserver(self, selector: #selector(appWillResignActive), name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.addObserver(self,
                                               selector: #selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification,
                                               object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func toggleTimer(_ sender: UIButton) {
        if let timer = timer {
            timer.invalidate()
            self.timer = nil
            sender.setTitle("Start", for: .normal)
        } else {
            timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
            sender.setTitle("Stop", for: .normal)
        }
    }

    @objc func tick(_ timer: Timer) {
        ticks += 1
        timeLabel.text = String(format: "%.1f", Double(ticks) / 10)
    }

    @objc func reset() {
        timer?.invalidate()
        timer = nil
        ticks = 0
        laps.removeAll()
        delegate?.stopwatchDidReset(self)
        perform(#selector(flash), with: nil, afterDelay: 0.25)
    }

    @objc func flash() {
        flashCount += 1
    }

    @objc func lap() {
        laps.append(ticks)
        onLap?(ticks)
    }

    @objc func soundChanged(sender: UISwitch) {
        soundOn = sender.isOn
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended {
            taps += 1
        }
    }

    @objc dynamic func handleLongPress() {
        longPresses += 1
    }

    @objc func appWillResignActive() {
        resignCount += 1
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(flash), userInfo: nil, repeats: false)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        keyboardHeight = frame?.height ?? 0
        let message = "keyboard: \(frame.map { "\($0.height)" } ?? "none") #selector(notMe)"
        print(message)
    }
}
