// swift-tools-version:6.1
import PackageDescription

// An app whose feature comes from a local package (`../Kit`): its launch task runs after Kit's,
// and it registers Kit's screen. `weaver lsp` opened on this folder analyses Kit's target as the
// build does.
let package = Package(
    name: "App",
    dependencies: [
        .package(path: "../Kit"),
        .package(name: "weaver", path: "../../.."),
    ],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "Kit", package: "Kit")],
                          plugins: [.plugin(name: "WeaverPlugin", package: "weaver")]),
    ]
)
