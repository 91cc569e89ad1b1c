import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Project rules (docs/rules.md) at their seams: the patterns, the `rules:` reader's errors, and
/// each kind judged on a linked graph, also one with other errors.
final class ProjectRulesTests: XCTestCase {
    // MARK: - Patterns

    func testPatterns() {
        let cases: [(pattern: String, name: String, matches: Bool)] = [
            ("Feature*", "FeatureHome", true), ("Feature*", "Feature", true), ("Feature*", "MyFeature", false),
            ("*Store", "ProfileStore", true), ("*Store", "StoreFront", false), ("*", "", true),
            ("a*b*c", "aXbYbZc", true), ("a*b*c", "aXbYbZ", false), ("Core?", "Core2", true), ("Core?", "Core", false),
            ("core", "Core", false),  // case counts
            ("Order*Service", "OrderHistoryService", true), ("Order*Service", "OrderService", true),
            ("Order*Service", "OrderServic", false),  // the prefix and the suffix may not overlap
            ("Order*Service", "MyOrderService", false), ("*Cache*", "ImageCacheStore", true), ("*Cache*", "ImageCachStore", false),
            ("Caf?", "Café", true), ("*?Store", "ÉStore", true), ("Caf?", "Cafés", false),  // ? takes a whole character
        ]
        for (pattern, name, matches) in cases {
            XCTAssertEqual(NamePattern(pattern).matches(name), matches, "'\(pattern)' against '\(name)'")
        }
        // Many names at once, as the rules ask: only the matching ones are marked, an earlier mark is kept.
        let names = ["ProfileStore", "Logger", "StoreFront", "CartStore"]
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            ranges.append(bytes.count..<(bytes.count + name.utf8.count))
            bytes += Array(name.utf8)
        }
        var flags = [false, true, false, false]
        bytes.withUnsafeBufferPointer { NamePattern("*Store").mark(ranges, of: $0, in: &flags) }
        XCTAssertEqual(flags, [true, true, false, true])
        // A hostile pattern does not take exponential time.
        let long = String(repeating: "a", count: 5_000)
        XCTAssertFalse(NamePattern(String(repeating: "*a", count: 50) + "b").matches(long))
    }

    // MARK: - Reading

    private func rules(_ yaml: String) throws -> [ProjectRule] {
        let document = try YAMLReader.read(Array(yaml.utf8))
        return try ProjectRulesReader.read(try XCTUnwrap(document.entries.first { $0.key == "rules" }).value, file: ".weaver.yaml")
    }

    private func readingError(_ yaml: String) -> String? {
        do {
            _ = try rules(yaml)
            return nil
        } catch let error as ConfigurationFileError {
            return "\(error.position.line):\(error.position.column): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    func testEveryKindReads() throws {
        let read = try rules("""
        rules:
          - id: edges
            kind: module-edges
            from: Feature*
            allow: [Core*]
            forbid: Feature*
            max_depth: 3
          - id: stores
            kind: type-family
            types: "*Store"
            scope: .container
            severity: warning
            message: Stores are shared
          - {id: db, kind: type-family, types: Database, registered_in: [AppRoot], never_root: true}
          - id: confined
            kind: confinement
            conforms_to: Anonymous
            visible_to: module
          - id: bare
            kind: forbidden-types
            types: [String]
            closures: true
            unless_named: "*URL"
          - id: unused
            kind: unused
            what: optional-references
            severity: off
          - id: budget
            kind: launch-budget
            roots:
              App: {instances: 40, depth: 6}
              Other: 3
        """)
        XCTAssertEqual(read.map(\.id), ["edges", "stores", "db", "confined", "bare", "unused", "budget"])
        XCTAssertEqual(read.map(\.kind.name), ["module-edges", "type-family", "type-family", "confinement", "forbidden-types", "unused", "launch-budget"])
        XCTAssertEqual(read.map(\.severity), [.error, .warning, .error, .error, .error, .off, .error])
        XCTAssertEqual(read[1].message, "Stores are shared")
        XCTAssertEqual(read[0].location, SourceLocation(file: ".weaver.yaml", line: 2, column: 5))
        guard case .moduleEdges(let edges) = read[0].kind, case .launchBudget(let budget) = read[6].kind,
              case .typeFamily(_, let requirement) = read[1].kind else { return XCTFail("\(read)") }
        XCTAssertEqual(edges.forbid.map(\.text), ["Feature*"])
        XCTAssertEqual(edges.maximumDepth, 3)
        XCTAssertEqual(requirement.scope, .container)
        XCTAssertEqual(budget.limit(of: "App")?.depth, 6)
        XCTAssertEqual(budget.limit(of: "Other")?.instances, 3)
    }

    func testMistakesAreErrorsAtTheirLineWithTheClosestSpelling() {
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: module-edges\n    alow: [Core]\n"),
                       "4:5: unknown key 'alow' (a 'module-edges' rule takes 'id', 'kind', 'severity', 'message', 'from', 'allow', 'forbid', 'max_depth'); did you mean 'allow'?")
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: type-familly\n    types: X\n"),
                       "3:11: unknown rule kind 'type-familly'; did you mean 'type-family'? (kinds: module-edges, type-family, confinement, forbidden-types, unused, launch-budget)")
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: unused\n    what: registration\n    severity: eror\n"),
                       "5:15: 'severity' must be error, warning or off, not 'eror'; did you mean 'error'?")
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: unused\n    what: registration\n"),
                       "4:11: 'what' must be registrations, collections or optional-references, not 'registration'; did you mean 'registrations'?")
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: unused\n    what: collections\n  - id: a\n    kind: unused\n    what: registrations\n"),
                       "5:5: duplicate rule id 'a' (first on line 2)")
        XCTAssertEqual(readingError("rules:\n  - kind: unused\n"), "2:5: a rule needs an 'id' (a name of the team's own, shown with each violation)")
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: type-family\n    types: X\n"),
                       "2:5: rule 'a' (type-family) needs 'scope', 'registered_in' or 'never_root: true'")
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: type-family\n    types: X\n    scope: shared\n"),
                       "5:12: 'scope' must be container, lazy, weak or transient, not 'shared'")
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: module-edges\n    max_depth: -1\n"), "4:16: 'max_depth' must be 0 or more, not -1")
        XCTAssertEqual(readingError("rules:\n  - id: a\n    kind: launch-budget\n    roots: {App: {instance: 3}}\n"),
                       "4:19: unknown key 'instance' (a budget has 'instances' and 'depth'); did you mean 'instances'?")
        XCTAssertEqual(readingError("rules: just text\n"), "1:8: 'rules' must be a list of rules ('- id: …' items), not a value")
        XCTAssertEqual(readingError("rules:\n  - plain\n"), "2:5: a rule must be a mapping of keys and values, not a value")
    }

    func testTheConfigurationFileSaysWhereARuleIsWrong() throws {
        var options = WeaverOptions(projectPath: "/project")
        let document = try YAMLReader.read(Array("rules:\n  - id: a\n    kind: confinment\n".utf8))
        var applier = ConfigurationApplier(displayPath: ".weaver.yaml")
        applier.apply(document, to: &options)
        XCTAssertEqual(applier.diagnostics.map { DiagnosticFormatter.text($0) },
                       [".weaver.yaml:3:11: error: unknown rule kind 'confinment'; did you mean 'confinement'? (kinds: module-edges, type-family, confinement, "
                        + "forbidden-types, unused, launch-budget) [configuration]"])
        let typo = try YAMLReader.read(Array("rule:\n  - id: a\n".utf8))
        var second = ConfigurationApplier(displayPath: ".weaver.yaml")
        second.apply(typo, to: &options)
        XCTAssertEqual(second.diagnostics.first?.message, "unknown key 'rule'; did you mean 'rules'?")
    }

    // MARK: - Judging

    private func judged(_ yaml: String, _ text: String, module: String? = nil) throws -> [String] {
        var options = WeaverOptions(projectPath: "/project")
        options.setRules(try rules(yaml))
        options.moduleName = module
        let syntaxes = [FileParser.parse(SourceFile(path: "Test.swift", text: text))]
        let graph = Linker.link(syntaxes, options: LinkOptions(options))
        // The snippets leave out `init(injecting:)` (`Analysis` says why).
        return Pipeline.diagnostics(of: graph, fileDiagnostics: syntaxes.flatMap(\.diagnostics), annotatedTypes: 1, options: options)
            .filter { $0.code != .missingInitializer }.map { String(DiagnosticFormatter.text($0).split(separator: "\n")[0]) }
    }

    private let app = """
    protocol Storing {}
    final class ProfileStore: Storing {}
    final class Database {}
    final class App {
        // weaver: store = ProfileStore
        // weaver: store.scope = .transient
        // weaver: database = Database
        // weaver: home = Home
        // weaver: home.scope = .transient
        // weaver: title = String
        // weaver: baseURL = String
    }
    final class Home {
        // weaver: database <- Database
        // weaver: onTap <= () -> Void
        // weaver: cache = Database
    }
    final class Orphan {
        // weaver: database <- Database
        // weaver: self.isIsolated = true
    }
    """

    func testTypeFamilies() throws {
        XCTAssertEqual(try judged("rules:\n  - {id: stores, kind: type-family, conforms_to: Storing, scope: container}\n", app),
                       ["Test.swift:6:30: error: App.store (ProfileStore) is registered with scope '.transient', not '.container' [rule stores]"])
        XCTAssertEqual(try judged("rules:\n  - {id: db, kind: type-family, types: Database, registered_in: App, severity: warning}\n", app),
                       ["Test.swift:16:5: warning: Home.cache (Database) is registered in 'Home'; it may be registered only in 'App' [rule db]"])
        XCTAssertEqual(try judged("rules:\n  - {id: roots, kind: type-family, types: Orphan, never_root: true}\n", app),
                       ["Test.swift:18:7: error: 'Orphan' is a root: nothing registers it, so it builds a graph of its own [rule roots]"])
    }

    func testAFamilyByConformanceTakesWhatConformsThroughAnotherProtocolOrAGenericOne() throws {
        let text = """
        protocol Storing {}
        protocol CacheStoring: Storing {}
        protocol Repository<Item> {}
        final class ImageCache: CacheStoring {}
        final class Movies: Repository<Movie> {}
        final class App {
            // weaver: images = ImageCache
            // weaver: movies = Movies
            // weaver: movies.scope = .transient
        }
        """
        XCTAssertEqual(try judged("rules:\n  - {id: stores, kind: type-family, conforms_to: [Storing, Repository], scope: weak}\n", text),
                       ["Test.swift:7:5: error: App.images (ImageCache) is registered with scope '.container', not '.weak' [rule stores]",
                        "Test.swift:9:31: error: App.movies (Movies) is registered with scope '.transient', not '.weak' [rule stores]"])
    }

    /// A build judges the rules that read no resolution beside it (`StageSequence`); what it
    /// reports is what judging them after it reports.
    func testRulesJudgedBesideTheResolutionSayWhatTheyWouldAfterIt() throws {
        let yaml = """
        rules:
          - {id: stores, kind: type-family, conforms_to: Storing, scope: container}
          - {id: db, kind: type-family, types: Database, registered_in: App, severity: warning}
          - {id: roots, kind: type-family, types: Orphan, never_root: true}
          - {id: own, kind: confinement, types: Database, visible_to: type}
          - {id: bare, kind: forbidden-types, types: String, closures: true}
          - {id: unused, kind: unused, what: registrations, severity: warning}
        """
        var options = WeaverOptions(projectPath: "/project")
        options.setRules(try rules(yaml))
        let syntaxes = [FileParser.parse(SourceFile(path: "Test.swift", text: app))]
        let fileDiagnostics = syntaxes.flatMap(\.diagnostics)
        let sequence = try XCTUnwrap(StageSequence.run(syntaxes, summaries: [], fileDiagnostics: fileDiagnostics, options: options))
        let after = Pipeline.checked(Linker.link(syntaxes, options: LinkOptions(options)), fileDiagnostics: fileDiagnostics, annotatedTypes: 4,
                                     options: options)
        XCTAssertEqual(sequence.diagnostics, after.diagnostics)
        XCTAssertEqual(sequence.ruleMatches, after.ruleMatches)
        XCTAssertEqual(sequence.diagnostics.filter { $0.rule != nil }.count, 7, "\(sequence.diagnostics.map(\.message))")
    }

    func testConfinementToTheRegisteringType() throws {
        XCTAssertEqual(try judged("rules:\n  - {id: own, kind: confinement, types: Database, visible_to: type, message: Keep it home}\n", app),
                       ["Test.swift:14:5: error: Keep it home: 'database' of 'Home' resolves to App.database (Database), which is confined to 'App' [rule own]"])
    }

    func testForbiddenTypesUnlessNamed() throws {
        XCTAssertEqual(try judged("rules:\n  - {id: bare, kind: forbidden-types, types: String, closures: true, unless_named: '*URL'}\n", app),
                       ["Test.swift:10:5: error: App.title has the type 'String'; a name matching '*URL' is allowed [rule bare]",
                        "Test.swift:15:5: error: Home.onTap has the type '() -> Void'; a name matching '*URL' is allowed [rule bare]"])
    }

    func testAPatternThatMatchesEverythingJudgesEverything() throws {
        let all = try judged("rules:\n  - {id: all, kind: type-family, types: '*', scope: transient, severity: warning}\n", app)
        XCTAssertEqual(all.count, 4, "every registration not already .transient: \(all)")
        XCTAssertTrue(all.allSatisfy { $0.hasSuffix("[rule all]") })
    }

    func testUnusedRulesSetTheSeverityOfTheirCheck() throws {
        let text = """
        final class App {
            // weaver: home = Home
        }
        final class Home {
            // weaver: tracker <- Tracker?
            // weaver: tracker.ifAvailable = true
        }
        """
        XCTAssertEqual(try judged("rules: []\n", text),
                       ["Test.swift:5:5: warning: 'tracker' of 'Home' is never available: nothing provides 'Tracker' on any path that builds 'Home', "
                        + "so it is always nil [never-available]"])
        XCTAssertEqual(try judged("rules:\n  - {id: provided, kind: unused, what: optional-references, message: Provide it}\n", text),
                       ["Test.swift:5:5: error: Provide it: 'tracker' of 'Home' is never available: nothing provides 'Tracker' on any path that builds 'Home', "
                        + "so it is always nil [never-available, rule provided]"])
        XCTAssertEqual(try judged("rules:\n  - {id: quiet, kind: unused, what: optional-references, severity: off}\n", text), [])
    }

    func testRulesJudgeAGraphWithOtherErrors() throws {
        let broken = app + "\nfinal class Broken {\n    // weaver: missing <- Missing\n    // weaver: name = String\n}\n"
        let lines = try judged("rules:\n  - {id: bare, kind: forbidden-types, types: String, unless_named: '*URL'}\n", broken)
        XCTAssertTrue(lines.contains { $0.contains("[unresolvable]") }, "\(lines)")
        XCTAssertTrue(lines.contains("Test.swift:24:5: error: Broken.name has the type 'String'; a name matching '*URL' is allowed [rule bare]"), "\(lines)")
    }

    /// A module's summary carries what a rule of a module above needs: its public types without an
    /// annotation (whose they are) and its depth (how deep the chain below it goes).
    func testASummaryTellsTheModulesAboveWhoseAnUnannotatedTypeIsAndHowDeepItSits() throws {
        let base = ModuleSummary(module: "Base", types: [])
        let coreText = """
        public protocol Logging: AnyObject {}
        protocol Hidden {}
        public enum Names { public struct Title {} }
        struct Outer { public struct NotReachable {} }
        public final class Diagnostics {
            // weaver: logger <- Logging
        }
        """
        let coreGraph = Linker.link([FileParser.parse(SourceFile(path: "Core.swift", text: coreText))],
                                    options: LinkOptions(moduleName: "Core"), modules: [base])
        let core = SummaryBuilder.summary(of: coreGraph, module: "Core", writtenTo: "/project/Core.weaversummary", projectPath: "/project")
        XCTAssertEqual(core.declares, ["Logging", "Names", "Names.Title"], "public, not annotated, every enclosing type public too")
        XCTAssertEqual(core.depth, 1)
        XCTAssertEqual(core.types.map(\.path), ["Diagnostics"])

        // A feature that uses Core's unannotated protocol makes an edge to Core, which a rule sees.
        var options = WeaverOptions(projectPath: "/project")
        options.setRules(try rules("rules:\n  - {id: no-core, kind: module-edges, from: Feature, forbid: [Core]}\n  - {id: flat, kind: module-edges, max_depth: 1}\n"))
        options.moduleName = "Feature"
        let feature = FileParser.parse(SourceFile(path: "Feature.swift", text: "import Core\nfinal class Screen {\n    // weaver: logger <- Logging\n}\n"))
        let summaries = [base, core]
        let graph = Linker.link([feature], options: LinkOptions(options), modules: summaries)
        XCTAssertEqual(graph.moduleDepth, 2)
        let lines = Pipeline.diagnostics(of: graph, fileDiagnostics: [], annotatedTypes: 1, options: options, summaries: summaries)
            .filter { $0.rule != nil }.map { String(DiagnosticFormatter.text($0).split(separator: "\n")[0]) }
        XCTAssertEqual(lines, [
            "Feature.swift:3:5: error: 'Feature' sits on a chain of 2 modules below it, deeper than 1: Feature → Core → Base [rule flat]",
            "Feature.swift:3:5: error: 'Feature' uses 'Core' (forbidden by 'Core'): Screen.logger references 'Logging' of Core [rule no-core]",
        ])
    }

    func testModuleChainsEndAtACycle() {
        var graph = Linker.link([])
        graph.summarizedModules = ["A", "B", "C"]
        graph.moduleImports = ["A": ["B"], "B": ["C", "A"], "C": ["A", "B"]]
        let chain = ModuleChains(graph: graph).deepest(from: "App")
        XCTAssertEqual(chain.first, "App")
        XCTAssertEqual(Set(chain).count, chain.count, "no module twice: \(chain)")
        XCTAssertEqual(chain.count, 4, "\(chain)")
    }

    func testTenThousandRulesRunAndCount() throws {
        var yaml = "rules:\n"
        for index in 0..<10_000 { yaml += "  - {id: r\(index), kind: type-family, types: 'Type\(index)*', scope: container}\n" }
        let read = try rules(yaml)
        XCTAssertEqual(read.count, 10_000)
        var options = WeaverOptions(projectPath: "/project")
        options.setRules(read)
        let syntaxes = [FileParser.parse(SourceFile(path: "Test.swift", text: app))]
        let graph = Linker.link(syntaxes)
        let report = ProjectRulesCheck.check(read, graph: graph, validated: [])
        XCTAssertEqual(report.matches.count, 10_000)
        XCTAssertTrue(report.violations.isEmpty)
    }
}
