import Foundation

/// What constraints, anchors and engines hold of the views and layout guides they relate:
/// it does not keep the item alive and reads nil once the item is gone, as a weak reference
/// does, without being one. A weak reference moves its object to out-of-line reference
/// counting for good, which makes every retain and release of a constrained view several times
/// dearer; a view or guide instead owns one handle and clears it when it goes (`deinit`).
final class LayoutItemHandle: @unchecked Sendable {
  /// The view or guide that owns the handle, until it goes.
  unowned(unsafe) var owner: AnyObject?
  /// Any other object given as a constraint's item, held weakly.
  weak var other: AnyObject?

  /// The item, or nil once it is gone.
  var object: AnyObject? { owner ?? other }

  /// The handle of `object`: its own for a view or layout guide, a weak one otherwise.
  @MainActor static func of(_ object: AnyObject) -> LayoutItemHandle {
    if let view = object as? UIView { return view.layoutItemHandle }
    if let guide = object as? UILayoutGuide { return guide.layoutItemHandle }
    let handle = LayoutItemHandle()
    handle.other = object
    return handle
  }
}

/// A view or layout guide: it owns its handle and clears it when it goes.
@MainActor
protocol LayoutItemHandleOwner: AnyObject {
  var layoutItemHandleStorage: LayoutItemHandle? { get set }
}

extension LayoutItemHandleOwner {
  /// The item's handle for constraints and engines (made on first use).
  var layoutItemHandle: LayoutItemHandle {
    if let handle = layoutItemHandleStorage { return handle }
    let handle = LayoutItemHandle()
    handle.owner = self
    layoutItemHandleStorage = handle
    return handle
  }
}

extension UIView: LayoutItemHandleOwner {}
extension UILayoutGuide: LayoutItemHandleOwner {}
