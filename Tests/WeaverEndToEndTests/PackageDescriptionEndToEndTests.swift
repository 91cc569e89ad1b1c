import Foundation
import XCTest

/// `weaver lsp` runs `swift package describe` to read a package's targets (docs/editors.md, "Opening a
/// package runs its manifest"). Here `WEAVER_SWIFT` is a script standing in for SwiftPM: a manifest
/// that never ends (it starts a child and waits), one whose failure prints megabytes, one that
/// answers. What it started never outlives a time limit, a newer description or the server; what
/// it prints reaches the editor bounded; the editor shows a progress while it runs; and only a
/// workspace folder's own `Package.swift` is run.
final class PackageDescriptionEndToEndTests: XCTestCase {
    private var folder: URL!
    private var package: URL!

    override func setUpWithError() throws {
        folder = try EndToEnd.temporaryDirectory(name)
        package = folder.appendingPathComponent("Shop")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.1\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        // An error, so that the analysis of the folder shows.
        try Data("final class App {\n    // weaver: logger <- Logger\n    init(injecting d: AppDependencyResolver) {}\n}\nfinal class Logger {}\n".utf8)
            .write(to: package.appendingPathComponent("Sources/App/main.swift"))
        let script = """
            #!/bin/bash
            # Stands in for `swift package --package-path ROOT describe --type json`.
            echo "$$" >> "\(folder.path)/runs"
            case "$(cat "\(folder.path)/mode")" in
                hang) sleep 1000 & echo "$!" >> "\(folder.path)/children"; wait ;;
                noisy) for i in $(seq 1 100000); do echo "error: the manifest is broken at line $i, and says so at length ......................................"; done >&2; exit 1 ;;
                *) echo '{"name": "Shop", "targets": []}' ;;
            esac

            """
        try Data(script.utf8).write(to: folder.appendingPathComponent("swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("swift").path)
    }

    override func tearDownWithError() throws {
        for pid in numbers(in: "runs") + numbers(in: "children") { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    private func server(mode: String, timeLimit: Int = 60) throws -> LanguageServerClient {
        try Data(mode.utf8).write(to: folder.appendingPathComponent("mode"))
        var environment = ProcessInfo.processInfo.environment
        environment["WEAVER_SWIFT"] = folder.appendingPathComponent("swift").path
        environment["WEAVER_DESCRIBE_TIMEOUT"] = String(timeLimit)
        return try LanguageServerClient(environment: environment)
    }

    private func initialize(_ client: LanguageServerClient, _ root: URL, options: [String: Any] = [:]) {
        client.request("initialize", ["rootUri": root.absoluteString, "initializationOptions": options,
                                      "capabilities": ["window": ["workDoneProgress": true]]])
        client.notify("initialized", [:])
    }

    private func numbers(in file: String) -> [pid_t] {
        ((try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Whether the process is running (a zombie left for its parent to reap is not).
    private func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return !stat.split(separator: ")").last!.trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    private func waitUntil(_ timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(50_000)
        }
        return true
    }

    private func logMessage(_ client: LanguageServerClient, containing text: String, timeout: TimeInterval = 30) -> String? {
        client.wait(timeout: timeout) { ($0["method"] as? String) == "window/logMessage" && ((($0["params"] as? [String: Any])?["message"] as? String)?.contains(text) ?? false) }
            .flatMap { ($0["params"] as? [String: Any])?["message"] as? String }
    }

    func testAManifestThatNeverEndsIsStoppedAtItsTimeLimitWithWhatItStarted() throws {
        let client = try server(mode: "hang", timeLimit: 2)
        defer { client.stop() }
        initialize(client, package)
        let begin = client.wait(timeout: 10) { ($0["method"] as? String) == "$/progress" }
        XCTAssertEqual(((begin?["params"] as? [String: Any])?["value"] as? [String: Any])?["kind"] as? String, "begin", "\(begin ?? [:])")
        let end = client.wait(timeout: 30) { ($0["method"] as? String) == "$/progress" }
        XCTAssertEqual(((end?["params"] as? [String: Any])?["value"] as? [String: Any])?["kind"] as? String, "end")
        let message = logMessage(client, containing: "swift package describe")
        XCTAssertTrue(message?.contains("took longer than 2 s and was stopped") == true, message ?? "no message")
        let started = numbers(in: "runs") + numbers(in: "children")
        XCTAssertEqual(started.count, 2)
        XCTAssertTrue(waitUntil(5) { !started.contains(where: isRunning) }, "still running: \(started.filter(isRunning))")
        // The package is analysed as one folder meanwhile.
        let published = client.diagnostics(timeout: 30) { !$0.isEmpty }
        XCTAssertFalse(published.isEmpty)
    }

    func testANewerDescriptionAndTheServersExitStopTheOneRunning() throws {
        let client = try server(mode: "hang")
        initialize(client, package)
        XCTAssertTrue(waitUntil(20) { numbers(in: "children").count == 1 })
        let first = numbers(in: "runs") + numbers(in: "children")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": package.appendingPathComponent("Package.swift").absoluteString, "type": 2]]])
        XCTAssertTrue(waitUntil(20) { numbers(in: "children").count == 2 }, "described again")
        XCTAssertTrue(waitUntil(5) { !first.contains(where: isRunning) }, "the first still runs: \(first.filter(isRunning))")
        let second = Array(Set(numbers(in: "runs") + numbers(in: "children")).subtracting(first))
        XCTAssertEqual(second.count, 2)
        XCTAssertTrue(second.allSatisfy(isRunning))
        client.stop()
        XCTAssertTrue(waitUntil(5) { !second.contains(where: isRunning) }, "the server exited, and left \(second.filter(isRunning))")
    }

    func testAFailedDescriptionReachesTheEditorBounded() throws {
        let client = try server(mode: "noisy")
        defer { client.stop() }
        initialize(client, package)
        let message = try XCTUnwrap(logMessage(client, containing: "swift package describe", timeout: 60))
        XCTAssertTrue(message.contains("error: the manifest is broken at line 1,"), message)
        XCTAssertLessThan(message.utf8.count, 2_000, message)
    }

    /// Only a workspace folder's own manifest is run: a folder inside the package is analysed as
    /// configured, and told where the package is; the setting turns describing off altogether.
    func testOnlyTheWorkspaceFoldersOwnManifestRunsAndTheSettingTurnsItOff() throws {
        let inside = try server(mode: "answer")
        initialize(inside, package.appendingPathComponent("Sources/App"))
        let told = logMessage(inside, containing: "is inside the SwiftPM package")
        XCTAssertTrue(told?.contains("open '\(package.path)'") == true || told?.contains("open '\(package.resolvingSymlinksInPath().path)'") == true, told ?? "nothing said")
        XCTAssertFalse(inside.diagnostics(timeout: 30) { !$0.isEmpty }.isEmpty, "the folder is analysed")
        inside.stop()
        XCTAssertEqual(numbers(in: "runs"), [], "no manifest ran")

        let off = try server(mode: "answer")
        initialize(off, package, options: ["describePackages": false])
        XCTAssertNotNil(logMessage(off, containing: "describePackages is off"))
        XCTAssertFalse(off.diagnostics(timeout: 30) { !$0.isEmpty }.isEmpty, "the folder is analysed")
        off.stop()
        XCTAssertEqual(numbers(in: "runs"), [], "no manifest ran")

        let on = try server(mode: "answer")
        initialize(on, package)
        XCTAssertTrue(waitUntil(20) { numbers(in: "runs").count == 1 })
        on.stop()
    }
}
