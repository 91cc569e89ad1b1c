// swift-tools-version:6.1
import PackageDescription

// The product depends on nothing but the Swift toolchain (SPEC §1).
let package = Package(
    name: "weaver",
    products: [
        .executable(name: "weaver", targets: ["weaver"]),
        .library(name: "WeaverKit", targets: ["WeaverKit"]),
        .plugin(name: "WeaverPlugin", targets: ["WeaverPlugin"]),
    ],
    targets: [
        .target(name: "WeaverKit"),
        .executableTarget(name: "weaver", dependencies: ["WeaverKit"]),
        .plugin(name: "WeaverPlugin", capability: .buildTool(), dependencies: ["weaver"], path: "Sources/WeaverPlugin"),
        .testTarget(name: "WeaverKitTests", dependencies: ["WeaverKit"]),
        .testTarget(name: "WeaverEndToEndTests", dependencies: ["weaver", "WeaverKit"]),
    ],
    swiftLanguageModes: [.v6]
)
