// `import QuartzCore` gives Mosaic's Core Animation types (CALayer, CATransform3D, the timing
// functions), which live in Mosaic.
@_exported import Mosaic
