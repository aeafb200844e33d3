import Foundation

/// Where a layout places one element of a collection view (a cell, a supplementary view or a
/// decoration view) and how it looks there: centre, size, transform, opacity, stacking order
/// and visibility.
///
/// As in UIKit, the geometry is stored as `center` and `size`; `frame` is derived from them
/// (ignoring the transform) and setting it sets both. `transform` and `transform3D` are two
/// views of one value. Layouts create attributes with the `init(forCellWith:)`,
/// `init(forSupplementaryViewOfKind:with:)` or `init(forDecorationViewOfKind:with:)`
/// initializers of their `layoutAttributesClass`.
///
/// Subclasses that add properties override `copy(with:)` (call `super`, which creates an
/// instance of the receiver's own class through `init()`, then copy the extra properties) and
/// `isEqual(_:)`, exactly as on iOS: the collection view copies attributes and compares them
/// to decide whether a view needs `apply(_:)`.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// Every stored value of the attributes, kept in one small value: the public properties
  /// read and write it, and copying, comparing and reusing attributes handle it at once.
  /// The transform is stored out of line and only when it is not the identity, so the common
  /// attributes carry no 128-byte matrix.
  struct Values: Equatable {
    var center: CGPoint = .zero
    var size: CGSize = .zero
    var alpha: CGFloat = 1
    var zIndex: Int = 0
    var indexPath: IndexPath = Values.firstIndexPath
    var representedElementKind: String?
    /// Nil for the identity transform.
    var transform: TransformStorage?
    var representedElementCategory: UICollectionView.ElementCategory = .cell
    var isHidden: Bool = false

    static let firstIndexPath = IndexPath(item: 0, section: 0)

    /// The transform these values stand for.
    var transform3D: CATransform3D { transform?.value ?? CATransform3DIdentity }

    static func == (a: Values, b: Values) -> Bool {
      a.center == b.center && a.size == b.size
        && (a.transform == nil && b.transform == nil
          || CATransform3DEqualToTransform(a.transform3D, b.transform3D))
        && a.alpha == b.alpha && a.zIndex == b.zIndex && a.isHidden == b.isHidden
        && a.indexPath == b.indexPath
        && a.representedElementCategory == b.representedElementCategory
        && a.representedElementKind == b.representedElementKind
    }
  }

  /// A transform other than the identity, shared (immutable) between copies.
  final class TransformStorage: Sendable {
    let value: CATransform3D
    init(_ value: CATransform3D) { self.value = value }
  }

  /// The stored values behind the public properties. Every access is a whole, non-nested read
  /// or write of it (the property accessors, copying, comparing and the layouts' pools), so
  /// the runtime's exclusivity tracking, which would cost more than the access itself on these
  /// hot paths, is left out.
  @exclusivity(unchecked) final var values = Values()

  /// Whether the receiver is of the base class itself, whose properties no subclass overrides.
  private var isBaseClass: Bool { type(of: self) == UICollectionViewLayoutAttributes.self }

  /// The centre of the element in the collection view's content coordinates.
  open var center: CGPoint {
    get { values.center }
    set { values.center = newValue }
  }
  /// The element's size.
  open var size: CGSize {
    get { values.size }
    set { values.size = newValue }
  }
  /// The element's 3D transform, applied about its centre; identity by default.
  open var transform3D: CATransform3D {
    get { values.transform3D }
    set { values.transform = Self.isExactlyIdentity(newValue) ? nil : TransformStorage(newValue) }
  }
  /// The element's opacity, 0 to 1; 1 by default.
  open var alpha: CGFloat {
    get { values.alpha }
    set { values.alpha = newValue }
  }
  /// The element's stacking order: higher values are drawn above lower ones; 0 by default.
  open var zIndex: Int {
    get { values.zIndex }
    set { values.zIndex = newValue }
  }
  /// Whether the element is hidden; false by default.
  open var isHidden: Bool {
    get { values.isHidden }
    set { values.isHidden = newValue }
  }
  /// The element's index path (for supplementary and decoration views, the one the layout
  /// chose to address it).
  open var indexPath: IndexPath {
    get { values.indexPath }
    set { values.indexPath = newValue }
  }
  /// Whether the element is a cell, a supplementary view or a decoration view.
  open internal(set) var representedElementCategory: UICollectionView.ElementCategory {
    get { values.representedElementCategory }
    set { values.representedElementCategory = newValue }
  }
  /// The kind of a supplementary or decoration view (for example
  /// `UICollectionView.elementKindSectionHeader`); nil for cells.
  open internal(set) var representedElementKind: String? {
    get { values.representedElementKind }
    set { values.representedElementKind = newValue }
  }

  /// Whether `transform` is bit for bit the identity (so `-0.0` entries are kept as given).
  static func isExactlyIdentity(_ transform: CATransform3D) -> Bool {
    withUnsafeBytes(of: transform) { given in
      withUnsafeBytes(of: CATransform3DIdentity) { given.elementsEqual($0) }
    }
  }

  /// Creates attributes for a cell at index path `[0, 0]`. Subclasses keep this initializer:
  /// `copy(with:)` uses it to create a copy of the same class.
  public required override init() {
    super.init()
  }

  /// Creates attributes for the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// The element's rectangle: its size around its centre (the transform is not applied).
  /// Setting it sets `center` and `size`.
  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    set {
      let r = newValue.standardized
      center = CGPoint(x: r.midX, y: r.midY)
      size = r.size
    }
  }

  /// The element's own coordinate space: origin zero and the element's size. Setting it
  /// sets `size`.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The affine part of `transform3D`; setting it replaces `transform3D` with the equivalent
  /// 3D transform.
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(transform3D) }
    set { transform3D = CATransform3DMakeAffineTransform(newValue) }
  }

  /// Copies the attributes: creates an instance of the receiver's class with `init()` and
  /// copies every property. Subclasses override it to copy their own properties too.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    if isBaseClass {
      copy.values = values
      return copy
    }
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    return copy
  }

  /// Whether `object` is attributes of the same class with equal values for every property.
  /// Subclasses override it to compare their own properties too (and call `super`).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self)
    else { return false }
    if isBaseClass { return values == other.values }
    return center == other.center && size == other.size
      && CATransform3DEqualToTransform(transform3D, other.transform3D) && alpha == other.alpha
      && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind
  }

  /// `isEqual(_:)` for the collection view's own comparisons, made on every layout pass for
  /// every visible element: two instances of the base class are compared in place.
  final func hasEqualValues(_ other: UICollectionViewLayoutAttributes) -> Bool {
    guard isBaseClass, other.isBaseClass else { return isEqual(other) }
    return values.center == other.values.center && values.size == other.values.size
      && values.alpha == other.values.alpha && values.zIndex == other.values.zIndex
      && values.isHidden == other.values.isHidden
      && values.representedElementCategory == other.values.representedElementCategory
      && values.indexPath == other.values.indexPath
      && (values.transform == nil && other.values.transform == nil
        || CATransform3DEqualToTransform(values.transform3D, other.values.transform3D))
      && values.representedElementKind == other.values.representedElementKind
  }

  /// A hash consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementCategory)
    hasher.combine(representedElementKind)
    return hasher.finalize()
  }

  /// A short description: the class, index path, kind and frame.
  open override var description: String {
    let kind = representedElementKind.map { " kind: \($0);" } ?? ""
    return
      "<\(type(of: self)) index path: (\(UpdateItem.describe(indexPath)));\(kind) frame = \(frame)>"
  }
}
