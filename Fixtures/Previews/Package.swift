// swift-tools-version:6.1
import PackageDescription

// Previews and tests built from full-graph mocks (SPEC §8b): the plugin generates `Catalog`'s
// container with `mocks: true` (Sources/Catalog/.weaver.yaml), and MovieKit's, whose public type
// Catalog's mocks build through its entry point; `PreviewRunner` renders the
// previews `Catalog` declares, and `CatalogTests` replaces services deep in a screen's subtree.
let package = Package(
    name: "Previews",
    dependencies: [
        .package(name: "weaver", path: "../.."),
    ],
    targets: [
        // A library Catalog's screens use: its public `Ratings` is built through its entry point.
        .target(
            name: "MovieKit",
            plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]
        ),
        .target(
            name: "Catalog",
            dependencies: ["MovieKit"],
            plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]
        ),
        .executableTarget(name: "PreviewRunner", dependencies: ["Catalog"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "MovieKit"]),
    ]
)
