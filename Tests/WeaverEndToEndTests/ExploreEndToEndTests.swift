import Foundation
import XCTest

/// `weaver explore` as a command (docs/explore.md): where it writes, that it writes also when
/// validation fails, and that it never replaces a file it did not write. The page in a browser:
/// `Scripts/explore-check.py`.
final class ExploreEndToEndTests: XCTestCase {
    func testThePageIsWrittenAlsoWhenValidationFailsAndNeverOverAUsersFile() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("final class App {\n    // weaver: logger <- Logger\n}\nfinal class Logger {}\n".utf8).write(to: sources.appendingPathComponent("App.swift"))
        let run = try EndToEnd.weaver(["explore", "--project-path", folder.path])
        XCTAssertEqual(run.status, 1, "the graph has an error")
        XCTAssertTrue(run.standardError.contains("[unresolvable]"), run.standardError)
        let page = folder.appendingPathComponent("weaver-graph.html")
        let text = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(text.contains("cannot resolve 'logger: Logger'"), "the diagnostic is in the page's data")
        // Run again: its own page is replaced.
        XCTAssertEqual(try EndToEnd.weaver(["explore", "--project-path", folder.path]).status, 1)
        // A file of the user's at the path is left alone (exit 2).
        let mine = folder.appendingPathComponent("notes.html")
        try Data("<p>my notes</p>".utf8).write(to: mine)
        let refused = try EndToEnd.weaver(["explore", "--project-path", folder.path, "--output-path", "notes.html"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.standardError.contains("'notes.html' exists and was not written by 'weaver explore'"), refused.standardError)
        XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "<p>my notes</p>")
    }
}
