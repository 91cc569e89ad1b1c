import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore
import WeaverTestSupport

/// The saved records' field lists (`SavedRecords/`) against the records: each list names every
/// stored field, `==` compares every one, the summary's schema lists the same keys; and every
/// field of every record round-trips through the cache and both summary readers, compared by
/// reflection (`GraphDescription.reflected`), not by `==`. Every field varies somewhere in the
/// corpus, so that the round trips prove each is kept. A field added to a record and not to its
/// list fails `testEachFieldListNamesEveryStoredFieldAndEqualityComparesIt`.
final class SavedFieldsTests: XCTestCase {
    private func corpus() throws -> [FileSyntax] { try FixtureCorpus.parsed() }

    func testEachFieldListNamesEveryStoredFieldAndEqualityComparesIt() throws {
        var audit = SavedFieldAudit()
        for var syntax in try corpus() { try syntax.visit(&audit) }
        for var summary in try summaries() { try summary.visit(&audit) }
        XCTAssertEqual(audit.problems.sorted(), [])
        let audited = Set(audit.keys.keys)
        for record in ["FileSyntax", "AnnotatedTypeSyntax", "DeclaredTypeSyntax", "ContributionSyntax", "Dependency", "DependencyVariant",
                       "WrapperStyle", "ConditionalBranch", "Diagnostic", "DiagnosticNote", "DiagnosticFix", "TypeComponent", "TupleElement",
                       "FunctionType", "ModuleSummary", "SummaryContribution", "SummaryType", "SummaryEntryPoint", "SummaryNeed",
                       "SummaryStep", "SummaryParameter", "SummaryDependency", "SummaryLocation"] {
            XCTAssertTrue(audited.contains(record), "no \(record) in the corpus to audit")
        }
    }

