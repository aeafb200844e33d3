import Testing

@testable import Mosaic

@MainActor
struct SegmentedControlTests {
  /// A window with a 300×32 control of three segments at (50, 100); `.valueChanged` events are
  /// logged with the selected index.
  func makeControl() -> (UIWindow, UISegmentedControl, () -> [String]) {
    resetTouches()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
    window.addSubview(control)
    var log: [String] = []
    control.addAction(
      UIAction { _ in log.append("changed \(control.selectedSegmentIndex)") }, for: .valueChanged)
    window.layoutIfNeeded()
    return (
      window, control,
      {
        defer { log = [] }
        return log
      }
    )
  }

  func titles(_ control: UISegmentedControl) -> [String?] {
    (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }
  }

  @Test func itemsMakeSegmentsOfTitlesAndImages() {
    let image = UIImage(systemName: "star.fill")!
    let control = UISegmentedControl(items: ["A", image, 42, "B"])
    #expect(control.numberOfSegments == 3)
    #expect(titles(control) == ["A", nil, "B"])
    #expect(control.imageForSegment(at: 1) === image)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
    #expect(control.frame.size == control.intrinsicContentSize)
  }

  @Test func theNaturalSizeIs32TallWithEqualWidthsFromTheWidestTitle() {
    let control = UISegmentedControl(items: ["A", "Much longer"])
    let size = control.intrinsicContentSize
    #expect(size.height == 32)
    let widest = control.naturalWidth(of: 1)
    #expect(widest > control.naturalWidth(of: 0))
    #expect(size.width == 2 * widest)
    #expect(control.sizeThatFits(.zero) == size)
    control.apportionsSegmentWidthsByContent = true
    #expect(
      control.intrinsicContentSize.width == control.naturalWidth(of: 0)
        + control.naturalWidth(of: 1))
    control.setWidth(50, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 50)
    #expect(control.intrinsicContentSize.width == 50 + widest)
    #expect(UISegmentedControl().intrinsicContentSize == CGSize(width: 0, height: 32))
  }

  @Test func segmentWidthsShareTheBounds() {
    let control = UISegmentedControl(items: ["A", "Bbbbbbbbbbbb", "A"])
    #expect(control.segmentWidths(totalWidth: 300) == [100, 100, 100])
    control.setWidth(60, forSegmentAt: 1)
    #expect(control.segmentWidths(totalWidth: 300) == [120, 60, 120])
    control.setWidth(0, forSegmentAt: 1)
    control.apportionsSegmentWidthsByContent = true
    let w = control.segmentWidths(totalWidth: 300)
    #expect(w[0] == w[2])
    #expect(w[1] > w[0])
    #expect(abs(w.reduce(0, +) - 300) < 1e-9)
  }

  @Test func autoLayoutGivesThePinnedControlItsNaturalSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let control = UISegmentedControl(items: ["First", "Second"])
    control.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(control)
    NSLayoutConstraint.activate([
      control.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      control.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    let size = control.intrinsicContentSize
    #expect(control.frame.size == size)
    #expect(control.frame.minX == (320 - size.width) / 2)
  }

  @Test func insertionClampsTheIndexAndKeepsTheSelectedSegment() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(titles(control) == ["Z", "A", "B"])
    #expect(control.selectedSegmentIndex == 2)
    control.insertSegment(withTitle: "end", at: 99, animated: true)
    control.insertSegment(withTitle: "start", at: -5, animated: false)
    #expect(titles(control) == ["start", "Z", "A", "B", "end"])
    #expect(control.selectedSegmentIndex == 3)
    control.insertSegment(withTitle: "after", at: 4, animated: false)
    #expect(control.selectedSegmentIndex == 3)
    #expect(control.titleForSegment(at: control.selectedSegmentIndex) == "B")
  }

  @Test func removalMovesOrClearsTheSelection() {
    let control = UISegmentedControl(items: ["A", "B", "C", "D"])
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 0, animated: false)
    #expect(titles(control) == ["B", "C", "D"])
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 2, animated: true)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 7, animated: false)
    #expect(titles(control) == ["B", "C"])
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 0
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func perSegmentSettersAndOutOfRangeIndexes() {
    let control = UISegmentedControl(items: ["A", "B"])
    control.setTitle("Bee", forSegmentAt: 1)
    control.setTitle("ignored", forSegmentAt: 5)
    #expect(titles(control) == ["A", "Bee"])
    #expect(control.titleForSegment(at: 5) == nil)
    control.setEnabled(false, forSegmentAt: 0)
    #expect(!control.isEnabledForSegment(at: 0))
    #expect(control.isEnabledForSegment(at: 1))
    control.selectedSegmentIndex = 2
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 1
    control.selectedSegmentIndex = -1
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.setContentOffset(CGSize(width: 2, height: 1), forSegmentAt: 1)
    #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 2, height: 1))
  }

  @Test func liftingOnASegmentSelectsIt() {
    let (window, control, take) = makeControl()
    // Segments are 100 points wide from x = 50.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 180, y: 116), timestamp: 0)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(take() == [])
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 180, y: 116), timestamp: 0.1)
    #expect(control.selectedSegmentIndex == 1)
    #expect(take() == ["changed 1"])
    // Tapping the selected segment again sends nothing.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 190, y: 116), timestamp: 1)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 190, y: 116), timestamp: 1.1)
    #expect(take() == [])
  }

  @Test func theSegmentUnderTheFingerWhenItLiftsIsTheOneSelected() {
    let (window, control, take) = makeControl()
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 116), timestamp: 0)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 300, y: 120), timestamp: 0.1)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 300, y: 120), timestamp: 0.2)
    #expect(control.selectedSegmentIndex == 2)
    #expect(take() == ["changed 2"])
    // Lifting far outside selects nothing.
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 116), timestamp: 1)
    window.deliverTouch(id: 1, phase: .moved, location: CGPoint(x: 60, y: 390), timestamp: 1.1)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 60, y: 390), timestamp: 1.2)
    #expect(control.selectedSegmentIndex == 2)
    #expect(take() == [])
  }

  @Test func disabledSegmentsCannotBeChosen() {
    let (window, control, take) = makeControl()
    control.setEnabled(false, forSegmentAt: 0)
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 60, y: 116), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 60, y: 116), timestamp: 0.1)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(take() == [])
  }

  @Test func aMomentaryControlReportsTheTapThenShowsNoSelection() {
    let (window, control, take) = makeControl()
    control.isMomentary = true
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 300, y: 116), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 300, y: 116), timestamp: 0.1)
    #expect(take() == ["changed 2"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func actionSegmentsPerformTheirActionWhenSelected() {
    resetTouches()
    var performed: [String] = []
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control = UISegmentedControl(
      frame: CGRect(x: 0, y: 0, width: 200, height: 32),
      actions: [
        UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in
          performed.append("list")
        },
        UIAction(title: "Grid") { _ in performed.append("grid") },
      ])
    window.addSubview(control)
    window.layoutIfNeeded()
    #expect(control.titleForSegment(at: 0) == "List")
    #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 0)
    #expect(control.actionForSegment(at: 1)?.title == "Grid")
    window.deliverTouch(id: 1, phase: .began, location: CGPoint(x: 150, y: 16), timestamp: 0)
    window.deliverTouch(id: 1, phase: .ended, location: CGPoint(x: 150, y: 16), timestamp: 0.1)
    #expect(performed == ["grid"])
    #expect(control.selectedSegmentIndex == 1)
  }
}
