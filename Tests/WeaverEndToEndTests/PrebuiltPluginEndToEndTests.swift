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
        try mergesPlatformsAndLosesNothing(prebuilt, script: script, tool: tool)

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

    /// The script run again into the same folder: packaging the bundle's own binary keeps it, a
    /// second platform's run adds its binary beside the first and lists both in info.json, a
    /// team's file in the folder stays, and a run that fails its checks (a missing binary, a
    /// folder the script did not write) changes nothing.
    private func mergesPlatformsAndLosesNothing(_ prebuilt: URL, script: URL, tool: URL) throws {
        let bash = URL(fileURLWithPath: "/bin/bash")
        let output = prebuilt.deletingLastPathComponent().path
        let bundle = prebuilt.appendingPathComponent("weaver-build.artifactbundle")
        try Data("our notes\n".utf8).write(to: prebuilt.appendingPathComponent("NOTES.md"))
        let variants = try FileManager.default.contentsOfDirectory(atPath: bundle.path).filter { $0.hasPrefix("weaver-build-") }
        XCTAssertEqual(variants.count, 1, "\(variants)")
        let own = bundle.appendingPathComponent("\(variants[0])/bin/weaver-build")
        let again = try EndToEnd.run(bash, [script.path, "--binary", own.path, "--output", output])
        XCTAssertEqual(again.status, 0, again.standardOutput + again.standardError)
        XCTAssertEqual(try Data(contentsOf: own), try Data(contentsOf: tool), "re-packaging the bundle's own binary keeps it")
        let other = try EndToEnd.run(bash, [script.path, "--binary", tool.path, "--output", output, "--triple", "arm64-apple-macosx"])
        XCTAssertEqual(other.status, 0, other.standardOutput + other.standardError)
        let info = try String(contentsOf: bundle.appendingPathComponent("info.json"), encoding: .utf8)
        XCTAssertTrue(info.contains(#""supportedTriples": ["arm64-apple-macosx"]"#), info)
        XCTAssertTrue(info.contains(variants[0] + "/bin/weaver-build"), info)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: own.path))
        XCTAssertEqual(try String(contentsOf: prebuilt.appendingPathComponent("NOTES.md"), encoding: .utf8), "our notes\n")
        for arguments in [["--binary", "/nonexistent/weaver-build"], ["--binary", tool.path, "--triple", "not a triple"]] {
            let failed = try EndToEnd.run(bash, [script.path, "--output", output] + arguments)
            XCTAssertNotEqual(failed.status, 0, "\(arguments)")
            XCTAssertEqual(try String(contentsOf: bundle.appendingPathComponent("info.json"), encoding: .utf8), info, "\(arguments)")
        }
        let foreign = prebuilt.deletingLastPathComponent().appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: foreign.appendingPathComponent("WeaverPrebuilt"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("WeaverPrebuilt/Package.swift"))
        let refused = try EndToEnd.run(bash, [script.path, "--binary", tool.path, "--output", foreign.path])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.standardError.contains("was not written by this script"), refused.standardError)
        XCTAssertEqual(try String(contentsOf: foreign.appendingPathComponent("WeaverPrebuilt/Package.swift"), encoding: .utf8), "mine")
    }
}
