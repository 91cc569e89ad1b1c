// swift-tools-version:6.1
import PackageDescription

// Contributions (SPEC §13) across modules, through the plugin: launch tasks, app-event handlers
// and routes declared in three library targets with `contributes …`, assembled into typed
// collections by `AppGraph`'s container, which nobody edits when a feature adds an element.
// `ContributionsApp` starts the app, sends an event and opens URLs; `AppGraphTests` checks the order.
let package = Package(
    name: "Contributions",
    dependencies: [
        .package(name: "weaver", path: "../.."),
    ],
    targets: [
        // What every module shares: the element protocols, the logger, two launch tasks and a handler.
        .target(name: "AppCore", plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        // A feature: a screen for `movies/:id`, a launch task after AppCore's database, a handler.
        .target(name: "Movies", dependencies: ["AppCore"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        // Another feature: a screen for `profile/:name`, a launch task, a handler.
        .target(name: "Profile", dependencies: ["AppCore"], plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        // The app's graph: it reads the three collections and sees every module's elements.
        .target(name: "AppGraph", dependencies: ["AppCore", "Movies", "Profile"],
                plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
        .executableTarget(name: "ContributionsApp", dependencies: ["AppGraph"]),
        .testTarget(name: "AppGraphTests", dependencies: ["AppGraph", "AppCore"]),
    ]
)
