import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Summaries (docs/modules.md): what a module tells the modules that import it, written the same way
/// every time, read back exactly, checked against `Schemas/weaver-module-summary.schema.json`,
/// and refused with the module's name when another version wrote them.
final class ModuleSummaryTests: XCTestCase {
    private static let core = """
        public final class APIClient {
            // weaver: logger <- Logger
            // weaver: http = HTTPClient
            // weaver: http.scope = .lazy
            init(injecting _: APIClientDependencyResolver) {}
        }
        final class HTTPClient {
            // weaver: session <- Session
            // weaver: makeRequest <- (Int) -> Request
            init(injecting _: HTTPClientDependencyResolver) {}
        }
        public final class Screen {
            // weaver: id <= Int
            // weaver: logger <- Logger
            init(injecting _: ScreenDependencyResolver) {}
        }
        """

    private func summary(_ source: String = core) -> ModuleSummary {
        let syntaxes = [FileParser.parse(SourceFile(path: "Core/Core.swift", text: source))]
        return SummaryBuilder.summary(of: Linker.link(syntaxes, options: LinkOptions(moduleName: "Core")), module: "Core", writtenTo: "/project/Core.weaversummary", projectPath: "/project")
    }

    func testAPublicTypeListsWhatItsSubtreeNeedsFromOutsideAndItsParameters() throws {
        let summary = summary()
        XCTAssertEqual(summary.types.map(\.path), ["APIClient", "HTTPClient", "Screen"])
        let client = try XCTUnwrap(summary.types[0].entryPoint)
        XCTAssertEqual(client.name, "weaverBuild")
        XCTAssertEqual(client.needs.map { "\($0.label): \($0.type)" }, ["logger: Logger", "makeRequest: (Int) -> Request", "session: Session"])
        XCTAssertEqual(client.needs.map(\.location.line), [2, 9, 8])
        // The client asks for the logger itself; its HTTP client asks for the other two.
        XCTAssertEqual(client.needs.map(\.reader), [nil, "HTTPClient", "HTTPClient"])
        XCTAssertEqual(client.needs[2].via, [SummaryStep(owner: "APIClient", name: "http", location: SummaryLocation(file: "Core/Core.swift", line: 3, column: 5))])
        XCTAssertNil(summary.types[1].entryPoint, "an internal type is not built by other modules")
        let screen = try XCTUnwrap(summary.types[2].entryPoint)
        XCTAssertEqual(screen.parameters.map { "\($0.name): \($0.type)" }, ["id: Int"])
    }

