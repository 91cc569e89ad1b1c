import Foundation
import XCTest

/// The SwiftPM build-tool plugin: `Fixtures/PluginDemo` builds and runs, an unchanged rebuild does
/// not run weaver again, and a broken annotation fails `swift build` with weaver's message at its line.
final class PluginEndToEndTests: XCTestCase {
    /// A copy of the demo that depends on this repository by absolute path, with its own build folder.
    private func copyDemo(into folder: URL) throws -> URL {
        try EndToEnd.copyPackageFixture("PluginDemo", to: folder)
    }

    private func build(_ demo: URL) throws -> EndToEnd.Output {
        try EndToEnd.swiftBuild(demo)
    }

    func testPluginDemoBuildsRunsAndReportsBrokenAnnotations() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try copyDemo(into: folder)

        let first = try build(demo)
        XCTAssertEqual(first.status, 0, first.standardOutput + first.standardError)
        XCTAssertTrue(first.standardOutput.contains("weaver: generating the container of Demo"), first.standardOutput)
        let run = try EndToEnd.run(demo.appendingPathComponent(".build/debug/Demo"), [])
        // Farewell is DemoKit's: the plugin summarized DemoKit when it built Demo's container,
        // which builds it through its entry point with Demo's punctuation.
        XCTAssertEqual(run.standardOutput, "Hello, plugin! (1)\nHello, again! (2)\nGoodbye, plugin!\n")

        // `tests: true` in the app target's .weaver.yaml keeps the stubs out of the app module;
        // the test target, which uses the plugin too, gets them and its test passes.
        XCTAssertFalse(first.standardOutput.contains("WeaverTests"), first.standardOutput)
        let tests = try EndToEnd.run(EndToEnd.swift, ["test", "--package-path", demo.path, "--scratch-path", demo.appendingPathComponent(".build").path])
        XCTAssertEqual(tests.status, 0, tests.standardOutput + tests.standardError)
        XCTAssertTrue((tests.standardOutput + tests.standardError).contains("weaver: generating the test stubs of Demo for DemoTests"), tests.standardOutput + tests.standardError)
        XCTAssertTrue(tests.standardOutput.contains("Executed 1 test, with 0 failures"), tests.standardOutput)

        // SwiftPM relinks the freshly built tool once more on the next build; after that, a build
        // with no source change must not run weaver.
        _ = try build(demo)
        let unchanged = try build(demo)
        XCTAssertEqual(unchanged.status, 0)
        XCTAssertFalse(unchanged.standardOutput.contains("weaver: generating"), "an unchanged target is not regenerated")

        let app = demo.appendingPathComponent("Sources/Demo/App.swift")
        let broken = try String(contentsOf: app, encoding: .utf8).replacingOccurrences(of: "// weaver: counter <- Counter", with: "// weaver: counter <- Countr")
        try Data(broken.utf8).write(to: app)
        let failing = try build(demo)
        XCTAssertNotEqual(failing.status, 0)
        let output = failing.standardOutput + failing.standardError
        // An absolute path, which Xcode and editors open (docs/build-systems.md).
        XCTAssertTrue(output.contains("\(app.path):21:5: error: 'counter: Countr' is found with an incompatible type [type-mismatch]"), output)

        // A registered type without init(injecting:): weaver's error at the type, before the
        // compiler could meet it inside the generated file.
        let original = broken.replacingOccurrences(of: "// weaver: counter <- Countr", with: "// weaver: counter <- Counter")
        let withoutInitializer = original.replacingOccurrences(
            of: "    init(injecting dependencies: GreeterDependencyResolver) {\n        self.dependencies = dependencies\n    }\n", with: "")
        XCTAssertNotEqual(withoutInitializer, original)
        try Data(withoutInitializer.utf8).write(to: app)
        let missing = try build(demo)
        XCTAssertNotEqual(missing.status, 0)
        let missingOutput = missing.standardOutput + missing.standardError
        XCTAssertTrue(missingOutput.contains("\(app.path):20:7: error: 'Greeter' has no 'init(injecting:)', which the container calls to build it [missing-initializer]"),
                      missingOutput)
        XCTAssertFalse(missingOutput.contains("Weaver.swift:"), "no error inside the generated file")

        // A builder with the wrong signature, which only the compiler can tell: its first error is
        // at the builder line, naming the signature it needs (docs/diagnostics.md).
        let wrongBuilder = original.replacingOccurrences(of: "static func make(_ dependencies: CounterInputDependencyResolver)",
                                                         with: "static func make(_ start: Int)")
        XCTAssertNotEqual(wrongBuilder, original)
        try Data(wrongBuilder.utf8).write(to: app)
        let mismatch = try build(demo)
        XCTAssertNotEqual(mismatch.status, 0)
        let mismatchOutput = mismatch.standardOutput + mismatch.standardError
        let firstError = mismatchOutput.split(separator: "\n").first { $0.contains(": error: ") }.map(String.init) ?? ""
        XCTAssertTrue(firstError.hasPrefix("\(app.path):8:"), mismatchOutput)
        XCTAssertTrue(firstError.contains("'(any CounterInputDependencyResolver) -> Counter'"), mismatchOutput)
        XCTAssertFalse(mismatchOutput.contains("Weaver.swift:"), "no error inside the generated file")
        XCTAssertFalse(mismatchOutput.contains("failed to produce diagnostic"), mismatchOutput)
    }
}
