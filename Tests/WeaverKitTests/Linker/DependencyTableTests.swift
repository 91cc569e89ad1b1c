@testable import WeaverKit
@testable import WeaverCore
import XCTest

/// Ids never move (`DependencyTable`): the table skips removed ids, and a graph's declaration
/// order is its id order when it was linked at once.
final class DependencyTableTests: XCTestCase {
    private func entry(_ name: String, owner: TypeID = 0) -> GraphDependency {
        GraphDependency(owner: owner, dependency: Dependency(DependencyAnnotation(
            kind: .reference, name: name, type: .nominal([TypeComponent(name: "Logger")]),
            location: SourceLocation(file: "A.swift", line: 1, column: 1))), target: nil)
    }

    func testARemovedIdIsSkippedAndNotGivenAgain() {
        var table = DependencyTable()
        let ids = ["a", "b", "c"].map { table.append(entry($0)) }
        XCTAssertEqual(ids, [0, 1, 2])
        table.remove(1)
        XCTAssertEqual(Array(table.indices), [0, 2])
        XCTAssertEqual(table.map(\.dependency.name), ["a", "c"])
        XCTAssertEqual(table.count, 2)
        XCTAssertEqual(table.idLimit, 3)
        XCTAssertFalse(table.contains(id: 1))
        XCTAssertEqual(table[1].dependency.name, "b", "a removed entry stays readable (a kept resolution's shape reads it)")
        XCTAssertEqual(table.append(entry("d")), 3, "a removed id is not given again")
        table.remove(0)
        XCTAssertEqual(Array(table.indices), [2, 3])
        XCTAssertEqual(table.index(before: 3), 2)
        XCTAssertEqual(table.removedCount, 2)
    }

    func testDeclarationOrderIsIdOrderInAGraphLinkedAtOnce() {
        // Types, elements of collections and another module's type: every group a link numbers.
        let files = [
            FileParser.parse(SourceFile(path: "App.swift", text: """
            final class App {
                // weaver: tasks <- [LaunchTask]
                // weaver: feed = Feed
                // weaver: logger = Logger
            }
            final class Feed {
                // weaver: logger <- Logger
                // weaver: api <- API
            }
            final class Logger {}
            protocol LaunchTask {}
            final class CrashTask: LaunchTask {
                // weaver: contributes tasks <- LaunchTask
            }
            final class CacheTask: LaunchTask {
                // weaver: contributes tasks <- LaunchTask
            }
            """)),
        ]
        let graph = Linker.link(files)
        XCTAssertFalse(graph.collections.elementOf.isEmpty, "the graph holds elements")
        let ids = Array(graph.dependencies.indices)
        XCTAssertEqual(graph.inDeclarationOrder(ids.reversed()), ids)
    }
}