    func testTheSummarySchemaListsTheKeysTheFieldListsWrite() throws {
        let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas/weaver-module-summary.schema.json")
        let schema = try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: schemaURL))
        // The format number and the checksum are the envelope every summary starts with (`SummaryChecksum`).
        var audit = SummarySchemaAudit(schema: schema, skipping: ["weaverModuleSummary", "checksum"])
        var summary = ModuleSummary.blank
        try summary.visit(&audit)
        XCTAssertEqual(audit.problems, [])
    }

    func testEveryFieldOfAParseResultRoundTripsThroughTheCache() throws {
        for syntax in try corpus() {
            let decoded = try XCTUnwrap(SyntaxBinaryDecoder.decode(SyntaxBinaryEncoder.encode(syntax)[...], path: syntax.path), syntax.path)
            let (written, read) = (GraphDescription.reflected(syntax), GraphDescription.reflected(decoded))
            guard written != read else { continue }
            let start = zip(written, read).prefix { $0 == $1 }.count
            XCTFail("\(syntax.path): the cache changed a field, from: …\(written.dropFirst(max(0, start - 80)).prefix(240))… "
                + "to: …\(read.dropFirst(max(0, start - 80)).prefix(240))…")
        }
    }

    /// Fields whose value is the same in every record of the corpus, by record type and name:
    /// the round trip above cannot tell whether the cache keeps them.
    func testEveryFieldVariesInTheCorpus() throws {
        // A project rule's id is set only on the graph's diagnostics, which the cache keeps as the
        // last run's (the unchanged run repeats them): `testTheLastRunsRuleViolationsAreRepeatedWithTheirRule`.
        let constant = try Self.constantFields(in: corpus()).filter { $0 != "Diagnostic.rule" }
        XCTAssertEqual(constant, [], "these saved fields never vary in Fixtures/ or Fuzz/: add a fixture that sets each, so that "
            + "testEveryFieldOfAParseResultRoundTripsThroughTheCache proves the cache keeps it")
    }

    func testTheLastRunsRuleViolationsAreRepeatedWithTheirRule() throws {
        let folder = try ConfigurationTestFolder()
        _ = try folder.write("Sources/App.swift", "final class App {\n    // weaver: title = String\n}\n")
        _ = try folder.write(".weaver.yaml", "input_paths: [Sources]\nrules:\n  - {id: bare, kind: forbidden-types, types: String, severity: warning}\n")
        var options = WeaverOptions(projectPath: folder.path)
        options.inputPaths = [folder.path + "/Sources"]
        XCTAssertEqual(try ConfigurationFile(path: folder.path + "/.weaver.yaml", projectPath: folder.path).apply(to: &options), [])
        options.cachePath = folder.path + "/cache"
        options.mainOutputPath = folder.path + "/Weaver.swift"
        let first = try Pipeline.run(options: options)
        let second = try Pipeline.run(options: options)
        XCTAssertTrue(second.usedFastPath)
        XCTAssertEqual(first.diagnostics.compactMap(\.rule), ["bare"])
        XCTAssertEqual(second.diagnostics, first.diagnostics)
    }

    /// Each fixture folder summarized as a library module: every summary the corpus makes.
    private func summaries() throws -> [ModuleSummary] {
        var byFolder: [String: [FileSyntax]] = [:]
        for syntax in try corpus() {
            let parts = syntax.path.split(separator: "/")
            byFolder[parts.prefix(2).joined(separator: "/"), default: []].append(syntax)
        }
        // Each named for its folder and written in it; every other one reads the summary before it,
        // so that `imports` varies too.
        var summaries: [ModuleSummary] = []
        for (index, folder) in byFolder.keys.sorted().enumerated() {
            let module = "Fixture\(index)"
            let graph = Linker.link(byFolder[folder]!, options: LinkOptions(moduleName: module),
                                    modules: index % 2 == 1 ? [summaries[index - 1]] : [])
            summaries.append(SummaryBuilder.summary(of: graph, module: module, writtenTo: "/project/\(folder)/\(index % 3 == 0 ? "" : "out/")\(module).weaversummary",
                                                    projectPath: "/project"))
        }
        return summaries
    }

    /// A summary's every field reads back through the strict reader; the stream reader, which keeps
    /// the types a run registers (here, all of them), reads what the strict one reads keeping them.
    func testEveryFieldOfASummaryRoundTripsThroughBothReaders() throws {
        let summaries = try summaries()
        XCTAssertGreaterThan(summaries.count, 20)
        for summary in summaries {
            let bytes = Array(summary.text.utf8)
            let strict = try ModuleSummary.read(bytes)
            XCTAssertEqual(GraphDescription.reflected(strict), GraphDescription.reflected(summary))
            let everyType = Set(summary.types.map(\.path))
            let streamed = try XCTUnwrap(SummaryStreamReader.read(try SummaryChecksum.unseal(bytes), keeping: everyType))
            XCTAssertEqual(GraphDescription.reflected(streamed), GraphDescription.reflected(try ModuleSummary.read(bytes, keeping: everyType)))
        }
    }

    func testEveryFieldOfASummaryVariesInTheCorpus() throws {
        // The same in every summary by design: the tool's version, and the entry points' name.
        let constant = try Self.constantFields(in: summaries()).filter { !["ModuleSummary.weaverVersion", "SummaryEntryPoint.name"].contains($0) }
        XCTAssertEqual(constant, [], "these summary fields never vary over the fixtures' summaries: add a fixture that sets each, so that "
            + "testEveryFieldOfASummaryRoundTripsThroughBothReaders proves the readers keep it")
    }

    /// `record.field` for each stored field whose value is the same everywhere in `values`.
    static func constantFields(in values: [Any]) -> [String] {
        var seen: [String: Set<String>] = [:]
        var pending = values
        while let value = pending.popLast() {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .struct?, .class?:
                let type = "\(mirror.subjectType)"
                guard !type.hasPrefix("Swift.") else { continue }
                for child in mirror.children {
                    guard let label = child.label else { continue }
                    seen["\(type).\(label)", default: []].insert(GraphDescription.reflected(child.value))
                    pending.append(child.value)
                }
            case .optional?, .collection?, .set?, .dictionary?, .tuple?, .enum?:
                pending += mirror.children.map(\.value)
            default:
                break
            }
        }
        return seen.filter { $0.value.count < 2 }.keys.sorted()
    }
}
