import Foundation
import XCTest

/// Project rules (docs/rules.md) on `Fixtures/Rules`: a package of Core, two features and an app,
/// each breaking one rule of each kind in the package's `.weaver-rules.yaml`. The plugin's build
/// shows each violation at its line (as warnings, so the app builds and runs), the editor shows
/// the same lines and drops one as the user fixes it, and `weaver rules` prints the rules with
/// their counts over every target.
final class RulesEndToEndTests: XCTestCase {
    /// Each violation as the build prints it (`path:line: severity: message [rule id]`), under the sources folder.
    private static func expected(_ sources: String) -> Set<String> {
        [
            "\(sources)/FeatureProfile/Profile.swift:10: warning: A store holds state the whole app shares: ProfileScreen.store (ProfileStore) "
                + "is registered with scope '.transient', not '.container' [rule stores-are-shared]",
            "\(sources)/FeatureHome/Home.swift:5: warning: A feature uses Core, never another feature: 'FeatureHome' uses 'FeatureProfile' "
                + "(forbidden by 'Feature*'): HomeScreen.profile registers 'ProfileScreen' of FeatureProfile [rule features-use-core]",
            "\(sources)/FeatureHome/Home.swift:6: warning: HomeScreen.database (Database) is registered in 'HomeScreen' of module 'FeatureHome'; "
                + "it may be registered only in 'AppRoot' [rule database-in-app]",
            "\(sources)/App/main.swift:22: warning: Provide it or drop it: 'analytics' of 'SignIn' is never available: nothing provides 'Analytics' "
                + "on any path that builds 'SignIn', so it is always nil [never-available, rule optional-references-are-provided]",
            "\(sources)/App/main.swift:5: warning: 'AppRoot' builds 8 instances (budget: 4) when its resolver is created [launch-budget, rule quick-launch]",
            "\(sources)/App/main.swift:8: warning: 'App' sits on a chain of 3 modules below it, deeper than 2: App → FeatureHome → FeatureProfile → Core [rule shallow-app]",
            "\(sources)/App/main.swift:11: warning: AppRoot.greeting has the type 'String'; a name matching '*URL', '*Name' is allowed [rule no-bare-strings]",
            "\(sources)/App/main.swift:21: warning: The anonymous client must not reach signed-in screens: 'anonymousClient' of 'SignIn' resolves to "
                + "AppRoot.anonymousClient (AnonymousClient), which is confined to 'AppRoot' [rule anonymous-client-stays-home]",
        ]
    }

    /// The editor shows a violation's rule id as its code: the build's `[never-available, rule x]` is the editor's `[x]`.
    private static func asTheEditorShowsIt(_ lines: Set<String>) -> Set<String> {
        Set(lines.map { line in
            guard let open = line.range(of: " [", options: .backwards), let rule = line[open.upperBound...].range(of: "rule ") else { return line }
            return String(line[..<open.lowerBound]) + " [" + line[rule.upperBound...]
        })
    }

    func testEachRuleKindIsBrokenAtTheSameLinesInTheBuildTheEditorAndWeaverRules() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try EndToEnd.copyPackageFixture("Rules", to: folder)
        let root = package.resolvingSymlinksInPath().path
        let sources = root + "/Sources"
        let expected = Self.expected(sources)

        // The plugin passes the package's rules file to every target's run.
        let built = try EndToEnd.swiftBuild(package)
        let buildLog = built.standardOutput + built.standardError
        XCTAssertEqual(built.status, 0, buildLog)
        XCTAssertEqual(LanguageServerClient.buildLines(buildLog, under: sources), expected, buildLog)
        let app = try EndToEnd.run(package.appendingPathComponent(".build/debug/App"), [])
        XCTAssertEqual(app.standardOutput, "home, profile of Ada, main.sqlite\nanalytics: none\n")

