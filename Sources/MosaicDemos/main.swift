import Foundation
import UIKit

// `mosaic-demos` opens the gallery in a window; `mosaic-demos --demo ID` opens it with one
// demo already pushed; `mosaic-demos --screenshot DIR` renders the screens to PNG files
// without a window.
let arguments = CommandLine.arguments
// `mosaic-demos --generate-assets DIR` draws the demos' pictures into DIR (the files in
// Sources/MosaicDemos/Assets/ were made this way).
if let i = arguments.firstIndex(of: "--generate-assets") {
  let directory = i + 1 < arguments.count ? arguments[i + 1] : "Assets"
  do {
    let paths = try MainActor.assumeIsolated { try DesktopArt.writeAssets(into: directory) }
    print(paths.joined(separator: "\n"))
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("mosaic-demos: cannot write the assets: \(error)\n".utf8))
    exit(1)
  }
}
if let i = arguments.firstIndex(of: "--screenshot") {
  let directory = i + 1 < arguments.count ? arguments[i + 1] : "screenshots"
  MainActor.assumeIsolated {
    Screenshots.render(into: directory)
  }
  exit(0)
}
if let i = arguments.firstIndex(of: "--demo") {
  let id = i + 1 < arguments.count ? arguments[i + 1] : ""
  let known = MainActor.assumeIsolated { DemoCatalog.demo(id: id) != nil }
  guard known else {
    let ids = MainActor.assumeIsolated { DemoCatalog.all.map(\.id).joined(separator: ", ") }
    FileHandle.standardError.write(Data("mosaic-demos: no demo '\(id)'; demos: \(ids)\n".utf8))
    exit(2)
  }
  AppDelegate.initialDemo = id
}
// `mosaic-demos --app mail` runs the Mail demo as an app of its own: scene-based, iPad-sized.
if arguments.contains("--app") {
  let i = arguments.firstIndex(of: "--app")!
  let name = i + 1 < arguments.count ? arguments[i + 1] : ""
  guard name == "mail" else {
    FileHandle.standardError.write(Data("mosaic-demos: no app '\(name)'; apps: mail\n".utf8))
    exit(2)
  }
  setenv("MOSAIC_WINDOW_SIZE", "1180x820", 0)
  MainActor.assumeIsolated {
    MailAppDelegate.main()
  }
}
MainActor.assumeIsolated {
  AppDelegate.main()
}
