// swift-tools-version:6.1
import PackageDescription

// Project rules (docs/rules.md) on a package: Core, two features and an app, each breaking one
// rule of each kind in the package's `.weaver-rules.yaml`, which the plugin passes to every
// target's run. The rules are warnings here, so `swift build` shows each at its line and still
// builds and runs the app; `weaver rules --target <name>` prints the same lines.
let package = Package(
    name: "Rules",
    dependencies: [
        .package(name: "weaver", path: "../.."),
    ],
    targets: [
        .target(name: "Core", plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        .target(name: "FeatureProfile", dependencies: ["Core"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        .target(name: "FeatureHome", dependencies: ["Core", "FeatureProfile"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        .executableTarget(name: "App", dependencies: ["Core", "FeatureHome", "FeatureProfile"],
                          plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
    ]
)