        // `weaver rules` in the package: every target's run, the counts added up, places from the package's folder.
        let rules = try EndToEnd.weaver(["rules"], in: package)
        XCTAssertEqual(rules.status, 0, rules.standardError)
        XCTAssertEqual(rules.standardOutput.split(separator: "\n").first, "8 rules in force:")
        for id in ["features-use-core", "shallow-app", "stores-are-shared", "database-in-app", "anonymous-client-stays-home",
                   "no-bare-strings", "optional-references-are-provided", "quick-launch"] {
            XCTAssertTrue(rules.standardOutput.split(separator: "\n").contains { $0.hasPrefix("  \(id) ") && $0.contains(" 1 violation") },
                          "\(id)\n\(rules.standardOutput)")
        }
        XCTAssertFalse(rules.standardError.contains("matched nothing"), rules.standardError)
        // The features' edges: FeatureHome's ProfileScreen (FeatureProfile), Database and Logging (Core's
        // public types without an annotation, from Core's summary), FeatureProfile's Logging.
        XCTAssertTrue(rules.standardOutput.split(separator: "\n").contains { $0.hasPrefix("  features-use-core ") && $0.contains(" 4 places, 1 violation ") },
                      rules.standardOutput)
        XCTAssertEqual(LanguageServerClient.buildLines(rules.standardError.split(separator: "\n").map { "\(root)/\($0)" }.joined(separator: "\n"),
                                                       under: sources), expected, rules.standardError)

        // The editor: the same lines, the rule's id as the code.
        let client = try LanguageServerClient()
        defer { client.stop() }
        client.open(folder: root)
        let editorExpected = Self.asTheEditorShowsIt(expected)
        let opened = client.diagnostics(timeout: 120) { LanguageServerClient.lines($0) == editorExpected }
        XCTAssertEqual(LanguageServerClient.lines(opened), editorExpected)

