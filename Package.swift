// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Mosaic",
  products: [
    .library(name: "Mosaic", targets: ["Mosaic"]),
    .library(name: "MosaicTesting", targets: ["MosaicTesting"]),
    .executable(name: "mosaic-demos", targets: ["MosaicDemos"]),
    .executable(name: "mosaic-bench", targets: ["MosaicBench"]),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "pangocairo gdk-pixbuf-2.0",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libgdk-pixbuf-2.0-dev"])]
    ),
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]
    ),
    .target(name: "MosaicCore"),
    .target(name: "Mosaic", dependencies: ["MosaicCore", "CCairo", "CSDL2"]),
    .target(name: "MosaicTesting", dependencies: ["Mosaic"]),
    .executableTarget(name: "MosaicDemos", dependencies: ["Mosaic"]),
    .executableTarget(name: "MosaicBench", dependencies: ["Mosaic", "MosaicTesting"]),
    .testTarget(name: "MosaicCoreTests", dependencies: ["MosaicCore"]),
    .testTarget(name: "MosaicTests", dependencies: ["Mosaic", "MosaicTesting"]),
    .testTarget(
      name: "MosaicSnapshotTests",
      dependencies: ["Mosaic", "MosaicTesting"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
