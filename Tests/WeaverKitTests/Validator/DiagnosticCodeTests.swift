import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// One case per diagnostic code this stage builds, checked as printed: file, line, column, code.
final class DiagnosticCodeTests: XCTestCase {
    private func firstLines(_ text: String) -> [String] {
        Analysis(text).rendered.map { String($0.split(separator: "\n")[0]) }
    }

    func testUnresolvableNamesThePathAndTheFix() {
        let rendered = Analysis("""
        final class App {
            // weaver: home = Home
        }
        final class Home {
            // weaver: movieManger <- MovieManaging
        }
        final class Other {
            // weaver: movieManager = MovieManager <- MovieManaging
        }
        """).rendered
        XCTAssertEqual(rendered.count, 1)
        let lines = rendered[0].split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "Test.swift:5:5: error: cannot resolve 'movieManger: MovieManaging': no type on a path to it registers it [unresolvable]")
        XCTAssertEqual(lines[1], "Test.swift:5:5: note: on the path App -> Home")
        XCTAssertTrue(lines.contains("Test.swift:5:5: note: searched App"), rendered[0])
    }

    func testUnresolvableInAnUnregisteredType() {
        let rendered = Analysis("""
        final class Lonely {
            // weaver: logger <- Logger
        }
        """).rendered[0]
        XCTAssertTrue(rendered.hasPrefix("Test.swift:2:5: error: cannot resolve 'logger: Logger'"), rendered)
        XCTAssertTrue(rendered.contains("self.isIsolated = true"), rendered)
    }

    func testIsolatedTypesMayHaveUnresolvedReferences() {
        XCTAssertEqual(Analysis("""
        final class Preview {
            // weaver: self.isIsolated = true
            // weaver: logger <- Logger
        }
        """).errors, [])
    }

    func testTypeMismatchNamesTheCandidate() {
        let rendered = Analysis("""
        final class App {
            // weaver: logger = Logger
            // weaver: child = Child
        }
        final class Child {
            // weaver: logger <- Logging
        }
        """).rendered
        XCTAssertEqual(rendered.count, 1)
        XCTAssertTrue(rendered[0].hasPrefix("Test.swift:6:5: error: 'logger: Logging' is found with an incompatible type [type-mismatch]"), rendered[0])
        XCTAssertTrue(rendered[0].contains("Test.swift:2:5: note: the candidate is 'logger: Logger' in App"), rendered[0])
    }

    func testAmbiguousListsEveryCandidate() {
        let rendered = Analysis("""
        final class App {
            // weaver: first = Logger <- Logging
            // weaver: second = Logger <- Logging
            // weaver: child = Child
        }
        final class Child {
            // weaver: logger <- Logging
        }
        """).rendered
        XCTAssertEqual(rendered.count, 1)
        XCTAssertTrue(rendered[0].hasPrefix("Test.swift:7:5: error: 'logger: Logging' matches several dependencies by type and none by name [ambiguous]"))
        XCTAssertTrue(rendered[0].contains("Test.swift:2:5: note: candidate 'first: Logging' in App"))
        XCTAssertTrue(rendered[0].contains("Test.swift:3:5: note: candidate 'second: Logging' in App"))
    }

    func testCycleOfEagerSteps() {
        let analysis = Analysis("""
        final class App {
            // weaver: a = A
            // weaver: b = B
        }
        final class A {
            // weaver: b <- B
        }
        final class B {
            // weaver: a <- A
        }
        """)
        XCTAssertEqual(analysis.errors.map(\.code), [.cycle])
        XCTAssertEqual(analysis.errors[0].position, "2:5")
        XCTAssertEqual(analysis.errors[0].notes.filter { $0.location != nil }.count, 4)
    }

    func testLazyDoesNotBreakACycleButABuilderDoes() {
        let lazy = Analysis("""
        final class App {
            // weaver: a = A
            // weaver: a.scope = .lazy
            // weaver: b = B
            // weaver: b.scope = .lazy
        }
        final class A {
            // weaver: b <- B
        }
        final class B {
            // weaver: a <- A
        }
        """)
        XCTAssertEqual(lazy.errors.map(\.code), [.cycle])
        let builder = Analysis("""
        final class App {
            // weaver: a = A
            // weaver: a.builder = A.make
            // weaver: b = B
        }
        final class A {
            // weaver: b <- B
        }
        final class B {
            // weaver: a <- A
        }
        """)
        XCTAssertEqual(builder.errors, [])
    }

    func testSelfReferenceIsACycleWithAdvice() {
        let analysis = Analysis("""
        final class App {
            // weaver: child = Child
        }
        final class Child {
            // weaver: child <- Child
        }
        """)
        XCTAssertEqual(analysis.errors.map(\.code), [.cycle])
        XCTAssertTrue(analysis.rendered[0].contains("delegate"), analysis.rendered[0])
    }

    func testParametersInContainerScope() {
        XCTAssertEqual(firstLines("""
        final class App {
            // weaver: movie = Movie
        }
        final class Movie {
            // weaver: id <= Int
        }
        """), ["Test.swift:2:5: error: 'movie' builds 'Movie', which takes parameters (id), so it cannot be built with the owner's container [parameters-in-container-scope]"])
    }

    func testReferenceToFactory() {
        let analysis = Analysis("""
        final class App {
            // weaver: movie = Movie
            // weaver: movie.scope = .transient
            // weaver: child = Child
        }
        final class Movie {
            // weaver: id <= Int
        }
        final class Child {
            // weaver: movie <- Movie
        }
        """)
        XCTAssertEqual(analysis.errors.map(\.code), [.referenceToFactory])
        XCTAssertEqual(analysis.errors[0].position, "10:5")
        XCTAssertTrue(analysis.errors[0].message.contains("@WeaverP1(.reference)"))
    }

    func testDuplicateDependency() {
        XCTAssertEqual(firstLines("""
        final class App {
            // weaver: logger = Logger
            // weaver: logger <- Logger
        }
        """), ["Test.swift:3:5: error: 'logger' is declared twice in this type [duplicate-dependency]"])
    }

    func testDuplicateTypeAcrossFiles() {
        let analysis = Analysis([
            "A.swift": "final class Shared {\n    // weaver: a = A\n}\n",
            "B.swift": "import Foo\n\nfinal class Shared {\n    // weaver: b = B\n}\n",
        ])
        XCTAssertEqual(analysis.errors.map(\.code), [.duplicateType])
        let lines = analysis.rendered[0].split(separator: "\n")
        XCTAssertEqual(lines[0], "B.swift:4:5: error: 'Shared' is annotated twice (two modules scanned together, or two declarations) [duplicate-type]")
        XCTAssertEqual(lines[1], "A.swift:2:5: note: first annotated here")
    }

    func testMisplacedAnnotations() {
        let analysis = Analysis("""
        // weaver: top = Top
        enum Namespace {
            // weaver: inEnum = InEnum
        }
        extension App {
            // weaver: inExtension = InExtension
        }
        final class App {
            func build() {
                // weaver: inFunction = InFunction
            }
        }
        """)
        XCTAssertEqual(analysis.errors.map(\.code), Array(repeating: .misplacedAnnotation, count: 4))
        XCTAssertEqual(analysis.errors.map(\.position), ["1:1", "3:5", "6:5", "10:9"])
    }

    func testInvalidAnnotationAndInvalidType() {
        XCTAssertEqual(firstLines("""
        final class App {
            // weaver: logger
            // weaver: cache = Cache<>
        }
        """), [
            "Test.swift:2:5: error: expected '=', '<-' or '<=' after 'logger' [invalid-annotation]",
            "Test.swift:3:30: error: invalid type 'Cache<>': 'Cache<>' needs at least one generic argument [invalid-type]",
        ])
    }

    func testInvalidTypeForGenericParameterOfTheOwner() {
        let analysis = Analysis("""
        final class Repository<Element> {
            // weaver: store = Store<Element>
        }
        """)
        XCTAssertEqual(analysis.errors.map(\.code), [.invalidType])
        XCTAssertEqual(analysis.errors[0].position, "2:5")
    }

    func testIgnoredAnnotationWarnings() {
        let analysis = Analysis("""
        final class App {
            /// weaver: doc = Doc
            let x = 1 // weaver: trailing = Trailing
        }
        """)
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.ignoredAnnotation, .ignoredAnnotation])
        XCTAssertEqual(analysis.diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertEqual(analysis.diagnostics.map(\.position), ["2:9", "3:18"])
    }

    func testAttributeErrors() {
        XCTAssertEqual(firstLines("""
        final class App {
            // weaver: logger = Logger
            // weaver: logger.scope = .forever
            // weaver: logger.colour = red
            // weaver: loger.scope = .lazy
            // weaver: logger.setter = true
            // weaver: logger.setter = false
        }
        """), [
            "Test.swift:3:31: error: invalid value '.forever': scope must be .container, .lazy, .weak or .transient [invalid-value]",
            "Test.swift:4:23: error: unknown attribute 'colour' [unknown-attribute]",
            "Test.swift:5:16: error: this type declares no dependency named 'loger'; did you mean 'logger'? [unknown-dependency]",
            "Test.swift:7:5: error: 'setter' is set twice for 'logger' [attribute-set-twice]",
        ])
    }

    func testAllProblemsAreReportedSorted() {
        let analysis = Analysis([
            "B.swift": "final class B {\n    // weaver: x\n}\n",
            "A.swift": "final class A {\n    // weaver: y <- Y\n    // weaver: z = Z<>\n}\n",
        ])
        XCTAssertEqual(analysis.errors.map { "\($0.location!.file):\($0.position)" }, ["A.swift:2:5", "A.swift:3:22", "B.swift:2:5"])
    }
}
