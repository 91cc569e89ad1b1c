import Foundation
import XCTest

/// `weaver why` (docs/commands.md): each step of an answer at its `file:line`, on the sample and on the
/// collections fixture; an unknown name is exit 1 with the closest spelling.
final class WhyEndToEndTests: XCTestCase {
    private func why(_ query: String, fixture: String, extra: [String] = []) throws -> EndToEnd.Output {
        let work = try EndToEnd.temporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: work) }
        let sources = EndToEnd.fixtures.appendingPathComponent(fixture)
        return try EndToEnd.weaver(["why", query, "--project-path", sources.path, "--input-path", "Sources", "--quiet",
                                    "--cache-path", work.appendingPathComponent("cache").path] + extra)
    }

    /// A reference: the path from the registration that provides it down to it, root first.
    func testAReferenceShowsEveryPathFromItsProviderDownToIt() throws {
        let run = try why("DetailController.session", fixture: "Sample")
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, """
            DetailController.session (reference)
              path 1 of 1:
                Sources/Sample/App.swift:6  App registers 'session = Session' (lazy)
                Sources/Sample/App.swift:15  App registers 'home = HomeController' (container)
                Sources/Sample/HomeController.swift:4  HomeController registers 'detail = DetailController' (container)
                Sources/Sample/HomeController.swift:18  DetailController references 'session <- Session'

            """)
        let registration = try why("App.session", fixture: "Sample")
        XCTAssertTrue(registration.standardOutput.contains("satisfies (1):\n    Sources/Sample/HomeController.swift:18  DetailController references 'session <- Session'"),
                      registration.standardOutput)
    }

    /// A collection lists its elements in order at their `contributes` lines; an element's type
    /// says which consumers build it; a registration names the elements' references it satisfies.
    func testCollectionsAndTheirElements() throws {
        let collection = try why("App.launchTasks", fixture: "Collections")
        XCTAssertEqual(collection.status, 0, collection.standardError)
        let lines = collection.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.prefix(2), ["App.launchTasks (collection)", "elements, in order (5):"])
        XCTAssertEqual(lines.dropFirst(2).map { $0.split(separator: " ", maxSplits: 2)[1] },
                       ["CrashReporterTask", "DatabaseTask", "FeatureFlagsTask", "AnalyticsTask", "ThemeTask"])
        XCTAssertTrue(lines[2].hasPrefix("Sources/Graph.swift:101"), lines[2])

        let element = try why("CrashReporterTask", fixture: "Collections").standardOutput
        XCTAssertTrue(element.contains("contributes launchTasks"), element)
        XCTAssertTrue(element.contains("built for Settings references 'launchTasks <- [LaunchTask]'"), element)
        let logger = try why("App.logger", fixture: "Collections").standardOutput
        XCTAssertTrue(logger.contains("CrashReporterTask references 'logger <- Logger' (an element of 'launchTasks')"), logger)
    }

    /// An element whose collection nobody reads (a misspelt name) is still known to `why`, which
    /// says so; `after:` lists are shown on the element and on the collection.
    func testAnUnreadElementAndAfterLists() throws {
        let work = try EndToEnd.temporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: work) }
        let folder = EndToEnd.fixtures.appendingPathComponent("Diagnostics/unused-contribution/misspelt-collection")
        let run = try EndToEnd.weaver(["why", "CrashReporterTask", "--project-path", folder.path, "--quiet",
                                       "--cache-path", work.appendingPathComponent("cache").path])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.contains("App.swift:14  contributes lanchTasks"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("nothing reads 'lanchTasks': this element is never built"), run.standardOutput)
        // `weaver json` lists the type too, with its contribution record.
        let json = try EndToEnd.weaver(["json", "--project-path", folder.path, "--quiet", "--cache-path", work.appendingPathComponent("cache").path])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let types = try XCTUnwrap(document["types"] as? [[String: Any]])
        XCTAssertEqual(types.compactMap { $0["name"] as? String }, ["App", "CrashReporterTask", "DatabaseTask"])
        let records = try XCTUnwrap(document["dependencies"] as? [[String: Any]])
        XCTAssertTrue(records.contains { $0["owner"] as? String == "CrashReporterTask" && $0["collection"] as? String == "lanchTasks" })

        let element = try why("AnalyticsTask", fixture: "Collections").standardOutput
        XCTAssertTrue(element.contains("after CrashReporterTask (after:)"), element)
        let collection = try why("App.launchTasks", fixture: "Collections").standardOutput
        XCTAssertTrue(collection.contains("ThemeTask contributes launchTasks, priority 50, after AnalyticsTask"), collection)
    }

    /// A name of any length gets an answer: the closest-spelling search skips what cannot be close.
    func testAVeryLongNameIsAnsweredWithoutASuggestion() throws {
        let run = try why(String(repeating: "A", count: 100_000) + ".logger", fixture: "Collections")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("nothing is named"), String(run.standardError.prefix(300)))
        XCTAssertFalse(run.standardError.contains("did you mean"))
    }

    func testJSONAndUnknownNames() throws {
        let json = try why("App.logger", fixture: "Collections", extra: ["--diagnostics-format", "json"])
        XCTAssertEqual(json.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(object["subject"] as? String, "App.logger")
        XCTAssertEqual(object["kind"] as? String, "registration")

        let unknown = try why("DetailControler.session", fixture: "Sample")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.standardError.contains("nothing is named 'DetailControler.session'"), unknown.standardError)
        XCTAssertTrue(unknown.standardError.contains("did you mean 'DetailController.session'?"), unknown.standardError)
        XCTAssertEqual(try EndToEnd.weaver(["why"]).status, 2)
        XCTAssertEqual(try EndToEnd.weaver(["check", "extra"]).status, 2)
    }
}
