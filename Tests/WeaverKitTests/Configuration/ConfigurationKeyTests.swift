import XCTest
@testable import WeaverKit
import WeaverTestSupport

final class ConfigurationKeyTests: XCTestCase {
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

    func testKeysWithDefaultValuesChangeNothing() throws {
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

    func testEveryKeySetsItsOption() throws {
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
        let diagnostics = try ConfigurationFile(path: path, projectPath: folder.path).apply(to: &options)
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