        // Typing the fix (unsaved): the store's violation goes, the others stay.
        let profile = sources + "/FeatureProfile/Profile.swift"
        let uri = URL(fileURLWithPath: profile).absoluteString
        let original = try String(contentsOfFile: profile, encoding: .utf8)
        let fixed = original.replacingOccurrences(of: "// weaver: store.scope = .transient", with: "// weaver: store.scope = .container")
        XCTAssertNotEqual(fixed, original)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": original]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": fixed]]])
        var latest = opened
        latest.merge(client.diagnostics(timeout: 30) { published in
            published[profile]?.isEmpty == true && published.values.joined().contains { ($0["message"] as? String)?.contains("builds 9 instances") == true }
        }) { $1 }
        // A shared store is built at launch: the app's launch cost, in another module's run, grows by one.
        let afterFix = Set(editorExpected.filter { !$0.contains("[stores-are-shared]") }.map {
            $0.replacingOccurrences(of: "builds 8 instances (budget: 4)", with: "builds 9 instances (budget: 4)")
        })
        XCTAssertEqual(LanguageServerClient.lines(latest), afterFix)
        // And back: it appears again.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": original]]])
        latest.merge(client.diagnostics(timeout: 30) { published in
            published[profile]?.isEmpty == false && published.values.joined().contains { ($0["message"] as? String)?.contains("builds 8 instances") == true }
        }) { $1 }
        XCTAssertEqual(LanguageServerClient.lines(latest), editorExpected)

        // The team edits the rules file and saves it: every target's project reads it again.
        let rulesFile = root + "/.weaver-rules.yaml"
        let rulesText = try String(contentsOfFile: rulesFile, encoding: .utf8)
        let relaxed = rulesText.replacingOccurrences(of: "roots: {AppRoot: 4}", with: "roots: {AppRoot: 20}")
            .replacingOccurrences(of: "    scope: container\n    severity: warning", with: "    scope: container\n    severity: off")
        XCTAssertNotEqual(relaxed.components(separatedBy: "severity: off").count, 1)
        try relaxed.write(toFile: rulesFile, atomically: true, encoding: .utf8)
        client.notify("textDocument/didSave", ["textDocument": ["uri": URL(fileURLWithPath: rulesFile).absoluteString]])
        let relaxedExpected = Set(editorExpected.filter { !$0.contains("[stores-are-shared]") && !$0.contains("[quick-launch]") })
        latest.merge(client.diagnostics(timeout: 60) { published in
            published[profile]?.isEmpty == true && !published.values.joined().contains { ($0["message"] as? String)?.contains("instances") == true }
        }) { $1 }
        XCTAssertEqual(LanguageServerClient.lines(latest), relaxedExpected)
    }

    /// The same violations as JSON: `--diagnostics-format json` names the rule, `weaver json` lists them.
    func testViolationsAsJSON() throws {
        let app = EndToEnd.fixtures.appendingPathComponent("Rules/Sources/App")
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = ["--project-path", app.path, "--module-name", "App", "--module-kind", "executable", "--import-module", "Core=../Core",
                     "--import-module", "FeatureProfile=../FeatureProfile", "--import-module", "FeatureHome=../FeatureHome",
                     "--rules-path", "../../.weaver-rules.yaml", "--cache-path", folder.appendingPathComponent("cache").path, "--quiet"]
        let check = try EndToEnd.weaver(["check", "--diagnostics-format", "json"] + flags)
        XCTAssertEqual(check.status, 0, check.standardError)
        let diagnostics = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(check.standardError.utf8)) as? [[String: Any]])
        XCTAssertEqual(diagnostics.compactMap { $0["rule"] as? String }.sorted(),
                       ["anonymous-client-stays-home", "no-bare-strings", "optional-references-are-provided", "quick-launch", "shallow-app"])
        let confined = try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "anonymous-client-stays-home" })
        XCTAssertEqual(confined["code"] as? String, "rule")
        XCTAssertEqual(confined["line"] as? Int, 21)

        let json = try EndToEnd.weaver(["json"] + flags)
        let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let violations = try XCTUnwrap(graph["ruleViolations"] as? [[String: Any]])
        XCTAssertEqual(violations.count, 5)
        XCTAssertEqual(Set(violations.compactMap { $0["rule"] as? String }).count, 5)
    }

    /// Hostile rule files end in a report or a located error, never a crash or a hang.
    func testHostileRuleFiles() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("""
        final class Store {}
        final class App {
            // weaver: store = Store
            // weaver: name = String
            init(injecting _: AppDependencyResolver) {}
        }

        """.utf8).write(to: sources.appendingPathComponent("App.swift"))
        let rules = folder.appendingPathComponent("rules.yaml")
        func run(_ text: String, _ command: String = "check") throws -> EndToEnd.Output {
            try Data(text.utf8).write(to: rules)
            return try EndToEnd.weaver([command, "--project-path", folder.path, "--input-path", "Sources", "--quiet", "--rules-path", "rules.yaml"])
        }

        // 10,000 rules: each judged, each counted; those that match nothing are warned about by `weaver rules`.
        var many = "rules:\n"
        for index in 0..<10_000 { many += "  - {id: r\(index), kind: type-family, types: 'T\(index)*', scope: container, severity: warning}\n" }
        let counted = try run(many, "rules")
        XCTAssertEqual(counted.status, 0, String(counted.standardError.prefix(2000)))
        XCTAssertTrue(counted.standardOutput.hasPrefix("10000 rules in force:\n"), String(counted.standardOutput.prefix(200)))
        XCTAssertEqual(counted.standardError.components(separatedBy: "matched nothing in this run").count - 1, 10_000)

        // A pattern that matches everything judges everything.
        let everything = try run("rules:\n  - {id: all, kind: type-family, types: '*', scope: transient}\n")
        XCTAssertEqual(everything.status, 1)
        XCTAssertEqual(everything.standardError.components(separatedBy: "[rule all]").count - 1, 2, everything.standardError)

        // A typo'd key: a usage error at its line, with the closest spelling, and nothing written.
        let typo = try run("rules:\n  - id: a\n    kind: forbidden-types\n    type: [String]\n")
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.standardError.hasPrefix("rules.yaml:4:5: error: unknown key 'type' (a 'forbidden-types' rule takes "), typo.standardError)
        XCTAssertTrue(typo.standardError.contains("did you mean 'types'?"), typo.standardError)

        // Allowed edges that go both ways, and a module graph with a cycle in it, are judged and end.
        let cycle = try run("rules:\n  - {id: a, kind: module-edges, from: A, allow: [B], max_depth: 1}\n  - {id: b, kind: module-edges, from: B, allow: [A]}\n")
        XCTAssertEqual(cycle.status, 0, cycle.standardError)

        // Junk bytes and deep nesting: located errors.
        let junk = try run("rules: [" + String(repeating: "[", count: 50_000))
        XCTAssertEqual(junk.status, 2)
        XCTAssertTrue(junk.standardError.hasPrefix("rules.yaml:1:"), junk.standardError)
    }

    /// `visible_to: module` through the command line with two modules: a registration the app
    /// confines to its module reaches a feature's type it builds, so the violation is at the
    /// registration that builds that type; and a use of the feature's plain public protocol is an
    /// edge a module-edge rule sees (the summary's `declares`).
    func testConfinementToTheModuleAndAnEdgeThroughAnUnannotatedProtocol() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let feature = folder.appendingPathComponent("Feature")
        let app = folder.appendingPathComponent("App")
        for module in [feature, app] { try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true) }
        try Data("""
        public final class AnonymousClient {
            public init() {}
        }
        public protocol Tracking: AnyObject {}

        public final class Screen {
            // weaver: client <- AnonymousClient

            let dependencies: ScreenDependencyResolver
            public init(injecting dependencies: ScreenDependencyResolver) { self.dependencies = dependencies }
        }

        """.utf8).write(to: feature.appendingPathComponent("Screen.swift"))
        try Data("""
        import Feature

        final class Tracker: Tracking {}

        final class AppRoot {
            // weaver: client = AnonymousClient
            // weaver: tracker = Tracker <- Tracking
            // weaver: screen = Screen
        }

        """.utf8).write(to: app.appendingPathComponent("main.swift"))
        try Data("""
        rules:
          - {id: client-stays-in-app, kind: confinement, types: AnonymousClient, visible_to: module, severity: warning}
          - {id: app-owns-its-protocols, kind: module-edges, from: App, forbid: [Feature], severity: warning}

        """.utf8).write(to: folder.appendingPathComponent("rules.yaml"))
        let checked = try EndToEnd.weaver(["check", "--project-path", app.path, "--input-path", ".", "--module-name", "App",
                                           "--import-module", "Feature=../Feature", "--rules-path", "../rules.yaml"])
        let lines = checked.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }.map(String.init)
        XCTAssertEqual(lines, [
            "main.swift:6:5: warning: 'App' uses 'Feature' (forbidden by 'Feature'): AppRoot.client registers 'AnonymousClient' of Feature [rule app-owns-its-protocols]",
            "main.swift:7:5: warning: 'App' uses 'Feature' (forbidden by 'Feature'): AppRoot.tracker registers 'Tracker' as 'Tracking' of Feature "
                + "[rule app-owns-its-protocols]",
            "main.swift:8:5: warning: 'App' uses 'Feature' (forbidden by 'Feature'): AppRoot.screen registers 'Screen' of Feature [rule app-owns-its-protocols]",
            "main.swift:8:5: warning: 'client' of 'Screen' resolves to AppRoot.client (AnonymousClient), which is confined to module 'App' "
                + "[rule client-stays-in-app]",
        ], checked.standardError)
        XCTAssertEqual(checked.status, 0, checked.standardError)
    }
}
