// swift-tools-version:6.1
import PackageDescription

// A package that uses weaver the way users do: through its build-tool plugin.
let package = Package(
    name: "PluginDemo",
    dependencies: [
        .package(name: "weaver", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Demo",
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
