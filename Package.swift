// swift-tools-version:6.0
import PackageDescription

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
        .target(
            name: "LegibleCore",
            dependencies: ["CLibPNG", .product(name: "Yams", package: "Yams")],
            // The HTML report's page template, style and script, built into the binary as byte arrays
            // (`PackageResources`): an installed legible needs no resource bundle beside it.
            resources: [.embedInCode("Report/HTMLResources/page.html"), .embedInCode("Report/HTMLResources/legible.css"),
                        .embedInCode("Report/HTMLResources/legible.js")]
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
            dependencies: ["LegibleCore"]
        ),
        .testTarget(
            name: "LegibleCLITests",
            // Depends on the executable only so that `swift test` builds it before running it.
            dependencies: ["legible"]
        ),
    ]
)
