import Foundation
import XCTest

/// The editor sees the modules the build sees (docs/editors.md): `weaver lsp` opened on a SwiftPM
/// package with four targets, three using the plugin and no configuration file, reports what
/// `swift build` reports, before an edit and after an unsaved one, whose consequence in App it
/// shows before anything is saved.
final class PackageEditorEndToEndTests: XCTestCase {
    private func build(_ package: URL) throws -> EndToEnd.Output {
        try EndToEnd.swiftBuild(package)
    }

    func testEditorDiagnosticsAreTheBuildsAcrossTargets() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try EndToEnd.copyPackageFixture("ModuleGraph", to: folder)
        // The path the server and the build print (a temporary folder may be behind a link).
        let root = package.resolvingSymlinksInPath().path
        let sources = root + "/Sources"
        let movies = sources + "/Movies/Movies.swift"
        let app = sources + "/App/main.swift"
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/.weaver.yaml"))

        let built = try build(package)
        XCTAssertEqual(built.status, 0, built.standardOutput + built.standardError)
        let buildLog = built.standardOutput + built.standardError
        let buildSays = LanguageServerClient.buildLines(buildLog, under: sources)
        // The internal element the build leaves out, in Profile: one warning, and nothing else.
        XCTAssertEqual(buildSays.count, 1, buildLog)
        XCTAssertTrue(buildSays.first?.contains("[unreachable-contribution]") == true, buildLog)
        XCTAssertEqual(try EndToEnd.run(package.appendingPathComponent(".build/debug/App"), []).standardOutput,
                       "3 movies\ntasks: profile, movie-cache\n")

        let client = try LanguageServerClient()
        defer { client.stop() }
        client.open(folder: root)
        // SwiftPM describes the package (a second or more), then each target is analysed.
        let opened = client.diagnostics(timeout: 120) { LanguageServerClient.lines($0) == buildSays }
        XCTAssertEqual(LanguageServerClient.lines(opened), buildSays)
        // An editor opened on one target's folder runs no manifest (only the workspace folder's own
        // is run, docs/editors.md): it says where the package is to open.
        let targetOnly = try LanguageServerClient()
        targetOnly.open(folder: sources + "/App")
        let told = targetOnly.wait(timeout: 30) { (($0["params"] as? [String: Any])?["message"] as? String)?.contains("is inside the SwiftPM package") == true }
        XCTAssertTrue(((told?["params"] as? [String: Any])?["message"] as? String)?.contains("open '\(root)'") == true, "\(told ?? [:])")
        targetOnly.stop()

