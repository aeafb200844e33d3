// An app's `import UIKit` sees MosaicCore's public declarations through this re-export: only
// the value types UIKit, CoreGraphics and QuartzCore publish themselves (CGAffineTransform,
// CATransform3D and its functions, UIEdgeInsets, NSDirectionalEdgeInsets, NSDirectionalRectEdge,
// UIOffset, CGVector, IndexPath's item/section/row, the diffable snapshots). The engines
// (constraint solver, layout engines, update validation, diffing, physics, curves) are
// `package`: Mosaic, its tests and tools use them, apps do not see them
// (`PublicSurfaceTests` keeps it so).
@_exported import Foundation
@_exported import MosaicCore
