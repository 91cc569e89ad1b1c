import WeaverKit
import WeaverCore
import WeaverTestSupport
import XCTest
@testable import WeaverCommandLine

final class InvocationParserTests: XCTestCase {
    private var folder: ConfigurationTestFolder!

    override func setUpWithError() throws {
        folder = try ConfigurationTestFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> Invocation {
        try InvocationParser.parse(arguments, currentDirectory: folder.path, environment: environment)
    }

    private func usageMessages(_ arguments: [String]) -> [String] {
        do {
            _ = try parse(arguments)
            XCTFail("\(arguments) parsed without an error")
            return []
        } catch {
            let diagnostics = (error as? UsageError)?.diagnostics ?? []
            XCTAssertEqual(Set(diagnostics.map(\.code)), [.configuration])
            return diagnostics.map(\.message)
        }
    }

    private func project(_ relativePath: String) -> String {
        PathResolver.join(folder.path, relativePath)
    }

    func testDefaultsWithoutConfigurationFile() throws {
        let invocation = try parse(["swift"])
        XCTAssertEqual(invocation.command, .swift)
        XCTAssertFalse(invocation.showHelp)
        XCTAssertEqual(invocation.options, WeaverOptions(projectPath: folder.path))
        XCTAssertEqual(invocation.options.inputPaths, [folder.path])
        XCTAssertNil(invocation.configurationPath)
    }

    func testFlagsOverrideTheFileKeyByKey() throws {
        try folder.write(".weaver.yaml", "input_paths: [FromFile]\nignored_paths: [Ignored]\nrecursive: true\nswiftlint_disable_all: false\n")
        let invocation = try parse(["swift", "--input-path", "A", "--input-path=B", "--recursive-off"])
        XCTAssertEqual(invocation.options.inputPaths, [project("A"), project("B")])
        XCTAssertEqual(invocation.options.ignoredPaths, [project("Ignored")])
        XCTAssertFalse(invocation.options.recursive)
        XCTAssertFalse(invocation.options.swiftlintDisableAll)
        XCTAssertEqual(invocation.configurationPath, project(".weaver.yaml"))
    }

    func testSwiftlintFlagsBothWays() throws {
        try folder.write(".weaver.yaml", "swiftlint_disable_all: false\n")
        XCTAssertTrue(try parse(["swift", "--swiftlint-disable-all"]).options.swiftlintDisableAll)
        XCTAssertFalse(try parse(["swift", "--no-swiftlint-disable-all"]).options.swiftlintDisableAll)
    }

    func testEqualsAndSpaceFormsAgree() throws {
        let spaced = try parse(["swift", "--main-output-path", "Out", "--included-imports", "UIKit"])
        let joined = try parse(["swift", "--main-output-path=Out", "--included-imports=UIKit"])
        XCTAssertEqual(spaced.options, joined.options)
        XCTAssertEqual(joined.options.includedImports, ["UIKit"])
    }

    func testOutputPathEndingInSwiftIsAFileOtherwiseAFolder() throws {
        XCTAssertEqual(try parse(["swift", "--main-output-path", "Gen/DI.swift"]).options.mainOutputPath, project("Gen/DI.swift"))
        XCTAssertEqual(try parse(["swift", "--main-output-path", "Gen"]).options.mainOutputPath, project("Gen/Weaver.swift"))
        XCTAssertEqual(try parse(["swift", "--main-output-path", "/abs/Gen"]).options.mainOutputPath, "/abs/Gen/Weaver.swift")
    }

    func testRelativeFlagPathsResolveAgainstTheProjectPath() throws {
        let invocation = try parse(["swift", "--project-path", "App", "--input-path", "Sources", "--ignored-path", "Sources/Old"])
        XCTAssertEqual(invocation.options.projectPath, project("App"))
        XCTAssertEqual(invocation.options.inputPaths, [project("App/Sources")])
        XCTAssertEqual(invocation.options.ignoredPaths, [project("App/Sources/Old")])
        XCTAssertEqual(invocation.options.mainOutputPath, project("App/Weaver.swift"))
    }

    func testProjectPathFromEnvironmentUnlessFlagGiven() throws {
        let environment = ["WEAVER_PROJECT_PATH": "FromEnvironment"]
        XCTAssertEqual(try parse(["swift"], environment: environment).options.projectPath, project("FromEnvironment"))
        XCTAssertEqual(try parse(["swift", "--project-path", "/flag"], environment: environment).options.projectPath, "/flag")
        XCTAssertEqual(try parse(["swift"], environment: ["WEAVER_PROJECT_PATH": ""]).options.projectPath, folder.path)
    }

    func testConfigurationFileIsSearchedInTheProjectPath() throws {
        try folder.write("App/.weaver.yml", "recursive: false\n")
        let invocation = try parse(["swift"], environment: ["WEAVER_PROJECT_PATH": project("App")])
        XCTAssertFalse(invocation.options.recursive)
        XCTAssertEqual(invocation.configurationPath, project("App/.weaver.yml"))
    }

    func testConfigPathFlagNamesAFileOrFolder() throws {
        try folder.write("Config/custom.yaml", "recursive: false\n")
        try folder.write("Other/.weaver.json", "{\"input_paths\": [\"In\"]}")
        XCTAssertFalse(try parse(["swift", "--config-path", "Config/custom.yaml"]).options.recursive)
        XCTAssertEqual(try parse(["swift", "--config-path", "Other"]).options.inputPaths, [project("In")])
        XCTAssertEqual(usageMessages(["swift", "--config-path", "Missing.yaml"]),
                       ["configuration file 'Missing.yaml' given by --config-path does not exist"])
    }

    func testConfigurationErrorsStopWithTheirLocation() throws {
        try folder.write(".weaver.yaml", "recursive: true\ninput_path: x\n")
        XCTAssertThrowsError(try parse(["swift"])) { error in
            let diagnostic = (error as? UsageError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.location, SourceLocation(file: ".weaver.yaml", line: 2, column: 1))
        }
    }

    func testConfigurationWarningsAreReturned() throws {
        try folder.write(".weaver.yaml", "allow_tests_to_init_real_dependencies: true\n")
        XCTAssertEqual(try parse(["swift"]).warnings.map(\.severity), [.warning])
    }

    // MARK: - Weaver 1.x build phases (issue: users switch without touching their build)

    /// `weaver swift --config-path Config/weaver.yaml` with `input_paths: [App]` reads
    /// `<project>/App`, as Weaver 1.x did, not `<project>/Config/App`.
    func testConfigurationFilePathsResolveAgainstTheProjectPathNotTheFilesFolder() throws {
        try folder.write("Config/weaver.yaml", """
            input_paths: [App]
            ignored_paths: [App/Generated]
            main_output_path: App/Generated
            tests_output_path: Tests/Stubs.swift
            cache_path: .cache/weaver
            """)
        let options = try parse(["swift", "--config-path", "Config/weaver.yaml"]).options
        XCTAssertEqual(options.inputPaths, [project("App")])
        XCTAssertEqual(options.ignoredPaths, [project("App/Generated")])
        XCTAssertEqual(options.mainOutputPath, project("App/Generated/Weaver.swift"))
        XCTAssertEqual(options.testsOutputPath, project("Tests/Stubs.swift"))
        XCTAssertEqual(options.cachePath, project(".cache/weaver"))
    }

    func testConfigurationFileOfAnotherProjectPathResolvesAgainstThatProjectPath() throws {
        try folder.write("Shared/weaver.yaml", "input_paths: [Sources]\n")
        let options = try parse(["swift", "--project-path", "App", "--config-path", "../Shared/weaver.yaml"]).options
        XCTAssertEqual(options.inputPaths, [project("App/Sources")])
    }

    func testNoCommandIsAUsageErrorNotHelp() throws {
        XCTAssertEqual(usageMessages(["--project-path", "."]).count, 1)
        XCTAssertTrue(usageMessages([]).first?.contains("no command given") ?? false)
        XCTAssertEqual(usageMessages(["--bogus"]).count, 2, "the unknown flag and the missing command")
        XCTAssertTrue(usageMessages(["-v"]).contains("unknown flag '-v'; did you mean '--version'?"))
        XCTAssertTrue(try parse(["--help"]).showHelp)
        XCTAssertEqual(try parse(["--version"]).command, .version)
    }

    func testAFlagOfAnotherCommandIsAUsageErrorNamingItsCommand() throws {
        XCTAssertEqual(usageMessages(["swift", "--output-path", "D"]),
                       ["'--output-path' is an option of 'explore' and 'xcfilelist', not of 'swift'; 'swift' spells it '--main-output-path'"])
        XCTAssertEqual(usageMessages(["swift", "--pretty"]), ["'--pretty' is an option of 'json', not of 'swift'"])
        XCTAssertEqual(usageMessages(["check", "--tests"]), ["'--tests' is an option of 'swift' and 'xcfilelist', not of 'check'"])
        XCTAssertEqual(usageMessages(["json", "--mainactor"]), ["'--mainactor' is an option of 'swift', not of 'json'"])
        XCTAssertEqual(usageMessages(["graph", "--pretty", "--pretty"]).count, 1, "each misplaced flag is reported once")
        XCTAssertEqual(usageMessages(["clean", "--format", "dot"]), ["'--format' is an option of 'graph', 'cost' and 'rules', not of 'clean'"])
    }

    func testEveryCommandTakesTheCommonFlagsAndItsOwn() throws {
        let common = ["--input-path", "S", "--ignored-path", "I", "--recursive-off", "--cache-path", "C", "--platform", "iOS",
                      "--project-name", "P", "--diagnostics-format", "json", "--warnings-as-errors", "--quiet", "--verbose"]
        for command in Command.allCases {
            XCTAssertNoThrow(try parse([command.rawValue] + (command == .why ? ["App.logger"] : []) + common), command.rawValue)
        }
        XCTAssertNoThrow(try parse(["xcfilelist", "--main-output-path", "G", "--tests", "--tests-output-path", "T", "--output-path", "L"]))
        XCTAssertNoThrow(try parse(["check", "--warn-unused"]))
        XCTAssertNoThrow(try parse(["json", "--pretty", "--warn-unused"]))
        XCTAssertNoThrow(try parse(["graph", "--format", "mermaid"]))
    }

    func testWeaver1SpellingsAreAccepted() throws {
        try folder.write(".weaver.yaml", "recursive: false\ntests: true\n")
        let invocation = try parse(["swift", "--recursive-on", "--no-tests"])
        XCTAssertTrue(invocation.options.recursive)
        XCTAssertFalse(invocation.options.tests)
        XCTAssertTrue(try parse(["swift", "--no-tests", "--tests"]).options.tests, "the last flag wins")
    }
}
