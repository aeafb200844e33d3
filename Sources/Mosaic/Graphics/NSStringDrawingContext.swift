import Foundation

/// Settings and results of measuring or drawing a string. Mosaic draws at the requested
/// size, so `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
  /// The smallest scale the text may be shrunk to; 0 by default.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at; 1.
  open private(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the text last measured or drawn with this context.
  open internal(set) var totalBounds: CGRect = .zero

  /// Creates a drawing context.
  public override init() { super.init() }
}
