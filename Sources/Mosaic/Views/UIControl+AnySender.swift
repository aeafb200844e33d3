extension UIControl {
  /// Adds `action`, a method of `target`'s class whose sender parameter is `Any` (Interface
  /// Builder's `@IBAction func buttonTapped(_ sender: Any)`), to be called with the control
  /// for `controlEvents`; otherwise as `addTarget(_:action:for:)` with a typed sender.
  public func addTarget<Target: AnyObject>(
    _ target: AnyObject?, action: @escaping (Target) -> (Any) -> Void,
    for controlEvents: UIControl.Event
  ) {
    let typed: (Target) -> (UIControl) -> Void = { t in { control in action(t)(control) } }
    addTarget(target, action: typed, for: controlEvents)
  }

  /// Adds `action`, a method of `target`'s class whose sender parameter is `AnyObject`
  /// (`@IBAction func buttonTapped(_ sender: AnyObject)`), to be called with the control for
  /// `controlEvents`.
  public func addTarget<Target: AnyObject>(
    _ target: AnyObject?, action: @escaping (Target) -> (AnyObject) -> Void,
    for controlEvents: UIControl.Event
  ) {
    let typed: (Target) -> (UIControl) -> Void = { t in { control in action(t)(control) } }
    addTarget(target, action: typed, for: controlEvents)
  }
}
