import XCTest
@testable import WeaverKit

final class ConfigurationStagedKeyTests: XCTestCase {
    private var folder: ConfigurationTestFolder!

    override func setUpWithError() throws {
        folder = try ConfigurationTestFolder()
    }

    override func tearDown() {
        folder = nil
    }

    /// Writes `text` as `name` in the project folder and applies it onto default options.
    private func apply(_ text: String, name: String = ".weaver.yaml") throws -> (WeaverOptions, [Diagnostic]) {
        let path = try folder.write(name, text)
        var options = WeaverOptions(projectPath: folder.path)
        let file = try ConfigurationFile(path: path, projectPath: folder.path)
        let diagnostics = file.apply(to: &options)
        return (options, diagnostics)
    }

    private func project(_ relativePath: String) -> String {
        PathResolver.join(folder.path, relativePath)
    }

    func testStagedKeysWithDefaultValuesAreAccepted() throws {
        let (options, diagnostics) = try apply("""
            tests: false
            mainactor: false
            warn_unused: false
            warnings_as_errors: false
            testable_imports: []
            cache_path: .weaver_cache
            tests_output_path: .
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(options, WeaverOptions(projectPath: folder.path))
    }

    /// The gate as it stood before any staged feature shipped: it exercises the mechanism, whatever
    /// `StagedSupport.unsupportedYet` holds today.
    static let gate: Set<String> = [
        "--tests", "--tests-output-path", "--testable-imports", "--cache-path", "--platform", "--project-name",
        "--mainactor", "--warn-unused", "--warnings-as-errors",
    ]

    func testStagedKeysWithOtherValuesAreNotSupportedYet() throws {
        let path = try folder.write(".weaver.yaml", """
            tests: true
            project_name: App
            platform: ios
            cache_path: Cache
            testable_imports: [App]
            tests_output_path: Tests
            mainactor: true
            warn_unused: true
            warnings_as_errors: true
            """)
        var options = WeaverOptions(projectPath: folder.path)
        let diagnostics = try ConfigurationFile(path: path, projectPath: folder.path).apply(to: &options, unsupported: Self.gate)
        let keys = ["tests", "project_name", "platform", "cache_path", "testable_imports", "tests_output_path",
                    "mainactor", "warn_unused", "warnings_as_errors"]
        XCTAssertEqual(diagnostics.map(\.message), keys.map { "'\($0)' is not supported yet" })
        XCTAssertEqual(diagnostics.map { $0.location?.line }, Array(1...9))
        XCTAssertEqual(Set(diagnostics.map(\.code)), [.configuration])
        XCTAssertEqual(options, WeaverOptions(projectPath: folder.path))
    }

    func testStagedKeysAreParsedOnceTheGateIsOpened() throws {
        let path = try folder.write(".weaver.yaml", """
            tests: true
            project_name: App
            platform: OSX
            cache_path: Cache
            testable_imports: [App, AppCore]
            tests_output_path: Tests/Stubs.swift
            mainactor: yes
            warn_unused: true
            warnings_as_errors: true
            """)
        var options = WeaverOptions(projectPath: folder.path)
        let diagnostics = try ConfigurationFile(path: path, projectPath: folder.path).apply(to: &options, unsupported: [])
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(options.tests)
        XCTAssertEqual(options.projectName, "App")
        XCTAssertEqual(options.platform, .macOS)
        XCTAssertEqual(options.cachePath, project("Cache"))
        XCTAssertEqual(options.testableImports, ["App", "AppCore"])
        XCTAssertEqual(options.testsOutputPath, project("Tests/Stubs.swift"))
        XCTAssertTrue(options.mainActor)
        XCTAssertTrue(options.warnUnused)
        XCTAssertTrue(options.warningsAsErrors)
    }
}
