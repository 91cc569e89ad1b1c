import WeaverKit
import WeaverCore
import WeaverTestSupport
import XCTest
@testable import WeaverCommandLine

final class InvocationParserErrorTests: XCTestCase {
    private var folder: ConfigurationTestFolder!

    override func setUpWithError() throws {
        folder = try ConfigurationTestFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func messages(_ arguments: [String]) -> [String] {
        do {
            _ = try InvocationParser.parse(arguments, currentDirectory: folder.path, environment: [:])
            XCTFail("\(arguments) parsed without an error")
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    func testUnknownFlagSuggestsTheClosest() {
        XCTAssertEqual(messages(["swift", "--input-paths", "x"]), ["unknown flag '--input-paths'; did you mean '--input-path'?"])
        XCTAssertEqual(messages(["swift", "--recursive"]), ["unknown flag '--recursive'; did you mean '--recursive-off'?"])
        XCTAssertEqual(messages(["swift", "--zzz"]), ["unknown flag '--zzz'"])
    }

    /// `weaver swift --input-pth Sources` is one mistake: the value after a mistyped flag is its
    /// value, not a second, misleading "unexpected argument".
    func testTheValueOfAnUnknownFlagIsNotASecondError() {
        XCTAssertEqual(messages(["swift", "--input-pth", "Sources"]), ["unknown flag '--input-pth'; did you mean '--input-path'?"])
        XCTAssertEqual(messages(["swift", "--input-pth", "Sources", "--quiet", "extra"]),
                       ["unknown flag '--input-pth'; did you mean '--input-path'?", "unexpected argument 'extra'"])
        XCTAssertEqual(messages(["swift", "--zzz", "x"]), ["unknown flag '--zzz'"])
        XCTAssertEqual(messages(["--input-pth", "Sources", "swift"]), ["unknown flag '--input-pth'; did you mean '--input-path'?"])
    }

    /// What is not taken as the value: the command word still missing, a following flag, and
    /// anything after a flag whose closest spelling is a switch.
    func testAnUnknownFlagTakesNoCommandFlagOrValueOfASwitch() {
        XCTAssertEqual(messages(["--zzz", "swift"]), ["unknown flag '--zzz'"])
        XCTAssertEqual(messages(["swift", "--input-pth", "--quiet"]), ["unknown flag '--input-pth'; did you mean '--input-path'?"])
        XCTAssertEqual(messages(["swift", "--quite", "Sources"]), ["unknown flag '--quite'; did you mean '--quiet'?", "unexpected argument 'Sources'"])
        XCTAssertEqual(messages(["swift", "--input-pth=Sources", "x"]),
                       ["unknown flag '--input-pth'; did you mean '--input-path'?", "unexpected argument 'x'"])
    }

    /// A path typed absolute is echoed absolute, not as `../../nonexist.yaml`.
    func testAMissingConfigurationFileIsNamedAsTyped() {
        let absolute = "/weaver-test-nonexistent/config.yaml"
        XCTAssertEqual(messages(["swift", "--config-path", absolute]),
                       ["configuration file '\(absolute)' given by --config-path does not exist"])
        XCTAssertEqual(messages(["swift", "--config-path", "./Config/../missing.yaml"]),
                       ["configuration file './Config/../missing.yaml' given by --config-path does not exist"])
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

    func testPlatformAndProjectNameFlags() {
        let parsed = try? InvocationParser.parse(["swift", "--platform", "iOS", "--project-name", "App"], currentDirectory: folder.path, environment: [:])
        XCTAssertEqual(parsed?.options.platform, .iOS)
        XCTAssertEqual(parsed?.options.projectName, "App")
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
