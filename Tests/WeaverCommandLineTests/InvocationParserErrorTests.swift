import WeaverKit
import WeaverTestSupport
import XCTest
@testable import weaver

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
