// `import UIKit` gives Mosaic's UIKit: views, view controllers, collection views, gestures and
// the graphics types, with Foundation, as the iOS SDK's module does.
@_exported import Mosaic
