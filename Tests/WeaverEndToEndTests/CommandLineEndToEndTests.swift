import Foundation
import XCTest

/// Exit statuses (SPEC §2), output safety after a failed run, and determinism.
final class CommandLineEndToEndTests: XCTestCase {
    private func project(_ files: [String: String]) throws -> URL {
        let folder = try EndToEnd.temporaryDirectory()
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    func testErrorsExitOneAndLeaveExistingOutputUntouched() throws {
        let folder = try project([
            "App.swift": "final class App {\n    // weaver: home = Home\n}\n",
            "Home.swift": "final class Home {\n    // weaver: logger <- Logger\n    // weaver: cache = Cache<>\n}\n",
            "Weaver.swift": "// the user's previous output\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEnd.weaver(["swift", "--project-path", folder.path])
        XCTAssertEqual(result.status, 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("Home.swift:2:5: error: cannot resolve 'logger: Logger': no type on a path to it registers it [unresolvable]"), result.standardError)
        XCTAssertTrue(lines.contains("Home.swift:2:5: note: on the path App -> Home"), result.standardError)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Home.swift:3:30: error: invalid type 'Cache<>'") }, result.standardError)
        XCTAssertFalse(result.standardError.contains(folder.path), "no absolute path may be printed")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Weaver.swift"), encoding: .utf8), "// the user's previous output\n")
    }

    func testAnUnwritableOutputExitsTwoWithARelativePath() throws {
        let folder = try project(["App.swift": "final class App {\n    // weaver: home = Home\n}\nfinal class Home {}\n", "blocker": "a file"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file where the output's folder should be: the folder cannot be created.
        let result = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--main-output-path", folder.path + "/blocker/Out/Weaver.swift"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("error: cannot write 'blocker/Out/Weaver.swift'"), result.standardError)
        XCTAssertFalse(result.standardError.contains(folder.path), "no absolute path may be printed: \(result.standardError)")
    }

    func testUsageErrorsExitTwo() throws {
        let unknown = try EndToEnd.weaver(["swift", "--input-pth", "x"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains("--input-path"), unknown.standardError)
        let badValue = try EndToEnd.weaver(["graph", "--format", "png"])
        XCTAssertEqual(badValue.status, 2)
        let missing = try EndToEnd.weaver(["swift", "--project-path", "/nonexistent-weaver-project"])
        XCTAssertEqual(missing.status, 2, missing.standardError)
    }

    /// A build phase that forgot its command, or uses another command's flag, fails instead of
    /// printing help and passing, and writes nothing.
    func testBuildPhasesWithoutACommandOrWithAnotherCommandsFlagFail() throws {
        let folder = try project(["App.swift": "final class App {\n    // weaver: home = Home\n}\nfinal class Home {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["--project-path", folder.path], ["--bogus"], ["-v"],
                          ["swift", "--project-path", folder.path, "--output-path", "Generated"],
                          ["swift", "--project-path", folder.path, "--pretty"],
                          ["check", "--project-path", folder.path, "--tests"],
                          ["json", "--project-path", folder.path, "--mainactor"]] {
            let result = try EndToEnd.weaver(arguments, in: folder)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments) printed help")
            XCTAssertTrue(result.standardError.contains("error:"), result.standardError)
        }
        let outputPath = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--output-path", "Generated"])
        XCTAssertTrue(outputPath.standardError.contains("'--main-output-path'"), outputPath.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Weaver.swift").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
        let oldSpellings = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--recursive-on", "--no-tests", "--quiet"])
        XCTAssertEqual(oldSpellings.status, 0, oldSpellings.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Weaver.swift").path))
    }

    func testVersionAndHelp() throws {
        XCTAssertEqual(try EndToEnd.weaver(["version"]).standardOutput, "2.0.0\n")
        XCTAssertEqual(try EndToEnd.weaver(["--version"]).standardOutput, "2.0.0\n")
        let help = try EndToEnd.weaver(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: weaver <command> [options]"))
    }

    func testOutputIsDeterministicAndRewrittenOnlyWhenItChanges() throws {
        let folder = try project([
            "App.swift": "final class App {\n    // weaver: b = B\n    // weaver: a = A\n}\nfinal class A {\n    // weaver: b <- B\n}\nfinal class B {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated/Out.swift")
        let arguments = ["swift", "--project-path", folder.path, "--main-output-path", "Generated/Out.swift", "--quiet"]
        XCTAssertEqual(try EndToEnd.weaver(arguments).status, 0)
        let first = try Data(contentsOf: output)
        let firstDate = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = try EndToEnd.weaver(arguments)
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.standardError, "", "--quiet prints nothing when all is well")
        XCTAssertEqual(try Data(contentsOf: output), first)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date, firstDate)
        XCTAssertFalse(String(decoding: first, as: UTF8.self).contains(folder.path), "no absolute path may be written")
    }

    func testJSONDiagnosticsAreOneArrayWithTheSameRecords() throws {
        let folder = try project([
            "App.swift": "final class App {\n    // weaver: home = Home\n    /// weaver: doc = Doc\n}\n",
            "Home.swift": "final class Home {\n    // weaver: logger <- Logger\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--diagnostics-format", "json"])
        XCTAssertEqual(result.status, 1)
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [[String: Any]], result.standardError)
        XCTAssertEqual(records.map { $0["code"] as? String }, ["ignored-annotation", "unresolvable"])
        XCTAssertEqual(records.map { $0["severity"] as? String }, ["warning", "error"])
        XCTAssertEqual(records[1]["file"] as? String, "Home.swift")
        XCTAssertEqual(records[1]["line"] as? Int, 2)
        XCTAssertEqual(records[1]["column"] as? Int, 5)
        let notes = try XCTUnwrap(records[1]["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.first?["message"] as? String, "on the path App -> Home")
    }

    func testWarningsAsErrors() throws {
        let folder = try project(["App.swift": "final class App {\n    // weaver: a = A\n    /// weaver: doc = Doc\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try EndToEnd.weaver(["swift", "--project-path", folder.path, "--quiet"]).status, 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Weaver.swift"))
        let strict = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--quiet", "--warnings-as-errors"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.standardError.hasPrefix("App.swift:3:9: error: a doc comment"), strict.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Weaver.swift").path))
    }

    func testCheckValidatesWithoutWritingAndCleanRemovesTheCache() throws {
        let folder = try project(["App.swift": "final class App {\n    // weaver: a = A\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try EndToEnd.weaver(["check", "--project-path", folder.path])
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Weaver.swift").path))
        let cache = folder.appendingPathComponent(".weaver_cache")
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.path), "check writes only the cache")
        XCTAssertEqual(try EndToEnd.weaver(["clean", "--project-path", folder.path]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path))
        XCTAssertEqual(try EndToEnd.weaver(["clean", "--project-path", folder.path]).status, 0, "clean succeeds when there is no cache")

        try Data("final class App {\n    // weaver: a <- A\n}\n".utf8).write(to: folder.appendingPathComponent("App.swift"))
        let failing = try EndToEnd.weaver(["check", "--project-path", folder.path, "--cache-path", "Caches/weaver"])
        XCTAssertEqual(failing.status, 1, "check has the same exit status as swift")
        XCTAssertTrue(failing.standardError.hasPrefix("App.swift:2:5: error: cannot resolve 'a: A'"), failing.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Caches/weaver").path), "--cache-path moves the cache")
    }

    func testJSONAndGraphCommandsPrintTheGraphAlsoWhenValidationFails() throws {
        let folder = try project([
            "App.swift": "final class App {\n    // weaver: home = Home\n}\n",
            "Home.swift": "final class Home {\n    // weaver: logger <- Logger\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try EndToEnd.weaver(["json", "--project-path", folder.path, "--pretty"])
        XCTAssertEqual(json.status, 1, "the graph has an unresolvable reference")
        XCTAssertTrue(json.standardError.contains("[unresolvable]"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(document["schemaVersion"] as? Int, 1)
        XCTAssertEqual((document["dependencies"] as? [[String: Any]])?.count, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Weaver.swift").path))

        let dot = try EndToEnd.weaver(["graph", "--project-path", folder.path])
        XCTAssertTrue(dot.standardOutput.hasPrefix("digraph weaver {"), dot.standardOutput)
        XCTAssertTrue(dot.standardOutput.contains("\"App\" -> \"Home\""), dot.standardOutput)
        let mermaid = try EndToEnd.weaver(["graph", "--format", "mermaid", "--project-path", folder.path])
        XCTAssertTrue(mermaid.standardOutput.hasPrefix("flowchart TD"), mermaid.standardOutput)
    }
}
