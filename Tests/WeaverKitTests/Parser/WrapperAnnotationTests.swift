import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Every row of docs/annotations.md: kinds, labels in order, `@objc`, `@WeaverPn`, and their errors.
final class WrapperAnnotationTests: XCTestCase {
    private func dependencies(_ body: String) -> (dependencies: [Dependency], diagnostics: [Diagnostic]) {
        let syntax = FileParser.parse(SourceFile(path: "W.swift", text: "final class Owner {\n\(body)\n}\n"))
        return (syntax.types.first?.dependencies ?? [], syntax.diagnostics)
    }

    func testKinds() {
        let (found, problems) = dependencies("""
            @Weaver(.registration) var logger: Logger
            @Weaver(.registration, type: MovieManager.self) private var movieManager: MovieManaging
            @Weaver(.reference) var session: Session?
            @Weaver(.parameter) var movieID: UInt
            @Published var ignored: Int = 0
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(found.map(\.name), ["logger", "movieManager", "session", "movieID"])
        XCTAssertEqual(found.map(\.kind), [.registration, .registration, .reference, .parameter])
        XCTAssertEqual(found[0].type.swiftSource, "Logger")
        XCTAssertNil(found[0].abstractType)
        XCTAssertEqual(found[1].type.swiftSource, "MovieManager")
        XCTAssertEqual(found[1].abstractType?.swiftSource, "MovieManaging")
        XCTAssertEqual(found[2].type.swiftSource, "Session?")
        XCTAssertEqual(found.map(\.location.line), [2, 3, 4, 5])
        XCTAssertEqual(found[0].location.column, 5, "the '@' of the wrapper")
    }

    func testEveryLabelInOrder() {
        let (found, problems) = dependencies("""
            @Weaver(.registration, type: Impl.self, scope: .lazy, setter: false, builder: Owner.make, objc: true, platforms: [.iOS, .Linux], projects: ["App", "Widget"])
            var service: Service
            @Weaver(.parameter, scope: .weak, escaping: true) var delegate: Delegate?
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(found[0].explicitScope, .lazy)
        XCTAssertEqual(found[0].builder, "Owner.make")
        XCTAssertTrue(found[0].isObjC)
        XCTAssertEqual(found[0].platforms, [.iOS, .Linux])
        XCTAssertEqual(found[0].projects, ["App", "Widget"])
        XCTAssertEqual(found[1].explicitScope, .weak)
        XCTAssertEqual(found[1].escaping, true)
    }

    func testObjCAttributeMeansObjC() {
        let (found, _) = dependencies("""
            @Weaver(.registration, type: HomeViewController.self)
            @objc private var home: ViewController
            @objc @Weaver(.registration) var other: Other
        """)
        XCTAssertEqual(found.map(\.isObjC), [true, true])
    }

    func testFactories() {
        let (found, problems) = dependencies("""
            @WeaverP2(.registration, type: MovieViewController.self, scope: .transient)
            var movieController: (UInt, String) -> ViewController
            @WeaverP1(.reference) var review: (UInt) -> ReviewController
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(found[0].wrapper?.arity, 2)
        XCTAssertEqual(found[0].type.swiftSource, "MovieViewController")
        XCTAssertEqual(found[0].abstractType?.swiftSource, "ViewController")
        XCTAssertTrue(found[1].isFactoryReference)
        XCTAssertEqual(found[1].type.swiftSource, "(UInt) -> ReviewController")
    }

    func testBackquotedPropertyNamesAreTheNamesWithoutBackquotes() {
        let (found, problems) = dependencies("""
            @Weaver(.registration) var `default`: Logger
            @Weaver(.reference) private var `Type`: Counter
            @WeaverP1(.reference) var `class`: (Int) -> Screen
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(found.map(\.name), ["default", "Type", "class"])
    }

    func testSelfAndRawIdentifiersAreNotDependencyNames() {
        let (_, selfProblems) = dependencies("    @Weaver(.registration) var `self`: Logger")
        XCTAssertEqual(selfProblems.map(\.message), ["'self' cannot be a dependency name; 'self.attribute = value' configures the enclosing type"])
        let (_, rawProblems) = dependencies("    @Weaver(.registration) var `two words`: Logger")
        XCTAssertEqual(rawProblems.map(\.code), [.invalidAnnotation])
    }

    func testErrors() {
        let cases: [(String, DiagnosticCode, String)] = [
            ("@Weaver(.registration, scope: .lazy, type: A.self) var a: A", .invalidAnnotation, "2:5"),
            ("@Weaver(.registration, colour: .red) var a: A", .unknownAttribute, "2:28"),
            ("@Weaver(.reference, type: A.self) var a: A", .attributeNotAllowed, "2:25"),
            ("@Weaver(.registration, type: A) var a: A", .invalidValue, "2:34"),
            ("@Weaver(.sometimes) var a: A", .invalidAnnotation, "2:5"),
            ("@Weaver(.registration) var a", .invalidAnnotation, "2:5"),
            ("@WeaverP1(.parameter) var a: (Int) -> A", .invalidAnnotation, "2:5"),
            ("@WeaverP2(.registration) var a: (Int) -> A", .wrapperSignature, "2:5"),
            ("@Weaver(.registration) var a: Cache<>", .invalidType, "2:41"),
            ("@Weaver(.registration, scope: .forever) var a: A", .invalidValue, "2:35"),
            ("@Weaver(.registration, scope: .lazy) @Weaver(.reference) var a: A\n    // weaver: a.scope = .weak", .attributeSetTwice, "3:5"),
        ]
        for (body, code, position) in cases {
            let (_, problems) = dependencies("    " + body)
            XCTAssertEqual(problems.map(\.code), [code], body)
            XCTAssertEqual(problems.first?.position, position, body)
        }
    }

    func testWrappersAndCommentsMixInDeclarationOrder() {
        let (found, problems) = dependencies("""
            // weaver: first = First
            @Weaver(.registration) var second: Second
            // weaver: third <- Third
            // weaver: second.scope = .transient
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(found.map(\.name), ["first", "second", "third"])
        XCTAssertEqual(found[1].explicitScope, .transient)
    }

    func testWrapperSignatureAgainstTheTarget() {
        let analysis = Analysis("""
        final class App {
            @WeaverP1(.registration, type: Movie.self, scope: .transient) var movie: (String) -> Movie
            @Weaver(.registration, type: Movie.self, scope: .transient) var plain: Movie
        }
        final class Movie {
            // weaver: id <= Int
        }
        """)
        XCTAssertEqual(analysis.errors.map(\.code), [.wrapperSignature, .wrapperSignature])
        XCTAssertEqual(analysis.errors.map(\.position), ["2:5", "3:5"])
        XCTAssertTrue(analysis.rendered[1].contains("use '@WeaverP1'"), analysis.rendered[1])
    }
}
