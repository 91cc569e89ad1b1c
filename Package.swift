// swift-tools-version:6.1
import PackageDescription

// The product depends on nothing but the Swift toolchain (ARCHITECTURE.md). Its layers are targets, so the
// compiler keeps each to what it may use (ARCHITECTURE.md, "Code map"):
// - WeaverKit: the stages (scanner, parser, linker, validator, generator) and the driver that runs
//   them (configuration, cache, modules, pipeline). Imports nothing of this package.
// - WeaverCommandLine: arguments, help, diagnostics printed, the build's commands.
// - WeaverLanguageServer: `weaver lsp`'s protocol and its projects kept in memory.
// - WeaverWorker: Bazel's persistent worker protocol.
// - weaver: every command, for people, editors and Bazel.
// - weaver-build: what a build needs (`swift`, `check`, `clean`, `xcfilelist`): the executable the
//   plugin runs, which compiles neither the language server nor the worker.
let package = Package(
    name: "weaver",
    products: [
        .executable(name: "weaver", targets: ["weaver"]),
        .executable(name: "weaver-build", targets: ["weaver-build"]),
        .library(name: "WeaverKit", targets: ["WeaverKit"]),
        // For the benchmark package (Benchmarks/), which drives the server and the worker.
        .library(name: "WeaverLanguageServer", targets: ["WeaverLanguageServer"]),
        .library(name: "WeaverWorker", targets: ["WeaverWorker"]),
        .plugin(name: "WeaverPlugin", targets: ["WeaverPlugin"]),
    ],
    targets: [
        .target(name: "WeaverKit"),
        .target(name: "WeaverCommandLine", dependencies: ["WeaverKit"]),
        .target(name: "WeaverLanguageServer", dependencies: ["WeaverKit"]),
        .target(name: "WeaverWorker", dependencies: ["WeaverKit", "WeaverCommandLine"]),
        .executableTarget(name: "weaver", dependencies: ["WeaverKit", "WeaverCommandLine", "WeaverLanguageServer", "WeaverWorker"]),
        .executableTarget(name: "weaver-build", dependencies: ["WeaverKit", "WeaverCommandLine"]),
        .plugin(name: "WeaverPlugin", capability: .buildTool(), dependencies: ["weaver-build"], path: "Sources/WeaverPlugin"),
        // Test helpers shared by the test targets below.
        .target(name: "WeaverTestSupport", dependencies: ["WeaverKit"], path: "Tests/WeaverTestSupport"),
        .testTarget(name: "WeaverKitTests", dependencies: ["WeaverKit", "WeaverLanguageServer", "WeaverTestSupport"]),
        // The argument parsing and the worker's messages.
        .testTarget(name: "WeaverCommandLineTests", dependencies: ["WeaverCommandLine", "WeaverWorker", "WeaverKit", "WeaverTestSupport"]),
        .testTarget(name: "WeaverEndToEndTests", dependencies: ["weaver", "weaver-build", "WeaverKit", "WeaverCommandLine", "WeaverWorker"]),
    ],
    swiftLanguageModes: [.v6]
)
