import XCTest
@testable import WeaverKit
@testable import WeaverCore
import WeaverTestSupport

final class ConfigurationFileTests: XCTestCase {
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

    func testSupportedKeysSetTheirOptions() throws {
        let (options, diagnostics) = try apply("""
            main_output_path: Generated
            input_paths:
              - Sources
              - Tests/Unit
            ignored_paths: Sources/Legacy
            recursive: false
            swiftlint_disable_all: no
            included_imports: [Foundation, UIKit]
            excluded_imports: [Combine]
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(options.mainOutputPath, project("Generated/Weaver.swift"))
        XCTAssertEqual(options.inputPaths, [project("Sources"), project("Tests/Unit")])
        XCTAssertEqual(options.ignoredPaths, [project("Sources/Legacy")])
        XCTAssertFalse(options.recursive)
        XCTAssertFalse(options.swiftlintDisableAll)
        XCTAssertEqual(options.includedImports, ["Foundation", "UIKit"])
        XCTAssertEqual(options.excludedImports, ["Combine"])
    }

    /// docs/commands.md, as in Weaver 1.x: a file in a subfolder still names folders of the project.
    func testRelativePathsResolveAgainstTheProjectPathNotTheFilesFolder() throws {
        let path = try folder.write("Config/.weaver.yaml", "input_paths: [Sources, Config/Local]\nmain_output_path: Out/Main.swift\n")
        var options = WeaverOptions(projectPath: folder.path)
        let diagnostics = try ConfigurationFile(path: path, projectPath: folder.path).apply(to: &options)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(options.inputPaths, [project("Sources"), project("Config/Local")])
        XCTAssertEqual(options.mainOutputPath, project("Out/Main.swift"))
    }

    func testAbsolutePathsStayAbsolute() throws {
        let (options, _) = try apply("input_paths: /elsewhere/Sources\n")
        XCTAssertEqual(options.inputPaths, ["/elsewhere/Sources"])
    }

    func testUnknownKeyNamesLineAndSuggestion() throws {
        let (_, diagnostics) = try apply("recursive: true\ninput_path: Sources\n")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.message, "unknown key 'input_path'; did you mean 'input_paths'?")
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: ".weaver.yaml", line: 2, column: 1))
        XCTAssertEqual(diagnostics.first?.severity, .error)
    }

    func testUnknownKeyFarFromAnyHasNoSuggestion() throws {
        let (_, diagnostics) = try apply("colour: blue\n")
        XCTAssertEqual(diagnostics.map(\.message), ["unknown key 'colour'"])
    }

    func testWrongTypesNameTheKeyAndValuePosition() throws {
        let (_, diagnostics) = try apply("recursive: \"false\"\nmain_output_path: [a]\ninput_paths: [a, yes]\nswiftlint_disable_all: maybe\n")
        XCTAssertEqual(diagnostics.map(\.message), [
            "'recursive' must be true or false",
            "'main_output_path' must be a string",
            "'input_paths' must be a list of strings",
            "'swiftlint_disable_all' must be true or false",
        ])
        XCTAssertEqual(diagnostics.map { $0.location?.line }, [1, 2, 3, 4])
        XCTAssertEqual(diagnostics[0].location?.column, 12)
        XCTAssertEqual(diagnostics[2].location?.column, 18)
    }

    func testUnknownPlatformIsAnError() throws {
        let (_, diagnostics) = try apply("platform: amiga\n")
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("unknown platform 'amiga'") == true)
        XCTAssertTrue(diagnostics.first?.message.contains("visionOS") == true)
    }

    func testAllowTestsToInitRealDependenciesIsAWarning() throws {
        let (options, diagnostics) = try apply("allow_tests_to_init_real_dependencies: true\n")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(diagnostics.first?.code, .configuration)
        XCTAssertTrue(diagnostics.first?.message.contains("no longer needed") == true)
        XCTAssertEqual(options, WeaverOptions(projectPath: folder.path))
    }

    func testProjectPathKeyIsIgnoredWithAWarningAsWeaver1IgnoredIt() throws {
        let (options, diagnostics) = try apply("project_path: Elsewhere\nrecursive: false\n")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(diagnostics.first?.location?.line, 1)
        XCTAssertTrue(diagnostics.first?.message.contains("--project-path") == true)
        XCTAssertEqual(options.projectPath, folder.path)
        XCTAssertFalse(options.recursive)
    }

    func testJSONFileWithTheSameKeys() throws {
        let (options, diagnostics) = try apply("{\"recursive\": false,\n \"input_paths\": \"Sources\",\n \"recursve\": 1}", name: ".weaver.json")
        XCTAssertFalse(options.recursive)
        XCTAssertEqual(options.inputPaths, [project("Sources")])
        XCTAssertEqual(diagnostics.map(\.message), ["unknown key 'recursve'; did you mean 'recursive'?"])
        XCTAssertEqual(diagnostics.first?.location?.line, 3)
    }

    func testJSONWrongTypeNamesTheKey() throws {
        let (_, diagnostics) = try apply("{\"recursive\": 0}", name: ".weaver.json")
        XCTAssertEqual(diagnostics.map(\.message), ["'recursive' must be true or false"])
    }

    func testMalformedFileIsAnErrorWithItsLocation() throws {
        let path = try folder.write("Config/.weaver.yml", "input_paths:\n\t- a\n")
        XCTAssertThrowsError(try ConfigurationFile(path: path, projectPath: folder.path)) { error in
            let diagnostic = (error as? UsageError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.code, .configuration)
            XCTAssertEqual(diagnostic?.location, SourceLocation(file: "Config/.weaver.yml", line: 2, column: 1))
        }
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

    func testTheOtherKeysSetTheirOptions() throws {
        let (options, diagnostics) = try apply("""
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
