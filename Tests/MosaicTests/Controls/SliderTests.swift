import Testing

@testable import Mosaic

@MainActor
struct SliderTests {
  /// A window with a 200×31 slider at (50, 100), range 0…100; `.valueChanged` events are
  /// logged with the value.
  func makeSlider() -> (UIWindow, UISlider, () -> [String]) {
    resetTouches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 200, height: 31))
    slider.maximumValue = 100
    window.addSubview(slider)
    var log: [String] = []
    slider.addAction(UIAction { _ in log.append("changed \(slider.value)") }, for: .valueChanged)
    slider.addAction(UIAction { _ in log.append("upInside") }, for: .touchUpInside)
    window.layoutIfNeeded()
    return (
      window, slider,
      {
        defer { log = [] }
        return log
      }
    )
  }

  @Test func hasAHeightButNoIntrinsicWidth() {
    let slider = UISlider()
    #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    #expect(slider.sizeThatFits(CGSize(width: 180, height: 5)) == CGSize(width: 180, height: 31))
    #expect(slider.value == 0)
    #expect(slider.minimumValue == 0)
    #expect(slider.maximumValue == 1)
    #expect(slider.isContinuous)
  }

  @Test func anchorsGiveAPinnedSliderItsHeight() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let slider = UISlider()
    slider.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(slider)
    NSLayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      slider.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      slider.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
    ])
    window.layoutIfNeeded()
    #expect(slider.frame == CGRect(x: 20, y: 40, width: 280, height: 31))
  }

  @Test func valuesAreClampedToTheRange() {
    let slider = UISlider()
    slider.value = 3
    #expect(slider.value == 1)
    slider.value = -2
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.setValue(7, animated: true)
    #expect(slider.value == 7)
    slider.maximumValue = 5
    #expect(slider.value == 5)
    slider.minimumValue = 6
    #expect(slider.value == 6)
    #expect(slider.maximumValue == 6)
    slider.minimumValue = -4
    slider.maximumValue = -10
    #expect(slider.minimumValue == -10)
    #expect(slider.value == -10)
    slider.maximumValue = 10
    slider.value = .nan
    #expect(slider.value == -10)
  }

  @Test func theThumbTravelsAlongTheTrack() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track == CGRect(x: 0, y: 14, width: 200, height: 4))
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
        == CGRect(x: 0, y: 2, width: 28, height: 28))
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        == CGRect(x: 86, y: 2, width: 28, height: 28))
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        == CGRect(x: 172, y: 2, width: 28, height: 28))
  }

  @Test func settingTheValueSendsNoAction() {
    let (_, slider, take) = makeSlider()
    slider.value = 40
    slider.setValue(60, animated: true)
    #expect(take() == [])
  }

  @Test func draggingTheThumbChangesTheValueContinuously() {
    let (window, slider, take) = makeSlider()
    // The thumb's centre is at x = 50 + 14; travel is 172 points for 100 units.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 64, y: 115), timestamp: 0)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 64 + 43, y: 115), timestamp: 0.1)
    #expect(slider.value == 25)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 64 + 86, y: 120), timestamp: 0.2)
    #expect(slider.value == 50)
    // Far past the end clamps at the maximum.
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 390, y: 120), timestamp: 0.3)
    #expect(slider.value == 100)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 390, y: 120), timestamp: 0.4)
    #expect(take() == ["changed 25.0", "changed 50.0", "changed 100.0"])
  }

  @Test func aSliderThatIsNotContinuousReportsOnceAtTheEnd() {
    let (window, slider, take) = makeSlider()
    slider.isContinuous = false
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 64, y: 115), timestamp: 0)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 64 + 43, y: 115), timestamp: 0.1)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 64 + 86, y: 115), timestamp: 0.2)
    #expect(take() == [])
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 64 + 86, y: 115), timestamp: 0.3)
    #expect(take() == ["changed 50.0", "upInside"])
  }

  @Test func touchingTheTrackAwayFromTheThumbDoesNotMoveIt() {
    let (window, slider, take) = makeSlider()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 200, y: 115), timestamp: 0)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 220, y: 115), timestamp: 0.1)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 220, y: 115), timestamp: 0.2)
    #expect(slider.value == 0)
    #expect(take() == ["upInside"])
  }

  @Test func theDragKeepsWhereTheFingerGrabbedTheThumb() {
    let (window, slider, _) = makeSlider()
    // Grab the thumb 10 points right of its centre; moving 43 points still adds 25.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 74, y: 115), timestamp: 0)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 74 + 43, y: 115), timestamp: 0.1)
    #expect(slider.value == 25)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 74 + 43, y: 115), timestamp: 0.2)
  }
}
