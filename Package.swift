// swift-tools-version:6.0
import PackageDescription

// The product depends on nothing but the Swift toolchain (SPEC §1).
let package = Package(
    name: "weaver",
    products: [
        .executable(name: "weaver", targets: ["weaver"]),
        .library(name: "WeaverKit", targets: ["WeaverKit"]),
    ],
    targets: [
        .target(name: "WeaverKit"),
        .executableTarget(name: "weaver", dependencies: ["WeaverKit"]),
        .testTarget(name: "WeaverKitTests", dependencies: ["WeaverKit"]),
        .testTarget(name: "WeaverEndToEndTests", dependencies: ["weaver", "WeaverKit"]),
    ],
    swiftLanguageModes: [.v6]
)
