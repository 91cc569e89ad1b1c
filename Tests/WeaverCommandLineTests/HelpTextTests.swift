import Foundation
import WeaverKit
import WeaverCore
import XCTest
@testable import WeaverCommandLine

/// The help, read off the options' table, against `Fixtures/Help/<command>.txt` byte for byte.
/// Re-record with `WEAVER_RECORD_GOLDEN=1 swift test --filter HelpTextTests`, then read the diff.
final class HelpTextTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Help")

    private func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        // `print` ends the help with a line break.
        let printed = text + "\n"
        let url = Self.folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["WEAVER_RECORD_GOLDEN"] == "1" {
            try Data(printed.utf8).write(to: url)
        }
        XCTAssertEqual(printed, try String(contentsOf: url, encoding: .utf8), "\(name).txt differs", file: file, line: line)
    }

    func testHelpMatchesItsGoldenFile() throws {
        try assertGolden(HelpText.usage, "weaver")
    }

    func testEachCommandsHelpMatchesItsGoldenFile() throws {
        for command in Command.allCases {
            try assertGolden(HelpText.usage(for: command), command.rawValue)
        }
    }

    /// Every taught flag appears in the help, so none is added to the table without a line there.
    func testEveryTaughtFlagIsListed() {
        for spelling in Option.taughtSpellings where spelling != "--version" {
            XCTAssertTrue(HelpText.usage.contains(spelling), spelling)
        }
    }
}
