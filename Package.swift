// swift-tools-version:6.1
import PackageDescription

// The product depends on nothing but the Swift toolchain (ARCHITECTURE.md). Its layers are targets, so the
// compiler keeps each to what it may use (ARCHITECTURE.md, "Code map"):
// - WeaverCore: the stages (source, support, diagnostics, scanner, parser, linker, validator,
//   generator): values in, values out, no files. Imports nothing of this package.
// - WeaverKit: the driver that runs them (configuration, cache, modules, pipeline, export).
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
        .library(name: "WeaverKit", targets: ["WeaverKit", "WeaverCore"]),
        // For the benchmark package (Benchmarks/), which drives the server and the worker.
        .library(name: "WeaverLanguageServer", targets: ["WeaverLanguageServer"]),
        .library(name: "WeaverWorker", targets: ["WeaverWorker"]),
        .plugin(name: "WeaverPlugin", targets: ["WeaverPlugin"]),
    ],
    targets: [
        .target(name: "WeaverCore"),
        .target(name: "WeaverKit", dependencies: ["WeaverCore"]),
        .target(name: "WeaverCommandLine", dependencies: ["WeaverCore", "WeaverKit"]),
        .target(name: "WeaverLanguageServer", dependencies: ["WeaverCore", "WeaverKit"]),
        .target(name: "WeaverWorker", dependencies: ["WeaverCore", "WeaverKit", "WeaverCommandLine"]),
        .executableTarget(name: "weaver", dependencies: ["WeaverCore", "WeaverKit", "WeaverCommandLine", "WeaverLanguageServer", "WeaverWorker"]),
        .executableTarget(name: "weaver-build", dependencies: ["WeaverCore", "WeaverKit", "WeaverCommandLine"]),
        .plugin(name: "WeaverPlugin", capability: .buildTool(), dependencies: ["weaver-build"], path: "Sources/WeaverPlugin"),
        // Test helpers shared by the test targets below.
        .target(name: "WeaverTestSupport", dependencies: ["WeaverCore", "WeaverKit"], path: "Tests/WeaverTestSupport"),
        .testTarget(name: "WeaverKitTests", dependencies: ["WeaverCore", "WeaverKit", "WeaverLanguageServer", "WeaverTestSupport"]),
        // The argument parsing and the worker's messages.
        .testTarget(name: "WeaverCommandLineTests", dependencies: ["WeaverCommandLine", "WeaverWorker", "WeaverCore", "WeaverKit", "WeaverTestSupport"]),
        .testTarget(name: "WeaverEndToEndTests", dependencies: ["weaver", "weaver-build", "WeaverCore", "WeaverKit", "WeaverCommandLine", "WeaverWorker"]),
    ],
    swiftLanguageModes: [.v6]
)
