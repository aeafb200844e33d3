// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for files that import both
// Testing and UIKit. Mosaic's `UIKit` module depends on this empty module so that such test files
// find the overlay and compile, as they do against Apple's SDK.
