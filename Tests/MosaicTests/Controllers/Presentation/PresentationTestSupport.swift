import Foundation
import MosaicTesting

@testable import Mosaic

/// A view controller that logs its appearance callbacks, `viewIsAppearing` included, as
/// "<name>.<callback>".
@MainActor
final class AppearanceProbe: UIViewController {
  let name: String
  let log: CallbackLog

  init(_ name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func loadView() {
    let v = UIView(frame: UIScreen.main.bounds)
    v.backgroundColor = .white
    view = v
  }

  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
  override func viewIsAppearing(_ animated: Bool) {
    log.add("\(name).viewIsAppearing(inWindow: \(view.window != nil))")
  }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// A presentation delegate that logs what it is asked and told, and answers as set.
@MainActor
final class PresentationDelegateProbe: UISheetPresentationControllerDelegate,
  UIPopoverPresentationControllerDelegate
{
  let log: CallbackLog
  var shouldDismiss = true
  var adaptiveStyle: UIModalPresentationStyle?

  init(log: CallbackLog) { self.log = log }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log.add("shouldDismiss")
    return shouldDismiss
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.add("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.add("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.add("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    log.add(
      "didChangeDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
  }
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptiveStyle ?? controller.adaptivePresentationStyle(for: traitCollection)
  }
}

/// A plain controller with a coloured view.
@MainActor
func coloredController(_ color: UIColor = .white) -> UIViewController {
  let vc = UIViewController()
  vc.view.backgroundColor = color
  return vc
}

/// Collects the presentation reports made while `body` runs.
@MainActor
func presentationReports(_ body: () -> Void) -> [String] {
  FailureReport.capturing([.presentation]) { body() }.map(\.message)
}

/// The frame of `view` in its window.
@MainActor
func windowFrame(_ view: UIView) -> CGRect {
  view.convert(view.bounds, to: nil)
}

extension AppDriver {
  /// Presses Escape.
  func pressEscape() { pressKey(UIKeyCommand.inputEscape, keyCode: .keyboardEscape) }
  /// Presses Return.
  func pressReturn() { pressKey("\r", keyCode: .keyboardReturnOrEnter) }
  /// Presses Tab (Shift-Tab when `backward`).
  func pressTab(backward: Bool = false) {
    pressKey("\t", modifiers: backward ? .shift : [], keyCode: .keyboardTab)
  }
}
