import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class OutlineBuilderTests: XCTestCase {
    private func outline(_ text: String) -> FileOutline { Scanner.scan(Array(text.utf8)) }

    func testNestedTypesAndNamespaces() {
        let result = outline("""
        enum Catalog {
            struct Index<Element: Hashable> where Element: Sendable {
                final class Page: Base, Sendable {}
            }
        }
        extension Catalog.Index {
            actor Loader {}
        }
        """)
        XCTAssertEqual(result.declarations.map(\.path), ["Catalog", "Catalog.Index", "Catalog.Index.Page", "Catalog.Index", "Catalog.Index.Loader"])
        XCTAssertEqual(result.declarations.map(\.kind), [.enum, .struct, .class, .extension, .actor])
        XCTAssertEqual(result.declarations[1].genericParameters, ["Element"])
        XCTAssertEqual(result.declarations[2].inheritance, "Base, Sendable")
    }

    func testClassAsModifierIsNotADeclaration() {
        let result = outline("""
        protocol P: class {}
        final class A {
            class func make() -> A { A() }
            class var shared: A { A() }
            let kind = Foo.class
        }
        """)
        XCTAssertEqual(result.declarations.map(\.path), ["P", "A"])
    }

    func testTypesNamedByContextualKeywords() {
        let result = outline("""
        final class final {
            // weaver: a = A
        }
        struct lazy {}
        struct weak<T> {}
        public struct package {}
        open class open: final {}
        struct mutating {}
        final class convenience {}
        indirect enum indirect {}
        actor nonisolated {}
        class required {}
        extension lazy {
            struct dynamic {
                // weaver: b = B
            }
        }
        """)
        XCTAssertEqual(result.declarations.map(\.path), [
            "final", "lazy", "weak", "package", "open", "mutating", "convenience", "indirect", "nonisolated", "required", "lazy",
            "lazy.dynamic",
        ])
        XCTAssertEqual(result.declarations.map(\.kind), [.class, .struct, .struct, .struct, .class, .struct, .class, .enum, .actor, .class,
                                                          .extension, .struct])
        XCTAssertEqual(result.declarations[3].accessLevel, .public)
        XCTAssertEqual(result.declarations[4].accessLevel, .open)
        XCTAssertEqual(result.declarations[4].inheritance, "final")
        XCTAssertEqual(result.annotations.map(\.placement), [.declaration(0), .declaration(11)])
    }

    func testClassBeforeModifiersOfAMemberIsAModifier() {
        let result = outline("""
        class Base {
            class final func f() {}
            class open var g: Int { 1 }
            class nonisolated func h() {}
            class
            final func i() {}
            class override public subscript(i: Int) -> Int { i }
            class final {}
        }
        """)
        XCTAssertEqual(result.declarations.map(\.path), ["Base", "Base.final"])
    }

    func testFormFeedAndVerticalTabBeforeAnAnnotationAreWhitespace() {
        let result = outline("final class A {\n\u{0C}// weaver: a = A\n  \u{0B}\t// weaver: b = B\n}\n")
        XCTAssertEqual(result.annotations.map(\.placement), [.declaration(0), .declaration(0)])
        XCTAssertEqual(result.ignoredAnnotations.map(\.reason), [])
    }

    func testBackquotedInitializerLabelsAreTheLabels() {
        let result = outline("final class A {\n    init(`default`: Logger, `for` count: Int) {}\n}\n")
        XCTAssertEqual(result.declarations[0].initializerLabels, [["default", "for"]])
    }

    func testAnnotationPlacement() {
        let source = """
        // weaver: import Fruit
        final class A {
            // weaver: b = B
            func f() {
                // weaver: c = C
            }
            var x: Int {
                // weaver: d = D
                return 1
            }
        }
        enum E {
            // weaver: e = E
        }
        """
        let result = outline(source)
        let bytes = Array(source.utf8)
        XCTAssertEqual(result.annotations.map { String(decoding: bytes[$0.textOffset..<$0.textEnd], as: UTF8.self) }, ["weaver: import Fruit", "weaver: b = B", "weaver: c = C", "weaver: d = D", "weaver: e = E"])
        XCTAssertEqual(result.annotations.map(\.placement), [.fileLevel, .declaration(0), .codeBody, .codeBody, .declaration(1)])
    }

    func testCommentsThatLookLikeAnnotationsButAreNot() {
        let result = outline("""
        final class A {
            /// weaver: doc = Doc
            let x = 1 // weaver: trailing = Trailing
            /*
             weaver: block = Block
             */
            let s = "// weaver: inString = InString"
        }
        """)
        XCTAssertTrue(result.annotations.isEmpty)
        XCTAssertEqual(result.ignoredAnnotations.count, 3)
    }

    func testConditionalHeadersOpenOneBody() {
        let result = outline("""
        #if os(iOS)
        final class View: UIView {
        #else
        final class View: NSView {
        #endif
            // weaver: a = A
        }
        final class After {
            // weaver: b = B
        }
        """)
        XCTAssertEqual(result.declarations.map(\.path), ["View", "View", "After"])
        XCTAssertEqual(result.annotations.map(\.placement), [.declaration(1), .declaration(2)])
        XCTAssertTrue(result.problems.isEmpty)
    }

    func testImportsOfEveryForm() {
        let result = outline("""
        import Foundation
        @testable import Movies
        import class Networking.Client
        @preconcurrency import Dispatch
        final class A { func f() { let import_ = 1 } }
        """)
        XCTAssertEqual(result.imports.map(\.module), ["Foundation", "Movies", "Networking", "Dispatch"])
    }

    func testAccessLevelsInitializersAndSelfBuildingRoots() {
        let result = outline("""
        @MainActor public final class Root {
            let dependencies = MainDependencyContainer.rootDependencyResolver()
            public init(client: Client, _ other: (Int) -> Void) {}
            init(injecting dependencies: RootDependencyResolver) {}
        }
        open class Base {}
        """)
        XCTAssertEqual(result.declarations.map(\.accessLevel), [.public, .open])
        XCTAssertEqual(result.declarations[0].initializerLabels, [["client", "_"], ["injecting"]])
        XCTAssertEqual(result.declarations[0].selfBuildingResolverProperty, "dependencies")
    }

    func testUnbalancedBracesAreReported() {
        XCTAssertEqual(outline("final class A {\n").problems.map(\.message), ["'{' is never closed"])
        XCTAssertEqual(outline("}\n").problems.map(\.message), ["unbalanced '}'"])
    }

    func testDeepNestingDoesNotOverflow() {
        let text = String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
        XCTAssertTrue(outline(text).problems.isEmpty)
    }

    func testBranchAfterElseIsAProblemAndStaysInTheElseBranch() {
        let result = outline("""
        final class A {
            #if DEBUG
            // weaver: a = B
            #else
            // weaver: a = C
            #elseif BETA
            // weaver: a = D
            #endif
        }
        """)
        XCTAssertEqual(result.problems.map(\.message), ["'#elseif' after '#else' in the same '#if' block"])
        XCTAssertEqual(result.annotations.map { $0.conditions.map(\.branch) }, [[0], [1], [1]])
        XCTAssertTrue(result.annotations.allSatisfy { $0.conditions.allSatisfy { $0.branch <= $0.conditions.count } })
    }
}
