import Mosaic
import MosaicTesting
import Testing

/// Snapshots of the value controls in their common states on a white background. Record with
/// MOSAIC_RECORD_SNAPSHOTS=1.
@MainActor
struct ControlSnapshotTests {
  @Test func switchesSlidersAndSegmentedControls() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 220))
    root.backgroundColor = .systemBackground

    let off = UISwitch(frame: CGRect(x: 16, y: 16, width: 0, height: 0))
    let on = UISwitch(frame: CGRect(x: 83, y: 16, width: 0, height: 0))
    on.isOn = true
    let disabled = UISwitch(frame: CGRect(x: 150, y: 16, width: 0, height: 0))
    disabled.isOn = true
    disabled.isEnabled = false
    let tinted = UISwitch(frame: CGRect(x: 217, y: 16, width: 0, height: 0))
    tinted.isOn = true
    tinted.onTintColor = .systemOrange

    let slider = UISlider(frame: CGRect(x: 16, y: 64, width: 268, height: 31))
    slider.value = 0.3
    let tintedSlider = UISlider(frame: CGRect(x: 16, y: 104, width: 268, height: 31))
    tintedSlider.value = 0.75
    tintedSlider.minimumTrackTintColor = .systemPink

    let segmented = UISegmentedControl(items: ["First", "Second", "Third"])
    segmented.frame = CGRect(x: 16, y: 148, width: 268, height: 32)
    segmented.selectedSegmentIndex = 1
    let unselected = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    unselected.frame = CGRect(x: 16, y: 186, width: 268, height: 28)
    unselected.selectedSegmentIndex = 0

    for v in [off, on, disabled, tinted, slider, tintedSlider, segmented, unselected] as [UIView] {
      root.addSubview(v)
    }
    assertSnapshot(of: root, named: "controls", scale: 2)
  }
}
