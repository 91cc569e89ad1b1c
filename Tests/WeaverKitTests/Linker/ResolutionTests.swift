import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class ResolutionTests: XCTestCase {
    private let levels = """
    final class App {
        // weaver: logger = Logger <- Logging
        // weaver: home = Home
    }
    final class Home {
        // weaver: detail = Detail
    }
    final class Detail {
        // weaver: leaf = Leaf
    }
    final class Leaf {
        // weaver: logger <- Logging
    }
    """

    func testReferenceResolvedThreeLevelsUp() throws {
        let analysis = Analysis(levels)
        XCTAssertEqual(analysis.errors, [])
        let graph = analysis.graph
        let home = try XCTUnwrap(graph.typeIDByPath["Home"])
        let detail = try XCTUnwrap(graph.typeIDByPath["Detail"])
        // Home and Detail pass the need on; App provides it.
        XCTAssertEqual(graph.needs[home].map(\.key.name), ["logger"])
        XCTAssertEqual(graph.needs[detail].map(\.key.name), ["logger"])
        let leafReference = graph.types[graph.typeIDByPath["Leaf"]!].dependencies[0]
        let appLogger = graph.types[graph.typeIDByPath["App"]!].dependencies[0]
        XCTAssertEqual(graph.resolvedReferences[leafReference], [appLogger])
        let homeSite = graph.types[home].registrationSites[0]
        XCTAssertEqual(graph.provisions[homeSite], [.dependency(appLogger)])
    }

    func testNearestProviderWins() {
        let analysis = Analysis(levels.replacingOccurrences("// weaver: detail = Detail", "// weaver: detail = Detail\n    // weaver: logger = OtherLogger <- Logging"))
        XCTAssertEqual(analysis.errors, [])
        let leafReference = analysis.type("Leaf")!.dependencies[0]
        let homeLogger = analysis.type("Home")!.dependencies[1]
        XCTAssertEqual(analysis.graph.resolvedReferences[leafReference], [homeLogger])
    }

    /// Two references of one key reach `App`: `Grandchild`'s, declared first but two levels
    /// down, and `Child`'s, one level down. The nearer one carries the need up to `Root`,
    /// whatever order the types are declared in, and the other is merged into it (both resolve
    /// to `Root`'s logger).
    func testTheNearestReferenceCarriesANeedUp() throws {
        let analysis = Analysis("""
        final class Grandchild {
            // weaver: logger <- Logging
        }
        final class Middle {
            // weaver: grandchild = Grandchild
        }
        final class Child {
            // weaver: logger <- Logging
        }
        final class App {
            // weaver: middle = Middle
            // weaver: child = Child
        }
        final class Root {
            // weaver: logger = Logger <- Logging
            // weaver: app = App
        }
        """)
        XCTAssertEqual(analysis.errors, [])
        let graph = analysis.graph
        let grandchildReference = try XCTUnwrap(analysis.type("Grandchild")).dependencies[0]
        let childReference = try XCTUnwrap(analysis.type("Child")).dependencies[0]
        let rootLogger = try XCTUnwrap(analysis.type("Root")).dependencies[0]
        let middle = try XCTUnwrap(graph.typeIDByPath["Middle"])
        let app = try XCTUnwrap(graph.typeIDByPath["App"])
        XCTAssertEqual(graph.needs[middle].map(\.origin), [grandchildReference])
        XCTAssertEqual(graph.needs[app].map(\.origin), [childReference])
        XCTAssertEqual(graph.needs[app].map(\.via), [analysis.type("App")!.dependencies[1]])
        XCTAssertEqual(graph.resolvedReferences[grandchildReference], [rootLogger])
        XCTAssertEqual(graph.resolvedReferences[childReference], [rootLogger])
    }

    func testResolutionByType() {
        let analysis = Analysis("""
        final class App {
            // weaver: consoleLogger = Logger <- Logging
            // weaver: child = Child
        }
        final class Child {
            // weaver: logger <- Logging
        }
        """)
        XCTAssertEqual(analysis.errors, [])
    }

    func testCompositionSatisfiesAComponent() {
        let analysis = Analysis("""
        final class App {
            // weaver: store = Store <- Reading & Writing
            // weaver: child = Child
        }
        final class Child {
            // weaver: store <- Reading
        }
        """)
        XCTAssertEqual(analysis.errors, [])
    }

    func testEveryPathMustSatisfyTheReference() {
        let analysis = Analysis("""
        final class App {
            // weaver: logger = Logger
            // weaver: shared = Shared
            // weaver: other = Other
        }
        final class Other {
            // weaver: shared = Shared
        }
        final class Shared {
            // weaver: logger <- Logger
        }
        """)
        // Other sits under App, so both paths end at App's logger.
        XCTAssertEqual(analysis.errors, [])

        let broken = Analysis("""
        final class App {
            // weaver: logger = Logger
            // weaver: shared = Shared
        }
        final class Island {
            // weaver: shared = Shared
        }
        final class Shared {
            // weaver: logger <- Logger
        }
        """)
        XCTAssertEqual(broken.errors.map(\.code), [.unresolvable])
        XCTAssertEqual(broken.errors.first?.position, "9:5")
        XCTAssertTrue(broken.rendered[0].contains("on the path Island -> Shared"), broken.rendered[0])
    }

    func testParameterIsVisibleToTheSubtree() {
        let analysis = Analysis("""
        final class App {
            // weaver: movie = Movie
            // weaver: movie.scope = .transient
        }
        final class Movie {
            // weaver: movieID <= Int
            // weaver: reviews = Reviews
        }
        final class Reviews {
            // weaver: movieID <- Int
        }
        """)
        XCTAssertEqual(analysis.errors, [])
        XCTAssertTrue(analysis.graph.needs[analysis.graph.typeIDByPath["Movie"]!].isEmpty)
    }

    func testNestedTypesAreQualified() {
        let analysis = Analysis("""
        enum Catalog {
            final class Index {
                // weaver: page = Page
            }
            final class Page {}
        }
        """)
        XCTAssertEqual(analysis.errors, [])
        XCTAssertEqual(analysis.graph.dependencies[0].dependency.type.swiftSource, "Catalog.Page")
        XCTAssertNotNil(analysis.type("Catalog.Page"))
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
}

final class NestingRuleTests: XCTestCase {
    /// docs/annotations.md: an annotation belongs to the innermost class, struct or actor (Weaver 1.1 gave it
    /// to the outermost).
    func testAnnotationsBelongToTheInnermostType() throws {
        let analysis = Analysis("""
        final class Outer {
            // weaver: a = A
            final class Inner {
                // weaver: b = B
                struct Deepest {
                    // weaver: c = C
                }
            }
            // weaver: d = D
        }
        """)
        XCTAssertEqual(analysis.errors, [])
        let names = { (path: String) in analysis.type(path)?.dependencies.map { analysis.graph.dependencies[$0].dependency.name } }
        XCTAssertEqual(names("Outer"), ["a", "d"])
        XCTAssertEqual(names("Outer.Inner"), ["b"])
        XCTAssertEqual(names("Outer.Inner.Deepest"), ["c"])
    }
}
