// swift-tools-version:6.0
import PackageDescription

// Each layer of the library is a target that depends only on layers below it, so that the compiler
// refuses a reference that points up or sideways (ARCHITECTURE.md). LegibleCore re-exports them all.
let layers: [Target.Dependency] = [
    "LegibleBase", "LegibleColor", "LegibleImaging", "LegibleVision", "LegiblePolicy", "LegibleFindings",
    "LegibleScan", "LegiblePalette", "LegibleReport", "LegibleConfiguration", "LegibleBatch",
]

let package = Package(
    name: "Legible",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "legible", targets: ["legible"]),
        .library(name: "LegibleCore", targets: ["LegibleCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "libdeflate-dev"]), .brew(["libpng", "libdeflate"])]
        ),
        // The layers, bottom first; each lists every layer it uses.
        // Base calls into CLibPNG only for its allocator setting (FreedMemory).
        .target(name: "LegibleBase", dependencies: ["CLibPNG"]),
        .target(name: "LegibleColor"),
        .target(name: "LegibleImaging", dependencies: ["LegibleBase", "LegibleColor", "CLibPNG"]),
        .target(name: "LegibleVision", dependencies: ["LegibleBase", "LegibleColor", "LegibleImaging"]),
        .target(name: "LegiblePolicy", dependencies: ["LegibleBase", "LegibleColor"]),
        .target(
            name: "LegibleFindings",
            dependencies: ["LegibleColor", "LegibleImaging", "LegibleVision", "LegiblePolicy"]
        ),
        .target(
            name: "LegibleScan",
            dependencies: [
                "LegibleBase", "LegibleColor", "LegibleImaging", "LegibleVision", "LegiblePolicy", "LegibleFindings",
            ]
        ),
        .target(name: "LegiblePalette", dependencies: ["LegibleColor", "LegibleVision", "LegiblePolicy"]),
        .target(
            name: "LegibleReport",
            dependencies: [
                "LegibleBase", "LegibleColor", "LegibleImaging", "LegibleVision", "LegiblePolicy", "LegibleFindings",
                "LegiblePalette", "LegibleScan",
            ],
            // The HTML report's page template, style and script, built into the binary as byte arrays
            // (`PackageResources`): an installed legible needs no resource bundle beside it.
            resources: [.embedInCode("HTMLResources/page.html"), .embedInCode("HTMLResources/legible.css"),
                        .embedInCode("HTMLResources/legible.js")]
        ),
        .target(
            name: "LegibleConfiguration",
            dependencies: [
                "LegibleColor", "LegibleImaging", "LegibleVision", "LegiblePolicy", "LegibleFindings", "LegibleReport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "LegibleBatch",
            dependencies: [
                "LegibleBase", "LegibleColor", "LegibleImaging", "LegibleVision", "LegiblePolicy", "LegibleFindings", "LegibleScan",
                "LegiblePalette", "LegibleReport", "LegibleConfiguration",
            ]
        ),
        // The library's one module: the layers' public API, for the executable and for other packages.
        .target(
            name: "LegibleCore",
            dependencies: layers
        ),
        .executableTarget(
            name: "legible",
            dependencies: [
                "LegibleCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "LegibleCoreTests",
            // The tests reach into each layer (`@testable import LegibleScan`, ...).
            dependencies: ["LegibleCore"] + layers
        ),
        .testTarget(
            name: "LegibleCLITests",
            // Depends on the executable only so that `swift test` builds it before running it.
            dependencies: ["legible"]
        ),
    ]
)
