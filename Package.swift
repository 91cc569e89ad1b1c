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
        // Test helpers shared by the test targets below.
        .target(name: "WeaverTestSupport", dependencies: ["WeaverKit"], path: "Tests/WeaverTestSupport"),
        .testTarget(name: "WeaverKitTests", dependencies: ["WeaverKit", "WeaverTestSupport"]),
        // The argument parsing of the executable target.
        .testTarget(name: "WeaverCommandLineTests", dependencies: ["weaver", "WeaverKit", "WeaverTestSupport"]),
        .testTarget(name: "WeaverEndToEndTests", dependencies: ["weaver", "WeaverKit"]),
    ],
    swiftLanguageModes: [.v6]
)
