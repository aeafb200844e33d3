import Foundation
import Mosaic

// `mosaic-demos` opens the gallery in a window; `mosaic-demos --screenshot DIR` renders it to
// PNG files without one.
let arguments = CommandLine.arguments
if let i = arguments.firstIndex(of: "--screenshot") {
  let directory = i + 1 < arguments.count ? arguments[i + 1] : "screenshots"
  MainActor.assumeIsolated {
    Screenshots.render(into: directory)
  }
  exit(0)
}
MainActor.assumeIsolated {
  AppDelegate.main()
}
