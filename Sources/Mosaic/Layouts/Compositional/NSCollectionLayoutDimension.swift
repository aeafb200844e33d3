import Foundation

/// One extent (width or height) of an element of a compositional layout: a fraction of its
/// container's width or height, an absolute number of points, or an estimate that the
/// element's measured size replaces.
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  let value: CompositionalDimension

  /// A dimension that is `fractionalWidth` times the width of the container.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(value: .fractionalWidth(fractionalWidth))
  }

  /// A dimension that is `fractionalHeight` times the height of the container.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(value: .fractionalHeight(fractionalHeight))
  }

  /// A dimension of exactly `absoluteDimension` points.
  open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(value: .absolute(absoluteDimension))
  }

  /// A dimension that starts at `estimatedDimension` points and becomes the element's size
  /// once it is measured (self-sizing).
  open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(value: .estimated(estimatedDimension))
  }

  /// A dimension that starts at `estimatedDimension` points; once measured, every item of the
  /// group sharing it takes the largest measured size among them.
  open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat)
    -> NSCollectionLayoutDimension
  {
    NSCollectionLayoutDimension(value: .uniformAcrossSiblings(estimatedDimension))
  }

  init(value: CompositionalDimension) {
    self.value = value
    super.init()
  }

  /// Whether the dimension is a fraction of the container's width.
  open var isFractionalWidth: Bool { value.isFractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  open var isFractionalHeight: Bool { value.isFractionalHeight }
  /// Whether the dimension is a number of points.
  open var isAbsolute: Bool {
    if case .absolute = value { return true }
    return false
  }
  /// Whether the dimension is an estimate (including a uniform-across-siblings one).
  open var isEstimated: Bool { value.isEstimated }
  /// Whether the dimension is uniform across the siblings of its group.
  open var isUniformAcrossSiblings: Bool {
    if case .uniformAcrossSiblings = value { return true }
    return false
  }

  /// The dimension's number: the fraction, the points or the estimate.
  open var dimension: CGFloat {
    switch value {
    case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
      .uniformAcrossSiblings(let v):
      v
    }
  }

  /// Returns the dimension itself: dimensions are immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Dimensions are equal when they are of the same kind with the same number.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSCollectionLayoutDimension)?.value == value
  }

  open override var hash: Int { value.hashValue }

  /// The dimension as UIKit describes it, such as `.fractionalWidth(0.5)`.
  open override var description: String {
    switch value {
    case .fractionalWidth(let v): ".fractionalWidth(\(v))"
    case .fractionalHeight(let v): ".fractionalHeight(\(v))"
    case .absolute(let v): ".absolute(\(v))"
    case .estimated(let v): ".estimated(\(v))"
    case .uniformAcrossSiblings(let v): ".uniformAcrossSiblings(estimate: \(v))"
    }
  }
}

/// The width and height of an element of a compositional layout, each given as a dimension.
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size from a width and a height dimension.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  var value: CompositionalSize {
    CompositionalSize(width: widthDimension.value, height: heightDimension.value)
  }

  /// Returns the size itself: sizes are immutable.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Sizes are equal when both dimensions are.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSCollectionLayoutSize)?.value == value
  }

  open override var hash: Int { value.hashValue }

  open override var description: String {
    "{\(widthDimension), \(heightDimension)}"
  }
}
