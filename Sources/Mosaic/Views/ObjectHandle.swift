import Foundation

/// What Mosaic holds of a view (or layout guide, or layer) it must not keep alive — constraints,
/// anchors and engines of their items, data sources and layouts of their collection view,
/// cells of their table: it reads nil once the object is gone, as a weak reference does,
/// without being one. A weak reference moves its object to out-of-line reference counting for
/// good, which makes every retain and release of it several times dearer; a view, guide or
/// layer instead owns one handle and clears it when it goes (`deinit`).
final class ObjectHandle: @unchecked Sendable {
  /// The view, guide or layer that owns the handle, until it goes.
  unowned(unsafe) var owner: AnyObject?
  /// Any other object (a constraint's item that is neither a view nor a guide), held weakly.
  weak var other: AnyObject?

  /// The object, or nil once it is gone.
  var object: AnyObject? { owner ?? other }

  /// The handle of `object`: its own for a view, layout guide or layer, a weak one otherwise.
  @MainActor static func of(_ object: AnyObject) -> ObjectHandle {
    if let view = object as? UIView { return view.objectHandle }
    if let guide = object as? UILayoutGuide { return guide.objectHandle }
    if let layer = object as? CALayer { return layer.objectHandle }
    let handle = ObjectHandle()
    handle.other = object
    return handle
  }
}

/// A view, layout guide or layer: it owns its handle and clears it when it goes.
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
extension CALayer: ObjectHandleOwner {}

/// A reference that does not keep its object alive and reads nil once the object is gone, as
/// `weak` does, without moving a view or layout guide to out-of-line reference counting: a
/// view, guide or layer is held through its own handle; any other object weakly.
@MainActor
@propertyWrapper
struct Unretained<Object: AnyObject> {
  private var handle: ObjectHandle?

  /// A reference to `wrappedValue` (nil for none).
  init(wrappedValue: Object? = nil) {
    handle = wrappedValue.map { ObjectHandle.of($0) }
  }

  /// The object, or nil once it is gone.
  var wrappedValue: Object? {
    get {
      guard let object = handle?.object else { return nil }
      return unsafeDowncast(object, to: Object.self)
    }
    set { handle = newValue.map { ObjectHandle.of($0) } }
  }
}

extension ObjectHandleOwner {
  /// A reference to the object that does not keep it alive, for the closures it keeps (in
  /// place of `[weak self]`, which would move it to out-of-line reference counting).
  var unretained: Unretained<Self> { Unretained(wrappedValue: self) }
}
