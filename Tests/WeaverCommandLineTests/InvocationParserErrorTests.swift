import XCTest
@testable import WeaverKit

final class InvocationParserErrorTests: XCTestCase {
    private var folder: ConfigurationTestFolder!

    override func setUpWithError() throws {
        folder = try ConfigurationTestFolder()
    }

    override func tearDown() {
        folder = nil
    }

    /// A fixed gate, so that these tests exercise the mechanism whatever ships today.
    private static let gate: Set<String> = ["check", "json", "graph", "xcfilelist", "clean", "--tests", "--tests-output-path",
                                            "--testable-imports", "--cache-path", "--project-name", "--output-path", "--mainactor",
                                            "--warn-unused", "--warnings-as-errors", "--pretty", "--platform", "--diagnostics-format", "--format"]

    private func messages(_ arguments: [String]) -> [String] {
        do {
            _ = try InvocationParser.parse(arguments, currentDirectory: folder.path, environment: [:], unsupported: Self.gate)
            XCTFail("\(arguments) parsed without an error")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    func testUnknownFlagSuggestsTheClosest() {
        XCTAssertEqual(messages(["swift", "--input-paths", "x"]), ["unknown flag '--input-paths'; did you mean '--input-path'?", "unexpected argument 'x'"])
        XCTAssertEqual(messages(["swift", "--recursive"]), ["unknown flag '--recursive'; did you mean '--recursive-off'?"])
        XCTAssertEqual(messages(["swift", "--zzz"]), ["unknown flag '--zzz'"])
    }

    func testMissingValue() {
        XCTAssertEqual(messages(["swift", "--input-path"]), ["missing value for '--input-path'"])
        XCTAssertEqual(messages(["swift", "--input-path", "--recursive-off"]), ["missing value for '--input-path'"])
        XCTAssertEqual(messages(["swift", "--project-path="]), ["missing value for '--project-path'"])
    }

    func testSwitchWithValueIsAnError() {
        XCTAssertEqual(messages(["swift", "--quiet=yes"]), ["'--quiet' does not take a value"])
    }

    func testUnknownCommandSuggestsTheClosest() {
        XCTAssertEqual(messages(["swfit"]), ["unknown command 'swfit'; did you mean 'swift'?"])
    }

    func testUnsupportedCommands() {
        for command in ["check", "json", "graph", "xcfilelist", "clean"] {
            XCTAssertEqual(messages([command]), ["command '\(command)' is not supported yet"])
        }
    }

    func testUnsupportedFlagsAreReportedOnce() {
        let flags = ["--tests", "--mainactor", "--warn-unused", "--warnings-as-errors"]
        for flag in flags {
            XCTAssertEqual(messages(["swift", flag, flag]), ["'\(flag)' is not supported yet"])
        }
        XCTAssertEqual(messages(["json", "--pretty", "--pretty"]), ["command 'json' is not supported yet", "'--pretty' is not supported yet"])
        let valued = ["--tests-output-path", "--testable-imports", "--cache-path", "--project-name"]
        for flag in valued {
            XCTAssertEqual(messages(["swift", flag, "x"]), ["'\(flag)' is not supported yet"])
        }
        XCTAssertEqual(messages(["xcfilelist", "--output-path", "x"]), ["command 'xcfilelist' is not supported yet", "'--output-path' is not supported yet"])
        XCTAssertEqual(messages(["swift", "--platform", "iOS"]), ["'--platform' is not supported yet"])
        XCTAssertEqual(messages(["swift", "--diagnostics-format=json"]), ["'--diagnostics-format' is not supported yet"])
        let parsed = try? InvocationParser.parse(["swift", "--platform", "iOS", "--project-name", "App"], currentDirectory: folder.path, environment: [:], unsupported: [])
        XCTAssertEqual(parsed?.options.platform, .iOS)
        XCTAssertEqual(parsed?.options.projectName, "App")
        XCTAssertEqual(messages(["graph", "--format", "dot"]), ["command 'graph' is not supported yet", "'--format' is not supported yet"])
    }

    func testUnknownPlatformNamesTheValidOnes() {
        let all = messages(["swift", "--platform", "amiga"])
        XCTAssertTrue(all.contains { $0.hasPrefix("unknown platform 'amiga'; valid platforms: iOS, macOS") })
    }

    func testEveryProblemIsReported() {
        XCTAssertEqual(messages(["swfit", "--bogus", "--input-path"]).count, 3)
    }

    func testUsageErrorExitCodeIsTwo() {
        XCTAssertEqual(UsageError.exitCode, 2)
    }
}
