import Foundation

/// What Mosaic holds of a view (or layout guide) it must not keep alive — constraints,
/// anchors and engines of their items, data sources and layouts of their collection view,
/// cells of their table: it reads nil once the object is gone, as a weak reference does,
/// without being one. A weak reference moves its object to out-of-line reference counting for
/// good, which makes every retain and release of it several times dearer; a view or guide
/// instead owns one handle and clears it when it goes (`deinit`).
final class ObjectHandle: @unchecked Sendable {
  /// The view or guide that owns the handle, until it goes.
  unowned(unsafe) var owner: AnyObject?
  /// Any other object (a constraint's item that is neither a view nor a guide), held weakly.
  weak var other: AnyObject?

  /// The object, or nil once it is gone.
  var object: AnyObject? { owner ?? other }

  /// The handle of `object`: its own for a view or layout guide, a weak one otherwise.
  @MainActor static func of(_ object: AnyObject) -> ObjectHandle {
    if let view = object as? UIView { return view.objectHandle }
    if let guide = object as? UILayoutGuide { return guide.objectHandle }
    let handle = ObjectHandle()
    handle.other = object
    return handle
  }
}

/// A view or layout guide: it owns its handle and clears it when it goes.
@MainActor
protocol ObjectHandleOwner: AnyObject {
  var objectHandleStorage: ObjectHandle? { get set }
}

extension ObjectHandleOwner {
  /// The object's handle (made on first use).
  var objectHandle: ObjectHandle {
    if let handle = objectHandleStorage { return handle }
    let handle = ObjectHandle()
    handle.owner = self
    objectHandleStorage = handle
    return handle
  }
}

extension UIView: ObjectHandleOwner {}
extension UILayoutGuide: ObjectHandleOwner {}
