// swift-tools-version:6.1
import PackageDescription

// The benchmark package. It may depend on third-party packages to measure against them; the root
// package never does (ARCHITECTURE.md, "Toolchain only"). swift-syntax is linked into the harness (scanner comparison);
// Swinject 2.10.0 is the dependency of the small package the harness generates for the run-time
// comparison (see Sources/ProjectGenerator/RuntimeProject.swift), built under .build-work/runtime.
let package = Package(
    name: "weaver-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "weaver", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // Deterministic synthetic projects: the annotated graph, the filler, the runtime graph.
        .target(name: "ProjectGenerator"),
        .executableTarget(name: "generate-project", dependencies: ["ProjectGenerator"]),
        .executableTarget(
            name: "weaver-bench",
            dependencies: [
                "ProjectGenerator",
                .product(name: "WeaverKit", package: "weaver"),
                .product(name: "WeaverLanguageServer", package: "weaver"),
                .product(name: "WeaverWorker", package: "weaver"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
