// swift-tools-version:6.1
import PackageDescription

// The editor sees the modules the build sees (docs/editors.md): four targets, three of them with the
// plugin and none with a configuration file. `weaver lsp` opened on this folder asks SwiftPM for
// the targets and analyses each as the plugin does; its diagnostics are `swift build`'s.
let package = Package(
    name: "ModuleGraph",
    dependencies: [
        .package(name: "weaver", path: "../.."),
    ],
    targets: [
        // Protocols and plain services: nothing annotated, no plugin.
        .target(name: "Core"),
        // A feature: a public screen App registers, and a launch task after Core's database.
        .target(name: "Movies", dependencies: ["Core"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        // Another feature: a launch task, and one kept internal, which App cannot build.
        .target(name: "Profile", dependencies: ["Core"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        // The app: it registers the screen and reads every module's launch tasks.
        .executableTarget(name: "App", dependencies: ["Core", "Movies", "Profile"],
                          plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
    ]
)