    func testTheTextIsDeterministicAndReadsBackAsItWasWritten() throws {
        let text = summary().text
        XCTAssertEqual(text, summary().text)
        XCTAssertTrue(text.hasSuffix("}\n"))
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1)
        XCTAssertEqual(try ModuleSummary.read(Array(text.utf8)), summary())
    }

    /// A public type's contributions travel (docs/contributions.md), an internal one's do not; both readers
    /// (the strict one and the one that keeps only registered types) read them back, and the
    /// fast one keeps the types that build the elements.
    func testContributionsOfPublicTypesTravelAndReadBack() throws {
        let source = """
            public protocol LaunchTask {}
            public final class SyncTask: LaunchTask {
                // weaver: contributes launchTasks <- LaunchTask, priority: -3, after: [DatabaseTask], scope: .transient
                // weaver: session <- Session
                init(injecting _: SyncTaskDependencyResolver) {}
            }
            public struct MovieScreen {
                // weaver: contributes routes["movies/\\t\\"id\\""] <- Screen
            }
            struct HiddenTask: LaunchTask {
                // weaver: contributes launchTasks <- LaunchTask
            }
            """
        let summary = summary(source)
        XCTAssertEqual(summary.contributions.map { "\($0.element) \($0.collection)" + ($0.key.map { "[\($0)]" } ?? "") },
                       ["SyncTask launchTasks", "MovieScreen routes[movies/\\t\\\"id\\\"]"])
        XCTAssertEqual(summary.contributions[0].priority, -3)
        XCTAssertEqual(summary.contributions[0].after, ["DatabaseTask"])
        XCTAssertEqual(summary.contributions[0].scope, .transient)
        let bytes = Array(summary.text.utf8)
        XCTAssertEqual(try ModuleSummary.read(bytes), summary)
        let kept = try ModuleSummary.read(bytes, keeping: [])
        XCTAssertEqual(kept.contributions, summary.contributions)
        XCTAssertEqual(kept.types.map(\.path), ["SyncTask"], "the type that builds an element is kept, with its entry point")
        XCTAssertNotNil(kept.types.first?.entryPoint)
        let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas/weaver-module-summary.schema.json")
        let checker = SchemaChecker(schema: try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: schemaURL)))
        XCTAssertEqual(checker.violations(of: try JSONTree.parse(summary.text)), [])
    }

    func testTheTextMatchesItsSchema() throws {
        let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas/weaver-module-summary.schema.json")
        let checker = SchemaChecker(schema: try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: schemaURL)))
        XCTAssertEqual(checker.violations(of: try JSONTree.parse(summary().text)), [])
        let wrongKind = summary().text.replacingOccurrences(of: "\"kind\":\"class\"", with: "\"kind\":\"enum\"")
        XCTAssertFalse(checker.violations(of: try JSONTree.parse(wrongKind)).isEmpty, "the schema constrains kinds")
    }

    func testASummaryFromAnotherVersionOrDamagedIsRefusedNamingTheModule() {
        let text = summary().text
        func problem(_ text: String) -> SummaryReadError? {
            do { _ = try ModuleSummary.read(Array(text.utf8)); return nil } catch { return error }
        }
        /// The text as another writer would have written it: checksummed again after the edit.
        func sealed(_ text: String) -> String { String(decoding: resealed(text), as: UTF8.self) }
        XCTAssertEqual(sealed(text), text)
        let older = problem(sealed(text.replacingOccurrences(of: "\"weaverVersion\":\"\(WeaverVersion.current)\"", with: "\"weaverVersion\":\"1.0.0\"")))
        XCTAssertEqual(older?.module, "Core")
        XCTAssertEqual(older?.problem, "it was written by weaver 1.0.0, and this is weaver \(WeaverVersion.current)")
        let format = problem(sealed(text.replacingOccurrences(of: "{\"weaverModuleSummary\":\(ModuleSummary.schemaVersion),", with: "{\"weaverModuleSummary\":7,")))
        XCTAssertEqual(format?.problem, "it has format 7, and this weaver reads format \(ModuleSummary.schemaVersion)")
        // Format 1 had no checksum.
        let first = problem(text.replacing(/\{"weaverModuleSummary":\d+,"checksum":"[0-9a-f]{16}"/, with: "{\"weaverModuleSummary\":1"))
        XCTAssertEqual(first?.problem, "it has format 1, and this weaver reads format \(ModuleSummary.schemaVersion)")
        XCTAssertEqual(first?.module, "Core")
        XCTAssertEqual(problem(String(text.prefix(40)))?.module, nil)
        XCTAssertEqual(problem(sealed(text.replacingOccurrences(of: "\"line\":2,", with: "\"line\":\"2\",")))?.problem,
                       "'line' is missing or not a whole number")
        // Damage the JSON reader would take: a letter changed in a name.
        let damaged = problem(text.replacingOccurrences(of: "\"name\":\"session\"", with: "\"name\":\"sesrion\""))
        XCTAssertEqual(damaged?.problem, "it is damaged (its checksum does not match its contents)")
        XCTAssertEqual(damaged?.module, "Core")
        XCTAssertEqual(problem("{\"weaverModuleSummary\"  :2}")?.problem.hasPrefix("it is not a weaver module summary"), true)
    }

    /// The importing side: a registration of the module's type takes its needs, which resolve
    /// in the importing module's graph like a local type's.
    func testAnImportingModuleResolvesTheNeedsOfTheTypeItRegisters() throws {
        let app = FileParser.parse(SourceFile(path: "App/App.swift", text: """
            final class App {
                // weaver: logger = Logger
                // weaver: session = Session
                // weaver: makeRequest = RequestFactory
                // weaver: api = APIClient
            }
            """))
        let graph = Linker.link([app], modules: [summary()])
        let api = try XCTUnwrap(graph.typeIDByPath["APIClient"])
        XCTAssertEqual(graph.types[api].external?.module, "Core")
        XCTAssertEqual(graph.needs[api].map(\.key.name), ["logger", "makeRequest", "session"])
        let diagnostics = Validator.validate(graph).filter { $0.severity == .error }
        XCTAssertEqual(diagnostics.map(\.message), [
            "'api' builds 'APIClient' of module 'Core', which needs 'makeRequest: (Int) -> Request' from this module: "
                + "'makeRequest: (Int) -> Request' is found with an incompatible type",
        ])
        XCTAssertEqual(diagnostics.first?.location?.line, 5)
        XCTAssertEqual(diagnostics.first?.notes.first?.location?.file, "Core: Core/Core.swift")
    }

    /// A cycle through another module's type is reported at this module's registration, with a
    /// step into the other module among its notes.
    func testACycleThroughAnotherModulesTypeIsReportedHere() throws {
        let core = FileParser.parse(SourceFile(path: "Core/Reporter.swift", text: """
            public final class Reporter {
                // weaver: tracker <- Tracking
                init(injecting _: ReporterDependencyResolver) {}
            }
            """))
        let summary = SummaryBuilder.summary(of: Linker.link([core], options: LinkOptions(moduleName: "Core")), module: "Core", writtenTo: "/project/Core.weaversummary", projectPath: "/project")
        let app = FileParser.parse(SourceFile(path: "App/App.swift", text: """
            final class App {
                // weaver: reporter = Reporter
                // weaver: tracker = AppTracker <- Tracking
            }
            final class AppTracker {
                // weaver: reporter <- Reporter
            }
            """))
        let cycles = Validator.validate(Linker.link([app], modules: [summary])).filter { $0.code == .cycle }
        XCTAssertEqual(cycles.map(\.message), ["'reporter' in App can never finish being built: it depends on itself"])
        XCTAssertEqual(cycles.first?.location?.file, "App/App.swift")
        XCTAssertTrue(cycles.first?.notes.contains { $0.location?.file == "Core: Core/Reporter.swift" && $0.message == "Reporter reads 'tracker'" } == true)
    }

    /// `weaver json` given summaries tags another module's type with its module, within the schema.
    func testTheJSONGraphTagsAnotherModulesTypeWithItsModule() throws {
        let app = FileParser.parse(SourceFile(path: "App/App.swift", text: """
            final class App {
                // weaver: logger = Logger
                // weaver: id = Identifier
                // weaver: screen = Screen
                // weaver: screen.scope = .transient
            }
            """))
        let json = GraphJSONExporter.json(Linker.link([app], modules: [summary()]), pretty: false)
        XCTAssertTrue(json.contains(#"{"name":"Screen","isAnnotated":false,"kind":"class","accessLevel":"public","isIsolated":false,"isRoot":false,"module":"Core"}"#), json)
        let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas/weaver-graph.schema.json")
        let checker = SchemaChecker(schema: try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: schemaURL)))
        XCTAssertEqual(checker.violations(of: try JSONTree.parse(json)), [])
    }

    /// A run reads summaries straight from their bytes, keeping only the types it registers; the
    /// result is what the strict reader gives for those types, and a file laid out otherwise (valid
    /// JSON with whitespace) is still read, strictly.
    func testTheStreamReaderKeepsTheRegisteredTypesAsTheStrictReaderReadsThem() throws {
        let written = summary()
        let bytes = try SummaryChecksum.unseal(Array(written.text.utf8))
        let streamed = try XCTUnwrap(SummaryStreamReader.read(bytes, keeping: ["Screen", "Core.APIClient"]))
        XCTAssertEqual(streamed.module, "Core")
        XCTAssertEqual(streamed.types.map(\.path), ["APIClient", "Screen"])
        XCTAssertEqual(streamed.types.map(\.entryPoint), [written.types[0].entryPoint, written.types[2].entryPoint])
        XCTAssertEqual(try XCTUnwrap(SummaryStreamReader.read(bytes, keeping: [])).types.count, 0)
        // Escapes survive: a path with a quote and a control character.
        var odd = written
        odd.types[0].entryPoint?.needs[0].location.file = "Sources/\"odd\"\tname.swift"
        XCTAssertEqual(try ModuleSummary.read(Array(odd.text.utf8), keeping: ["APIClient"]).types.first?.entryPoint, odd.types[0].entryPoint)

        // Laid out otherwise (whitespace after a key, as a pretty-printer writes) yet checksummed:
        // the stream reader declines, the strict reader reads it.
        let spaced = written.text.replacingOccurrences(of: ",\"module\":", with: ",\"module\": ")
        let spacedSealed = resealed(spaced)
        XCTAssertNil(SummaryStreamReader.read(try SummaryChecksum.unseal(spacedSealed), keeping: ["APIClient"]))
        XCTAssertEqual(try ModuleSummary.read(spacedSealed, keeping: ["APIClient"]).module, "Core")
        XCTAssertNil(SummaryStreamReader.read(Array(bytes.dropLast(5)), keeping: ["APIClient"]), "a torn file")
    }

    /// `text` (a summary edited after it was written) checksummed again, the checksum where it
    /// was: the hash of the file without its checksum key, at once (the writer hashes it in
    /// pieces, as it writes).
    private func resealed(_ text: String) -> [UInt8] {
        guard let match = text.firstMatch(of: /,"checksum":"[0-9a-f]{16}"/) else { return Array(text.utf8) }
        var unsealed = text
        unsealed.removeSubrange(match.range)
        let hash = ContentHash.of(Array(unsealed.utf8))
        let digits = String(hash, radix: 16)
        var sealed = text
        sealed.replaceSubrange(match.range, with: ",\"checksum\":\"" + String(repeating: "0", count: 16 - digits.count) + digits + "\"")
        return Array(sealed.utf8)
    }
}
