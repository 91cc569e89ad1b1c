// swift-tools-version:6.1
import PackageDescription

// A local package the app takes a product from (docs/editors.md, "The build's module graph"): the
// plugin runs for Kit in the app's build and imports it into the app's run, so the editor opened
// on App analyses Kit too.
let package = Package(
    name: "Kit",
    products: [
        .library(name: "Kit", targets: ["Kit", "KitCore"]),
    ],
    dependencies: [
        .package(name: "weaver", path: "../../.."),
    ],
    targets: [
        // Protocols and plain services: nothing annotated, no plugin.
        .target(name: "KitCore"),
        // A screen the app registers, and launch tasks: one public, one internal.
        .target(name: "Kit", dependencies: ["KitCore"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
    ]
)
