import Testing

@testable import MosaicPort

@Suite struct PortabilityCheckTests {
  @Test func whatHasNoLinuxEquivalentIsReportedAndLeftAsItIs() {
    let source = """
      import UIKit
      import AVFoundation
      import Combine
      @objc protocol P {
          @objc optional func f()
      }
      class VC: UIViewController {
          func g() {
              tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "c")
              Bundle.main.loadNibNamed("Header", owner: self, options: nil)
              let o = player.observe(\\.rate) { _, _ in }
              obj.addObserver(self, forKeyPath: "rate", options: [], context: nil)
              let k = #keyPath(Player.rate)
              if x.responds(to: #selector(VC.g)) {}
              let c = NSClassFromString("Cell")
              performSelector(onMainThread: #selector(g), with: nil, waitUntilDone: false)
          }
      }
      """
    #expect(
      report(source) == [
        "F.swift:2: cannot port import AVFoundation: not on Linux; remove the import and the code that uses it, or put it behind #if canImport",
        "F.swift:3: cannot port import Combine: not on Linux (Foundation there has no publishers); use callbacks or async sequences",
        "F.swift:4: rewrote removed @objc",
        "F.swift:5: cannot port optional requirement: optional requirements need @objc; make it a requirement with a default implementation in a protocol extension",
        "F.swift:5: rewrote removed @objc",
        "F.swift:9: cannot port UINib: Mosaic has no nibs; build the view in code",
        "F.swift:10: cannot port loadNibNamed(…): Mosaic has no nibs; build the view in code",
        "F.swift:11: cannot port observe(\\.…): key-value observing needs the Objective-C runtime; observe the property with didSet or a callback",
        "F.swift:12: cannot port addObserver(…forKeyPath:…): key-value observing needs the Objective-C runtime; use the property itself (or a key path)",
        "F.swift:13: cannot port #keyPath(…): key paths as strings are Objective-C's; use a Swift key path (\\Type.property)",
        "F.swift:14: cannot port responds(to:): there is no Objective-C runtime to ask; call the method (UIKit's optional requirements have defaults in Mosaic) or test the type with `as?`",
        "F.swift:15: cannot port NSClassFromString(…): classes cannot be looked up by name on Linux; name the type (or keep a table of types)",
        "F.swift:16: cannot port performSelector(…): the Objective-C runtime's perform methods are not on Linux; use DispatchQueue (keep a DispatchWorkItem to cancel)",
      ])
  }
}

@Suite struct ReusableViewInitializerCheckTests {
  @Test func aNibCellWithoutInitFrameIsReported() {
    let source = """
      class NibCell: UICollectionViewCell {
          required init?(coder: NSCoder) { super.init(coder: coder) }
          func configure() { let x = Thing(frame: .zero) }
      }
      class CodeCell: UICollectionViewCell {
          override init(frame: CGRect) { super.init(frame: frame) }
          required init?(coder: NSCoder) { fatalError() }
      }
      class PlainCell: UICollectionViewListCell {
          let label = UILabel()
      }
      class Header: UICollectionReusableView {
          init(title: String) { super.init(frame: .zero) }
          required init?(coder: NSCoder) { fatalError() }
      }
      """
    #expect(
      report(source) == [
        "F.swift:1: cannot port NibCell: a UICollectionViewCell subclass without init(frame:) cannot be made from its registered class; add `override init(frame: CGRect)` that builds its views in code",
        "F.swift:12: cannot port Header: a UICollectionReusableView subclass without init(frame:) cannot be made from its registered class; add `override init(frame: CGRect)` that builds its views in code",
      ])
  }
}

@Suite struct IdempotenceTests {
  @Test func portingAPortedFileChangesNothing() throws {
    let source = """
      @UIApplicationMain class A: UIResponder {
          @IBOutlet weak var v: UIView!
          @objc protocol Q {}
          func f() {
              b.addTarget(self, action: #selector(g(_:)), for: .touchUpInside)
              NotificationCenter.default.addObserver(self, selector: #selector(h), name: .x, object: nil)
              Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(h), userInfo: nil, repeats: true)
              perform(#selector(h), with: nil, afterDelay: 1)
              if action == #selector(copy(_:)) { delegate?.tableView?(t, didSelectRowAt: p) }
          }
          @objc func g(_ b: UIButton) {}
          @objc dynamic func h() {}
      }
      """
    let once = try Porter.port(source)
    #expect(once.changed)
    let twice = try Porter.port(once.text)
    #expect(!twice.changed)
    #expect(twice.text == once.text)
    #expect(twice.notes.isEmpty)
  }
}
