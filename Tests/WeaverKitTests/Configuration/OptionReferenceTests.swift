import Foundation
import XCTest
@testable import WeaverKit

/// docs/commands.md's option table is the one `OptionReference` makes from `Option.all`: an option
/// added, renamed or described anew changes the page, or this test fails. Re-record:
/// `WEAVER_RECORD_GOLDEN=1 swift test --filter OptionReferenceTests`.
final class OptionReferenceTests: XCTestCase {
    private static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/commands.md")

    func testTheDocumentedOptionTableIsTheOptionTable() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let begin = try XCTUnwrap(text.range(of: OptionReference.begin + "\n"), "docs/commands.md has no option table")
        let end = try XCTUnwrap(text.range(of: "\n" + OptionReference.end, range: begin.upperBound..<text.endIndex))
        let documented = String(text[begin.upperBound..<end.lowerBound])
        let table = OptionReference.markdownTable()
        if ProcessInfo.processInfo.environment["WEAVER_RECORD_GOLDEN"] == "1", documented != table {
            try (String(text[..<begin.upperBound]) + table + String(text[end.lowerBound...])).write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(documented, table, "docs/commands.md's option table is out of date: WEAVER_RECORD_GOLDEN=1 swift test --filter OptionReferenceTests")
    }

    func testEveryFlagTheHelpListsIsInTheTable() {
        let table = OptionReference.markdownTable()
        for option in Option.all where option.help != nil {
            for flag in option.flags where !flag.isLegacy {
                XCTAssertTrue(table.contains("`\(flag.spelling)`"), flag.spelling)
            }
        }
    }
}
