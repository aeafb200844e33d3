// Swift Testing declares a cross-import overlay named `_Testing_CoreGraphics` for files that import both
// Testing and CoreGraphics. Mosaic's `CoreGraphics` module depends on this empty module so that such test files
// find the overlay and compile, as they do against Apple's SDK.