        // Navigation across the targets: Movies' graph does not see App, App's does.
        let moviesURI = URL(fileURLWithPath: movies).absoluteString
        let moviesLines = try String(contentsOfFile: movies, encoding: .utf8).components(separatedBy: "\n")
        func position(of word: String, onLineContaining text: String, in lines: [String]) -> [String: Int] {
            let line = lines.firstIndex { $0.contains(text) }!
            let column = lines[line].range(of: word)!.lowerBound.utf16Offset(in: lines[line])
            return ["line": line, "character": column + 1]
        }
        func definitionLines(_ uri: String, _ at: [String: Int]) -> [String] {
            let answer = client.request("textDocument/definition", ["textDocument": ["uri": uri], "position": at]) as? [[String: Any]] ?? []
            return answer.map { location in
                let line = ((location["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int ?? -1
                return URL(string: location["uri"] as! String)!.path + ":\(line + 1)"
            }
        }
        let contributes = position(of: "launchTasks", onLineContaining: "contributes launchTasks", in: moviesLines)
        XCTAssertEqual(definitionLines(moviesURI, contributes), ["\(app):8"], "a contributes line goes to App's reader")
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": moviesURI], "position": contributes]) as? [String: Any]
        let hoverText = (hover?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(hoverText.contains("**launchTasks**, a collection"), hoverText)
        XCTAssertFalse(hoverText.contains("nobody reads"), hoverText)
        let after = position(of: "ProfileTask", onLineContaining: "after: [ProfileTask]", in: moviesLines)
        XCTAssertEqual(definitionLines(moviesURI, after), ["\(sources)/Profile/Profile.swift:4"], "an after: name goes to that element")
        let reference = position(of: "logger", onLineContaining: "// weaver: logger <- Logging", in: moviesLines)
        XCTAssertEqual(definitionLines(moviesURI, reference), ["\(app):6"], "a library's reference goes to the app's registration")

        // An unsaved edit in Movies: MovieList now needs a clock, which App, which registers it,
        // does not provide. App's registration line says so at once.
        let original = try String(contentsOfFile: movies, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "    // weaver: logger <- Logging\n\n    let dependencies: MovieListDependencyResolver",
                                                   with: "    // weaver: logger <- Logging\n    // weaver: clock <- Clock\n\n    let dependencies: MovieListDependencyResolver")
        XCTAssertNotEqual(edited, original)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": moviesURI, "languageId": "swift", "version": 1, "text": original]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": moviesURI, "version": 2], "contentChanges": [["text": edited]]])
        var latest = opened
        let afterEdit = client.diagnostics(timeout: 30) { published in
            published[app]?.contains { ($0["code"] as? String) == "unresolvable" } == true
        }
        latest.merge(afterEdit) { $1 }
        let appSays = (latest[app] ?? []).map { LanguageServerClient.line($0, path: app) }
        XCTAssertEqual(appSays, ["\(app):7: error: 'movies' builds 'MovieList' of module 'Movies', which needs 'clock: Clock' from this module: "
                                 + "cannot resolve 'clock: Clock': no type on a path to it registers it [unresolvable]"])
        XCTAssertEqual(try String(contentsOfFile: movies, encoding: .utf8), original, "nothing saved")
        // Its quick fix registers the clock in App, where the search ended.
        let appURI = URL(fileURLWithPath: app).absoluteString
        let actions = client.request("textDocument/codeAction", ["textDocument": ["uri": appURI],
                                                                 "range": ["start": ["line": 6, "character": 0], "end": ["line": 6, "character": 0]],
                                                                 "context": ["diagnostics": [] as [Any]]]) as? [[String: Any]] ?? []
        XCTAssertEqual(actions.compactMap { $0["title"] as? String }, ["Register 'clock = Clock' in 'App'"])
        let edit = ((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[appURI] as? [[String: Any]]
        XCTAssertEqual(edit?.first?["newText"] as? String, "    // weaver: clock = Clock\n")

        // Saved, the build fails with the same diagnostics the editor shows.
        try Data(edited.utf8).write(to: URL(fileURLWithPath: movies))
        let failing = try build(package)
        XCTAssertNotEqual(failing.status, 0)
        let failingLog = failing.standardOutput + failing.standardError
        // SwiftPM stops the targets' commands still running when one fails (Profile's, run again
        // because the tool was relinked, may be cut off before it prints its warning): what the
        // build printed is what the editor shows, App's error among it.
        let failingSays = LanguageServerClient.buildLines(failingLog, under: sources)
        XCTAssertTrue(failingSays.isSubset(of: LanguageServerClient.lines(latest)), "\(failingSays)\n\(failingLog)")
        XCTAssertTrue(failingSays.contains(appSays[0]), failingLog)

        // Configuration files written for an editor that opens each target as its own folder
        // (module keys, summaries in the package) do not break the plugin, which sets the module
        // keys itself and writes only into its work folder (docs/build-systems.md).
        try Data(original.utf8).write(to: URL(fileURLWithPath: movies))
        for (target, imports) in [("Movies", [String]()), ("Profile", []), ("App", ["Movies", "Profile"])] {
            let summaries = imports.map { "  - ../../.weaver/\($0).weaversummary\n" }.joined()
            let yaml = "module_name: \(target)\nsummary_output_path: ../../.weaver/\(target).weaversummary\n"
                + (summaries.isEmpty ? "" : "module_summaries:\n" + summaries)
            try Data(yaml.utf8).write(to: URL(fileURLWithPath: "\(sources)/\(target)/.weaver.yaml"))
        }
        let configured = try build(package)
        XCTAssertEqual(configured.status, 0, configured.standardOutput + configured.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/.weaver"), "the plugin wrote into the package")
        XCTAssertEqual(try EndToEnd.run(package.appendingPathComponent(".build/debug/App"), []).standardOutput,
                       "3 movies\ntasks: profile, movie-cache\n")

        // A target added to Package.swift: the server asks SwiftPM again and analyses it.
        let manifest = package.appendingPathComponent("Package.swift")
        let withSettings = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(
            of: "        // The app: it registers",
            with: "        .target(name: \"Settings\", dependencies: [\"Core\"], plugins: [.plugin(name: \"WeaverPlugin\", package: \"weaver\")]),\n        // The app: it registers")
        try Data(withSettings.utf8).write(to: manifest)
        let settings = sources + "/Settings/Settings.swift"
        try FileManager.default.createDirectory(atPath: sources + "/Settings", withIntermediateDirectories: true)
        try Data("""
            import Core

            final class SettingsTask: LaunchTask {
                // weaver: contributes launchTasks <- LaunchTask
                // weaver: logger <- Logging

                let dependencies: SettingsTaskDependencyResolver

                init(injecting dependencies: SettingsTaskDependencyResolver) {
                    self.dependencies = dependencies
                }

                var name: String { "settings" }
            }

            """.utf8).write(to: URL(fileURLWithPath: settings))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": URL(fileURLWithPath: root + "/Package.swift").absoluteString, "type": 2],
                                                                      ["uri": URL(fileURLWithPath: settings).absoluteString, "type": 1]]])
        let described = client.diagnostics(timeout: 120) { published in
            published[settings]?.contains { ($0["code"] as? String) == "unreachable-contribution" } == true
        }
        XCTAssertEqual(described[settings]?.count, 1, "\(described)")
    }
}
