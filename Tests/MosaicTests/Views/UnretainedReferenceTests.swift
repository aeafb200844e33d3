import Foundation
import Testing

@testable import Mosaic

/// What Mosaic holds of views, layout guides and layers without keeping them alive
/// (`Unretained`) reads nil once they are gone, as a weak reference would; so do the public
/// properties built on it.
@MainActor
struct UnretainedReferenceTests {
  @Test func aReferenceReadsNilOnceItsViewLayerOrOtherObjectIsGone() {
    var view: UIView? = UIView()
    var layer: CALayer? = CALayer()
    var other: NSObject? = NSObject()
    let toView = Unretained(wrappedValue: view)
    let toLayer = Unretained(wrappedValue: layer)
    let toOther = Unretained(wrappedValue: other)
    #expect(toView.wrappedValue === view)
    #expect(toLayer.wrappedValue === layer)
    #expect(toOther.wrappedValue === other)
    view = nil
    layer = nil
    other = nil
    #expect(toView.wrappedValue == nil)
    #expect(toLayer.wrappedValue == nil)
    #expect(toOther.wrappedValue == nil)
    // Set again, and cleared.
    var reference = Unretained<UIView>()
    #expect(reference.wrappedValue == nil)
    let kept = UIView()
    reference.wrappedValue = kept
    #expect(reference.wrappedValue === kept)
    reference.wrappedValue = nil
    #expect(reference.wrappedValue == nil)
  }

  @Test func aRecognizerAGuideAndAnAnimatorForgetTheirGoneView() {
    let recognizer = UITapGestureRecognizer()
    let guide = UILayoutGuide()
    var animator: UIDynamicAnimator?
    weak var gone: UIView?
    do {
      let view = UIView()
      view.addGestureRecognizer(recognizer)
      view.addLayoutGuide(guide)
      animator = UIDynamicAnimator(referenceView: view)
      #expect(recognizer.view === view)
      #expect(guide.owningView === view)
      #expect(animator?.referenceView === view)
      gone = view
    }
    #expect(gone == nil)
    #expect(recognizer.view == nil)
    #expect(guide.owningView == nil)
    #expect(animator?.referenceView == nil)
  }

  @Test func aSceneDoesNotKeepItsWindows() {
    let scene = UIWindowScene(
      session: UISceneSession(persistentIdentifier: "unretained", role: .windowApplication),
      connectionOptions: UIScene.ConnectionOptions())
    let kept = UIWindow(windowScene: scene)
    weak var gone: UIWindow?
    do {
      let window = UIWindow(windowScene: scene)
      #expect(scene.windows == [kept, window])
      gone = window
    }
    #expect(gone == nil)
    #expect(scene.windows == [kept])
  }
}
