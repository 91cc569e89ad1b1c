@testable import WeaverKit
@testable import WeaverCore
import XCTest

/// The comparison the editor's `WEAVER_VERIFY_INCREMENTAL` makes between an incremental and a
/// fresh link (ARCHITECTURE.md invariant 6): equal for the same inputs whatever the ids, and
/// different for any decision a later stage reads, where the former check (diagnostics, type
/// paths and two counts) saw none.
final class GraphDescriptionTests: XCTestCase {
    private let app = """
    final class App {
        // weaver: logger = ConsoleLogger <- Logging
        // weaver: fileLogger = FileLogger <- Logging
        // weaver: home = Home
    }
    final class ConsoleLogger: Logging {}
    final class FileLogger: Logging {}
    final class Home {
        // weaver: logger <- Logging
    }
    """

    private func linked() -> DependencyGraph {
        Linker.link([FileParser.parse(SourceFile(path: "App.swift", text: app))])
    }

    func testTheSameInputsDescribeAlike() {
        XCTAssertNil(GraphDescription.difference(linked(), linked()))
    }

    func testAReferenceResolvedToAnotherProviderDiffersThoughTheCountsAgree() throws {
        let graph = linked()
        var wrong = graph
        let reference = try XCTUnwrap(graph.resolvedReferences.keys.first)
        let fileLogger = try XCTUnwrap(graph.dependencies.indices.first { graph.dependencies[$0].dependency.name == "fileLogger" })
        XCTAssertNotEqual(graph.resolvedReferences[reference], [fileLogger])
        wrong.resolvedReferences[reference] = [fileLogger]
        XCTAssertEqual(wrong.resolvedReferences.count, graph.resolvedReferences.count)
        XCTAssertEqual(wrong.failures.count, graph.failures.count)
        let difference = try XCTUnwrap(GraphDescription.difference(graph, wrong))
        XCTAssertTrue(difference.contains("resolved Home#0 -> [\"App#1\"]"), difference)
    }

    /// A field of a dependency is compared without being listed anywhere (read by reflection): a
    /// field added to `Dependency` is compared too.
    func testEveryFieldOfADependencyIsCompared() throws {
        let graph = linked()
        var changed = graph
        let id = try XCTUnwrap(graph.dependencies.indices.first { graph.dependencies[$0].dependency.name == "home" })
        var entry = changed.dependencies[id]
        entry.dependency.ifAvailable = true
        changed.dependencies[id] = entry
        XCTAssertNotNil(GraphDescription.difference(graph, changed))
    }

    /// Ids named by owner and place: the same graph with a reference numbered after every other
    /// (as an editor's patch numbers an added one) is described alike.
    func testIdsAreNotPartOfTheDescription() {
        let graph = linked()
        let lines = GraphDescription.lines(of: graph)
        XCTAssertFalse(lines.contains { $0.contains("dependency(\(graph.dependencies.indices.last!))") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("resolved Home#0 -> [") }, lines.joined(separator: "\n"))
    }
}
