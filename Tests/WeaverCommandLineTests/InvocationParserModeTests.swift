import WeaverKit
import WeaverCore
import WeaverTestSupport
import XCTest
@testable import WeaverCommandLine

final class InvocationParserModeTests: XCTestCase {
    private var folder: ConfigurationTestFolder!

    override func setUpWithError() throws {
        folder = try ConfigurationTestFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func parse(_ arguments: [String]) throws -> Invocation {
        try InvocationParser.parse(arguments, currentDirectory: folder.path, environment: [:])
    }

    private func project(_ relativePath: String) -> String {
        PathResolver.join(folder.path, relativePath)
    }

    /// A build phase that forgot its command must fail (docs/commands.md), not print help and pass.
    func testNoArgumentsIsAUsageError() throws {
        XCTAssertThrowsError(try parse([]))
    }

    func testHelpAnywhereWins() throws {
        XCTAssertTrue(try parse(["swift", "--bogus", "-h"]).showHelp)
        let invocation = try parse(["swift", "--input-path", "x", "--help"])
        XCTAssertTrue(invocation.showHelp)
        XCTAssertEqual(invocation.command, .swift)
    }

    func testVersionForms() throws {
        XCTAssertEqual(try parse(["--version"]).command, .version)
        XCTAssertEqual(try parse(["version"]).command, .version)
        XCTAssertFalse(try parse(["--version"]).showHelp)
    }

    func testVersionIgnoresABrokenConfigurationFile() throws {
        try folder.write(".weaver.yaml", "this is: not: valid\n")
        XCTAssertThrowsError(try parse(["swift"]))
        XCTAssertEqual(try parse(["version"]).command, .version)
    }

    func testEveryFlagSetsItsOption() throws {
        let invocation = try parse([
            "swift", "--tests", "--tests-output-path", "T", "--testable-imports", "App", "--cache-path", "C",
            "--platform", "ios", "--project-name", "Shop", "--diagnostics-format", "JSON", "--warnings-as-errors",
            "--warn-unused", "--mainactor", "--quiet", "--verbose", "--excluded-imports", "Combine",
        ])
        XCTAssertEqual(invocation.command, .swift)
        let options = invocation.options
        XCTAssertTrue(options.tests && options.warningsAsErrors && options.warnUnused && options.mainActor)
        XCTAssertTrue(options.quiet && options.verbose)
        XCTAssertEqual(options.testsOutputPath, project("T/WeaverTests.swift"))
        XCTAssertEqual(options.testableImports, ["App"])
        XCTAssertEqual(options.cachePath, project("C"))
        XCTAssertEqual(options.platform, .iOS)
        XCTAssertEqual(options.projectName, "Shop")
        XCTAssertEqual(options.diagnosticsFormat, .json)
        XCTAssertEqual(options.excludedImports, ["Combine"])
        XCTAssertTrue(try parse(["json", "--pretty"]).options.prettyJSON)
        XCTAssertEqual(try parse(["graph", "--format", "Mermaid"]).options.outputFormat, .mermaid)
        XCTAssertEqual(try parse(["cost", "--format", "json"]).options.outputFormat, .json)
        XCTAssertEqual(try parse(["cost", "App", "--budget", "budget.yaml"]).options.launchBudgetPath, project("budget.yaml"))
        XCTAssertEqual(try parse(["cost", "App"]).query, "App")
        XCTAssertEqual(try parse(["xcfilelist", "--output-path", "Lists"]).options.outputPath, project("Lists"))
    }

    func testInvalidChoicesAreUsageErrors() {
        XCTAssertThrowsError(try parse(["graph", "--format", "svg", "--diagnostics-format", "xml"])) { error in
            XCTAssertEqual((error as? UsageError)?.diagnostics.map(\.message), [
                "'--format' must be dot or mermaid (graph), or text or json (cost, rules), not 'svg'",
                "'--diagnostics-format' must be text or json, not 'xml'",
            ])
        }
    }

    func testAFormatOfAnotherCommandIsAUsageError() {
        XCTAssertThrowsError(try parse(["graph", "--format", "json"])) { error in
            XCTAssertEqual((error as? UsageError)?.diagnostics.map(\.message), ["'graph --format' must be dot or mermaid, not 'json'"])
        }
        XCTAssertThrowsError(try parse(["cost", "--format", "dot"])) { error in
            XCTAssertEqual((error as? UsageError)?.diagnostics.map(\.message), ["'cost --format' must be text or json, not 'dot'"])
        }
        XCTAssertThrowsError(try parse(["cost", "App", "Share"])) { error in
            XCTAssertEqual((error as? UsageError)?.diagnostics.map(\.message), ["'cost' takes at most one root: 'weaver cost' or 'weaver cost App'"])
        }
    }

    func testDefaultFormatIsTheCommands() throws {
        XCTAssertNil(try parse(["swift"]).options.outputFormat)
    }
}
