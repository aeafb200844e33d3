// `import CoreGraphics` gives Mosaic's CoreGraphics types (CGContext, CGPath, CGColor, CGImage,
// the geometry types), which live in Mosaic.
@_exported import Mosaic
