import Foundation
import XCTest

/// One graph across modules (docs/modules.md): `Fixtures/MultiModule` run module by module in dependency
/// order, exchanging summaries, built with `swiftc` in Swift 6 mode as libraries and a program,
/// and run; and built as a package with the plugin, which passes the summaries by itself.
final class MultiModuleEndToEndTests: XCTestCase {
    private struct Modules {
        let root: URL
        var out: URL { root.appendingPathComponent("out") }
        func summary(_ module: String) -> URL { out.appendingPathComponent("\(module).weaversummary") }
        func generated(_ module: String) -> URL { out.appendingPathComponent("\(module)/Weaver.swift") }
    }

    /// The program's output, however it is built.
    private static let expectedOutput = """
        /home/news with t-1
        /home/sports with t-1
        screens differ: true api per screen: true
        one logger: true true
        one session: true true
        log: load news, GET /home/news, load sports, GET /home/sports
        delegate told: news
        delegate held weakly: true

        """

    /// Copies the fixture and runs weaver on `Networking`, `Feature`, then `App`, each reading the
    /// summaries of the modules below it (`Core` has no annotations); returns the last run.
    private func generate(app appSource: String? = nil) throws -> (Modules, EndToEnd.Output) {
        let folder = try EndToEnd.temporaryDirectory()
        let modules = Modules(root: try EndToEnd.copyFixture("MultiModule", to: folder))
        if let appSource { try Data(appSource.utf8).write(to: modules.root.appendingPathComponent("Sources/App/main.swift")) }
        for (module, imports) in [("Networking", [String]()), ("Feature", ["Networking"])] {
            let run = try weaver(modules, module: module, imports: imports,
                                 extra: ["--module-name", module, "--summary-output-path", "out/\(module).weaversummary"])
            XCTAssertEqual(run.status, 0, run.standardError)
        }
        return (modules, try weaver(modules, module: "App", imports: ["Networking", "Feature"], extra: []))
    }

    private func weaver(_ modules: Modules, module: String, imports: [String], extra: [String]) throws -> EndToEnd.Output {
        try EndToEnd.weaver(["swift", "--project-path", modules.root.path, "--input-path", "Sources/\(module)",
                             "--main-output-path", "out/\(module)/Weaver.swift", "--cache-path", "out/\(module).cache", "--quiet"]
                            + imports.flatMap { ["--module-summary", "out/\($0).weaversummary"] } + extra)
    }

    /// Feature's run with `--verbose`, reading Networking's summary (without `--quiet`: the run's
    /// last line says how many files it parsed).
    private func runFeature(_ modules: Modules) throws -> EndToEnd.Output {
        try EndToEnd.weaver(["swift", "--project-path", modules.root.path, "--input-path", "Sources/Feature",
                             "--main-output-path", "out/Feature/Weaver.swift", "--cache-path", "out/Feature.cache",
                             "--module-summary", "out/Networking.weaversummary", "--module-name", "Feature",
                             "--summary-output-path", "out/Feature.weaversummary", "--verbose"])
    }

    private func compile(_ arguments: [String], in modules: Modules) throws {
        try EndToEnd.compileLinked(arguments, in: modules.out)
    }

    /// A library of the module's sources, with its generated container when weaver made one.
    private func library(_ module: String, linking: [String], generated: Bool = true, in modules: Modules) throws {
        try compile(["-emit-library", "-emit-module", "-parse-as-library", "-module-name", module,
                     "-emit-module-path", modules.out.appendingPathComponent("\(module).swiftmodule").path,
                     "-o", modules.out.appendingPathComponent("lib\(module).so").path]
                    + linking.map { "-l\($0)" } + EndToEnd.swiftFiles(in: modules.root.appendingPathComponent("Sources/\(module)"))
                    + (generated ? [modules.generated(module).path] : []), in: modules)
    }

