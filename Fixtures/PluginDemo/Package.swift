// swift-tools-version:6.1
import PackageDescription

// A package that uses weaver the way users do: through its build-tool plugin.
let package = Package(
    name: "PluginDemo",
    dependencies: [
        .package(name: "weaver", path: "../.."),
    ],
    targets: [
        // A library whose public annotated type Demo registers: one graph across the two targets.
        .target(
            name: "DemoKit",
            plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]
        ),
        .executableTarget(
            name: "Demo",
            dependencies: ["DemoKit"],
            plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]
        ),
        // The plugin on a test target writes the tested target's stubs into the test target.
        .testTarget(
            name: "DemoTests",
            dependencies: ["Demo"],
            plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]
        ),
    ]
)
