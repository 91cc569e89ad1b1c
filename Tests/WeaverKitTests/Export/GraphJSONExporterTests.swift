import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class GraphJSONExporterTests: XCTestCase {
    private let path = "Sources/Movies.swift"
    private lazy var movies = Analysis([path: ExportSamples.movies])
    private lazy var compact = GraphJSONExporter.json(movies.graph, pretty: false)
    private lazy var document = try! JSONTree.parse(compact)

    private func record(_ id: String) throws -> JSONTree {
        try XCTUnwrap(document["dependencies"]?.elements.first { $0["id"] == .string(id) }, "no dependency \(id)")
    }

    private func location(_ line: Int, _ column: Int) -> String {
        #""location":{"file":"\#(path)","line":\#(line),"column":\#(column)}"#
    }

    func testSampleLinksWithoutErrors() {
        XCTAssertEqual(movies.errors, [])
    }

    func testTopLevelKeysInSpecOrder() {
        XCTAssertTrue(compact.hasPrefix(#"{"schemaVersion":1,"types":[{"name":"App","#), compact)
        let keys = ["\"types\":[", "\"dependencies\":[", "\"edges\":["].map { compact.range(of: $0)!.lowerBound }
        XCTAssertEqual(keys, keys.sorted())
    }

    func testRegistrationRecordHasEveryFieldInOrder() {
        let expected = #"{"owner":"App","name":"logger","kind":"registration","type":"Logging","concreteType":"Logger","#
            + #""abstractType":"Logging","scope":"container","builder":null,"setter":false,"objc":false,"escaping":false,"#
            + #""platforms":["iOS","Linux"],"projects":null,"parameters":[],"# + location(4, 5) + #","id":"App.logger"}"#
        XCTAssertTrue(compact.contains(expected), compact)
    }

    func testReferenceRecordAndItsResolvesToEdge() throws {
        let expected = #"{"owner":"MovieController","name":"logger","kind":"reference","type":"Logging","concreteType":null,"#
            + #""abstractType":null,"scope":null,"builder":null,"setter":false,"objc":false,"escaping":false,"#
            + #""platforms":null,"projects":null,"parameters":[],"# + location(17, 5) + #","id":"MovieController.logger"}"#
        XCTAssertTrue(compact.contains(expected), compact)
        XCTAssertTrue(compact.contains(#"{"from":"MovieController.logger","to":"App.logger","kind":"resolvesTo"}"#))
        // The isolated preview's reference resolves nowhere: no edge.
        XCTAssertFalse(compact.contains(#""from":"Preview.logger""#))
    }

    func testParameterRecord() throws {
        let parameter = try record("MovieController.movieID")
        XCTAssertEqual(parameter["kind"], .string("parameter"))
        XCTAssertEqual(parameter["type"], .string("Int"))
        XCTAssertEqual(parameter["concreteType"], .null)
        XCTAssertEqual(parameter["scope"], .string("container"))
        XCTAssertEqual(parameter["escaping"], .bool(false))
        XCTAssertEqual(parameter["parameters"], .array([]))
    }

    func testClosureParameterEscapesByDefault() throws {
        let graph = Analysis("final class Detail {\n    // weaver: onClose <= () -> Void\n}").graph
        let detail = try JSONTree.parse(GraphJSONExporter.json(graph, pretty: false))
        XCTAssertEqual(detail["dependencies"]?[0]?["type"], .string("() -> Void"))
        XCTAssertEqual(detail["dependencies"]?[0]?["escaping"], .bool(true))
    }

    func testFactoryRegistrationListsItsParameters() throws {
        let factory = try record("App.movieController")
        XCTAssertEqual(factory["scope"], .string("transient"))
        XCTAssertEqual(factory["parameters"], try JSONTree.parse(#"[{"name":"movieID","type":"Int"},{"name":"title","type":"String"}]"#))
        XCTAssertEqual(try record("App.repository")["builder"], .string("App.makeRepository"))
        XCTAssertEqual(try record("App.repository")["projects"], .array([.string("Movies")]))
    }

    func testTypesSortedByNameAndOnlyRegisteredTypesHaveNoLocation() throws {
        let names = document["types"]!.elements.compactMap { $0["name"]?.stringValue }
        XCTAssertEqual(names, ["App", "Catalog.Index", "Logger", "MovieController", "Preview", "Repository<Movie>"])
        XCTAssertTrue(compact.contains(#"{"name":"Logger","isAnnotated":false,"kind":"unknown","accessLevel":"internal","isIsolated":false,"isRoot":false}"#))
        XCTAssertTrue(compact.contains(#"{"name":"App","isAnnotated":true,"kind":"class","accessLevel":"public","isIsolated":false,"isRoot":true,"# + location(3, 14) + "}"))
        XCTAssertTrue(compact.contains(#"{"name":"Catalog.Index","isAnnotated":true,"kind":"struct","#))
        XCTAssertTrue(compact.contains(#"{"name":"Preview","isAnnotated":true,"kind":"class","accessLevel":"internal","isIsolated":true,"isRoot":true,"#))
    }

    func testEdgesSortedRegistersFirst() {
        let edges = document["edges"]!.elements.map { "\($0["kind"]!.stringValue!) \($0["from"]!.stringValue!) \($0["to"]!.stringValue!)" }
        XCTAssertEqual(edges, [
            "registers App Catalog.Index", "registers App Logger", "registers App MovieController", "registers App Repository<Movie>",
            "resolvesTo Catalog.Index.logger App.logger", "resolvesTo MovieController.logger App.logger",
        ])
    }

    /// The parser merges or rejects a name declared twice in a type, so only a hand-made graph has
    /// one; the ids must stay unique anyway.
    func testDuplicateNamesGetDistinctIDs() throws {
        var graph = Analysis("final class App {\n    // weaver: logger = Logger\n}").graph
        graph.dependencies.append(graph.dependencies[0])
        graph.types[0].dependencies.append(1)
        let ids = try JSONTree.parse(GraphJSONExporter.json(graph, pretty: false))["dependencies"]!.elements.map { $0["id"] }
        XCTAssertEqual(ids, [.string("App.logger"), .string("App.logger#2")])
    }

    /// A reference below another reference of the same name (Detail under Home, both reading
    /// App's `movieService`) keeps its edge: every reference gets its edge on every path.
    func testAReferenceUnderAnAncestorReferenceOfTheSameNameKeepsItsEdge() throws {
        let analysis = Analysis("""
        final class App {
            // weaver: movieService = MovieService
            // weaver: home = Home
            // weaver: other = Other
        }
        final class Home {
            // weaver: movieService <- MovieService
            // weaver: detail = Detail
        }
        final class Other {
            // weaver: movieService = MovieService
            // weaver: detail = Detail
        }
        final class Detail {
            // weaver: movieService <- MovieService
            // weaver: leaf = Leaf
        }
        final class Leaf {
            // weaver: movieService <- MovieService
        }
        """)
        XCTAssertEqual(analysis.errors, [])
        let edges = try JSONTree.parse(GraphJSONExporter.json(analysis.graph, pretty: false))["edges"]!.elements
        let resolved = edges.filter { $0["kind"] == .string("resolvesTo") }.map { edge -> String in
            guard case let .string(from)? = edge["from"], case let .string(to)? = edge["to"] else { return "" }
            return from + " -> " + to
        }
        XCTAssertEqual(Set(resolved), [
            "Home.movieService -> App.movieService",
            "Detail.movieService -> App.movieService", "Detail.movieService -> Other.movieService",
            "Leaf.movieService -> App.movieService", "Leaf.movieService -> Other.movieService",
        ])
        XCTAssertEqual(resolved.count, 5, "each edge once: \(resolved)")
    }
}