    func testModulesShareTheAppsInstancesAcrossTwoBoundaries() throws {
        let (modules, app) = try generate()
        XCTAssertEqual(app.status, 0, app.standardError)
        try library("Core", linking: [], generated: false, in: modules)
        try library("Networking", linking: ["Core"], in: modules)
        try library("Feature", linking: ["Core", "Networking"], in: modules)
        let program = modules.out.appendingPathComponent("app")
        try compile(["-lCore", "-lNetworking", "-lFeature", "-o", program.path]
                    + EndToEnd.swiftFiles(in: modules.root.appendingPathComponent("Sources/App")) + [modules.generated("App").path], in: modules)
        let run = try EndToEnd.run(program, [], environment: ["LD_LIBRARY_PATH": modules.out.path])
        XCTAssertEqual(run.standardOutput, Self.expectedOutput, run.standardError)
        // Feature builds Networking's type through its entry point, passing on what App gives it.
        let feature = try String(contentsOf: modules.generated("Feature"), encoding: .utf8)
        XCTAssertTrue(feature.contains("APIClient.weaverBuild(logger: { logger.get() }, session: { session.get() })"), feature)
    }

    /// App's run without Feature's summary: weaver cannot see `HomeScreen` and builds it with
    /// `HomeScreen()`, which the compiler rejects; its error stands under a comment naming the
    /// registration and the missing summary, and with `--absolute-paths` (what the plugin
    /// passes) it is reported at the registration itself.
    func testAForgottenSummaryLeadsTheCompilerErrorToTheRegistration() throws {
        let (modules, _) = try generate()
        try library("Core", linking: [], generated: false, in: modules)
        try library("Networking", linking: ["Core"], in: modules)
        try library("Feature", linking: ["Core", "Networking"], in: modules)
        let appSources = EndToEnd.swiftFiles(in: modules.root.appendingPathComponent("Sources/App"))
        for absolute in [false, true] {
            let app = try weaver(modules, module: "App", imports: ["Networking"], extra: absolute ? ["--absolute-paths"] : [])
            XCTAssertEqual(app.status, 0, app.standardError)
            let generated = try String(contentsOf: modules.generated("App"), encoding: .utf8)
            // Under `#sourceLocation`, both lines of the check are the registration's: the
            // directive stands again inside the function's body.
            XCTAssertTrue(generated.contains(absolute ? "func homeBuilt() -> HomeScreen {\n        #sourceLocation(file: \"\(modules.root.path)/Sources/App/main.swift\", line: 10)\n        HomeScreen() }"
                : "no scanned file declares 'HomeScreen': if it is an annotated type of another module, pass that module's summary (--module-summary)"),
                generated)
            // The generated file first: swiftc stops at the first file with errors, and the app's own
            // calls of the factory fail too (weaver took `home` for a value).
            let run = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-typecheck", "-I", modules.out.path]
                                       + [modules.generated("App").path] + appSources, in: modules.out)
            XCTAssertNotEqual(run.status, 0)
            let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
            XCTAssertFalse(errors.isEmpty, run.standardError)
            if absolute {
                // The signature's error ("cannot find type") and the call's, both at the line.
                let main = modules.root.appendingPathComponent("Sources/App/main.swift").path + ":"
                let checkErrors = errors.filter { $0.hasPrefix(main) && $0.contains("HomeScreen") }
                XCTAssertTrue(checkErrors.contains { $0.hasPrefix(main + "10:") }, run.standardError)
                XCTAssertTrue(checkErrors.allSatisfy { $0.hasPrefix(main + "10:") }, run.standardError)
            } else {
                XCTAssertTrue(run.standardError.contains("// Checked at Sources/App/main.swift:10: no scanned file declares 'HomeScreen'"),
                              run.standardError)
            }
        }
    }

    /// The module recipe of docs/modules.md (its first `sh` block), run as written twice in a copy
    /// of the fixture: each module keeps its own cache, so the second round parses nothing (a cache
    /// shared between the modules was rebuilt by every run).
    func testTheDocumentedModuleRecipeRunsAsWrittenAndThenFindsNothingChanged() throws {
        let page = try String(contentsOf: EndToEnd.repositoryRoot.appendingPathComponent("docs/modules.md"), encoding: .utf8)
        let section = try XCTUnwrap(page.range(of: "# Modules\n", options: .anchored), "docs/modules.md must start with its title")
        let open = try XCTUnwrap(page.range(of: "```sh\n", range: section.upperBound..<page.endIndex))
        let close = try XCTUnwrap(page.range(of: "```\n", range: open.upperBound..<page.endIndex))
        let recipe = String(page[open.upperBound..<close.lowerBound])
        let folder = try EndToEnd.temporaryDirectory()
        let root = try EndToEnd.copyFixture("MultiModule", to: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = EndToEnd.weaver.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let bash = URL(fileURLWithPath: "/bin/bash")
        let first = try EndToEnd.run(bash, ["-euo", "pipefail", "-c", recipe], in: root, environment: environment)
        XCTAssertEqual(first.status, 0, first.standardError)
        for module in ["Networking", "Feature", "App"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/\(module)/Weaver.swift").path), module)
        }
        let second = try EndToEnd.run(bash, ["-euo", "pipefail", "-c", recipe], in: root, environment: environment)
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertEqual(second.standardError.components(separatedBy: "(nothing changed)").count - 1, 3, second.standardError)
    }

    /// `--import-module` (what the plugin passes) summarizes the modules in the same run: the
    /// container is the one the summary files give.
    func testImportingModulesInTheRunGivesTheSameContainer() throws {
        let (modules, app) = try generate()
        XCTAssertEqual(app.status, 0, app.standardError)
        let fromFiles = try Data(contentsOf: modules.generated("App"))
        let inRun = try EndToEnd.weaver(["swift", "--project-path", modules.root.path, "--input-path", "Sources/App",
                                         "--main-output-path", "out/App-imported/Weaver.swift", "--cache-path", "out/App-imported.cache",
                                         "--import-module", "Networking=Sources/Networking", "--import-module", "Feature=Sources/Feature",
                                         "--quiet"])
        XCTAssertEqual(inRun.status, 0, inRun.standardError)
        XCTAssertEqual(try Data(contentsOf: modules.out.appendingPathComponent("App-imported/Weaver.swift")), fromFiles)
    }

    /// Each imported module is linked with the summaries of the modules it imports (its import
    /// tree), not with every module listed before it: a module listed first that Networking does
    /// not import is not in Networking's summary's imports, and Feature's tree reaches Networking.
    /// A run importing n modules read n²/2 summaries before (docs/build-systems.md).
    func testAnImportedModuleReadsOnlyItsImportTreesSummaries() throws {
        let (modules, _) = try generate()
        let unrelated = modules.root.appendingPathComponent("Sources/Analytics")
        try FileManager.default.createDirectory(at: unrelated, withIntermediateDirectories: true)
        try Data("""
            // import Networking (a comment: not an import)
            public final class Tracker {
                // weaver: clock = Clock
                init(injecting dependencies: TrackerDependencyResolver) {}
            }

            public final class Clock {
                public init() {}
            }
            """.utf8).write(to: unrelated.appendingPathComponent("Tracker.swift"))
        let run = try EndToEnd.weaver(["swift", "--project-path", modules.root.path, "--input-path", "Sources/App",
                                       "--main-output-path", "out/App-tree/Weaver.swift", "--cache-path", "out/App-tree.cache",
                                       "--import-module", "Analytics=Sources/Analytics", "--import-module", "Networking=Sources/Networking",
                                       "--import-module", "Feature=Sources/Feature", "--quiet"])
        XCTAssertEqual(run.status, 0, run.standardError)
        func imports(_ module: String) throws -> [String] {
            let data = try Data(contentsOf: modules.out.appendingPathComponent("App-tree.cache-\(module).weaversummary"))
            let text = String(decoding: data, as: UTF8.self)
            let list = try XCTUnwrap(text.range(of: "\"imports\":[").map { text[$0.upperBound...].prefix { $0 != "]" } })
            return list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        }
        XCTAssertEqual(try imports("Analytics"), [])
        XCTAssertEqual(try imports("Networking"), [])
        XCTAssertEqual(try imports("Feature"), ["Networking"])
    }

    /// A run importing modules where nothing changed reuses what each module's last summarizing
    /// run wrote: no module is linked again, no cache or summary is written (an app's root imports
    /// every module of the app, on every build).
    func testImportedModulesWhereNothingChangedAreNotSummarizedAgain() throws {
        let (modules, _) = try generate()
        // Folders changed less than 3 s before a run are listed again by the next (FolderListings).
        Thread.sleep(forTimeInterval: 3.2)
        let arguments = ["swift", "--project-path", modules.root.path, "--input-path", "Sources/App",
                         "--main-output-path", "out/App-again/Weaver.swift", "--cache-path", "out/App-again.cache",
                         "--import-module", "Networking=Sources/Networking", "--import-module", "Feature=Sources/Feature", "--quiet"]
        XCTAssertEqual(try EndToEnd.weaver(arguments).status, 0)
        let written = ["App-again.cache-Networking", "App-again.cache-Networking.weaversummary",
                       "App-again.cache-Feature", "App-again.cache-Feature.weaversummary"].map { modules.out.appendingPathComponent($0).path }
        func modified() throws -> [Date?] { try written.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } }
        let before = try modified()
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(try EndToEnd.weaver(arguments).status, 0)
        XCTAssertEqual(try modified(), before)
        // An edit that moves Feature's annotations: its summary (which holds their lines) is
        // written again, Networking's is not.
        let screen = modules.root.appendingPathComponent("Sources/Feature/HomeScreen.swift")
        try Data(("// An added line.\n" + (try String(contentsOf: screen, encoding: .utf8))).utf8).write(to: screen)
        XCTAssertEqual(try EndToEnd.weaver(arguments).status, 0)
        let after = try modified()
        XCTAssertEqual(after[0], before[0], "Networking did not change")
        XCTAssertEqual(after[1], before[1], "Networking did not change")
        XCTAssertNotEqual(after[3], before[3], "Feature's summary holds the new lines")
    }

    /// A summary is deterministic, holds no absolute path, and is rewritten only when its bytes change.
    func testSummariesAreStableAndRelative() throws {
        let (modules, _) = try generate()
        let summary = modules.summary("Networking")
        let first = try Data(contentsOf: summary)
        let text = String(decoding: first, as: UTF8.self)
        XCTAssertFalse(text.contains(modules.root.path), text)
        XCTAssertTrue(text.hasPrefix("{\"weaverModuleSummary\":5,\"checksum\":\""), text)
        XCTAssertTrue(text.contains("\"file\":\"Sources/Networking/APIClient.swift\""), text)
        let written = try FileManager.default.attributesOfItem(atPath: summary.path)[.modificationDate] as? Date
        // A body-only edit: the run regenerates, the summary keeps its bytes and its file.
        let source = modules.root.appendingPathComponent("Sources/Networking/APIClient.swift")
        let edited = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(of: "\"GET \\(path)\"", with: "\"GET: \\(path)\"")
        try Data(edited.utf8).write(to: source)
        Thread.sleep(forTimeInterval: 0.05)
        let again = try weaver(modules, module: "Networking", imports: [],
                               extra: ["--module-name", "Networking", "--summary-output-path", "out/Networking.weaversummary"])
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(try Data(contentsOf: summary), first)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: summary.path)[.modificationDate] as? Date, written)
    }

    /// A changed summary relinks the modules that read it, which keep their files' cached parse
    /// results: an edit in a low module does not re-parse every module above it.
    func testAChangedSummaryRelinksWithoutReparsing() throws {
        let (modules, _) = try generate()
        let summary = modules.summary("Networking")
        let first = try Data(contentsOf: summary)
        // A line inserted above the annotations moves them: the summary, which holds their lines, changes.
        let source = modules.root.appendingPathComponent("Sources/Networking/APIClient.swift")
        try Data(("// moved\n" + String(contentsOf: source, encoding: .utf8)).utf8).write(to: source)
        Thread.sleep(forTimeInterval: 0.05)
        let networking = try weaver(modules, module: "Networking", imports: [],
                                    extra: ["--module-name", "Networking", "--summary-output-path", "out/Networking.weaversummary"])
        XCTAssertEqual(networking.status, 0, networking.standardError)
        XCTAssertNotEqual(try Data(contentsOf: summary), first)
        let feature = try runFeature(modules)
        XCTAssertEqual(feature.status, 0, feature.standardError)
        XCTAssertTrue(feature.standardError.contains("weaver: link:"), feature.standardError)
        XCTAssertTrue(feature.standardError.contains("files scanned (0 parsed)"), feature.standardError)
        XCTAssertFalse(feature.standardError.contains("rebuilding"), feature.standardError)
        // Feature registers `APIClient`, whose record moved: it generates again.
        XCTAssertTrue(feature.standardError.contains("weaver: generate: "), feature.standardError)
        // Run again, nothing changed: the fast path, the new summary being the one the outputs were made with.
        let again = try runFeature(modules)
        XCTAssertTrue(again.standardError.contains("(nothing changed)"), again.standardError)
    }

    /// A summary that changed only in types a module does not register is read, but the module is
    /// neither linked nor generated again: its graph would be the last run's.
    func testASummaryChangedOnlyInTypesNotRegisteredHereGeneratesNothing() throws {
        let (modules, _) = try generate()
        let first = try runFeature(modules)
        XCTAssertEqual(first.status, 0, first.standardError)
        let generated = try Data(contentsOf: modules.generated("Feature"))
        let featureSummary = try Data(contentsOf: modules.summary("Feature"))
        // A new public annotated type in Networking, which Feature does not register.
        try Data("""
            import Core

            public final class RetryPolicy {
                // weaver: logger <- Logger

                let dependencies: RetryPolicyDependencyResolver

                init(injecting dependencies: RetryPolicyDependencyResolver) {
                    self.dependencies = dependencies
                }
            }

            """.utf8).write(to: modules.root.appendingPathComponent("Sources/Networking/RetryPolicy.swift"))
        let before = try Data(contentsOf: modules.summary("Networking"))
        let networking = try weaver(modules, module: "Networking", imports: [],
                                    extra: ["--module-name", "Networking", "--summary-output-path", "out/Networking.weaversummary"])
        XCTAssertEqual(networking.status, 0, networking.standardError)
        XCTAssertNotEqual(try Data(contentsOf: modules.summary("Networking")), before)
        let feature = try runFeature(modules)
        XCTAssertEqual(feature.status, 0, feature.standardError)
        XCTAssertTrue(feature.standardError.contains("what this module links is unchanged"), feature.standardError)
        XCTAssertFalse(feature.standardError.contains("weaver: link:"), feature.standardError)
        XCTAssertFalse(feature.standardError.contains("weaver: generate"), feature.standardError)
        XCTAssertEqual(try Data(contentsOf: modules.generated("Feature")), generated)
        XCTAssertEqual(try Data(contentsOf: modules.summary("Feature")), featureSummary)
        // The next run takes the fast path: the outputs stand for the new summary.
        XCTAssertTrue(try runFeature(modules).standardError.contains("(nothing changed)"))
    }

    /// What a module's type needs and nobody provides is reported at the registration in the
    /// module that misses it, with a note at the reference in the other module.
    func testAMissingProviderIsReportedAtTheRegistrationWithANoteIntoTheOtherModule() throws {
        let source = try String(contentsOf: EndToEnd.fixtures.appendingPathComponent("MultiModule/Sources/App/main.swift"), encoding: .utf8)
        let withoutSession = source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("// weaver: session") }.joined(separator: "\n")
        let (modules, app) = try generate(app: withoutSession)
        XCTAssertEqual(app.status, 1, app.standardError)
        let lines = app.standardError.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Sources/App/main.swift:7:5: error: 'home' builds 'HomeScreen' of module 'Feature', which needs "
            + "'session: Session' from this module: cannot resolve 'session: Session': no type on a path to it registers it [unresolvable]")
        // The reference is in Networking, two modules down: Feature's summary passed its place on.
        XCTAssertEqual(lines.dropFirst().first, "Networking: Sources/Networking/APIClient.swift:26:5: note: 'session' is referenced here",
                       app.standardError)
        // With absolute paths (what the plugin asks for), the note is a path an editor opens:
        // Networking's project path comes from its summary's `sourceRoot`.
        let absolute = try weaver(modules, module: "App", imports: ["Networking", "Feature"], extra: ["--absolute-paths"])
        let absoluteLines = absolute.standardError.split(separator: "\n").map(String.init)
        XCTAssertEqual(absoluteLines.dropFirst().first, modules.root.appendingPathComponent("Sources/Networking/APIClient.swift").path
            + ":26:5: note: 'session' is referenced here", absolute.standardError)
    }

    /// A summary written by another version, or damaged, stops the run (exit 2) naming the module to rebuild.
    func testASummaryOfAnotherVersionIsAUsageErrorNamingTheModule() throws {
        let (modules, _) = try generate()
        let summary = modules.summary("Networking")
        let text = try String(contentsOf: summary, encoding: .utf8).replacingOccurrences(of: "\"weaverVersion\":\"2.0.0\"",
                                                                                      with: "\"weaverVersion\":\"1.9.0\"")
        try Data(text.utf8).write(to: summary)
        let run = try weaver(modules, module: "Feature", imports: ["Networking"], extra: [])
        XCTAssertEqual(run.status, 2)
        // Edited by hand, it no longer matches its checksum (another version's own file would,
        // and is refused for its version: `ModuleSummaryTests`).
        XCTAssertTrue(run.standardError.contains("the module summary 'out/Networking.weaversummary' cannot be used: it is damaged "
            + "(its checksum does not match its contents); rebuild module 'Networking' with this weaver"), run.standardError)
        try Data("{\"weaverModuleSummary\":1,".utf8).write(to: summary)
        let older = try weaver(modules, module: "Feature", imports: ["Networking"], extra: [])
        XCTAssertEqual(older.status, 2)
        XCTAssertTrue(older.standardError.contains("cannot be used: it has format 1, and this weaver reads format 5"), older.standardError)
    }

    /// The same package built by SwiftPM with the plugin on Networking, Feature and App: the
    /// plugin summarizes the annotated targets each depends on, and the program behaves the same.
    func testThePackageBuildsWithThePluginAndBehavesTheSame() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try EndToEnd.copyPackageFixture("MultiModule", to: folder)
        // The plugin on the plain Core too, as a package applying it to every target does; and a
        // plain file in Networking, which Feature and App import.
        let manifest = package.appendingPathComponent("Package.swift")
        let declared = try String(contentsOf: manifest, encoding: .utf8)
        try Data(declared.replacingOccurrences(of: ".target(name: \"Core\"),",
                                               with: ".target(name: \"Core\", plugins: [.plugin(name: \"WeaverPlugin\", package: \"weaver\")]),").utf8).write(to: manifest)
        let plain = package.appendingPathComponent("Sources/Networking/Plain.swift")
        try Data("struct PlainThing { let value = 1 }\n".utf8).write(to: plain)
        let swift = EndToEnd.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        let scratch = package.appendingPathComponent(".build").path
        let build = try EndToEnd.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch])
        XCTAssertEqual(build.status, 0, build.standardOutput + build.standardError)
        for target in ["Networking", "Feature", "App"] {
            XCTAssertTrue(build.standardOutput.contains("weaver: generating the container of \(target)"), build.standardOutput)
        }
        XCTAssertFalse(build.standardOutput.contains("container of Core"), "a library that never mentions weaver gets no command")
        XCTAssertFalse(build.standardOutput.contains("no annotated types found"), build.standardOutput)
        let run = try EndToEnd.run(package.appendingPathComponent(".build/debug/App"), [])
        XCTAssertEqual(run.standardOutput, Self.expectedOutput, run.standardError)
        // A small target's container is one file, as SwiftPM is told.
        let outputs = package.appendingPathComponent(".build/plugins/outputs")
        let generated = try FileManager.default.contentsOfDirectory(atPath: outputs.path).map {
            outputs.appendingPathComponent("\($0)/App/destination/WeaverPlugin/Generated")
        }.first { FileManager.default.fileExists(atPath: $0.path) }
        XCTAssertEqual(try generated.map { try FileManager.default.contentsOfDirectory(atPath: $0.path) }, ["Weaver.swift"])
        // A plain file of an imported target reruns weaver for its own target only. (The second
        // build after a first one links the plugin's tool from source once more, which reruns
        // every command: built first, so that the edit's build shows what the edit costs.)
        let settled = try EndToEnd.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch])
        XCTAssertEqual(settled.status, 0, settled.standardOutput + settled.standardError)
        try Data("struct PlainThing { let value = 2 }\n".utf8).write(to: plain)
        let again = try EndToEnd.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch])
        XCTAssertEqual(again.status, 0, again.standardOutput + again.standardError)
        XCTAssertTrue(again.standardOutput.contains("weaver: generating the container of Networking"), again.standardOutput)
        XCTAssertFalse(again.standardOutput.contains("container of Feature") || again.standardOutput.contains("container of App"), again.standardOutput)
    }
}
