// swift-tools-version:6.1
import PackageDescription

// App variants (docs/semantics.md, Optional references; docs/contributions.md, Replacements): one
// package, three apps built from the same feature targets. MainApp registers analytics; the share
// extension registers none, so its feed screen gets nil; DebugApp links DebugTools, whose elements
// take the place of a production launch task and route.
let package = Package(
    name: "Variants",
    dependencies: [
        .package(name: "weaver", path: "../.."),
    ],
    targets: [
        // The protocols every target shares: nothing annotated, no plugin.
        .target(name: "Core"),
        // A feature: its screen optionally reads analytics; a launch task and a route.
        .target(name: "Feed", dependencies: ["Core"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        // The production analytics launch task.
        .target(name: "AnalyticsKit", dependencies: ["Core"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        // Debug replacements of AnalyticsKit's task and Feed's route.
        .target(name: "DebugTools", dependencies: ["Core", "Feed", "AnalyticsKit"],
                plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        .executableTarget(name: "MainApp", dependencies: ["Core", "Feed", "AnalyticsKit"],
                          plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        .executableTarget(name: "ShareExtension", dependencies: ["Core", "Feed"],
                          plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        .executableTarget(name: "DebugApp", dependencies: ["Core", "Feed", "AnalyticsKit", "DebugTools"],
                          plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
    ]
)
