@testable import WeaverKit
@testable import WeaverCore
import WeaverTestSupport
import XCTest

/// Random projects edited at random, linked after every edit with one kept context (the
/// language server's: it resolves again only what an edit can have changed) and afresh: the
/// same needs, provisions, resolved references, failures and diagnostics at every step.
final class IncrementalResolutionTests: XCTestCase {
    private static let names = ["logger", "api", "store", "clock"]
    private static let protocols = ["Logging", "API", "Store", "Clock", "Logginng"]

    private typealias Random = SeededRandom

    /// Per type, its annotation lines: registrations of children (a DAG with diamonds), services
    /// exposed as protocols, and references.
    private static func project(types: Int, random: inout Random) -> [[String]] {
        var lines = [[String]](repeating: [], count: types)
        for child in 1..<types {
            for parent in Set((0..<(1 + random.next(2))).map { _ in random.next(child) }).sorted() {
                lines[parent].append("// weaver: t\(child) = T\(child)")
            }
        }
        for type in 0..<types {
            for _ in 0..<random.next(3) {
                if random.next(3) == 0 {
                    lines[type].append("// weaver: \(random.pick(names)) = Impl\(random.next(3)) <- \(random.pick(protocols))")
                } else {
                    lines[type].append("// weaver: \(random.pick(names)) <- \(random.pick(protocols))")
                }
            }
        }
        return lines
    }

    private static func text(of type: Int, _ lines: [String]) -> String {
        "final class T\(type) {\n" + lines.map { "    " + $0 + "\n" }.joined() + "}\n"
    }

    /// One edit of one type's lines: most keep the graph's shape (a reference's name or type, a
    /// service's abstraction), some add or remove a reference, retarget a service or make a
    /// reference a collection.
    private static func edit(_ lines: inout [String], random: inout Random) {
        let references = lines.indices.filter { !lines[$0].contains("=") }
        let services = lines.indices.filter { lines[$0].contains("= Impl") }
        switch random.next(8) {
        case 0 where !references.isEmpty:
            let line = random.pick(references)
            lines[line] = "// weaver: \(lines[line].split(separator: " ")[2]) <- \(random.pick(protocols))"
        case 1 where !references.isEmpty:
            let line = random.pick(references)
            lines[line] = "// weaver: \(random.pick(names)) <- \(lines[line].split(separator: " ").last!)"
        case 2 where !services.isEmpty:
            let line = random.pick(services)
            let parts = lines[line].split(separator: " ")
            lines[line] = "// weaver: \(parts[2]) = \(parts[4]) <- \(random.pick(protocols))"
        case 3 where !references.isEmpty:
            lines.remove(at: random.pick(references))
        case 4 where !services.isEmpty:
            // Another target: the graph's shape changes.
            let line = random.pick(services)
            let parts = lines[line].split(separator: " ")
            lines[line] = "// weaver: \(parts[2]) = Impl\(random.next(3)) <- \(parts[6])"
        case 5 where !references.isEmpty:
            // A collection reference: read by contributions, never patched.
            let line = random.pick(references)
            lines[line] = "// weaver: \(lines[line].split(separator: " ")[2]) <- [\(random.pick(protocols))]"
        default:
            lines.insert("// weaver: \(random.pick(names)) <- \(random.pick(protocols))", at: random.next(lines.count + 1))
        }
    }

    func testRandomEditsResolveAsFreshLinksDo() {
        var (kept, patched, resized) = (0, 0, 0)
        for seed in 1...6 {
            var random = Random(state: UInt64(seed))
            let types = 12 + random.next(20)
            var lines = Self.project(types: types, random: &random)
            // Two types a file: a line added to the first moves the second.
            func file(_ index: Int) -> FileSyntax {
                let text = [2 * index, 2 * index + 1].filter { $0 < types }.map { Self.text(of: $0, lines[$0]) }.joined()
                return FileParser.parse(SourceFile(path: "F\(String(format: "%03d", index)).swift", text: text))
            }
            var files = (0..<(types + 1) / 2).map(file)
            let context = LinkContext(files, options: LinkOptions(), remembersWork: true)
            var previous = context.link(files, options: LinkOptions())
            for step in 0..<40 {
                let type = random.next(types)
                let (lineCount, patchCount) = (lines[type].count, context.links!.patchedCount)
                Self.edit(&lines[type], random: &random)
                files[type / 2] = file(type / 2)
                let fresh = Linker.link(files)
                // Told which file changed, as the server tells it: the last link is patched when it can be.
                let linked = context.link(files, options: LinkOptions(), changed: [files[type / 2].path])
                if lines[type].count != lineCount, context.links!.patchedCount > patchCount { resized += 1 }
                if context.links!.patchedCount > patchCount {
                    Self.checkIdsStayed(from: previous, to: linked, edited: "T\(type)", "seed \(seed), step \(step)")
                }
                previous = linked
                let (kept, afresh) = (GraphDescription.lines(of: linked), GraphDescription.lines(of: fresh))
                if let first = kept.indices.first(where: { $0 < afresh.count && kept[$0] != afresh[$0] }) {
                    XCTFail("seed \(seed), step \(step): kept '\(kept[first])', fresh '\(afresh[first])'")
                }
                XCTAssertEqual(kept.count, afresh.count, "seed \(seed), step \(step)")
                XCTAssertEqual(Validator.validate(linked), Validator.validate(fresh), "seed \(seed), step \(step)")
                XCTAssertEqual(linked.types.map(\.syntax), fresh.types.map(\.syntax), "seed \(seed), step \(step)")
                XCTAssertEqual(linked.diagnostics, fresh.diagnostics, "seed \(seed), step \(step)")
            }
            kept += context.resolutions!.keptCount
            patched += context.links!.patchedCount
        }
        // Most edits keep the shape: those resolutions started from the last one.
        XCTAssertGreaterThan(kept, 6 * 40 / 4)
        XCTAssertGreaterThan(patched, 6 * 40 / 4, "edits of a reference or an abstraction patch the last link")
        XCTAssertGreaterThan(resized, 6 * 40 / 10, "a reference added or removed is patched into the last link")
    }

    /// After a patch, no dependency the edit left alone has another id (`DependencyTable`): every
    /// other type lists the same ids, and the edited type's unchanged dependencies keep theirs.
    private static func checkIdsStayed(from before: DependencyGraph, to after: DependencyGraph, edited: String, _ label: String) {
        XCTAssertEqual(before.types.map(\.path), after.types.map(\.path), label)
        for type in before.types.indices {
            let (old, new) = (before.types[type].dependencies, after.types[type].dependencies)
            guard before.types[type].path == edited else {
                XCTAssertEqual(old, new, "\(label): \(before.types[type].path) is not edited")
                continue
            }
            for id in old where after.dependencies.contains(id: id) {
                XCTAssertEqual(before.dependencies[id].owner, after.dependencies[id].owner, label)
                XCTAssertEqual(before.dependencies[id].dependency.kind, after.dependencies[id].dependency.kind, label)
            }
            // The dependencies equal before and after kept their ids.
            for id in new where !old.contains(id) {
                XCTAssertFalse(old.contains { before.dependencies[$0].dependency == after.dependencies[id].dependency && !new.contains($0) },
                               "\(label): an unchanged dependency of \(edited) got a new id")
            }
        }
    }
}
