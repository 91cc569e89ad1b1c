// swift-tools-version:6.1
import PackageDescription

// One graph across four targets (SPEC §11): Networking's APIClient and Feature's HomeScreen are
// public annotated types registered in the targets above them; App provides what they need.
// The plugin summarizes each annotated target a target depends on by itself.
let package = Package(
    name: "MultiModule",
    dependencies: [
        .package(name: "weaver", path: "../.."),
    ],
    targets: [
        // Plain services, no annotations: nothing for weaver to do here.
        .target(name: "Core"),
        .target(
            name: "Networking",
            dependencies: ["Core"],
            plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]
        ),
        .target(
            name: "Feature",
            dependencies: ["Core", "Networking"],
            plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]
        ),
        .executableTarget(
            name: "App",
            dependencies: ["Core", "Networking", "Feature"],
            plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]
        ),
    ]
)
