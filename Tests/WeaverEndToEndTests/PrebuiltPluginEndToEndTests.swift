import Foundation
import XCTest

/// A team that points the plugin at a prebuilt binary (docs/build-systems.md): `Scripts/make-artifact-bundle.sh`
/// packages the `weaver-build` this test run built as an artifact bundle behind a `binaryTarget`,
/// and a new package using that plugin builds, runs, and compiles no weaver source.
final class PrebuiltPluginEndToEndTests: XCTestCase {
    private var swift: URL { EndToEnd.swiftc.deletingLastPathComponent().appendingPathComponent("swift") }

    func testPackageUsingThePrebuiltToolCompilesNoWeaverSource() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = EndToEnd.productsDirectory.appendingPathComponent("weaver-build")
        let script = EndToEnd.repositoryRoot.appendingPathComponent("Scripts/make-artifact-bundle.sh")
        let made = try EndToEnd.run(URL(fileURLWithPath: "/bin/bash"), [script.path, "--binary", tool.path, "--output", folder.path])
        XCTAssertEqual(made.status, 0, made.standardOutput + made.standardError)
        let prebuilt = folder.appendingPathComponent("WeaverPrebuilt")
        XCTAssertTrue(FileManager.default.fileExists(atPath: prebuilt.appendingPathComponent("weaver-build.artifactbundle/info.json").path))

        let package = folder.appendingPathComponent("Hello")
        let sources = package.appendingPathComponent("Sources/Hello")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("""
        // swift-tools-version:6.1
        import PackageDescription

        let package = Package(
            name: "Hello",
            dependencies: [.package(path: "\(prebuilt.path)")],
            targets: [
                .executableTarget(name: "Hello", plugins: [.plugin(name: "WeaverPlugin", package: "WeaverPrebuilt")]),
            ]
        )

        """.utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("""
        protocol Greeting { var text: String { get } }

        final class English: Greeting {
            let text = "Hello from a prebuilt weaver"
        }

        final class App {
            // weaver: greeting = English <- Greeting
            // weaver: greeting.builder = { _ in English() }

            let dependencies: AppDependencyResolver

            init(injecting dependencies: AppDependencyResolver) {
                self.dependencies = dependencies
            }
        }

        print(App(injecting: MainDependencyContainer.appDependencyResolver()).dependencies.greeting.text)

        """.utf8).write(to: sources.appendingPathComponent("main.swift"))

        let built = try EndToEnd.run(swift, ["build", "--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path])
        let log = built.standardOutput + built.standardError
        XCTAssertEqual(built.status, 0, log)
        XCTAssertTrue(log.contains("weaver: generating the container of Hello"), log)
        // The first build compiles the manifests, the plugin's script and Hello: no weaver module.
        let compiled = log.split(separator: "\n").filter { $0.contains("Compiling ") }
        for module in ["WeaverKit", "WeaverCommandLine", "weaver_build", "weaver-build"] {
            XCTAssertFalse(compiled.contains { $0.contains("Compiling \(module) ") }, "\(module) was compiled:\n\(log)")
        }
        XCTAssertTrue(compiled.contains { $0.contains("Compiling Hello ") }, log)
        let run = try EndToEnd.run(package.appendingPathComponent(".build/debug/Hello"), [])
        XCTAssertEqual(run.standardOutput, "Hello from a prebuilt weaver\n")
    }
}
