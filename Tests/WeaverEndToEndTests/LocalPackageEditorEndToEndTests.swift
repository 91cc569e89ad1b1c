import Foundation
import XCTest

/// A package whose feature comes from another local package (docs/editors.md, "The build's module
/// graph"): the plugin runs for the other package's annotated target in the app's build and
/// imports it into the app's run, so `weaver lsp` opened on the app's folder analyses that target
/// too, and `weaver why` in the app's folder answers across both packages.
final class LocalPackageEditorEndToEndTests: XCTestCase {
    func testTheEditorAnalysesTheLocalPackagesTheBuildImports() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try EndToEnd.copyFixture("LocalPackages", to: folder)
        for manifest in ["App/Package.swift", "Kit/Package.swift"] {
            let url = copy.appendingPathComponent(manifest)
            let text = try String(contentsOf: url, encoding: .utf8)
                .replacingOccurrences(of: "path: \"../../..\"", with: "path: \"\(EndToEnd.repositoryRoot.path)\"")
            try Data(text.utf8).write(to: url)
        }
        // The paths the server and the build print (a temporary folder may be behind a link).
        let packages = copy.resolvingSymlinksInPath().path
        let root = packages + "/App"
        let app = root + "/Sources/App/main.swift"
        let kit = packages + "/Kit/Sources/Kit/Kit.swift"

        let built = try EndToEnd.swiftBuild(URL(fileURLWithPath: root))
        let buildLog = built.standardOutput + built.standardError
        XCTAssertEqual(built.status, 0, buildLog)
        let buildSays = LanguageServerClient.buildLines(buildLog, under: packages)
        // Kit's internal task, which the app cannot build: the build's one warning, in Kit.
        XCTAssertEqual(buildSays.count, 1, buildLog)
        XCTAssertTrue(buildSays.first?.hasPrefix(kit + ":29:") == true && buildSays.first?.hasSuffix("[unreachable-contribution]") == true, buildLog)
        XCTAssertEqual(try EndToEnd.run(URL(fileURLWithPath: root + "/.build/debug/App"), []).standardOutput, "feed\ntasks: kit, app\n")

        // The editor shows what the build printed: Kit's warning, and nothing about App's
        // `after: [KitTask]`, which names Kit's element.
        let client = try LanguageServerClient()
        defer { client.stop() }
        client.open(folder: root)
        let opened = client.diagnostics(timeout: 120) { LanguageServerClient.lines($0) == buildSays }
        XCTAssertEqual(LanguageServerClient.lines(opened), buildSays)

        // Definition on the `after:` name goes into the other package.
        let appLines = try String(contentsOfFile: app, encoding: .utf8).components(separatedBy: "\n")
        let afterLine = try XCTUnwrap(appLines.firstIndex { $0.contains("after: [KitTask]") })
        let column = appLines[afterLine].range(of: "KitTask")!.lowerBound.utf16Offset(in: appLines[afterLine]) + 1
        let definition = client.request("textDocument/definition", ["textDocument": ["uri": URL(fileURLWithPath: app).absoluteString],
                                                                    "position": ["line": afterLine, "character": column]]) as? [[String: Any]] ?? []
        XCTAssertEqual(definition.compactMap { ($0["uri"] as? String).flatMap(URL.init(string:))?.path }, [kit])

        // An unsaved edit in Kit, which is outside the folder the editor opened: FeedScreen now
        // needs a clock, which the app does not register. App's registration line says so at once.
        let original = try String(contentsOfFile: kit, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "    // weaver: logger <- Logging\n",
                                                   with: "    // weaver: logger <- Logging\n    // weaver: clock <- Clock\n")
        XCTAssertNotEqual(edited, original)
        let kitURI = URL(fileURLWithPath: kit).absoluteString
        client.notify("textDocument/didOpen", ["textDocument": ["uri": kitURI, "languageId": "swift", "version": 1, "text": original]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": kitURI, "version": 2], "contentChanges": [["text": edited]]])
        var latest = opened
        latest.merge(client.diagnostics(timeout: 30) { published in
            published[app]?.contains { ($0["code"] as? String) == "unresolvable" } == true
        }) { $1 }
        let appSays = (latest[app] ?? []).map { LanguageServerClient.line($0, path: app) }
        XCTAssertEqual(appSays.count, 1, "\(appSays)")
        XCTAssertTrue(appSays.first?.hasPrefix("\(app):14: error: 'feed' builds 'FeedScreen' of module 'Kit'") == true, "\(appSays)")

        // Saved, the build fails with the line the editor shows.
        try Data(edited.utf8).write(to: URL(fileURLWithPath: kit))
        let failing = try EndToEnd.swiftBuild(URL(fileURLWithPath: root))
        XCTAssertNotEqual(failing.status, 0)
        let failingLog = failing.standardOutput + failing.standardError
        XCTAssertTrue(LanguageServerClient.buildLines(failingLog, under: packages).contains(appSays[0]), "\(appSays[0])\n\(failingLog)")

        // `weaver why` in the app's folder reads Kit as the build does.
        try Data(original.utf8).write(to: URL(fileURLWithPath: kit))
        let why = try EndToEnd.weaver(["why", "KitTask"], in: URL(fileURLWithPath: root))
        XCTAssertEqual(why.status, 0, why.standardError)
        XCTAssertTrue(why.standardOutput.contains("Kit: Kit.swift:20  contributes launchTasks"), why.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/.weaver_cache"), "why wrote into the package")
    }
}
